/**
 * Take-home pay as PAY.md computes it. Figures of law: 401(k) deferral limit 2026 $24,500 (IRS Notice 2025-67), 2025
 * $23,500 (Notice 2024-80); Social Security wage base 2026 $184,500, 2025 $176,100 (SSA); employee 6.2 % and 1.45 %,
 * Additional Medicare 0.9 % withheld above $200,000 (IRC §3102(f)); standard deductions and brackets of Rev. Proc.
 * 2025-32 (2026) and 2024-40 with Public Law 119-21 (2025). Every expected figure is worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../../../src/config/calculators';
import { paycheck } from '../../../src/lib/finance';
import { runCalculatorWithDetails } from '../../../src/lib/finance/readInputs';
import { expectRejected, resultOf } from './helpers';

type Raw = Record<string, string>;
const run = (inputs: Raw) => runCalculatorWithDetails(paycheck, inputs);
const results = (inputs: Raw) => resultOf(run(inputs));
const notes = (inputs: Raw) => (run(inputs).details?.notes ?? []).map((note) => note.name);
const noteText = (inputs: Raw, name: string) => run(inputs).details?.notes.find((note) => note.name === name)?.text ?? '';

/** PAY.md's worked example: single, $85,000 a year in 2026, every two weeks, 6 % to a 401(k), $150 of premiums, 5 % state. */
const EXAMPLE: Raw = { pay: '85000', payUnit: 'year', frequency: 'biweekly', taxYear: '2026', filingStatus: 'single', retirementPercent: '6', pretaxDeductions: '150', stateRate: '5' };

describe('paycheck: a salary with a 401(k), pre-tax premiums and a state rate', () => {
  it('$85,000 single in 2026 every two weeks: $58,105.85 for the year, $2,234.84 a paycheck', () => {
    // 401(k) 6 % of 85,000 = 5,100. Premiums 150 × 26 = 3,900. Taxable 85,000 − 5,100 − 3,900 − 16,100 = 59,900:
    // 10 % of 12,400 = 1,240; 12 % of 38,000 = 4,560; 22 % of 9,500 = 2,090: 7,890.
    // FICA wages 85,000 − 3,900 = 81,100: Social Security 5,028.20, Medicare 1,175.95. State 5 % of 76,000 = 3,800.
    // Take-home 85,000 − 5,100 − 3,900 − 7,890 − 5,028.20 − 1,175.95 − 3,800 = 58,105.85; ÷ 26 = 2,234.8403846.
    const result = results(EXAMPLE);
    expect(result.grossYear).toBe(85_000);
    expect(result.grossPay).toBeCloseTo(85_000 / 26, 9);
    expect(result.retirementContribution).toBeCloseTo(5_100 / 26, 9);
    expect(result.pretax).toBeCloseTo(150, 9);
    expect(result.federalIncomeTax).toBeCloseTo(7_890 / 26, 9);
    expect(result.socialSecurity).toBeCloseTo(5_028.2 / 26, 9);
    expect(result.medicare).toBeCloseTo(1_175.95 / 26, 9);
    expect(result.stateTax).toBeCloseTo(3_800 / 26, 9);
    expect(result.afterTax).toBe(0);
    expect(result.takeHomeYear).toBeCloseTo(58_105.85, 6);
    expect(result.takeHome).toBeCloseTo(58_105.85 / 26, 9);
    // (7,890 + 5,028.20 + 1,175.95 + 3,800) ÷ 85,000 × 100 = 17,894.15 ÷ 850 = 21.051941176…
    expect(result.totalTaxRate).toBeCloseTo(17_894.15 / 850, 9);
  });

  it('takes after-tax deductions off last, without touching the taxes: $40 a paycheck is $1,040 a year', () => {
    const result = results({ ...EXAMPLE, afterTaxDeductions: '40' });
    expect(result.afterTax).toBe(40);
    expect(result.federalIncomeTax).toBeCloseTo(7_890 / 26, 9);
    expect(result.takeHomeYear).toBeCloseTo(58_105.85 - 1_040, 6);
  });

  it('lists the pay stub line by line for one paycheck and the year, gross first and take-home as the total', () => {
    const table = run(EXAMPLE).details?.breakdown;
    expect(table?.columns.map((column) => column.key)).toEqual(['paycheck', 'year']);
    expect(table?.lines.map((line) => [line.name, line.kind])).toEqual([
      ['grossPay', undefined],
      ['retirementContribution', 'less'],
      ['pretax', 'less'],
      ['federalIncomeTax', 'less'],
      ['socialSecurity', 'less'],
      ['medicare', 'less'],
      ['stateTax', 'less'],
      ['afterTax', 'less'],
      ['takeHome', 'total'],
    ]);
    const line = (name: string) => table!.lines.find((candidate) => candidate.name === name)!.values;
    expect(line('pretax')).toEqual([150, 3_900]);
    expect(line('takeHome')[1]).toBeCloseTo(58_105.85, 6);
    expect(line('takeHome')[0]).toBeCloseTo(58_105.85 / 26, 9);
  });

  it('charts one paycheck without the parts that are 0 (no after-tax deductions here)', () => {
    const chart = run(EXAMPLE).details?.charts.find((candidate) => candidate.name === 'breakdown');
    expect(chart?.kind).toBe('share');
    if (chart?.kind !== 'share') return;
    expect(chart.parts.map((part) => part.tone)).toEqual(['take-home', 'tax', 'medicare', 'social-security', 'state-tax', 'retirement', 'pretax']);
    // The parts add up to the gross paycheck: 85,000 ÷ 26.
    expect(chart.parts.reduce((sum, part) => sum + part.value, 0)).toBeCloseTo(85_000 / 26, 9);
  });

  it("draws its guide's example as a chart of one paycheck and the line-by-line table", () => {
    expect(CALCULATORS.find((page) => page.id === 'paycheck')?.draws).toEqual(expect.arrayContaining(['breakdown-table', 'breakdown-chart']));
  });

  it('always says the figures are an estimate, the year spread evenly, naming Form W-4 and Publication 15-T', () => {
    expect(notes(EXAMPLE)).toEqual(['estimate']);
    expect(noteText(EXAMPLE, 'estimate')).toMatch(/26 paychecks.*W-4.*15-T/);
  });
});

describe('paycheck: the pay as a year, a paycheck or an hour', () => {
  it('$30 an hour, 40 hours, weekly, 2025 single: $62,400 a year and $1,005.13 a week', () => {
    // 30 × 40 × 52 = 62,400. Taxable 62,400 − 15,750 = 46,650: 10 % of 11,925 = 1,192.50; 12 % of 34,725 = 4,167:
    // 5,359.50. Social Security 3,868.80; Medicare 904.80. Take-home 62,400 − 5,359.50 − 3,868.80 − 904.80 = 52,266.90.
    const result = results({ pay: '30', payUnit: 'hour', frequency: 'weekly', taxYear: '2025' });
    expect(result.grossYear).toBe(62_400);
    expect(result.grossPay).toBe(1_200);
    expect(result.federalIncomeTax).toBeCloseTo(5_359.5 / 52, 9);
    expect(result.takeHomeYear).toBeCloseTo(52_266.9, 6);
    expect(result.takeHome).toBeCloseTo(52_266.9 / 52, 9);
  });

  it('an hourly rate over the hours entered: $30 × 45 hours × 52 = $70,200; blank hours are 40', () => {
    expect(results({ pay: '30', payUnit: 'hour', hoursPerWeek: '45' }).grossYear).toBe(70_200);
    expect(results({ pay: '30', payUnit: 'hour', hoursPerWeek: '' }).grossYear).toBe(62_400);
  });

  it('a paycheck times the paychecks a year: $3,000 twice a month is $72,000; monthly $6,000 is $72,000', () => {
    expect(results({ pay: '3000', payUnit: 'paycheck', frequency: 'semimonthly' }).grossYear).toBe(72_000);
    const monthly = results({ pay: '6000', payUnit: 'paycheck', frequency: 'monthly' });
    expect(monthly.grossYear).toBe(72_000);
    expect(monthly.grossPay).toBe(6_000);
  });

  it('reads the hours only with an hourly rate, and checks them only then (> 0 and at most 100)', () => {
    expect(results({ pay: '85000', hoursPerWeek: '101' }).grossYear).toBe(85_000);
    expect(results({ pay: '85000', hoursPerWeek: 'abc' }).grossYear).toBe(85_000);
    expectRejected(paycheck.calculate({ pay: 30, payUnit: 'hour', hoursPerWeek: 101 }), 'hoursPerWeek');
    expectRejected(paycheck.calculate({ pay: 30, payUnit: 'hour', hoursPerWeek: 0 }), 'hoursPerWeek');
    expect(resultOf(paycheck.calculate({ pay: 30, payUnit: 'hour', hoursPerWeek: 100 })).grossYear).toBe(30 * 100 * 52);
  });
});

describe('paycheck: the 401(k) deferral limit', () => {
  it('10 % of $300,000 in 2026 would be $30,000: the $24,500 limit binds, and the note names Notice 2025-67 and catch-up', () => {
    const inputs = { pay: '300000', retirementPercent: '10', taxYear: '2026' };
    expect(results(inputs).retirementContribution).toBeCloseTo(24_500 / 26, 9);
    expect(notes(inputs)).toContain('deferral-limit');
    expect(noteText(inputs, 'deferral-limit')).toMatch(/\$24,500\.00.*Notice 2025-67.*catch-up/i);
  });

  it('10 % of $250,000 in 2025 would be $25,000: the limit is $23,500 (Notice 2024-80)', () => {
    const inputs = { pay: '250000', retirementPercent: '10', taxYear: '2025' };
    expect(results(inputs).retirementContribution).toBeCloseTo(23_500 / 26, 9);
    expect(noteText(inputs, 'deferral-limit')).toContain('Notice 2024-80');
  });

  it('under the limit there is no note: 10 % of $200,000 in 2026 is $20,000', () => {
    expect(results({ pay: '200000', retirementPercent: '10' }).retirementContribution).toBeCloseTo(20_000 / 26, 9);
    expect(notes({ pay: '200000', retirementPercent: '10' })).not.toContain('deferral-limit');
  });
});

describe('paycheck: Social Security up to the wage base, Medicare with the Additional Medicare Tax above $200,000', () => {
  it('$200,000 in 2026: Social Security on the $184,500 base only ($11,439), Medicare 1.45 % of all ($2,900), no Additional Medicare', () => {
    const inputs = { pay: '200000' };
    const result = results(inputs);
    expect(result.socialSecurity).toBeCloseTo(11_439 / 26, 9);
    expect(result.medicare).toBeCloseTo(2_900 / 26, 9);
    expect(notes(inputs)).toContain('wage-base');
    expect(notes(inputs)).not.toContain('additional-medicare');
    expect(noteText(inputs, 'wage-base')).toContain('$184,500.00');
  });

  it('$200,000 in 2025: the base is $176,100, so Social Security is $10,918.20', () => {
    expect(results({ pay: '200000', taxYear: '2025' }).socialSecurity).toBeCloseTo(10_918.2 / 26, 9);
  });

  it('$250,000 single in 2026: Medicare $3,625 + 0.9 % of $50,000 ($450) = $4,075; federal $51,304; take-home $183,182', () => {
    // Taxable 250,000 − 16,100 = 233,900: 1,240 + 4,560 + 22 % of 55,300 (12,166) + 24 % of 96,075 (23,058) + 32 % of
    // 32,125 (10,280) = 51,304. Take-home 250,000 − 51,304 − 11,439 − 4,075 = 183,182.
    const inputs = { pay: '250000' };
    const result = results(inputs);
    expect(result.medicare).toBeCloseTo(4_075 / 26, 9);
    expect(result.federalIncomeTax).toBeCloseTo(51_304 / 26, 9);
    expect(result.takeHomeYear).toBeCloseTo(183_182, 6);
    expect(notes(inputs)).toEqual(expect.arrayContaining(['wage-base', 'additional-medicare', 'estimate']));
  });

  it('withholds Additional Medicare above $200,000 whatever the filing status, and says the return may settle another figure', () => {
    const inputs = { pay: '250000', filingStatus: 'married' };
    expect(results(inputs).medicare).toBeCloseTo(4_075 / 26, 9);
    expect(noteText(inputs, 'additional-medicare')).toMatch(/\$450\.00.*\$250,000\.00/);
  });

  it('pre-tax premiums lower the wages for Social Security and Medicare; a 401(k) does not', () => {
    // $100,000 with 10 % to a 401(k): FICA wages stay 100,000. With $100 of premiums a paycheck: 100,000 − 2,600 = 97,400.
    expect(results({ pay: '100000', retirementPercent: '10' }).socialSecurity).toBeCloseTo(6_200 / 26, 9);
    expect(results({ pay: '100000', pretaxDeductions: '100' }).socialSecurity).toBeCloseTo((97_400 * 0.062) / 26, 9);
    expect(results({ pay: '100000', pretaxDeductions: '100' }).medicare).toBeCloseTo((97_400 * 0.0145) / 26, 9);
  });
});

describe("paycheck: each filing status's standard deduction", () => {
  it('2026, $50,000: taxable $33,900 single and separately, $17,800 jointly, $25,850 head of household', () => {
    // Single and MFS: 1,240 + 12 % of 21,500 (2,580) = 3,820. Jointly: 10 % of 17,800 = 1,780.
    // Head of household: 10 % of 17,700 = 1,770 + 12 % of 8,150 (978) = 2,748.
    const tax = (filingStatus: string) => results({ pay: '50000', filingStatus, taxYear: '2026' }).federalIncomeTax! * 26;
    expect(tax('single')).toBeCloseTo(3_820, 6);
    expect(tax('marriedSeparate')).toBeCloseTo(3_820, 6);
    expect(tax('married')).toBeCloseTo(1_780, 6);
    expect(tax('headOfHousehold')).toBeCloseTo(2_748, 6);
  });

  it('2025, $50,000: $15,750, $31,500 and $23,625 off (Public Law 119-21)', () => {
    // Single: taxable 34,250: 1,192.50 + 12 % of 22,325 (2,679) = 3,871.50. Jointly: 10 % of 18,500 = 1,850.
    // Head of household: 26,375: 10 % of 17,000 = 1,700 + 12 % of 9,375 (1,125) = 2,825.
    const tax = (filingStatus: string) => results({ pay: '50000', filingStatus, taxYear: '2025' }).federalIncomeTax! * 26;
    expect(tax('single')).toBeCloseTo(3_871.5, 6);
    expect(tax('marriedSeparate')).toBeCloseTo(3_871.5, 6);
    expect(tax('married')).toBeCloseTo(1_850, 6);
    expect(tax('headOfHousehold')).toBeCloseTo(2_825, 6);
  });

  it('no federal tax when the standard deduction covers the taxable wages: $15,000 in 2026', () => {
    expect(results({ pay: '15000' }).federalIncomeTax).toBe(0);
  });

  it('offers only 2026 and 2025', () => {
    expectRejected(paycheck.calculate({ pay: 50_000, taxYear: '2024' as '2025' }), 'taxYear');
  });
});

describe('paycheck: rejections', () => {
  it('rejects pre-tax deductions that with the 401(k) come to more than the gross pay', () => {
    // $26,000 a year every two weeks is $1,000 a paycheck; $1,100 of premiums is $28,600 a year.
    const [message] = expectRejected(paycheck.calculate({ pay: 26_000, pretaxDeductions: 1_100 }), 'pretaxDeductions');
    expect(message).toContain('$1,000.00');
    // With 50 % to a 401(k) ($13,000), at most $500 a paycheck is left.
    expect(expectRejected(paycheck.calculate({ pay: 26_000, retirementPercent: 50, pretaxDeductions: 600 }), 'pretaxDeductions')[0]).toContain('$500.00');
    // $400 a paycheck fits: taxed wages 26,000 − 13,000 − 10,400 = 2,600, no federal tax; FICA wages 15,600 pay 6.2 %
    // (967.20) and 1.45 % (226.20): 2,600 − 967.20 − 226.20 = 1,406.60 a year.
    expect(resultOf(paycheck.calculate({ pay: 26_000, retirementPercent: 50, pretaxDeductions: 400 })).takeHomeYear).toBeCloseTo(1_406.6, 6);
  });

  it('rejects after-tax deductions above what is left after tax', () => {
    // $26,000 a year: taxable 26,000 − 16,100 = 9,900 at 10 % = 990; FICA 7.65 % = 1,989. Left: 23,021 a year, 885.42 a paycheck.
    const [message] = expectRejected(paycheck.calculate({ pay: 26_000, afterTaxDeductions: 900 }), 'afterTaxDeductions');
    expect(message).toContain('$885.42');
    expect(resultOf(paycheck.calculate({ pay: 26_000, afterTaxDeductions: 885 })).takeHome).toBeCloseTo(23_021 / 26 - 885, 9);
  });

  it('rejects on the after-tax deductions too when a 401(k) and premiums leave less than the Social Security and Medicare on the wages', () => {
    // 26,000 with 50 % to a 401(k) and $500 of premiums: taxed wages 0, but FICA wages 13,000 pay 994.50: take-home −994.50.
    const [message] = expectRejected(paycheck.calculate({ pay: 26_000, retirementPercent: 50, pretaxDeductions: 500 }), 'afterTaxDeductions');
    expect(message).toMatch(/nothing is left/i);
  });

  it('rejects a 401(k) above 100 % and a negative deduction', () => {
    expectRejected(paycheck.calculate({ pay: 50_000, retirementPercent: 101 }), 'retirementPercent');
    expectRejected(paycheck.calculate({ pay: 50_000, pretaxDeductions: -1 }), 'pretaxDeductions');
    expectRejected(paycheck.calculate({ pay: 0 }), 'pay');
  });
});

describe('paycheck: slips of units, said above the result', () => {
  const slip = (inputs: Raw) => run(inputs).details?.notes.filter((note) => note.name === 'check-units') ?? [];

  it("a year's pay typed as one paycheck: $200,000 every two weeks is $5,200,000 a year", () => {
    const [note] = slip({ pay: '200000', payUnit: 'paycheck' });
    expect(note?.field).toBe('pay');
    expect(note?.text).toContain('$5,200,000.00');
    expect(slip({ pay: '190000', payUnit: 'paycheck' })).toEqual([]);
  });

  it('an hourly rate typed as a year’s pay ($25 a year), and a month’s pay typed as a year’s ($6,000 is $72,000)', () => {
    expect(slip({ pay: '25' })[0]?.text).toContain('An hour');
    expect(slip({ pay: '6000' })[0]?.text).toContain('72,000');
    expect(slip({ pay: '12000' })).toEqual([]);
    expect(slip({ pay: '25', payUnit: 'hour' })).toEqual([]);
  });

  it('6.2 typed as 0.062 in the state rate', () => {
    const notesAbout = slip({ pay: '85000', stateRate: '0.062' });
    expect(notesAbout[0]?.field).toBe('stateRate');
    expect(notesAbout[0]?.text).toContain('type 6.2');
  });
});
