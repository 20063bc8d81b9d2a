import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/config/calculators';
import { queryFromValues, valuesFromQuery } from '@/lib/calculatorQuery';
import { calculatorView } from '@/lib/calculatorView';
import { calculators } from '@/lib/finance';

describe('calculator pages', () => {
  for (const page of CALCULATORS) {
    it(`${page.id}: labels every input and result of its formula, in the formula's order`, () => {
      const view = calculatorView(page);
      // The formula's order, except that a solve-for select leads (it decides which fields are asked for).
      const inputs = Object.keys(calculators[page.id].inputs);
      expect(view.fields.map((field) => field.name)).toEqual(inputs.includes('solveFor') ? ['solveFor', ...inputs.filter((name) => name !== 'solveFor')] : inputs);
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
    expect(Object.values(names).filter((name) => name === 'Calculate')).toHaveLength(CALCULATORS.length - 2);
  });

  it('gives every select an option text for each value, and the converter a swap of From and To', () => {
    for (const page of CALCULATORS) {
      // A tax year names itself: "2024" is its own best label.
      for (const field of calculatorView(page).fields.filter((f) => f.kind === 'choice' && f.name !== 'taxYear')) {
        for (const [value, text] of field.options ?? []) expect(text, `${page.id}.${field.name}=${value}`).not.toBe(value);
      }
    }
    expect(calculatorView(CALCULATORS.find((page) => page.id === 'currency')!).swap).toEqual({ label: 'Swap currencies', fields: ['from', 'to'] });
  });
});

describe('calculations in the address', () => {
  const loanFields = [{ name: 'amount', kind: 'number' as const }, { name: 'rate', kind: 'number' as const }, { name: 'years', kind: 'integer' as const }];

  it('reads back only the form fields, and nothing when none is there', () => {
    expect(valuesFromQuery('?amount=%24200%2C000&rate=6.5&utm_source=x', loanFields)).toEqual({ amount: '$200,000', rate: '6.5' });
    expect(valuesFromQuery('?utm_source=x', loanFields)).toBeNull();
    expect(valuesFromQuery('', loanFields)).toBeNull();
  });

  it('writes values so that reading them gives them back', () => {
    const values = { amount: '₹10,00,000', rate: '10', years: '120' };
    expect(valuesFromQuery(queryFromValues(values), loanFields)).toEqual(values);
  });

  it('keeps a value a person could have typed, even an invalid one, so the form can mark it', () => {
    expect(valuesFromQuery('?amount=-5&rate=abc&years=1e309', loanFields)).toEqual({ amount: '-5', rate: 'abc', years: '1e309' });
  });

  it('ignores junk field by field and keeps the rest', () => {
    const junk = [
      ['repeated key', '?amount=1&amount=2&rate=5'],
      ['broken %-escape', '?amount=%E0%A4%A&rate=5'],
      ['control character', '?amount=1%00&rate=5'],
      ['5,000 digits', `?amount=${'9'.repeat(5000)}&rate=5`],
    ] as const;
    for (const [what, search] of junk) expect(valuesFromQuery(search, loanFields), what).toEqual({ rate: '5' });
  });

  it('takes a choice only when the select offers it', () => {
    const fields = [{ name: 'from', kind: 'choice' as const, options: [['USD', 'US dollar'], ['EUR', 'Euro']] as const }];
    expect(valuesFromQuery('?from=EUR', fields)).toEqual({ from: 'EUR' });
    expect(valuesFromQuery('?from=XXX', fields)).toBeNull();
  });

  it('allows a long list of cash flows', () => {
    const flows = Array.from({ length: 100 }, (_, i) => (i === 0 ? '-100000' : '1500')).join(', ');
    expect(valuesFromQuery(`?${new URLSearchParams({ cashFlows: flows })}`, [{ name: 'cashFlows', kind: 'cashFlows' }])).toEqual({ cashFlows: flows });
  });
});
