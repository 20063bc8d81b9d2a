/**
 * A car loan: the trade-in is credited before sales tax, and debt left on it is rolled into the new loan. The
 * payments are Excel's PMT, checked to the cent against Python's decimal module and the published table
 * (6 % for 60 months: 19.3328 a month per $1,000), independently of this code.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails } from '../../../src/lib/finance';
import { autoLoan, type AutoLoanInputs, type AutoLoanResult } from '../../../src/lib/finance/loans/autoLoan';
import { expectRejected, resultOf } from './helpers';

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
  it('is refused on the down payment when there is one and it and the trade-in cover everything, exactly or more', () => {
    // 10,000 + 700 tax − 10,700 down = 0, and 5,000 more down leaves −5,000: neither is a loan.
    const car = { price: 10_000, tradeIn: 0, tradeInOwed: 0, salesTax: 7, fees: 0, rate: 6, months: 60 };
    expect(autoLoan({ ...car, downPayment: 10_700 })).toEqual({ ok: false, field: 'downPayment', reason: 'nothingToBorrow', due: 10_700, leftOver: 0 });
    expect(autoLoan({ ...car, downPayment: 15_700 })).toEqual({ ok: false, field: 'downPayment', reason: 'nothingToBorrow', due: 10_700, leftOver: 5000 });
    // Even when the trade-in alone would cover it, a down payment above 0 is the one to lower.
    expect(autoLoan({ ...car, tradeIn: 20_000, downPayment: 500 })).toMatchObject({ ok: false, field: 'downPayment' });
  });

  it('is refused on the trade-in with no down payment, with what is left of its value', () => {
    // 15,000 and no tax: a $20,000 trade-in covers it with $5,000 of its value left over (the case).
    const outcome = autoLoan({ price: 15_000, downPayment: 0, tradeIn: 20_000, tradeInOwed: 0, salesTax: 0, fees: 0, rate: 6, months: 36 });
    expect(outcome).toEqual({ ok: false, field: 'tradeIn', reason: 'nothingToBorrow', due: 15_000, leftOver: 5000 });
  });
});

describe('totalOfPayments and debt rolled in from the trade-in', () => {
  // $20,000, a $3,000 trade-in still owing $30,000: 20,000 + 30,000 − 3,000 = 47,000 borrowed at 7 % for 60 months.
  // PMT(7 %/12, 60, −47,000) = 930.6563314 (Python's decimal); × 60 = 55,839.3799; interest 8,839.3799.
  const UNDERWATER = { price: 20_000, downPayment: 0, tradeIn: 3000, tradeInOwed: 30_000, salesTax: 0, fees: 0, rate: 7, months: 60 } satisfies AutoLoanInputs;

  it('is every payment, the old loan included, while totalCost is the car’s own', () => {
    const result = accepted(UNDERWATER);
    expect(result.loanAmount).toBe(47_000);
    expect(result.monthlyPayment).toBeCloseTo(930.656_331, 6);
    expect(result.totalOfPayments).toBeCloseTo(55_839.379_884, 5);
    expect(result.totalInterest).toBeCloseTo(8839.379_884, 5);
    // The car: 20,000 + the interest, 28,839.38; the $27,000 of old loan is not in it.
    expect(result.totalCost).toBeCloseTo(28_839.379_884, 5);
  });

  it('the page says how much of the old loan is in the new one, and which total includes it', () => {
    const outcome = runCalculatorWithDetails(calculators.autoLoan, { price: '20000', tradeIn: '3000', tradeInOwed: '30000', rate: '7', months: '60' });
    expect(resultOf(outcome).totalOfPayments).toBeCloseTo(55_839.38, 2);
    const note = outcome.details?.notes.find((each) => each.name === 'rolled-in');
    expect(note?.text).toBe('You owe $27,000.00 more on the trade-in than it is worth, and that $27,000.00 of the old loan is in the new one. The total cost of the car, $28,839.38, leaves it out; the total of payments, $55,839.38, includes it.');
  });

  it('there is no rolled-in note when the trade-in is worth what is owed on it or more', () => {
    for (const tradeInOwed of ['3000', '1000', '']) {
      const notes = runCalculatorWithDetails(calculators.autoLoan, { price: '20000', tradeIn: '3000', tradeInOwed, rate: '7', months: '60' }).details?.notes ?? [];
      expect(notes.some((each) => each.name === 'rolled-in'), tradeInOwed).toBe(false);
    }
  });
});

describe('0 % APR, a dealer’s real offer', () => {
  it('splits the loan evenly: $24,000 over 48 months is $500 a month, no interest', () => {
    const result = accepted({ ...CAR, price: 24_000, downPayment: 0, tradeIn: 0, tradeInOwed: 0, salesTax: 0, fees: 0, rate: 0, months: 48 });
    expect(result.monthlyPayment).toBe(500);
    expect(result.totalInterest).toBe(0);
    expect(result.totalOfPayments).toBe(24_000);
    expect(result.totalCost).toBe(24_000);
  });

  it('is accepted by the page, and its schedule pays $500 of principal a month to exactly 0', () => {
    const outcome = runCalculatorWithDetails(calculators.autoLoan, { price: '24000', rate: '0', months: '48' });
    expect(resultOf(outcome).monthlyPayment).toBe(500);
    const table = outcome.details?.table;
    const column = (key: string) => table!.columns.findIndex((each) => each.key === key);
    expect(table?.monthly).toHaveLength(48);
    expect(table?.monthly?.[0]?.values[column('interest')]).toBe(0);
    expect(table?.monthly?.[0]?.values[column('principal')]).toBe(500);
    expect(table?.monthly?.at(-1)?.values[column('balance')]).toBe(0);
    expect(table?.totals?.[column('interest')]).toBe(0);
    // A negative rate is still refused.
    expectRejected(runCalculatorWithDetails(calculators.autoLoan, { price: '24000', rate: '-1', months: '48' }), 'rate');
  });
});

describe('the page’s rejection when there is nothing to borrow', () => {
  it('a trade-in worth more than the car: the trade-in is flagged, not the blank down payment, with $5,000 left over', () => {
    const [message] = expectRejected(runCalculatorWithDetails(calculators.autoLoan, { price: '15000', tradeIn: '20000', rate: '6', months: '36' }), 'tradeIn');
    expect(message).toBe('There is nothing to borrow: the trade-in, worth $20,000.00, covers the $15,000.00 to pay (the price with tax and fees, and anything still owed on the trade-in), and $5,000.00 of its value is left over.');
  });

  it('a down payment that covers everything is flagged on the down payment', () => {
    const [message] = expectRejected(runCalculatorWithDetails(calculators.autoLoan, { price: '15000', downPayment: '16000', rate: '6', months: '36' }), 'downPayment');
    expect(message).toContain('with $1,000.00 to spare');
  });
});
