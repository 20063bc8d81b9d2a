/**
 * Everyday and business calculators: ROI, budget, tax, currency, gratuity, break-even, margin,
 * discount, tip and salary. Expected values are worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import {
  breakEven,
  budget,
  currency,
  discount,
  gratuity,
  margin,
  roi,
  salary,
  tax,
  tip,
} from '../../../src/lib/finance';
import { expectRejected, resultOf } from './helpers';

describe('roi', () => {
  it('reports profit and the return as a percentage of the initial amount', () => {
    // 1,000 -> 1,500: profit 500; 500 / 1,000 x 100 = 50 %.
    expect(resultOf(roi.calculate({ initial: 1000, final: 1500 }))).toEqual({ roi: 50, profit: 500 });
  });

  it('reports a loss as a negative return', () => {
    // 1,000 -> 750: profit -250; -25 %.
    expect(resultOf(roi.calculate({ initial: 1000, final: 750 }))).toEqual({ roi: -25, profit: -250 });
  });

  it('rejects a zero initial amount', () => {
    expectRejected(roi.calculate({ initial: 0, final: 100 }), 'initial');
  });
});

describe('budget', () => {
  const blank = {
    income: 0,
    otherIncome: 0,
    housing: 0,
    transportation: 0,
    food: 0,
    utilities: 0,
    insurance: 0,
    healthcare: 0,
    debtPayments: 0,
    entertainment: 0,
    other: 0,
  };

  it('totals income and expenses and reports the savings rate', () => {
    // Income 4,000 + 1,000 = 5,000; expenses 1,500 + 300 + 500 + 200 + 100 + 100 + 250 + 150 + 400
    // = 3,500; remaining 1,500; 1,500 / 5,000 x 100 = 30 %.
    const result = resultOf(
      budget.calculate({
        income: 4000,
        otherIncome: 1000,
        housing: 1500,
        transportation: 300,
        food: 500,
        utilities: 200,
        insurance: 100,
        healthcare: 100,
        debtPayments: 250,
        entertainment: 150,
        other: 400,
      }),
    );
    // 50/30/20 (DEPTH.md): needs 1,500 + 300 + 500 + 200 + 100 + 100 + 250 = 2,950 (59 %), wants 150 + 400 = 550 (11 %),
    // savings the 1,500 left (30 %).
    expect(result).toEqual({ totalIncome: 5000, totalExpenses: 3500, remaining: 1500, savingsRate: 30, needsShare: 59, wantsShare: 11, savingsShare: 30 });
  });

  it('gives a 0 % savings rate when there is no income (not 0 / 0)', () => {
    expect(resultOf(budget.calculate({ ...blank, food: 100 }))).toEqual({
      totalIncome: 0,
      totalExpenses: 100,
      remaining: -100,
      savingsRate: 0,
      needsShare: 0,
      wantsShare: 0,
      savingsShare: 0,
    });
  });

  it('rejects a negative line', () => {
    expectRejected(budget.calculate({ ...blank, food: -5 }), 'food');
  });
});

describe('tax', () => {
  it('taxes a single filer’s $50,000 at $6,307.50 (IRS 2023 brackets)', () => {
    // 1,100 (10 % of 11,000) + 4,047 (12 % of 33,725) + 1,160.50 (22 % of 5,275) = 6,307.50;
    // effective 6,307.50 / 50,000 = 12.615 %; net 43,692.50.
    const result = resultOf(tax.calculate({ income: 50_000, filingStatus: 'single', taxYear: '2023' }));
    expect(result.totalTax).toBeCloseTo(6307.5, 6);
    expect(result.effectiveRate).toBeCloseTo(12.615, 6);
    expect(result.netIncome).toBeCloseTo(43_692.5, 6);
  });

  it('taxes a married couple filing jointly on $100,000 at $12,615', () => {
    // 2,200 (10 % of 22,000) + 8,094 (12 % of 67,450) + 2,321 (22 % of 10,550) = 12,615.
    const result = resultOf(tax.calculate({ income: 100_000, filingStatus: 'married', taxYear: '2023' }));
    expect(result.totalTax).toBeCloseTo(12_615, 6);
    expect(result.effectiveRate).toBeCloseTo(12.615, 6);
  });

  it('owes Rev. Proc. 2022-38’s base amount exactly at a bracket boundary: single $44,725 -> $5,147', () => {
    expect(resultOf(tax.calculate({ income: 44_725, filingStatus: 'single', taxYear: '2023' })).totalTax).toBeCloseTo(5147, 6);
  });

  it('defaults to single', () => {
    expect(tax.defaults.filingStatus).toBe('single');
  });

  it('rejects a zero income', () => {
    expectRejected(tax.calculate({ income: 0, filingStatus: 'single' }), 'income');
  });
});

describe('currency', () => {
  it('converts through USD and rounds to cents: 100 EUR -> GBP = 100 / 0.92 x 0.79 = 85.87', () => {
    expect(resultOf(currency.calculate({ amount: 100, from: 'EUR', to: 'GBP' }))).toEqual({ converted: 85.87 });
  });

  it('uses the demo rates: 1 USD -> INR = 83.33, 1 USD -> JPY = 157.02', () => {
    expect(resultOf(currency.calculate({ amount: 1, from: 'USD', to: 'INR' })).converted).toBe(83.33);
    expect(resultOf(currency.calculate({ amount: 1, from: 'USD', to: 'JPY' })).converted).toBe(157.02);
  });

  it('defaults to 1 USD -> EUR, which is 0.92', () => {
    expect(currency.defaults).toEqual({ amount: '1', from: 'USD', to: 'EUR' });
    expect(resultOf(currency.calculate({ amount: 1, from: 'USD', to: 'EUR' })).converted).toBe(0.92);
  });

  it('rejects a zero amount', () => {
    expectRejected(currency.calculate({ amount: 0, from: 'USD', to: 'EUR' }), 'amount');
  });
});

describe('gratuity', () => {
  it('is salary x 15 x years / 26: ₹50,000 over 10 years is ₹2,88,461.54', () => {
    // 50,000 x 15 x 10 = 75,00,000; / 26 = 2,88,461.538...
    expect(resultOf(gratuity.calculate({ salary: 50_000, years: 10 })).gratuityAmount).toBeCloseTo(288_461.54, 2);
  });

  it('pays from exactly 5 years of service', () => {
    // 26,000 x 15 x 5 / 26 = 75,000.
    expect(resultOf(gratuity.calculate({ salary: 26_000, years: 5 })).gratuityAmount).toBe(75_000);
  });

  it('rejects fewer than 5 years of service', () => {
    const [message] = expectRejected(gratuity.calculate({ salary: 50_000, years: 4.5 }), 'years');
    expect(message).toBe('Enter at least 5 years: gratuity needs 5 years of service.');
  });
});

describe('breakEven', () => {
  it('divides fixed costs by the contribution per unit: 10,000 / (50 - 30) = 500 units, revenue 25,000', () => {
    expect(resultOf(breakEven.calculate({ fixedCosts: 10_000, variableCost: 30, price: 50 }))).toEqual({
      units: 500,
      revenue: 25_000,
    });
  });

  it('rounds units up: 1,000 / (7 - 4) = 333.33 -> 334 units, revenue 334 x 7 = 2,338', () => {
    expect(resultOf(breakEven.calculate({ fixedCosts: 1000, variableCost: 4, price: 7 }))).toEqual({
      units: 334,
      revenue: 2338,
    });
  });

  it('does not round up float noise: 1.1 / (0.3 - 0.2) is exactly 11 units', () => {
    expect(resultOf(breakEven.calculate({ fixedCosts: 1.1, variableCost: 0.2, price: 0.3 })).units).toBe(11);
  });

  it('rejects a price that does not exceed the variable cost', () => {
    const [message] = expectRejected(breakEven.calculate({ fixedCosts: 1000, variableCost: 10, price: 10 }), 'price');
    expect(message).toBe('Must be more than the variable cost per unit.');
  });
});

describe('margin', () => {
  it('reports profit, margin (of revenue) and markup (of cost): cost 60, revenue 100', () => {
    // profit 40; margin 40 / 100 = 40 %; markup 40 / 60 = 66.67 %.
    const result = resultOf(margin.calculate({ cost: 60, revenue: 100 }));
    expect(result.profit).toBe(40);
    expect(result.margin).toBe(40);
    expect(result.markup).toBeCloseTo(66.67, 2);
  });

  it('rejects a zero revenue', () => {
    expectRejected(margin.calculate({ cost: 60, revenue: 0 }), 'revenue');
  });
});

describe('discount', () => {
  it('takes the percentage off: 25 % off $80 saves $20, leaving $60', () => {
    expect(resultOf(discount.calculate({ price: 80, percent: 25 }))).toEqual({
      finalPrice: 60,
      savings: 20,
      discountAmount: 20,
    });
  });

  it('accepts 100 % (free) and 0 % (full price)', () => {
    expect(resultOf(discount.calculate({ price: 80, percent: 100 })).finalPrice).toBe(0);
    expect(resultOf(discount.calculate({ price: 80, percent: 0 })).finalPrice).toBe(80);
  });

  it('rejects a percentage above 100', () => {
    expectRejected(discount.calculate({ price: 80, percent: 101 }), 'percent');
  });
});

describe('tip', () => {
  it('splits bill + tip evenly: $100 at 15 % between 4 is $28.75 each', () => {
    // tip 15; total 115; 115 / 4 = 28.75.
    expect(resultOf(tip.calculate({ bill: 100, percent: 15, people: 4 }))).toEqual({
      tipAmount: 15,
      total: 115,
      perPerson: 28.75,
    });
  });

  it('defaults to 15 % and 1 person', () => {
    expect(tip.defaults).toEqual({ percent: '15', people: '1' });
  });

  it('rejects a part person and zero people', () => {
    const [message] = expectRejected(tip.calculate({ bill: 100, percent: 15, people: 2.5 }), 'people');
    expect(message).toBe('Enter a whole number of 1 or more.');
    expectRejected(tip.calculate({ bill: 100, percent: 15, people: 0 }), 'people');
  });
});

describe('salary', () => {
  it('converts an annual salary by the divisors 12, 26, 52, 260, 2080: $52,000 a year', () => {
    // 52,000 / 12 = 4,333.33; / 26 = 2,000; / 52 = 1,000; / 260 = 200; / 2,080 = 25.
    const result = resultOf(salary.calculate({ amount: 52_000, period: 'annual' }));
    expect(result.annual).toBe(52_000);
    expect(result.monthly).toBeCloseTo(4333.33, 2);
    expect(result.biweekly).toBe(2000);
    expect(result.weekly).toBe(1000);
    expect(result.daily).toBe(200);
    expect(result.hourly).toBe(25);
  });

  it('annualises another period first: $25 an hour is $52,000 a year', () => {
    const result = resultOf(salary.calculate({ amount: 25, period: 'hourly' }));
    expect(result.annual).toBe(52_000);
    expect(result.hourly).toBe(25);
    expect(result.weekly).toBe(1000);
  });

  it('keeps the entered amount exactly for its own period', () => {
    expect(resultOf(salary.calculate({ amount: 4333.33, period: 'monthly' })).monthly).toBe(4333.33);
  });

  it('defaults to annual and rejects a zero amount', () => {
    expect(salary.defaults.period).toBe('annual');
    expectRejected(salary.calculate({ amount: 0, period: 'annual' }), 'amount');
  });
});
