/**
 * What a field can mean, and what a page can print: one rule for every term (whole months, since every payment,
 * deposit and withdrawal here is monthly), a ceiling for every rate and share, no answer beyond the digits a double
 * holds, a blank field that says which default it took, and a refused value that says the slip it reads like. The
 * fields are read from the calculators themselves, so a calculator added later is held to the same rules.
 */
import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { messages } from '../../../src/lib/finance/messages';
import { CALCULATOR_IDS, type AnyCalculatorDefinition, type CalculatorId } from '../../../src/lib/finance/types';
import { unitOf, type FieldUnits } from '../../../src/lib/finance/units';

/** The guide's worked example (what a reader types), with the calculator's defaults for what it leaves out. */
function exampleOf(id: CalculatorId): Record<string, string> {
  const defaults = calculators[id].defaults as Readonly<Record<string, string | undefined>>;
  return { ...Object.fromEntries(Object.entries(defaults).filter((entry): entry is [string, string] => entry[1] !== undefined)), ...guideExample(id) };
}

/** Every number field of every calculator whose unit (in the worked example's mode) is `unit`. */
function fieldsMeasuring(unit: string) {
  return CALCULATOR_IDS.flatMap((id) => {
    const definition: AnyCalculatorDefinition = calculators[id];
    const example = exampleOf(id);
    const units: FieldUnits = definition.units;
    return Object.entries(definition.inputs).flatMap(([field, kind]) => {
      const measured = unitOf(units[field], example);
      const active = kind.kind !== 'number' || !kind.when || kind.when.in.includes(example[kind.when.input] ?? '');
      return (kind.kind === 'number' || kind.kind === 'integer') && active && measured?.unit === unit ? [{ id, field, kind: kind.kind, example, unit: measured }] : [];
    });
  });
}

/** The messages a calculation gives `field` (none when it calculates). */
function messagesFor(id: CalculatorId, raw: RawInputs, field: string): string[] {
  const outcome = runCalculatorWithDetails(calculators[id], raw);
  return outcome.ok ? [] : outcome.errors.filter((error) => error.field === field).map((error) => error.message);
}

describe('one rule for terms: a term in years is a whole number of months, a term in months a whole number', () => {
  const years = fieldsMeasuring('years');
  const months = fieldsMeasuring('months');

  it('finds the term fields of every calculator that has one', () => {
    expect(years.map(({ id, field }) => `${id}.${field}`)).toEqual(expect.arrayContaining(['loan.years', 'mortgage.years', 'sip.years', 'swp.years', 'refinance.newYears', 'rentVsBuy.stayYears']));
    expect(months.map(({ id, field }) => `${id}.${field}`)).toEqual(expect.arrayContaining(['emi.months', 'rd.months', 'autoLoan.months']));
  });

  // The cases: 0.0000001 years printed a payment of $20,889,706,211.66, 0.01 years one of $208,964.78.
  it.each(years)('$id $field: 0.0000001, 0.01 and 2.51 years are refused with what works', ({ id, field, kind, example }) => {
    for (const value of ['0.0000001', '0.01', '2.51']) {
      const said = messagesFor(id, { ...example, [field]: value }, field);
      // A field that counts whole years (a stay, PPF's tenure) says so in its own words.
      if (kind === 'integer') expect(said.length, `${field}=${value}`).toBeGreaterThan(0);
      else expect(said, `${field}=${value}`).toContain(messages.notWholeMonths);
    }
  });

  it.each(years.filter(({ kind }) => kind === 'number'))('$id $field: half a year more than the example (6 more months) is accepted', ({ id, field, example }) => {
    const term = Number(example[field] ?? 10) + 0.5;
    expect(messagesFor(id, { ...example, [field]: String(term) }, field)).not.toContain(messages.notWholeMonths);
  });

  it.each(months)('$id $field: 0.0000001 and 2.5 months are refused (2.5 with the years it may mean); the example is not', ({ id, field, example }) => {
    expect(messagesFor(id, { ...example, [field]: '0.0000001' }, field)).toEqual(['Enter a whole number of 1 or more.']);
    expect(messagesFor(id, { ...example, [field]: '2.5' }, field)).toEqual([expect.stringMatching(/^Enter a whole number of 1 or more\. .*: 2\.5 months\? If you meant 2\.5 years, type 30\.$/)]);
    expect(messagesFor(id, example, field)).toEqual([]);
  });
});

describe('a percent above what its field can mean is refused', () => {
  const capped = fieldsMeasuring('percent').filter(({ unit }) => unit.unit === 'percent' && unit.atMost !== undefined);

  it('caps every yearly rate, return and change at 1,000 %, and a share (a tip, a ratio) at 100 %', () => {
    const caps = Object.fromEntries(capped.map(({ id, field, unit }) => [`${id}.${field}`, unit.unit === 'percent' ? unit.atMost : undefined]));
    expect(caps).toMatchObject({ 'loan.rate': 1000, 'inflation.rate': 1000, 'savings.rate': 1000, 'sip.stepUp': 1000, 'tip.percent': 100, 'discount.percent': 100, 'affordability.frontRatio': 100 });
  });

  it.each(capped)('$id $field: one above its ceiling is refused', ({ id, field, example, unit }) => {
    const ceiling = unit.unit === 'percent' ? (unit.atMost ?? 0) : 0;
    const [message] = messagesFor(id, { ...example, [field]: String(ceiling + 1) }, field);
    expect(message?.startsWith(messages.percentAtMost(ceiling))).toBe(true);
    expect(messagesFor(id, { ...example, [field]: String(ceiling) }, field)).not.toContain(messages.percentAtMost(ceiling));
  });

  it('the issue’s cases: inflation of 1,000,000,000,000 %, savings at 4,294,967,297 % and a tip of 1,000,000,000,000 % are refused on their field', () => {
    expect(messagesFor('inflation', { amount: '50000', rate: '1000000000000', years: '20' }, 'rate')[0]).toMatch(/^Enter 1,000 % or less\./);
    expect(messagesFor('savings', { initial: '2000', rate: '4294967297', years: '3', solveFor: 'futureValue', monthly: '100' }, 'rate')[0]).toMatch(/^Enter 1,000 % or less\./);
    expect(messagesFor('tip', { bill: '186.40', percent: '1000000000000', people: '4' }, 'percent')).toEqual(['Enter a percentage from 0 to 100.']);
  });

  it('a percent of a neighbour (closing costs of the price) keeps any figure: an amount typed there is a slip the note explains', () => {
    const outcome = runCalculatorWithDetails(calculators.rentVsBuy, { ...exampleOf('rentVsBuy'), closingCosts: '13500' });
    expect(outcome.ok).toBe(true);
    expect(outcome.details?.notes.filter((note) => note.name === 'check-units').map((note) => note.field)).toEqual(['closingCosts']);
  });

  it('a refused value says the slip it reads like: a loan amount typed into the rate', () => {
    expect(messagesFor('loan', { amount: '250000', rate: '250000', years: '30' }, 'rate')).toEqual([
      'Enter 1,000 % or less. Interest rate: 250,000 % a year? A value 40 % or more is rare. This field takes a percent: if you typed an amount, enter it as a percent.',
    ]);
  });
});

describe('no answer beyond the digits a double holds', () => {
  it('refuses an answer above 10,000,000,000,000, which would print more than 15 significant digits with its cents', () => {
    // $50,000 at 1,000 % for 20 years is $50,000 × 11^20 ≈ $3.4 × 10^25.
    const outcome = runCalculatorWithDetails(calculators.inflation, { amount: '50000', rate: '1000', years: '20' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toContainEqual({ field: 'amount', message: messages.tooLarge });
  });

  it('keeps an answer just below it: $1,000,000,000,000 at 100 % for 3 years is $8,000,000,000,000', () => {
    const outcome = runCalculatorWithDetails(calculators.fd, { principal: '1000000000000', rate: '100', years: '3' });
    expect(outcome.ok && outcome.result['maturityValue']).toBeCloseTo(8_000_000_000_000, 2);
  });
});

describe('a blank field that takes a default says which value it used, in the result’s words', () => {
  const noteOn = (id: CalculatorId, raw: RawInputs, field: string) =>
    runCalculatorWithDetails(calculators[id], raw).details?.notes.filter((note) => note.name === 'blank-default' && note.field === field).map((note) => note.text);

  it('the car loan’s term: 60 months, and the same result as typing 60', () => {
    const inputs = { price: '35000', downPayment: '3000', rate: '7' };
    expect(noteOn('autoLoan', { ...inputs, months: '' }, 'months')).toEqual(['Loan term: left blank, so this uses 60 months.']);
    const blank = runCalculatorWithDetails(calculators.autoLoan, { ...inputs, months: '' });
    const typed = runCalculatorWithDetails(calculators.autoLoan, { ...inputs, months: '60' });
    expect(blank.ok && blank.result).toEqual(typed.ok && typed.result);
    expect(noteOn('autoLoan', { ...inputs, months: '60' }, 'months')).toEqual([]);
  });

  it('a rate in percent, a term in years, a share of the price', () => {
    expect(noteOn('retirement', { currentAge: '35', retirementAge: '65', currentSavings: '50000', monthlyContribution: '500', rate: '7', withdrawalRate: ' ' }, 'withdrawalRate')).toEqual([
      'Withdrawal rate: left blank, so this uses 4 %.',
    ]);
    const rentVsBuy = { ...exampleOf('rentVsBuy'), years: '', closingCosts: '' };
    expect(noteOn('rentVsBuy', rentVsBuy, 'years')).toEqual(['Loan term: left blank, so this uses 30 years.']);
    expect(noteOn('rentVsBuy', rentVsBuy, 'closingCosts')).toEqual(['Closing costs: left blank, so this uses 3 %.']);
  });

  it('a field left out of a direct call says nothing: only what the reader left blank is told', () => {
    expect(noteOn('autoLoan', { price: '35000', downPayment: '3000', rate: '7' }, 'months')).toEqual([]);
  });
});
