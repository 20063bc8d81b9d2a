import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { mainLineFirst, type WorkingStep } from '../../../src/lib/finance/working';
import { expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames as names } from './workingRules';

/** The steps the working opens with, and those under "Show every step". */
const split = (steps: readonly WorkingStep[]) => mainLineFirst(steps);

describe('tax working', () => {
  const example = guideExample('tax');

  it("keeps the guide's example on a main line of 11 steps: the standard deduction, each of three brackets in two steps, the total and the rates", () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: example });
    const { main, more } = split(steps);
    expect(names(main)).toEqual([
      'taxableIncome',
      'bracket-1-income',
      'bracket-1',
      'bracket-2-income',
      'bracket-2',
      'bracket-3-income',
      'bracket-3',
      'totalTax',
      'marginalRate',
      'effectiveRate',
      'netIncome',
    ]);
    expect(more).toHaveLength(0);
    expect(main.map((item) => item.for)).toContain('totalTax');
  });
  it('works each bracket from the 2025 single brackets (IRS Rev. Proc. 2024-40), writing a rate once', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: example });
    // $85,000 less the $15,750 standard deduction; 10 % to $11,925, 12 % to $48,475, 22 % to $103,350.
    expect(line(steps, 'taxableIncome')).toBe('$85,000.00 − $15,750.00 = $69,250.00');
    expect(line(steps, 'bracket-2-income')).toBe('(the smaller of $69,250.00 and $48,475.00) − $11,925.00 = $36,550.00');
    expect(line(steps, 'bracket-2')).toBe('$36,550.00 × 12 % = $4,386.00');
    expect(line(steps, 'totalTax')).toBe('$1,192.50 + $4,386.00 + $4,570.50 = $10,149.00');
    expect(step(steps, 'totalTax').value).toBeCloseTo(1192.5 + 4386 + 4570.5, 9);
  });
  it('reads the marginal bracket from the taxable income that decides it, and gives the effective rate as a share', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: example });
    expect(step(steps, 'marginalRate').kind).toBe('lookup');
    expect(line(steps, 'marginalRate')).toBe('$69,250.00 is above $48,475.00 and at most $103,350.00: the 22 % bracket');
    // $10,149 ÷ $85,000 = 0.1194 exactly.
    expect(line(steps, 'effectiveRate')).toBe('$10,149.00 ÷ $85,000.00 × 100 % = 11.94 %');
  });
  it('takes nothing off the income when the standard deduction is not taken, and says so', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: { income: '150000', filingStatus: 'married', taxYear: '2026' } });
    expect(line(steps, 'taxableIncome')).toBe('$150,000.00 − $0.00 = $150,000.00');
    expect(step(steps, 'taxableIncome').text).toContain('no standard deduction');
  });
  it('works every bracket up to 37 % in one step each, so that every result stays on a main line of 12 steps', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: { income: '1000000000', filingStatus: 'headOfHousehold', taxYear: '2024', standardDeduction: 'on' } });
    const { main, more } = split(steps);
    expect(names(main)).toEqual(['taxableIncome', ...[1, 2, 3, 4, 5, 6, 7].map((index) => `bracket-${String(index)}`), 'totalTax', 'marginalRate', 'effectiveRate', 'netIncome']);
    expect(more).toHaveLength(0);
    // 2024 head of household: $1,000,000,000 less $21,900; 10 % to $16,550; a whole bracket is its top less its bottom.
    expect(line(steps, 'bracket-1')).toBe('$16,550.00 × 10 % = $1,655.00');
    expect(line(steps, 'bracket-2')).toBe('($63,100.00 − $16,550.00) × 12 % = $5,586.00');
    expect(line(steps, 'marginalRate')).toBe('$999,978,100.00 is above $609,350.00: the 37 % bracket');
  });
  it('reaches no bracket when the standard deduction takes the whole income', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: { income: '10000', filingStatus: 'single', taxYear: '2026', standardDeduction: 'on' } });
    expect(line(steps, 'taxableIncome')).toBe('the larger of 0 and ($10,000.00 − $16,100.00) = $0.00');
    expect(names(steps).some((name) => name.startsWith('bracket-'))).toBe(false);
    expect(line(steps, 'totalTax')).toBe('$0.00 × 10 % = $0.00');
  });
  it('gives the whole tax from a single bracket without a sum of one', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: { income: '20000', filingStatus: 'single', taxYear: '2025', standardDeduction: 'on' } });
    // $20,000 − $15,750 = $4,250, all at 10 %.
    expect(step(steps, 'bracket-1').for).toBe('totalTax');
    expect(line(steps, 'bracket-1')).toBe('$4,250.00 × 10 % = $425.00');
  });
  it('keeps cents exact through the brackets', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: { income: '85000.37', filingStatus: 'marriedSeparate', taxYear: '2023', standardDeduction: 'on' } });
    // 2023 married filing separately: $13,850 off, 12 % from $11,000 up to $44,725; 22 % above on $71,150.37 − $44,725.
    expect(line(steps, 'bracket-3')).toBe('$26,425.37 × 22 % = $5,813.5814 before rounding');
    expectWorkingHolds({ id: 'tax', inputs: { income: '0.01', filingStatus: 'single', taxYear: '2025' } });
  });
  it('holds for every year and filing status', () => {
    for (const taxYear of ['2023', '2024', '2025', '2026'])
      for (const filingStatus of ['single', 'married', 'headOfHousehold', 'marriedSeparate'])
        expectWorkingHolds({ id: 'tax', inputs: { income: '412345.67', filingStatus, taxYear, standardDeduction: 'on' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'tax', inputs: example }, { id: 'tax', inputs: { ...example, taxYear: '2026' } });
  });
});

describe('selfEmployment working', () => {
  const example = guideExample('selfEmployment');

  it("keeps the guide's example on a main line of 10 steps, from the 92.35 % net earnings to the quarterly payment", () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: example });
    const { main, more } = split(steps);
    expect(main).toHaveLength(10);
    expect(more).toHaveLength(0);
    expect(main.map((item) => item.for)).toContain('seTax');
  });
  it("works the guide's example with each rate written once", () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: example });
    // $85,000 × 92.35 % = $78,497.50; × 12.4 % = $9,733.69; × 2.9 % = $2,276.4275; together $12,010.1175.
    expect(line(steps, 'netEarnings')).toBe('$85,000.00 × 92.35 % = $78,497.50');
    expect(line(steps, 'socialSecurity')).toBe('$78,497.50 × 12.4 % = $9,733.69');
    expect(line(steps, 'medicare')).toBe('$78,497.50 × 2.9 % = $2,276.4275 before rounding');
    expect(step(steps, 'seTax').value).toBeCloseTo(9733.69 + 2276.4275, 9);
    expect(line(steps, 'quarterlyPayment')).toContain('$6,000.00');
  });
  it('lets wages use up part of the wage base and of the Additional Medicare threshold first', () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '300000', wages: '150000', filingStatus: 'married' } });
    // The 2026 wage base is $184,500 (SSA); married filing jointly's threshold is $250,000 (IRC §1401(b)(2)).
    expect(line(steps, 'wageBaseLeft')).toBe('$184,500.00 − $150,000.00 = $34,500.00');
    expect(line(steps, 'thresholdLeft')).toBe('$250,000.00 − $150,000.00 = $100,000.00');
    expect(split(steps).main).toHaveLength(12);
  });
  it('pays no Social Security when the wages are above the wage base', () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '50000', wages: '200000', taxYear: '2024' } });
    expect(line(steps, 'wageBaseLeft')).toBe('the larger of 0 and ($168,600.00 − $200,000.00) = $0.00');
    expect(step(steps, 'socialSecurity').value).toBe(0);
  });
  it('caps Social Security at the wage base and charges Additional Medicare without wages', () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '400000', taxYear: '2023', filingStatus: 'single' } });
    // $400,000 × 92.35 % = $369,400, capped at the 2023 wage base of $160,200; $169,400 above the $200,000 threshold.
    expect(line(steps, 'socialSecurityEarnings')).toBe('the smaller of $369,400.00 and $160,200.00 = $160,200.00');
    expect(line(steps, 'additionalMedicareEarnings')).toBe('$369,400.00 − $200,000.00 = $169,400.00');
    expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '180000.55', taxYear: '2025', filingStatus: 'marriedSeparate', wages: '10000.10', incomeTax: '1234.56' } });
  });
  it('taxes none of net earnings under $400', () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '300', incomeTax: '1000' } });
    expect(step(steps, 'under400').value).toBe(0);
    expect(line(steps, 'quarterlyPayment')).toBe('($0.00 + $0.00 + $1,000.00) ÷ 4 = $250.00');
  });
  it('keeps its figures exact on large and tiny profits', () => {
    expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '250000000', wages: '1000000', incomeTax: '90000000', filingStatus: 'headOfHousehold' } });
    expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '0.01' } });
  });
  it('works the effective rate from the tax’s two parts where no rounding of the tax can give its digits', () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '433.15', wages: '200000', taxYear: '2026' } });
    // Only Medicare is paid: 92.35 % × 2.9 % = 2.67815 % of the profit.
    expect(line(steps, 'effectiveRate')).toContain('× 2.9 %) ÷ $433.15');
    expect(step(steps, 'effectiveRate').value).toBeCloseTo(92.35 * 0.029, 9);
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'selfEmployment', inputs: example }, { id: 'selfEmployment', inputs: { ...example, wages: '20000' } });
  });
});

describe('incomeTaxIndia working', () => {
  const example = guideExample('incomeTaxIndia');
  const india = (inputs: Record<string, string>) => expectWorkingHolds({ id: 'incomeTaxIndia', inputs });

  it("keeps the guide's example on a main line of 11 steps that reaches every result, each slab under “Show every step”", () => {
    const { main, more } = split(india(example));
    expect(names(main)).toEqual([
      'taxableNew',
      'new-slabs',
      'taxNew',
      'taxableOld',
      'old-slabs',
      'taxOld',
      'savings',
      'effectiveRateNew',
      'effectiveRateOld',
      'breakEvenTaxable',
      'breakEvenDeductions',
    ]);
    expect(names(more)).toEqual(['new-slab-1', 'new-slab-2', 'new-slab-3', 'new-slab-4', 'old-slab-1', 'old-slab-2', 'old-slab-3', 'old-slab-4']);
  });
  it("works each regime's slabs in one line of the main line, and its tax with the 4 % cess written once", () => {
    const steps = india(example);
    // New regime, FY 2026-27: ₹16,00,000 − ₹75,000; 5 % from ₹4 lakh, 10 % from ₹8 lakh, 15 % from ₹12 lakh (Finance Act, 2025).
    expect(line(steps, 'new-slabs')).toBe('(₹8,00,000.00 − ₹4,00,000.00) × 5 % + (₹12,00,000.00 − ₹8,00,000.00) × 10 % + (₹15,25,000.00 − ₹12,00,000.00) × 15 % = ₹1,08,750.00');
    expect(line(steps, 'taxNew')).toBe('₹1,08,750.00 + ₹1,08,750.00 × 4 % = ₹1,13,100.00');
    expect(line(steps, 'new-slab-4')).toBe('(₹15,25,000.00 − ₹12,00,000.00) × 15 % = ₹48,750.00');
    // Old regime: ₹16,00,000 − ₹50,000 − ₹2,50,000 = ₹13,00,000; ₹12,500 + ₹1,00,000 + ₹90,000 = ₹2,02,500, with cess ₹2,10,600.
    expect(step(steps, 'taxOld').value).toBeCloseTo(202500 * 1.04, 6);
  });
  it('gives the break-even deductions from the taxable income at which the old regime’s tax equals the new one’s, put back in', () => {
    const steps = india(example);
    const solved = step(steps, 'breakEvenTaxable');
    expect(solved.kind).toBe('solved');
    // At ₹9,81,250: (₹12,500 + ₹4,81,250 × 20 %) × 104 % = ₹1,13,100, the new regime's tax.
    expect(solved.value).toBe(981250);
    expect(line(steps, 'breakEvenTaxable')).toBe('((₹5,00,000.00 − ₹2,50,000.00) × 5 % + (₹9,81,250.00 − ₹5,00,000.00) × 20 %) × 104 % − ₹1,13,100.00 = ₹0.00');
    expect(line(steps, 'breakEvenDeductions')).toBe('₹16,00,000.00 − ₹50,000.00 − ₹9,81,250.00 = ₹5,68,750.00');
  });
  it('forgives the tax up to the section 87A rebate at or below the limit, and needs the old regime down to its own ₹5,00,000 limit', () => {
    const steps = india({ income: '1200000', incomeType: 'salary' });
    expect(line(steps, 'new-rebate')).toBe('the larger of 0 and (₹52,500.00 − ₹60,000.00) = ₹0.00');
    expect(names(steps)).not.toContain('breakEvenTaxable');
    expect(line(steps, 'breakEvenDeductions')).toBe('₹12,00,000.00 − ₹50,000.00 − ₹5,00,000.00 = ₹6,50,000.00');
    expect(split(steps).main).toHaveLength(11);
  });
  it("gives the new regime's marginal relief just above the rebate limit", () => {
    const steps = india({ income: '1285000' });
    // ₹12,85,000 − ₹75,000 = ₹12,10,000: slabs ₹61,500, at most the ₹10,000 above ₹12,00,000.
    expect(line(steps, 'new-marginalRelief')).toBe('the smaller of ₹61,500.00 and (₹12,10,000.00 − ₹12,00,000.00) = ₹10,000.00');
    india({ income: '785000', fy: '2024-25' });
  });
  it("gives the old regime's rebate at ₹5,00,000 and none above it", () => {
    expect(names(india({ income: '500000', incomeType: 'other' }))).toContain('old-rebate');
    expect(names(india({ income: '500001', incomeType: 'other' }))).not.toContain('old-rebate');
  });
  it("applies the surcharge's marginal relief just above each band", () => {
    for (const income of ['5010000', '10050000', '20050000', '50050000']) {
      const steps = india({ income, incomeType: 'other' });
      expect(line(steps, 'old-surcharge')).toMatch(/^the smaller of \(/);
    }
  });
  it('charges the full surcharge far above a band', () => {
    const steps = india({ income: '1000000000', deductions: '500000' });
    expect(line(steps, 'new-surcharge')).not.toContain('smaller');
  });
  it('keeps a case with surcharges on a main line of 11 steps, the break-even waiting in “Show every step”', () => {
    const steps = india({ income: '6000000', incomeType: 'salary', deductions: '200000' });
    const { main, more } = split(steps);
    expect(names(main)).toEqual(['taxableNew', 'new-slabs', 'new-surcharge', 'taxNew', 'taxableOld', 'old-slabs', 'old-surcharge', 'taxOld', 'savings', 'effectiveRateNew', 'effectiveRateOld']);
    expect(names(more).slice(0, 2)).toEqual(['breakEvenTaxable', 'breakEvenDeductions']);
    // New: ₹13,57,500 + 10 % = ₹14,93,250, with cess ₹15,52,980. Old on exactly ₹50,00,000: ₹13,12,500; above it marginal
    // relief lets tax and surcharge rise rupee for rupee: ₹50,00,000 + ₹14,93,250 − ₹13,12,500 = ₹51,80,750.
    expect(line(steps, 'breakEvenTaxable')).toBe('(₹13,12,500.00 + (₹51,80,750.00 − ₹50,00,000.00)) × 104 % − ₹15,52,980.00 = ₹0.00');
    expect(step(steps, 'breakEvenDeductions').value).toBe(6000000 - 50000 - 5180750);
  });
  it('works the older age bands, whose old-regime slabs differ', () => {
    india({ income: '900000', age: '60to80', deductions: '150000' });
    india({ income: '900000', age: 'over80', incomeType: 'other' });
  });
  it('works a case where the old regime costs less', () => {
    const steps = india({ income: '1600000', deductions: '800000', fy: '2025-26' });
    expect(step(steps, 'savings').text).toContain('old regime:');
  });
  it('shows no saving and no deductions needed when both regimes cost nothing', () => {
    const steps = india({ income: '300000', incomeType: 'other' });
    expect(step(steps, 'savings').value).toBe(0);
    expect(line(steps, 'breakEvenDeductions')).toBe('the larger of 0 and (₹3,00,000.00 − ₹0.00 − ₹5,00,000.00) = ₹0.00');
  });
  it('rounds the break-even deductions up to a whole rupee when the income has paise', () => {
    const steps = india({ income: '1234567.89', deductions: '12345.67' });
    expect(line(steps, 'breakEvenDeductions')).toContain('rounded up to a whole number');
  });
  it('lands on a whole rupee of break-even deductions from an income with paise', () => {
    const steps = india({ income: '4355201.07', deductions: '740' });
    // New: ₹3,00,000 on the slabs to ₹24 lakh + (₹42,80,201.07 − ₹24,00,000) × 30 % = ₹8,64,060.321, × 104 % = ₹8,98,622.73384.
    // Old: ₹10,00,000 + (₹8,64,060.321 − ₹1,12,500) ÷ 30 % = ₹35,05,201.07, so ₹43,55,201.07 − ₹50,000 − ₹35,05,201.07 = ₹8,00,000.
    expect(line(steps, 'breakEvenDeductions')).toBe('₹43,55,201.07 − ₹50,000.00 − ₹35,05,201.07 = ₹8,00,000.00');
  });
  it('reaches no slab when the standard deduction takes the whole income, and works tiny amounts', () => {
    const steps = india({ income: '50000' });
    expect(line(steps, 'taxableNew')).toBe('the larger of 0 and (₹50,000.00 − ₹75,000.00) = ₹0.00');
    india({ income: '1', incomeType: 'other' });
    india({ income: '500007.77', age: 'over80', incomeType: 'other' });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'incomeTaxIndia', inputs: example }, { id: 'incomeTaxIndia', inputs: { ...example, deductions: '300000' } });
  });
});
