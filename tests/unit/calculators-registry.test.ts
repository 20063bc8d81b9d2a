import { describe, expect, it } from 'vitest';
import { ICONS } from '@/components/icons';
import { CALCULATORS } from '@/config/calculators';

/** The 25 routes SPEC.md section 2 lists, in its order. */
const SPEC_ROUTES = [
  '/loan-calculator', '/mortgage-calculator', '/investment-calculator', '/retirement-calculator', '/savings-calculator',
  '/compound-interest-calculator', '/roi-calculator', '/debt-payoff-calculator', '/budget-calculator', '/tax-calculator',
  '/inflation-calculator', '/currency-converter', '/emi-calculator', '/sip-calculator', '/ppf-calculator',
  '/fd-calculator', '/rd-calculator', '/gratuity-calculator', '/npv-calculator', '/irr-calculator',
  '/break-even-calculator', '/margin-calculator', '/discount-calculator', '/tip-calculator', '/salary-calculator',
];

/** DECISIONS.md's seven routes and page titles, in its table's order. */
const DECISION_PAGES = [
  ['/home-affordability-calculator', 'Home Affordability Calculator'],
  ['/rent-vs-buy-calculator', 'Rent vs Buy Calculator'],
  ['/refinance-calculator', 'Refinance Calculator'],
  ['/auto-loan-calculator', 'Auto Loan Calculator'],
  ['/self-employment-tax-calculator', 'Self-Employment Tax Calculator'],
  ['/india-income-tax-calculator', 'Income Tax Calculator (India): Old vs New Regime'],
  ['/swp-calculator', 'SWP Calculator'],
];

describe('calculator registry', () => {
  it('has the 25 routes of SPEC.md, in order, then DECISIONS.md’s seven with their titles', () => {
    expect(CALCULATORS.map((calculator) => calculator.path)).toEqual([...SPEC_ROUTES, ...DECISION_PAGES.map(([path]) => path)]);
    expect(CALCULATORS.slice(25).map((calculator) => [calculator.path, calculator.title])).toEqual(DECISION_PAGES);
  });

  it('uses the names SPEC.md gives as examples', () => {
    const names = CALCULATORS.map((calculator) => calculator.name);
    expect(names).toEqual(expect.arrayContaining(['Loan Calculator', 'Compound Interest', 'Debt Payoff', 'Break-Even Calculator']));
  });

  it('has unique ids and names, a known icon and a one-line description for each', () => {
    expect(new Set(CALCULATORS.map((c) => c.id)).size).toBe(32);
    expect(new Set(CALCULATORS.map((c) => c.name)).size).toBe(32);
    expect(new Set(CALCULATORS.map((c) => c.icon)).size).toBe(32);
    for (const calculator of CALCULATORS) {
      expect(Object.keys(ICONS)).toContain(calculator.icon);
      expect(calculator.description.length).toBeGreaterThan(20);
      expect(calculator.description).not.toContain('\n');
      expect(calculator.gradient).toHaveLength(2);
    }
  });
});
