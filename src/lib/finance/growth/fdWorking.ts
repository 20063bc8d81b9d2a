/**
 * The working of a fixed deposit compounded once a year (WORKING.md): what ₹1 grows to, the maturity, the interest;
 * and the yearly table's first row.
 */
import type { WorkingStep, WorkingWriter } from '../working';
import { lastRowWords, worked, yearRow } from './indiaGrowthWorking';
import { lastRow, rowsFor } from './yearTerms';

/** `at(years)`: the deposit after that many years, as the yearly table has it. */
export function fdWorking(
  w: WorkingWriter,
  { principal, rate, years }: { principal: number; rate: number; years: number },
  result: { maturityValue: number; principal: number; interestEarned: number },
  at: (years: number) => number,
): WorkingStep[] {
  const last = lastRow(years);
  return worked(w, (g) => {
    const deposit = g.entered(principal);
    const span = g.count(years);
    const rated = w.percent(rate);
    const growth = g.grows(span, `What ₹1 grows to in ${span.show} year${years === 1 ? '' : 's'} at ${rated.show} a year, compounded once a year`, rated);
    const maturity = g.money('maturityValue', `The maturity value${lastRowWords(last)}: the deposit × what ₹1 grows to`, [deposit, '*', growth], result.maturityValue, { for: 'maturityValue', ...yearRow(last) });
    g.steps.push(w.lookup('principal', 'The deposit, as entered', `${deposit.show}, as entered`, result.principal, { for: 'principal' }));
    g.money('interestEarned', 'The interest: the maturity value less the deposit', [maturity, '-', deposit], result.interestEarned, { for: 'interestEarned' });
    g.firstRow(rowsFor(years), { cell: at(1), text: "the balance after 1 year, the deposit with a year's interest", terms: [deposit, '*', '(', 1, '+', rated, ')'] });
  });
}
