import { describe, expect, it } from 'vitest';
import type { WorkingStep } from '../../../src/lib/finance/working';
import { expectWorkingFollows, expectWorkingHolds } from './workingRules';

const named = (steps: readonly WorkingStep[], name: string) => steps.find((step) => step.name === name);
const rows = (steps: readonly WorkingStep[]) => steps.filter((step) => step.kind === 'row').map((step) => step.period);

describe('investment working', () => {
  const plan = { initial: '10000', monthly: '300', rate: '7', years: '20' };
  it("works the guide's example from the growth factor to each part of the balance", () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: plan });
    expect(steps.map((step) => step.name)).toEqual(expect.arrayContaining(['monthlyRate', 'growth', 'initialGrown', 'perDeposit', 'depositsGrown']));
  });
  it("marks the yearly table's first and last rows", () => {
    expect(rows(expectWorkingHolds({ id: 'investment', inputs: plan }))).toEqual([20, 1]);
  });
  it('works a typical plan', () => {
    expectWorkingHolds({ id: 'investment', inputs: { initial: '5000', monthly: '250', rate: '5.5', years: '15' } });
  });
  it('ends on a partial last year (2.25 years, 27 months)', () => {
    expect(rows(expectWorkingHolds({ id: 'investment', inputs: { ...plan, years: '2.25' } }))).toEqual([2.25, 1]);
  });
  it('has one row when the whole term is under a year', () => {
    expect(rows(expectWorkingHolds({ id: 'investment', inputs: { ...plan, years: '0.5' } }))).toEqual([0.5]);
  });
  it('works the deposit needed and puts it back in to reach the target', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, monthly: '', solveFor: 'monthly', target: '500000' } });
    expect(named(steps, 'futureValue')?.line).toContain('$500,000.00');
  });
  it('shows a deposit of 0 when the start alone passes the target', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, initial: '100000', monthly: '', solveFor: 'monthly', target: '100000' } });
    expect(named(steps, 'requiredMonthly')?.value).toBe(0);
  });
  it('counts the months needed, with the month before still short of the target', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, years: '', solveFor: 'years', target: '100000' } });
    expect(named(steps, 'requiredMonths')?.kind).toBe('lookup');
    expect(named(steps, 'monthBefore')!.value).toBeLessThan(100000);
  });
  it('needs 0 months when the start already reaches the target', () => {
    expectWorkingHolds({ id: 'investment', inputs: { ...plan, initial: '20000', years: '', solveFor: 'years', target: '10000' } });
  });
  it('finds the return needed and puts it back in as a solved step', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, rate: '', solveFor: 'rate', target: '200000' } });
    expect(steps.filter((step) => step.kind === 'solved').map((step) => step.name)).toEqual(['putBackIn']);
  });
  it('finds a negative return for a target below the deposits', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, rate: '', solveFor: 'rate', target: '50000' } });
    expect(named(steps, 'monthlyRate')!.value).toBeLessThan(0);
  });
  it('keeps to the cent with large amounts at a high return over a long term', () => {
    expectWorkingHolds({ id: 'investment', inputs: { initial: '50000000', monthly: '1000000', rate: '12', years: '40' } });
    expectWorkingHolds({ id: 'investment', inputs: { initial: '50000000', monthly: '', rate: '12', years: '40', solveFor: 'monthly', target: '900000000000' } });
    expectWorkingHolds({ id: 'investment', inputs: { initial: '50000000', monthly: '1000000', rate: '', years: '40', solveFor: 'rate', target: '900000000000' } });
  });
  it('keeps to the cent with tiny amounts and a tiny rate', () => {
    expectWorkingHolds({ id: 'investment', inputs: { initial: '0.01', monthly: '0.01', rate: '0.01', years: '1' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'investment', inputs: plan }, { id: 'investment', inputs: { ...plan, rate: '7.5' } });
  });
});

describe('savings working', () => {
  const example = { initial: '2000', rate: '4', years: '3', solveFor: 'monthly', target: '15000' };
  it("works the guide's example: the deposit needed, put back in to reach the target", () => {
    const steps = expectWorkingHolds({ id: 'savings', inputs: example });
    expect(named(steps, 'totalSavings')?.line).toMatch(/= \$15,000\.00$/);
  });
  it('works a typical plan', () => {
    expectWorkingHolds({ id: 'savings', inputs: { initial: '1000', monthly: '150', rate: '4.25', years: '5' } });
  });
  it('shows the 0 % rate as the deposits simply added up, in every mode', () => {
    const base = { initial: '1000', monthly: '150', rate: '0', years: '5' };
    const steps = expectWorkingHolds({ id: 'savings', inputs: base });
    expect(named(steps, 'growth')).toBeUndefined();
    expectWorkingHolds({ id: 'savings', inputs: { ...base, monthly: '', solveFor: 'monthly', target: '20000' } });
    expectWorkingHolds({ id: 'savings', inputs: { ...base, years: '', solveFor: 'years', target: '20000' } });
  });
  it('works the time and the return needed', () => {
    expectWorkingHolds({ id: 'savings', inputs: { initial: '1000', monthly: '150', rate: '4', years: '', solveFor: 'years', target: '20000' } });
    expectWorkingHolds({ id: 'savings', inputs: { initial: '1000', monthly: '150', rate: '', years: '5', solveFor: 'rate', target: '12000' } });
  });
  it('adds the deposits up when the return found for a target equal to them is all but 0', () => {
    const steps = expectWorkingHolds({ id: 'savings', inputs: { initial: '1', monthly: '10000', rate: '', years: '2.5', solveFor: 'rate', target: '300001' } });
    expect(named(steps, 'growth')).toBeUndefined();
    expect(named(steps, 'putBackIn')?.kind).toBe('solved');
  });
  it('ends on a partial last year (2.58 years, 31 months)', () => {
    expect(rows(expectWorkingHolds({ id: 'savings', inputs: { initial: '1000', monthly: '150', rate: '4', years: '', solveFor: 'years', target: '5990' } }))).toEqual([2.58, 1]);
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'savings', inputs: example }, { id: 'savings', inputs: { ...example, target: '16000' } });
  });
});

describe('compound working', () => {
  const example = { principal: '10000', rate: '5', years: '10', frequency: '12' };
  it("works the guide's example from the period rate to the final amount", () => {
    expect(rows(expectWorkingHolds({ id: 'compound', inputs: example }))).toEqual([10, 1]);
  });
  it('works every compounding frequency', () => {
    for (const frequency of ['1', '2', '4', '12', '365']) expectWorkingHolds({ id: 'compound', inputs: { ...example, frequency } });
  });
  it('ends on a partial last year', () => {
    expect(rows(expectWorkingHolds({ id: 'compound', inputs: { ...example, years: '2.5', frequency: '365' } }))).toEqual([2.5, 1]);
  });
  it('keeps to the cent with a large amount at a high rate, and a tiny one', () => {
    expectWorkingHolds({ id: 'compound', inputs: { principal: '100000000', rate: '20', years: '30', frequency: '365' } });
    expectWorkingHolds({ id: 'compound', inputs: { principal: '0.01', rate: '0.01', years: '0.5', frequency: '1' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'compound', inputs: example }, { id: 'compound', inputs: { ...example, frequency: '4' } });
  });
});

describe('retirement working', () => {
  const example = { currentAge: '35', retirementAge: '65', currentSavings: '50000', monthlyContribution: '500', rate: '6', withdrawalRate: '4', inflation: '2.5' };
  it("works the guide's example through the income and both figures in today's money", () => {
    const steps = expectWorkingHolds({ id: 'retirement', inputs: example });
    expect(rows(steps)).toEqual([30, 1]);
  });
  it('takes the 4 % rule and no inflation when those are left blank', () => {
    const steps = expectWorkingHolds({ id: 'retirement', inputs: { ...example, withdrawalRate: '', inflation: '' } });
    expect(named(steps, 'annualIncomeToday')).toBeUndefined();
    expect(named(steps, 'annualIncome')?.line).toMatch(/×\s4\s%/);
  });
  it('ends on a partial last year when the ages are not whole years apart', () => {
    expect(rows(expectWorkingHolds({ id: 'retirement', inputs: { ...example, currentAge: '35.3' } }))).toEqual([29.7, 1]);
  });
  it('works with no savings yet, or no contributions', () => {
    expectWorkingHolds({ id: 'retirement', inputs: { ...example, currentSavings: '0' } });
    expectWorkingHolds({ id: 'retirement', inputs: { ...example, monthlyContribution: '0' } });
  });
  it('keeps to the cent with large amounts', () => {
    expectWorkingHolds({ id: 'retirement', inputs: { ...example, currentAge: '20', retirementAge: '70', currentSavings: '20000000', monthlyContribution: '250000', rate: '11' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'retirement', inputs: example }, { id: 'retirement', inputs: { ...example, withdrawalRate: '3.5' } });
  });
});

describe('inflation working', () => {
  const example = { amount: '50000', rate: '3', years: '20' };
  it("works the guide's example from the growth in prices", () => {
    expect(rows(expectWorkingHolds({ id: 'inflation', inputs: example }))).toEqual([20, 1]);
  });
  it('shows a 0 % rate as prices that do not grow', () => {
    const steps = expectWorkingHolds({ id: 'inflation', inputs: { ...example, rate: '0' } });
    expect(named(steps, 'priceGrowth')?.value).toBe(1);
  });
  it('ends on a partial last year', () => {
    expect(rows(expectWorkingHolds({ id: 'inflation', inputs: { ...example, years: '2.5' } }))).toEqual([2.5, 1]);
  });
  it('has no rows past 100 years, where there is no table', () => {
    expect(rows(expectWorkingHolds({ id: 'inflation', inputs: { ...example, years: '150' } }))).toEqual([]);
  });
  it('keeps to the cent with a large amount and high inflation, and a tiny one', () => {
    expectWorkingHolds({ id: 'inflation', inputs: { amount: '500000000', rate: '25', years: '40' } });
    expectWorkingHolds({ id: 'inflation', inputs: { amount: '0.05', rate: '0.1', years: '1' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'inflation', inputs: example }, { id: 'inflation', inputs: { ...example, years: '21' } });
  });
});
