/**
 * The shared formulas, checked against published spreadsheet and numpy-financial examples. Each
 * expected value names its source; none was produced by running this code.
 */
import { describe, expect, it } from 'vitest';
import { amortizedPayment } from '../../../src/lib/finance/math/amortization';
import { ceilWhole, roundTo } from '../../../src/lib/finance/math/numbers';
import { debtPayoffSchedule } from '../../../src/lib/finance/loans/debtPayoff';
import { futureValueMonthly } from '../../../src/lib/finance/growth/futureValue';
import { irr } from '../../../src/lib/finance/growth/irr';
import { npv } from '../../../src/lib/finance/growth/npv';
import { bracketSlices } from '../../../src/lib/finance/tax/brackets';

describe('amortizedPayment', () => {
  it('matches Microsoft’s PMT example: PMT(8%/12, 10, 10000) = -1,037.03', () => {
    expect(amortizedPayment(10000, 0.08 / 12, 10)).toBeCloseTo(1037.03, 2);
  });

  it('matches numpy-financial’s pmt example: pmt(0.075/12, 12*15, 200000) = -1854.0247200054619', () => {
    expect(amortizedPayment(200000, 0.075 / 12, 180)).toBeCloseTo(1854.0247200054619, 8);
  });

  it('splits the principal evenly at a 0 % rate', () => {
    expect(amortizedPayment(1200, 0, 12)).toBe(100);
  });
});

describe('futureValueMonthly', () => {
  it('matches Microsoft’s FV example 1: FV(6%/12, 10, -200, -500, 1) = 2,581.40 (payments at start)', () => {
    expect(futureValueMonthly(500, 200, 0.06 / 12, 10, 'start')).toBeCloseTo(2581.4, 2);
  });

  it('matches Microsoft’s FV example 2: FV(12%/12, 12, -1000) = 12,682.50', () => {
    expect(futureValueMonthly(0, 1000, 0.12 / 12, 12, 'end')).toBeCloseTo(12682.5, 2);
  });

  it('matches Microsoft’s FV example 3: FV(11%/12, 35, -2000, , 1) = 82,846.25', () => {
    expect(futureValueMonthly(0, 2000, 0.11 / 12, 35, 'start')).toBeCloseTo(82846.25, 2);
  });

  it('matches numpy-financial’s fv example: fv(0.05/12, 10*12, -100, -100) = 15692.928894335748', () => {
    expect(futureValueMonthly(100, 100, 0.05 / 12, 120, 'end')).toBeCloseTo(15692.928894335748, 8);
  });

  it('is initial + deposit x n at a 0 % rate', () => {
    expect(futureValueMonthly(1000, 50, 0, 24, 'end')).toBe(2200);
    expect(futureValueMonthly(1000, 50, 0, 24, 'start')).toBe(2200);
  });
});

describe('npv', () => {
  // Excel's NPV discounts its first value at t = 1, exactly like our npv, so its examples map directly.
  it('matches Microsoft’s NPV example 1: NPV(10%, -10000, 3000, 4200, 6800) = 1,188.44', () => {
    expect(npv(10, [-10000, 3000, 4200, 6800])).toBeCloseTo(1188.44, 2);
  });

  it('matches Microsoft’s NPV example 2: NPV(8%, 8000, 9200, 10000, 12000, 14500) - 40000 = 1,922.06', () => {
    expect(npv(8, [8000, 9200, 10000, 12000, 14500]) - 40000).toBeCloseTo(1922.06, 2);
  });

  it('matches Microsoft’s NPV example 2 with a loss: ... , -9000) - 40000 = -3,749.47', () => {
    expect(npv(8, [8000, 9200, 10000, 12000, 14500, -9000]) - 40000).toBeCloseTo(-3749.47, 2);
  });

  it('is the plain sum at a 0 % rate', () => {
    expect(npv(0, [1, 2, 3])).toBe(6);
  });
});

describe('irr', () => {
  // Microsoft's IRR page: flows -70,000 then 12,000, 15,000, 18,000, 21,000 (and 26,000).
  it('matches Microsoft: IRR(-70000, 12000, 15000, 18000, 21000, 26000) = 8.66 %', () => {
    expect(irr([-70000, 12000, 15000, 18000, 21000, 26000])).toBeCloseTo(8.66, 2);
  });

  it('matches Microsoft: IRR(-70000, 12000, 15000, 18000, 21000) = -2.12 %', () => {
    expect(irr([-70000, 12000, 15000, 18000, 21000])).toBeCloseTo(-2.12, 2);
  });

  it('matches Microsoft: IRR(-70000, 12000, 15000) = -44.35 %, where Newton from 10 % overshoots', () => {
    expect(irr([-70000, 12000, 15000])).toBeCloseTo(-44.35, 2);
  });

  // numpy-financial's irr docstring examples, rounded to 5 decimals there (as fractions).
  it.each([
    [[-100, 39, 59, 55, 20], 28.095],
    [[-100, 0, 0, 74], -9.55],
    [[-100, 100, 0, -7], -8.33],
    [[-100, 100, 0, 7], 6.206],
    [[-5, 10.5, 1, -8, 1], 8.86],
  ])('matches numpy-financial: irr(%j) in percent ≈ %d', (flows, expected) => {
    expect(irr(flows)).toBeCloseTo(expected, 2);
  });

  it('returns null when no rate makes the NPV zero (inflows never repay the outlay in sign)', () => {
    expect(irr([-100, -50, -25])).toBeNull();
    expect(irr([100, 50])).toBeNull();
  });

  it('finds a root even when it is far above Newton’s start (-1 then 1,000,000: 99,999,900 %)', () => {
    // -1 + 1e6 / (1 + r) = 0  =>  r = 999,999, i.e. 99,999,900 %.
    const rate = irr([-1, 1e6]);
    expect(rate).not.toBeNull();
    expect(rate ?? 0).toBeCloseTo(99_999_900, -1);
  });

  it('returns 0 (not -0) when the flows exactly repay the outlay', () => {
    expect(Object.is(irr([-100, 100]), 0)).toBe(true);
  });
});

const RATES = [10, 12, 22, 24, 32, 35, 37];
const SINGLE_2023 = [11_000, 44_725, 95_375, 182_100, 231_250, 578_125];
const MARRIED_2023 = [22_000, 89_450, 190_750, 364_200, 462_500, 693_750];
const taxOn = (income: number, tops: number[]) => bracketSlices(income, RATES, tops).reduce((sum, slice) => sum + slice.tax, 0);

describe('bracketSlices (IRS 2023, Rev. Proc. 2022-38)', () => {
  it('single, $50,000: 1,100 + 4,047 + 1,160.50 = 6,307.50', () => {
    // 10 % x 11,000 = 1,100; 12 % x (44,725 - 11,000) = 4,047; 22 % x (50,000 - 44,725) = 1,160.50.
    expect(taxOn(50_000, SINGLE_2023)).toBeCloseTo(6307.5, 2);
  });

  it('married filing jointly, $100,000: 2,200 + 8,094 + 2,321 = 12,615', () => {
    // 10 % x 22,000 = 2,200; 12 % x (89,450 - 22,000) = 8,094; 22 % x (100,000 - 89,450) = 2,321.
    expect(taxOn(100_000, MARRIED_2023)).toBeCloseTo(12_615, 2);
  });

  // Rev. Proc. 2022-38's tables state the tax at the start of each bracket ("$5,147 plus 22% of the
  // excess over $44,725", ...): at a boundary, the tax is exactly that base amount.
  it.each([
    [11_000, 1_100],
    [44_725, 5_147],
    [95_375, 16_290],
    [182_100, 37_104],
    [231_250, 52_832],
    [578_125, 174_238.25],
  ])('single at the %d bracket boundary owes %d', (income, expected) => {
    expect(taxOn(income, SINGLE_2023)).toBeCloseTo(expected, 2);
  });

  it.each([
    [22_000, 2_200],
    [89_450, 10_294],
    [190_750, 32_580],
    [364_200, 74_208],
    [462_500, 105_664],
    [693_750, 186_601.5],
  ])('married at the %d bracket boundary owes %d', (income, expected) => {
    expect(taxOn(income, MARRIED_2023)).toBeCloseTo(expected, 2);
  });

  it('taxes income above the top boundary at 37 %: single $1,000,000', () => {
    // 174,238.25 + 37 % x (1,000,000 - 578,125) = 174,238.25 + 156,093.75 = 330,332.
    expect(taxOn(1_000_000, SINGLE_2023)).toBeCloseTo(330_332, 2);
  });
});

describe('debtPayoffSchedule', () => {
  it('pays month by month, the last payment only what is left (worked by hand)', () => {
    // 1,000 at 1 %/month, paying 300: 1,010 -> 710; 717.10 -> 417.10; 421.271 -> 121.271;
    // 122.48371 paid in full in month 4. Paid 3 x 300 + 122.48371 = 1,022.48371.
    const schedule = debtPayoffSchedule(1000, 0.01, 300, 1000);
    expect(schedule?.months).toBe(4);
    expect(schedule?.totalPaid).toBeCloseTo(1022.48371, 8);
    expect(schedule?.totalInterest).toBeCloseTo(22.48371, 8);
  });

  it('gives up (null) past the month cap instead of looping for ever', () => {
    expect(debtPayoffSchedule(1_000_000, 0.01, 10_000.01, 100)).toBeNull();
  });
});

describe('number helpers', () => {
  it('roundTo rounds half away from zero, 1.005 to 1.01 despite its binary form', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(85.8695652173913, 2)).toBe(85.87);
    expect(roundTo(4.1666, 1)).toBe(4.2);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('ceilWhole rounds up, but forgives float noise just above a whole number', () => {
    expect(ceilWhole(333.3333)).toBe(334);
    expect(ceilWhole(1.1 / 0.1)).toBe(11); // 11.000000000000002 in doubles
    expect(ceilWhole(1e-12)).toBe(1);
  });
});
