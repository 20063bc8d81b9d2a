/** Loan, mortgage, EMI and debt payoff: amortised payments and payoff schedules. */
import { describe, expect, it } from 'vitest';
import { debt, emi, loan, mortgage } from '../../../src/lib/finance';
import { expectRejected, resultOf } from './helpers';

describe('loan', () => {
  it('pays numpy-financial’s example: $200,000 over 15 years at 7.5 % is $1,854.02 a month', () => {
    // numpy-financial pmt docs: pmt(0.075/12, 12*15, 200000) = -1854.0247200054619.
    const result = resultOf(loan.calculate({ amount: 200_000, rate: 7.5, years: 15 }));
    expect(result.monthlyPayment).toBeCloseTo(1854.0247200054619, 8);
  });

  it('totals the payments over years x 12 months and the interest as total - principal', () => {
    // Same example: 180 x 1,854.0247200054619 = 333,724.4496009831; interest = 133,724.4496009831.
    const result = resultOf(loan.calculate({ amount: 200_000, rate: 7.5, years: 15 }));
    expect(result.totalPayment).toBeCloseTo(333_724.4496, 3);
    expect(result.totalInterest).toBeCloseTo(133_724.4496, 3);
  });

  it('rejects a zero rate, a negative amount and a zero term, naming each field', () => {
    expectRejected(loan.calculate({ amount: -1, rate: 0, years: 0 }), 'amount', 'rate', 'years');
  });

  it('rejects NaN and Infinity passed directly', () => {
    expectRejected(loan.calculate({ amount: Number.NaN, rate: Infinity, years: 30 }), 'amount', 'rate');
  });
});

describe('mortgage', () => {
  it('borrows price - down payment and pays Wikipedia’s example: $200,000 at 6.5 % for 30 years is $1,264.14', () => {
    // Wikipedia, "Mortgage calculator": a $200,000 loan at 6.5 % over 30 years costs $1,264.14 a month.
    const result = resultOf(mortgage.calculate({ price: 250_000, downPayment: 50_000, rate: 6.5, years: 30 }));
    expect(result.loanAmount).toBe(200_000);
    expect(result.monthlyPayment).toBeCloseTo(1264.14, 2);
    // 360 x 1,264.14 = 455,090.40; the published payment is rounded, so within a few dollars.
    expect(result.totalPayment).toBeCloseTo(455_090, -1);
    expect(result.totalInterest).toBeCloseTo(255_090, -1);
  });

  it('rejects a down payment equal to or above the price', () => {
    const [message] = expectRejected(
      mortgage.calculate({ price: 200_000, downPayment: 200_000, rate: 6.5, years: 30 }),
      'downPayment',
    );
    expect(message).toBe('Must be less than the home price.');
    expectRejected(mortgage.calculate({ price: 200_000, downPayment: 250_000, rate: 6.5, years: 30 }), 'downPayment');
  });

  it('rejects a zero down payment (CALCULATORS.md: downPayment > 0)', () => {
    expectRejected(mortgage.calculate({ price: 200_000, downPayment: 0, rate: 6.5, years: 30 }), 'downPayment');
  });
});

describe('emi', () => {
  it('matches Microsoft’s PMT example: ₹10,000 over 10 months at 8 % is 1,037.03 a month', () => {
    // Microsoft PMT docs: PMT(8%/12, 10, 10000) = -$1,037.03.
    const result = resultOf(emi.calculate({ amount: 10_000, rate: 8, months: 10 }));
    expect(result.emi).toBeCloseTo(1037.03, 2);
    // 10 x 1,037.03 = 10,370.30 (to the published cent precision).
    expect(result.totalAmount).toBeCloseTo(10_370.32, 1);
    expect(result.totalInterest).toBeCloseTo(370.32, 1);
    expect(result.principal).toBe(10_000);
  });

  it('rejects a blank-equivalent zero tenure', () => {
    expectRejected(emi.calculate({ amount: 10_000, rate: 8, months: 0 }), 'months');
  });
});

describe('debt', () => {
  it('pays off numpy-financial’s nper example: $8,000 at 7 % paying $150 takes 65 months', () => {
    // numpy nper docs: nper(0.07/12, -150, 8000) = 64.07335, "over 64 months": 64 full payments and
    // a 65th partial one. years = 65 / 12 = 5.4166... -> 5.4 to one decimal.
    const result = resultOf(debt.calculate({ debt: 8000, rate: 7, payment: 150 }));
    expect(result.months).toBe(65);
    expect(result.years).toBe(5.4);
    expect(result.totalPaid).toBeGreaterThan(64 * 150);
    expect(result.totalPaid).toBeLessThan(65 * 150);
    expect(result.totalInterest).toBeCloseTo(result.totalPaid - 8000, 6);
  });

  it('pays off numpy-financial’s other nper example: $10,000 at 8 % paying $200 takes 62 months', () => {
    // numpy nper docs: round(nper(0.08/12, -200, 10000), 2) = 61.02 -> 62 payments, 62 / 12 = 5.17 -> 5.2.
    const result = resultOf(debt.calculate({ debt: 10_000, rate: 8, payment: 200 }));
    expect(result.months).toBe(62);
    expect(result.years).toBe(5.2);
  });

  it('charges interest before each payment and makes the last payment only what is left', () => {
    // By hand, 1,000 at 12 % (1 % a month) paying 300: 1,010 -> 710; 717.10 -> 417.10;
    // 421.271 -> 121.271; 122.48371 -> 0. Paid 1,022.48371 over 4 months (0.33 years -> 0.3).
    const result = resultOf(debt.calculate({ debt: 1000, rate: 12, payment: 300 }));
    expect(result).toEqual({
      months: 4,
      years: 0.3,
      totalPaid: expect.closeTo(1022.48371, 8) as number,
      totalInterest: expect.closeTo(22.48371, 8) as number,
    });
  });

  it('rejects a payment that does not exceed the first month’s interest, quoting it and the smallest payment that works', () => {
    // 10,000 at 12 %: the first month's interest is 10,000 x 1 % = $100.00, so the smallest whole-cent payment above it is $100.01.
    const [message] = expectRejected(debt.calculate({ debt: 10_000, rate: 12, payment: 100 }), 'payment');
    expect(message).toBe("Must be more than the first month's interest ($100.00): the smallest payment that clears the debt is $100.01.");
  });

  it('names the smallest whole-cent payment above an interest that is not whole cents', () => {
    // 5,000 at 19.99 %: 5,000 x 19.99 / 1,200 = 83.291666…, so $83.30.
    const [message] = expectRejected(debt.calculate({ debt: 5_000, rate: 19.99, payment: 50 }), 'payment');
    expect(message).toMatch(/first month's interest \(\$83\.29\): the smallest payment that clears the debt is \$83\.30\.$/);
    // 1,000 at 18 % is exactly $15.00 of interest, though 1,000 x 0.015 is 15.000000000000002 in floating point.
    expect(expectRejected(debt.calculate({ debt: 1_000, rate: 18, payment: 15 }), 'payment')[0]).toMatch(/is \$15\.01\.$/);
  });

  it('rejects a payment so close to the interest that payoff would take over 1,000 years', () => {
    expectRejected(debt.calculate({ debt: 1e9, rate: 0.0001, payment: 84 }), 'payment');
  });
});
