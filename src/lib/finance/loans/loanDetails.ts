/**
 * DEPTH.md's loans: the schedule a lender would charge, what extra payments save, and the charts and table a loan
 * page draws. Shared by the loan, mortgage, EMI, car loan and refinance calculators; the whole monthly cost of a home
 * is in homeCosts.ts.
 */
import { formatMoney } from '../../format';
import type { CalculationDetails, DetailChart, DetailNote, PeriodTable } from '../details';
import { monthlyRepayment } from '../math/amortization';
import { monthly, type MoneyUnit } from '../units';
import type { LoanEvents } from './eventFields';
import { loadedEngine } from './eventsEngine';
import { amortizationSchedule, scheduleMonths, toCents, yearlyRows, type AmortizationSchedule, type ScheduleRow, type ScheduleTotals } from './schedule';

export interface LoanTerms {
  /** The amount borrowed, in the calculator's currency. */
  readonly principal: number;
  readonly annualPercent: number;
  /** The term in months, possibly fractional (years × 12); a schedule needs a whole number. */
  readonly months: number;
  /**
   * Paid toward principal every month from the first (DEPTH.md `extraMonthly`, blank 0). Absent for a loan whose page
   * takes no extra payments (refinance): its schedule then has no Extra column, which could only ever hold 0.
   */
  readonly extraMonthly?: number | undefined;
  /** Prepayments and rate changes (DATED.md), on the pages that take them, when any is entered. */
  readonly events?: LoanEvents | undefined;
}

export type ExtraPaymentResults = { payoffMonths?: number; monthsSaved?: number; interestSaved?: number; totalInterestWithExtra?: number };
/** With events, DATED.md's results join them: the plan's interest and its payment after the last event. */
export type LoanPlanResults = ExtraPaymentResults & { totalInterestPlan?: number; finalPayment?: number };

/** The optional results extra payments add, in display order (DEPTH.md). */
export const EXTRA_PAYMENT_RESULTS = ['payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra'] as const;

/**
 * The schedule with the extra payments and any events, or null when the term has no whole-month schedule. With events
 * it is the engine's (loaded before any calculation with events: eventFields.ts), which without them gives this same
 * schedule to the cent.
 */
export function scheduleFor(loan: LoanTerms, extraMonthly = loan.extraMonthly ?? 0): AmortizationSchedule | null {
  const term = scheduleMonths(loan.months);
  if (!term.ok) return null;
  const { events } = loan;
  return events ? loadedEngine()!.eventSchedule({ ...loan, months: term.months, extraMonthly, events }) : amortizationSchedule({ ...loan, months: term.months, extraMonthly });
}

/** The results a schedule adds: DATED.md's with events, else DEPTH.md's with extra payments. */
export function planResults(loan: LoanTerms): LoanPlanResults {
  const { events } = loan;
  return events ? loadedEngine()!.eventResults({ ...loan, events }) : extraPaymentResults(loan);
}

const centsDifference = (a: number, b: number): number => (toCents(a) - toCents(b)) / 100;

/** Months to pay off, months saved and interest saved by paying extra; none without extra or a schedule. */
export function extraPaymentResults(loan: LoanTerms): ExtraPaymentResults {
  const withExtra = (loan.extraMonthly ?? 0) > 0 ? scheduleFor(loan) : null;
  const plain = withExtra && scheduleFor(loan, 0);
  if (!withExtra || !plain) return {};
  const payoffMonths = withExtra.monthly.length;
  return {
    payoffMonths,
    monthsSaved: Math.round(loan.months) - payoffMonths,
    interestSaved: centsDifference(plain.totals.interest, withExtra.totals.interest),
    // The schedule's interest with the extra payments: what the charts beside it show.
    totalInterestWithExtra: withExtra.totals.interest,
  };
}

type ScheduleColumn = keyof ScheduleTotals | 'balance';

const SCHEDULE_LABELS: Readonly<Record<ScheduleColumn, string>> = { payment: 'Payment', principal: 'Principal', interest: 'Interest', extra: 'Extra', balance: 'Balance' };

/** DEPTH.md's columns; `extra` only on a page that takes extra payments (there it stays, 0.00 without any). */
const scheduleColumns = (loan: LoanTerms): readonly ScheduleColumn[] =>
  loan.extraMonthly === undefined ? ['payment', 'principal', 'interest', 'balance'] : ['payment', 'principal', 'interest', 'extra', 'balance'];

/** The events of a year's months in words ("month 12: prepayment; month 25: rate 9.5 %"), or nothing. */
function yearEvents(months: readonly (ScheduleRow & { event?: string | undefined })[]): { event?: string } {
  const words = months.flatMap((month) => (month.event ? [`month ${String(month.period)}: ${month.event}`] : []));
  return words.length > 0 ? { event: words.join('; ') } : {};
}

function scheduleTable(id: string, schedule: AmortizationSchedule, keys: readonly ScheduleColumn[]): PeriodTable {
  const rowValues = (row: ScheduleRow & { event?: string | undefined }) => ({ period: row.period, values: keys.map((key) => row[key]), ...(row.event ? { event: row.event } : {}) });
  return {
    caption: 'Amortization schedule',
    columns: keys.map((key) => ({ key, label: SCHEDULE_LABELS[key], format: 'money' })),
    // A year names the months of its events (the monthly rows mark them with `data-event`), so the default view shows them too.
    yearly: yearlyRows(schedule.monthly).map((year, index) => ({ ...rowValues(year), ...yearEvents(schedule.monthly.slice(index * 12, index * 12 + 12)) })),
    monthly: schedule.monthly.map(rowValues),
    // A balance has no total.
    totals: keys.map((key) => (key === 'balance' ? null : schedule.totals[key])),
    csvName: `${id}-schedule.csv`,
  };
}

function loanCharts(schedule: AmortizationSchedule): [DetailChart, DetailChart] {
  const yearly = yearlyRows(schedule.monthly);
  return [
    {
      kind: 'share',
      name: 'principal-interest',
      caption: 'What you pay in all: the amount borrowed against the interest',
      parts: [
        { label: 'Principal', value: schedule.totals.principal + schedule.totals.extra, tone: 'principal' },
        { label: 'Interest', value: schedule.totals.interest, tone: 'interest' },
      ],
    },
    {
      kind: 'series',
      name: 'balance',
      caption: 'The balance still owed at the end of each year',
      periodLabel: 'Year',
      periods: yearly.map((row) => row.period),
      series: [{ label: 'Balance', values: yearly.map((row) => row.balance), tone: 'balance' }],
    },
  ];
}

// A term that is not whole months never reaches a schedule: every term field's rule rejects it (rules.ts).
const TOO_LONG_FOR_A_SCHEDULE = 'The schedule is drawn for terms of up to 100 years (1,200 months).';

/** What the formula gave, which the schedule is held against, and the currency its notes speak in. */
export interface FormulaFigures {
  readonly totalInterest: number;
  readonly currency: 'USD' | 'INR';
}

/**
 * The schedule, its charts and notes for a loan; `page` adds a page's own notes after the loan's and charts before
 * them (the mortgage's cost breakdown and PMI, from homeCosts.ts, which the other loan pages never load).
 * `formula` is the headline's figures, so that a schedule whose cents add up differently says by how much.
 */
/** The input that holds the term on each loan page (`years` where not named here). */
const TERM_FIELD: Readonly<Partial<Record<string, string>>> = { emi: 'months', autoLoan: 'months', refinance: 'newYears' };

export function loanDetails(id: string, loan: LoanTerms, formula: FormulaFigures, page?: { notes: readonly DetailNote[]; charts: readonly DetailChart[] }): CalculationDetails {
  const term = scheduleMonths(loan.months);
  const schedule = scheduleFor(loan);
  const notes: DetailNote[] = [];
  if (!term.ok && term.reason === 'tooLong') notes.push({ text: TOO_LONG_FOR_A_SCHEDULE });
  // A soft warning, never a rejection (DEPTH.md): such terms exist, but rarely.
  if (loan.months > 600) notes.push({ name: 'long-term', field: TERM_FIELD[id] ?? 'years', text: 'A loan term above 50 years is rare: few lenders offer one, and most of what you pay is interest. Check the term you entered.' });
  notes.push(...(page?.notes ?? []));
  const charts = page?.charts ?? [];
  if (!schedule) return { notes, charts };
  const table = scheduleTable(id, schedule, scheduleColumns(loan));
  const [share, balance] = loanCharts(schedule);
  if (loan.events && term.ok) {
    // With events: the note of a payment the cap raised, and the balance beside the one the savings are measured against.
    const plan = loadedEngine()!.eventDetails({ ...loan, months: term.months, events: loan.events }, formula.currency);
    return { notes: [...notes, ...plan.notes], charts: [...charts, share, plan.balance], table };
  }
  const rounding = (loan.extraMonthly ?? 0) > 0 ? null : scheduleRounding(schedule.totals.interest, formula);
  return { notes, charts: [...charts, share, balance], table: rounding ? { ...table, note: rounding } : table };
}

/**
 * When the schedule's interest and the formula's differ by a cent or more: by how much, and why. The formula pays
 * the exact payment every month; a lender rounds it to the cent and settles the difference in the last payment.
 */
function scheduleRounding(scheduleInterest: number, { totalInterest, currency }: FormulaFigures): DetailNote | null {
  const difference = centsDifference(scheduleInterest, totalInterest);
  if (difference === 0) return null;
  const money = (value: number) => formatMoney(value, currency);
  return {
    name: 'schedule-rounding',
    text: `The schedule’s interest, ${money(scheduleInterest)}, is ${money(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than the total above, ${money(totalInterest)}: like a lender, the schedule rounds each payment to the cent and settles the difference in the last one.`,
  };
}

/** The loan a form describes, for its extra payment's unit: its principal, yearly rate and months, each as read (a blank field is not a number). */
type LoanOf = (inputs: Readonly<Record<string, unknown>>) => readonly [principal: unknown, annualPercent: unknown, months: unknown];

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * An extra payment above the regular payment itself is more likely a year's extra typed for a month's ($1,200 a
 * year beside a $500 payment); paying double is possible, so it is a question, never a rejection.
 */
export function extraPaymentUnit(loanOf: LoanOf): MoneyUnit {
  return monthly('Extra monthly payment', {
    what: 'the regular payment',
    share: 1,
    from: (inputs) => {
      const [principal, annualPercent, months] = loanOf(inputs);
      if (!isPositive(principal) || !isPositive(annualPercent) || !isPositive(months)) return null;
      return monthlyRepayment(principal, annualPercent, months).monthlyPayment;
    },
  });
}
