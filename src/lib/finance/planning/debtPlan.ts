/**
 * The debt plan on the debt payoff page (DEPTH.md): up to ten debts typed in rows, an extra amount a month, and the
 * avalanche and snowball plans compared. From the form's strings to results, notes and a chart, as one pure step.
 */
import { formatMoney, plural } from '../../format';
import { textFromLink } from '../../linkText';
import type { DetailNote, SeriesChartData } from '../details';
import { messages } from '../messages';
import { simulateDebtPlan, type PlanDebt, type PlanRun } from './debtPlanSimulation';
import { parseAmount } from '../parse';
import { MAX_AMOUNT, unitViolation } from '../rules';
import { unitNote, yearlyRate } from '../units';
import type { FieldRejection } from '../types';

export const noDebts = 'Enter at least one debt: its balance, interest rate and minimum payment.';
export const planTooLong = 'At these payments the debts are not all paid off within 100 years (1,200 months). Enter a larger extra amount, or larger minimums.';

export const MAX_DEBTS = 10;
/** A debt's name, as long as a reader would write one ("Credit card from the store on Main Street, opened 2019"). */
export const MAX_DEBT_NAME = 80;
/** Rows shown before any is added. */
export const FIRST_DEBTS = 2;
/** 100 years: a plan that takes longer is rejected, not drawn. */
export const PLAN_MAX_MONTHS = 1200;

/** The inputs of row K (1, 2 …), as DEPTH.md names them. */
export const debtRowFields = (row: number) =>
  ({ name: `name${String(row)}`, balance: `balance${String(row)}`, rate: `rate${String(row)}`, minimum: `minimum${String(row)}` }) as const;

export interface NamedDebt extends PlanDebt {
  /** The name typed, or "Debt K". */
  readonly name: string;
  /** Its row K, which names its inputs (`rateK`). */
  readonly row: number;
}

export interface DebtPlanComparison {
  readonly debts: readonly NamedDebt[];
  /** The extra paid every month on top of the minimums (0 when left blank). */
  readonly extra: number;
  readonly avalanche: PlanRun;
  readonly snowball: PlanRun;
  /** Check-units notes on the rates typed (an APR of 18 % typed as 0.18). */
  readonly notes: readonly DetailNote[];
  /** The result fields and their values, for the `data-result` hooks. */
  readonly results: {
    readonly avalancheMonths: number;
    readonly avalancheInterest: number;
    readonly snowballMonths: number;
    readonly snowballInterest: number;
  };
  /** One sentence on what choosing avalanche over snowball changes. */
  readonly difference: string;
  readonly chart: SeriesChartData;
}

export type DebtPlanOutcome = { ok: true; plan: DebtPlanComparison } | { ok: false; errors: FieldRejection[] };

type Raw = Readonly<Record<string, string | undefined>>;

/** One number of a row: its value, or the message for what is wrong with it. */
function readNumber(text: string, allowZero: boolean, percent = false): number | string {
  const parsed = parseAmount(text, { percent });
  if (!parsed.ok) return parsed.reason === 'empty' ? messages.missing : messages.notANumber(percent ? '6.5' : undefined);
  if (Math.abs(parsed.value) > MAX_AMOUNT) return messages.beyondLimit;
  if (allowZero ? parsed.value < 0 : parsed.value <= 0) return allowZero ? messages.negative : messages.notPositive;
  // A debt's rate is a yearly rate like any other: above 1,000 % it means nothing (unitViolation's rule).
  return (percent && unitViolation(yearlyRate(), parsed.value)) || parsed.value;
}

/** Reads `rows` rows of debts and the extra; a row left wholly blank is ignored. */
export function readDebtPlan(raw: Raw, rows: number): { ok: true; debts: NamedDebt[]; extra: number } | { ok: false; errors: FieldRejection[] } {
  const errors: FieldRejection[] = [];
  const debts: NamedDebt[] = [];
  for (let row = 1; row <= Math.min(rows, MAX_DEBTS); row += 1) {
    const fields = debtRowFields(row);
    const text = (field: string) => (raw[field] ?? '').trim();
    if (Object.values(fields).every((field) => text(field) === '')) continue;
    const balance = readNumber(text(fields.balance), false);
    const rate = readNumber(text(fields.rate), true, true);
    const minimum = readNumber(text(fields.minimum), false);
    const read = { [fields.balance]: balance, [fields.rate]: rate, [fields.minimum]: minimum };
    for (const [field, value] of Object.entries(read)) if (typeof value === 'string') errors.push({ field, message: value });
    if (typeof balance === 'number' && typeof rate === 'number' && typeof minimum === 'number') {
      // Shown in the payoff order: without controls that could reorder or hide the words around it.
      debts.push({ name: textFromLink(text(fields.name), MAX_DEBT_NAME) || `Debt ${String(row)}`, row, balance, rate, minimum });
    }
  }
  const extraText = (raw['extra'] ?? '').trim();
  const extra = extraText === '' ? 0 : readNumber(extraText, true);
  if (typeof extra === 'string') errors.push({ field: 'extra', message: extra });
  if (errors.length === 0 && debts.length === 0) errors.push({ field: debtRowFields(1).balance, message: noDebts });
  return errors.length > 0 || typeof extra === 'string' ? { ok: false, errors } : { ok: true, debts, extra };
}

/** Reads the plan's form and compares the two strategies. */
export function compareDebtPlans(raw: Raw, rows: number): DebtPlanOutcome {
  const read = readDebtPlan(raw, rows);
  if (!read.ok) return read;
  const avalanche = simulateDebtPlan(read.debts, read.extra, 'avalanche', PLAN_MAX_MONTHS);
  const snowball = simulateDebtPlan(read.debts, read.extra, 'snowball', PLAN_MAX_MONTHS);
  if (!avalanche || !snowball) return { ok: false, errors: [{ field: 'extra', message: planTooLong }] };
  return {
    ok: true,
    plan: {
      debts: read.debts,
      extra: read.extra,
      notes: read.debts.flatMap((debt) => unitNote(debtRowFields(debt.row).rate, yearlyRate(`${debt.name} interest rate`), debt.rate, { inputs: {}, currency: 'USD' }) ?? []),
      avalanche,
      snowball,
      results: {
        avalancheMonths: avalanche.months,
        avalancheInterest: avalanche.interest,
        snowballMonths: snowball.months,
        snowballInterest: snowball.interest,
      },
      difference: planDifference(avalanche, snowball),
      chart: owedByYear(read.debts, avalanche, snowball),
    },
  };
}

const months = (count: number) => plural(count, 'month');

/** "Avalanche saves $412.35 in interest and clears your debts 2 months sooner than snowball." */
export function planDifference(avalanche: PlanRun, snowball: PlanRun): string {
  const saved = Math.round((snowball.interest - avalanche.interest) * 100) / 100;
  const [cheaper, dearer, other] = saved >= 0 ? (['Avalanche', snowball, 'snowball'] as const) : (['Snowball', avalanche, 'avalanche'] as const);
  const winner = saved >= 0 ? avalanche : snowball;
  const sooner = dearer.months - winner.months;
  if (saved === 0) {
    if (sooner === 0) return `Both plans cost the same ${formatMoney(avalanche.interest, 'USD')} of interest and take ${months(avalanche.months)}: here the order makes no difference.`;
    const faster = avalanche.months < snowball.months ? 'avalanche' : 'snowball';
    return `Both plans cost the same interest, but ${faster} clears your debts ${months(Math.abs(sooner))} sooner.`;
  }
  const savedText = `${cheaper} saves ${formatMoney(Math.abs(saved), 'USD')} in interest`;
  if (sooner > 0) return `${savedText} and clears your debts ${months(sooner)} sooner than ${other}.`;
  if (sooner < 0) return `${savedText} compared with ${other}, though ${other} clears your debts ${months(-sooner)} sooner.`;
  return `${savedText} compared with ${other}; both take ${months(winner.months)}.`;
}

/** What is owed in all at the start and at the end of each year, for both plans. */
function owedByYear(debts: readonly PlanDebt[], avalanche: PlanRun, snowball: PlanRun): SeriesChartData {
  const start = debts.reduce((sum, debt) => sum + debt.balance, 0);
  const years = Math.ceil(Math.max(avalanche.months, snowball.months) / 12);
  const periods = Array.from({ length: years + 1 }, (_, year) => year);
  const at = (run: PlanRun, year: number) => (year === 0 ? start : (run.owed[Math.min(year * 12, run.months) - 1] ?? 0));
  return {
    kind: 'series',
    name: 'plan-balance',
    caption: 'What you owe in all, at the start and at the end of each year',
    periodLabel: 'Year',
    periods,
    series: [
      { label: 'Avalanche', values: periods.map((year) => at(avalanche, year)), tone: 'avalanche' },
      { label: 'Snowball', values: periods.map((year) => at(snowball, year)), tone: 'snowball' },
    ],
    stacked: false,
  };
}
