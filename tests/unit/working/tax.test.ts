import { describe, expect, it } from 'vitest';
import { expectWorkingFollows, expectWorkingHolds, stepNamed as step, stepNames as names } from './workingRules';


describe('tax working', () => {
  const example = { income: '85000', filingStatus: 'single', taxYear: '2025', standardDeduction: 'on' };

  it("works the guide's example: the standard deduction, each of three brackets, the total and the rates", () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: example });
    expect(names(steps)).toEqual(['taxableIncome', 'bracket-1-income', 'bracket-1', 'bracket-2-income', 'bracket-2', 'bracket-3-income', 'bracket-3', 'totalTax', 'marginalRate', 'effectiveRate', 'netIncome']);
    expect(step(steps, 'taxableIncome').line).toContain('$15,750.00');
    expect(step(steps, 'marginalRate').kind).toBe('lookup');
    expect(step(steps, 'marginalRate').line).toContain('22\u00a0%');
  });
  it('taxes the income as entered when the standard deduction is not taken', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: { income: '150000', filingStatus: 'married', taxYear: '2026' } });
    expect(step(steps, 'taxableIncome').line).toBe('$150,000.00 = $150,000.00');
  });
  it('reaches every bracket up to 37 % on a large income', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: { income: '1000000000', filingStatus: 'headOfHousehold', taxYear: '2024', standardDeduction: 'on' } });
    expect(names(steps)).toContain('bracket-7');
    expect(step(steps, 'marginalRate').line).toContain('37\u00a0%');
  });
  it('reaches no bracket when the standard deduction takes the whole income', () => {
    const steps = expectWorkingHolds({ id: 'tax', inputs: { income: '10000', filingStatus: 'single', taxYear: '2026', standardDeduction: 'on' } });
    expect(step(steps, 'taxableIncome').line).toContain('max(0,');
    expect(names(steps).some((name) => name.startsWith('bracket-'))).toBe(false);
  });
  it('keeps cents exact through the brackets', () => {
    expectWorkingHolds({ id: 'tax', inputs: { income: '85000.37', filingStatus: 'marriedSeparate', taxYear: '2023', standardDeduction: 'on' } });
    expectWorkingHolds({ id: 'tax', inputs: { income: '0.01', filingStatus: 'single', taxYear: '2025' } });
  });
  it('holds for every year and filing status', () => {
    for (const taxYear of ['2023', '2024', '2025', '2026'])
      for (const filingStatus of ['single', 'married', 'headOfHousehold', 'marriedSeparate']) expectWorkingHolds({ id: 'tax', inputs: { income: '412345.67', filingStatus, taxYear, standardDeduction: 'on' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'tax', inputs: example }, { id: 'tax', inputs: { ...example, taxYear: '2026' } });
  });
});

describe('selfEmployment working', () => {
  const example = { netProfit: '85000', taxYear: '2026', filingStatus: 'single', incomeTax: '6000' };

  it("works the guide's example from the 92.35 % net earnings to the quarterly payment", () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: example });
    expect(step(steps, 'netEarnings').line).toContain('92.35');
    expect(step(steps, 'quarterlyPayment').line).toContain('$6,000.00');
  });
  it('lets wages use up part of the wage base and of the Additional Medicare threshold first', () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '300000', wages: '150000', filingStatus: 'married' } });
    expect(names(steps)).toEqual(expect.arrayContaining(['wageBaseLeft', 'thresholdLeft']));
  });
  it('pays no Social Security when the wages are above the wage base', () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '50000', wages: '200000', taxYear: '2024' } });
    expect(step(steps, 'socialSecurity').value).toBe(0);
  });
  it('caps Social Security at the wage base and charges Additional Medicare without wages', () => {
    expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '400000', taxYear: '2023', filingStatus: 'single' } });
    expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '180000.55', taxYear: '2025', filingStatus: 'marriedSeparate', wages: '10000.10', incomeTax: '1234.56' } });
  });
  it('taxes none of net earnings under $400', () => {
    const steps = expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '300', incomeTax: '1000' } });
    expect(step(steps, 'under400').value).toBe(0);
  });
  it('keeps its figures exact on large and tiny profits', () => {
    expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '250000000', wages: '1000000', incomeTax: '90000000', filingStatus: 'headOfHousehold' } });
    expectWorkingHolds({ id: 'selfEmployment', inputs: { netProfit: '0.01' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'selfEmployment', inputs: example }, { id: 'selfEmployment', inputs: { ...example, wages: '20000' } });
  });
});

describe('incomeTaxIndia working', () => {
  const example = { income: '1600000', fy: '2026-27', age: 'under60', incomeType: 'salary', deductions: '250000' };
  const india = (inputs: Record<string, string>) => expectWorkingHolds({ id: 'incomeTaxIndia', inputs });

  it("works both regimes of the guide's example slab by slab, with distinct names per regime", () => {
    const steps = india(example);
    expect(names(steps)).toEqual(expect.arrayContaining(['new-slab-1', 'new-slab-4', 'old-slab-1', 'old-slab-4', 'new-cess', 'old-cess', 'savings']));
    expect(step(steps, 'new-slab-1').line).toContain('₹4,00,000.00');
  });
  it("shows the old regime's tax at the break-even deductions and at one rupee less against the new regime's", () => {
    const steps = india(example);
    expect(step(steps, 'breakEvenDeductions').kind).toBe('lookup');
    expect(step(steps, 'even-check').value).toBeGreaterThanOrEqual(0);
    expect(step(steps, 'short-check').value).toBeLessThan(0);
  });
  it('forgives the tax up to the section 87A rebate at or below the limit', () => {
    const steps = india({ income: '1200000', incomeType: 'salary' });
    expect(step(steps, 'new-afterRebate').value).toBe(0);
    expect(step(steps, 'even-total').value).toBe(0);
  });
  it("gives the new regime's marginal relief just above the rebate limit", () => {
    const steps = india({ income: '1285000' });
    expect(step(steps, 'new-marginalRelief').line).toContain('min(');
    india({ income: '785000', fy: '2024-25' });
  });
  it("gives the old regime's rebate at ₹5,00,000 and none above it", () => {
    expect(names(india({ income: '500000', incomeType: 'other' }))).toContain('old-rebate');
    expect(names(india({ income: '500001', incomeType: 'other' }))).not.toContain('old-rebate');
  });
  it("applies the surcharge's marginal relief just above each band", () => {
    for (const income of ['5010000', '10050000', '20050000', '50050000']) {
      const steps = india({ income, incomeType: 'other' });
      expect(names(steps)).toContain('old-surchargeFull');
    }
  });
  it('charges the full surcharge far above a band', () => {
    const steps = india({ income: '1000000000', deductions: '500000' });
    expect(names(steps)).toContain('new-surcharge');
    expect(names(steps)).not.toContain('new-surchargeFull');
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
    expect(step(steps, 'breakEvenDeductions').value).toBe(0);
    expect(names(steps)).not.toContain('short-check');
  });
  it('reaches no slab when the standard deduction takes the whole income, and works tiny amounts', () => {
    const steps = india({ income: '50000' });
    expect(step(steps, 'taxableNew').line).toContain('max(0,');
    india({ income: '1', incomeType: 'other' });
    india({ income: '1234567.89', deductions: '12345.67' });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'incomeTaxIndia', inputs: example }, { id: 'incomeTaxIndia', inputs: { ...example, deductions: '300000' } });
  });
});
