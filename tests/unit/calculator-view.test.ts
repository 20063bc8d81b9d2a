import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/config/calculators';
import { queryFromValues } from '@/lib/calculatorQuery';
import { readLink } from '@/lib/linkReading';
import { calculatorView } from '@/lib/calculatorView';
import { calculators } from '@/lib/finance';
import { CONTRACTED } from './contracted';

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
    const pages = CALCULATORS.filter((page) => CONTRACTED.includes(page.id));
    const names = Object.fromEntries(pages.map((page) => [page.id, calculatorView(page).submitLabel]));
    expect(names['currency']).toBe('Convert');
    expect(names['emi']).toBe('Calculate EMI');
    expect(Object.values(names).filter((name) => name === 'Calculate')).toHaveLength(pages.length - 2);
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

describe('calculations in the address: a link computes what it carries or says why not', () => {
  const loanFields = [
    { name: 'amount', label: 'Loan amount' },
    { name: 'rate', label: 'Interest rate' },
    { name: 'years', label: 'Loan term' },
  ];
  const frequency = { name: 'frequency', label: 'Compounding', options: [['12', 'Monthly'], ['365', 'Daily'], ['2', 'Semi-annually']] as const };
  const period = { name: 'period', label: 'Pay period', options: [['annual', 'Annual'], ['hourly', 'Hourly']] as const };

  it('reads back only the form fields, and nothing when none is there', () => {
    expect(readLink('?amount=%24200%2C000&rate=6.5&utm_source=x', loanFields)).toEqual({ values: { amount: '$200,000', rate: '6.5' }, errors: {}, notes: [] });
    expect(readLink('?utm_source=x', loanFields)).toBeNull();
    expect(readLink('', loanFields)).toBeNull();
  });

  it('shows any value of a number field as the link wrote it, so the form accepts or explains it as if typed', () => {
    const nines = '9'.repeat(5000);
    expect(readLink(`?amount=-5&rate=abc&years=${nines}`, loanFields)?.values).toEqual({ amount: '-5', rate: 'abc', years: nines });
  });

  it('shows characters no one can type (a control character, a broken %-escape) as �, so the field is refused, never half-read', () => {
    expect(readLink('?amount=1%00&rate=20%00&years=%E0%A4%A', loanFields)?.values).toEqual({ amount: '1\uFFFD', rate: '20\uFFFD', years: '\uFFFD%A' });
  });

  it('takes the last of a field given twice, and says so', () => {
    const link = readLink('?amount=100&amount=200&rate=5', loanFields);
    expect(link?.values).toEqual({ amount: '200', rate: '5' });
    expect(link?.notes).toEqual([{ name: 'from-link', field: 'amount', text: 'Loan amount: the link gives “100”, “200”; this uses the last, “200”.' }]);
  });

  it('takes a select’s option in any case or by its words, as a reader writes it', () => {
    expect(readLink('?period=Hourly', [period])?.values).toEqual({ period: 'hourly' });
    expect(readLink('?frequency=daily', [frequency])?.values).toEqual({ frequency: '365' });
    expect(readLink('?frequency=semiannually', [frequency])?.values).toEqual({ frequency: '2' });
    expect(readLink('?frequency=12', [frequency])?.values).toEqual({ frequency: '12' });
  });

  it('names a choice the select does not offer in a message on the select, and keeps no value for it', () => {
    expect(readLink('?frequency=weekly&amount=5', [frequency, ...loanFields])).toEqual({
      values: { amount: '5' },
      errors: { frequency: 'The link asks for “weekly”, which is not one of these: choose one.' },
      notes: [],
    });
  });

  it('quotes at most a short line of what a link wrote', () => {
    const [note] = readLink(`?amount=${'1'.repeat(100)}&amount=2`, loanFields)?.notes ?? [];
    expect(note?.text).toBe(`Loan amount: the link gives “${'1'.repeat(24)}…”, “2”; this uses the last, “2”.`);
  });

  describe('reads back everything the page writes', () => {
    it('every select value of every calculator', () => {
      for (const page of CALCULATORS) {
        const view = calculatorView(page);
        for (const field of view.fields.filter((item) => item.options)) {
          for (const [value] of field.options ?? []) {
            expect(readLink(queryFromValues({ [field.name]: value }), view.fields)?.values, `${page.id}.${field.name}=${value}`).toEqual({ [field.name]: value });
          }
        }
      }
    });

    it('the longest list, a long name and a value typed with many digits', () => {
      const flows = Array.from({ length: 500 }, (_, i) => (i === 0 ? '-1,000,000,000,000.00' : '999,999,999,999.99')).join(', ');
      const values = { cashFlows: flows, name1: 'Credit card from the department store on Main Street, opened 2019', percent: `20.${'0'.repeat(63)}` };
      const fields = Object.keys(values).map((name) => ({ name, label: name }));
      expect(readLink(queryFromValues(values), fields)?.values).toEqual(values);
    });

    it('rupees, signs and grouping as typed', () => {
      const values = { amount: '₹10,00,000', rate: '10', years: '120' };
      expect(readLink(queryFromValues(values), loanFields)?.values).toEqual(values);
    });
  });
});
