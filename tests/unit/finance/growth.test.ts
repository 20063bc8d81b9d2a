/**
 * Growth calculators: investment, retirement, savings, compound interest, inflation, and the Indian
 * instruments SIP, PPF, FD and RD.
 */
import { describe, expect, it } from 'vitest';
import {
  compound,
  fd,
  inflation,
  investment,
  ppf,
  rd,
  retirement,
  savings,
  sip,
} from '../../../src/lib/finance';
import { expectRejected, resultOf } from './helpers';

describe('investment', () => {
  it('compounds monthly with end-of-month deposits: numpy-financial’s fv example', () => {
    // numpy-financial fv docs: fv(0.05/12, 10*12, -100, -100) = 15692.928894335748
    // ($100 now and $100 a month at 5 % for 10 years).
    const result = resultOf(investment.calculate({ initial: 100, monthly: 100, rate: 5, years: 10 }));
    expect(result.futureValue).toBeCloseTo(15_692.928894335748, 8);
    expect(result.totalContributions).toBe(100 + 100 * 120);
    expect(result.totalEarnings).toBeCloseTo(15_692.928894335748 - 12_100, 8);
  });

  it('accepts zero initial and monthly amounts (>= 0) and then grows nothing', () => {
    expect(resultOf(investment.calculate({ initial: 0, monthly: 0, rate: 5, years: 10 }))).toEqual({
      futureValue: 0,
      totalContributions: 0,
      totalEarnings: 0,
    });
  });

  it('rejects a zero rate (the rate must be > 0) and a negative deposit', () => {
    expectRejected(investment.calculate({ initial: 0, monthly: -1, rate: 0, years: 10 }), 'monthly', 'rate');
  });
});

describe('retirement', () => {
  it('grows savings over retirementAge - currentAge years like the investment formula', () => {
    // Microsoft FV example 2: FV(12%/12, 12, -1000) = 12,682.50 — one year of $1,000 a month at 12 %.
    const result = resultOf(
      retirement.calculate({ currentAge: 64, retirementAge: 65, currentSavings: 0, monthlyContribution: 1000, rate: 12 }),
    );
    expect(result.yearsToRetirement).toBe(1);
    expect(result.retirementSavings).toBeCloseTo(12_682.5, 2);
    expect(result.totalContributions).toBe(12_000);
    expect(result.totalEarnings).toBeCloseTo(682.5, 2);
  });

  it('rejects a retirement age that is not after the current age', () => {
    const [message] = expectRejected(
      retirement.calculate({ currentAge: 40, retirementAge: 40, currentSavings: 0, monthlyContribution: 100, rate: 7 }),
      'retirementAge',
    );
    expect(message).toBe('Must be greater than your current age.');
  });

  it('rejects a zero current age', () => {
    expectRejected(
      retirement.calculate({ currentAge: 0, retirementAge: 65, currentSavings: 0, monthlyContribution: 100, rate: 7 }),
      'currentAge',
    );
  });
});

describe('savings', () => {
  it('is initial + monthly x months at a 0 % rate', () => {
    // 1,000 + 200 x 24 = 5,800 with no interest.
    expect(resultOf(savings.calculate({ initial: 1000, monthly: 200, rate: 0, years: 2 }))).toEqual({
      totalSavings: 5800,
      totalDeposits: 5800,
      totalInterest: 0,
    });
  });

  it('compounds like investment at a positive rate (numpy-financial fv example)', () => {
    const result = resultOf(savings.calculate({ initial: 100, monthly: 100, rate: 5, years: 10 }));
    expect(result.totalSavings).toBeCloseTo(15_692.928894335748, 8);
    expect(result.totalDeposits).toBe(12_100);
  });

  it('rejects a negative rate and a zero term', () => {
    expectRejected(savings.calculate({ initial: 100, monthly: 100, rate: -1, years: 0 }), 'rate', 'years');
  });
});

describe('compound', () => {
  it('matches Wikipedia’s example: $1,500 at 4.3 % compounded quarterly for 6 years is $1,938.84', () => {
    // Wikipedia, "Compound interest": A = 1500 (1 + 0.043/4)^(4 x 6) ≈ 1,938.84.
    const result = resultOf(compound.calculate({ principal: 1500, rate: 4.3, years: 6, frequency: 4 }));
    expect(result.finalAmount).toBeCloseTo(1938.84, 2);
    expect(result.totalInterest).toBeCloseTo(438.84, 2);
    expect(result.principal).toBe(1500);
  });

  it('compounds once a year with frequency 1: $1,000 at 10 % for 2 years is $1,210', () => {
    // By hand: 1,000 x 1.1 x 1.1 = 1,210.
    expect(resultOf(compound.calculate({ principal: 1000, rate: 10, years: 2, frequency: 1 })).finalAmount).toBeCloseTo(
      1210,
      9,
    );
  });

  it('rejects a frequency that is not one of the select’s options', () => {
    expectRejected(compound.calculate({ principal: 1000, rate: 5, years: 10, frequency: 3 }), 'frequency');
  });

  it('defaults the frequency to monthly (12)', () => {
    expect(compound.defaults.frequency).toBe('12');
  });
});

describe('inflation', () => {
  it('grows and deflates the amount at the rate: $100 at 3 % for 10 years', () => {
    // By hand: 1.03^10 = 1.343916379...; 100 x 1.3439 = 134.39; 100 / 1.3439 = 74.41; impact 34.39.
    const result = resultOf(inflation.calculate({ amount: 100, rate: 3, years: 10 }));
    expect(result.futureValue).toBeCloseTo(134.39, 2);
    expect(result.purchasingPower).toBeCloseTo(74.41, 2);
    expect(result.inflationImpact).toBeCloseTo(34.39, 2);
  });

  it('changes nothing at a 0 % rate', () => {
    expect(resultOf(inflation.calculate({ amount: 100, rate: 0, years: 10 }))).toEqual({
      futureValue: 100,
      purchasingPower: 100,
      inflationImpact: 0,
    });
  });

  it('rejects a zero amount', () => {
    expectRejected(inflation.calculate({ amount: 0, rate: 3, years: 10 }), 'amount');
  });
});

describe('sip', () => {
  it('matches the widely published example: ₹1,000 a month at 12 % for 12 months ≈ ₹12,809', () => {
    // Groww/ClearTax-style SIP pages: M = 1,000 x ((1.01^12 - 1) / 0.01) x 1.01 ≈ Rs 12,809.
    const result = resultOf(sip.calculate({ monthly: 1000, rate: 12, years: 1 }));
    expect(result.maturityValue).toBeCloseTo(12_809, -1);
    expect(result.totalInvestment).toBe(12_000);
  });

  it('pays at the start of each month: ₹1,000 a month at 12 % for 10 years ≈ ₹2,32,339', () => {
    // By hand: 1.01^120 = 3.30038689...; (3.30038689 - 1) / 0.01 = 230.038689; x 1.01 = 232.339076;
    // x 1,000 = 2,32,339.08, as SIP calculators publish (₹2,32,339).
    const result = resultOf(sip.calculate({ monthly: 1000, rate: 12, years: 10 }));
    expect(result.maturityValue).toBeCloseTo(232_339.08, 1);
    expect(result.totalInvestment).toBe(120_000);
    expect(result.wealthGained).toBeCloseTo(112_339.08, 1);
  });

  it('is monthly x months at a 0 % rate', () => {
    expect(resultOf(sip.calculate({ monthly: 500, rate: 0, years: 2 })).maturityValue).toBe(12_000);
  });

  it('rejects a zero monthly amount', () => {
    expectRejected(sip.calculate({ monthly: 0, rate: 12, years: 10 }), 'monthly');
  });
});

describe('ppf', () => {
  it('matches the widely published figure: ₹1,50,000 a year at 7.1 % for 15 years is ₹40,68,209', () => {
    // Published (e.g. Zee News, PPF maturity): invested 22,50,000, interest 18,18,209, maturity 40,68,209.
    const result = resultOf(ppf.calculate({ yearly: 150_000, rate: 7.1, years: 15 }));
    expect(result.maturityValue).toBeCloseTo(4_068_209, -1);
    expect(result.totalInvestment).toBe(2_250_000);
    expect(result.interestEarned).toBeCloseTo(1_818_209, -1);
  });

  it('adds the deposit, then grows it a year: one year of ₹1,000 at 10 % is ₹1,100', () => {
    expect(resultOf(ppf.calculate({ yearly: 1000, rate: 10, years: 1 })).maturityValue).toBeCloseTo(1100, 9);
  });

  it('defaults to 7.1 % over 15 years', () => {
    expect(ppf.defaults).toEqual({ rate: '7.1', years: '15' });
  });

  it('rejects a zero rate and a part year', () => {
    expectRejected(ppf.calculate({ yearly: 150_000, rate: 0, years: 15.5 }), 'rate', 'years');
  });
});

describe('fd', () => {
  it('compounds annually: ₹1,00,000 at 7 % for 5 years is ₹1,40,255.17', () => {
    // By hand: 1.07^2 = 1.1449; 1.07^4 = 1.31079601; 1.07^5 = 1.4025517307; x 1,00,000 = 1,40,255.17.
    const result = resultOf(fd.calculate({ principal: 100_000, rate: 7, years: 5 }));
    expect(result.maturityValue).toBeCloseTo(140_255.17, 2);
    expect(result.principal).toBe(100_000);
    expect(result.interestEarned).toBeCloseTo(40_255.17, 2);
  });

  it('accepts a 0 % rate', () => {
    expect(resultOf(fd.calculate({ principal: 5000, rate: 0, years: 3 })).interestEarned).toBe(0);
  });

  it('rejects a negative rate', () => {
    expectRejected(fd.calculate({ principal: 5000, rate: -2, years: 3 }), 'rate');
  });
});

describe('rd', () => {
  it('uses the quarterly formula: ₹5,000 a month for 12 months at 7 % is ₹62,310.66', () => {
    // By hand with CALCULATORS.md's formula: i = 7/400 = 0.0175, q = 12/3 = 4.
    // (1.0175)^4 = 1.07185903; (1.0175)^(-1/3) = 1 / 1.00579963 = 0.99423380;
    // 5,000 x 0.07185903 / (1 - 0.99423380) = 5,000 x 0.07185903 / 0.00576620 = 62,310.66.
    // Cross-check: the same as each instalment compounding quarterly for the months it stays in,
    // 5,000 x sum_{k=1..12} 1.0175^(k/3).
    const result = resultOf(rd.calculate({ monthly: 5000, rate: 7, months: 12 }));
    expect(result.maturityValue).toBeCloseTo(62_310.66, 1);
    expect(result.totalInvestment).toBe(60_000);
    expect(result.interestEarned).toBeCloseTo(2_310.66, 1);
  });

  it('is monthly x months at a 0 % rate', () => {
    expect(resultOf(rd.calculate({ monthly: 5000, rate: 0, months: 12 })).maturityValue).toBe(60_000);
  });

  it('rejects a zero tenure', () => {
    expectRejected(rd.calculate({ monthly: 5000, rate: 7, months: 0 }), 'months');
  });
});
