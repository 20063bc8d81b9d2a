/**
 * The working of a PPF (WORKING.md): each deposit is made at the start of its year and grows a year at the rate.
 * Year 1, the year before the last in one go (each deposit grown for the years it stays in), and the last from it.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { digitsFor, gain, growthSteps, yearRow } from './indiaGrowthWorking';
import { yearTerms } from './growthDetails';

/** `at(years)`: the balance after that many years, as the yearly table has it. */
export function ppfWorking(w: WorkingWriter, { yearly, rate, years }: { yearly: number; rate: number; years: number }, result: { maturityValue: number; totalInvestment: number; interestEarned: number }, at: (years: number) => number): WorkingStep[] {
  // The year before the last is shown to 6 decimals: its factors need 3 more digits.
  const g = growthSteps(w, digitsFor(result.maturityValue * 1000));
  const table = yearTerms(years) !== null;
  const row = (period: number) => yearRow(table ? period : undefined);
  const deposit = g.entered(yearly);
  const i = g.rate('rate', 'The rate as a fraction: the yearly rate ÷ 100', rate);
  const grow: Term[] = ['(', 1, '+', i, ')'];
  const first = "Year 1: the deposit, made at the year's start, with a year's interest";
  const last = { ...row(years), for: 'maturityValue' };
  let maturity: Figure;
  if (years === 1) {
    maturity = g.money('maturityValue', first, [deposit, '*', ...grow], result.maturityValue, last);
  } else {
    const before = years - 1;
    const span = g.count(before);
    if (before > 1) g.money('year1', first, [deposit, '*', ...grow], at(1), row(1));
    const balance = g.money(
      `year${span.show}`,
      before > 1 ? `Year ${span.show}: its ${span.show} deposits, each grown for the years it stays in, come to the deposit × (1 + the rate) × that growth ÷ the rate` : first,
      before > 1 ? [deposit, '*', ...grow, '*', g.grown('growth', `${span.show} years`, i, span), '/', i] : [deposit, '*', ...grow],
      at(before),
      row(before),
      6,
    );
    maturity = g.money('maturityValue', `Year ${String(years)}, the last: the balance after year ${span.show} and the year's deposit, with a year's interest`, ['(', balance, '+', deposit, ')', '*', ...grow], result.maturityValue, last);
  }
  const paidIn = g.money('totalInvestment', 'Paid in: the deposit × the years', [deposit, '*', g.count(years)], result.totalInvestment, { for: 'totalInvestment' }, 6);
  return gain(g, 'interestEarned', maturity, paidIn, result.interestEarned);
}
