/**
 * EPF (SAVE.md epf): each year W = basic × (1 + growth)^(k−1) a month; you pay rate × W; the pension scheme (EPS) takes
 * the smaller of 8.33 % × W and ₹2,082.50 (8.33 % of the ₹25,000 wage ceiling in force from 17 September 2026) while
 * the year's age is under 58, nothing from 58; the employer's EPF part is 12 % × W (or of W up to ₹25,000 when capped)
 * less that; interest = rate ÷ 1,200 × (12 × opening + 66 × a month's
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

/** One year at 57 on ₹30,000 of basic (above ₹25,000, so the pension share is at its most), 12 % each side, ₹1,00,000 to start, 8.25 %. */
const LAST_YEAR = { age: '57', retireAge: '58', basic: '30000', balance: '100000' } as const;

describe('epf', () => {
  it('splits the employer’s 12 % between the pension scheme (at most ₹2,082.50) and EPF, and credits interest on the running balance', () => {
    // e = 12 % × 30,000 = 3,600; s = smaller of 8.33 % × 30,000 = 2,499 and 2,082.5: 2,082.5; r = 3,600 − 2,082.5 = 1,517.5.
    // C = 5,117.5. I = 8.25 ÷ 1,200 × (12 × 1,00,000 + 66 × 5,117.5) = 0.006875 × (12,00,000 + 3,37,755)
    //   = 0.006875 × 15,37,755 = 10,572.065625.
    // Closing = 1,00,000 + 12 × 5,117.5 + 10,572.065625 = 1,00,000 + 61,410 + 10,572.065625 = 1,71,982.065625.
    const { result, details } = resultOf(LAST_YEAR);
    expectClose(result, { corpus: 171982.065625, employeeTotal: 43200, employerTotal: 18210, interestTotal: 10572.065625, epsTotal: 24990 });
    expect(details.table?.yearly).toHaveLength(1);
    expect(details.table?.yearly[0]?.period).toBe(1);
    expectClose(Object.fromEntries(Object.entries(details.table?.yearly[0]?.values ?? [])), { 0: 61410, 1: 10572.065625, 2: 171982.065625 });
    expect(details.table?.columns.map((column) => column.key)).toEqual(['contribution', 'interest', 'balance']);
    expect(details.table?.csvName).toBe('epf-schedule.csv');
  });

  it('sends the whole employer share to EPF from 58, when pension scheme membership ends', () => {
    // Year 1 as above (age 57). Year 2, age 58: s = 0, r = 3,600, C = 7,200.
    // I = 0.006875 × (12 × 1,71,982.065625 + 66 × 7,200) = 0.006875 × (20,63,784.7875 + 4,75,200) = 0.006875 × 25,38,984.7875
    //   = 17,455.5204140625.
    // Corpus = 1,71,982.065625 + 86,400 + 17,455.5204140625 = 2,75,837.5860390625; interest 10,572.065625 + 17,455.5204140625.
    const { result, details } = resultOf({ ...LAST_YEAR, retireAge: '59' });
    expectClose(result, { corpus: 275837.5860390625, employeeTotal: 86400, employerTotal: 18210 + 43200, interestTotal: 28027.5860390625, epsTotal: 24990 });
    expect(details.table?.yearly[1]?.period).toBe(2);
    expectClose(Object.fromEntries(Object.entries(details.table?.yearly[1]?.values ?? [])), { 0: 86400, 1: 17455.5204140625, 2: 275837.5860390625 });
  });

  it('takes 8.33 % of pay for the pension scheme while that is under ₹2,082.50', () => {
    // W = 20,000 (under ₹25,000; the ₹1,250 of before 17 September 2026 would have bound): e = 2,400; s = 8.33 % × 20,000
    // = 1,666; r = 2,400 − 1,666 = 734; C = 3,134. Balance 0:
    // I = 0.006875 × 66 × 3,134 = 0.45375 × 3,134 = 1,422.0525; corpus = 12 × 3,134 + 1,422.0525 = 37,608 + 1,422.0525 = 39,030.0525.
    const { result } = resultOf({ age: '40', retireAge: '41', basic: '20000' });
    expectClose(result, { corpus: 39030.0525, employeeTotal: 28800, employerTotal: 8808, interestTotal: 1422.0525, epsTotal: 19992 });
  });

  it('caps the employer’s 12 % at ₹25,000 of pay when asked, the pension scheme still taking its ₹2,082.50', () => {
    // W = 50,000 every year for 33 years (25 to 58), balance 0: e = 6,000; r = 12 % × 25,000 − 2,082.5 = 3,000 − 2,082.5
    // = 917.5; C = 6,917.5. Each year: closing = 1.0825 × opening + 6,917.5 × (12 + 66 × 0.006875)
    // = 1.0825 × opening + 6,917.5 × 12.45375 = 1.0825 × opening + 86,148.815625, so the corpus is
    // 86,148.815625 × (1.0825^33 − 1) ÷ 0.0825.
    const { result } = resultOf({ age: '25', basic: '50000', employerPf: 'capped' });
    const corpus = (86148.815625 * (1.0825 ** 33 - 1)) / 0.0825;
    expectClose(result, { employeeTotal: 6000 * 12 * 33, employerTotal: 917.5 * 12 * 33, epsTotal: 2082.5 * 12 * 33 });
    expect(result.corpus).toBeCloseTo(corpus, 4);
    expect(result.interestTotal).toBeCloseTo(corpus - 6917.5 * 12 * 33, 4);
    // Uncapped, the employer's part is 6,000 − 2,082.5 = 3,917.5 a month.
    expect(resultOf({ age: '25', basic: '50000' }).result.employerTotal).toBeCloseTo(3917.5 * 12 * 33, 6);
  });

  it('raises pay each year, the pension share reaching its ₹2,082.50 the year 8.33 % of pay passes it', () => {
    // Basic 24,000 rising 10 %: year 1 W = 24,000, s = 8.33 % × 24,000 = 1,999.2; year 2 W = 26,400, 8.33 % = 2,199.12
    // so s = 2,082.5. e: 2,880 then 3,168; r: 2,880 − 1,999.2 = 880.8, then 3,168 − 2,082.5 = 1,085.5.
    // C: 3,760.8 then 4,253.5.
    // Year 1: I = 0.006875 × 66 × 3,760.8 = 0.45375 × 3,760.8 = 1,706.463; closing = 45,129.6 + 1,706.463 = 46,836.063.
    // Year 2: I = 0.006875 × (12 × 46,836.063 + 66 × 4,253.5) = 0.006875 × (5,62,032.756 + 2,80,731) = 0.006875 × 8,42,763.756
    //   = 5,794.0008225; corpus = 46,836.063 + 12 × 4,253.5 + 5,794.0008225 = 46,836.063 + 51,042 + 5,794.0008225.
    const { result, details } = resultOf({ age: '30', retireAge: '32', basic: '24000', salaryGrowth: '10' });
    expectClose(result, {
      employeeTotal: 12 * (2880 + 3168),
      epsTotal: 12 * (1999.2 + 2082.5),
      employerTotal: 12 * (880.8 + 1085.5),
      corpus: 46836.063 + 51042 + 5794.0008225,
      interestTotal: 1706.463 + 5794.0008225,
    });
    expect(details.table?.yearly[0]?.values[2]).toBeCloseTo(46836.063, 8);
  });

  it('counts voluntary PF above 12 % as yours, with no more from the employer', () => {
    // 20 % of 30,000 = 6,000 a month; the employer still 3,600 − 2,082.5 = 1,517.5.
    const { result } = resultOf({ ...LAST_YEAR, employeeRate: '20' });
    expectClose(result, { employeeTotal: 12 * 6000, employerTotal: 12 * 1517.5 });
  });

  it('reads blanks as the documented defaults: retirement at 58, 12 %, 8.25 %, no pay rise, no balance', () => {
    const blank = resultOf({ age: '57', basic: '30000', retireAge: '', employeeRate: '', rate: '', salaryGrowth: '', balance: '' });
    // One year at 57, balance 0: C = 5,117.5 as above; I = 0.006875 × 66 × 5,117.5 = 0.45375 × 5,117.5 = 2,322.065625.
    expectClose(blank.result, { corpus: 61410 + 2322.065625, interestTotal: 2322.065625 });
    expect(calculators.epf.defaults).toMatchObject({ retireAge: '58', employeeRate: '12', employerPf: 'full', rate: '8.25' });
  });

  it('says what the pension scheme buys and that EPFO’s rupee rounding is left out', () => {
    const { details } = resultOf(LAST_YEAR);
    const names = details.notes.map((note) => note.name);
    expect(names).toEqual(['eps', 'rounding']);
    // 12 × 2,082.5 = 24,990 in the year.
    expect(details.notes[0]?.text).toContain('₹24,990.00 of the employer’s share goes to the Employees’ Pension Scheme');
    expect(details.notes[0]?.text).toContain('at most ₹2,082.50 a month');
    expect(details.notes[0]?.text).toMatch(/pension for life from 58/);
    expect(details.notes[1]?.text).toMatch(/rounds each month’s contribution to the rupee; this page does not/);
    const chart = details.charts[0];
    expect(chart).toMatchObject({ kind: 'series', name: 'growth' });
    // Paid in so far (with the opening balance) and the interest, which stack to the balance.
    // 1,00,000 + 61,410 = 1,61,410 paid in; 10,572.065625 of interest.
    if (chart?.kind === 'series') expectClose(Object.fromEntries(chart.series.map((series, index) => [index, series.values[0]!])), { 0: 161410, 1: 10572.065625 });
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
