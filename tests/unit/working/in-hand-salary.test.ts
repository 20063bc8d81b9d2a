import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { mainLineFirst } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames as names } from './workingRules';

const id = 'inHandSalary';

describe('in-hand salary working', () => {
  it("reaches both months in hand on a main line of 12 steps in the guide's example, the rest of the slip and each slab after", () => {
    const steps = expectGuideMainLine(id, 'inHandMonthNew', 12, 24);
    const { main } = mainLineFirst(steps);
    expect(names(main)).toEqual([
      'basic',
      'employerPF',
      'grossSalary',
      'taxableNew',
      'new-slabs',
      'taxNew',
      'inHandMonthNew',
      'hraExemption',
      'taxableOld',
      'old-slabs',
      'taxOld',
      'inHandMonthOld',
    ]);
    // The gratuity provision, 15 ÷ (26 × 12) of basic, inside the gross salary's line.
    expect(line(steps, 'grossSalary')).toContain('₹12,00,000.00 − ₹72,000.00 − ₹6,00,000.00 × 15 ÷ (26 × 12) = ₹10,99,153.8462 before rounding');
    // The HRA exemption: the least of the three limits, in words.
    expect(line(steps, 'hraExemption')).toBe('the smallest of (₹6,00,000.00 × 50 %), (₹20,000.00 × 12 − ₹6,00,000.00 × 10 %) and (₹6,00,000.00 × 50 %) = ₹1,80,000.00');
    // The rebate takes the new regime's slabs' tax to nothing; the old regime's tax is its slabs' with the 4 % cess.
    expect(line(steps, 'taxNew')).toBe('(the larger of 0 and (₹42,415.3846 − ₹60,000.00)) × 104 % = ₹0.00');
    expect(line(steps, 'taxOld')).toBe('₹71,430.7692 × 104 % = ₹74,288.00');
    expect(line(steps, 'inHandMonthOld')).toBe('(₹10,99,153.8462 − ₹72,000.00 − ₹2,500.00 − ₹74,288.00) ÷ 12 = ₹79,197.1539 before rounding');
  });

  it('caps the PF wage at the EPF ceiling in words, and shares 80C between your PF and other investments up to ₹1,50,000', () => {
    const steps = expectWorkingHolds({ id, inputs: { ctc: '3000000', pf: 'capped', other80C: '150000', deductions: '25000', rent: '40000' } });
    // 2026-27's ceiling, ₹25,000 a month from 17 September 2026: 12 % × 3,00,000 = 36,000.
    expect(line(steps, 'employerPF')).toBe('(the smaller of ₹15,00,000.00 and (₹25,000.00 × 12)) × 12 % = ₹36,000.00');
    expect(line(steps, 'taxableOld')).toContain('(the smaller of ₹1,50,000.00 and (₹36,000.00 + ₹1,50,000.00))');
    // 2025-26's, ₹15,000: 12 % × 1,80,000 = 21,600.
    const before = expectWorkingHolds({ id, inputs: { ctc: '3000000', pf: 'capped', fy: '2025-26' } });
    expect(line(before, 'employerPF')).toBe('(the smaller of ₹15,00,000.00 and (₹15,000.00 × 12)) × 12 % = ₹21,600.00');
    expect(mainLineFirst(steps).main.length).toBeLessThanOrEqual(12);
  });

  it('works marginal relief above the rebate limit, the surcharge and its relief, each in the tax line', () => {
    // ₹12,75,001 of gross salary in 2025-26: 1 rupee above the new regime's ₹12 L limit.
    const relief = expectWorkingHolds({ id, inputs: { ctc: '1275001', pf: 'none', gratuity: 'excluded', fy: '2025-26' } });
    expect(line(relief, 'taxNew')).toBe('(the smaller of ₹60,000.15 and (₹12,00,001.00 − ₹12,00,000.00)) × 104 % = ₹1.04');
    // ₹51 L of gross salary: taxable ₹50,25,000 in the new regime, just above the 10 % band's ₹50 L (marginal relief).
    const held = expectWorkingHolds({ id, inputs: { ctc: '5100000', pf: 'none', gratuity: 'excluded' } });
    expect(step(held, 'taxNew').text).toContain('marginal relief');
    expect(line(held, 'taxNew')).toMatch(/^\(the smaller of \(₹[\d,.]+ × 110 %\) and \(₹[\d,.]+ \+ \(₹50,25,000.00 − ₹50,00,000.00\)\)\) × 104 %/);
    // A ₹1.5 crore CTC: the 15 % surcharge (above ₹1 crore) in full.
    const full = expectWorkingHolds({ id, inputs: { ctc: '15000000', pf: 'capped' } });
    expect(line(full, 'taxNew')).toMatch(/ × 115 % × 104 % = /);
  });

  it('leaves the HRA exemption off the main line when it is nothing, and works no PF and no gratuity', () => {
    const steps = expectWorkingHolds({ id, inputs: { ctc: '800000', basicPercent: '40', pf: 'none', gratuity: 'excluded', professionalTax: '0' } });
    expect(step(steps, 'hraExemption')).toMatchObject({ value: 0, more: true });
    expect(line(steps, 'employerPF')).toBe('₹3,20,000.00 × 0 % = ₹0.00');
    expect(line(steps, 'gratuity')).toBe('₹3,20,000.00 × 0 = ₹0.00');
    expect(line(steps, 'inHandMonthNew')).toBe('(₹8,00,000.00 − ₹0.00) ÷ 12 = ₹66,666.6667 before rounding');
  });

  it('follows the inputs', () => {
    const example = guideExample(id);
    expectWorkingFollows({ id, inputs: example }, { id, inputs: { ...example, rent: '25000' } });
  });
});
