/**
 * The systematic withdrawal plan: each month the balance earns rate / 12 %, then the withdrawal (or what is left)
 * comes off it. Expected figures are worked by hand in the comments, or are Excel's PMT and the closed form
 * B(n) = P (1+i)^n − W ((1+i)^n − 1) / i for a plan that never runs out.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails } from '../../../src/lib/finance';
import { systematicWithdrawal, type SwpInputs } from '../../../src/lib/finance/growth/swp';

const plan = (inputs: SwpInputs) => systematicWithdrawal(inputs);

describe('month by month: growth first, then the withdrawal', () => {
  it('₹10,000 at 12 % (1 % a month), ₹1,000 a month for 3 months, worked by hand', () => {
    // Month 1: 10,000 + 100 = 10,100 − 1,000 = 9,100. Month 2: 9,100 + 91 = 9,191 − 1,000 = 8,191.
    // Month 3: 8,191 + 81.91 = 8,272.91 − 1,000 = 7,272.91. Paid 3,000; earned 100 + 91 + 81.91 = 272.91.
    const result = plan({ investment: 10_000, withdrawal: 1_000, rate: 12, years: 0.25 });
    expect(result.totalWithdrawn).toBeCloseTo(3_000, 9);
    expect(result.finalValue).toBeCloseTo(7_272.91, 9);
    expect(result.totalEarnings).toBeCloseTo(272.91, 9);
    expect(result.lastsMonths).toBeUndefined();
    expect(result.yearly).toHaveLength(1);
    expect(result.yearly[0]!.period).toBe(0.25);
    expect(result.yearly[0]!.withdrawn).toBeCloseTo(3_000, 9);
    expect(result.yearly[0]!.growth).toBeCloseTo(272.91, 9);
    expect(result.yearly[0]!.balance).toBeCloseTo(7_272.91, 9);
  });

  it('matches the closed form when the money never runs out: ₹10,00,000 at 8 %, ₹10,000 a month for 30 months', () => {
    // i = 8 / 1200; (1+i)^30 = 1.22…: B(30) = 1,000,000 (1+i)^30 − 10,000 ((1+i)^30 − 1) / i = 889,703.8202025161.
    // Earnings: 889,703.82 + 300,000 − 1,000,000 = 189,703.8202025161.
    const result = plan({ investment: 1_000_000, withdrawal: 10_000, rate: 8, years: 2.5 });
    expect(result.totalWithdrawn).toBeCloseTo(300_000, 6);
    expect(result.finalValue).toBeCloseTo(889_703.8202025161, 6);
    expect(result.totalEarnings).toBeCloseTo(189_703.8202025161, 6);
    expect(result.lastsMonths).toBeUndefined();
  });
});

describe('at a 0 % return the money simply runs down', () => {
  it('₹1,20,000 at ₹1,000 a month for 10 years: month 120 pays the last ₹1,000, so it lasts the term and lastsMonths is absent', () => {
    // After growth, month 120's balance is exactly 1,000 = the withdrawal: k = 120 = n, and the rule wants k < n.
    const result = plan({ investment: 120_000, withdrawal: 1_000, rate: 0, years: 10 });
    expect(result.lastsMonths).toBeUndefined();
    expect(result).toMatchObject({ totalWithdrawn: 120_000, finalValue: 0, totalEarnings: 0, sustainableWithdrawal: 1_000 });
    expect(result.yearly.map((row) => row.balance)).toEqual([108_000, 96_000, 84_000, 72_000, 60_000, 48_000, 36_000, 24_000, 12_000, 0]);
  });

  it('the same plan over 11 years runs out in month 120, and the last 12 months pay nothing', () => {
    // k = 120 < n = 132. Paid 120,000 in all; year 11 pays 0.
    const result = plan({ investment: 120_000, withdrawal: 1_000, rate: 0, years: 11 });
    expect(result.lastsMonths).toBe(120);
    expect(result).toMatchObject({ totalWithdrawn: 120_000, finalValue: 0, totalEarnings: 0 });
    expect(result.yearly).toHaveLength(11);
    expect(result.yearly[10]).toEqual({ period: 11, withdrawn: 0, growth: 0, balance: 0 });
  });

  it('splits the investment evenly as the sustainable withdrawal: ₹1,20,000 over 11 years is ₹909.09… a month', () => {
    // 120,000 / 132 = 909.0909…
    expect(plan({ investment: 120_000, withdrawal: 1_000, rate: 0, years: 11 }).sustainableWithdrawal).toBeCloseTo(120_000 / 132, 9);
  });
});

describe('running out before the term ends', () => {
  it('₹2,500 at 12 %, ₹1,000 a month for 2 years: month 3 pays the ₹545.6525 left, then nothing more is paid', () => {
    // Month 1: 2,525 − 1,000 = 1,525. Month 2: 1,540.25 − 1,000 = 540.25. Month 3: 545.6525 ≤ 1,000, all paid out.
    // Paid 2,545.6525; earned 25 + 15.25 + 5.4025 = 45.6525. Months 4 to 24 pay 0 and earn 0.
    const result = plan({ investment: 2_500, withdrawal: 1_000, rate: 12, years: 2 });
    expect(result.lastsMonths).toBe(3);
    expect(result.totalWithdrawn).toBeCloseTo(2_545.6525, 9);
    expect(result.finalValue).toBe(0);
    expect(result.totalEarnings).toBeCloseTo(45.6525, 9);
    expect(result.yearly[0]!.withdrawn).toBeCloseTo(2_545.6525, 9);
    expect(result.yearly[0]!.growth).toBeCloseTo(45.6525, 9);
    expect(result.yearly[1]).toEqual({ period: 2, withdrawn: 0, growth: 0, balance: 0 });
  });

  it('a plan whose last month pays only part of the withdrawal still lasts its term: the same plan for 3 months', () => {
    // Month 3 is k = 3 = n: it pays 545.6525 of the 1,000, but the term ends there, so lastsMonths is absent.
    const result = plan({ investment: 2_500, withdrawal: 1_000, rate: 12, years: 0.25 });
    expect(result.lastsMonths).toBeUndefined();
    expect(result.totalWithdrawn).toBeCloseTo(2_545.6525, 9);
    expect(result.finalValue).toBe(0);
  });
});

describe('the sustainable withdrawal is Excel’s PMT on the investment', () => {
  const TEN_LAKH = { investment: 1_000_000, rate: 8, years: 10 };

  it('₹10,00,000 at 8 % for 10 years: PMT(8%/12, 120, -1000000) = ₹12,132.76', () => {
    // Excel shows 12,132.76; to more places, 1,000,000 i (1+i)^120 / ((1+i)^120 − 1) = 12,132.7594355357.
    expect(plan({ ...TEN_LAKH, withdrawal: 1 }).sustainableWithdrawal).toBeCloseTo(12_132.7594355357, 8);
  });

  it('withdrawing exactly that amount leaves ~0 after the last month, and the money lasts the whole term', () => {
    // 120 × 12,132.7594355357 = 1,455,931.1322642832 paid; earnings 455,931.13.
    const result = plan({ ...TEN_LAKH, withdrawal: 12_132.7594355357 });
    expect(result.finalValue).toBeCloseTo(0, 5);
    expect(result.totalWithdrawn).toBeCloseTo(1_455_931.1322642832, 5);
    expect(result.totalEarnings).toBeCloseTo(455_931.1322642832, 5);
    expect(result.lastsMonths).toBeUndefined();
  });

  it('a rupee a month more only pays short in the last month; a rupee less leaves that rupee’s growth at the end', () => {
    // Each extra rupee a month grows to s = ((1+i)^120 − 1) / i = 182.9460351817 by month 120. One rupee over: month
    // 120 finds 12,133.76 − 182.95 after growth, pays it all (k = n, so lastsMonths is absent) and the plan pays
    // 120 × 12,133.7594355357 − 182.9460351817 = 1,455,868.1862291023. One rupee under: 182.9460351817 is left.
    const over = plan({ ...TEN_LAKH, withdrawal: 12_133.7594355357 });
    expect(over.lastsMonths).toBeUndefined();
    expect(over.finalValue).toBe(0);
    expect(over.totalWithdrawn).toBeCloseTo(1_455_868.1862291023, 5);
    const under = plan({ ...TEN_LAKH, withdrawal: 12_131.7594355357 });
    expect(under.lastsMonths).toBeUndefined();
    expect(under.finalValue).toBeCloseTo(182.9460351817, 5);
  });

  it('₹13,000 a month runs out in month 109, whose ₹2,965.92 after growth is paid in full', () => {
    // After 108 months: 1,000,000 (1+i)^108 − 13,000 ((1+i)^108 − 1) / i; grown one month that is 2,965.9178420771
    // ≤ 13,000 (month 108's was above it). Paid: 108 × 13,000 + 2,965.9178420771 = 1,406,965.9178420771.
    const result = plan({ ...TEN_LAKH, withdrawal: 13_000 });
    expect(result.lastsMonths).toBe(109);
    expect(result.finalValue).toBe(0);
    expect(result.totalWithdrawn).toBeCloseTo(1_406_965.9178420771, 5);
    // Year 10 is months 109 to 120: only month 109 pays anything.
    expect(result.yearly.at(-1)!.withdrawn).toBeCloseTo(2_965.9178420771, 5);
    expect(result.yearly.at(-1)!.balance).toBe(0);
  });
});

describe('yearly rows: each year’s withdrawals and growth, the balance at its end', () => {
  it('₹10,00,000 at 8 %, ₹10,000 a month for 2.5 years: years 1, 2 and 2.5, from the closed form', () => {
    // Year 1: 1,000,000 (1+i)^12 − 10,000 ((1+i)^12 − 1) / i = 958,500.2465962446; growth = that + 120,000 − 1,000,000.
    // Year 2: 913,556.0341273442; growth 913,556.03 + 120,000 − 958,500.25 = 75,055.7875310996.
    // Year 2.5 (6 months): 889,703.8202025161; growth 889,703.82 + 60,000 − 913,556.03 = 36,147.7860751719.
    const { yearly } = plan({ investment: 1_000_000, withdrawal: 10_000, rate: 8, years: 2.5 });
    expect(yearly.map((row) => row.period)).toEqual([1, 2, 2.5]);
    expect(yearly.map((row) => row.withdrawn)).toEqual([120_000, 120_000, 60_000]);
    const expected = [
      [78_500.2465962446, 958_500.2465962446],
      [75_055.7875310996, 913_556.0341273442],
      [36_147.7860751719, 889_703.8202025161],
    ] as const;
    expected.forEach(([growth, balance], index) => {
      expect(yearly[index]!.growth).toBeCloseTo(growth, 6);
      expect(yearly[index]!.balance).toBeCloseTo(balance, 6);
    });
  });

  it('names a last partial year by its length to 2 decimals: 31 months is 2.58', () => {
    const { yearly } = plan({ investment: 120_000, withdrawal: 1_000, rate: 0, years: 31 / 12 });
    expect(yearly.map((row) => row.period)).toEqual([1, 2, 2.58]);
    expect(yearly.map((row) => row.withdrawn)).toEqual([12_000, 12_000, 7_000]);
    expect(yearly.at(-1)!.balance).toBe(89_000);
  });

  it.each([
    ['never runs out', { investment: 1_000_000, withdrawal: 10_000, rate: 8, years: 2.5 }],
    ['runs out early', { investment: 2_500, withdrawal: 1_000, rate: 12, years: 2 }],
    ['the sustainable amount', { investment: 1_000_000, withdrawal: 12_132.7594355357, rate: 8, years: 10 }],
    ['a long plan at 0 %', { investment: 120_000, withdrawal: 1_000, rate: 0, years: 11 }],
  ] as const)('add up to the totals (%s): withdrawals, growth = earnings, last balance = final value', (_, inputs) => {
    const result = plan(inputs);
    expect(result.yearly.reduce((sum, row) => sum + row.withdrawn, 0)).toBeCloseTo(result.totalWithdrawn, 6);
    expect(result.yearly.reduce((sum, row) => sum + row.growth, 0)).toBeCloseTo(result.totalEarnings, 6);
    expect(result.yearly.at(-1)!.balance).toBe(result.finalValue);
  });
});

describe('the runs-out note says the month once, and the span in years and months', () => {
  const noteFor = (inputs: Record<string, string>) => {
    const outcome = runCalculatorWithDetails(calculators.swp, inputs);
    return outcome.ok ? outcome.details?.notes.find((each) => each.name === 'runs-out')?.text : undefined;
  };

  it('₹10,00,000 at 6 %, ₹15,000 a month for 10 years: month 82, 6 years 10 months, with no "82 months" inside it', () => {
    // i = 0.5 %: full withdrawals last n = −ln(1 − P i / w) / ln(1 + i) = −ln(1 − 5,000 / 15,000) / ln(1.005) = 81.3
    // months, so month 82 pays what is left. 82 = 6 × 12 + 10.
    const text = noteFor({ investment: '1000000', withdrawal: '15000', rate: '6', years: '10' });
    expect(text).toMatch(/^The money runs out in month 82 \(6\u00a0years 10\u00a0months\), which pays only what is left\./);
    expect(text).not.toMatch(/82\u00a0months/);
  });

  it('under a year it names the month alone: ₹2,500 at 12 %, ₹1,000 a month runs out in month 3', () => {
    // Month 3 pays the ₹545.6525 left (worked above).
    expect(noteFor({ investment: '2500', withdrawal: '1000', rate: '12', years: '2' })).toMatch(/^The money runs out in month 3, which pays/);
  });
});
