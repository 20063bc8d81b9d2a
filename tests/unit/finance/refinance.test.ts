/**
 * Refinancing. The payments are Excel's PMT, each checked to the cent against Python's decimal module
 * (r (1+r)^n / ((1+r)^n − 1) at 50 digits) and against the published payment-per-$1,000 tables (7 % for 25 years:
 * 7.0678, so 250 x 7.0678 = 1,766.95; 5.5 % for 25 years: 6.1409, so 1,535.22), independently of this code.
 */
import { describe, expect, it } from 'vitest';
import { refinance, type RefinanceInputs, type RefinanceResult } from '../../../src/lib/finance/loans/refinance';

/** The result of a refinance that must have been accepted. */
function accepted(inputs: RefinanceInputs): RefinanceResult {
  const outcome = refinance(inputs);
  if (!outcome.ok) expect.fail(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome;
}

// PMT(7 %/12, 300, −250,000) = 1,766.9479932; PMT(5.5 %/12, 300, −250,000) = 1,535.2187307.
const SAME_TERM = { balance: 250_000, currentRate: 7, remainingYears: 25, newRate: 5.5, newYears: 25, closingCosts: 3000, financeCosts: false } satisfies RefinanceInputs;

describe('payments', () => {
  it('$250,000 at 7 % for 25 years is 1,766.95; refinanced at 5.5 % for 25 years, 1,535.22: 231.73 a month less', () => {
    const result = accepted(SAME_TERM);
    expect(result.currentPayment).toBeCloseTo(1766.947_993, 6);
    expect(result.newPayment).toBeCloseTo(1535.218_731, 6);
    expect(result.newLoanAmount).toBe(250_000);
    // 1,766.9479932 − 1,535.2187307 = 231.7292625.
    expect(result.monthlySavings).toBeCloseTo(231.729_262, 6);
  });

  it('interest is every payment left less the amount owed', () => {
    // 1,766.9479932 x 300 − 250,000 = 280,084.3980; 1,535.2187307 x 300 − 250,000 = 210,565.6192.
    const result = accepted(SAME_TERM);
    expect(result.interestCurrent).toBeCloseTo(280_084.397_956, 5);
    expect(result.interestNew).toBeCloseTo(210_565.619_211, 5);
  });

  it('takes a 30-year new loan when no term is given', () => {
    // PMT(5.5 %/12, 360, −250,000): 250 x 5.6779 (the table's 5.5 % for 30 years) = 1,419.47.
    const { newYears: _omitted, ...withoutTerm } = SAME_TERM;
    expect(accepted(withoutTerm).newPayment).toBeCloseTo(1419.47, 2);
  });
});

describe('breakEvenMonths', () => {
  it('paying $3,000 in cash: 3,000 / 231.7292625 = 12.95, so 13 months', () => {
    expect(accepted(SAME_TERM).breakEvenMonths).toBe(13);
  });

  it('financing the $3,000: the payment on 253,000 saves less, 3,000 / 213.3066377 = 14.06, so 15 months', () => {
    // PMT(5.5 %/12, 300, −253,000) = 1,535.2187307 x 253 / 250 = 1,553.6413555; 1,766.9479932 − that = 213.3066377.
    const result = accepted({ ...SAME_TERM, financeCosts: true });
    expect(result.newLoanAmount).toBe(253_000);
    expect(result.newPayment).toBeCloseTo(1553.641_355, 6);
    expect(result.monthlySavings).toBeCloseTo(213.306_638, 6);
    expect(result.breakEvenMonths).toBe(15);
    // Interest on the new loan includes that on the financed costs: 1,553.6413555 x 300 − 253,000 = 213,092.4066.
    expect(result.interestNew).toBeCloseTo(213_092.406_642, 5);
  });

  it('is 0 with no closing costs and a saving', () => {
    expect(accepted({ ...SAME_TERM, closingCosts: 0 }).breakEvenMonths).toBe(0);
  });

  it('is undefined when the new payment saves nothing', () => {
    // A higher rate: 7.5 % against 7 % on the same term costs more each month.
    const dearer = accepted({ ...SAME_TERM, newRate: 7.5 });
    expect(dearer.monthlySavings).toBeLessThan(0);
    expect(dearer.breakEvenMonths).toBeUndefined();
    // The same rate and term, no costs: the payments are equal and nothing is ever saved.
    const same = accepted({ ...SAME_TERM, newRate: 7, closingCosts: 0 });
    expect(same.monthlySavings).toBe(0);
    expect(same.breakEvenMonths).toBeUndefined();
  });
});

describe('lifetimeSavings', () => {
  it('paying the costs in cash: 300 payments saved 231.7292625 each, less 3,000, is 66,518.78', () => {
    // 1,766.9479932 x 300 − (1,535.2187307 x 300 + 3,000) = 530,084.3980 − 463,565.6192 = 66,518.7787.
    expect(accepted(SAME_TERM).lifetimeSavings).toBeCloseTo(66_518.778_745, 5);
  });

  it('financing the costs: no cash, but 300 payments of 1,553.6413555: 63,991.99', () => {
    // 530,084.3980 − 1,553.6413555 x 300 (466,092.4066) = 63,991.9913.
    expect(accepted({ ...SAME_TERM, financeCosts: true }).lifetimeSavings).toBeCloseTo(63_991.991_315, 5);
  });

  it('is negative when the term is extended, though each month costs less', () => {
    // 10 years left at 7 %: PMT(7 %/12, 120, −250,000) = 2,902.7119805. A new 30-year loan at 6.5 %: 2,022.6177 x
    // 250 / 320 = 1,580.1700587. 1,322.54 less a month, repaid in ceil(3,000 / 1,322.5419) = 3 months, but
    // 2,902.7119805 x 120 − (1,580.1700587 x 360 + 3,000) = 348,325.4376 − 571,861.2211 = −223,535.7835.
    const result = accepted({ ...SAME_TERM, remainingYears: 10, newRate: 6.5, newYears: 30 });
    expect(result.currentPayment).toBeCloseTo(2902.711_980, 6);
    expect(result.newPayment).toBeCloseTo(1580.170_059, 6);
    expect(result.monthlySavings).toBeCloseTo(1322.541_922, 6);
    expect(result.breakEvenMonths).toBe(3);
    expect(result.lifetimeSavings).toBeCloseTo(-223_535.783_488, 5);
  });
});

describe('terms it refuses', () => {
  it('a remaining or new term that is not a whole number of months', () => {
    // 10.05 years is 120.6 months.
    expect(refinance({ ...SAME_TERM, remainingYears: 10.05 })).toEqual({ ok: false, field: 'remainingYears', reason: 'term' });
    expect(refinance({ ...SAME_TERM, newYears: 10.05 })).toEqual({ ok: false, field: 'newYears', reason: 'term' });
    // 2.5 years is 30 months, a whole number.
    expect(refinance({ ...SAME_TERM, remainingYears: 2.5 }).ok).toBe(true);
  });
});
