/**
 * The working of a recurring deposit (WORKING.md), compounded every quarter: the quarterly rate, what ₹1 earns in a
 * month (a third of a quarter), what ₹1 deposited at the start of each month grows to, the maturity; and the yearly
 * table's first row, worked the same way over 12 months. It is the bank's formula
 * R × ((1 + i)^(months ÷ 3) − 1) ÷ (1 − (1 + i)^(−1/3)) written as a SIP's, with a month's growth for its return.
 */
import type { Term, WorkingStep, WorkingWriter } from '../working';
import { counted, lastRowWords, paidAndGain, paidEachTerms, worked, yearRow } from './indiaGrowthWorking';
import { lastRow, rowsFor } from './yearTerms';

/** `at(months)`: the deposit's value after that many months, as the yearly table has it. */
export function rdWorking(
  w: WorkingWriter,
  { monthly, rate, months }: { monthly: number; rate: number; months: number },
  result: { maturityValue: number; totalInvestment: number; interestEarned: number },
  at: (months: number) => number,
): WorkingStep[] {
  const last = lastRow(months / 12);
  return worked(w, (g) => {
    const paid = g.entered(monthly);
    const term = g.count(months);
    const twelve = g.count(12);
    let grows: Term[] = [paid, '*', term];
    let how = 'the deposit × the months (at 0 % nothing grows)';
    let yearOne: Term[] = [paid, '*', twelve];
    if (rate > 0) {
      const quarterly = g.perPeriod('quarterlyRate', 'The quarterly rate: the yearly rate ÷ 4 quarters', rate, 4);
      const month = g.factor('monthGrowth', "What ₹1 earns in a month: a month is a third of a quarter, so (1 + the quarterly rate) to the power 1 ÷ 3, less the ₹1", ['(', 1, '+', quarterly, ')', '^', '(', 1, '/', 3, ')', '-', 1]);
      const quarters = months % 3 === 0 ? [g.count(months / 3)] : ['(' as const, term, '/' as const, 3, ')' as const];
      const grown = g.grows(term, `What ₹1 grows to in ${counted(term, 'month')}, ${months % 3 === 0 ? `${counted(g.count(months / 3), 'quarter')}` : `${term.show} ÷ 3 quarters`}, at ${quarterly.show} a quarter`, quarterly, quarters);
      grows = [paid, '*', g.paidEach(term, 'month', grown, month, 'what ₹1 earns in a month')];
      how = `the deposit × what ₹1 paid at the start of each month for ${counted(term, 'month')} grows to`;
      yearOne = [paid, '*', ...paidEachTerms(['(', 1, '+', quarterly, ')', '^', 4], month)];
    }
    const maturity = g.money('maturityValue', `The maturity value${lastRowWords(last)}: ${how}`, grows, result.maturityValue, { for: 'maturityValue', ...yearRow(last) });
    paidAndGain(g, maturity, { field: 'totalInvestment', text: 'Paid in: the deposit × the months', terms: [paid, '*', term], value: result.totalInvestment }, { field: 'interestEarned', text: 'The interest', value: result.interestEarned });
    g.firstRow(rowsFor(months / 12), {
      cell: at(12),
      text:
        rate > 0
          ? 'the balance after 12 months, 4 quarters, worked as the maturity is: the deposit × (what ₹1 grows to in 4 quarters − 1) ÷ what ₹1 earns in a month × (1 + what ₹1 earns in a month)'
          : 'the balance after 12 months, the deposit × 12 months (at 0 % nothing grows)',
      terms: yearOne,
    });
  });
}
