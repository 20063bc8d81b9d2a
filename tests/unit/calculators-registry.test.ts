import { describe, expect, it } from 'vitest';
import { ICONS } from '@/components/icons';
import { CALCULATORS, calculatorPage, calculatorsIn } from '@/config/calculators';
import { CATEGORY_IDS } from '@/config/categories';

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

/** HISTORY.md's one route and page title, after DECISIONS.md's. */
const HISTORY_PAGES = [['/safe-withdrawal-rate-calculator', 'Safe Withdrawal Rate Calculator: Will My Money Last?']];

describe('calculator registry', () => {
  it('has the 25 routes of SPEC.md in its order, then DECISIONS.md’s seven and HISTORY.md’s one with their titles', () => {
    const later = [...DECISION_PAGES, ...HISTORY_PAGES];
    const contracted = new Set([...SPEC_ROUTES, ...later.map(([path]) => path)]);
    // Calculators of later issues may sit among them, by their rank: these keep their order.
    const paths = CALCULATORS.map((calculator) => calculator.path).filter((path) => contracted.has(path));
    expect(paths).toEqual([...SPEC_ROUTES, ...later.map(([path]) => path)]);
    for (const [path, title] of later) expect(CALCULATORS.find((calculator) => calculator.path === path)?.title).toBe(title);
  });

  it('names every calculator by one rule: its title up to a colon, the words of its route and then "Calculator"', () => {
    const names = CALCULATORS.map((calculator) => calculator.name);
    // SPEC.md's examples, each followed by the word its route ends with.
    expect(names).toEqual(expect.arrayContaining(['Loan Calculator', 'Compound Interest Calculator', 'Debt Payoff Calculator', 'Break-Even Calculator']));
    expect(calculatorPage('incomeTaxIndia').name).toBe('Income Tax Calculator (India)');
    expect(calculatorPage('currency').name).toBe('Currency Converter');
    for (const calculator of CALCULATORS) expect(calculator.name, calculator.id).toMatch(/ (Calculator|Converter)( \(India\))?$/);
  });

  it('has unique ids, names, ranks and icons, each icon a known one, and a one-line description for each', () => {
    const count = CALCULATORS.length;
    expect(count).toBeGreaterThanOrEqual(SPEC_ROUTES.length + DECISION_PAGES.length + HISTORY_PAGES.length);
    expect(new Set(CALCULATORS.map((c) => c.id)).size).toBe(count);
    expect(new Set(CALCULATORS.map((c) => c.name)).size).toBe(count);
    expect(new Set(CALCULATORS.map((c) => c.rank)).size).toBe(count);
    expect(new Set(CALCULATORS.map((c) => c.icon)).size).toBe(count);
    for (const calculator of CALCULATORS) {
      expect(Object.keys(ICONS)).toContain(calculator.icon);
      expect(calculator.description.length).toBeGreaterThan(20);
      expect(calculator.description).not.toContain('\n');
      expect(calculator.gradient).toHaveLength(2);
    }
  });
});

describe('topics: one of its own, and other hubs where readers look for it', () => {
  it('lists a calculator on a second hub only where it is not already, once each', () => {
    for (const calculator of CALCULATORS) {
      const also = calculator.alsoIn ?? [];
      expect(also, calculator.id).not.toContain(calculator.category);
      expect(new Set(also).size, calculator.id).toBe(also.length);
    }
  });

  it('lists India’s income tax calculator on the tax hub as well as the India hub, its topic still India', () => {
    const india = calculatorPage('incomeTaxIndia');
    expect(india.category).toBe('india');
    expect(calculatorsIn('tax-and-income')).toContain(india);
    expect(calculatorsIn('india')).toContain(india);
  });

  it('lists on each hub its own calculators first, then those listed there too, each once', () => {
    for (const category of CATEGORY_IDS) {
      const own = CALCULATORS.filter((calculator) => calculator.category === category);
      const also = CALCULATORS.filter((calculator) => calculator.alsoIn?.includes(category));
      expect(calculatorsIn(category), category).toEqual([...own, ...also]);
    }
  });

  it('puts every calculator on its own topic’s hub', () => {
    for (const calculator of CALCULATORS) expect(calculatorsIn(calculator.category), calculator.id).toContain(calculator);
  });
});
