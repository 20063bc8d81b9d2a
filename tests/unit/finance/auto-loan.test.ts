/**
 * A car loan: the trade-in is credited before sales tax, and debt left on it is rolled into the new loan. The
 * payments are Excel's PMT, checked to the cent against Python's decimal module and the published table
 * (6 % for 60 months: 19.3328 a month per $1,000), independently of this code.
 */
import { describe, expect, it } from 'vitest';
import { autoLoan, type AutoLoanInputs, type AutoLoanResult } from '../../../src/lib/finance/loans/autoLoan';

/** The result of a loan that must have been accepted. */
function accepted(inputs: AutoLoanInputs): AutoLoanResult {
  const outcome = autoLoan(inputs);
  if (!outcome.ok) expect.fail(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const CAR = { price: 30_000, downPayment: 3000, tradeIn: 5000, tradeInOwed: 2000, salesTax: 7, fees: 500, rate: 6, months: 60 } satisfies AutoLoanInputs;

describe('what is borrowed and repaid', () => {
  it('$30,000 with $3,000 down and a $5,000 trade-in owing $2,000: tax 1,750, borrowed 26,250, 507.49 a month', () => {
    // Tax: (30,000 − 5,000) x 7 % = 1,750. Borrowed: 30,000 + 1,750 + 500 + 2,000 − 5,000 − 3,000 = 26,250.
    // PMT(0.5 %, 60, −26,250) = 26,250 x 0.005 / (1 − 1.005^−60) = 507.4860401 (26.25 x 19.3328 = 507.49).
    const result = accepted(CAR);
    expect(result.salesTaxAmount).toBeCloseTo(1750, 9);
    expect(result.loanAmount).toBeCloseTo(26_250, 9);
    expect(result.monthlyPayment).toBeCloseTo(507.486_040, 6);
    // Interest: 507.4860401 x 60 − 26,250 = 30,449.1624 − 26,250 = 4,199.1624.
    expect(result.totalInterest).toBeCloseTo(4199.162_409, 5);
    // The car in all: 30,000 + 1,750 + 500 + 4,199.1624 = 36,449.1624.
    expect(result.totalCost).toBeCloseTo(36_449.162_409, 5);
  });

  it('takes 60 months when no term is given', () => {
    const { months: _omitted, ...withoutTerm } = CAR;
    expect(accepted(withoutTerm).monthlyPayment).toBeCloseTo(507.486_040, 6);
  });
});

describe('sales tax', () => {
  it('is never negative: a trade-in worth more than the car leaves nothing to tax', () => {
    // Price 10,000, trade-in 12,000 owing 15,000: tax on max(0, −2,000) = 0. Borrowed: 10,000 + 0 + 0 + 15,000
    // − 12,000 − 0 = 13,000; PMT(0.5 %, 60, −13,000) = 13 x 19.3328 = 251.33 (251.3264199).
    const result = accepted({ ...CAR, price: 10_000, tradeIn: 12_000, tradeInOwed: 15_000, fees: 0, downPayment: 0 });
    expect(result.salesTaxAmount).toBe(0);
    expect(result.loanAmount).toBe(13_000);
    expect(result.monthlyPayment).toBeCloseTo(251.326_420, 6);
  });
});

describe('nothing to borrow', () => {
  it('is refused on the down payment when it and the trade-in cover everything, exactly or more', () => {
    // 10,000 + 700 tax − 10,700 down = 0, and 5,000 more down leaves −5,000: neither is a loan.
    const car = { price: 10_000, tradeIn: 0, tradeInOwed: 0, salesTax: 7, fees: 0, rate: 6, months: 60 };
    expect(autoLoan({ ...car, downPayment: 10_700 })).toEqual({ ok: false, field: 'downPayment', reason: 'nothingToBorrow' });
    expect(autoLoan({ ...car, downPayment: 15_700 })).toEqual({ ok: false, field: 'downPayment', reason: 'nothingToBorrow' });
    // A trade-in covering it is refused the same way: (10,000 − 10,700) x 7 % is no tax, and 10,000 − 10,700 < 0.
    expect(autoLoan({ ...car, tradeIn: 10_700, downPayment: 0 })).toEqual({ ok: false, field: 'downPayment', reason: 'nothingToBorrow' });
  });
});
