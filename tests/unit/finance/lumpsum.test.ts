/**
 * SAVE.md's lumpsum: one investment compounded once a year, investment × (1 + rate/100)^years, with the maturity in
 * today's money when inflation is entered, and DEPTH.md's yearly table. Expected figures are worked out beside them.
 */
import { describe, expect, it } from 'vitest';
import { lumpsum, runCalculatorWithDetails } from '../../../src/lib/finance';
import { lumpsumRateFloor, lumpsumYearsCap } from '../../../src/lib/finance/calculators/lumpsum';
import { expectRejected, resultOf } from './helpers';

describe('lumpsum', () => {
  it('grows the investment once a year: ₹1,00,000 at 12 % for 10 years is 1,00,000 × 1.12^10 = ₹3,10,584.82', () => {
    // 1.12^10 = 3.105848208344…
    const result = resultOf(lumpsum.calculate({ investment: 100_000, rate: 12, years: 10 }));
    expect(result.maturityValue).toBeCloseTo(310_584.82, 2);
    expect(result.totalInvested).toBe(100_000);
    expect(result.wealthGained).toBeCloseTo(210_584.82, 2);
  });

  it('counts a part year as its share of a year: ₹10,000 at 10 % for 2.5 years is 10,000 × 1.1^2.5 = ₹12,690.59', () => {
    // 1.1^2 = 1.21; √1.1 = 1.0488088…; 1.21 × 1.0488088 = 1.2690587
    expect(resultOf(lumpsum.calculate({ investment: 10_000, rate: 10, years: 2.5 })).maturityValue).toBeCloseTo(12_690.59, 2);
  });

  it('takes a negative return as a loss: ₹1,00,000 at −5 % for 3 years is 1,00,000 × 0.95^3 = ₹85,737.50', () => {
    const result = resultOf(lumpsum.calculate({ investment: 100_000, rate: -5, years: 3 }));
    expect(result.maturityValue).toBeCloseTo(85_737.5, 6);
    expect(result.wealthGained).toBeCloseTo(-14_262.5, 6);
    expect(resultOf(lumpsum.calculate({ investment: 5000, rate: 0, years: 7 })).wealthGained).toBe(0);
  });

  it("gives the maturity in today's money only with inflation above 0: ₹3,10,584.82 ÷ 1.06^10 = ₹1,73,428.94", () => {
    // 1.06^10 = 1.790847697…
    expect(resultOf(lumpsum.calculate({ investment: 100_000, rate: 12, years: 10, inflation: 6 })).maturityToday).toBeCloseTo(173_428.94, 2);
    expect(resultOf(lumpsum.calculate({ investment: 100_000, rate: 12, years: 10, inflation: 0 })).maturityToday).toBeUndefined();
    const blank = runCalculatorWithDetails(lumpsum, { investment: '100000', rate: '12', years: '10', inflation: '' });
    expect(resultOf(blank).maturityToday).toBeUndefined();
  });

  it('rejects an investment of 0 or less, a return of −100 % or less, a term of 0, past 100 years or not whole months, and negative inflation', () => {
    expectRejected(lumpsum.calculate({ investment: 0, rate: 12, years: 10 }), 'investment');
    expect(expectRejected(lumpsum.calculate({ investment: 1000, rate: -100, years: 10 }), 'rate')).toEqual([lumpsumRateFloor]);
    expect(resultOf(lumpsum.calculate({ investment: 1000, rate: -99.5, years: 1 })).maturityValue).toBeCloseTo(5, 9);
    expectRejected(lumpsum.calculate({ investment: 1000, rate: 12, years: 0 }), 'years');
    expect(expectRejected(runCalculatorWithDetails(lumpsum, { investment: '1000', rate: '12', years: '101' }), 'years')[0]).toContain(lumpsumYearsCap);
    expect(resultOf(lumpsum.calculate({ investment: 1000, rate: 5, years: 100 })).maturityValue).toBeCloseTo(1000 * 1.05 ** 100, 6);
    expectRejected(lumpsum.calculate({ investment: 1000, rate: 12, years: 2.51 }), 'years');
    expectRejected(lumpsum.calculate({ investment: 1000, rate: 12, years: 10, inflation: -1 }), 'inflation');
  });

  it('draws the yearly table with a last part year, each row the formula for that many years, and the growth chart', () => {
    const outcome = runCalculatorWithDetails(lumpsum, { investment: '10000', rate: '10', years: '2.5' });
    const table = resultOf(outcome) && outcome.ok ? outcome.details?.table : undefined;
    expect(table?.csvName).toBe('lumpsum-schedule.csv');
    expect(table?.columns.map((column) => column.key)).toEqual(['deposits', 'interest', 'balance']);
    expect(table?.yearly.map((row) => row.period)).toEqual([1, 2, 2.5]);
    // Year 1: 10,000 × 1.1 = 11,000; year 2: 12,100; the last row is the result.
    expect(table?.yearly[0]?.values).toEqual([10_000, expect.closeTo(1000, 9), expect.closeTo(11_000, 9)]);
    expect(table?.yearly[1]?.values[2]).toBeCloseTo(12_100, 9);
    expect(table?.yearly[2]?.values[2]).toBeCloseTo(12_690.59, 2);
    expect(outcome.ok && outcome.details?.charts.map((chart) => chart.name)).toEqual(['growth']);
  });

  it('warns of a return above 30 % and inflation above 20 %, and still answers', () => {
    const outcome = runCalculatorWithDetails(lumpsum, { investment: '10000', rate: '35', years: '5', inflation: '25' });
    const notes = outcome.ok ? outcome.details?.notes.map((note) => note.name) : [];
    expect(notes).toEqual(expect.arrayContaining(['high-return', 'high-inflation']));
  });
});
