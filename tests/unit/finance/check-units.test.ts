/**
 * Slips a reader makes (the answers issue, part 1): a value that looks like a slip of units gets a
 * `check-units` note that names the field, the value read and the reading it suspects, and never blocks the
 * result. Also the cash-flow list read as people write it, the 1,000,000,000,000 ceiling and the retirement
 * page's withdrawal rate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { CALCULATOR_IDS, type CalculatorId, type InputKind } from '../../../src/lib/finance/types';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { compareDebtPlans } from '../../../src/lib/finance/planning/debtPlan';
import { expectRejected, resultOf } from './helpers';

const checkUnits = (id: CalculatorId, raw: RawInputs): string[] =>
  (runCalculatorWithDetails(calculators[id], raw).details?.notes ?? []).filter((note) => note.name === 'check-units').map((note) => note.text);

const HOME = { price: '400000', downPayment: '40000', rate: '6.5', years: '30' };

describe('check-units: a percent typed as a fraction', () => {
  it('mortgage: 0.065 % a year reads as 6.5 % typed as a decimal', () => {
    expect(checkUnits('mortgage', { ...HOME, rate: '0.065' })).toEqual(['Interest rate: 0.065 % a year? If you meant 6.5 %, type 6.5.']);
  });

  it.each([
    ['discount', { price: '80', percent: '0.25' }, 'Discount: 0.25 %? If you meant 25 %, type 25.'],
    ['tip', { bill: '84.50', percent: '0.15', people: '1' }, 'Tip: 0.15 %? If you meant 15 %, type 15.'],
    ['inflation', { amount: '1000', rate: '0.03', years: '10' }, 'Inflation rate: 0.03 % a year? If you meant 3 %, type 3.'],
    [
      'retirement',
      { currentAge: '35', retirementAge: '65', currentSavings: '50000', monthlyContribution: '500', rate: '7', withdrawalRate: '0.04' },
      'Withdrawal rate: 0.04 % a year? If you meant 4 %, type 4.',
    ],
    ['sip', { monthly: '5000', rate: '12', years: '10', stepUp: '0.1' }, 'Annual step-up: 0.1 % a year? If you meant 10 %, type 10.'],
  ] as const)('%s names the field, the value and the reading it suspects', (id, raw, note) => {
    expect(checkUnits(id, raw)).toEqual([note]);
  });

  it('says nothing where a fraction of a percent is usual or × 100 is not a usual value', () => {
    expect(checkUnits('mortgage', { ...HOME, propertyTax: '0.9', pmi: '0.5' })).toEqual([]);
    // 0.005 × 100 = 0.5: below 1, so a real half-percent rate stays quiet; 0.5 × 100 = 50 is above 30 for a rate.
    expect(checkUnits('loan', { amount: '10000', rate: '0.005', years: '5' })).toEqual([]);
    expect(checkUnits('loan', { amount: '10000', rate: '0.5', years: '5' })).toEqual([]);
    // Discounts and tips are usual up to 100: 0.5 reads as 50 %.
    expect(checkUnits('discount', { price: '80', percent: '0.5' })).toEqual(['Discount: 0.5 %? If you meant 50 %, type 50.']);
  });
});

describe('check-units: a percent plausible only as an amount', () => {
  it('mortgage property tax above 10 % of the price (a $4,800 tax bill typed as a percent)', () => {
    // $4,800 of a $400,000 price is 1.2 %.
    expect(checkUnits('mortgage', { ...HOME, propertyTax: '4800' })).toEqual(['Property tax: 4,800 % of the price a year? If you meant $4,800, that is 1.2 % of the price: type 1.2.']);
    expect(checkUnits('mortgage', { ...HOME, propertyTax: '10' })).toEqual([]);
  });

  it('PMI above 5 % a year', () => {
    expect(checkUnits('mortgage', { ...HOME, pmi: '5.5' })).toEqual([expect.stringMatching(/^PMI: 5.5 % of the loan a year\?/)]);
    expect(checkUnits('mortgage', { ...HOME, pmi: '5' })).toEqual([]);
  });

  it('a loan rate of 40 % or more', () => {
    expect(checkUnits('loan', { amount: '10000', rate: '40', years: '5' })).toEqual([expect.stringMatching(/^Interest rate: 40 % a year\? A value 40 % or more is rare/)]);
    expect(checkUnits('loan', { amount: '10000', rate: '39.9', years: '5' })).toEqual([]);
    expect(checkUnits('debt', { debt: '5000', rate: '45', payment: '500' })).toHaveLength(1);
  });

  it('a return of 50 % or more', () => {
    expect(checkUnits('investment', { initial: '1000', monthly: '100', rate: '50', years: '10' })).toEqual([expect.stringMatching(/^Expected return: 50 % a year\?/)]);
    expect(checkUnits('investment', { initial: '1000', monthly: '100', rate: '49', years: '10' })).toEqual([]);
  });
});

describe('check-units: a term in years above 50', () => {
  it('loan: 360 years is read as 360 months, 30 years', () => {
    const notes = checkUnits('loan', { amount: '10000', rate: '6', years: '360' });
    expect(notes).toEqual(['Loan term: 360 years? If you meant months, 360 months is 30 years: type 30.']);
    // The existing long-term note stays beside it.
    const all = runCalculatorWithDetails(calculators.loan, { amount: '10000', rate: '6', years: '360' }).details?.notes.map((note) => note.name);
    expect(all).toContain('long-term');
  });

  it('a term that is not a whole number of years in months is questioned without a months reading', () => {
    expect(checkUnits('investment', { initial: '1000', monthly: '100', rate: '7', years: '55' })).toEqual([
      'Investment period: 55 years? That is longer than 50 years: check that the term is in years.',
    ]);
    expect(checkUnits('savings', { initial: '1000', monthly: '100', rate: '4', years: '50' })).toEqual([]);
  });

  it('gratuity: years of service above 50', () => {
    expect(checkUnits('gratuity', { salary: '50000', years: '60' })).toEqual(['Years of service: 60 years? If you meant months, 60 months is 5 years: type 5.']);
  });
});

describe('check-units: a salary against its period', () => {
  it('72,000 an hour is questioned (it would be $149,760,000 a year)', () => {
    expect(checkUnits('salary', { amount: '72000', period: 'hourly' })).toEqual(['Salary: $72,000 an hour? If that is a yearly or monthly amount, choose that period.']);
    expect(checkUnits('salary', { amount: '1000', period: 'hourly' })).toEqual([]);
  });

  it('a daily amount above 10,000 and an annual one below 1,000', () => {
    expect(checkUnits('salary', { amount: '12000', period: 'daily' })).toHaveLength(1);
    expect(checkUnits('salary', { amount: '900', period: 'annual' })).toEqual(['Salary: $900 a year? If that is an hourly, daily or weekly amount, choose that period.']);
    expect(checkUnits('salary', { amount: '72000', period: 'annual' })).toEqual([]);
  });
});

describe('check-units: a yearly income that looks like a month’s', () => {
  it('home affordability: $9,500 a year is questioned, $12,000 is not', () => {
    expect(checkUnits('affordability', { income: '9500', rate: '6.5' })).toEqual(['Household income: $9,500 a year? If that is a month’s, the year’s is $114,000: type 114,000.']);
    expect(checkUnits('affordability', { income: '12000', rate: '6.5' })).toEqual([]);
  });

  it('India: a month’s ₹1,06,250 typed for the year is questioned (the year’s ₹12,75,000 pays tax), ₹2,50,000 is not', () => {
    expect(checkUnits('incomeTaxIndia', { income: '106250' })).toEqual(['Gross yearly income: ₹1,06,250 a year? If that is a month’s, the year’s is ₹12,75,000: type 12,75,000.']);
    expect(checkUnits('incomeTaxIndia', { income: '250000' })).toEqual([]);
  });

  it('car loan: a term of 1 month is said in the singular, as one year typed for months', () => {
    expect(checkUnits('autoLoan', { price: '30000', rate: '7', months: '1' })).toEqual(['Loan term: 1 month? If you meant 1 year, type 12.']);
  });

  it('car loan: 360 months is questioned as 30 years, rare for a car; 96 months is not', () => {
    expect(checkUnits('autoLoan', { price: '30000', rate: '7', months: '360' })).toEqual(['Loan term: 360 months, 30 years? Car loans rarely run longer than 96 months (8 years): check the term.']);
    expect(checkUnits('autoLoan', { price: '30000', rate: '7', months: '96' })).toEqual([]);
  });

  it('car loan: a term of 5 months reads as 5 years typed for months; 12 months does not', () => {
    expect(checkUnits('autoLoan', { price: '30000', rate: '7', months: '5' })).toEqual(['Loan term: 5 months? If you meant 5 years, type 60.']);
    expect(checkUnits('autoLoan', { price: '30000', rate: '7', months: '12' })).toEqual([]);
  });

  it('rate fields of the seven new calculators take the same fraction check: 0.065 reads as 6.5 %', () => {
    expect(checkUnits('refinance', { balance: '200000', currentRate: '0.065', remainingYears: '30', newRate: '5.5' })).toEqual(['Current rate: 0.065 % a year? If you meant 6.5 %, type 6.5.']);
    expect(checkUnits('autoLoan', { price: '30000', rate: '0.07' })).toEqual(['Interest rate: 0.07 % a year? If you meant 7 %, type 7.']);
  });
});

describe('a rejection beside a value that draws a note', () => {
  it('names a slip of units on its own field, the likelier cause', () => {
    // A 0.065 % rate is allowed; the down payment above the price is what is rejected, and the rate is questioned too.
    expectRejected(runCalculatorWithDetails(calculators.mortgage, { ...HOME, downPayment: '500000', rate: '0.065' }), 'downPayment', 'rate');
  });

  it('leaves a soft warning out: a return above 30 % is allowed, so only the rejected field is marked', () => {
    expectRejected(runCalculatorWithDetails(calculators.investment, { initial: '1000', monthly: '100', rate: '35', years: '0' }), 'years');
  });
});

describe('check-units never blocks a result', () => {
  const cases: { id: CalculatorId; base: RawInputs; field: string; values: fc.Arbitrary<number> }[] = [
    { id: 'mortgage', base: HOME, field: 'rate', values: fc.double({ min: 0.01, max: 0.3, noNaN: true }) },
    { id: 'mortgage', base: HOME, field: 'propertyTax', values: fc.double({ min: 10.001, max: 100_000, noNaN: true }) },
    { id: 'loan', base: { amount: '25000', rate: '8', years: '5' }, field: 'years', values: fc.integer({ min: 51, max: 99 }) },
    { id: 'tip', base: { bill: '100', percent: '15', people: '2' }, field: 'percent', values: fc.double({ min: 0.01, max: 0.999, noNaN: true }) },
    { id: 'salary', base: { amount: '1', period: 'hourly' }, field: 'amount', values: fc.double({ min: 1000.01, max: 1e9, noNaN: true }) },
  ];

  it.each(cases)('$id: any $field that draws the note still gives the result', ({ id, base, field, values }) => {
    fc.assert(
      fc.property(values, (value) => {
        const raw = { ...base, [field]: String(value) };
        const outcome = runCalculatorWithDetails(calculators[id], raw);
        expect(outcome.ok).toBe(true);
        expect(outcome.details?.notes.some((note) => note.name === 'check-units')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('reading what people type', () => {
  it('a percent field takes a trailing %', () => {
    const withSign = resultOf(runCalculatorWithDetails(calculators.loan, { amount: '10000', rate: '6.5%', years: '5' }));
    const plain = resultOf(runCalculatorWithDetails(calculators.loan, { amount: '10000', rate: '6.5', years: '5' }));
    expect(withSign).toEqual(plain);
    expectRejected(runCalculatorWithDetails(calculators.loan, { amount: '10000%', rate: '6.5', years: '5' }), 'amount');
  });

  it('a rejection’s example is in the field’s own unit', () => {
    const outcome = runCalculatorWithDetails(calculators.mortgage, { ...HOME, rate: 'six', years: 'thirty', price: 'lots' });
    expect(outcome.ok).toBe(false);
    const messages = Object.fromEntries((outcome.ok ? [] : outcome.errors).map(({ field, message }) => [field, message]));
    expect(messages).toEqual({ price: 'Enter a number, like 250,000.', rate: 'Enter a number, like 6.5.', years: 'Enter a number, like 30.' });
  });

  it('amounts above 1,000,000,000,000 are rejected as too large for this calculator', () => {
    expect(runCalculatorWithDetails(calculators.loan, { amount: '1,000,000,000,000', rate: '6', years: '5' }).ok).toBe(true);
    expect(expectRejected(runCalculatorWithDetails(calculators.loan, { amount: '1,000,000,000,001', rate: '6', years: '5' }), 'amount')).toEqual([
      'This is too large for this calculator: enter 1,000,000,000,000 or less.',
    ]);
    expectRejected(runCalculatorWithDetails(calculators.npv, { initial: '100', cashFlows: '-5000000000000, 10', rate: '5' }), 'cashFlows');
  });
});

describe('NPV and IRR read a cash-flow list as people write it', () => {
  it('“15,000, 18,000, 20,000, 12,000” is four flows: NPV $4,017.99 at 8 % on $50,000 (the issue’s hand computation)', () => {
    const outcome = runCalculatorWithDetails(calculators.npv, { initial: '50000', cashFlows: '15,000, 18,000, 20,000, 12,000', rate: '8' });
    expect(resultOf(outcome).npv).toBeCloseTo(4017.99, 2);
    expect(outcome.details?.notes).toEqual([
      { name: 'cash-flows-read', field: 'cashFlows', text: 'Cash flows read as: year 0 -$50,000.00; year 1 $15,000.00; year 2 $18,000.00; year 3 $20,000.00; year 4 $12,000.00.' },
    ]);
  });

  it('a comma-only list is split at every comma, and a three-digit piece draws check-units', () => {
    const outcome = runCalculatorWithDetails(calculators.npv, { initial: '50000', cashFlows: '15,000,18,000', rate: '8' });
    expect(outcome.ok).toBe(true);
    expect(outcome.details?.notes.find((note) => note.name === 'check-units')?.text).toBe(
      'Cash flows: read as 4 flows, one per comma: 15; 0; 18; 0. If a comma was meant to group thousands, separate the flows with a comma and a space or a semicolon: 15,000; 18,000.',
    );
    expect(checkUnits('npv', { initial: '50000', cashFlows: '-50000,15000,18000', rate: '8' })).toEqual([]);
  });

  it('IRR without a positive flow marks the list and says why', () => {
    expect(expectRejected(runCalculatorWithDetails(calculators.irr, { cashFlows: '-100, -20, -30' }), 'cashFlows')).toEqual([
      'Every flow here is money put in: type what the investment pays back as positive numbers (no minus sign).',
    ]);
  });
});

describe('retirement: the withdrawal rate', () => {
  const PLAN = { currentAge: '35', retirementAge: '65', currentSavings: '50000', monthlyContribution: '500', rate: '7' };

  it('blank means the 4 % rule (DEPTH.md)', () => {
    const blank = resultOf(runCalculatorWithDetails(calculators.retirement, { ...PLAN, withdrawalRate: '' }));
    const four = resultOf(runCalculatorWithDetails(calculators.retirement, { ...PLAN, withdrawalRate: '4' }));
    expect(blank.annualIncome).toBe(four.annualIncome);
  });

  it('above 100 % is rejected', () => {
    expectRejected(runCalculatorWithDetails(calculators.retirement, { ...PLAN, withdrawalRate: '101' }), 'withdrawalRate');
    expect(runCalculatorWithDetails(calculators.retirement, { ...PLAN, withdrawalRate: '100' }).ok).toBe(true);
  });

  it('with inflation, the income is also given in today’s money: annual income ÷ (1 + inflation)^years', () => {
    const result = resultOf(runCalculatorWithDetails(calculators.retirement, { ...PLAN, inflation: '3' }));
    expect(result.annualIncomeToday).toBeCloseTo(result.annualIncome! / 1.03 ** 30, 6);
    expect(resultOf(runCalculatorWithDetails(calculators.retirement, PLAN)).annualIncomeToday).toBeUndefined();
  });
});

describe('figures on one page agree, or say why not', () => {
  const roundingNote = (id: CalculatorId, raw: RawInputs) => runCalculatorWithDetails(calculators[id], raw).details?.table?.note;

  it('mortgage $320,000 at 6.5 % for 30 years: the schedule’s $408,140.64 against the formula’s $408,142.36 is explained', () => {
    const note = roundingNote('mortgage', { price: '400000', downPayment: '80000', rate: '6.5', years: '30' });
    expect(note?.name).toBe('schedule-rounding');
    expect(note?.text).toContain('$408,140.64, is $1.72 less than the total above, $408,142.36');
    expect(note?.text).toContain('rounds each payment to the cent and settles the difference in the last one');
  });

  it('EMI ₹10,00,000 at 8.5 % for 240 months: ₹10,82,776.63 against ₹10,82,775.76', () => {
    const note = roundingNote('emi', { amount: '1000000', rate: '8.5', months: '240' });
    expect(note?.text).toContain('₹10,82,776.63, is ₹0.87 more than the total above, ₹10,82,775.76');
  });

  it('no note when the cents agree', () => {
    // ₹1,000 at 12 % for one month: the formula and the schedule both pay ₹1,010.00.
    const table = runCalculatorWithDetails(calculators.emi, { amount: '1000', rate: '12', months: '1' }).details?.table;
    expect(table?.monthly).toHaveLength(1);
    expect(table?.note).toBeUndefined();
  });

  it('$100 extra on $25,000 at 8.5 % for 5 years: the schedule’s interest with the extra, $4,608.76, beside the formula’s $5,774.80', () => {
    const result = resultOf(runCalculatorWithDetails(calculators.loan, { amount: '25000', rate: '8.5', years: '5', extraMonthly: '100' }));
    expect(result.totalInterest).toBeCloseTo(5774.8, 2);
    expect(result.totalInterestWithExtra).toBeCloseTo(4608.76, 2);
    expect(resultOf(runCalculatorWithDetails(calculators.loan, { amount: '25000', rate: '8.5', years: '5' })).totalInterestWithExtra).toBeUndefined();
  });

  it('mortgage: months with PMI only when a PMI rate is entered, and a pmi-likely note with under 20 % down', () => {
    const raw = { price: '400000', downPayment: '40000', rate: '6.5', years: '30', propertyTax: '1.1' };
    const outcome = runCalculatorWithDetails(calculators.mortgage, raw);
    expect(resultOf(outcome).pmiMonths).toBeUndefined();
    expect(outcome.details?.notes.map((note) => note.name)).toContain('pmi-likely');
    const withPmi = runCalculatorWithDetails(calculators.mortgage, { ...raw, pmi: '0.5' });
    expect(resultOf(withPmi).pmiMonths).toBeGreaterThan(0);
    expect(withPmi.details?.notes.map((note) => note.name)).not.toContain('pmi-likely');
    const twentyDown = runCalculatorWithDetails(calculators.mortgage, { ...raw, downPayment: '80000' });
    expect(twentyDown.details?.notes.map((note) => note.name)).not.toContain('pmi-likely');
  });
});

describe('tip: a split that does not divide to the cent', () => {
  it('$186.40 at 18 % between 4: three pay $54.99 and one $54.98, exactly $219.95', () => {
    const outcome = runCalculatorWithDetails(calculators.tip, { bill: '186.40', percent: '18', people: '4' });
    expect(outcome.details?.notes).toEqual([
      { name: 'split-rounding', text: '$219.95 does not split into 4 equal amounts to the cent: 3 pay $54.99 and 1 pays $54.98, which makes exactly $219.95.' },
    ]);
  });

  it('says nothing when the cents divide evenly, or for one person', () => {
    expect(runCalculatorWithDetails(calculators.tip, { bill: '100', percent: '20', people: '4' }).details?.notes).toEqual([]);
    expect(runCalculatorWithDetails(calculators.tip, { bill: '186.40', percent: '18', people: '1' }).details?.notes).toEqual([]);
  });
});

describe('the law’s limits beside the formula', () => {
  it('gratuity: ₹7,20,000 a month over 18 years is ₹74,76,923.08 by the formula and ₹20,00,000 payable under the Act', () => {
    const outcome = runCalculatorWithDetails(calculators.gratuity, { salary: '720000', years: '18' });
    const result = resultOf(outcome);
    expect(result.gratuityAmount).toBeCloseTo(7476923.08, 2);
    expect(result.gratuityPayable).toBe(2_000_000);
    expect(outcome.details?.notes).toEqual([{ name: 'gratuity-cap', text: expect.stringContaining('section 4(3) of the Payment of Gratuity Act, 1972') as string }]);
    expect(outcome.details?.notes[0]?.text).toContain('may pay more');
    expect(outcome.details?.notes[0]?.text).toContain('taxed as salary');
  });

  it('gratuity: the note names the formula’s amount, ₹74,76,923.08, and never rounds one just over the ceiling onto it', () => {
    expect(runCalculatorWithDetails(calculators.gratuity, { salary: '720000', years: '18' }).details?.notes[0]?.text).toMatch(/^The formula gives ₹74,76,923\.08, more than ₹20,00,000,/);
    // ₹6,93,333.3334 × 15 × 5 / 26 = 52,000,000.005 / 26 = ₹20,00,000.000192…: to the paisa ₹20,00,000.00, the ceiling
    // itself; the first digit that tells it from the ceiling is the fourth decimal.
    const outcome = runCalculatorWithDetails(calculators.gratuity, { salary: '693333.3334', years: '5' });
    expect(resultOf(outcome).gratuityPayable).toBe(2_000_000);
    expect(outcome.details?.notes[0]?.text).toMatch(/^The formula gives ₹20,00,000\.0001, more than ₹20,00,000,/);
  });

  it('gratuity at or under the ceiling has no payable figure and no note', () => {
    // ₹20,00,000 exactly: 2,000,000 × 26 / (15 × 26) = ₹1,33,333.33… a month over 26 years; take ₹60,000 over 12.
    const outcome = runCalculatorWithDetails(calculators.gratuity, { salary: '60000', years: '12' });
    expect(resultOf(outcome).gratuityPayable).toBeUndefined();
    expect(outcome.details?.notes).toEqual([]);
  });

  it.each([
    ['150001', true],
    ['499', true],
    ['150000', false],
    ['500', false],
  ])('PPF: a yearly deposit of ₹%s is outside the scheme’s limits: %s', (yearly, outside) => {
    const names = runCalculatorWithDetails(calculators.ppf, { yearly, rate: '7.1', years: '15' }).details?.notes.map((note) => note.name);
    expect(names?.includes('ppf-limit')).toBe(outside);
  });
});

describe('mortgage: the property tax as the bill gives it', () => {
  it('$4,800 a year, given as dollars, adds $400 a month and draws no check-units note', () => {
    const base = resultOf(runCalculatorWithDetails(calculators.mortgage, HOME));
    const outcome = runCalculatorWithDetails(calculators.mortgage, { ...HOME, propertyTax: '4800', propertyTaxUnit: 'dollars' });
    expect(resultOf(outcome).monthlyTotal).toBeCloseTo(base.monthlyPayment! + 400, 9);
    expect(checkUnits('mortgage', { ...HOME, propertyTax: '4800', propertyTaxUnit: 'dollars' })).toEqual([]);
  });

  it('1.2 % of a $400,000 price is the same $400 a month', () => {
    const percent = resultOf(runCalculatorWithDetails(calculators.mortgage, { ...HOME, propertyTax: '1.2' }));
    const dollars = resultOf(runCalculatorWithDetails(calculators.mortgage, { ...HOME, propertyTax: '4800', propertyTaxUnit: 'dollars' }));
    expect(dollars.monthlyTotal).toBeCloseTo(percent.monthlyTotal!, 9);
  });
});

describe('every optional input with a documented default, cleared in turn', () => {
  // Each calculator's guide example (the browser tests' reference case), with one optional field blank.
  const optionalFields = CALCULATOR_IDS.flatMap((id) =>
    Object.entries(calculators[id].inputs as Readonly<Record<string, InputKind>>)
      .filter(([, kind]) => kind.kind === 'number' && (kind.rule === 'optional' || kind.blank !== undefined))
      .map(([field]) => ({ id, field })),
  );

  it('covers the optional inputs DEPTH.md names', () => {
    expect(optionalFields).toContainEqual({ id: 'retirement', field: 'withdrawalRate' });
    expect(optionalFields).toContainEqual({ id: 'mortgage', field: 'propertyTax' });
    expect(optionalFields).toContainEqual({ id: 'sip', field: 'stepUp' });
  });

  it.each(optionalFields)('$id: $field left blank still gives the result', ({ id, field }) => {
    const inputs = guideExample(id);
    expect(runCalculatorWithDetails(calculators[id], { ...inputs, [field]: '' }).ok).toBe(true);
  });
});

describe('the debt plan reads its rates like every other rate', () => {
  it('an APR of 18 % typed as 0.18 gets a check-units note naming the debt, and the plans still compare', () => {
    const outcome = compareDebtPlans({ name1: 'Card', balance1: '3000', rate1: '0.18', minimum1: '100', balance2: '1000', rate2: '6', minimum2: '50' }, 2);
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.plan.notes).toEqual([{ name: 'check-units', field: 'rate1', text: 'Card interest rate: 0.18 % a year? If you meant 18 %, type 18.' }]);
  });
});
