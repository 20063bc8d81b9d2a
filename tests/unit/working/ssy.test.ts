/**
 * The Sukanya Samriddhi page's working (WORKING.md): the 15 deposits grown from each year's start (year 15 of the
 * yearly table), year 16 when the deposits stop, the maturity as year 21, the totals, her age, and year 1 in "Show
 * every step". Every expected figure is the tests' own year-by-year arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames } from './workingRules';
import type { WorkingStep } from '../../../src/lib/finance/working';

const BASE = { girlAge: '2', yearly: '150000', rate: '8.2' };
/** Rupees as the page writes them, to the paisa, with Indian grouping. */
const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const rowsShown = (steps: readonly WorkingStep[]) => steps.filter((each) => each.kind === 'row' && each.table === 'yearly').map((each) => each.period);

/** The balance after each year, by the scheme's rule. */
function balances(yearly: number, rate: number): number[] {
  const rows: number[] = [];
  let balance = 0;
  for (let year = 1; year <= 21; year += 1) rows.push((balance = (balance + (year <= 15 ? yearly : 0)) * (1 + rate / 100)));
  return rows;
}

describe('ssy working', () => {
  it("gives the guide's example in 9 main-line steps: year 15, year 16 when deposits stop, the maturity as year 21", () => {
    const steps = expectGuideMainLine('ssy', 'maturityValue', 9, 10);
    expect(stepNames(steps)).toEqual(['growth15', 'paidEach15', 'year15', 'year16', 'growth6', 'maturityValue', 'totalDeposits', 'interestEarned', 'maturityAge', 'year1']);
    expect(step(steps, 'growth15').expr).toBe('(1 + 8.2%) ^ 15');
    expect(step(steps, 'growth6').expr).toBe('(1 + 8.2%) ^ 6');
    const rows = balances(150000, 8.2);
    // Year 15 as a row, year 16 from it with a year's interest and no deposit, year 21 the maturity.
    expect(step(steps, 'year15')).toMatchObject({ kind: 'row', table: 'yearly', period: 15 });
    expect(step(steps, 'year15').value).toBeCloseTo(rows[14]!, 6);
    expect(step(steps, 'year16')).toMatchObject({ kind: 'row', table: 'yearly', period: 16 });
    expect(step(steps, 'year16').text).toMatch(/first with no deposit/);
    expect(line(steps, 'year16')).toMatch(new RegExp(`× \\(1 \\+ 8\\.2 %\\) = ${rupees(rows[15]!).replace(/[.]/g, '\\.')}$`));
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 21, for: 'maturityValue' });
    expect(line(steps, 'maturityValue')).toMatch(new RegExp(`= ${rupees(rows[20]!).replace(/[.]/g, '\\.')}$`));
    expect(line(steps, 'totalDeposits')).toBe('₹1,50,000.00 × 15 = ₹22,50,000.00');
    expect(line(steps, 'maturityAge')).toBe('2 + 21 = 23');
    expect(rowsShown(steps)).toEqual([15, 16, 21, 1]);
  });

  it('works the first row (the first deposit with a year’s interest) in "Show every step"', () => {
    const steps = expectWorkingHolds({ id: 'ssy', inputs: BASE });
    expect(step(steps, 'year1')).toMatchObject({ kind: 'row', period: 1, more: true });
    expect(line(steps, 'year1')).toBe('₹1,50,000.00 × (1 + 8.2 %) = ₹1,62,300.00');
  });

  it('holds at the smallest and largest deposits, odd paise, a tiny rate and a high one', () => {
    for (const inputs of [
      { girlAge: '0', yearly: '250', rate: '8.2' },
      { girlAge: '9', yearly: '149999.99', rate: '8.2' },
      { girlAge: '5', yearly: '12345.67', rate: '7.65' },
      { girlAge: '5', yearly: '1000', rate: '0.01' },
      { girlAge: '5', yearly: '150000', rate: '45' },
    ]) {
      expectWorkingHolds({ id: 'ssy', inputs });
    }
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'ssy', inputs: BASE }, { id: 'ssy', inputs: { ...BASE, yearly: '100000' } });
  });
});
