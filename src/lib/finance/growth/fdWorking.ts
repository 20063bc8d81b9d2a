/** The working of a fixed deposit compounded once a year (WORKING.md): year 1, the growth, the maturity. */
import type { Term, WorkingStep, WorkingWriter } from '../working';
import { digitsFor, gain, growthSteps, yearRow } from './indiaGrowthWorking';
import { yearTerms } from './growthDetails';

/** `at(years)`: the deposit after that many years, as the yearly table has it. */
export function fdWorking(w: WorkingWriter, { principal, rate, years }: { principal: number; rate: number; years: number }, result: { maturityValue: number; principal: number; interestEarned: number }, at: (years: number) => number): WorkingStep[] {
  const g = growthSteps(w, digitsFor(result.maturityValue));
  const periods = yearTerms(years)?.map((term) => term.period) ?? [];
  const deposit = g.entered(principal);
  const grow: Term[] = ['(', 1, '+', w.percent(rate), '/', 100, ')'];
  if (periods.length > 1) g.money('year1', "Year 1: the deposit with a year's interest, × (1 + the rate ÷ 100)", [deposit, '*', ...grow], at(1), yearRow(1));
  const span = g.count(years);
  const growth = g.factor('growth', `What 1 grows to in ${span.show} years, compounded once a year`, [...grow, '^', span], (1 + rate / 100) ** years);
  const maturity = g.money('maturityValue', 'The maturity value: the deposit × that growth', [deposit, '*', growth], result.maturityValue, { ...yearRow(periods.at(-1)), for: 'maturityValue' });
  const paidIn = g.money('principal', 'The deposit, as entered', [deposit], result.principal, { for: 'principal' }, 6);
  return gain(g, 'interestEarned', maturity, paidIn, result.interestEarned);
}
