/**
 * In-hand salary from a CTC (PAY.md inHandSalary): basic, the PF wage under each PF option, the gratuity provision,
 * the gross salary, HRA and the special allowance (and its rejection), the HRA exemption, each regime's taxable income
 * and tax, the shared 80C limit, the month in hand, the notes, the chart and the line table. Every expected figure is
 * worked by hand in the comments (1 L = ₹1,00,000). Slabs for FY 2025-26 and 2026-27 (Finance Act, 2025): new regime
 * 0 % to 4 L, then 5 %, 10 %, 15 %, 20 %, 25 % for each 4 L, 30 % above 24 L, rebate up to ₹60,000 at most 12 L;
 * old regime (under 60) 0 % to 2.5 L, 5 % to 5 L, 20 % to 10 L, 30 % above, rebate up to ₹12,500 at most 5 L; 4 % cess.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { structureTooHigh } from '../../../src/lib/finance/calculators/inHandSalary';

const run = (inputs: RawInputs) => runCalculatorWithDetails(calculators.inHandSalary, inputs);

function resultOf(inputs: RawInputs) {
  const outcome = run(inputs);
  if (!outcome.ok) return expect.fail(JSON.stringify(outcome.errors));
  return { result: outcome.result, details: outcome.details! };
}

const noteNames = (inputs: RawInputs) => resultOf(inputs).details.notes.flatMap((note) => (note.name ? [note.name] : []));
const note = (inputs: RawInputs, name: string) => resultOf(inputs).details.notes.find((each) => each.name === name);

/** The guide's worked example: a ₹12 L CTC in Pune, FY 2026-27, half basic, full PF, gratuity in the CTC, ₹20,000 rent. */
const EXAMPLE = { ctc: '1200000', basicPercent: '50', pf: 'full', gratuity: 'included', rent: '20000', metro: 'yes' } as const;

function expectClose(actual: Readonly<Record<string, number>>, expected: Readonly<Record<string, number>>) {
  for (const [key, value] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(value, 6);
}

describe('inHandSalary', () => {
  it('takes the employer’s PF and gratuity out of the CTC, then your PF, professional tax and each regime’s tax (the guide’s example)', () => {
    // B = 12,00,000 × 50 % = 6,00,000; PF = 12 % × 6,00,000 = 72,000 each side; gratuity = 6,00,000 × 15 ÷ 312 = 28,846.153846.
    // Gross = 12,00,000 − 72,000 − 28,846.153846 = 10,99,153.846154; HRA = 3,00,000; special = 1,99,153.846154.
    // New: taxable 10,24,153.846154 ≤ 12 L, slabs 20,000 + 22,415.384615 = 42,415.384615, all rebated: tax 0.
    // In hand = 10,99,153.846154 − 72,000 − 2,500 (the default professional tax) = 10,24,653.846154; a month 85,387.820513.
    // Old: HRA exemption = least of 3,00,000, 2,40,000 − 60,000 = 1,80,000 and 50 % × 6,00,000 = 3,00,000: 1,80,000.
    // Taxable = 10,99,153.846154 − 50,000 − 2,500 − 1,80,000 − 72,000 = 7,94,653.846154; slabs 12,500 + 20 % × 2,94,653.846154
    // = 71,430.769231; tax × 1.04 = 74,288.00. In hand = 10,24,653.846154 − 74,288 = 9,50,365.846154; a month 79,197.153846.
    const { result } = resultOf(EXAMPLE);
    expectClose(result, {
      basic: 600000,
      employerPF: 72000,
      employeePF: 72000,
      gratuity: 28846.153846153846,
      grossSalary: 1099153.846153846,
      hra: 300000,
      specialAllowance: 199153.846153846,
      hraExemption: 180000,
      taxNew: 0,
      taxOld: 74288,
      inHandYearNew: 1024653.846153846,
      inHandYearOld: 950365.846153846,
      inHandMonthNew: 85387.82051282,
      inHandMonthOld: 79197.15384615,
    });
  });

  it('counts no gratuity when the CTC leaves it out', () => {
    // Gross = 12,00,000 − 72,000 = 11,28,000; special = 11,28,000 − 6,00,000 − 3,00,000 = 2,28,000.
    const { result } = resultOf({ ...EXAMPLE, gratuity: 'excluded' });
    expectClose(result, { gratuity: 0, grossSalary: 1128000, specialAllowance: 228000 });
  });

  it('caps PF at 12 % of the ₹15,000 a month of 2025-26 with `capped`, and taxes a ₹24 L CTC with no rent', () => {
    // B = 12,00,000, above 12 × 15,000 = 1,80,000: PF = 12 % × 1,80,000 = 21,600 each side. No gratuity.
    // Gross = 24,00,000 − 21,600 = 23,78,400. New: taxable 23,03,400; slabs 20,000 + 40,000 + 60,000 + 80,000 + 25 % × 3,03,400
    // (75,850) = 2,75,850; × 1.04 = 2,86,884. In hand = 23,78,400 − 21,600 − 2,500 − 2,86,884 = 20,67,416.
    // Old: taxable 23,78,400 − 50,000 − 2,500 − 21,600 = 23,04,300; slabs 12,500 + 1,00,000 + 30 % × 13,04,300 (3,91,290)
    // = 5,03,790; × 1.04 = 5,23,941.60. In hand = 23,78,400 − 21,600 − 2,500 − 5,23,941.60 = 18,30,358.40.
    const { result } = resultOf({ ctc: '2400000', pf: 'capped', gratuity: 'excluded', fy: '2025-26' });
    expectClose(result, { employerPF: 21600, employeePF: 21600, grossSalary: 2378400, taxNew: 286884, taxOld: 523941.6, inHandYearNew: 2067416, inHandYearOld: 1830358.4 });
    expect(result.inHandMonthNew).toBeCloseTo(2067416 / 12, 6);
    // Below the ceiling `capped` is `full`: B = 1,20,000 (a ₹2,40,000 CTC), PF = 12 % × 1,20,000 = 14,400.
    expect(resultOf({ ctc: '240000', pf: 'capped' }).result.employerPF).toBeCloseTo(14400, 6);
  });

  it('caps PF at the ₹25,000 a month in force from 17 September 2026 (S.O. 5109(E)) in 2026-27', () => {
    // B = 12,00,000, above 12 × 25,000 = 3,00,000: PF = 12 % × 3,00,000 = 36,000 each side; gross = 24,00,000 − 36,000.
    const { result } = resultOf({ ctc: '2400000', pf: 'capped', gratuity: 'excluded', fy: '2026-27' });
    expectClose(result, { employerPF: 36000, employeePF: 36000, grossSalary: 2364000 });
  });

  it('pays no PF with `none`, and names the labour codes when basic is under half', () => {
    // B = 10,00,000 × 40 % = 4,00,000; gratuity = 4,00,000 × 15 ÷ 312 = 19,230.769231; gross = 10,00,000 − 19,230.769231.
    const inputs = { ctc: '1000000', basicPercent: '40', pf: 'none' };
    const { result } = resultOf(inputs);
    expectClose(result, { employerPF: 0, employeePF: 0, gratuity: 19230.76923077, grossSalary: 980769.23076923 });
    expect(noteNames(inputs)).toContain('labour-codes');
    expect(note(inputs, 'labour-codes')!.text).toMatch(/21 November 2025.*Code on Wages, 2019, section 2\(y\).*leaves the add-back out/);
    expect(noteNames({ ...inputs, basicPercent: '50' })).not.toContain('labour-codes');
  });

  it('pays no tax on a ₹12,75,000 salary in the new regime for 2025-26 (the Income Tax Department’s illustration), and ₹1.04 on a rupee more', () => {
    // No PF, no gratuity: gross = CTC = 12,75,000; taxable = 12,75,000 − 75,000 = 12,00,000: slabs 60,000, rebated in full.
    expect(resultOf({ ctc: '1275000', pf: 'none', gratuity: 'excluded', fy: '2025-26' }).result.taxNew).toBe(0);
    // 12,75,001: taxable 12,00,001, slabs 60,000 + 15 % × 1 = 60,000.15; marginal relief leaves the income above 12 L, ₹1; with cess ₹1.04.
    expect(resultOf({ ctc: '1275001', pf: 'none', gratuity: 'excluded', fy: '2025-26' }).result.taxNew).toBeCloseTo(1.04, 9);
  });

  it('lets employee PF and the other 80C investments share one ₹1,50,000', () => {
    // B = 10,00,000, PF 1,20,000, no gratuity, no professional tax: gross 18,80,000.
    // Other 80C 30,000: PF + 30,000 = 1,50,000, the whole limit: taxable old = 18,80,000 − 50,000 − 1,50,000 = 16,80,000;
    // slabs 12,500 + 1,00,000 + 30 % × 6,80,000 (2,04,000) = 3,16,500; × 1.04 = 3,29,160. Another 20,000 changes nothing.
    const base = { ctc: '2000000', gratuity: 'excluded', professionalTax: '0' };
    expect(resultOf({ ...base, other80C: '30000' }).result.taxOld).toBeCloseTo(329160, 6);
    expect(resultOf({ ...base, other80C: '50000' }).result.taxOld).toBeCloseTo(329160, 6);
    // With no other 80C: taxable 18,80,000 − 50,000 − 1,20,000 = 17,10,000; slabs 3,16,500 + 30 % × 30,000 = 3,25,500; × 1.04 = 3,38,520.
    expect(resultOf(base).result.taxOld).toBeCloseTo(338520, 6);
  });

  it('says the new regime leaves more in hand, by how much a month', () => {
    // From the ₹24 L case of 2025-26: (5,23,941.60 − 2,86,884) ÷ 12 = 2,37,057.60 ÷ 12 = 19,754.80 a month.
    const inputs = { ctc: '2400000', pf: 'capped', gratuity: 'excluded', fy: '2025-26' };
    expect(noteNames(inputs)).toContain('new-better');
    expect(note(inputs, 'new-better')!.text).toContain('₹19,754.80 more a month');
  });

  it('says the old regime leaves more in hand with high rent in a listed city and full deductions', () => {
    // Gross 18,80,000 (B 10,00,000, PF 1,20,000, no gratuity); HRA 5,00,000; rent 50,000 × 12 − 1,00,000 = 5,00,000;
    // 50 % × B = 5,00,000: exemption 5,00,000. Old taxable = 18,80,000 − 50,000 − 2,500 − 5,00,000 − 1,50,000 − 2,50,000
    // = 9,27,500; slabs 12,500 + 20 % × 4,27,500 (85,500) = 98,000; × 1.04 = 1,01,920.
    // New taxable 18,05,000; slabs 20,000 + 40,000 + 60,000 + 20 % × 2,05,000 (41,000) = 1,61,000; × 1.04 = 1,67,440.
    // Old better by (1,67,440 − 1,01,920) ÷ 12 = 65,520 ÷ 12 = 5,460 a month.
    const inputs = { ctc: '2000000', gratuity: 'excluded', rent: '50000', metro: 'yes', other80C: '30000', deductions: '250000' };
    expectClose(resultOf(inputs).result, { hraExemption: 500000, taxOld: 101920, taxNew: 167440 });
    expect(noteNames(inputs)).toContain('old-better');
    expect(note(inputs, 'old-better')!.text).toContain('₹5,460.00 more a month');
    // Outside the listed cities the salary share is 40 % × 10,00,000 = 4,00,000, the least of the three.
    expect(resultOf({ ...inputs, metro: 'no' }).result.hraExemption).toBeCloseTo(400000, 6);
  });

  it('says both regimes leave the same when neither taxes anything', () => {
    // ₹6 L CTC: B 3,00,000, PF 36,000, gratuity 14,423.076923, gross 5,49,576.923077. New taxable 4,74,576.92: rebated;
    // old taxable 5,49,576.92 − 50,000 − 2,500 − 36,000 = 4,61,076.92 ≤ 5 L: rebated. A month: (5,49,576.923077 − 36,000 − 2,500) ÷ 12.
    const inputs = { ctc: '600000' };
    expect(noteNames(inputs)).toContain('same');
    expect(resultOf(inputs).result.inHandMonthOld).toBeCloseTo(511076.923077 / 12, 5);
  });

  it('rejects hraPercent when basic and HRA come to more than the gross salary left after PF and gratuity', () => {
    // B = 8,00,000; PF 96,000; gratuity 38,461.54; gross 8,65,538.46 < 8,00,000 + 4,00,000.
    const rejected = run({ ctc: '1000000', basicPercent: '80', hraPercent: '50' });
    expect(rejected).toMatchObject({ ok: false, errors: [{ field: 'hraPercent', message: structureTooHigh }] });
    expect(structureTooHigh).toMatch(/basic pay and HRA come to more than the salary left after PF and gratuity/i);
    // HRA 8 %: 64,000 fits; special = 8,65,538.461538 − 8,00,000 − 64,000 = 1,538.461538.
    expect(resultOf({ ctc: '1000000', basicPercent: '80', hraPercent: '8' }).result.specialAllowance).toBeCloseTo(1538.461538, 5);
  });

  it('rejects what the fields cannot mean: a CTC of 0, basic above 100 % or at 0, a negative HRA or rent', () => {
    for (const [field, value] of [['ctc', '0'], ['basicPercent', '0'], ['basicPercent', '101'], ['hraPercent', '-1'], ['hraPercent', '101'], ['rent', '-5'], ['professionalTax', '-1']] as const) {
      const outcome = run({ ...EXAMPLE, [field]: value });
      expect(outcome.ok, `${field} = ${value}`).toBe(false);
      if (!outcome.ok) expect(outcome.errors.map((error) => error.field)).toContain(field);
    }
  });

  it('reads blank optional fields as their defaults: basic 50 %, HRA 50 %, professional tax ₹2,500, no rent or deductions', () => {
    const blank = resultOf({ ctc: '1200000', basicPercent: '', hraPercent: '', professionalTax: '', rent: '', other80C: '', deductions: '' }).result;
    expect(blank).toEqual(resultOf({ ctc: '1200000', basicPercent: '50', hraPercent: '50', professionalTax: '2500', rent: '0', other80C: '0', deductions: '0' }).result);
  });

  it('questions the slips PAY.md lists: a month’s CTC, basic typed as an amount, a year’s rent', () => {
    const slip = (inputs: RawInputs, field: string) => {
      const outcome = run(inputs);
      return outcome.ok ? outcome.details!.notes.filter((each) => each.name === 'check-units' && each.field === field).map((each) => each.text) : outcome.errors.filter((error) => error.field === field).map((error) => error.message);
    };
    // ₹1,00,000 a year is under ₹1,20,000: likely a month's, so the year's would be 12,00,000.
    expect(slip({ ...EXAMPLE, ctc: '100000' }, 'ctc').join()).toContain('12,00,000');
    // ₹6,00,000 typed for basic on a ₹12 L CTC is 50 % of it (refused as a percent above 100, with the slip said).
    expect(slip({ ...EXAMPLE, basicPercent: '600000' }, 'basicPercent').join()).toMatch(/50 % of the CTC: type 50/);
    // ₹6,00,000 of rent a month is above ₹5,00,000: likely a year's, so a month's would be 50,000.
    expect(slip({ ...EXAMPLE, rent: '600000' }, 'rent').join()).toContain('50,000');
    expect(slip(EXAMPLE, 'rent')).toEqual([]);
  });

  it('draws the CTC under the better regime, leaving out the parts that are 0', () => {
    // New regime (tax 0): in hand 10,24,653.85, your PF 72,000, employer's 72,000, gratuity 28,846.15, professional tax 2,500.
    const chart = resultOf(EXAMPLE).details.charts[0]!;
    expect(chart).toMatchObject({ kind: 'share', name: 'breakdown' });
    if (chart.kind !== 'share') return;
    expect(chart.parts.map((part) => part.tone)).toEqual(['take-home', 'pf', 'employer-pf', 'gratuity', 'professional-tax']);
    expect(chart.parts.reduce((sum, part) => sum + part.value, 0)).toBeCloseTo(1200000, 6);
    // Old regime better: its tax is a part.
    const old = resultOf({ ctc: '2000000', gratuity: 'excluded', rent: '50000', metro: 'yes', other80C: '30000', deductions: '250000' }).details.charts[0]!;
    if (old.kind === 'share') expect(old.parts.find((part) => part.tone === 'tax')?.value).toBeCloseTo(101920, 6);
  });

  it('lays the CTC out as a salary slip, line by line, a year and a month', () => {
    const table = resultOf(EXAMPLE).details.breakdown!;
    expect(table.columns.map((column) => column.key)).toEqual(['year', 'month']);
    expect(table.lines.map((line) => line.name)).toEqual([
      'ctc',
      'employerPF',
      'gratuity',
      'grossSalary',
      'basic',
      'hra',
      'specialAllowance',
      'employeePF',
      'professionalTax',
      'taxNew',
      'taxOld',
      'inHandYearNew',
      'inHandYearOld',
    ]);
    const values = Object.fromEntries(table.lines.map((line) => [line.name, line.values]));
    // A month is a year's ÷ 12: 12,00,000 → 1,00,000; 2,500 → 208.333333; 74,288 → 6,190.666667.
    expect(values.ctc).toEqual([1200000, 100000]);
    expect(values.professionalTax![1]).toBeCloseTo(2500 / 12, 9);
    expect(values.taxOld![0]).toBeCloseTo(74288, 6);
    expect(values.taxOld![1]).toBeCloseTo(6190.666667, 5);
    expect(values.inHandYearOld![0]).toBeCloseTo(950365.846154, 5);
    expect(values.grossSalary![1]).toBeCloseTo(1099153.846154 / 12, 5);
  });
});
