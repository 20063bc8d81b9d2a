/**
 * SAVE.md's two modes on the SIP page: the goal (the first month's instalment that, stepped up as the form says, reaches
 * a target: target / Σ_(m=1…n) g_m (1+r)^(n−m+1), each instalment earning in the month it is paid, as the page's own
 * formula) and the maturity in today's money. Expected figures are the test's own sums, month by month.
 */
import { describe, expect, it } from 'vitest';
import { runCalculatorWithDetails, sip } from '../../../src/lib/finance';
import { expectRejected, resultOf } from './helpers';

/** Σ g_m (1+r)^(n−m+1) for m = 1 … n, g_m = (1 + stepUp/100)^floor((m−1)/12): what ₹1 a month grows to, month by month. */
function perRupee(rate: number, months: number, stepUp: number): number {
  const r = rate / 1200;
  let sum = 0;
  for (let m = 1; m <= months; m += 1) sum += (1 + stepUp / 100) ** Math.floor((m - 1) / 12) * (1 + r) ** (months - m + 1);
  return sum;
}

describe('SIP goal: the monthly SIP a target needs', () => {
  it('₹50,00,000 in 15 years at 12 %: 50,00,000 ÷ (1.01^180 − 1) ÷ 1 % × 1.01 = 50,00,000 ÷ 504.57600 = ₹9,909.31 a month', () => {
    // 1.01^180 = 5.9958020; (5.9958020 − 1) ÷ 0.01 × 1.01 = 504.57600
    const result = resultOf(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '5000000', rate: '12', years: '15' }));
    expect(result.requiredMonthly).toBeCloseTo(9909.31, 2);
    expect(result.requiredMonthly).toBeCloseTo(5_000_000 / perRupee(12, 180, 0), 6);
    // The instalment found, put back in, reaches the target; 180 of them are paid in.
    expect(result.maturityValue).toBeCloseTo(5_000_000, 6);
    expect(result.totalInvestment).toBeCloseTo(result.requiredMonthly! * 180, 6);
    expect(result.wealthGained).toBeCloseTo(5_000_000 - result.requiredMonthly! * 180, 6);
  });

  it('with a 10 % step-up, the first instalment is the target ÷ Σ 1.1^floor((m−1)/12) × 1.01^(181−m) = ₹5,757.82', () => {
    const result = resultOf(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '5000000', rate: '12', years: '15', stepUp: '10' }));
    expect(result.requiredMonthly).toBeCloseTo(5_000_000 / perRupee(12, 180, 10), 6);
    expect(result.requiredMonthly).toBeCloseTo(5757.82, 2);
    // Put back in as the page's own step-up SIP, it reaches the target.
    expect(resultOf(sip.calculate({ monthly: result.requiredMonthly!, rate: 12, years: 15, stepUp: 10 })).maturityValue).toBeCloseTo(5_000_000, 5);
    expect(result.maturityWithoutStepUp).toBeCloseTo(result.requiredMonthly! * perRupee(12, 180, 0), 5);
  });

  it('at 0 % the instalments only add up: ₹12,00,000 over 10 years is ₹10,000 a month; with a part last year the step-up still applies', () => {
    expect(resultOf(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '1200000', rate: '0', years: '10' })).requiredMonthly).toBeCloseTo(10_000, 9);
    // 18 months, 12 at 1 and 6 at 1.1: 12 + 6.6 = 18.6 rupees for ₹1 a month.
    expect(resultOf(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '186000', rate: '0', years: '1.5', stepUp: '10' })).requiredMonthly).toBeCloseTo(10_000, 9);
    const part = resultOf(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '1000000', rate: '9', years: '7.25', stepUp: '5' }));
    expect(part.requiredMonthly).toBeCloseTo(1_000_000 / perRupee(9, 87, 5), 6);
  });

  it('asks for the target instead of the monthly SIP, needs whole months, and leaves the page as it was without the mode', () => {
    expectRejected(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '', rate: '12', years: '15' }), 'target');
    expectRejected(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '0', rate: '12', years: '15' }), 'target');
    expectRejected(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '100000', rate: '12', years: '1.05' }), 'years');
    expect(resultOf(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '100000', monthly: 'abc', rate: '12', years: '1' })).requiredMonthly).toBeGreaterThan(0);
    expectRejected(runCalculatorWithDetails(sip, { monthly: '', rate: '12', years: '15', target: '100000' }), 'monthly');
    const plain = resultOf(runCalculatorWithDetails(sip, { monthly: '1000', rate: '12', years: '10' }));
    expect(plain).toEqual({ maturityValue: expect.closeTo(232_339.08, 2), totalInvestment: 120_000, wealthGained: expect.closeTo(112_339.08, 2) });
  });

  it('draws the yearly table of the instalment found, its last row the target', () => {
    const outcome = runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '5000000', rate: '12', years: '15', stepUp: '10' });
    const details = outcome.ok ? outcome.details : undefined;
    expect(details?.table?.yearly.at(-1)?.values.at(-1)).toBeCloseTo(5_000_000, 5);
    expect(details?.table?.yearly[0]?.values[0]).toBeCloseTo(5757.82, 2);
    // Year 15's instalment: the first raised 14 times by 10 %.
    expect(details?.table?.yearly.at(-1)?.values[0]).toBeCloseTo(5757.815 * 1.1 ** 14, 1);
  });
});

describe("SIP in today's money", () => {
  it('divides the maturity by 1.06^15 = 2.3965582 at 6 % inflation, and gives nothing without inflation', () => {
    const result = resultOf(runCalculatorWithDetails(sip, { monthly: '10000', rate: '12', years: '15', stepUp: '10', inflation: '6' }));
    expect(result.maturityToday).toBeCloseTo(result.maturityValue! / 1.06 ** 15, 6);
    // ₹86,83,849.43 (the guide's example) ÷ 2.3965582 = ₹36,23,466.96
    expect(result.maturityToday).toBeCloseTo(8_683_849.43 / 2.396558193, 1);
    expect(resultOf(runCalculatorWithDetails(sip, { monthly: '10000', rate: '12', years: '15', inflation: '' })).maturityToday).toBeUndefined();
    expect(resultOf(runCalculatorWithDetails(sip, { monthly: '10000', rate: '12', years: '15', inflation: '0' })).maturityToday).toBeUndefined();
    expectRejected(runCalculatorWithDetails(sip, { monthly: '10000', rate: '12', years: '15', inflation: '-2' }), 'inflation');
  });

  it('in the goal mode, the target is in the year it is reached: ₹50,00,000 in 15 years at 6 % is ₹20,86,325.30 today', () => {
    // 50,00,000 ÷ 2.3965582 = 20,86,325.30
    const result = resultOf(runCalculatorWithDetails(sip, { solveFor: 'monthly', target: '5000000', rate: '12', years: '15', inflation: '6' }));
    expect(result.maturityToday).toBeCloseTo(5_000_000 / 1.06 ** 15, 4);
  });
});
