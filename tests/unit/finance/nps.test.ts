/**
 * NPS (SAVE.md): the corpus from month-end contributions raised every 12 months, PFRDA's exit rule for the lump sum,
 * the annuity and its pension, the yearly table and the rejections. Every expected figure is the test's own arithmetic:
 * a month-by-month loop (B ← B (1 + i) + contribution), not the closed form the calculator sums a year at a time.
 */
import { describe, expect, it } from 'vitest';
import { nps, runCalculatorWithDetails } from '../../../src/lib/finance';
import { npsMessages } from '../../../src/lib/finance/calculators/nps';
import { expectRejected, resultOf } from './helpers';

type Plan = { age: number; exitAge: number; monthly: number; increase: number; rate: number; balance: number };

/** SAVE.md's recursion, one month at a time. */
function byHand({ age, exitAge, monthly, increase, rate, balance }: Plan) {
  let b = balance;
  let paid = 0;
  for (let m = 1; m <= (exitAge - age) * 12; m += 1) {
    const contribution = monthly * (1 + increase / 100) ** Math.floor((m - 1) / 12);
    b = b * (1 + rate / 1200) + contribution;
    paid += contribution;
  }
  return { corpus: b, paid };
}

const PLAN = { age: '30', exitAge: '60', monthly: '5000', increase: '5', rate: '10' };
const run = (inputs: Record<string, string>) => runCalculatorWithDetails(nps, inputs);

describe('nps corpus', () => {
  it('grows a month-end contribution at rate ÷ 1200 a month: ₹1,000 for 1 year at 12 % is ₹12,682.50', () => {
    // 1,000 × (1.01^12 − 1) ÷ 0.01 = 1,000 × 12.682503 = 12,682.50.
    const result = resultOf(nps.calculate({ age: 59, exitAge: 60, monthly: 1000, rate: 12, lumpSumPercent: 100, annuityRate: 6 }));
    expect(result.corpus).toBeCloseTo(12_682.503, 2);
    expect(result.totalContributions).toBe(12_000);
    expect(result.growth).toBeCloseTo(682.503, 2);
  });

  it('raises the contribution every 12 months and grows the balance now: the guide’s plan and one with a balance match the monthly loop', () => {
    const result = resultOf(run(PLAN));
    const hand = byHand({ age: 30, exitAge: 60, monthly: 5000, increase: 5, rate: 10, balance: 0 });
    expect(result.corpus).toBeCloseTo(hand.corpus, 4);
    // Σ 12 × 5,000 × 1.05^k for k = 0 … 29 = 60,000 × (1.05^30 − 1) ÷ 0.05 = 39,86,330.85.
    expect(result.totalContributions).toBeCloseTo(3_986_330.85, 2);
    expect(result.corpus).toBeCloseTo(17_816_633.26, 2);
    const withBalance = resultOf(run({ ...PLAN, age: '45', balance: '200000', increase: '10', rate: '8.5' }));
    const hand2 = byHand({ age: 45, exitAge: 60, monthly: 5000, increase: 10, rate: 8.5, balance: 200000 });
    expect(withBalance.corpus).toBeCloseTo(hand2.corpus, 4);
    expect(withBalance.totalContributions).toBeCloseTo(hand2.paid, 6);
    // The growth leaves out the balance now as well as what was paid in.
    expect(withBalance.growth).toBeCloseTo(hand2.corpus - 200_000 - hand2.paid, 4);
  });

  it('at 0 % adds up the contributions, and below 0 % shrinks them: −5 % over 2 years', () => {
    const flat = resultOf(run({ ...PLAN, age: '58', rate: '0', balance: '1000' }));
    // 12 × 5,000 + 12 × 5,250 + 1,000 = 1,24,000.
    expect(flat.corpus).toBeCloseTo(124_000, 6);
    expect(flat.growth).toBeCloseTo(0, 6);
    const losing = resultOf(run({ ...PLAN, age: '58', rate: '-5' }));
    expect(losing.corpus).toBeCloseTo(byHand({ age: 58, exitAge: 60, monthly: 5000, increase: 5, rate: -5, balance: 0 }).corpus, 6);
    expect(losing.growth).toBeLessThan(0);
  });

  it('reads blanks as the documented defaults: exit at 60, 10 %, no increase, no balance, 80 % lump sum, 6 % annuity', () => {
    const blank = resultOf(run({ age: '50', monthly: '10000', exitAge: '', rate: '', increase: '', balance: '', lumpSumPercent: '', annuityRate: '' }));
    const typed = resultOf(run({ age: '50', monthly: '10000', exitAge: '60', rate: '10', increase: '0', balance: '0', lumpSumPercent: '80', annuityRate: '6' }));
    expect(blank).toEqual(typed);
    // 10,000 × (1.0083333^120 − 1) ÷ 0.0083333 = 20,48,449.79 (the monthly loop).
    expect(blank.corpus).toBeCloseTo(byHand({ age: 50, exitAge: 60, monthly: 10000, increase: 0, rate: 10, balance: 0 }).corpus, 6);
  });
});

describe('nps exit', () => {
  it('takes the reader’s share of a corpus up to ₹8,00,000, all of it if asked, with no note', () => {
    // ₹3,000 a month from 50 to 60 at 10 %: 6,14,534.94, under ₹8 lakh.
    const outcome = run({ age: '50', monthly: '3000', lumpSumPercent: '100' });
    const result = resultOf(outcome);
    expect(result.corpus).toBeCloseTo(614_534.94, 2);
    expect(result.lumpSum).toBe(result.corpus);
    expect(result.annuityAmount).toBe(0);
    expect(result.monthlyPension).toBe(0);
    expect(outcome.details?.notes.map((note) => note.name)).not.toContain('lump-capped');
    // 60 % of it: 3,68,720.96; the rest, 2,45,813.97, pays 6 % ÷ 12 = 1,229.07 a month.
    const part = resultOf(run({ age: '50', monthly: '3000', lumpSumPercent: '60' }));
    expect(part.lumpSum).toBeCloseTo(614_534.9367 * 0.6, 2);
    expect(part.annuityAmount).toBeCloseTo(614_534.9367 * 0.4, 2);
    expect(part.monthlyPension).toBeCloseTo((614_534.9367 * 0.4 * 6) / 1200, 2);
  });

  it('above ₹8,00,000 caps the lump sum at 80 % and says so, naming the ₹6 lakh route up to ₹12 lakh', () => {
    // ₹5,000 a month from 50 to 60 at 10 %: 10,24,224.89, between ₹8 and ₹12 lakh.
    const outcome = run({ age: '50', monthly: '5000', lumpSumPercent: '100' });
    const result = resultOf(outcome);
    expect(result.corpus).toBeCloseTo(1_024_224.89, 2);
    expect(result.lumpSum).toBeCloseTo(1_024_224.8945 * 0.8, 2);
    expect(result.annuityAmount).toBeCloseTo(1_024_224.8945 * 0.2, 2);
    // 2,04,844.98 × 6 % ÷ 12 = 1,024.22 a month.
    expect(result.monthlyPension).toBeCloseTo(1_024.22, 2);
    const note = outcome.details?.notes.find((each) => each.name === 'lump-capped');
    expect(note?.text).toMatch(/at most 80 %.*not the 100 % you entered/);
    expect(note?.text).toContain('₹6,00,000');
    expect(note?.text).toMatch(/systematic withdrawal.*annuity/);
  });

  it('above ₹12,00,000 caps at 80 % without the ₹6 lakh route; at or below 80 % the rule lowers nothing and there is no note', () => {
    const big = run(PLAN);
    expect(resultOf(big).lumpSum).toBeCloseTo(17_816_633.2579 * 0.8, 2);
    expect(big.details?.notes.map((note) => note.name)).not.toContain('lump-capped');
    const capped = run({ ...PLAN, lumpSumPercent: '90' });
    const note = capped.details?.notes.find((each) => each.name === 'lump-capped');
    expect(note?.text).toContain('not the 90 % you entered');
    expect(note?.text).not.toContain('₹6,00,000');
    expect(resultOf(capped).lumpSum).toBeCloseTo(resultOf(big).lumpSum!, 6);
    // 35,63,326.65 × 6 % ÷ 12 = 17,816.63.
    expect(resultOf(big).monthlyPension).toBeCloseTo(17_816.63, 2);
    const none = resultOf(run({ ...PLAN, lumpSumPercent: '0' }));
    expect(none.lumpSum).toBe(0);
    expect(none.annuityAmount).toBe(none.corpus);
  });
});

describe('nps yearly table', () => {
  it('has a row per year whose paid-in column counts the balance now, ending at the corpus', () => {
    const outcome = run({ ...PLAN, age: '55', balance: '100000' });
    const table = outcome.details?.table;
    expect(table?.columns.map((column) => column.key)).toEqual(['deposits', 'interest', 'balance']);
    expect(table?.csvName).toBe('nps-schedule.csv');
    expect(table?.yearly.map((row) => row.period)).toEqual([1, 2, 3, 4, 5]);
    const first = table!.yearly[0]!.values;
    const hand = byHand({ age: 55, exitAge: 56, monthly: 5000, increase: 5, rate: 10, balance: 100_000 });
    expect(first[0]).toBeCloseTo(160_000, 6);
    expect(first[2]).toBeCloseTo(hand.corpus, 6);
    expect(first[1]).toBeCloseTo(hand.corpus - 160_000, 6);
    const last = table!.yearly.at(-1)!.values;
    expect(last[2]).toBe(resultOf(outcome).corpus);
    expect(last[0]).toBeCloseTo(100_000 + resultOf(outcome).totalContributions!, 6);
    expect(outcome.details?.charts.map((chart) => chart.name)).toEqual(['growth']);
  });
});

describe('nps rejections', () => {
  it('asks for a whole age from 18 to 84 and an exit age from 60 to 85 above it', () => {
    for (const age of ['17', '85', '30.5']) expect(expectRejected(run({ ...PLAN, age }), 'age')).toEqual([npsMessages.age]);
    for (const exitAge of ['59', '86', '60.5']) expect(expectRejected(run({ ...PLAN, exitAge }), 'exitAge')).toEqual([npsMessages.exitAge]);
    expect(expectRejected(run({ ...PLAN, age: '65', exitAge: '65' }), 'exitAge')).toEqual([npsMessages.afterAge]);
    expect(resultOf(run({ ...PLAN, age: '84', exitAge: '85' })).totalContributions).toBeCloseTo(60_000, 6);
    expect(resultOf(run({ ...PLAN, age: '18', exitAge: '85' })).corpus).toBeGreaterThan(0);
  });

  it('rejects a monthly contribution of 0, a return of −100 % or less, a lump sum above 100 %, and negative figures', () => {
    expectRejected(run({ ...PLAN, monthly: '0' }), 'monthly');
    expect(expectRejected(run({ ...PLAN, rate: '-100' }), 'rate')).toEqual([npsMessages.rate]);
    expectRejected(run({ ...PLAN, lumpSumPercent: '101' }), 'lumpSumPercent');
    expectRejected(run({ ...PLAN, annuityRate: '-1' }), 'annuityRate');
    expectRejected(run({ ...PLAN, balance: '-1' }), 'balance');
    expectRejected(run({ ...PLAN, increase: '-1' }), 'increase');
    expect(resultOf(run({ ...PLAN, rate: '-99.9' })).corpus).toBeGreaterThan(0);
  });
});
