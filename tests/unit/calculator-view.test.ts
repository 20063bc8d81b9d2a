import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/config/calculators';
import { queryFromValues, valuesFromQuery } from '@/lib/calculatorQuery';
import { calculatorView } from '@/lib/calculatorView';
import { calculators } from '@/lib/finance';

describe('calculator pages', () => {
  for (const page of CALCULATORS) {
    it(`${page.id}: labels every input and result of its formula, in the formula's order`, () => {
      const view = calculatorView(page);
      expect(view.fields.map((field) => field.name)).toEqual(Object.keys(calculators[page.id].inputs));
      expect(view.results.map((result) => result.field)).toEqual(Object.keys(calculators[page.id].results));
      const labels = [...view.fields, ...view.results].map((item) => item.label);
      expect(new Set(labels).size).toBe(labels.length);
      expect(page.method.length).toBeGreaterThan(0);
      expect(`${page.description} Free, exact and private: it runs in your browser.`.length).toBeLessThanOrEqual(160);
    });
  }

  it('names the buttons as CALCULATORS.md says: Convert, Calculate EMI, else Calculate', () => {
    const names = Object.fromEntries(CALCULATORS.map((page) => [page.id, calculatorView(page).submitLabel]));
    expect(names['currency']).toBe('Convert');
    expect(names['emi']).toBe('Calculate EMI');
    expect(Object.values(names).filter((name) => name === 'Calculate')).toHaveLength(23);
  });

  it('gives every select an option text for each value, and the converter a swap of From and To', () => {
    for (const page of CALCULATORS) {
      for (const field of calculatorView(page).fields.filter((f) => f.kind === 'choice')) {
        for (const [value, text] of field.options ?? []) expect(text, `${page.id}.${field.name}=${value}`).not.toBe(value);
      }
    }
    expect(calculatorView(CALCULATORS.find((page) => page.id === 'currency')!).swap).toEqual({ label: 'Swap currencies', fields: ['from', 'to'] });
  });
});

describe('calculations in the address', () => {
  it('reads back only the form fields, and nothing when none is there', () => {
    expect(valuesFromQuery('?amount=%24200%2C000&rate=6.5&utm_source=x', ['amount', 'rate', 'years'])).toEqual({ amount: '$200,000', rate: '6.5' });
    expect(valuesFromQuery('?utm_source=x', ['amount'])).toBeNull();
    expect(valuesFromQuery('', ['amount'])).toBeNull();
  });

  it('writes values so that reading them gives them back', () => {
    const values = { amount: '₹10,00,000', rate: '10', months: '120' };
    expect(valuesFromQuery(queryFromValues(values), Object.keys(values))).toEqual(values);
  });
});
