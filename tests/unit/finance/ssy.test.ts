/**
 * Sukanya Samriddhi Yojana (SAVE.md `ssy`): 15 yearly deposits at the start of each financial year, maturity 21 years
 * after opening, b_k = (b_(k−1) + the deposit while k <= 15) × (1 + rate); the results, the limits on her age and the
 * deposit, the rate-changes note, the 21-row yearly table. Expected figures come from the tests' own year-by-year loop
 * or are worked by hand in the comments, and from a published illustration of 2015.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { SSY_RATE } from '../../../src/lib/finance/schemes/tables/smallSavings';
import type { SsyResult } from '../../../src/lib/finance/calculators/ssy';
import { expectRejected, resultOf } from './helpers';

const BASE = { girlAge: '2', yearly: '150000', rate: '8.2' };

/** The balances after years 1 … 21, by the scheme's rule written out year by year. */
function balances(yearly: number, rate: number): number[] {
  const rows: number[] = [];
  let balance = 0;
  for (let year = 1; year <= 21; year += 1) {
    balance = (balance + (year <= 15 ? yearly : 0)) * (1 + rate / 100);
    rows.push(balance);
  }
  return rows;
}

function run(overrides: RawInputs = {}) {
  const outcome = runCalculatorWithDetails(calculators.ssy, { ...BASE, ...overrides });
  return { result: resultOf(outcome) as SsyResult, details: outcome.ok ? outcome.details! : expect.fail('rejected') };
}

describe('ssy: the maturity of a Sukanya Samriddhi account', () => {
  it('deposits for 15 years at the start of each year, then grows 6 more: the guide’s ₹1,50,000 at 8.2 %', () => {
    // Year by year: b1 = 1,50,000 × 1.082 = 1,62,300; … b15 = 44,75,989.33; b16 = b15 × 1.082 = 48,43,020.45;
    // b21 = b15 × 1.082^6 = 71,82,119.17. Deposits 15 × 1,50,000 = 22,50,000; interest 49,32,119.17; age 2 + 21 = 23.
    const { result } = run();
    expect(result.maturityValue).toBeCloseTo(balances(150000, 8.2)[20]!, 6);
    expect(result.maturityValue).toBeCloseTo(7182119.17, 2);
    expect(result.totalDeposits).toBe(2250000);
    expect(result.interestEarned).toBeCloseTo(4932119.17, 2);
    expect(result.interestEarned).toBeCloseTo(result.maturityValue - result.totalDeposits, 9);
    expect(result.maturityAge).toBe(23);
  });

  it('matches a published 2015 illustration: ₹12,000 a year at 9.1 % comes to ₹2,31,137 after 11 years', () => {
    // The illustration's table, each year's interest to the rupee: 13,092; 27,375; … 11: 2,31,137. Our year 11 is
    // 2,31,136.70, the same to the rupee.
    const { details } = run({ yearly: '12000', rate: '9.1' });
    const rows = details.table!.yearly;
    expect(rows[0]!.values[2]).toBeCloseTo(13092, 2);
    expect(Math.round(rows[1]!.values[2]!)).toBe(27375);
    expect(Math.round(rows[10]!.values[2]!)).toBe(231137);
  });

  it('counts her age at maturity as her age at opening + 21, from 0 to 9', () => {
    expect(run({ girlAge: '0' }).result.maturityAge).toBe(21);
    expect(run({ girlAge: '9' }).result.maturityAge).toBe(30);
    // Her age changes nothing else.
    expect(run({ girlAge: '9' }).result.maturityValue).toBe(run({ girlAge: '0' }).result.maturityValue);
  });

  it('takes the smallest and largest deposits the scheme allows: ₹250 and ₹1,50,000', () => {
    // ₹250 at 8.2 %: 250/150000 of the guide's maturity, 71,82,119.17 / 600 = 11,970.20.
    expect(run({ yearly: '250' }).result.maturityValue).toBeCloseTo(balances(250, 8.2)[20]!, 8);
    expect(run({ yearly: '250' }).result.maturityValue).toBeCloseTo(11970.2, 2);
    expect(run({ yearly: '1,50,000' }).result.totalDeposits).toBe(2250000);
    expect(run({ yearly: '1.5 lakh' }).result.totalDeposits).toBe(2250000);
  });

  it('defaults the rate to the one notified for the quarter the page names, 8.2 %', () => {
    expect(SSY_RATE.rate).toBe(8.2);
    expect(calculators.ssy.defaults.rate).toBe('8.2');
    const blank = resultOf(runCalculatorWithDetails(calculators.ssy, { girlAge: '2', yearly: '150000', rate: '' })) as SsyResult;
    expect(blank.maturityValue).toBeCloseTo(run().result.maturityValue, 9);
  });

  it('grows at any rate above 0: 1 % and 12 %', () => {
    expect(run({ rate: '1' }).result.maturityValue).toBeCloseTo(balances(150000, 1)[20]!, 6);
    expect(run({ rate: '12' }).result.maturityValue).toBeCloseTo(balances(150000, 12)[20]!, 6);
  });
});

describe('ssy: rejections', () => {
  it('rejects an age of 10 or more, naming the limit (the account opens before she turns 10)', () => {
    const [message] = expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, girlAge: '10' }), 'girlAge');
    expect(message).toMatch(/0 to 9/);
    expect(message).toMatch(/10/);
  });

  it('rejects an age that is not a whole number, or below 0', () => {
    expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, girlAge: '2.5' }), 'girlAge');
    expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, girlAge: '-1' }), 'girlAge');
    expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, girlAge: '' }), 'girlAge');
  });

  it('rejects a deposit below ₹250 or above ₹1,50,000, naming the limit', () => {
    const [low] = expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, yearly: '249.99' }), 'yearly');
    expect(low).toContain('₹250');
    const [high] = expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, yearly: '150000.01' }), 'yearly');
    expect(high).toContain('₹1,50,000');
    expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, yearly: '0' }), 'yearly');
  });

  it('rejects a rate of 0 or below, and names every bad field at once', () => {
    expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, rate: '0' }), 'rate');
    expectRejected(runCalculatorWithDetails(calculators.ssy, { ...BASE, rate: '-1' }), 'rate');
    expectRejected(runCalculatorWithDetails(calculators.ssy, { girlAge: '12', yearly: '200000', rate: '8.2' }), 'girlAge', 'yearly');
  });
});

describe('ssy: the note and the yearly table', () => {
  it('always says the rate is set each quarter, naming the rate, its quarter and its notification', () => {
    for (const rate of ['8.2', '7']) {
      const note = run({ rate }).details.notes.find((each) => each.name === 'rate-changes');
      expect(note?.text).toContain('8.2 %');
      expect(note?.text).toContain(SSY_RATE.quarter);
      expect(note?.text).toContain('F.No.1/4/2019-NS');
      expect(note?.text).toMatch(/each quarter/);
    }
  });

  it('has 21 rows of deposits so far, interest so far and balance, with a CSV and a chart', () => {
    const { details, result } = run();
    const table = details.table!;
    expect(table.columns.map((column) => column.key)).toEqual(['deposits', 'interest', 'balance']);
    expect(table.csvName).toBe('ssy-schedule.csv');
    expect(table.yearly.map((row) => row.period)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    const expected = balances(150000, 8.2);
    table.yearly.forEach((row, index) => {
      const year = index + 1;
      const deposits = 150000 * Math.min(year, 15);
      expect(row.values[0]).toBe(deposits);
      expect(row.values[2]).toBeCloseTo(expected[index]!, 6);
      expect(row.values[1]).toBeCloseTo(expected[index]! - deposits, 6);
    });
    // Year 1: 1,62,300 (1,50,000 with a year's interest); year 16: no new deposit, 22,50,000 paid in still.
    expect(table.yearly[0]!.values[2]).toBeCloseTo(162300, 6);
    expect(table.yearly[15]!.values[0]).toBe(2250000);
    expect(table.yearly[20]!.values[2]).toBe(result.maturityValue);
    expect(details.charts.map((chart) => chart.name)).toEqual(['growth']);
  });
});
