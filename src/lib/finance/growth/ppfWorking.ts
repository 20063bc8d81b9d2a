/**
 * The working of a PPF (WORKING.md): each deposit is made at the start of its year and earns the rate every year it
 * stays in, so the deposits come to the deposit × what ₹1 paid at the start of each year grows to; and the yearly
 * table's first row, the first deposit with a year's interest.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { counted, lastRowWords, paidAndGain, worked, yearRow } from './indiaGrowthWorking';
import { lastRow, rowsFor } from './yearTerms';

/** `at(years)`: the balance after that many years, as the yearly table has it. */
export function ppfWorking(
  w: WorkingWriter,
  { yearly, rate, years }: { yearly: number; rate: number; years: number },
  result: { maturityValue: number; totalInvestment: number; interestEarned: number },
  at: (years: number) => number,
): WorkingStep[] {
  const period = lastRow(years);
  const last = { for: 'maturityValue', ...yearRow(period) };
  return worked(w, (g) => {
    const deposit = g.entered(yearly);
    const rated = w.percent(rate);
    const span = g.count(years);
    const text = `The maturity value${lastRowWords(period)}: `;
    const yearOne = "the deposit, made at the year's start, with a year's interest";
    const oneYear: Term[] = [deposit, '*', '(', 1, '+', rated, ')'];
    let maturity: Figure;
    if (years === 1) {
      maturity = g.money('maturityValue', `${text}${yearOne}`, oneYear, result.maturityValue, last);
    } else {
      const grown = g.grows(span, `What ₹1 grows to in ${counted(span, 'year')} at ${rated.show} a year`, rated);
      const each = g.paidEach(span, 'year', grown, rated, 'the rate');
      maturity = g.money('maturityValue', `${text}the deposit × what ₹1 paid at the start of each year for ${counted(span, 'year')} grows to`, [deposit, '*', each], result.maturityValue, last);
    }
    paidAndGain(g, maturity, { field: 'totalInvestment', text: 'Paid in: the deposit × the years', terms: [deposit, '*', span], value: result.totalInvestment }, { field: 'interestEarned', text: 'The interest', value: result.interestEarned });
    g.firstRow(rowsFor(years), { cell: at(1), text: `the balance after 1 year, ${yearOne}`, terms: oneYear });
  });
}
