import { describe, expect, it } from 'vitest';
import type { WorkingStep } from '../../../src/lib/finance/working';
import { expectWorkingFollows, expectWorkingHolds } from './workingRules';

describe('loan working', () => {
  it('works a typical loan from its rate to its totals', () => {
    expectWorkingHolds({ id: 'loan', inputs: { amount: '25000', rate: '7.5', years: '5' } });
  });
  it('keeps its figures to the cent on a large loan at a high rate over a long term', () => {
    expectWorkingHolds({ id: 'loan', inputs: { amount: '250000000', rate: '24', years: '40', extraMonthly: '1000000' } });
  });
  it('shows the month extra payments end the loan and the month before it', () => {
    expectWorkingHolds({ id: 'loan', inputs: { amount: '320000', rate: '6.5', years: '30', extraMonthly: '200' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'loan', inputs: { amount: '25000', rate: '7.5', years: '5' } }, { id: 'loan', inputs: { amount: '25000', rate: '7.6', years: '5' } });
  });
});

/** The step named `name`, which must be there. */
const stepNamed = (steps: readonly WorkingStep[], name: string): WorkingStep => {
  const found = steps.find((step) => step.name === name);
  expect(found, `a step named ${name}`).toBeDefined();
  return found!;
};

describe('mortgage working', () => {
  const example = { price: '400000', downPayment: '40000', rate: '6.5', years: '30', propertyTax: '1.1', homeInsurance: '1500', pmi: '0.5' };

  it('works the guide’s example from the price to the whole monthly cost, with the month PMI stops as rows', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: example });
    expect(stepNamed(steps, 'loanAmount').expr).toBe('400000.00 - 40000.00');
    expect(stepNamed(steps, 'monthlyTotal').expr).toBe('2275.444885 + 366.666667 + 125.00 + 150.00');
    expect(stepNamed(steps, 'lastPmiMonth')).toMatchObject({ kind: 'row', table: 'monthly', period: 95 });
    expect(stepNamed(steps, 'firstMonthWithoutPmi')).toMatchObject({ kind: 'row', table: 'monthly', period: 96 });
    expect(stepNamed(steps, 'pmiMonths')).toMatchObject({ for: 'pmiMonths', kind: 'row', period: 95, value: 95, expr: '96 - 1' });
  });
  it('works a loan with no home costs without a monthly total', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: { price: '350000', downPayment: '70000', rate: '6.75', years: '30' } });
    expect(steps.some((step) => step.name === 'monthlyTotal')).toBe(false);
  });
  it('splits a property tax given in dollars a year into months, and adds the HOA dues as entered', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: { price: '500000', downPayment: '100000', rate: '6', years: '30', propertyTax: '4800', propertyTaxUnit: 'dollars', hoa: '250' } });
    expect(stepNamed(steps, 'propertyTaxMonthly').expr).toBe('4800.00 / 12');
    expect(stepNamed(steps, 'monthlyTotal').expr).toBe('2398.202101 + 400.00 + 250.00');
  });
  it('shows no PMI with 20 % down: the first month already owes no more than 80 % of the price', () => {
    const steps = expectWorkingHolds({ id: 'mortgage', inputs: { price: '500000', downPayment: '100000', rate: '6', years: '30', pmi: '0.5' } });
    expect(steps.some((step) => step.name === 'pmiMonthly')).toBe(false);
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
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'mortgage', inputs: example }, { id: 'mortgage', inputs: { ...example, downPayment: '50000' } });
  });
});

describe('EMI working', () => {
  it('works the guide’s example in rupees, with Indian grouping and the tenure in years too', () => {
    const steps = expectWorkingHolds({ id: 'emi', inputs: { amount: '1000000', rate: '9', months: '60' } });
    expect(stepNamed(steps, 'principal').line).toBe('₹10,00,000.00 = ₹10,00,000.00');
    expect(stepNamed(steps, 'growth').text).toContain('60 months (5 years)');
    expect(stepNamed(steps, 'monthlyPayment')).toMatchObject({ for: 'emi' });
    expect(stepNamed(steps, 'totalPayment')).toMatchObject({ for: 'totalAmount' });
    expect(stepNamed(steps, 'totalInterest').line).toContain('₹2,45,501.31');
  });
  it('works a tenure that is not whole years, with a prepayment each month', () => {
    const steps = expectWorkingHolds({ id: 'emi', inputs: { amount: '750000', rate: '10.5', months: '45', extraMonthly: '5000' } });
    expect(stepNamed(steps, 'growth').text).not.toContain('year');
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ kind: 'row', table: 'monthly' });
  });
  it('marks the first month as the payoff when the prepayment clears the loan at once', () => {
    const steps = expectWorkingHolds({ id: 'emi', inputs: { amount: '25000', rate: '12', months: '12', extraMonthly: '100000' } });
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ value: 1, kind: 'row', period: 1 });
  });
  it('keeps its figures to the paisa on crores over 30 years and on a tiny loan', () => {
    expectWorkingHolds({ id: 'emi', inputs: { amount: '50000000', rate: '8.65', months: '360', extraMonthly: '25000' } });
    expectWorkingHolds({ id: 'emi', inputs: { amount: '1500', rate: '0.5', months: '6' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'emi', inputs: { amount: '1000000', rate: '9', months: '60' } }, { id: 'emi', inputs: { amount: '1000000', rate: '9', months: '72' } });
  });
});

describe('car loan working', () => {
  const example = { price: '35000', downPayment: '3000', tradeIn: '8000', salesTax: '6', fees: '1200', rate: '7', months: '60', extraMonthly: '100' };

  it('works the guide’s example: the tax on the price less the trade-in, the amount borrowed, the car’s total cost', () => {
    const steps = expectWorkingHolds({ id: 'autoLoan', inputs: example });
    expect(stepNamed(steps, 'taxedPrice').expr).toBe('max(0, 35000.00 - 8000.00)');
    expect(stepNamed(steps, 'loanAmount').expr).toBe('35000.00 + 1620.00 + 1200.00 - 8000.00 - 3000.00');
    expect(stepNamed(steps, 'totalCost').expr).toBe('35000.00 + 1620.00 + 1200.00 + (531.068145 * 60 - 26820.00)');
    // The car's cost follows the interest it adds, before the extra payments' steps.
    const names = steps.map((step) => step.name);
    expect(names.indexOf('totalCost')).toBe(names.indexOf('totalInterest') + 1);
    expect(stepNamed(steps, 'payoffMonths')).toMatchObject({ kind: 'row', period: 49 });
  });
  it('splits a 0 % loan evenly over the default term, and leaves debt rolled in from the trade-in out of the car’s cost', () => {
    const steps = expectWorkingHolds({ id: 'autoLoan', inputs: { price: '28000', tradeIn: '5000', tradeInOwed: '9000', fees: '850', rate: '0' } });
    expect(stepNamed(steps, 'monthlyPayment').text).toContain('60 months is the term used when none is entered');
    expect(stepNamed(steps, 'loanAmount').expr).toBe('28000.00 + 850.00 + 9000.00 - 5000.00');
    expect(stepNamed(steps, 'totalCost').text).toContain('rolled into the new one');
  });
  it('taxes nothing when the trade-in is worth more than the car', () => {
    const steps = expectWorkingHolds({ id: 'autoLoan', inputs: { price: '10000', tradeIn: '12000', tradeInOwed: '11000', salesTax: '7', fees: '500', rate: '5.9', months: '36' } });
    expect(stepNamed(steps, 'salesTaxAmount').value).toBe(0);
  });
  it('carries a sales tax of a fraction of a cent through to the payment', () => {
    expectWorkingHolds({ id: 'autoLoan', inputs: { price: '27345.67', tradeIn: '3210.5', salesTax: '6.625', fees: '99.99', rate: '4.49', months: '72' } });
  });
  it('keeps its figures to the cent on a large loan and a tiny one', () => {
    expectWorkingHolds({ id: 'autoLoan', inputs: { price: '2500000', salesTax: '9.5', fees: '25000', rate: '14.9', months: '96', extraMonthly: '10000' } });
    expectWorkingHolds({ id: 'autoLoan', inputs: { price: '500', rate: '3', months: '12' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'autoLoan', inputs: example }, { id: 'autoLoan', inputs: { ...example, tradeIn: '9000' } });
  });
});

describe('refinance working', () => {
  const example = { balance: '300000', currentRate: '7.25', remainingYears: '27', newRate: '6', newYears: '30', closingCosts: '6000' };

  it('works the guide’s example: both loans, the saving, the break-even month as a row beside the month before', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: example });
    expect(stepNamed(steps, 'currentMonthlyPayment')).toMatchObject({ for: 'currentPayment' });
    expect(stepNamed(steps, 'newTotalInterest')).toMatchObject({ for: 'interestNew' });
    expect(stepNamed(steps, 'savedBeforeBreakEven').expr).toBe('19 * 313.93042');
    expect(stepNamed(steps, 'breakEvenMonths')).toMatchObject({ kind: 'row', table: 'monthly', period: 20, value: 20 });
    expect(stepNamed(steps, 'lifetimeSavings').expr).toBe('2112.581991 * 324 - (1798.651575 * 360 + 6000.00)');
  });
  it('borrows the closing costs with the new loan when they are financed', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: { ...example, financeCosts: 'on' } });
    expect(stepNamed(steps, 'newLoanAmount').expr).toBe('300000.00 + 6000.00');
    expect(stepNamed(steps, 'lifetimeSavings').expr).not.toContain('6000.00');
  });
  it('pays nothing back with no closing costs: the break-even month is 0', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: { ...example, closingCosts: '' } });
    expect(stepNamed(steps, 'breakEvenMonths')).toMatchObject({ value: 0, expr: 'ceil(0)' });
  });
  it('has no break-even month when the new payment saves nothing, and a loss over both lives', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: { balance: '250000', currentRate: '5', remainingYears: '20', newRate: '6', newYears: '15', closingCosts: '5000' } });
    expect(steps.some((step) => step.name.includes('BreakEven'))).toBe(false);
    expect(stepNamed(steps, 'monthlySavings').value).toBeLessThan(0);
  });
  it('shows a break-even month past the new loan’s last month without a row', () => {
    const steps = expectWorkingHolds({ id: 'refinance', inputs: { balance: '200000', currentRate: '7', remainingYears: '10', newRate: '6.5', newYears: '10', closingCosts: '20000' } });
    const breakEven = stepNamed(steps, 'breakEvenMonths');
    expect(breakEven.value).toBeGreaterThan(120);
    expect(breakEven.kind).toBeUndefined();
  });
  it('counts a term of years and months, and keeps its figures to the cent on a large loan', () => {
    expectWorkingHolds({ id: 'refinance', inputs: { balance: '4750000', currentRate: '8.125', remainingYears: '22.5', newRate: '5.99', newYears: '25', closingCosts: '57000', financeCosts: 'on' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'refinance', inputs: example }, { id: 'refinance', inputs: { ...example, closingCosts: '7000' } });
  });
});
