/**
 * The HRA exemption of India's old regime (PAY.md `hra`): the least of the HRA received, the rent above 10 % of basic,
 * and 50 % (listed city) or 40 % of basic; the limit that binds, the year's city list and rule, the new regime and the
 * landlord's PAN, the breakdown by year and month, rejections and slips of units. Every expected figure is worked by
 * hand in the comments (₹ a year unless said).
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { hraExemption } from '../../../src/lib/finance/tax/hraExemption';
import { HRA_METRO_CITIES, LANDLORD_PAN_RENT_A_YEAR } from '../../../src/lib/finance/tax/tables/indiaSalary';
import { incomeTaxIndia as incomeTaxIndiaPage } from '../../../src/config/calculators/incomeTaxIndia';
import { hra as hraPage } from '../../../src/config/calculators/hra';
import { expectRejected } from './helpers';

const BASE = { basic: '600000', hra: '240000', rent: '300000', fy: '2026-27', metro: 'no' };

/** The page's outcome for these inputs, which must be an answer. */
function run(overrides: RawInputs = {}) {
  const outcome = runCalculatorWithDetails(calculators.hra, { ...BASE, ...overrides });
  if (!outcome.ok) return expect.fail(`expected a result, got ${JSON.stringify(outcome.errors)}`);
  const notes = outcome.details?.notes ?? [];
  const named = (name: string) => notes.filter((note) => note.name === name);
  return { result: outcome.result, details: outcome.details!, notes, named, names: notes.map((note) => note.name) };
}

const LIMIT_NOTES = ['limit-actual', 'limit-rent', 'limit-salary'];
/** The one limit note an answer carries. */
const limitNote = (names: readonly (string | undefined)[]) => names.filter((name) => LIMIT_NOTES.includes(name ?? ''));

describe('hra: the three limits and the exemption', () => {
  it('takes the HRA received when it is the smallest (limit-actual), and taxes none of it', () => {
    // Basic 6,00,000, HRA 1,20,000, rent 3,00,000, not listed: rent above 10 % = 3,00,000 − 60,000 = 2,40,000;
    // 40 % of basic = 2,40,000; least = 1,20,000; taxable 1,20,000 − 1,20,000 = 0.
    const { result, names, named } = run({ hra: '120000' });
    expect(result).toEqual({ actualHra: 1_20_000, rentOverTenth: 2_40_000, salaryShare: 2_40_000, exemptHra: 1_20_000, taxableHra: 0 });
    expect(limitNote(names)).toEqual(['limit-actual']);
    // More HRA would be exempt up to the next limit, 2,40,000.
    expect(named('limit-actual')[0]!.text).toContain('₹2,40,000.00');
  });

  it('takes the rent above 10 % of basic when it is the smallest (limit-rent): the guide’s Bengaluru example', () => {
    // Basic 7,20,000, HRA 3,60,000, rent 4,20,000, listed (Bengaluru, FY 2026-27): rent above 10 % = 4,20,000 − 72,000
    // = 3,48,000; 50 % = 3,60,000; least 3,48,000; taxable 3,60,000 − 3,48,000 = 12,000.
    const { result, names, named } = run({ basic: '720000', hra: '360000', rent: '420000', metro: 'yes' });
    expect(result).toEqual({ actualHra: 3_60_000, rentOverTenth: 3_48_000, salaryShare: 3_60_000, exemptHra: 3_48_000, taxableHra: 12_000 });
    expect(limitNote(names)).toEqual(['limit-rent']);
    // More rent raises it rupee for rupee up to the next limit, 3,60,000, reached at a rent of 3,60,000 + 72,000 = 4,32,000.
    expect(named('limit-rent')[0]!.text).toContain('₹4,32,000.00');
  });

  it('takes 40 % of basic outside the listed cities when it is the smallest (limit-salary), and says a listed city gives 50 %', () => {
    // Basic 6,00,000, HRA 3,00,000, rent 4,80,000: rent above 10 % = 4,20,000; 40 % = 2,40,000; least 2,40,000; taxable 60,000.
    const { result, names, named } = run({ hra: '300000', rent: '480000' });
    expect(result).toEqual({ actualHra: 3_00_000, rentOverTenth: 4_20_000, salaryShare: 2_40_000, exemptHra: 2_40_000, taxableHra: 60_000 });
    expect(limitNote(names)).toEqual(['limit-salary']);
    expect(named('limit-salary')[0]!.text).toMatch(/50 %/);
    expect(named('limit-salary')[0]!.text).toContain('Bengaluru');
  });

  it('takes 50 % of basic in a listed city', () => {
    // Basic 6,00,000, HRA 4,00,000, rent 4,80,000, listed: 50 % = 3,00,000 < 4,00,000 and < 4,20,000; taxable 1,00,000.
    const { result, names } = run({ hra: '400000', rent: '480000', metro: 'yes' });
    expect(result).toEqual({ actualHra: 4_00_000, rentOverTenth: 4_20_000, salaryShare: 3_00_000, exemptHra: 3_00_000, taxableHra: 1_00_000 });
    expect(limitNote(names)).toEqual(['limit-salary']);
  });

  it('names the first of the tied limits, in the order actual, rent, salary', () => {
    // All three 2,40,000: HRA 2,40,000; 3,00,000 − 60,000; 40 % of 6,00,000.
    expect(limitNote(run().names)).toEqual(['limit-actual']);
    // Rent and salary tied at 2,40,000, HRA 3,00,000 above them: rent named.
    expect(limitNote(run({ hra: '300000' }).names)).toEqual(['limit-rent']);
    // HRA and salary tied at 3,00,000 (listed city), rent above 10 % 4,20,000: the HRA named.
    expect(limitNote(run({ hra: '300000', rent: '480000', metro: 'yes' }).names)).toEqual(['limit-actual']);
  });

  it('gives no exemption when the rent is below 10 % of basic, or nothing is paid', () => {
    // Rent 50,000 < 60,000: rent above 10 % is max(0, −10,000) = 0, so the exemption is 0 and all 2,40,000 is taxed.
    for (const rent of ['50000', '0', '60000']) {
      const { result, names, named } = run({ rent });
      expect(result).toMatchObject({ rentOverTenth: 0, exemptHra: 0, taxableHra: 2_40_000 });
      expect(limitNote(names)).toEqual(['limit-rent']);
      expect(named('limit-rent')[0]!.text).toContain('₹60,000.00');
    }
  });

  it('keeps paise: nothing rounded inside', () => {
    // Basic 6,00,005.55: 10 % = 60,000.555; rent 3,00,000 − 60,000.555 = 2,39,999.445; 40 % = 2,40,002.22;
    // HRA 2,50,000; least 2,39,999.445; taxable 2,50,000 − 2,39,999.445 = 10,000.555.
    const { result } = run({ basic: '600005.55', hra: '250000' });
    expect(result.rentOverTenth).toBeCloseTo(2_39_999.445, 9);
    expect(result.salaryShare).toBeCloseTo(2_40_002.22, 9);
    expect(result.exemptHra).toBeCloseTo(2_39_999.445, 9);
    expect(result.taxableHra).toBeCloseTo(10_000.555, 9);
  });

  it('agrees with a published monthly example (citehr.com): basic ₹30,000, HRA ₹15,000, rent ₹12,000 a month in Mumbai', () => {
    // The example: 50 % of 30,000 = 15,000; 12,000 − 3,000 = 9,000; exempt 9,000 a month, taxable 6,000.
    // A year: basic 3,60,000, HRA 1,80,000, rent 1,44,000: 1,44,000 − 36,000 = 1,08,000 = 9,000 × 12; taxable 72,000 = 6,000 × 12.
    const { result, details } = run({ basic: '360000', hra: '180000', rent: '144000', metro: 'yes', fy: '2025-26' });
    expect(result).toEqual({ actualHra: 1_80_000, rentOverTenth: 1_08_000, salaryShare: 1_80_000, exemptHra: 1_08_000, taxableHra: 72_000 });
    const month = Object.fromEntries(details.breakdown!.lines.map((line) => [line.name, line.values[1]]));
    expect(month).toMatchObject({ exemptHra: 9_000, taxableHra: 6_000 });
    // The shared rule gives the same for the month's figures, as the in-hand salary page uses it.
    expect(hraExemption({ basic: 30_000, hra: 15_000, rent: 12_000, metro: true })).toMatchObject({ exemptHra: 9_000, taxableHra: 6_000, binding: 'rentOverTenth', salaryPercent: 50 });
  });
});

describe('hra: the cities by year, the new regime and the landlord’s PAN', () => {
  it('lists Delhi, Mumbai, Kolkata and Chennai to FY 2025-26 (rule 2A) and adds four cities from 2026-27 (rule 279)', () => {
    expect(HRA_METRO_CITIES['2025-26'].cities).toEqual(['Delhi', 'Mumbai', 'Kolkata', 'Chennai']);
    expect([...HRA_METRO_CITIES['2026-27'].cities].sort()).toEqual(['Ahmedabad', 'Bengaluru', 'Chennai', 'Delhi', 'Hyderabad', 'Kolkata', 'Mumbai', 'Pune']);
    const hint = hraPage.fields.metro?.hint ?? '';
    for (const city of HRA_METRO_CITIES['2026-27'].cities) expect(hint).toContain(city);
    expect(hint).toMatch(/rule 2A/);
    expect(hint).toMatch(/rule 279/);
  });

  it('names the list and rule of the chosen year in the breakdown’s caption', () => {
    const now = run({ metro: 'yes' }).details.breakdown!.caption;
    expect(now).toMatch(/FY 2026-27/);
    expect(now).toMatch(/rule 279 of the Income-tax Rules, 2026/);
    expect(now).toContain('Bengaluru');
    const before = run({ metro: 'yes', fy: '2025-26' }).details.breakdown!.caption;
    expect(before).toMatch(/rule 2A of the Income-tax Rules, 1962/);
    expect(before).not.toContain('Bengaluru');
    // Not listed: 40 %, and the caption still says which cities take 50 %.
    expect(run({ fy: '2025-26' }).details.breakdown!.caption).toMatch(/50 % of basic in Delhi, Mumbai, Kolkata and Chennai.*40 % elsewhere/);
  });

  it('always says the new regime exempts no HRA, linking the income tax page’s comparison', () => {
    for (const overrides of [{}, { rent: '0' }, { metro: 'yes', fy: '2025-26' }]) {
      const [note] = run(overrides).named('new-regime');
      expect(note!.text).toMatch(/new regime/);
      expect(note!.link?.href).toBe(incomeTaxIndiaPage.path);
    }
  });

  it('asks for the landlord’s PAN above ₹1,00,000 of rent a year, not at exactly ₹1,00,000', () => {
    expect(LANDLORD_PAN_RENT_A_YEAR).toBe(1_00_000);
    expect(run({ rent: '100000' }).named('landlord-pan')).toEqual([]);
    expect(run({ rent: '99999' }).named('landlord-pan')).toEqual([]);
    const [now] = run({ rent: '100000.01' }).named('landlord-pan');
    expect(now!.text).toMatch(/PAN/);
    expect(now!.text).toMatch(/rule 205.*Form 124/);
    expect(run({ rent: '100001', fy: '2025-26' }).named('landlord-pan')[0]!.text).toMatch(/Circular 08\/2013/);
  });

  it('gives its notes in order: the limit, the new regime, the landlord’s PAN', () => {
    expect(run().names).toEqual(['limit-actual', 'new-regime', 'landlord-pan']);
  });
});

describe('hra: the breakdown by year and month', () => {
  it('has the three limits, the exemption and the taxable rest, a month being a year ÷ 12', () => {
    // Basic 6,00,000, HRA 3,00,000, rent 4,80,000, not listed: 3,00,000, 4,20,000, 2,40,000, 2,40,000, 60,000;
    // a month: 25,000, 35,000, 20,000, 20,000, 5,000.
    const { breakdown } = run({ hra: '300000', rent: '480000' }).details;
    expect(breakdown!.columns.map((column) => column.key)).toEqual(['year', 'month']);
    expect(breakdown!.lines.map((line) => [line.name, ...line.values])).toEqual([
      ['actualHra', 3_00_000, 25_000],
      ['rentOverTenth', 4_20_000, 35_000],
      ['salaryShare', 2_40_000, 20_000],
      ['exemptHra', 2_40_000, 20_000],
      ['taxableHra', 60_000, 5_000],
    ]);
    expect(breakdown!.lines.find((line) => line.name === 'exemptHra')?.kind).toBe('total');
  });
});

describe('hra: rejections and slips', () => {
  it('rejects a basic salary or HRA of 0 or less, a negative or blank rent, and what is not a number', () => {
    expectRejected(runCalculatorWithDetails(calculators.hra, { ...BASE, basic: '0' }), 'basic');
    expectRejected(runCalculatorWithDetails(calculators.hra, { ...BASE, hra: '-1' }), 'hra');
    expectRejected(runCalculatorWithDetails(calculators.hra, { ...BASE, rent: '-5' }), 'rent');
    expectRejected(runCalculatorWithDetails(calculators.hra, { ...BASE, rent: '' }), 'rent');
    expectRejected(runCalculatorWithDetails(calculators.hra, { ...BASE, basic: '6 lakhs abc' }), 'basic');
  });

  it('reads rupees as Indians write them: 7.2 lakh, ₹3,60,000, Rs. 4,20,000', () => {
    const { result } = run({ basic: '7.2 lakh', hra: '₹3,60,000', rent: 'Rs. 4,20,000', metro: 'yes' });
    expect(result.exemptHra).toBe(3_48_000);
  });

  /** The check-units notes on `field`. */
  const slipsOn = (field: string, overrides: RawInputs) => run(overrides).notes.filter((note) => note.name === 'check-units' && note.field === field);

  it('suspects a month’s basic in the yearly field below ₹60,000, not at it', () => {
    // 50,000 a year? A month's would be 6,00,000 a year.
    const [note] = slipsOn('basic', { basic: '50000', hra: '20000', rent: '25000' });
    expect(note!.text).toContain('6,00,000');
    expect(slipsOn('basic', { basic: '60000', hra: '20000', rent: '25000' })).toEqual([]);
  });

  it('suspects a month’s rent or HRA when a year’s is below a month’s basic', () => {
    // A month's basic: 6,00,000 ÷ 12 = 50,000. Rent 20,000 a year is below it: a month's would be 2,40,000 a year.
    expect(slipsOn('rent', { rent: '20000' })[0]!.text).toContain('2,40,000');
    expect(slipsOn('hra', { hra: '20000' })[0]!.text).toContain('2,40,000');
    // At 50,000, and for no rent at all, nothing is suspected.
    expect(slipsOn('rent', { rent: '50000' })).toEqual([]);
    expect(slipsOn('rent', { rent: '0' })).toEqual([]);
    expect(run().notes.filter((note) => note.name === 'check-units')).toEqual([]);
  });
});
