/** From form strings to results: the shared reader the island calls. */
import { describe, expect, it } from 'vitest';
import { budget, calculators, compound, loan, readInputs, runCalculator, tip } from '../../../src/lib/finance';
import { expectRejected, resultOf } from './helpers';

describe('readInputs', () => {
  it('reads typed numbers as people write them, and an optional field left out as 0', () => {
    expect(readInputs(loan, { amount: '$250,000', rate: ' 6.5 ', years: '30' })).toEqual({
      ok: true,
      inputs: { amount: 250_000, rate: 6.5, years: 30, extraMonthly: 0 },
      notes: [],
    });
  });

  it('collects every field’s error, not just the first', () => {
    const read = readInputs(loan, { amount: '', rate: 'abc', years: '-3' });
    expect(read).toEqual({
      ok: false,
      errors: [
        { field: 'amount', message: 'Enter a number.' },
        // The example is in the field's own unit: a rate is never "like 250,000".
        { field: 'rate', message: 'Enter a number, like 6.5.' },
        { field: 'years', message: 'Enter a number greater than 0.' },
      ],
    });
  });

  it('says "Enter 0 or more." for a negative value where 0 is allowed', () => {
    const outcome = runCalculator(calculators.savings, { initial: '-1', monthly: '0', rate: '0', years: '1' });
    expect(expectRejected(outcome, 'initial')).toEqual(['Enter 0 or more.']);
  });

  it('reads blank budget lines as 0', () => {
    const outcome = runCalculator(budget, { income: '5,000', housing: '1,500' });
    expect(resultOf(outcome)).toEqual({ totalIncome: 5000, totalExpenses: 1500, remaining: 3500, savingsRate: 70, needsShare: 30, wantsShare: 0, savingsShare: 70 });
  });

  it('still rejects an unreadable budget line', () => {
    expectRejected(runCalculator(budget, { income: '5,000', food: 'lots' }), 'food');
  });

  it('hands a numeric select to the calculator as a number', () => {
    expect(readInputs(compound, { principal: '1000', rate: '5', years: '10', frequency: '365' })).toEqual({
      ok: true,
      inputs: { principal: 1000, rate: 5, years: 10, frequency: 365 },
      notes: [],
    });
  });

  it('rejects a select value that is not an option', () => {
    expectRejected(runCalculator(compound, { principal: '1000', rate: '5', years: '10', frequency: '3' }), 'frequency');
    expectRejected(runCalculator(calculators.currency, { amount: '1', from: 'XYZ', to: 'EUR' }), 'from');
  });

  it('falls back to the defaults for fields that are not given', () => {
    expect(readInputs(tip, { bill: '100' })).toEqual({ ok: true, inputs: { bill: 100, percent: 15, people: 1 }, notes: [] });
    expect(resultOf(runCalculator(calculators.currency, {}))).toEqual({ converted: 0.92 });
  });

  it('treats a cleared default field as blank, not as its default', () => {
    expectRejected(runCalculator(tip, { bill: '100', percent: '', people: '1' }), 'percent');
  });

  it('rejects a whole-number field given a fraction or text', () => {
    expect(expectRejected(runCalculator(tip, { bill: '100', people: '1.5' }), 'people')).toEqual([
      'Enter a whole number of 1 or more.',
    ]);
    expectRejected(runCalculator(tip, { bill: '100', people: 'two' }), 'people');
  });
});

describe('runCalculator', () => {
  it('reads, then calculates', () => {
    const outcome = runCalculator(loan, { amount: '200,000', rate: '7.5', years: '15' });
    // numpy-financial pmt docs: pmt(0.075/12, 180, 200000) = -1854.0247200054619.
    expect(resultOf(outcome).monthlyPayment).toBeCloseTo(1854.0247200054619, 8);
  });

  it('applies cross-field rules only after every field reads', () => {
    expectRejected(
      runCalculator(calculators.mortgage, { price: '100,000', downPayment: '150,000', rate: '6', years: '30' }),
      'downPayment',
    );
  });

  it('works for a calculator chosen at run time', () => {
    for (const id of ['loan', 'tip'] as const) {
      expect(runCalculator(calculators[id], { amount: '1000', rate: '5', years: '1', bill: '10' }).ok).toBe(true);
    }
  });
});
