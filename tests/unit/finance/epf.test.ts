/**
 * EPF (SAVE.md epf): each year W = basic × (1 + growth)^(k−1) a month; you pay rate × W; the pension scheme (EPS) takes
 * the smaller of 8.33 % × W and ₹1,250 while the year's age is under 58, nothing from 58; the employer's EPF part is
 * 12 % × W (or of W up to ₹15,000 when capped) less that; interest = rate ÷ 1,200 × (12 × opening + 66 × a month's
 * contribution), credited at the year's end. Every expected figure is worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { epfAgeMessage, epfRetireAfterAge, epfRetireAtMost } from '../../../src/lib/finance/calculators/epf';
import { messages } from '../../../src/lib/finance/messages';

const run = (inputs: RawInputs) => runCalculatorWithDetails(calculators.epf, inputs);

function resultOf(inputs: RawInputs) {
  const outcome = run(inputs);
  if (!outcome.ok) return expect.fail(JSON.stringify(outcome.errors));
  return { result: outcome.result, details: outcome.details! };
}

function expectClose(actual: Readonly<Record<string, number>>, expected: Readonly<Record<string, number>>) {
  for (const [key, value] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(value, 6);
}

const errorsOf = (inputs: RawInputs) => {
  const outcome = run(inputs);
  return outcome.ok ? [] : outcome.errors;
};

/** One year at 57 on ₹20,000 of basic, 12 % each side, ₹1,00,000 to start, 8.25 %. */
const LAST_YEAR = { age: '57', retireAge: '58', basic: '20000', balance: '100000' } as const;

describe('epf', () => {
  it('splits the employer’s 12 % between the pension scheme (at most ₹1,250) and EPF, and credits interest on the running balance', () => {
    // e = 12 % × 20,000 = 2,400; s = smaller of 8.33 % × 20,000 = 1,666 and 1,250: 1,250; r = 2,400 − 1,250 = 1,150.
    // C = 3,550. I = 8.25 ÷ 1,200 × (12 × 1,00,000 + 66 × 3,550) = 0.006875 × (12,00,000 + 2,34,300) = 9,860.8125.
    // Closing = 1,00,000 + 12 × 3,550 + 9,860.8125 = 1,52,460.8125.
    const { result, details } = resultOf(LAST_YEAR);
    expectClose(result, { corpus: 152460.8125, employeeTotal: 28800, employerTotal: 13800, interestTotal: 9860.8125, epsTotal: 15000 });
    expect(details.table?.yearly).toEqual([{ period: 1, values: [42600, 9860.8125, 152460.8125] }]);
    expect(details.table?.columns.map((column) => column.key)).toEqual(['contribution', 'interest', 'balance']);
    expect(details.table?.csvName).toBe('epf-schedule.csv');
  });

  it('sends the whole employer share to EPF from 58, when pension scheme membership ends', () => {
    // Year 1 as above (age 57). Year 2, age 58: s = 0, r = 2,400, C = 4,800.
    // I = 0.006875 × (12 × 1,52,460.8125 + 66 × 4,800) = 0.006875 × (18,29,529.75 + 3,16,800) = 14,756.01703125.
    // Corpus = 1,52,460.8125 + 57,600 + 14,756.01703125 = 2,24,816.82953125; interest 9,860.8125 + 14,756.01703125.
    const { result, details } = resultOf({ ...LAST_YEAR, retireAge: '59' });
    expectClose(result, { corpus: 224816.82953125, employeeTotal: 57600, employerTotal: 13800 + 28800, interestTotal: 24616.82953125, epsTotal: 15000 });
    expect(details.table?.yearly[1]).toEqual({ period: 2, values: [57600, 14756.01703125, 224816.82953125] });
  });

  it('takes 8.33 % of pay for the pension scheme while that is under ₹1,250', () => {
    // W = 10,000: e = 1,200; s = 833; r = 1,200 − 833 = 367; C = 1,567. Balance 0:
    // I = 0.006875 × 66 × 1,567 = 0.45375 × 1,567 = 711.02625; corpus = 18,804 + 711.02625 = 19,515.02625.
    const { result } = resultOf({ age: '40', retireAge: '41', basic: '10000' });
    expectClose(result, { corpus: 19515.02625, employeeTotal: 14400, employerTotal: 4404, interestTotal: 711.02625, epsTotal: 9996 });
  });

  it('caps the employer’s 12 % at ₹15,000 of pay when asked, the pension scheme still taking its ₹1,250', () => {
    // W = 50,000 every year for 33 years (25 to 58), balance 0: e = 6,000; r = 12 % × 15,000 − 1,250 = 550; C = 6,550.
    // Each year: closing = 1.0825 × opening + 6,550 × (12 + 66 × 0.006875) = 1.0825 × opening + 81,572.0625,
    // so the corpus is 81,572.0625 × (1.0825^33 − 1) ÷ 0.0825.
    const { result } = resultOf({ age: '25', basic: '50000', employerPf: 'capped' });
    const corpus = (81572.0625 * (1.0825 ** 33 - 1)) / 0.0825;
    expectClose(result, { employeeTotal: 6000 * 12 * 33, employerTotal: 550 * 12 * 33, epsTotal: 1250 * 12 * 33 });
    expect(result.corpus).toBeCloseTo(corpus, 4);
    expect(result.interestTotal).toBeCloseTo(corpus - 6550 * 12 * 33, 4);
    // Uncapped, the employer's part is 6,000 − 1,250 = 4,750 a month.
    expect(resultOf({ age: '25', basic: '50000' }).result.employerTotal).toBeCloseTo(4750 * 12 * 33, 6);
  });

  it('raises pay each year, the pension share reaching its ₹1,250 the year 8.33 % of pay passes it', () => {
    // Basic 14,000 rising 10 %: year 1 W = 14,000, s = 1,166.2; year 2 W = 15,400, 8.33 % = 1,282.82 so s = 1,250.
    // e: 1,680 then 1,848; r: 1,680 − 1,166.2 = 513.8, then 1,848 − 1,250 = 598. C: 2,193.8 then 2,446.
    // Year 1: I = 0.006875 × 66 × 2,193.8 = 995.436750; closing = 26,325.6 + 995.43675 = 27,321.03675.
    // Year 2: I = 0.006875 × (12 × 27,321.03675 + 66 × 2,446) = 0.006875 × (3,27,852.441 + 1,61,436) = 3,363.85801;
    // corpus = 27,321.03675 + 29,352 + 3,363.8580... .
    const { result, details } = resultOf({ age: '30', retireAge: '32', basic: '14000', salaryGrowth: '10' });
    const interest2 = 0.006875 * (12 * 27321.03675 + 66 * 2446);
    expectClose(result, {
      employeeTotal: 12 * (1680 + 1848),
      epsTotal: 12 * (1166.2 + 1250),
      employerTotal: 12 * (513.8 + 598),
      corpus: 27321.03675 + 29352 + interest2,
      interestTotal: 995.43675 + interest2,
    });
    expect(details.table?.yearly[0]?.values[2]).toBeCloseTo(27321.03675, 8);
  });

  it('counts voluntary PF above 12 % as yours, with no more from the employer', () => {
    // 20 % of 20,000 = 4,000 a month; the employer still 2,400 − 1,250 = 1,150.
    const { result } = resultOf({ ...LAST_YEAR, employeeRate: '20' });
    expectClose(result, { employeeTotal: 48000, employerTotal: 13800 });
  });

  it('reads blanks as the documented defaults: retirement at 58, 12 %, 8.25 %, no pay rise, no balance', () => {
    const blank = resultOf({ age: '57', basic: '20000', retireAge: '', employeeRate: '', rate: '', salaryGrowth: '', balance: '' });
    // One year at 57, balance 0: I = 0.006875 × 66 × 3,550 = 1,610.8125.
    expectClose(blank.result, { corpus: 42600 + 1610.8125, interestTotal: 1610.8125 });
    expect(calculators.epf.defaults).toMatchObject({ retireAge: '58', employeeRate: '12', employerPf: 'full', rate: '8.25' });
  });

  it('says what the pension scheme buys and that EPFO’s rupee rounding is left out', () => {
    const { details } = resultOf(LAST_YEAR);
    const names = details.notes.map((note) => note.name);
    expect(names).toEqual(['eps', 'rounding']);
    expect(details.notes[0]?.text).toContain('₹15,000.00 of the employer’s share goes to the Employees’ Pension Scheme');
    expect(details.notes[0]?.text).toMatch(/pension for life from 58/);
    expect(details.notes[1]?.text).toMatch(/rounds each month’s contribution to the rupee; this page does not/);
    const chart = details.charts[0];
    expect(chart).toMatchObject({ kind: 'series', name: 'growth' });
    // Paid in so far (with the opening balance) and the interest, which stack to the balance.
    if (chart?.kind === 'series') expect(chart.series.map((series) => series.values[0])).toEqual([142600, 9860.8125]);
  });

  it('rejects ages outside 18 to 57, a retirement age not after it or past 60, and a contribution above 100 %', () => {
    expect(errorsOf({ age: '17', basic: '20000' })).toEqual([{ field: 'age', message: messages.wholeNumberAtLeast(18) }]);
    expect(errorsOf({ age: '30.5', basic: '20000' })).toEqual([{ field: 'age', message: messages.wholeNumberAtLeast(18) }]);
    expect(errorsOf({ age: '58', retireAge: '60', basic: '20000' })).toEqual([{ field: 'age', message: epfAgeMessage }]);
    expect(errorsOf({ age: '40', retireAge: '40', basic: '20000' })).toEqual([{ field: 'retireAge', message: epfRetireAfterAge }]);
    expect(errorsOf({ age: '40', retireAge: '61', basic: '20000' })).toEqual([{ field: 'retireAge', message: epfRetireAtMost }]);
    expect(errorsOf({ age: '40', basic: '0' })).toEqual([{ field: 'basic', message: messages.notPositive }]);
    expect(errorsOf({ age: '40', basic: '20000', employeeRate: '101' })).toEqual([{ field: 'employeeRate', message: messages.percentAtMost(100) }]);
    expect(errorsOf({ age: '40', basic: '20000', rate: '0' })).toEqual([{ field: 'rate', message: messages.notPositive }]);
    expect(errorsOf({ age: '40', basic: '20000', balance: '-1' })).toEqual([{ field: 'balance', message: messages.negative }]);
    expect(errorsOf({ age: '40', basic: '20000', employerPf: 'half' })).toEqual([{ field: 'employerPf', message: messages.notAnOption }]);
  });

  it('notes slips of units: a year’s basic typed for a month’s, a fraction for a percent', () => {
    const noteFields = (inputs: RawInputs) => resultOf(inputs).details.notes.flatMap((note) => (note.field ? [note.field] : []));
    expect(noteFields({ age: '30', basic: '600000' })).toContain('basic');
    expect(noteFields({ age: '30', basic: '30000', rate: '0.0825' })).toContain('rate');
    expect(noteFields({ age: '30', basic: '30000', employeeRate: '0.12' })).toContain('employeeRate');
  });
});
