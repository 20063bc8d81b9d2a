/**
 * Indian income tax, new regime against old, for resident individuals (DECISIONS.md): standard deduction, slabs,
 * the section 87A rebate and its marginal relief, surcharge and its marginal relief, cess, and the deductions at which
 * the old regime catches up. Every expected figure is worked by hand in the comments (1 L = ₹1,00,000; 1 Cr = 100 L).
 */
import { describe, expect, it } from 'vitest';
import { INDIA_AGE_BANDS, INDIA_FINANCIAL_YEARS } from '../../../src/lib/finance/tax/tables/indiaIncomeTax';
import {
  compareIndiaRegimes,
  indiaBreakEvenDeductions,
  indiaRegimeTax,
  indiaTaxableIncome,
  type IndiaTaxInput,
  type RegimeTax,
} from '../../../src/lib/finance/tax/indiaIncomeTax';

/** A salaried resident under 60 in FY 2025-26 with no deductions, unless a test says otherwise. */
const BASE: IndiaTaxInput = { income: 0, fy: '2025-26', age: 'under60', incomeType: 'salary', deductions: 0 };
const compare = (overrides: Partial<IndiaTaxInput>) => compareIndiaRegimes({ ...BASE, ...overrides });

/** Checks every step of one regime's tax, to the paisa and well below. */
function expectSteps(actual: RegimeTax, expected: Omit<RegimeTax, 'slabs'>) {
  for (const key of ['taxable', 'slabTax', 'rebate', 'surcharge', 'cess', 'total'] as const) {
    expect(actual[key], key).toBeCloseTo(expected[key], 6);
  }
}

/** The slabs as [rate, income in the slab, tax on it]. */
const slabRows = (regime: RegimeTax) => regime.slabs.map(({ rate, taxed, tax }) => [rate, taxed, tax]);

describe('standard deduction', () => {
  it('takes ₹75,000 off salary in the new regime and ₹50,000 (then the deductions) in the old; other income keeps all', () => {
    // Salary 10,00,000 with 1,00,000 of deductions: new 10,00,000 − 75,000 = 9,25,000; old 10,00,000 − 50,000 − 1,00,000 = 8,50,000.
    expect(compare({ income: 10_00_000, deductions: 1_00_000 })).toMatchObject({ taxableNew: 9_25_000, taxableOld: 8_50_000 });
    // Other income: no standard deduction; the old regime still takes the reader's deductions.
    expect(compare({ income: 10_00_000, deductions: 1_00_000, incomeType: 'other' })).toMatchObject({ taxableNew: 10_00_000, taxableOld: 9_00_000 });
  });

  it('never leaves taxable income below 0: ₹40,000 of salary is taxed on nothing, in no slab', () => {
    const result = compare({ income: 40_000, deductions: 5_000 });
    for (const regime of [result.regimes.new, result.regimes.old]) {
      expectSteps(regime, { taxable: 0, slabTax: 0, rebate: 0, surcharge: 0, cess: 0, total: 0 });
      expect(regime.slabs).toEqual([]);
    }
    expect(result).toMatchObject({ effectiveRateNew: 0, effectiveRateOld: 0, cheaper: 'same', savings: 0, breakEvenDeductions: 0 });
  });
});

describe('new regime, FY 2025-26: slabs and the ₹12 lakh rebate', () => {
  it('₹12,75,000 of salary pays nothing: taxable ₹12,00,000, slab tax ₹60,000, all rebated', () => {
    // 12,75,000 − 75,000 = 12,00,000. Slabs: 0 % on 4 L; 5 % on 4 L = 20,000; 10 % on 4 L = 40,000; slab tax 60,000.
    // At or below the 12 L limit: max(0, 60,000 − 60,000) = 0. No surcharge, no cess.
    const result = compare({ income: 12_75_000 });
    expectSteps(result.regimes.new, { taxable: 12_00_000, slabTax: 60_000, rebate: -60_000, surcharge: 0, cess: 0, total: 0 });
    expect(slabRows(result.regimes.new)).toEqual([
      [0, 4_00_000, 0],
      [5, 4_00_000, 20_000],
      [10, 4_00_000, 40_000],
    ]);
    expect(result.taxNew).toBe(0);
  });

  it('₹12,80,000 of salary pays ₹5,200: marginal relief caps the tax at the ₹5,000 above the limit, plus 4 % cess', () => {
    // Taxable 12,80,000 − 75,000 = 12,05,000. Slab tax 60,000 + 15 % of 5,000 (750) = 60,750.
    // Above the 12 L limit: min(60,750, 12,05,000 − 12,00,000) = 5,000, so the rebate is 5,000 − 60,750 = −55,750.
    // Cess 4 % of 5,000 = 200. Total 5,200.
    const result = compare({ income: 12_80_000 });
    expectSteps(result.regimes.new, { taxable: 12_05_000, slabTax: 60_750, rebate: -55_750, surcharge: 0, cess: 200, total: 5_200 });
  });

  it('taxable ₹12,10,000 pays ₹10,000 before cess: the ₹61,500 slab tax cut to the ₹10,000 above the limit', () => {
    // The example quoted with the 2025 Budget: slab tax 60,000 + 15 % of 10,000 (1,500) = 61,500; marginal relief
    // 51,500 leaves 10,000. Cess 400. (₹12,85,000 of salary less 75,000.)
    expectSteps(compare({ income: 12_85_000 }).regimes.new, { taxable: 12_10_000, slabTax: 61_500, rebate: -51_500, surcharge: 0, cess: 400, total: 10_400 });
  });

  it('stops the marginal relief once the slab tax is below the income above the limit: taxable ₹13,00,000 pays ₹78,000', () => {
    // 13,75,000 − 75,000 = 13,00,000. Slab tax 60,000 + 15 % of 1 L = 75,000 < 1,00,000 above the limit: no relief.
    // Cess 3,000. Total 78,000.
    expectSteps(compare({ income: 13_75_000 }).regimes.new, { taxable: 13_00_000, slabTax: 75_000, rebate: 0, surcharge: 0, cess: 3_000, total: 78_000 });
  });

  it('gives other income no standard deduction: ₹12,75,000 of it pays ₹74,100', () => {
    // Taxable 12,75,000. Slab tax 60,000 + 15 % of 75,000 (11,250) = 71,250; min(71,250, 75,000) = 71,250.
    // Cess 2,850. Total 74,100.
    expectSteps(compare({ income: 12_75_000, incomeType: 'other' }).regimes.new, { taxable: 12_75_000, slabTax: 71_250, rebate: 0, surcharge: 0, cess: 2_850, total: 74_100 });
  });

  it('fills every slab in turn: ₹25,00,000 of other income pays ₹3,43,200', () => {
    // 0 + 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 (4 L each at 0–25 %) + 30 % of 1 L (30,000) = 3,30,000.
    // Cess 13,200. Total 3,43,200.
    const regime = compare({ income: 25_00_000, incomeType: 'other' }).regimes.new;
    expectSteps(regime, { taxable: 25_00_000, slabTax: 3_30_000, rebate: 0, surcharge: 0, cess: 13_200, total: 3_43_200 });
    expect(slabRows(regime)).toEqual([
      [0, 4_00_000, 0],
      [5, 4_00_000, 20_000],
      [10, 4_00_000, 40_000],
      [15, 4_00_000, 60_000],
      [20, 4_00_000, 80_000],
      [25, 4_00_000, 1_00_000],
      [30, 1_00_000, 30_000],
    ]);
  });

  it('keeps the FY 2025-26 rules for FY 2026-27 (Budget 2026), in both regimes', () => {
    for (const income of [5_00_000, 12_80_000, 30_00_000, 50_85_000, 6_00_00_000]) {
      expect(compare({ income, fy: '2026-27', deductions: 2_00_000 })).toEqual(compare({ income, deductions: 2_00_000 }));
    }
  });
});

describe('new regime, FY 2024-25: the ₹7 lakh rebate', () => {
  it('at the ₹7,00,000 limit (₹7,75,000 of salary) the ₹20,000 slab tax is all rebated', () => {
    // 7,75,000 − 75,000 = 7,00,000. 0 % on 3 L; 5 % on 4 L = 20,000. max(0, 20,000 − 25,000) = 0.
    const regime = compare({ income: 7_75_000, fy: '2024-25' }).regimes.new;
    expectSteps(regime, { taxable: 7_00_000, slabTax: 20_000, rebate: -20_000, surcharge: 0, cess: 0, total: 0 });
    expect(slabRows(regime)).toEqual([
      [0, 3_00_000, 0],
      [5, 4_00_000, 20_000],
    ]);
  });

  it('₹10,000 above the limit pays ₹10,400: marginal relief caps the ₹21,000 slab tax at ₹10,000, plus cess', () => {
    // Taxable 7,10,000: 20,000 + 10 % of 10,000 = 21,000; min(21,000, 10,000) = 10,000; cess 400.
    expectSteps(compare({ income: 7_85_000, fy: '2024-25' }).regimes.new, { taxable: 7_10_000, slabTax: 21_000, rebate: -11_000, surcharge: 0, cess: 400, total: 10_400 });
  });

  it('taxes ₹15,00,000 at the 2024-25 slabs: ₹1,45,600, against ₹1,09,200 in FY 2025-26', () => {
    // 2024-25: 0 + 5 % of 4 L (20,000) + 10 % of 3 L (30,000) + 15 % of 2 L (30,000) + 20 % of 3 L (60,000) = 1,40,000;
    // cess 5,600; 1,45,600. 2025-26: 60,000 + 15 % of 3 L (45,000) = 1,05,000; cess 4,200; 1,09,200.
    expect(compare({ income: 15_75_000, fy: '2024-25' }).taxNew).toBeCloseTo(1_45_600, 6);
    expect(compare({ income: 15_75_000 }).taxNew).toBeCloseTo(1_09_200, 6);
  });
});

describe('old regime by age band', () => {
  it('under 60: ₹5,00,000 taxable pays nothing, its ₹12,500 slab tax all rebated', () => {
    // 0 % on 2.5 L; 5 % on 2.5 L = 12,500; at or below 5 L: max(0, 12,500 − 12,500) = 0.
    expectSteps(compare({ income: 5_50_000 }).regimes.old, { taxable: 5_00_000, slabTax: 12_500, rebate: -12_500, surcharge: 0, cess: 0, total: 0 });
  });

  it('under 60: ₹10,00,000 taxable pays 12,500 + 1,00,000 = 1,12,500, plus 4 % cess: ₹1,17,000', () => {
    // Salary 12,00,000 − 50,000 − 1,50,000 of deductions = 10,00,000. 5 % of 2.5 L = 12,500; 20 % of 5 L = 1,00,000.
    const regime = compare({ income: 12_00_000, deductions: 1_50_000 }).regimes.old;
    expectSteps(regime, { taxable: 10_00_000, slabTax: 1_12_500, rebate: 0, surcharge: 0, cess: 4_500, total: 1_17_000 });
    expect(slabRows(regime)).toEqual([
      [0, 2_50_000, 0],
      [5, 2_50_000, 12_500],
      [20, 5_00_000, 1_00_000],
    ]);
  });

  it('60 to 80: the first ₹3,00,000 at 0 %: ₹10,00,000 pays ₹1,14,400 and ₹5,00,000 pays nothing', () => {
    // 10 L: 5 % of 2 L (10,000) + 20 % of 5 L (1,00,000) = 1,10,000; cess 4,400; 1,14,400.
    // 5 L: 10,000, all rebated.
    expectSteps(compare({ income: 10_00_000, incomeType: 'other', age: '60to80' }).regimes.old, { taxable: 10_00_000, slabTax: 1_10_000, rebate: 0, surcharge: 0, cess: 4_400, total: 1_14_400 });
    expectSteps(compare({ income: 5_00_000, incomeType: 'other', age: '60to80' }).regimes.old, { taxable: 5_00_000, slabTax: 10_000, rebate: -10_000, surcharge: 0, cess: 0, total: 0 });
  });

  it('over 80: the first ₹5,00,000 at 0 % and no 5 % slab: ₹10,00,000 pays ₹1,04,000', () => {
    // 20 % of 5 L = 1,00,000; cess 4,000.
    const regime = compare({ income: 10_00_000, incomeType: 'other', age: 'over80' }).regimes.old;
    expectSteps(regime, { taxable: 10_00_000, slabTax: 1_00_000, rebate: 0, surcharge: 0, cess: 4_000, total: 1_04_000 });
    expect(slabRows(regime)).toEqual([
      [0, 5_00_000, 0],
      [20, 5_00_000, 1_00_000],
    ]);
  });

  it('has no marginal relief on the rebate: ₹10,000 above ₹5,00,000 costs ₹15,080 under 60, ₹12,480 at 60 to 80, ₹2,080 over 80', () => {
    // Taxable 5,10,000, the rebate lost in full. Under 60: 12,500 + 20 % of 10,000 (2,000) = 14,500; cess 580.
    // 60 to 80: 10,000 + 2,000 = 12,000; cess 480. Over 80: 2,000; cess 80.
    const taxAt = (age: IndiaTaxInput['age']) => compare({ income: 5_10_000, incomeType: 'other', age }).taxOld;
    expect(taxAt('under60')).toBeCloseTo(15_080, 6);
    expect(taxAt('60to80')).toBeCloseTo(12_480, 6);
    expect(taxAt('over80')).toBeCloseTo(2_080, 6);
  });

  it('changes only the old regime with age', () => {
    for (const fy of INDIA_FINANCIAL_YEARS) {
      const [young, ...older] = INDIA_AGE_BANDS.map((age) => compare({ income: 18_00_000, fy, age }));
      for (const other of older) {
        expect(other.regimes.new).toEqual(young?.regimes.new);
        expect(other.taxOld).toBeLessThan(young?.taxOld ?? 0);
      }
    }
  });
});

describe('surcharge and its marginal relief', () => {
  it('just above ₹50 lakh, tax plus surcharge is capped at the tax at ₹50 lakh plus the excess: taxable ₹50,10,000 (new)', () => {
    // Tax at exactly T = 50 L: 3,00,000 for the slabs up to 24 L + 30 % of 26 L (7,80,000) = 10,80,000; no surcharge.
    // At X = 50,10,000: 10,80,000 + 30 % of 10,000 = 10,83,000; a full 10 % surcharge (1,08,300) would make 11,91,300,
    // above the cap 10,80,000 + (X − T) 10,000 = 10,90,000. Surcharge 10,90,000 − 10,83,000 = 7,000.
    // Cess 4 % of 10,90,000 = 43,600. Total 11,33,600.
    expectSteps(compare({ income: 50_85_000 }).regimes.new, { taxable: 50_10_000, slabTax: 10_83_000, rebate: 0, surcharge: 7_000, cess: 43_600, total: 11_33_600 });
  });

  it('charges the full 10 % once past the relief: taxable ₹60,00,000 (new) pays ₹15,78,720', () => {
    // Tax 10,80,000 + 30 % of 10 L = 13,80,000; surcharge 1,38,000 (cap 10,80,000 + 10 L = 20,80,000 is not reached).
    // Cess 4 % of 15,18,000 = 60,720. Total 15,78,720.
    expectSteps(indiaRegimeTax('new', 60_00_000, '2025-26', 'under60'), { taxable: 60_00_000, slabTax: 13_80_000, rebate: 0, surcharge: 1_38_000, cess: 60_720, total: 15_78_720 });
  });

  it('at ₹1 crore the cap starts from the tax and 10 % surcharge at exactly ₹1 crore: taxable ₹1,00,10,000 (new)', () => {
    // Tax at T = 1 Cr: 3,00,000 + 30 % of 76 L (22,80,000) = 25,80,000; 10 % surcharge 2,58,000: 28,38,000.
    // At X: 25,80,000 + 3,000 = 25,83,000; 15 % (3,87,450) would make 29,70,450 > cap 28,38,000 + 10,000 = 28,48,000.
    // Surcharge 28,48,000 − 25,83,000 = 2,65,000. Cess 4 % of 28,48,000 = 1,13,920. Total 29,61,920.
    expectSteps(indiaRegimeTax('new', 1_00_10_000, '2025-26', 'under60'), { taxable: 1_00_10_000, slabTax: 25_83_000, rebate: 0, surcharge: 2_65_000, cess: 1_13_920, total: 29_61_920 });
  });

  it('above ₹5 crore the old regime’s surcharge is 37 %, the new regime’s still 25 %: ₹6 crore of other income', () => {
    // New: 3,00,000 + 30 % of 5,76,00,000 (1,72,80,000) = 1,75,80,000; 25 % = 43,95,000 (cap from 2 Cr: 55,80,000 × 1.15
    // + 4 Cr = 4,64,17,000, not reached); cess 4 % of 2,19,75,000 = 8,79,000; total 2,28,54,000.
    // Old: 12,500 + 1,00,000 + 30 % of 5,90,00,000 (1,77,00,000) = 1,78,12,500; 37 % = 65,90,625 (cap from 5 Cr:
    // 1,48,12,500 × 1.25 + 1 Cr = 2,85,15,625, not reached); cess 4 % of 2,44,03,125 = 9,76,125; total 2,53,79,250.
    const result = compare({ income: 6_00_00_000, incomeType: 'other' });
    expectSteps(result.regimes.new, { taxable: 6_00_00_000, slabTax: 1_75_80_000, rebate: 0, surcharge: 43_95_000, cess: 8_79_000, total: 2_28_54_000 });
    expectSteps(result.regimes.old, { taxable: 6_00_00_000, slabTax: 1_78_12_500, rebate: 0, surcharge: 65_90_625, cess: 9_76_125, total: 2_53_79_250 });
    expect(result.cheaper).toBe('new');
    expect(result.savings).toBeCloseTo(25_25_250, 6);
  });

  it('relieves the old regime’s step to 37 % just above ₹5 crore, and gives the new regime no step there', () => {
    // Old at T = 5 Cr: 1,12,500 + 30 % of 4,90,00,000 = 1,48,12,500; 25 % surcharge: 1,85,15,625.
    // At X = 5,00,10,000: 1,48,15,500; 37 % would make 2,02,97,235 > cap 1,85,15,625 + 10,000 = 1,85,25,625.
    // Surcharge 1,85,25,625 − 1,48,15,500 = 37,10,125; cess 7,41,025; total 1,92,66,650.
    expectSteps(indiaRegimeTax('old', 5_00_10_000, '2025-26', 'under60'), { taxable: 5_00_10_000, slabTax: 1_48_15_500, rebate: 0, surcharge: 37_10_125, cess: 7_41_025, total: 1_92_66_650 });
    // New at X: 3,00,000 + 30 % of 4,76,10,000 = 1,45,83,000; a plain 25 % = 36,45,750; cess 7,29,150; total 1,89,57,900.
    expectSteps(indiaRegimeTax('new', 5_00_10_000, '2025-26', 'under60'), { taxable: 5_00_10_000, slabTax: 1_45_83_000, rebate: 0, surcharge: 36_45_750, cess: 7_29_150, total: 1_89_57_900 });
  });
});

describe('comparing the regimes', () => {
  it('names the cheaper regime, the saving and each effective rate on gross income: ₹12,80,000 of salary, no deductions', () => {
    // New 5,200 (above). Old: taxable 12,30,000: 12,500 + 1,00,000 + 30 % of 2,30,000 (69,000) = 1,81,500; cess 7,260;
    // 1,88,760. Saving 1,83,560. Rates: 5,200 / 12,80,000 = 0.40625 %; 1,88,760 / 12,80,000 = 14.746875 %.
    const result = compare({ income: 12_80_000 });
    expect(result.cheaper).toBe('new');
    expect(result.taxOld).toBeCloseTo(1_88_760, 6);
    expect(result.savings).toBeCloseTo(1_83_560, 6);
    expect(result.effectiveRateNew).toBeCloseTo(0.40625, 9);
    expect(result.effectiveRateOld).toBeCloseTo(14.746875, 9);
  });

  it('finds the old regime cheaper with enough deductions: ₹15,00,000 of salary and ₹6,00,000 of deductions', () => {
    // New: taxable 14,25,000: 60,000 + 15 % of 2,25,000 (33,750) = 93,750; cess 3,750; 97,500.
    // Old: taxable 15,00,000 − 50,000 − 6,00,000 = 8,50,000: 12,500 + 20 % of 3,50,000 (70,000) = 82,500; cess 3,300; 85,800.
    const result = compare({ income: 15_00_000, deductions: 6_00_000 });
    expect(result).toMatchObject({ cheaper: 'old', taxableNew: 14_25_000, taxableOld: 8_50_000 });
    expect(result.taxNew).toBeCloseTo(97_500, 6);
    expect(result.taxOld).toBeCloseTo(85_800, 6);
    expect(result.savings).toBeCloseTo(11_700, 6);
  });

  it('adds up: slab tax, rebate, surcharge and cess make each total; the slabs’ incomes make the taxable income', () => {
    for (const fy of INDIA_FINANCIAL_YEARS) {
      for (const age of INDIA_AGE_BANDS) {
        for (const income of [1, 3_10_000.5, 7_20_000, 12_90_000, 52_00_000, 1_02_00_000, 2_05_00_000, 5_05_00_000]) {
          const result = compare({ income, fy, age, deductions: 1_75_000 });
          for (const regime of [result.regimes.new, result.regimes.old]) {
            expect(regime.slabTax + regime.rebate + regime.surcharge + regime.cess).toBeCloseTo(regime.total, 6);
            expect(regime.slabs.reduce((sum, slice) => sum + slice.taxed, 0)).toBeCloseTo(regime.taxable, 6);
            expect(regime.slabs.reduce((sum, slice) => sum + slice.tax, 0)).toBeCloseTo(regime.slabTax, 6);
            expect(regime.rebate).toBeLessThanOrEqual(0);
            expect(regime.surcharge).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
  });
});

describe('break-even deductions', () => {
  /** Old-regime tax for the same reader with `deductions` instead. */
  const oldTaxWith = (input: IndiaTaxInput, deductions: number) => compareIndiaRegimes({ ...input, deductions }).taxOld;

  it('₹15,00,000 of salary: the old regime catches up at ₹5,43,750 of deductions, and not a rupee sooner', () => {
    // New 97,500, so the old regime's tax before cess must be at most 93,750: 12,500 + 20 % of (t − 5 L) ≤ 93,750
    // gives t ≤ 9,06,250, and 15,00,000 − 50,000 − 9,06,250 = 5,43,750. At 5,43,749, t = 9,06,251: 93,750.20 + cess > 97,500.
    const input = { ...BASE, income: 15_00_000 };
    const result = compareIndiaRegimes(input);
    expect(result.breakEvenDeductions).toBe(5_43_750);
    expect(oldTaxWith(input, 5_43_750)).toBeLessThanOrEqual(result.taxNew);
    expect(oldTaxWith(input, 5_43_749)).toBeGreaterThan(result.taxNew);
    // At exactly the break-even the two regimes cost the same.
    expect(compare({ income: 15_00_000, deductions: 5_43_750 })).toMatchObject({ cheaper: 'same', savings: 0 });
  });

  it('when the new regime pays nothing, it is the deduction that brings the old regime to its ₹5,00,000 rebate limit', () => {
    // ₹12,00,000 of salary: new taxable 11,25,000, slab tax 52,500, all rebated: 0. Old before deductions 11,50,000;
    // 11,50,000 − 5,00,000 = 6,50,000. One rupee less leaves 5,00,001 taxable: 12,500 + 20 % of ₹1 = 12,500.20, no rebate,
    // plus 4 % cess = 13,000.208.
    const input = { ...BASE, income: 12_00_000 };
    const result = compareIndiaRegimes(input);
    expect(result.taxNew).toBe(0);
    expect(result.breakEvenDeductions).toBe(6_50_000);
    expect(oldTaxWith(input, 6_50_000)).toBe(0);
    expect(oldTaxWith(input, 6_49_999)).toBeCloseTo(13_000.208, 6);
  });

  it('is 0 when the old regime already costs no more without deductions: ₹2,00,000 of other income pays nothing in either', () => {
    expect(compare({ income: 2_00_000, incomeType: 'other' })).toMatchObject({ taxNew: 0, taxOld: 0, breakEvenDeductions: 0 });
  });

  it('does not depend on the deductions entered', () => {
    const amounts = [0, 1_00_000, 9_99_999].map((deductions) => compare({ income: 15_00_000, deductions }).breakEvenDeductions);
    expect(amounts).toEqual([5_43_750, 5_43_750, 5_43_750]);
    expect(indiaBreakEvenDeductions({ income: 15_00_000, fy: '2025-26', age: 'under60', incomeType: 'salary' }, 97_500)).toBe(5_43_750);
  });

  it('is always the smallest whole rupee that works, for every year, age band and kind of income', () => {
    for (const fy of INDIA_FINANCIAL_YEARS) {
      for (const age of INDIA_AGE_BANDS) {
        for (const incomeType of ['salary', 'other'] as const) {
          for (const income of [3_00_000, 7_50_000, 12_80_000, 20_00_000.75, 55_00_000, 1_20_00_000, 6_00_00_000]) {
            const input: IndiaTaxInput = { income, fy, age, incomeType, deductions: 0 };
            const { breakEvenDeductions, taxNew } = compareIndiaRegimes(input);
            expect(Number.isInteger(breakEvenDeductions)).toBe(true);
            expect(breakEvenDeductions).toBeLessThanOrEqual(Math.ceil(indiaTaxableIncome('old', input)));
            expect(oldTaxWith(input, breakEvenDeductions)).toBeLessThanOrEqual(taxNew + 1e-6);
            if (breakEvenDeductions > 0) expect(oldTaxWith(input, breakEvenDeductions - 1)).toBeGreaterThan(taxNew);
          }
        }
      }
    }
  });
});
