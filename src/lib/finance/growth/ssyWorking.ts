/**
 * The working of a Sukanya Samriddhi account (WORKING.md), on the PPF page's pieces (indiaGrowthWorking.ts): the 15
 * deposits, each made at a year's start, come to the deposit × what ₹1 paid at the start of each year grows to (year
 * 15 of the yearly table); year 16, the first with no deposit, is that balance with a year's interest; the maturity
 * is year 15's balance grown 6 more years (year 21). Then what was paid in, the interest, her age, and year 1.
 */
import type { WorkingStep, WorkingWriter } from '../working';
import { counted, paidAndGain, worked, yearRow } from './indiaGrowthWorking';

type SsyFigures = { maturityValue: number; totalDeposits: number; interestEarned: number; maturityAge: number };

/** `years`: the scheme's (15 of deposits, 21 to maturity); `at(k)`: the balance after k years, as the yearly table has it. */
export function ssyWorking(
  w: WorkingWriter,
  { girlAge, yearly, rate }: { girlAge: number; yearly: number; rate: number },
  result: SsyFigures,
  years: { deposits: number; maturity: number },
  at: (years: number) => number,
): WorkingStep[] {
  const paying = years.deposits;
  return worked(w, (g) => {
    const deposit = g.entered(yearly);
    const rated = w.percent(rate);
    const span = g.count(paying);
    const after = g.count(years.maturity - paying);
    const grown = g.grows(span, `What ₹1 grows to in ${counted(span, 'year')} at ${rated.show} a year`, rated);
    const each = g.paidEach(span, 'year', grown, rated, 'the rate');
    // Year 15's balance, past the paisa where year 16 and the maturity, which grow from it, need the digits to land.
    const carried = at(paying);
    const balance = g.fewest(carried, (figure) => (figure.value - carried) * (1 + rate / 100) ** after.value, 0.0047);
    const last = g.money(`year${span.expr}`, `The balance after ${counted(span, 'year')} of deposits (year ${span.show} of the yearly table): the deposit × what ₹1 paid at the start of each year for ${counted(span, 'year')} grows to`, [deposit, '*', each], carried, yearRow(paying), balance);
    g.money(`year${String(paying + 1)}`, `Year ${String(paying + 1)} of the yearly table, the first with no deposit (deposits stop after ${counted(span, 'year')}): year ${span.show}'s balance with a year's interest`, [last, '*', '(', 1, '+', rated, ')'], at(paying + 1), yearRow(paying + 1));
    const rest = g.grows(after, `What ₹1 grows to in the ${counted(after, 'year')} from the last deposit's year to maturity, at ${rated.show} a year`, rated);
    const maturity = g.money('maturityValue', `The maturity value (year ${String(years.maturity)}, the last row of the yearly table): year ${span.show}'s balance × what ₹1 grows to in the ${counted(after, 'year')} after it`, [last, '*', rest], result.maturityValue, { for: 'maturityValue', ...yearRow(years.maturity) });
    paidAndGain(g, maturity, { field: 'totalDeposits', text: `Paid in: the deposit × the ${counted(span, 'year')} of deposits`, terms: [deposit, '*', span], value: result.totalDeposits }, { field: 'interestEarned', text: 'The interest', value: result.interestEarned });
    g.steps.push(w.step('maturityAge', `Her age at maturity: her age at opening + the ${String(years.maturity)} years the account runs`, [g.count(girlAge), '+', years.maturity], result.maturityAge, (value) => w.count(value), { for: 'maturityAge' }));
    g.firstRow(years.maturity, { cell: at(1), text: "the balance after 1 year, the first deposit, made at the year's start, with a year's interest", terms: [deposit, '*', '(', 1, '+', rated, ')'] });
  });
}
