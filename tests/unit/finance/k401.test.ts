/**
 * The 401(k) calculator (SAVE.md k401): contributions within the 2026 limits of IRS Notice 2025-67 ($24,500; catch-up
 * $8,000 from 50, $11,250 at 60 to 63; §415(c) $72,000; §401(a)(17) $360,000), the employer match, monthly growth.
 * Every expected figure is worked by hand in the comments; none is read from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { calculatorFor, runCalculatorWithDetails } from '../../../src/lib/finance';

const k401 = calculatorFor('k401');
/** A plan at 0 % so that each balance is a plain sum, unless a test says otherwise. */
const BASE = { age: '35', retireAge: '37', salary: '50000', contribution: '10', matchRate: '50', matchLimit: '6', balance: '', rate: '0' };

function run(inputs: Record<string, string>) {
  const outcome = runCalculatorWithDetails(k401, { ...BASE, ...inputs });
  if (!outcome.ok) return expect.fail(JSON.stringify(outcome.errors));
  return outcome;
}
const rejection = (inputs: Record<string, string>) => {
  const outcome = runCalculatorWithDetails(k401, { ...BASE, ...inputs });
  return outcome.ok ? [] : outcome.errors;
};
const column = (outcome: ReturnType<typeof run>, key: string) => {
  const table = outcome.details!.table!;
  const at = table.columns.findIndex((candidate) => candidate.key === key);
  return table.yearly.map((row) => row.values[at]!);
};
const noteNames = (outcome: ReturnType<typeof run>) => outcome.details!.notes.map((note) => note.name);

describe('k401: contributions, the match and the balance', () => {
  it('adds a year’s contribution and match to the balance at 0 %: 2 × ($5,000 + $1,500) = $13,000', () => {
    // 10 % of $50,000 = $5,000 (under $24,500). Match: 50 % × the smaller of $5,000 and 6 % of $50,000 = $3,000,
    // so $1,500. Two years, nothing grows: $13,000; yours $10,000, the employer's $3,000, growth $0.
    const { result } = run({});
    expect(result.balanceAtRetirement).toBeCloseTo(13_000, 9);
    expect(result.yourContributions).toBeCloseTo(10_000, 9);
    expect(result.employerContributions).toBeCloseTo(3_000, 9);
    expect(result.growth).toBeCloseTo(0, 9);
    expect(result.firstYearMatch).toBeCloseTo(1_500, 9);
    expect(result).not.toHaveProperty('matchMissed');
    expect(result).not.toHaveProperty('balanceToday');
  });

  it('grows the balance a month at a time, contributions at each month’s end: $16,975.376657 after a year at 12 %', () => {
    // 6 % of $60,000 = $3,600; match 100 % × the smaller of $3,600 and 3 % of $60,000 = $1,800. i = 1 % a month:
    // 1.01^12 = 1.126825030132; ((1.01^12) − 1) ÷ 0.01 = 12.68250301320. $10,000 × 1.12682503013 + ($5,400 ÷ 12) ×
    // 12.6825030132 = 11,268.2503013 + 5,707.1263559 = 16,975.3766573. Growth: 16,975.3766573 − 10,000 − 5,400 = 1,575.3766573.
    const { result } = run({ age: '40', retireAge: '41', salary: '60000', contribution: '6', matchRate: '100', matchLimit: '3', balance: '10000', rate: '12' });
    expect(result.balanceAtRetirement).toBeCloseTo(16_975.3766573, 6);
    expect(result.growth).toBeCloseTo(1_575.3766573, 6);
    expect(result.firstYearMatch).toBeCloseTo(1_800, 9);
  });

  it('raises the salary each year after the first: $50,000 then $55,000 at 10 %', () => {
    // Year 2: $55,000; 10 % = $5,500; match 50 % × 6 % × $55,000 = $1,650. Totals $10,500 and $3,150; balance $13,650.
    const outcome = run({ salaryGrowth: '10' });
    expect(column(outcome, 'salary')).toEqual([50_000, expect.closeTo(55_000, 9)]);
    expect(column(outcome, 'contribution').map((value) => Math.round(value * 100) / 100)).toEqual([5_000, 5_500]);
    expect(outcome.result.yourContributions).toBeCloseTo(10_500, 9);
    expect(outcome.result.employerContributions).toBeCloseTo(3_150, 9);
    expect(outcome.result.balanceAtRetirement).toBeCloseTo(13_650, 9);
  });

  it('gives the balance in today’s money only with inflation: $13,000 ÷ 1.02² = $12,495.194156', () => {
    // 1.02² = 1.0404; 13,000 ÷ 1.0404 = 12,495.19415609.
    expect(run({ inflation: '2' }).result.balanceToday).toBeCloseTo(12_495.19415609, 6);
    expect(run({ inflation: '' }).result).not.toHaveProperty('balanceToday');
  });
});

describe('k401: the limits of 2026, held for every year', () => {
  it('holds the contribution at $24,500, plus $8,000 from 50, $11,250 instead at 60 to 63: $557,500 over ages 49 to 65', () => {
    // Pay counted: the smaller of $400,000 and $360,000 = $360,000; 20 % of it = $72,000, above every limit.
    // Age 49: $24,500; ages 50–59 (10 years): $32,500; 60–63 (4): $35,750; 64–65 (2): $32,500.
    // 24,500 + 325,000 + 143,000 + 65,000 = 557,500.
    const outcome = run({ age: '49', retireAge: '66', salary: '400000', contribution: '20', matchRate: '0' });
    const yours = column(outcome, 'contribution');
    expect(yours).toEqual([24_500, ...Array(10).fill(32_500), ...Array(4).fill(35_750), 32_500, 32_500]);
    expect(outcome.result.yourContributions).toBeCloseTo(557_500, 9);
    expect(column(outcome, 'age')).toEqual(Array.from({ length: 17 }, (_, index) => 49 + index));
  });

  it('counts pay up to $360,000 for the match: 50 % × 6 % × $360,000 = $10,800', () => {
    // 5 % of $360,000 = $18,000 (under $24,500); match 50 % × the smaller of $18,000 and $21,600 = $9,000.
    expect(run({ salary: '500000', contribution: '5' }).result.firstYearMatch).toBeCloseTo(9_000, 9);
    // At 7 %: $25,200 is held at $24,500; the match base is $21,600, so $10,800.
    expect(run({ salary: '500000', contribution: '7' }).result.firstYearMatch).toBeCloseTo(10_800, 9);
  });

  it('stops the match at $72,000 of additions, catch-ups outside it: $47,500', () => {
    // Age 35: $24,500 contributed; 300 % × $24,500 = $73,500, above $72,000 − $24,500 = $47,500.
    expect(run({ salary: '360000', contribution: '100', matchRate: '300', matchLimit: '100' }).result.firstYearMatch).toBeCloseTo(47_500, 9);
    // Age 55: $32,500 contributed, of which $8,000 is catch-up: the limit is still $72,000 − $24,500 = $47,500.
    expect(run({ age: '55', retireAge: '56', salary: '360000', contribution: '100', matchRate: '300', matchLimit: '100' }).result.firstYearMatch).toBeCloseTo(47_500, 9);
  });

  it('always says the 2026 limits are held (limits-held), naming them and IRS Notice 2025-67', () => {
    const note = run({}).details!.notes.find((candidate) => candidate.name === 'limits-held')!;
    expect(note.text).toContain('$24,500');
    expect(note.text).toContain('$8,000');
    expect(note.text).toContain('$11,250');
    expect(note.text).toContain('$72,000');
    expect(note.text).toContain('$360,000');
    expect(note.text).toContain('Notice 2025-67');
  });

  it('names the first year the limit binds and that limit (deferral-limit)', () => {
    // Age 45, 30 % of $90,000 = $27,000 > $24,500 from year 1.
    const held = run({ age: '45', retireAge: '47', salary: '90000', contribution: '30' });
    expect(noteNames(held)).toContain('deferral-limit');
    expect(held.details!.notes.find((note) => note.name === 'deferral-limit')!.text).toMatch(/year 1 \(age 45\).*\$24,500\.00/);
    // 25 % of $90,000 = $22,500 until 50, then the limit is $32,500: it never binds.
    expect(noteNames(run({ age: '45', retireAge: '55', salary: '90000', contribution: '25' }))).not.toContain('deferral-limit');
    // 3 % raises from $90,000 at 25 %: year 4's $98,345.43 × 25 % = $24,586.36 > $24,500 (year 3's $23,870.25 is not).
    const later = run({ age: '40', retireAge: '48', salary: '90000', contribution: '25', salaryGrowth: '3' });
    expect(later.details!.notes.find((note) => note.name === 'deferral-limit')!.text).toMatch(/year 4 \(age 43\)/);
  });
});

describe('k401: the match left unclaimed in year 1', () => {
  it('is 50 % × 6 % × $72,000 − 50 % × $2,880 = $2,160 − $1,440 = $720 at 4 %, and says 6 % takes it all', () => {
    const outcome = run({ salary: '72000', contribution: '4' });
    expect(outcome.result.firstYearMatch).toBeCloseTo(1_440, 9);
    expect(outcome.result.matchMissed).toBeCloseTo(720, 9);
    const note = outcome.details!.notes.find((candidate) => candidate.name === 'match-missed')!;
    expect(note.text).toContain('$720.00');
    expect(note.text).toContain('6 %');
  });

  it('is not there at or above the match limit, or when the whole match is beyond year 1’s limit', () => {
    expect(run({ salary: '72000', contribution: '6' }).result).not.toHaveProperty('matchMissed');
    // 10 % of $360,000 = $36,000 is more than $24,500 (age 35): the whole match is out of reach.
    const beyond = run({ salary: '400000', contribution: '4', matchLimit: '10' });
    expect(beyond.result).not.toHaveProperty('matchMissed');
    expect(noteNames(beyond)).not.toContain('match-missed');
  });
});

describe('k401: the yearly table and chart', () => {
  it('has salary, contribution, match, growth and balance by year, its CSV k401-schedule.csv, and the growth chart', () => {
    // $10,000 at 12 %: year 1 $16,975.3766573 (above); its growth $1,575.3766573.
    const outcome = run({ age: '40', retireAge: '42', salary: '60000', contribution: '6', matchRate: '100', matchLimit: '3', balance: '10000', rate: '12' });
    const table = outcome.details!.table!;
    expect(table.columns.map((candidate) => candidate.key)).toEqual(['age', 'salary', 'contribution', 'match', 'growth', 'balance']);
    expect(table.csvName).toBe('k401-schedule.csv');
    expect(table.yearly.map((row) => row.period)).toEqual([1, 2]);
    expect(column(outcome, 'balance')[0]).toBeCloseTo(16_975.3766573, 6);
    expect(column(outcome, 'growth')[0]).toBeCloseTo(1_575.3766573, 6);
    expect(column(outcome, 'balance')[1]).toBeCloseTo(outcome.result.balanceAtRetirement!, 9);
    const chart = outcome.details!.charts[0]!;
    expect(chart.name).toBe('growth');
    expect(chart.kind === 'series' && chart.series.map((series) => series.tone)).toEqual(['deposits', 'employer-match', 'growth']);
  });
});

describe('k401: rejections and slips', () => {
  it('rejects an age outside 18 to 79, a retirement age not above it or above 80, and a return of −100 % or less', () => {
    expect(rejection({ age: '17' })).toEqual([{ field: 'age', message: 'Enter a whole number of 18 or more.' }]);
    expect(rejection({ age: '35.5' })).toEqual([{ field: 'age', message: 'Enter a whole number of 18 or more.' }]);
    expect(rejection({ age: '80', retireAge: '80' })).toContainEqual({ field: 'age', message: 'Enter an age from 18 to 79.' });
    expect(rejection({ retireAge: '35' })).toEqual([{ field: 'retireAge', message: 'Must be greater than your age.' }]);
    expect(rejection({ retireAge: '81' })).toEqual([{ field: 'retireAge', message: 'Enter a retirement age of at most 80.' }]);
    expect(rejection({ rate: '-100' })).toEqual([{ field: 'rate', message: expect.stringContaining('above -100 %') }]);
    expect(rejection({ rate: '-99' })).toEqual([]);
  });

  it('rejects a contribution or a match limit above 100 %, but not a match rate above it', () => {
    expect(rejection({ contribution: '101' })).toEqual([{ field: 'contribution', message: 'Enter a percentage from 0 to 100.' }]);
    expect(rejection({ matchLimit: '101' })).toEqual([{ field: 'matchLimit', message: 'Enter a percentage from 0 to 100.' }]);
    expect(rejection({ matchRate: '150' })).toEqual([]);
    expect(rejection({ salary: '0' }).map((error) => error.field)).toEqual(['salary']);
  });

  it('reads blanks as the documented defaults: retirement at 67, a 50 % match up to 6 %, no growth, no balance', () => {
    const blank = run({ retireAge: '', matchRate: '', matchLimit: '', salaryGrowth: '', balance: '' });
    const typed = run({ retireAge: '67', matchRate: '50', matchLimit: '6', salaryGrowth: '0', balance: '0' });
    expect(blank.result).toEqual(typed.result);
    expect(blank.details!.table!.yearly).toHaveLength(32);
  });

  it('notes a fraction typed for a percent (0.06 for 6 %) and a month’s pay typed for a year’s', () => {
    const fraction = run({ contribution: '0.06' }).details!.notes.find((note) => note.name === 'check-units');
    expect(fraction?.field).toBe('contribution');
    const month = run({ salary: '6000' }).details!.notes.find((note) => note.name === 'check-units');
    expect(month?.field).toBe('salary');
  });
});
