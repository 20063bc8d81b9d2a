import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import type { CalculatorId } from '../../../src/lib/finance';
import { MAIN_LINE_STEPS, mainLineFirst, type WorkingStep } from '../../../src/lib/finance/working';
import { expectWorkingFollows, expectWorkingHolds, stepLine, stepNamed } from './workingRules';

/** The level monthly payment, by the textbook formula: P r / (1 − (1 + r)^−n) at r = the yearly % ÷ 1,200. */
const payment = (principal: number, yearly: number, months: number): number => {
  const r = yearly / 1200;
  return (principal * r) / (1 - (1 + r) ** -months);
};
/** Money as a step writes it in its expression: to `decimals` decimals, trailing zeros past the cent dropped. */
const figure = (value: number, decimals: number): string => value.toFixed(decimals).replace(/(\.\d\d\d*?)0+$/, '$1');

/** The guide's example works out within the main line's steps, and the main line gives the headline result. */
function expectGuideMainLine(id: CalculatorId, headline: string): { main: readonly WorkingStep[]; steps: readonly WorkingStep[] } {
  const steps = expectWorkingHolds({ id, inputs: guideExample(id) });
  const { main } = mainLineFirst(steps);
  expect(main.length).toBeLessThanOrEqual(MAIN_LINE_STEPS);
  expect(main.map((step) => step.for)).toContain(headline);
  return { main, steps };
}

/** A step's sentence with plain spaces (a percent's sign follows a no-break one). */
const textOf = (steps: readonly WorkingStep[], name: string): string => stepNamed(steps, name).text.replace(/\u00a0/g, ' ');

/** Random loans, the same on every run: amounts over six orders of magnitude, rates to 25 %, blanks and extras. */
function randomLoans(seed: number) {
  const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const money = (low: number, high: number) => (low * (high / low) ** next()).toFixed(2);
  const maybe = (share: number, value: () => string) => (next() < share ? value() : '');
  return { next, money, maybe, rate: () => (0.01 + next() * 25).toFixed(3) };
}

/** Where a row step says its month is: the monthly view of the table, which the reader picks. */
const MONTHLY_VIEW = /month \d+ of the monthly schedule \(pick Monthly above the table\)/i;

describe('loan working', () => {
  it('writes the monthly rate as a percent divided by 12, never divided by 100 again', () => {
    const steps = expectWorkingHolds({ id: 'loan', inputs: { amount: '25000', rate: '7.5', years: '5' } });
    // 7.5 ÷ 12 = 0.625 exactly.
    expect(stepLine(steps, 'monthlyRate')).toBe('7.5 % ÷ 12 = 0.625 %');
    expect(textOf(steps, 'growth')).toBe('What $1 grows to in 60 months at 0.625 % a month, if nothing were paid');
  });
  it('keeps its figures to the cent on a large loan at a high rate over a long term', () => {
    expectWorkingHolds({ id: 'loan', inputs: { amount: '250000000', rate: '24', years: '40', extraMonthly: '1000000' } });
  });
  it('shows the month extra payments end the loan and the month before it, as rows of the monthly schedule', () => {
    const steps = expectWorkingHolds({ id: 'loan', inputs: { amount: '320000', rate: '6.5', years: '30', extraMonthly: '200' } });
    expect(stepNamed(steps, 'monthBeforePayoff').text).toMatch(MONTHLY_VIEW);
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ kind: 'row', table: 'monthly' });
  });
  it('gives the guide’s example (8.5 %, 5 years, $100 extra) within 12 steps: the payment, totals and payoff month on the main line', () => {
    const { main, steps } = expectGuideMainLine('loan', 'monthlyPayment');
    // 8.5 ÷ 12 = 0.708333…, to 8 significant digits.
    expect(stepLine(steps, 'monthlyRate')).toBe('8.5 % ÷ 12 = 0.70833333 %');
    const cents = payment(25000, 8.5, 60).toFixed(2);
    expect(stepNamed(steps, 'monthlyPayment').text).toContain(`shown rounded to the cent, $${cents}`);
    expect(main.map((step) => step.for)).toEqual(expect.arrayContaining(['monthlyPayment', 'totalPayment', 'totalInterest', 'payoffMonths']));
    // The interest with the extra payments: every month before the last pays the payment and the $100 extra.
    expect(stepNamed(steps, 'totalInterestWithExtra').expr).toMatch(new RegExp(`^\\(${cents.replace('.', '\\.')} \\+ 100\\.00\\) \\* 48 \\+ `));
  });
  it('holds across many loans, rates and terms, with and without extra payments', () => {
    const { next, money, maybe, rate } = randomLoans(43);
    for (let index = 0; index < 60; index += 1) {
      const years = next() < 0.3 ? String(0.5 + Math.floor(next() * 80) / 2) : String(1 + Math.floor(next() * 40));
      expectWorkingHolds({ id: 'loan', inputs: { amount: money(500, 5e7), rate: rate(), years, extraMonthly: maybe(0.5, () => money(1, 5000)) } });
    }
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'loan', inputs: { amount: '25000', rate: '7.5', years: '5' } }, { id: 'loan', inputs: { amount: '25000', rate: '7.6', years: '5' } });
  });
});

describe('mortgage working', () => {
  const example = { price: '400000', downPayment: '40000', rate: '6.5', years: '30', propertyTax: '1.1', homeInsurance: '1500', pmi: '0.5' };

  it('works the guide’s example from the price to the whole monthly cost, with the month PMI stops as rows', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: example });
    expect(stepNamed(steps, 'loanAmount').expr).toBe('400000.00 - 40000.00');
    // The payment before rounding to 5 decimals: what 360 payments need to keep the total's cent.
    const before = figure(payment(360000, 6.5, 360), 5);
    expect(stepNamed(steps, 'monthlyTotal').expr).toBe(`${before} + 366.667 + 125.00 + 150.00`);
    expect(stepNamed(steps, 'lastPmiMonth')).toMatchObject({ kind: 'row', table: 'monthly', period: 95 });
    expect(stepNamed(steps, 'lastPmiMonth').text).toMatch(MONTHLY_VIEW);
    expect(stepNamed(steps, 'firstMonthWithoutPmi')).toMatchObject({ kind: 'row', table: 'monthly', period: 96 });
    expect(stepNamed(steps, 'pmiMonths')).toMatchObject({ for: 'pmiMonths', kind: 'row', period: 95, value: 95, expr: '96 - 1' });
  });
  it('writes each percent once: the monthly rate, the property tax and 80 % of the price', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: example });
    expect(stepLine(steps, 'monthlyRate')).toMatch(/^6\.5 % ÷ 12 = 0\.54166666\d* %$/);
    // $400,000 × 1.1 % ÷ 12 = $366.6666…, before rounding to the 3 decimals the total needs.
    expect(stepLine(steps, 'propertyTaxMonthly')).toBe('$400,000.00 × 1.1 % ÷ 12 = $366.667 before rounding');
    expect(stepLine(steps, 'pmiLimit')).toBe('$400,000.00 × 80 % = $320,000.00');
    expect(stepLine(steps, 'pmiMonthly')).toBe('$360,000.00 × 0.5 % ÷ 12 = $150.00');
  });
  it('gives the guide’s example within 12 steps, the whole monthly cost among them; the months of PMI wait in every step', () => {
    const { main, steps } = expectGuideMainLine('mortgage', 'loanAmount');
    expect(main.map((step) => step.for)).toEqual(expect.arrayContaining(['loanAmount', 'monthlyPayment', 'totalPayment', 'totalInterest', 'monthlyTotal']));
    expect(stepNamed(steps, 'pmiMonths').more).toBe(true);
  });
  it('works a loan with no home costs without a monthly total', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: { price: '350000', downPayment: '70000', rate: '6.75', years: '30' } });
    expect(steps.some((step) => step.name === 'monthlyTotal')).toBe(false);
  });
  it('splits a property tax given in dollars a year into months, and adds the HOA dues as entered', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: { price: '500000', downPayment: '100000', rate: '6', years: '30', propertyTax: '4800', propertyTaxUnit: 'dollars', hoa: '250' } });
    expect(stepNamed(steps, 'propertyTaxMonthly').expr).toBe('4800.00 / 12');
    expect(stepNamed(steps, 'monthlyTotal').expr).toBe(`${figure(payment(400000, 6, 360), 5)} + 400.00 + 250.00`);
  });
  it('shows no PMI with 20 % down: the first month already owes no more than 80 % of the price', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: { price: '500000', downPayment: '100000', rate: '6', years: '30', pmi: '0.5' } });
    expect(steps.some((step) => step.name === 'pmiMonthly')).toBe(false);
    expect(stepNamed(steps, 'monthlyTotal').expr).toBe(`${figure(payment(400000, 6, 360), 5)} + 0.00`);
    expect(stepNamed(steps, 'firstMonthWithoutPmi')).toMatchObject({ period: 1 });
    expect(stepNamed(steps, 'pmiMonths')).toMatchObject({ value: 0, expr: '1 - 1' });
  });
  it('counts PMI’s months on the schedule with extra payments, beside the month the loan is paid off', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: { ...example, extraMonthly: '500' } });
    expect(stepNamed(steps, 'payoffMonths').kind).toBe('row');
    expect(stepNamed(steps, 'lastPmiMonth').period).toBeLessThan(95);
  });
  it('charges PMI in every month of a loan the extra payment repays in its first month', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: { price: '100000', downPayment: '5000', rate: '6', years: '30', pmi: '1', extraMonthly: '200000' } });
    expect(stepNamed(steps, 'pmiMonths')).toMatchObject({ value: 1, kind: 'row', period: 1 });
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ value: 1, kind: 'row', period: 1 });
  });
  it('keeps its figures to the cent on a large loan over a partial year, and on a tiny one', () => {
    expectWorkingHolds({ id: 'mortgage', inputs: { price: '45000000', downPayment: '2000000', rate: '11.875', years: '27.5', propertyTax: '2.25', homeInsurance: '98765.43', pmi: '1.35', hoa: '4500', extraMonthly: '25000' } });
    expectWorkingHolds({ id: 'mortgage', inputs: { price: '1000', downPayment: '1', rate: '0.25', years: '1', propertyTax: '0.3', pmi: '0.4' } });
  });
  it('holds across many homes, with and without each cost, PMI and extra payments', () => {
    const { next, money, maybe, rate } = randomLoans(44);
    for (let index = 0; index < 60; index += 1) {
      const price = Number(money(20000, 5e6));
      expectWorkingHolds({
        id: 'mortgage',
        inputs: {
          price: String(price),
          downPayment: (price * next() * 0.5).toFixed(2),
          rate: rate(),
          years: String(1 + Math.floor(next() * 40)),
          propertyTax: maybe(0.5, () => (next() * 3).toFixed(2)),
          homeInsurance: maybe(0.5, () => money(100, 20000)),
          pmi: maybe(0.6, () => (next() * 1.5).toFixed(2)),
          hoa: maybe(0.3, () => money(10, 900)),
          extraMonthly: maybe(0.4, () => money(10, 5000)),
        },
      });
    }
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'mortgage', inputs: example }, { id: 'mortgage', inputs: { ...example, downPayment: '50000' } });
  });
});

describe('EMI working', () => {
  it('works the guide’s example in rupees, with Indian grouping and the tenure in years too, all on the main line', () => {
    const { main, steps } = expectGuideMainLine('emi', 'emi');
    expect(main).toHaveLength(steps.length);
    expect(stepNamed(steps, 'principal')).toMatchObject({ kind: 'lookup', for: 'principal', line: 'the loan amount, ₹10,00,000.00' });
    // 9 ÷ 12 = 0.75 exactly.
    expect(stepLine(steps, 'monthlyRate')).toBe('9 % ÷ 12 = 0.75 %');
    expect(textOf(steps, 'growth')).toBe('What ₹1 grows to in 60 months (5 years) at 0.75 % a month, if nothing were paid');
    expect(stepNamed(steps, 'monthlyPayment')).toMatchObject({ for: 'emi' });
    expect(stepNamed(steps, 'totalPayment')).toMatchObject({ for: 'totalAmount' });
    const interest = (Math.round((payment(1_000_000, 9, 60) * 60 - 1_000_000) * 100) / 100).toFixed(2);
    expect(stepNamed(steps, 'totalInterest').line).toContain(`₹${interest.replace(/^(\d)(\d\d)(\d{3})/, '$1,$2,$3')}`);
  });
  it('works a tenure that is not whole years, with a prepayment each month', () => {
    const steps = expectWorkingHolds({ id: 'emi', inputs: { amount: '750000', rate: '10.5', months: '45', extraMonthly: '5000' } });
    expect(stepNamed(steps, 'growth').text).not.toContain('year');
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ kind: 'row', table: 'monthly' });
  });
  it('marks the first month as the payoff when the prepayment clears the loan at once', () => {
    const steps = expectWorkingHolds({ id: 'emi', inputs: { amount: '25000', rate: '12', months: '12', extraMonthly: '100000' } });
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ value: 1, kind: 'row', period: 1 });
    expect(stepNamed(steps, 'payoffMonth').text).toMatch(MONTHLY_VIEW);
  });
  it('keeps its figures to the paisa on crores over 30 years and on a tiny loan', () => {
    expectWorkingHolds({ id: 'emi', inputs: { amount: '50000000', rate: '8.65', months: '360', extraMonthly: '25000' } });
    expectWorkingHolds({ id: 'emi', inputs: { amount: '1500', rate: '0.5', months: '6' } });
  });
  it('holds across many loans and tenures, with and without prepayments', () => {
    const { next, money, maybe, rate } = randomLoans(45);
    for (let index = 0; index < 60; index += 1) {
      expectWorkingHolds({ id: 'emi', inputs: { amount: money(5000, 5e7), rate: rate(), months: String(6 + Math.floor(next() * 400)), extraMonthly: maybe(0.5, () => money(1, 5000)) } });
    }
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'emi', inputs: { amount: '1000000', rate: '9', months: '60' } }, { id: 'emi', inputs: { amount: '1000000', rate: '9', months: '72' } });
  });
});

describe('car loan working', () => {
  const example = { price: '35000', downPayment: '3000', tradeIn: '8000', salesTax: '6', fees: '1200', rate: '7', months: '60', extraMonthly: '100' };

  it('works the guide’s example: the tax on the price less the trade-in, the amount borrowed, the car’s total cost', () => {
    const steps = expectWorkingHolds({ id: 'autoLoan', inputs: example });
    expect(stepNamed(steps, 'taxedPrice').expr).toBe('35000.00 - 8000.00');
    // 6 % of $27,000 is $1,620, written once as a percent.
    expect(stepLine(steps, 'salesTaxAmount')).toBe('$27,000.00 × 6 % = $1,620.00');
    expect(stepNamed(steps, 'loanAmount').expr).toBe('35000.00 + 1620.00 + 1200.00 - 8000.00 - 3000.00');
    const interest = (payment(26820, 7, 60) * 60 - 26820).toFixed(2);
    expect(stepNamed(steps, 'totalCost').expr).toBe(`35000.00 + 1620.00 + 1200.00 + ${interest}`);
    // The car's cost follows the interest it adds, before the extra payments' steps.
    const names = steps.map((step) => step.name);
    expect(names.indexOf('totalCost')).toBe(names.indexOf('totalInterest') + 1);
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ kind: 'row', period: 49 });
  });
  it('gives the guide’s example within 12 steps, from the price to the payment, the totals and the payoff month', () => {
    const { main } = expectGuideMainLine('autoLoan', 'monthlyPayment');
    expect(main.map((step) => step.for)).toEqual(expect.arrayContaining(['monthlyPayment', 'loanAmount', 'salesTaxAmount', 'totalInterest', 'totalOfPayments', 'totalCost', 'payoffMonths']));
  });
  it('splits a 0 % loan evenly over the default term, and leaves debt rolled in from the trade-in out of the car’s cost', () => {
    const steps = expectWorkingHolds({ id: 'autoLoan', inputs: { price: '28000', tradeIn: '5000', tradeInOwed: '9000', fees: '850', rate: '0' } });
    expect(stepNamed(steps, 'monthlyPayment').text).toContain('60 months (the term used when none is entered)');
    expect(stepNamed(steps, 'loanAmount').expr).toBe('28000.00 + 850.00 + 9000.00 - 5000.00');
    expect(stepNamed(steps, 'totalCost').text).toContain('rolled into the new one');
  });
  it('taxes nothing when the trade-in is worth more than the car, saying so in words', () => {
    const steps = expectWorkingHolds({ id: 'autoLoan', inputs: { price: '10000', tradeIn: '12000', tradeInOwed: '11000', salesTax: '7', fees: '500', rate: '5.9', months: '36' } });
    expect(stepNamed(steps, 'taxedPrice').expr).toBe('max(0, 10000.00 - 12000.00)');
    expect(stepLine(steps, 'taxedPrice')).toBe('the larger of 0 and ($10,000.00 − $12,000.00) = $0.00');
    expect(stepNamed(steps, 'salesTaxAmount').value).toBe(0);
  });
  it('carries a sales tax of a fraction of a cent through to the payment, said before rounding', () => {
    const steps = expectWorkingHolds({ id: 'autoLoan', inputs: { price: '27345.67', tradeIn: '3210.5', salesTax: '6.625', fees: '99.99', rate: '4.49', months: '72' } });
    // (27,345.67 − 3,210.50) × 6.625 % = 1,598.955… : to the 3 decimals the amount borrowed needs.
    expect(stepLine(steps, 'salesTaxAmount')).toBe('$24,135.17 × 6.625 % = $1,598.955 before rounding');
  });
  it('keeps its figures to the cent on a large loan and a tiny one, where the price alone is borrowed', () => {
    expectWorkingHolds({ id: 'autoLoan', inputs: { price: '2500000', salesTax: '9.5', fees: '25000', rate: '14.9', months: '96', extraMonthly: '10000' } });
    const steps = expectWorkingHolds({ id: 'autoLoan', inputs: { price: '500', rate: '3', months: '12' } });
    expect(stepNamed(steps, 'loanAmount')).toMatchObject({ kind: 'lookup', value: 500 });
  });
  it('holds across many cars: trade-ins, taxes to a fraction of a cent, 0 % deals and extra payments', () => {
    const { next, money, maybe, rate } = randomLoans(46);
    for (let index = 0; index < 60; index += 1) {
      const price = Number(money(2000, 300000));
      expectWorkingHolds({
        id: 'autoLoan',
        inputs: {
          price: String(price),
          downPayment: maybe(0.5, () => (price * next() * 0.3).toFixed(2)),
          tradeIn: maybe(0.5, () => (price * next() * 0.5).toFixed(2)),
          salesTax: maybe(0.7, () => (next() * 10).toFixed(3)),
          fees: maybe(0.5, () => money(10, 3000)),
          rate: next() < 0.1 ? '0' : rate(),
          months: String(12 + Math.floor(next() * 84)),
          extraMonthly: maybe(0.4, () => money(10, 2000)),
        },
      });
    }
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'autoLoan', inputs: example }, { id: 'autoLoan', inputs: { ...example, tradeIn: '9000' } });
  });
});

describe('refinance working', () => {
  const example = { balance: '300000', currentRate: '7.25', remainingYears: '27', newRate: '6', newYears: '30', closingCosts: '6000' };

  it('works the guide’s example: both loans, the saving, the break-even month with the saving the month before and that month', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: example });
    expect(stepNamed(steps, 'currentMonthlyPayment')).toMatchObject({ for: 'currentPayment' });
    expect(stepNamed(steps, 'newTotalInterest')).toMatchObject({ for: 'interestNew' });
    // Both payments to 5 decimals (324 + 360 payments keep their cent), the saving to 4.
    const [now, next] = [payment(300000, 7.25, 324), payment(300000, 6, 360)];
    const saving = figure(now - next, 4);
    expect(stepNamed(steps, 'savedBeforeBreakEven').expr).toBe(`19 * ${saving}`);
    expect(stepNamed(steps, 'breakEvenMonths')).toMatchObject({ for: 'breakEvenMonths', value: 20, expr: `ceil(6000.00 / ${saving})` });
    expect(stepLine(steps, 'breakEvenMonths')).toBe(`($6,000.00 ÷ $${saving}) rounded up to a whole number = 20`);
    expect(stepNamed(steps, 'lifetimeSavings').expr).toBe(`${figure(now, 5)} * 324 - (${figure(next, 5)} * 360 + 6000.00)`);
  });
  it('gives the guide’s example within 12 steps: the saving, the break-even month and the lifetime saving first', () => {
    const { main } = expectGuideMainLine('refinance', 'monthlySavings');
    expect(main.map((step) => step.for)).toEqual(expect.arrayContaining(['monthlySavings', 'breakEvenMonths', 'lifetimeSavings', 'currentPayment', 'newPayment', 'newLoanAmount']));
  });
  it('borrows the closing costs with the new loan when they are financed', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: { ...example, financeCosts: 'on' } });
    expect(stepNamed(steps, 'newLoanAmount').expr).toBe('300000.00 + 6000.00');
    expect(stepNamed(steps, 'lifetimeSavings').expr).not.toContain('6000.00');
  });
  it('reads the new loan as the balance when the closing costs are paid in cash', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: example });
    expect(stepNamed(steps, 'newLoanAmount')).toMatchObject({ kind: 'lookup', value: 300000, line: 'the balance you entered, $300,000.00' });
  });
  it('pays nothing back with no closing costs: the break-even month is 0', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: { ...example, closingCosts: '' } });
    expect(stepNamed(steps, 'breakEvenMonths')).toMatchObject({ value: 0 });
    expect(stepNamed(steps, 'breakEvenMonths').expr).toMatch(/^ceil\(0\.00 \/ [\d.]+\)$/);
  });
  it('has no break-even month when the new payment saves nothing, and a loss over both lives', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: { balance: '250000', currentRate: '5', remainingYears: '20', newRate: '6', newYears: '15', closingCosts: '5000' } });
    expect(steps.some((step) => step.name.includes('BreakEven'))).toBe(false);
    expect(stepNamed(steps, 'monthlySavings').value).toBeLessThan(0);
  });
  it('works out a break-even month past the new loan’s last month by the same division, no row of its schedule', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: { balance: '200000', currentRate: '7', remainingYears: '10', newRate: '6.5', newYears: '10', closingCosts: '20000' } });
    const breakEven = stepNamed(steps, 'breakEvenMonths');
    expect(breakEven.value).toBeGreaterThan(120);
    expect(breakEven.kind).toBeUndefined();
  });
  it('counts a term of years and months, and keeps its figures to the cent on a large loan', () => {
    expectWorkingHolds({ id: 'refinance', inputs: { balance: '4750000', currentRate: '8.125', remainingYears: '22.5', newRate: '5.99', newYears: '25', closingCosts: '57000', financeCosts: 'on' } });
  });
  it('holds across many refinances, costs paid in cash or borrowed', () => {
    const { next, money, maybe, rate } = randomLoans(47);
    for (let index = 0; index < 60; index += 1) {
      expectWorkingHolds({
        id: 'refinance',
        inputs: {
          balance: money(10000, 5e6),
          currentRate: rate(),
          remainingYears: String(1 + Math.floor(next() * 30)),
          newRate: rate(),
          newYears: String(1 + Math.floor(next() * 30)),
          closingCosts: maybe(0.8, () => money(100, 50000)),
          financeCosts: maybe(0.4, () => 'on'),
        },
      });
    }
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'refinance', inputs: example }, { id: 'refinance', inputs: { ...example, closingCosts: '7000' } });
  });
});
