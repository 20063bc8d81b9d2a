/**
 * The paycheck calculator's working (WORKING.md): the year from gross pay to take-home on a main line of at most 12
 * steps, each paycheck's figures and each bracket under "Show every step". Expected lines worked by hand in comments.
 */
import { describe, expect, it } from 'vitest';
import { mainLineFirst } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames as names } from './workingRules';

describe('paycheck working', () => {
  it("keeps the guide's example on a main line of 12 steps, from the gross pay to take-home and the total tax rate", () => {
    const steps = expectGuideMainLine('paycheck', 'takeHome', 12, 24);
    expect(names(mainLineFirst(steps).main)).toEqual([
      'grossYear',
      'retirementYear',
      'pretaxYear',
      'ficaWages',
      'taxableIncome',
      'federalYear',
      'socialSecurityYear',
      'medicareYear',
      'stateYear',
      'takeHomeYear',
      'takeHome',
      'totalTaxRate',
    ]);
    // 6 % of $85,000 is $5,100, under the $24,500 limit; $150 × 26 = $3,900; taxable 85,000 − 5,100 − 3,900 − 16,100.
    expect(line(steps, 'retirementYear')).toBe('the smaller of ($85,000.00 × 6 %) and $24,500.00 = $5,100.00');
    expect(line(steps, 'taxableIncome')).toBe('$85,000.00 − $5,100.00 − $3,900.00 − $16,100.00 = $59,900.00');
    expect(line(steps, 'federalYear')).toBe('$12,400.00 × 10 % + ($50,400.00 − $12,400.00) × 12 % + ($59,900.00 − $50,400.00) × 22 % = $7,890.00');
    expect(line(steps, 'socialSecurityYear')).toBe('(the smaller of $81,100.00 and $184,500.00) × 6.2 % = $5,028.20');
    expect(line(steps, 'takeHomeYear')).toBe('$85,000.00 − $5,100.00 − $3,900.00 − $7,890.00 − $5,028.20 − $1,175.95 − $3,800.00 = $58,105.85');
    expect(line(steps, 'takeHome')).toBe('$58,105.85 ÷ 26 = $2,234.8404 before rounding');
    expect(step(steps, 'retirementYear').text).toContain('IRS Notice 2025-67');
    expect(step(steps, 'taxableIncome').text).toContain('Rev. Proc. 2025-32');
  });

  it('works an hourly rate over the default 40 hours, and leaves the parts that are 0 off the main line', () => {
    // $30 × 40 × 52 = $62,400; 2025 single: 62,400 − 15,750 = 46,650.
    const steps = expectWorkingHolds({ id: 'paycheck', inputs: { pay: '30', payUnit: 'hour', frequency: 'weekly', taxYear: '2025' } });
    expect(line(steps, 'grossYear')).toBe('$30.00 × 40 × 52 = $62,400.00');
    expect(step(steps, 'grossYear').text).toContain('the default');
    const { main } = mainLineFirst(steps);
    expect(names(main)).toEqual(['grossYear', 'taxableIncome', 'federalYear', 'socialSecurityYear', 'medicareYear', 'takeHomeYear', 'takeHome', 'totalTaxRate']);
    expect(line(steps, 'takeHomeYear')).toBe('$62,400.00 − $5,359.50 − $3,868.80 − $904.80 = $52,266.90');
  });

  it('caps the 401(k) at the limit in words, Social Security at the wage base and adds the Additional Medicare Tax', () => {
    // $300,000 in 2026 with 10 %: the smaller of $30,000 and $24,500. Medicare 300,000 × 1.45 % + 100,000 × 0.9 % = 5,250.
    const steps = expectWorkingHolds({ id: 'paycheck', inputs: { pay: '300000', retirementPercent: '10', taxYear: '2026' } });
    expect(line(steps, 'retirementYear')).toBe('the smaller of ($300,000.00 × 10 %) and $24,500.00 = $24,500.00');
    expect(line(steps, 'socialSecurityYear')).toBe('(the smaller of $300,000.00 and $184,500.00) × 6.2 % = $11,439.00');
    expect(line(steps, 'medicareYear')).toBe('$300,000.00 × 1.45 % + ($300,000.00 − $200,000.00) × 0.9 % = $5,250.00');
  });

  it('keeps every step of a full case within 12 on the main line, the rate then under "Show every step"', () => {
    const steps = expectWorkingHolds({
      id: 'paycheck',
      inputs: { pay: '12000', payUnit: 'paycheck', frequency: 'monthly', retirementPercent: '10', pretaxDeductions: '200', stateRate: '4.5', afterTaxDeductions: '100' },
    });
    const { main, more } = mainLineFirst(steps);
    expect(main).toHaveLength(12);
    expect(names(more)).toContain('totalTaxRate');
    // $12,000 × 12 = $144,000; 10 % = $14,400; $200 × 12 = $2,400; state 4.5 % of 127,200 = 5,724.
    expect(line(steps, 'stateYear')).toBe('($144,000.00 − $14,400.00 − $2,400.00) × 4.5 % = $5,724.00');
  });

  it('holds for every status, year, frequency and pay unit, with cents and no taxable income', () => {
    for (const filingStatus of ['single', 'married', 'headOfHousehold', 'marriedSeparate'])
      for (const taxYear of ['2026', '2025'])
        for (const [pay, payUnit] of [['123456.78', 'year'], ['2345.67', 'paycheck'], ['27.35', 'hour'], ['9000', 'year']] as const)
          for (const frequency of ['biweekly', 'weekly', 'semimonthly', 'monthly'])
            expectWorkingHolds({ id: 'paycheck', inputs: { pay, payUnit, frequency, filingStatus, taxYear, retirementPercent: '7.5', pretaxDeductions: '33.33', stateRate: '3.07', hoursPerWeek: '37.5', afterTaxDeductions: '0' } });
    expectWorkingHolds({ id: 'paycheck', inputs: { pay: '1000000', retirementPercent: '3', stateRate: '13.3', pretaxDeductions: '0', afterTaxDeductions: '0' } });
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'paycheck', inputs: { pay: '85000' } }, { id: 'paycheck', inputs: { pay: '85000', frequency: 'monthly' } });
  });
});
