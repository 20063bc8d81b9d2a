/**
 * Refinancing. The payments are Excel's PMT, each checked to the cent against Python's decimal module
 * (r (1+r)^n / ((1+r)^n − 1) at 50 digits) and against the published payment-per-$1,000 tables (7 % for 25 years:
 * 7.0678, so 250 x 7.0678 = 1,766.95; 5.5 % for 25 years: 6.1409, so 1,535.22), independently of this code.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails } from '../../../src/lib/finance';
import { refinance, type RefinanceInputs, type RefinanceResult } from '../../../src/lib/finance/loans/refinance';
import { resultOf } from './helpers';

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

describe('the page’s words: why a refinance costs more, and a refinance with no closing costs', () => {
  const page = (inputs: Record<string, string>) => runCalculatorWithDetails(calculators.refinance, inputs);
  const note = (inputs: Record<string, string>, name: string) => page(inputs).details?.notes.find((each) => each.name === name);

  it('a higher rate on the same 20-year term is blamed on the rate alone, never on a longer term', () => {
    // PMT(5 %/12, 240, −200,000) = 1,319.9114784; at 6.5 %, 1,491.1462710. 240 × 1,319.9114784 − (240 × 1,491.1462710
    // + 3,000) = −44,096.35. Without the closing costs it would still cost 41,096.35 more, so the costs are no reason.
    const issue = { balance: '200000', currentRate: '5', remainingYears: '20', newRate: '6.5', newYears: '20', closingCosts: '3000' };
    const costsMore = note(issue, 'costs-more-overall');
    expect(costsMore?.reasons).toEqual(['rate']);
    expect(costsMore?.text).toBe('Over both loans’ lives refinancing costs $44,096.35 more: the new rate, 6.5 %, is higher than today’s 5 %.');
    expect(costsMore?.text).not.toMatch(/payments against|lower payment|closing costs/);
  });

  it('a longer term at a lower rate is blamed on the term: 240 payments at 6.5 % into 360 at 6 %', () => {
    // 240 × 1,491.1462710 − 360 × 1,199.1010503 = −73,801.27 with no costs: the term alone.
    const costsMore = note({ balance: '200000', currentRate: '6.5', remainingYears: '20', newRate: '6', newYears: '30' }, 'costs-more-overall');
    expect(costsMore?.reasons).toEqual(['term']);
    expect(costsMore?.text).toBe('Over both loans’ lives refinancing costs $73,801.27 more: the new loan runs 360 months against the 240 left on today’s, and the extra months add interest.');
  });

  it('closing costs are a reason only when the same refinance without them would not cost more', () => {
    // 20 years at 6 % (1,432.8621170) into 20 years at 5.9 % (1,421.3479751): 240 × 11.5141419 = 2,763.39 saved
    // without costs; $5,000 of them make it cost 2,236.61 more, so the costs are the one reason.
    const costsMore = note({ balance: '200000', currentRate: '6', remainingYears: '20', newRate: '5.9', newYears: '20', closingCosts: '5000' }, 'costs-more-overall');
    expect(costsMore?.reasons).toEqual(['costs']);
    expect(costsMore?.text).toBe('Over both loans’ lives refinancing costs $2,236.61 more: the $5,000.00 of closing costs outweigh what the new loan saves.');
    // A longer term that costs 73,801.27 more even without the $3,000: the costs are no reason, the term is.
    const both = note({ balance: '200000', currentRate: '6.5', remainingYears: '20', newRate: '6', newYears: '30', closingCosts: '3000' }, 'costs-more-overall');
    expect(both?.reasons).toEqual(['term']);
    // A higher rate over a longer term: 240 × 1,319.9114784 − (360 × 1,199.1010503 + 3,000) = −117,897.62, and
    // −114,897.62 without the costs: both the rate and the term, and the words name both.
    const all = note({ balance: '200000', currentRate: '5', remainingYears: '20', newRate: '6', newYears: '30', closingCosts: '3000' }, 'costs-more-overall');
    expect(all?.reasons).toEqual(['rate', 'term']);
    expect(all?.text).toMatch(/: the new rate, 6 %, is higher than today’s 5 %; the new loan runs 360 months against the 240 left on today’s, and the extra months add interest\.$/);
  });

  it('with no closing costs there is nothing to pay back: no break-even note, and the no-saving note does not speak of costs', () => {
    const saving = page({ balance: '200000', currentRate: '6.5', remainingYears: '30', newRate: '5.5' });
    expect(resultOf(saving).breakEvenMonths).toBe(0);
    expect(saving.details?.notes.some((each) => each.name === 'break-even')).toBe(false);
    expect(saving.details?.notes.map((each) => each.text).join(' ')).not.toMatch(/paid back|pay back/);
    const dearer = note({ balance: '200000', currentRate: '5', remainingYears: '30', newRate: '6' }, 'no-monthly-savings');
    // PMT(5 %/12, 360, −200,000) = 1,073.64; at 6 %, 1,199.10.
    expect(dearer?.text).toBe('The new payment, $1,199.10, is not lower than today’s $1,073.64: refinancing saves nothing a month.');
    const withCosts = note({ balance: '200000', currentRate: '5', remainingYears: '30', newRate: '6', closingCosts: '3000' }, 'no-monthly-savings');
    expect(withCosts?.text).toBe('The new payment, $1,199.10, is not lower than today’s $1,073.64, so no monthly saving pays the closing costs back.');
  });

  it('the schedule has no Extra column: the page takes no extra payments', () => {
    const table = page({ balance: '200000', currentRate: '6.5', remainingYears: '30', newRate: '5.5', closingCosts: '4000' }).details?.table;
    expect(table?.columns.map((column) => column.key)).toEqual(['payment', 'principal', 'interest', 'balance']);
    expect(table?.yearly[0]?.values).toHaveLength(4);
    expect(table?.totals).toHaveLength(4);
    expect(table?.totals?.at(-1)).toBeNull();
    // A loan page keeps it, 0.00 without extra payments (DEPTH.md).
    const loan = runCalculatorWithDetails(calculators.loan, { amount: '10000', rate: '12', years: '1' }).details?.table;
    expect(loan?.columns.map((column) => column.key)).toEqual(['payment', 'principal', 'interest', 'extra', 'balance']);
  });
});
