import { describe, expect, it } from 'vitest';
import { calculatorFor, runCalculatorWithDetails, type CalculatorId } from '../../../src/lib/finance';
import { expectWorkingFollows, expectWorkingHolds } from './workingRules';

type Inputs = Readonly<Record<string, string>>;

/** A rejected calculation shows no working for numbers the page did not compute. */
function expectNoWorking(id: CalculatorId, inputs: Inputs): void {
  const outcome = runCalculatorWithDetails(calculatorFor(id), inputs);
  expect(outcome.ok).toBe(false);
  expect(outcome.working).toBeUndefined();
}

const step = (steps: ReturnType<typeof expectWorkingHolds>, name: string) => steps.find((candidate) => candidate.name === name);

describe('npv working', () => {
  const example = { initial: '50000', cashFlows: '15000, 18000, 20000, 12000', rate: '8' };
  it("works the guide's example: each flow discounted, then added up less the initial investment", () => {
    const steps = expectWorkingHolds({ id: 'npv', inputs: example });
    expect(steps.map((each) => each.name)).toEqual(['factor', 'year1', 'year2', 'year3', 'year4', 'npv']);
    expect(step(steps, 'year2')?.line).toContain('1.08^2');
  });
  it('works a rate with decimals and a flow with cents', () => {
    expectWorkingHolds({ id: 'npv', inputs: { initial: '10000', cashFlows: '3000, 4200.55, 6800', rate: '7.25' } });
  });
  it('shows the 0 % rate as flows divided by 1', () => {
    const steps = expectWorkingHolds({ id: 'npv', inputs: { initial: '1000', cashFlows: '300, 400, 500', rate: '0' } });
    expect(step(steps, 'factor')?.value).toBe(1);
  });
  it('takes a negative flow away and keeps an initial investment of 0', () => {
    const steps = expectWorkingHolds({ id: 'npv', inputs: { initial: '0', cashFlows: '-5000, 3000, -1000, 4000', rate: '12' } });
    expect(step(steps, 'npv')?.line).toContain('−\u00a0$4,464.285714');
  });
  it('keeps the sum to the cent over 40 years of large flows', () => {
    const flows = Array.from({ length: 40 }, (_, index) => String(1_000_000_000 + index * 12_345.67)).join(', ');
    expectWorkingHolds({ id: 'npv', inputs: { initial: '900000000000', cashFlows: flows, rate: '3.5' } });
  });
  it('keeps tiny flows at a high rate', () => {
    expectWorkingHolds({ id: 'npv', inputs: { initial: '0.05', cashFlows: '0.01, 0.02, 0.03', rate: '95' } });
  });
  it('follows the rate', () => {
    expectWorkingFollows({ id: 'npv', inputs: example }, { id: 'npv', inputs: { ...example, rate: '9' } });
  });
});

describe('irr working', () => {
  const example = { cashFlows: '-50000, 15000, 18000, 20000, 12000' };
  it("puts the found rate back into the NPV of the guide's example, which comes out at 0", () => {
    const steps = expectWorkingHolds({ id: 'irr', inputs: example });
    expect(steps.map((each) => [each.name, each.kind])).toEqual([
      ['found', 'lookup'],
      ['npvAtRate', 'solved'],
      ['irr', undefined],
    ]);
    expect(step(steps, 'npvAtRate')?.line).toMatch(/^−\$50,000\.00 \+\u00a0\$15,000\.00 ÷\u00a01\.116179886 /);
  });
  it('works a typical project', () => {
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-10000, 3000, 4200, 6800' } });
  });
  it('works a negative rate', () => {
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-1000, 300, 300' } });
  });
  it('works a rate of exactly 0', () => {
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-100, 100' } });
  });
  it('works flows that change sign twice, taking a later outlay away', () => {
    const steps = expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-100, 230, -132' } });
    expect(step(steps, 'npvAtRate')?.line).toContain('−\u00a0$132.00');
  });
  it('works a huge rate and a rate near −100 %', () => {
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-1, 1000000' } });
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-1000, 1' } });
  });
  it('works a long monthly series of tiny flows', () => {
    const flows = ['-100', ...Array.from({ length: 360 }, () => '0.55')].join(', ');
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: flows } });
  });
  it('shows no working when the search fails', () => {
    expectNoWorking('irr', { cashFlows: '-100, -50, -20' });
    expectNoWorking('irr', { cashFlows: '100, 50' });
  });
  it('follows the flows', () => {
    expectWorkingFollows({ id: 'irr', inputs: example }, { id: 'irr', inputs: { cashFlows: '-50000, 15000, 18000, 20000, 13000' } });
  });
});

describe('roi working', () => {
  it("works the guide's example: the profit, then its share of the amount invested", () => {
    expectWorkingHolds({ id: 'roi', inputs: { initial: '12000', final: '15600' } });
  });
  it('works a loss as a negative ROI', () => {
    expectWorkingHolds({ id: 'roi', inputs: { initial: '2500.75', final: '1999.99' } });
  });
  it('shows a tiny gain to 8 significant digits', () => {
    expectWorkingHolds({ id: 'roi', inputs: { initial: '1000000', final: '1000000.01' } });
  });
  it('works large amounts', () => {
    expectWorkingHolds({ id: 'roi', inputs: { initial: '123456789012.34', final: '987654321098.76' } });
  });
  it('follows the final value', () => {
    expectWorkingFollows({ id: 'roi', inputs: { initial: '12000', final: '15600' } }, { id: 'roi', inputs: { initial: '12000', final: '15700' } });
  });
});

describe('margin working', () => {
  it("works the guide's example: one profit as a share of the revenue and of the cost", () => {
    const steps = expectWorkingHolds({ id: 'margin', inputs: { cost: '60', revenue: '100' } });
    expect(step(steps, 'markup')?.line).toContain('66.666667');
  });
  it('works a sale below cost', () => {
    expectWorkingHolds({ id: 'margin', inputs: { cost: '80.5', revenue: '64.25' } });
  });
  it('works tiny amounts', () => {
    expectWorkingHolds({ id: 'margin', inputs: { cost: '0.003', revenue: '0.01' } });
  });
  it('follows the cost', () => {
    expectWorkingFollows({ id: 'margin', inputs: { cost: '60', revenue: '100' } }, { id: 'margin', inputs: { cost: '61', revenue: '100' } });
  });
});

describe('discount working', () => {
  it("works the guide's example, keeping the discount's tenth of a cent", () => {
    const steps = expectWorkingHolds({ id: 'discount', inputs: { price: '249.99', percent: '30' } });
    expect(step(steps, 'discountAmount')?.line).toContain('$74.997');
  });
  it('shows a 0 % discount leaving the price as it is', () => {
    expectWorkingHolds({ id: 'discount', inputs: { price: '80', percent: '0' } });
  });
  it('shows a 100 % discount leaving nothing to pay', () => {
    expectWorkingHolds({ id: 'discount', inputs: { price: '80', percent: '100' } });
  });
  it('works a discount with decimals on a large price', () => {
    expectWorkingHolds({ id: 'discount', inputs: { price: '1234567.89', percent: '12.5' } });
  });
  it('follows the discount', () => {
    expectWorkingFollows({ id: 'discount', inputs: { price: '249.99', percent: '30' } }, { id: 'discount', inputs: { price: '249.99', percent: '35' } });
  });
});

describe('tip working', () => {
  it("works the guide's example, splitting the total between 4", () => {
    const steps = expectWorkingHolds({ id: 'tip', inputs: { bill: '186.40', percent: '18', people: '4' } });
    expect(step(steps, 'perPerson')?.line).toBe('$219.952 ÷\u00a04 = $54.99');
  });
  it('says the defaults when the tip and the people are left blank', () => {
    const steps = expectWorkingHolds({ id: 'tip', inputs: { bill: '50' } });
    expect(step(steps, 'tipAmount')?.text).toContain('15 % unless you enter another');
  });
  it('shows a 0 % tip', () => {
    expectWorkingHolds({ id: 'tip', inputs: { bill: '42.10', percent: '0', people: '3' } });
  });
  it('works a large bill split many ways', () => {
    expectWorkingHolds({ id: 'tip', inputs: { bill: '98765.43', percent: '22.5', people: '37' } });
  });
  it('follows the people', () => {
    expectWorkingFollows(
      { id: 'tip', inputs: { bill: '186.40', percent: '18', people: '4' } },
      { id: 'tip', inputs: { bill: '186.40', percent: '18', people: '5' } },
    );
  });
});

describe('breakEven working', () => {
  it("works the guide's example: the contribution, the sales, rounded up, and their revenue", () => {
    const steps = expectWorkingHolds({ id: 'breakEven', inputs: { fixedCosts: '24000', variableCost: '18', price: '45' } });
    expect(step(steps, 'units')?.line).toBe('ceil(888.888888889) = 889');
  });
  it('keeps an exact division whole', () => {
    expectWorkingHolds({ id: 'breakEven', inputs: { fixedCosts: '27000', variableCost: '18', price: '45' } });
  });
  it('does not round float noise up to one unit more', () => {
    const steps = expectWorkingHolds({ id: 'breakEven', inputs: { fixedCosts: '1.1', variableCost: '0', price: '0.1' } });
    expect(step(steps, 'units')?.value).toBe(11);
  });
  it('works large fixed costs on a thin contribution', () => {
    expectWorkingHolds({ id: 'breakEven', inputs: { fixedCosts: '750000000', variableCost: '19.99', price: '20' } });
  });
  it('shows no working when the price does not cover the variable cost', () => {
    expectNoWorking('breakEven', { fixedCosts: '24000', variableCost: '45', price: '45' });
  });
  it('follows the price', () => {
    expectWorkingFollows(
      { id: 'breakEven', inputs: { fixedCosts: '24000', variableCost: '18', price: '45' } },
      { id: 'breakEven', inputs: { fixedCosts: '24000', variableCost: '18', price: '46' } },
    );
  });
});

describe('salary working', () => {
  it("works the guide's example from the yearly salary", () => {
    expectWorkingHolds({ id: 'salary', inputs: { amount: '72000', period: 'annual' } });
  });
  for (const period of ['monthly', 'biweekly', 'weekly', 'daily', 'hourly']) {
    it(`works every period from a ${period} amount, which it keeps as entered`, () => {
      const steps = expectWorkingHolds({ id: 'salary', inputs: { amount: '1234.567', period } });
      expect(step(steps, period)?.text).toContain('as entered');
    });
  }
  it('works a large yearly salary', () => {
    expectWorkingHolds({ id: 'salary', inputs: { amount: '987654321.99', period: 'annual' } });
  });
  it('follows the period', () => {
    expectWorkingFollows({ id: 'salary', inputs: { amount: '72000', period: 'annual' } }, { id: 'salary', inputs: { amount: '72000', period: 'monthly' } });
  });
});

describe('budget working', () => {
  const example = {
    income: '5200',
    housing: '1600',
    transportation: '450',
    food: '600',
    utilities: '250',
    insurance: '200',
    healthcare: '150',
    debtPayments: '300',
    entertainment: '400',
    other: '350',
  };
  it("works the guide's example: the totals, the savings rate and each 50/30/20 share beside its target", () => {
    const steps = expectWorkingHolds({ id: 'budget', inputs: example });
    expect(step(steps, 'needsShare')?.line).toBe('$3,550.00 ÷\u00a0$5,200.00 ×\u00a0100 = 68.269231\u00a0%');
    expect(step(steps, 'needsShare')?.text).toContain('target: 50 %');
  });
  it('works spending above income as negative savings', () => {
    expectWorkingHolds({ id: 'budget', inputs: { income: '3000', otherIncome: '250.50', housing: '2100', food: '900.25', entertainment: '600' } });
  });
  it('shows every share as 0 % when the income is 0', () => {
    const steps = expectWorkingHolds({ id: 'budget', inputs: { income: '0', housing: '1200', food: '300' } });
    expect(steps.filter((each) => each.name.endsWith('Share') || each.name === 'savingsRate').map((each) => each.value)).toEqual([0, 0, 0, 0]);
  });
  it('works cents and large incomes', () => {
    expectWorkingHolds({ id: 'budget', inputs: { income: '99999.99', otherIncome: '0.01', housing: '12345.67', other: '0.33' } });
  });
  it('follows a line', () => {
    expectWorkingFollows({ id: 'budget', inputs: example }, { id: 'budget', inputs: { ...example, food: '650' } });
  });
});

describe('currency working', () => {
  it("works the guide's example through the demo rate", () => {
    const steps = expectWorkingHolds({ id: 'currency', inputs: { amount: '500', from: 'USD', to: 'EUR' } });
    expect(step(steps, 'converted')?.text).toContain('the demo rate of 0.92 EUR');
  });
  it('goes through the dollar between two other currencies, with Indian grouping for rupees', () => {
    const steps = expectWorkingHolds({ id: 'currency', inputs: { amount: '1234567.891', from: 'INR', to: 'JPY' } });
    expect(step(steps, 'converted')?.line).toContain('₹12,34,567.891 ÷');
  });
  it('converts into dollars by one division', () => {
    expectWorkingHolds({ id: 'currency', inputs: { amount: '5', from: 'GBP', to: 'USD' } });
  });
  it('keeps the amount in the same currency', () => {
    expectWorkingHolds({ id: 'currency', inputs: { amount: '19.99', from: 'AUD', to: 'AUD' } });
    expectWorkingHolds({ id: 'currency', inputs: { amount: '19.99', from: 'USD', to: 'USD' } });
  });
  it('rounds a tiny amount to the cent', () => {
    expectWorkingHolds({ id: 'currency', inputs: { amount: '0.01', from: 'JPY', to: 'GBP' } });
  });
  it('follows the currency', () => {
    expectWorkingFollows(
      { id: 'currency', inputs: { amount: '500', from: 'USD', to: 'EUR' } },
      { id: 'currency', inputs: { amount: '500', from: 'USD', to: 'GBP' } },
    );
  });
});

describe('gratuity working', () => {
  it("works the guide's example by India's formula", () => {
    const steps = expectWorkingHolds({ id: 'gratuity', inputs: { salary: '60000', years: '12' } });
    expect(step(steps, 'gratuityAmount')?.line).toBe('₹60,000.00 ×\u00a015 ×\u00a012 ÷\u00a026 = ₹4,15,384.62');
  });
  it('caps the payable amount at the ₹20 lakh statutory limit', () => {
    const steps = expectWorkingHolds({ id: 'gratuity', inputs: { salary: '400000', years: '12.5' } });
    expect(step(steps, 'gratuityPayable')?.line).toContain('min(₹28,84,615.38, ₹20,00,000.00)');
  });
  it('works the shortest service, 5 years, on a small salary', () => {
    expectWorkingHolds({ id: 'gratuity', inputs: { salary: '1500.5', years: '5' } });
  });
  it('shows no working under 5 years', () => {
    expectNoWorking('gratuity', { salary: '60000', years: '4' });
  });
  it('follows the years', () => {
    expectWorkingFollows({ id: 'gratuity', inputs: { salary: '60000', years: '12' } }, { id: 'gratuity', inputs: { salary: '60000', years: '13' } });
  });
});
