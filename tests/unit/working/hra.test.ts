/** The HRA page's working (WORKING.md): each limit from the reader's numbers, the smallest in words, the taxable rest. */
import { describe, expect, it } from 'vitest';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames } from './workingRules';

const BASE = { basic: '600000', hra: '240000', rent: '300000', fy: '2026-27', metro: 'no' };

describe('hra working', () => {
  it("gives the guide's example in 6 steps, every result among them", () => {
    const steps = expectGuideMainLine('hra', 'exemptHra', 6, 6);
    expect(stepNames(steps)).toEqual(['actualHra', 'tenthOfBasic', 'rentOverTenth', 'salaryShare', 'exemptHra', 'taxableHra']);
    // Basic 7,20,000 × 10 % = 72,000; 4,20,000 − 72,000 = 3,48,000; 7,20,000 × 50 % = 3,60,000.
    expect(line(steps, 'tenthOfBasic')).toBe('₹7,20,000.00 × 10 % = ₹72,000.00');
    expect(line(steps, 'rentOverTenth')).toBe('₹4,20,000.00 − ₹72,000.00 = ₹3,48,000.00');
    expect(line(steps, 'salaryShare')).toBe('₹7,20,000.00 × 50 % = ₹3,60,000.00');
    // The smallest of three, in words, never min(.
    expect(line(steps, 'exemptHra')).toBe('the smallest of ₹3,60,000.00, ₹3,48,000.00 and ₹3,60,000.00 = ₹3,48,000.00');
    expect(line(steps, 'taxableHra')).toBe('₹3,60,000.00 − ₹3,48,000.00 = ₹12,000.00');
    // The third limit names the year's list and its rule.
    expect(step(steps, 'salaryShare').text).toMatch(/Bengaluru.*rule 279 of the Income-tax Rules, 2026/);
  });

  it('says the rent earns nothing when it is below 10 % of basic', () => {
    const steps = expectWorkingHolds({ id: 'hra', inputs: { ...BASE, rent: '50000' } });
    expect(line(steps, 'rentOverTenth')).toBe('the larger of 0 and (₹50,000.00 − ₹60,000.00) = ₹0.00');
    expect(line(steps, 'taxableHra')).toBe('₹2,40,000.00 − ₹0.00 = ₹2,40,000.00');
  });

  it('holds with paise, a 40 % city of FY 2025-26, and each limit binding', () => {
    for (const inputs of [
      { ...BASE, basic: '600005.55', hra: '250000' },
      { ...BASE, fy: '2025-26', hra: '120000' },
      { ...BASE, hra: '300000', rent: '480000' },
      { ...BASE, metro: 'yes', hra: '400000', rent: '480000', fy: '2025-26' },
    ]) {
      expectWorkingHolds({ id: 'hra', inputs });
    }
    const paise = expectWorkingHolds({ id: 'hra', inputs: { ...BASE, basic: '600005.55', hra: '250000' } });
    // 6,00,005.55 × 10 % = 60,000.555, shown before rounding so 3,00,000 − it lands on 2,39,999.445.
    expect(line(paise, 'tenthOfBasic')).toBe('₹6,00,005.55 × 10 % = ₹60,000.555 before rounding');
    expect(step(expectWorkingHolds({ id: 'hra', inputs: { ...BASE, fy: '2025-26' } }), 'salaryShare').text).toMatch(/40 %.*rule 2A of the Income-tax Rules, 1962/);
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'hra', inputs: BASE }, { id: 'hra', inputs: { ...BASE, rent: '360000' } });
  });
});
