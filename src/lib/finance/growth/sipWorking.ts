/**
 * The working of a SIP (WORKING.md): the monthly rate, the annuity-due factor (instalments at the start of each
 * month), the maturity; with a step-up, the first and last years of the yearly table and the instalments paid in.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { digitsFor, gain, growthSteps, monthsOf, yearRow } from './indiaGrowthWorking';
import { yearTerms } from './growthDetails';

type SipFigures = { maturityValue: number; totalInvestment: number; wealthGained: number; maturityWithoutStepUp?: number };

/** `at(months)`: the calculator's own maturity after that many months, as its yearly table has it. */
export function sipWorking(w: WorkingWriter, { monthly, rate, years, stepUp }: { monthly: number; rate: number; years: number; stepUp: number }, result: SipFigures, at: (months: number) => number): WorkingStep[] {
  const fullYears = Math.ceil(Math.round(years * 12) / 12) - 1;
  // With a step-up over more than a year, the last year's figures are shown to 6 decimals: 4 more digits in the factors.
  const stepped = stepUp > 0 && fullYears > 0;
  const g = growthSteps(w, digitsFor(result.maturityValue * (stepped ? 1e4 : 1)));
  const periods = yearTerms(years)?.map((term) => term.period) ?? [];
  const last = { ...yearRow(periods.at(-1)), for: 'maturityValue' };
  const paid = g.entered(monthly);
  const r = rate > 0 ? g.rate('monthlyRate', 'The monthly rate: the yearly rate ÷ 12 months ÷ 100', rate, 12) : undefined;
  const { months, whole } = monthsOf(g, years, stepUp > 0);
  /** The annuity-due factor over `count` months: what 1 paid at the start of each month grows to; at 0 % the months. */
  const due = (count: Figure): { grown?: Figure; due: Figure } => {
    if (!r) return { due: count };
    const grown = g.grown(`growth${String(count.value)}`, `${count.show} months`, r, count);
    const name = `annuityDue${String(count.value)}`;
    const text = `The annuity-due factor for ${count.show} months: that growth ÷ the rate × (1 + the rate), as each instalment is paid at the start of its month`;
    return { grown, due: g.once(name, () => g.factor(name, text, [grown, '/', r, '*', '(', 1, '+', r, ')'], (grown.value / r.value) * (1 + r.value))) };
  };
  const times = (count: Figure) => `× ${r ? 'the annuity-due factor for ' : ''}${count.show} months${r ? '' : ' (at 0 % nothing grows)'}`;
  const plain = (field: 'maturityValue' | 'maturityWithoutStepUp', count: Figure, hooks: object) =>
    g.money(field, `The maturity value${hooks === last ? '' : ' without the step-up'}: the instalment ${times(count)}`, [paid, '*', due(count).due], result[field]!, { for: field, ...hooks });
  const twelve = g.count(12);
  if (periods.length > 1) g.money('year1', `Year 1: the instalment ${times(twelve)}`, [paid, '*', due(twelve).due], at(12), yearRow(1));
  let maturity: Figure;
  let invested: Term[] = [paid, '*', whole];
  let paidText = 'the instalment × the months';
  if (!stepped) {
    maturity = plain('maturityValue', whole, last);
  } else {
    // The last year: the balance after the year before it grows for the year's months, plus the year's instalments.
    const lastYear = String(fullYears + 1);
    const inLast = g.count(whole.value - 12 * fullYears);
    const raised = g.count(fullYears);
    const fraction = g.rate('stepUpRate', 'The step-up as a fraction: the yearly step-up ÷ 100', stepUp);
    const stepGrowth = g.grown('stepUpGrowth', `${raised.show} yearly step-ups`, fraction, raised);
    const instalment = g.money(`instalmentYear${lastYear}`, `The instalment in year ${lastYear}, after those step-ups`, [paid, '*', '(', 1, '+', stepGrowth, ')'], monthly * (1 + stepUp / 100) ** fullYears, yearRow(periods.at(-1)), 8);
    const before = w.money(at(12 * fullYears), 8);
    g.steps.push(w.lookup(`balanceYear${raised.show}`, `The balance after year ${raised.show}, as the yearly table works it out`, `year ${raised.show}: ${before.show}`, before.value));
    const { grown, due: factor } = due(inLast);
    maturity = g.money(
      'maturityValue',
      `Year ${lastYear}, the last: that balance${grown ? ` grown for ${inLast.show} months` : ''}, plus the year's instalments ${times(inLast)} (the results round it to the paisa)`,
      [before, ...(grown ? (['*', '(', 1, '+', grown, ')'] as const) : []), '+', instalment, '*', factor],
      result.maturityValue,
      last,
      6,
    );
    invested = [12, '*', paid, '*', stepGrowth, '/', fraction, '+', instalment, '*', inLast];
    paidText = `12 instalments a year for ${raised.show} years, each year's raised by the step-up, come to 12 × the first × that growth ÷ the step-up; then the last year's`;
  }
  if (result.maturityWithoutStepUp !== undefined) plain('maturityWithoutStepUp', months, {});
  const total = g.money('totalInvestment', `Paid in: ${paidText}`, invested, result.totalInvestment, { for: 'totalInvestment' }, 6);
  return gain(g, 'wealthGained', maturity, total, result.wealthGained);
}
