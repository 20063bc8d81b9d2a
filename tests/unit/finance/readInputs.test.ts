/** From form strings to results: the shared reader the island calls. */
import { describe, expect, it } from 'vitest';
import { budget, calculators, compound, emi, incomeTaxIndia, loan, readInputs, runCalculator, sip, tip } from '../../../src/lib/finance';
import { inRupees } from '../../../src/lib/finance/rupees';
import { expectRejected, resultOf } from './helpers';


/** A loan page's DATED.md events left blank: no prepayments or rate changes, and each select at its first option. */
const NO_EVENTS = (rateChangeEffect: 'payment' | 'tenure') => ({ prepayments: [], yearlyPrepayment: 0, rateChanges: [], prepaymentEffect: 'tenure', rateChangeEffect });

describe('readInputs', () => {
  it('reads typed numbers as people write them, and an optional field left out as 0', () => {
    expect(readInputs(loan, { amount: '$250,000', rate: ' 6.5 ', years: '30' })).toEqual({
      ok: true,
      inputs: { amount: 250_000, rate: 6.5, years: 30, extraMonthly: 0, ...NO_EVENTS('payment') },
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
      // What could be read, refused or not, so that a slip of units can be said with the rejection.
      read: { years: -3, extraMonthly: 0, ...NO_EVENTS('payment') },
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

describe('readInputs on a ₹ page (DECISIONS.md: rupee amounts as Indians write them)', () => {
  it('is every ₹ calculator, and no other: the currency and the rupee reading come as one declaration', () => {
    for (const definition of Object.values(calculators)) {
      expect(definition.money, definition.id).toBe(definition.currency === 'INR' ? inRupees.money : undefined);
    }
    // The converter's amount is in its `from` currency: a dollar definition, so it reads no lakh (below).
    expect(calculators.currency.currency).toBe('USD');
  });

  const income = (typed: string) => {
    const read = readInputs(incomeTaxIndia, { income: typed });
    return read.ok ? read.inputs.income : read.errors;
  };

  it('reads the India income tax page’s income as Indians write it', () => {
    // 12.75 lakh = 12.75 × 1,00,000; 1 crore = 1,00,00,000.
    expect(income('12.75 lakh')).toBe(1_275_000);
    expect(income('Rs. 12,75,000')).toBe(1_275_000);
    expect(income('INR 1275000')).toBe(1_275_000);
    expect(income('1 crore')).toBe(10_000_000);
    expect(income('₹12,75,000')).toBe(1_275_000);
  });

  it('reads its other money field too, and every default as before', () => {
    expect(readInputs(incomeTaxIndia, { income: '15 L', deductions: 'Rs 1.5 lakh' })).toEqual({
      ok: true,
      inputs: { income: 1_500_000, fy: '2026-27', age: 'under60', incomeType: 'salary', deductions: 150_000 },
      notes: [],
    });
  });

  it('gives its rejection example in Indian grouping, never "like 250,000"', () => {
    expect(income('12 lakh crore')).toEqual([{ field: 'income', message: 'Enter a number, like 15,00,000.' }]);
    expect(income('twelve lakh')).toEqual([{ field: 'income', message: 'Enter a number, like 15,00,000.' }]);
  });

  it('reads lakh and crore in the money fields of the other ₹ pages', () => {
    expect(readInputs(emi, { amount: 'Rs 5 lakh', rate: '8.5', months: '60' })).toEqual({
      ok: true,
      inputs: { amount: 500_000, rate: 8.5, months: 60, extraMonthly: 0, ...NO_EVENTS('tenure') },
      notes: [],
    });
    const read = readInputs(sip, { monthly: 'INR 10,000', rate: '12', years: '10' });
    expect(read.ok && read.inputs.monthly).toBe(10_000);
  });

  it('keeps rates and terms as they are: "5 L" in a rate or a term is rejected in that field’s own unit', () => {
    expect(expectRejected(runCalculator(emi, { amount: '5 lakh', rate: '5 L', months: '60' }), 'rate')).toEqual(['Enter a number, like 6.5.']);
    expect(expectRejected(runCalculator(sip, { monthly: '10000', rate: '12', years: '1 L' }), 'years')).toEqual(['Enter a number, like 30.']);
  });

  it('reads no rupee words on a dollar page, nor in the currency converter', () => {
    expect(expectRejected(runCalculator(loan, { amount: '12 lakh', rate: '6.5', years: '30' }), 'amount')).toEqual(['Enter a number, like 250,000.']);
    expectRejected(runCalculator(loan, { amount: 'Rs 5', rate: '6.5', years: '30' }), 'amount');
    expectRejected(runCalculator(calculators.currency, { amount: '1 lakh', from: 'USD', to: 'INR' }), 'amount');
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
