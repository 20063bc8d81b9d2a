import { describe, expect, it } from 'vitest';
import { calculatorFor, runCalculatorWithDetails, type CalculatorId } from '../../../src/lib/finance';
import { mainLineFirst } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine, stepNamed, stepNames } from './workingRules';

type Inputs = Readonly<Record<string, string>>;

/** A rejected calculation shows no working for numbers the page did not compute. */
function expectNoWorking(id: CalculatorId, inputs: Inputs): void {
  const outcome = runCalculatorWithDetails(calculatorFor(id), inputs);
  expect(outcome.ok).toBe(false);
  expect(outcome.working).toBeUndefined();
}


type Steps = ReturnType<typeof expectWorkingHolds>;
/** A step's sentence with its no-break spaces as plain ones. */
const textOf = (steps: Steps, name: string) => stepNamed(steps, name).text.replace(/\u00a0/g, ' ');
/** A step's sentence and line, as a reader reads them. */
const said = (steps: Steps, name: string) => `${textOf(steps, name)} ${stepLine(steps, name)}`;

describe('npv working', () => {
  const example = { initial: '50000', cashFlows: '15000, 18000, 20000, 12000', rate: '8' };
  it("works the guide's example: each flow in today's money, then added up less the investment, all on a main line of 6 steps", () => {
    const steps = expectGuideMainLine('npv', 'npv', 6, 6);
    expect(stepNames(steps)).toEqual(['factor', 'year1', 'year2', 'year3', 'year4', 'npv']);
    // 8 % is written once: 1 + 8 % = 1.08, never "÷ 100" after it.
    expect(stepLine(steps, 'factor')).toBe('1 + 8 % = 1.08');
    // The power is raised (a word joiner before the exponent), not written with ^.
    expect(stepLine(steps, 'year2')).toBe('$18,000.00 ÷ 1.08\u20602 = $15,432.10');
    // 15,000 ÷ 1.08 = 13,888.89; 18,000 ÷ 1.1664 = 15,432.10; 20,000 ÷ 1.259712 = 15,876.64; 12,000 ÷ 1.36048896 = 8,820.36:
    // to the cent they add up, less 50,000, to 4,017.99, the result's cent.
    expect(stepLine(steps, 'npv')).toBe('−$50,000.00 + $13,888.89 + $15,432.10 + $15,876.64 + $8,820.36 = $4,017.99');
    expect(textOf(steps, 'npv')).toContain("the flows' value today at 8 %");
  });
  it('works a rate with decimals and a flow with cents', () => {
    const steps = expectWorkingHolds({ id: 'npv', inputs: { initial: '10000', cashFlows: '3000, 4200.55, 6800', rate: '7.25' } });
    expect(stepLine(steps, 'factor')).toBe('1 + 7.25 % = 1.0725');
  });
  it('shows the 0 % rate as flows divided by 1', () => {
    const steps = expectWorkingHolds({ id: 'npv', inputs: { initial: '1000', cashFlows: '300, 400, 500', rate: '0' } });
    expect(stepNamed(steps, 'factor').value).toBe(1);
  });
  it("shows the flows past the cent, said before rounding, only where their cents would miss the result's cent", () => {
    // −5,000 ÷ 1.12 = −4,464.2857, 3,000 ÷ 1.2544 = 2,391.5816, −1,000 ÷ 1.404928 = −711.7802, 4,000 ÷ 1.57351936 = 2,542.0723:
    // to the cent they add up to −242.42, but the sum is −242.412, so they are shown to a tenth of a cent.
    const steps = expectWorkingHolds({ id: 'npv', inputs: { initial: '0', cashFlows: '-5000, 3000, -1000, 4000', rate: '12' } });
    expect(stepLine(steps, 'year1')).toBe('−$5,000.00 ÷ 1.12 = −$4,464.286 before rounding');
    expect(stepLine(steps, 'npv')).toBe('−$4,464.286 + $2,391.582 − $711.78 + $2,542.072 = −$242.41');
    expect(textOf(steps, 'npv')).toMatch(/before rounding.*nothing was invested/);
  });
  it("keeps a long list's main line short: the flows' value today in one step, each flow's own under \"Show every step\"", () => {
    const flows = Array.from({ length: 12 }, (_, index) => String(1000 * (index + 1))).join(', ');
    const steps = expectWorkingHolds({ id: 'npv', inputs: { initial: '900000', cashFlows: flows, rate: '3.5' } });
    const { main, more } = mainLineFirst(steps);
    expect(stepNames(main)).toEqual(['factor', 'today', 'npv']);
    expect(stepNames(more)).toEqual(Array.from({ length: 12 }, (_, index) => `year${String(index + 1)}`));
    expect(stepLine(steps, 'today')).toMatch(/^\$1,000\.00 ÷ 1\.035 \+ \$2,000\.00 ÷ 1\.035\u20602 \+ .* \+ \$12,000\.00 ÷ 1\.035\u206012 = \$/);
  });
  it("gives a long list's net present value in one step when nothing was invested", () => {
    const flows = Array.from({ length: 11 }, (_, index) => String(-500 + 100 * index)).join(', ');
    const steps = expectWorkingHolds({ id: 'npv', inputs: { initial: '0', cashFlows: flows, rate: '6' } });
    expect(stepNames(mainLineFirst(steps).main)).toEqual(['factor', 'npv']);
    expect(stepLine(steps, 'npv')).toMatch(/^−\$500\.00 ÷ 1\.06 − \$400\.00 ÷ 1\.06\u20602 .* \+ \$500\.00 ÷ 1\.06\u206011 = /);
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
  it("gives the guide's example's rate by a solved step: the flows' value today at it comes out at 0, on a main line of 2 steps", () => {
    const steps = expectGuideMainLine('irr', 'irr', 2, 6);
    expect(steps.map((each) => [each.name, each.kind, each.for, each.more])).toEqual([
      ['factor', undefined, undefined, undefined],
      ['irr', 'solved', 'irr', undefined],
      ['year1', undefined, undefined, true],
      ['year2', undefined, undefined, true],
      ['year3', undefined, undefined, true],
      ['year4', undefined, undefined, true],
    ]);
    // About 11.62 % (the test's own: −50,000 + 15,000 ÷ 1.1161799 + 18,000 ÷ 1.1161799² + … is within a cent of 0).
    const factor = 1.11617989;
    expect(Math.abs(-50000 + 15000 / factor + 18000 / factor ** 2 + 20000 / factor ** 3 + 12000 / factor ** 4)).toBeLessThan(0.005);
    expect(stepLine(steps, 'factor')).toBe('1 + 11.617989 % = 1.11617989');
    expect(stepLine(steps, 'irr')).toBe(
      '−$50,000.00 + $15,000.00 ÷ 1.11617989 + $18,000.00 ÷ 1.11617989\u20602 + $20,000.00 ÷ 1.11617989\u20603 + $12,000.00 ÷ 1.11617989\u20604 = $0.00',
    );
    expect(textOf(steps, 'irr')).toContain('11.617989 %');
  });
  it('works a typical project', () => {
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-10000, 3000, 4200, 6800' } });
  });
  it('works a negative rate', () => {
    const steps = expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-1000, 300, 300' } });
    expect(stepLine(steps, 'factor')).toMatch(/^1 \+ \(−28\.21\d+ %\) = 0\.71\d+$/);
  });
  it('works a rate of exactly 0', () => {
    const steps = expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-100, 100' } });
    expect(stepLine(steps, 'irr')).toBe('−$100.00 + $100.00 ÷ 1 = $0.00');
  });
  it('works flows that change sign twice, taking a later outlay away', () => {
    const steps = expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-100, 230, -132' } });
    expect(stepLine(steps, 'irr')).toContain('− $132.00');
  });
  it('works a huge rate and a rate near −100 %', () => {
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-1, 1000000' } });
    expectWorkingHolds({ id: 'irr', inputs: { cashFlows: '-1000, 1' } });
  });
  it('works a long monthly series of tiny flows, its main line still 2 steps', () => {
    const flows = ['-100', ...Array.from({ length: 360 }, () => '0.55')].join(', ');
    const steps = expectWorkingHolds({ id: 'irr', inputs: { cashFlows: flows } });
    expect(mainLineFirst(steps).main.length).toBe(2);
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
  it("works the guide's example in 2 steps: the profit, then its share of the amount invested, times 100 to make it a percent", () => {
    const steps = expectGuideMainLine('roi', 'roi', 2, 2);
    // 15,600 − 12,000 = 3,600; 3,600 ÷ 12,000 × 100 = 30 %.
    expect(stepLine(steps, 'profit')).toBe('$15,600.00 − $12,000.00 = $3,600.00');
    expect(said(steps, 'roi')).toContain('times 100 to make it a percent $3,600.00 ÷ $12,000.00 × 100 = 30 %');
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
  it("works the guide's example in 3 steps: one profit as a share of the revenue and of the cost", () => {
    const steps = expectGuideMainLine('margin', 'profit', 3, 3);
    // 40 ÷ 60 × 100 = 66.666667 %.
    expect(stepLine(steps, 'markup')).toBe('$40.00 ÷ $60.00 × 100 = 66.666667 %');
    expect(textOf(steps, 'margin')).toContain('times 100 to make it a percent');
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
  it("works the guide's example in 3 steps, the percent written once and every figure to the cent", () => {
    const steps = expectGuideMainLine('discount', 'finalPrice', 3, 3);
    // 249.99 × 30 % = 74.997, $75.00 to the cent; 249.99 − 75.00 = 174.99, the price after it (174.993) to the cent.
    expect(stepLine(steps, 'discountAmount')).toBe('$249.99 × 30 % = $75.00');
    expect(stepLine(steps, 'finalPrice')).toBe('$249.99 − $75.00 = $174.99');
    // What you save is worked out, not the discount repeated: the price less what you pay.
    expect(stepLine(steps, 'savings')).toBe('$249.99 − $174.99 = $75.00');
  });
  it('keeps the half cent that cents would lose, said before rounding', () => {
    // 5 % of $0.10 is half a cent: to the cent, $0.10 − $0.01 = $0.09 would miss the $0.095 left to pay.
    const steps = expectWorkingHolds({ id: 'discount', inputs: { price: '0.10', percent: '5' } });
    expect(stepLine(steps, 'discountAmount')).toBe('$0.10 × 5 % = $0.005 before rounding');
    expect(stepLine(steps, 'finalPrice')).toBe('$0.10 − $0.005 = $0.095 before rounding');
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
  it("works the guide's example in 3 steps, to the cent, splitting the total between 4", () => {
    const steps = expectGuideMainLine('tip', 'tipAmount', 3, 3);
    // 186.40 × 18 % = 33.552; 186.40 + 33.55 = 219.95; 219.95 ÷ 4 = 54.9875, $54.99 (the total 219.952 ÷ 4 = 54.988).
    expect(stepLine(steps, 'tipAmount')).toBe('$186.40 × 18 % = $33.55');
    expect(stepLine(steps, 'total')).toBe('$186.40 + $33.55 = $219.95');
    expect(stepLine(steps, 'perPerson')).toBe('$219.95 ÷ 4 = $54.99');
  });
  it('says the defaults when the tip and the people are left blank', () => {
    const steps = expectWorkingHolds({ id: 'tip', inputs: { bill: '50' } });
    expect(textOf(steps, 'tipAmount')).toContain('15 % unless you enter another');
    expect(textOf(steps, 'perPerson')).toContain('1 person (unless you enter more)');
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
  it("works the guide's example in 3 steps: the contribution, the fixed costs divided by it rounded up, and their revenue", () => {
    const steps = expectGuideMainLine('breakEven', 'units', 3, 3);
    // 45 − 18 = 27; 24,000 ÷ 27 = 888.9, rounded up to 889; 889 × 45 = 40,005.
    expect(stepLine(steps, 'contribution')).toBe('$45.00 − $18.00 = $27.00');
    expect(stepLine(steps, 'units')).toBe('($24,000.00 ÷ $27.00) rounded up to a whole number = 889');
    expect(stepLine(steps, 'revenue')).toBe('889 × $45.00 = $40,005.00');
  });
  it('keeps an exact division whole', () => {
    expectWorkingHolds({ id: 'breakEven', inputs: { fixedCosts: '27000', variableCost: '18', price: '45' } });
  });
  it('does not round float noise up to one unit more: a division that comes out whole is shown as it is', () => {
    const steps = expectWorkingHolds({ id: 'breakEven', inputs: { fixedCosts: '1.1', variableCost: '0', price: '0.1' } });
    expect(stepNamed(steps, 'units').value).toBe(11);
    expect(stepLine(steps, 'units')).toBe('$1.10 ÷ $0.10 = 11');
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
  it("works the guide's example in 6 steps from the yearly salary, each period to the cent", () => {
    const steps = expectGuideMainLine('salary', 'annual', 6, 6);
    expect(stepNamed(steps, 'annual').kind).toBe('lookup');
    // 72,000 ÷ 26 = 2,769.2308; ÷ 2,080 = 34.6154.
    expect(stepLine(steps, 'biweekly')).toBe('$72,000.00 ÷ 26 = $2,769.23');
    expect(stepLine(steps, 'hourly')).toBe('$72,000.00 ÷ 2,080 = $34.62');
  });
  for (const period of ['monthly', 'biweekly', 'weekly', 'daily', 'hourly']) {
    it(`works every period from a ${period} amount, which it reads as entered rather than repeating it`, () => {
      const steps = expectWorkingHolds({ id: 'salary', inputs: { amount: '1234.567', period } });
      expect(stepNamed(steps, period).kind).toBe('lookup');
      expect(stepLine(steps, period)).toBe('$1,234.567, as entered');
      expect(textOf(steps, period)).toContain('before rounding');
    });
  }
  it('says the yearly salary it divides is before rounding where it has more than cents', () => {
    // 1,234.567 × 12 = 14,814.804; ÷ 52 = 284.900077, $284.90.
    const steps = expectWorkingHolds({ id: 'salary', inputs: { amount: '1234.567', period: 'monthly' } });
    expect(stepLine(steps, 'annual')).toBe('$1,234.567 × 12 = $14,814.804 before rounding');
    expect(said(steps, 'weekly')).toBe('Weekly pay: the yearly salary before rounding divided by 52 weeks $14,814.804 ÷ 52 = $284.90');
  });
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
  it("works the guide's example in 9 steps: the totals, the savings rate and each 50/30/20 share beside its target", () => {
    const steps = expectGuideMainLine('budget', 'totalIncome', 9, 9);
    // 3,550 ÷ 5,200 × 100 = 68.269231 %; 750 ÷ 5,200 × 100 = 14.423077 %; 100 − both = 17.307692 % (900 ÷ 5,200 × 100).
    expect(stepLine(steps, 'needsShare')).toBe('$3,550.00 ÷ $5,200.00 × 100 = 68.269231 %');
    expect(textOf(steps, 'needsShare')).toContain('target: 50 %');
    expect(textOf(steps, 'needsShare')).toContain('times 100 to make it a percent');
    expect(stepLine(steps, 'savingsRate')).toBe('$900.00 ÷ $5,200.00 × 100 = 17.307692 %');
    expect(stepLine(steps, 'savingsShare')).toBe('100 % − 68.269231 % − 14.423077 % = 17.307692 %');
  });
  it('works spending above income as negative savings', () => {
    expectWorkingHolds({ id: 'budget', inputs: { income: '3000', otherIncome: '250.50', housing: '2100', food: '900.25', entertainment: '600' } });
  });
  it('shows every share as 0 % when the income is 0', () => {
    const steps = expectWorkingHolds({ id: 'budget', inputs: { income: '0', housing: '1200', food: '300' } });
    expect(steps.filter((each) => each.name.endsWith('Share') || each.name === 'savingsRate').map((each) => each.value)).toEqual([0, 0, 0, 0]);
    expect(stepNamed(steps, 'needsShare').line).toContain('nothing to take a share of');
  });
  it('works cents and large incomes', () => {
    expectWorkingHolds({ id: 'budget', inputs: { income: '99999.99', otherIncome: '0.01', housing: '12345.67', other: '0.33' } });
  });
  it('follows a line', () => {
    expectWorkingFollows({ id: 'budget', inputs: example }, { id: 'budget', inputs: { ...example, food: '650' } });
  });
});

describe('currency working', () => {
  it("works the guide's example in 1 step through the demo rate, its rounding in words", () => {
    const steps = expectGuideMainLine('currency', 'converted', 1, 1);
    // 500 × 0.92 = 460.
    expect(textOf(steps, 'converted')).toContain('the demo rate of 0.92 EUR to the US dollar');
    expect(stepLine(steps, 'converted')).toBe('($500.00 × 0.92) rounded to 2 decimals = €460.00');
  });
  it('goes through the dollar between two other currencies, with Indian grouping for rupees', () => {
    const steps = expectWorkingHolds({ id: 'currency', inputs: { amount: '1234567.891', from: 'INR', to: 'JPY' } });
    expect(stepLine(steps, 'converted')).toContain('₹12,34,567.891 ÷');
    expect(textOf(steps, 'converted')).toContain('as typed (before rounding to the cent)');
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
  it("works the guide's example in 1 step by India's formula", () => {
    const steps = expectGuideMainLine('gratuity', 'gratuityAmount', 1, 1);
    // 60,000 × 15 × 12 ÷ 26 = 4,15,384.615.
    expect(stepLine(steps, 'gratuityAmount')).toBe('₹60,000.00 × 15 × 12 ÷ 26 = ₹4,15,384.62');
  });
  it('caps the payable amount at the ₹20 lakh ceiling, said in words', () => {
    // 4,00,000 × 15 × 12.5 ÷ 26 = 28,84,615.38, above the ceiling.
    const steps = expectWorkingHolds({ id: 'gratuity', inputs: { salary: '400000', years: '12.5' } });
    expect(stepLine(steps, 'gratuityPayable')).toBe('the smaller of ₹28,84,615.38 and the ₹20,00,000.00 ceiling = ₹20,00,000.00');
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
