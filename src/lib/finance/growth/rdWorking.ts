/**
 * The working of a recurring deposit (WORKING.md), compounded every quarter: i = rate ÷ 400; each deposit grows
 * (1 + i)^(1/3) a month, so together they come to R × ((1 + i)^(months ÷ 3) − 1) ÷ (1 − (1 + i)^(−1/3)).
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { digitsFor, gain, growthSteps, yearRow } from './indiaGrowthWorking';
import { yearTerms } from './growthDetails';

/** `at(months)`: the deposit after that many months, as the yearly table has it. */
export function rdWorking(w: WorkingWriter, { monthly, rate, months }: { monthly: number; rate: number; months: number }, result: { maturityValue: number; totalInvestment: number; interestEarned: number }, at: (months: number) => number): WorkingStep[] {
  const g = growthSteps(w, digitsFor(result.maturityValue));
  const periods = yearTerms(months / 12)?.map((term) => term.period) ?? [];
  const paid = g.entered(monthly);
  const term = g.count(months);
  let sum = (count: Figure): Term[] => [paid, '*', count];
  let how = 'the deposit × the months (at 0 % nothing grows)';
  if (rate > 0) {
    const i = g.rate('quarterlyRate', 'The quarterly rate: the yearly rate ÷ 4 quarters ÷ 100', rate, 4);
    const divisor = g.factor('divisor', 'A month is a third of a quarter: the divisor for monthly deposits is 1 − (1 + the quarterly rate)^(−1 ÷ 3)', [1, '-', '(', 1, '+', i, ')', '^', '(', '-', 1, '/', 3, ')'], -Math.expm1(-Math.log1p(i.value) / 3));
    sum = (count) => [paid, '*', g.grown(`growth${String(count.value)}`, `${count.show} months, ${count.show} ÷ 3 quarters`, i, count, ['(', count, '/', 3, ')'], count.value / 3), '/', divisor];
    how = 'each deposit grows every quarter from its month, so they come to the deposit × that growth ÷ the divisor';
  }
  if (periods.length > 1) g.money('year1', `Year 1, 12 deposits: ${how}`, sum(g.count(12)), at(12), yearRow(1));
  const maturity = g.money('maturityValue', `The maturity value after ${term.show} months: ${how}`, sum(term), result.maturityValue, { ...yearRow(periods.at(-1)), for: 'maturityValue' });
  const paidIn = g.money('totalInvestment', 'Paid in: the deposit × the months', [paid, '*', term], result.totalInvestment, { for: 'totalInvestment' }, 6);
  return gain(g, 'interestEarned', maturity, paidIn, result.interestEarned);
}
