/**
 * Social Security: when to claim (SAVE.md `socialSecurity`). The expected percentages at 62 and 70 are SSA's published
 * table by year of birth (ssa.gov "Benefit reduction for early retirement": a $1,000 benefit at full retirement age is
 * $750 at 62 and $1,320 at 70 for 1943–1954, … $700 and $1,240 for 1960 or later); every other figure is worked by
 * hand in the comments, from 5/9 of 1 % a month for the first 36 months early, 5/12 of 1 % beyond, 2/3 of 1 % a month
 * late.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import { bestClaimMonths } from '../../../src/lib/finance/calculators/socialSecurity';
import { expectRejected } from './helpers';

const BASE = { birthYear: '1960', pia: '1000', claimAge: '64', claimMonths: '0', lifeExpectancy: '85' };

function run(overrides: RawInputs = {}) {
  const outcome = runCalculatorWithDetails(calculators.socialSecurity, { ...BASE, ...overrides });
  if (!outcome.ok) return expect.fail(`expected a result, got ${JSON.stringify(outcome.errors)}`);
  const notes = outcome.details?.notes ?? [];
  return { result: outcome.result, details: outcome.details!, notes, names: notes.map((note) => note.name) };
}

describe('socialSecurity: full retirement age and the benefit at 62 and 70, by year of birth (SSA’s table)', () => {
  // [year of birth, full retirement age in months, % at 62, % at 70]
  const TABLE: [string, number, number, number][] = [
    ['1943', 792, 75, 132],
    ['1954', 792, 75, 132],
    ['1955', 794, 74 + 1 / 6, 130 + 2 / 3],
    ['1956', 796, 73 + 1 / 3, 129 + 1 / 3],
    ['1957', 798, 72.5, 128],
    ['1958', 800, 71 + 2 / 3, 126 + 2 / 3],
    ['1959', 802, 70 + 5 / 6, 125 + 1 / 3],
    ['1960', 804, 70, 124],
    ['2010', 804, 70, 124],
  ];
  it.each(TABLE)('born %s: full retirement age %i months, %d % at 62, %d % at 70', (birthYear, months, at62, at70) => {
    const { result } = run({ birthYear });
    expect(result.fullRetirementAge).toBe(months);
    expect(result.benefitAt62).toBeCloseTo(10 * at62, 9);
    expect(result.benefitAt70).toBeCloseTo(10 * at70, 9);
    expect(result.benefitAtFullAge).toBe(1000);
  });

  it('gives whole percentages exactly, with no float noise (70 % and 124 % for 1960)', () => {
    expect(run({ claimAge: '62' }).result.percentOfPia).toBe(70);
    expect(run({ claimAge: '70' }).result.percentOfPia).toBe(124);
    expect(run({ claimAge: '62' }).result.monthlyBenefit).toBe(700);
  });
});

describe('socialSecurity: the benefit at the reader’s claiming age', () => {
  it('takes 5/9 of 1 % a month for the first 36 months early', () => {
    // Born 1960 (67 = 804 months), claiming at 64 (768): 36 months early, 100 − 36 × 5/9 = 80 %.
    expect(run().result).toMatchObject({ percentOfPia: 80, monthlyBenefit: 800 });
    // At 65 and 6 months (786): 18 months early, 100 − 10 = 90 %.
    expect(run({ claimAge: '65', claimMonths: '6' }).result).toMatchObject({ percentOfPia: 90, monthlyBenefit: 900 });
  });

  it('takes 5/12 of 1 % for each month beyond the first 36', () => {
    // 62 and 6 months (750): 54 months early, 100 − 20 − 18 × 5/12 = 72.5 %.
    expect(run({ claimAge: '62', claimMonths: '6' }).result).toMatchObject({ percentOfPia: 72.5, monthlyBenefit: 725 });
  });

  it('adds 2/3 of 1 % for each month after full retirement age', () => {
    // 68 and 3 months (819): 15 months late, 100 + 10 = 110 %.
    expect(run({ claimAge: '68', claimMonths: '3' }).result).toMatchObject({ percentOfPia: 110, monthlyBenefit: 1100 });
    // Born 1957 (66 and 6 months, 798), claiming at 67 (804): 6 months late, 104 % of $1,500 = $1,560.
    expect(run({ birthYear: '1957', pia: '1500', claimAge: '67' }).result).toMatchObject({ percentOfPia: 104, monthlyBenefit: 1560, fullRetirementAge: 798 });
  });

  it('pays the full benefit at full retirement age', () => {
    expect(run({ birthYear: '1958', claimAge: '66', claimMonths: '8' }).result).toMatchObject({ percentOfPia: 100, monthlyBenefit: 1000, fullRetirementAge: 800 });
  });

  it('reads a blank claimMonths as 0 and a blank life expectancy as 85', () => {
    expect(run({ claimMonths: '', lifeExpectancy: '' }).result).toEqual(run().result);
  });
});

describe('socialSecurity: lifetime totals, break-even and the best age', () => {
  it('adds up each claim’s benefits to the life expectancy', () => {
    // 85 = 1,020 months. At 64: $800 × (1,020 − 768) = $201,600; at 62: $700 × 276 = $193,200; at 70: $1,240 × 180 = $223,200.
    expect(run().result).toMatchObject({ lifetimeTotal: 201_600, lifetimeAt62: 193_200, lifetimeAt70: 223_200 });
  });

  it('counts nothing for a claim after the life expectancy', () => {
    // Living to 66 (792 months) and claiming at 67 or 70: no months paid; at 62, $700 × 48 = $33,600.
    expect(run({ claimAge: '67', lifeExpectancy: '66' }).result).toMatchObject({ lifetimeTotal: 0, lifetimeAt70: 0, lifetimeAt62: 33_600 });
  });

  it('finds the break-even age against claiming at 62', () => {
    // At 70: X = (1,240 × 840 − 700 × 744) ÷ (1,240 − 700) = 520,800 ÷ 540 = 964.444… months = 80.370370… years.
    expect(run({ claimAge: '70' }).result.breakEvenAge).toBeCloseTo(520_800 / 540 / 12, 12);
    // At 62 and 1 month (745): $1,000 × (70 + 5/12) % = $704.1666…; X = (704.1666… × 745 − 700 × 744) ÷ 4.1666… = 913.
    expect(run({ claimAge: '62', claimMonths: '1' }).result.breakEvenAge).toBeCloseTo(913 / 12, 10);
    // At 64 (768): X = (800 × 768 − 700 × 744) ÷ 100 = (614,400 − 520,800) ÷ 100 = 936 months = 78 years.
    expect(run().result.breakEvenAge).toBeCloseTo(78, 10);
  });

  it('gives no break-even when claiming at 62 itself', () => {
    expect(run({ claimAge: '62' }).result.breakEvenAge).toBeUndefined();
  });

  it('searches the 97 claiming months for the largest lifetime total', () => {
    // Born 1960, to 85 (1,020): after 67 the total is 1,000 × (100 + 2/3 × d) % × (216 − d), largest at d = 33:
    // 1,220 × 183 = $223,260 against 1,213.33 × 184 = $223,253.33 and 1,226.67 × 182 = $223,253.33: 837 months.
    expect(run().result.bestClaimAge).toBe(837);
    // To 110: every month later adds more than it loses, so 70 (840).
    expect(run({ lifeExpectancy: '110' }).result.bestClaimAge).toBe(840);
    // To 63 (756): 62 and 0 months, $700 × 12 = $8,400, against $704.17 × 11 = $7,745.83 a month later.
    expect(run({ lifeExpectancy: '63' }).result.bestClaimAge).toBe(744);
  });

  it('finds the larger of two peaks: before full retirement age when it beats the one after', () => {
    // To 80 (960): after 67 the best is 67 and 3 months, 1,020 × 153 = $156,060; but at 66 (12 months early),
    // 93.333… % × 168 = $156,800 is more (65 and 11 months and 66 and 1 month give $156,794.44 each).
    expect(run({ lifeExpectancy: '80' }).result.bestClaimAge).toBe(792);
  });

  it('takes the earliest month on a tie', () => {
    // Full retirement age 66 (792), benefits to 923 months: 767 and 768 months both give 36 × percentage × months
    // = 3,100 × 156 = 3,120 × 155 = 483,600; the search keeps 767. (No whole-year life expectancy ties.)
    expect(bestClaimMonths(792, 923)).toBe(767);
  });
});

describe('socialSecurity: notes', () => {
  it('names the earnings test and SSA’s 2026 limits only when claiming before full retirement age', () => {
    const early = run();
    const note = early.notes.find((candidate) => candidate.name === 'earnings-test');
    expect(note?.text).toMatch(/\$24,480/);
    expect(note?.text).toMatch(/\$65,160/);
    expect(note?.text).toMatch(/2026/);
    expect(run({ claimAge: '67' }).names).not.toContain('earnings-test');
    expect(run({ claimAge: '69' }).names).not.toContain('earnings-test');
    expect(run({ birthYear: '1958', claimAge: '66', claimMonths: '7' }).names).toContain('earnings-test');
  });

  it('always says the figures are in today’s dollars, and names spousal and survivor benefits as left out', () => {
    for (const overrides of [{}, { claimAge: '70' }]) {
      const { names, notes } = run(overrides);
      expect(names).toContain('today-dollars');
      expect(notes.map((note) => note.text).join(' ')).toMatch(/spousal and survivor benefits/);
    }
  });

  it('reads a year’s benefit typed for a month’s as a slip of units', () => {
    const { notes } = run({ pia: '24000' });
    expect(notes.find((note) => note.name === 'check-units' && note.field === 'pia')?.text).toMatch(/a month’s is \$2,000/);
  });
});

describe('socialSecurity: the yearly table by age and its chart', () => {
  it('has a row per age from 63 to the life expectancy, each claim’s benefits received by then', () => {
    const { details, result } = run();
    const table = details.table!;
    expect(table.columns.map((column) => column.key)).toEqual(['at62', 'atFullAge', 'at70', 'atChosen']);
    expect(table.yearly.map((row) => row.period)).toEqual(Array.from({ length: 23 }, (_, index) => 63 + index));
    // Age 63: 12 months at 62 = $8,400; nothing yet at 67, 70 or 64.
    expect(table.yearly[0]!.values).toEqual([8_400, 0, 0, 0]);
    // Age 68: 72 months at $700 = $50,400; 12 at $1,000; none at 70; 48 at $800 = $38,400.
    expect(table.yearly.find((row) => row.period === 68)!.values).toEqual([50_400, 12_000, 0, 38_400]);
    // The last row is the lifetime totals.
    expect(table.yearly.at(-1)!.values).toEqual([result.lifetimeAt62, 1000 * (1020 - 804), result.lifetimeAt70, result.lifetimeTotal]);
    expect(table.csvName).toBe('socialSecurity-schedule.csv');
  });

  it('stops at 100 however long the life expectancy, and has one row for 63', () => {
    expect(run({ lifeExpectancy: '105' }).details.table!.yearly.at(-1)!.period).toBe(100);
    expect(run({ lifeExpectancy: '63' }).details.table!.yearly.map((row) => row.period)).toEqual([63]);
  });

  it('draws the four claims side by side, in their tones', () => {
    const chart = run().details.charts.find((candidate) => candidate.name === 'cumulative');
    if (chart?.kind !== 'series') return expect.fail('no cumulative chart');
    expect(chart.series.map((series) => series.tone)).toEqual(['claim-62', 'claim-full', 'claim-70', 'claim-chosen']);
    expect(chart.periods).toEqual(run().details.table!.yearly.map((row) => row.period));
    expect(chart.series[3]!.values.at(-1)).toBe(201_600);
  });
});

describe('socialSecurity: rejections', () => {
  it('rejects a year of birth outside 1943 to 2010, or not whole', () => {
    expect(expectRejected(calculators.socialSecurity.calculate({ ...numbers(), birthYear: 1942 }), 'birthYear')[0]).toMatch(/1943/);
    expect(expectRejected(calculators.socialSecurity.calculate({ ...numbers(), birthYear: 2011 }), 'birthYear')[0]).toMatch(/1943 to 2010/);
    expectRejected(calculators.socialSecurity.calculate({ ...numbers(), birthYear: 1960.5 }), 'birthYear');
  });

  it('rejects a claiming age outside 62 to 70, and months outside 0 to 11', () => {
    expect(expectRejected(calculators.socialSecurity.calculate({ ...numbers(), claimAge: 61 }), 'claimAge')[0]).toMatch(/62/);
    expect(expectRejected(calculators.socialSecurity.calculate({ ...numbers(), claimAge: 71 }), 'claimAge')[0]).toMatch(/62 to 70/);
    expect(expectRejected(calculators.socialSecurity.calculate({ ...numbers(), claimMonths: 12 }), 'claimMonths')[0]).toMatch(/0 to 11/);
    expectRejected(calculators.socialSecurity.calculate({ ...numbers(), claimMonths: -1 }), 'claimMonths');
  });

  it('rejects months past 70, where delayed credits stop', () => {
    expect(expectRejected(calculators.socialSecurity.calculate({ ...numbers(), claimAge: 70, claimMonths: 1 }), 'claimMonths')[0]).toMatch(/0 at 70/);
  });

  it('rejects a life expectancy outside 63 to 110, and a benefit of 0', () => {
    expect(expectRejected(calculators.socialSecurity.calculate({ ...numbers(), lifeExpectancy: 62 }), 'lifeExpectancy')[0]).toMatch(/63/);
    expect(expectRejected(calculators.socialSecurity.calculate({ ...numbers(), lifeExpectancy: 111 }), 'lifeExpectancy')[0]).toMatch(/63 to 110/);
    expectRejected(calculators.socialSecurity.calculate({ ...numbers(), pia: 0 }), 'pia');
  });

  it('rejects every out-of-range field at once', () => {
    expectRejected(calculators.socialSecurity.calculate({ birthYear: 2020, pia: 1000, claimAge: 75, claimMonths: 0, lifeExpectancy: 120 }), 'birthYear', 'claimAge', 'lifeExpectancy');
  });
});

/** The base case as numbers, for calling the definition directly. */
const numbers = () => ({ birthYear: 1960, pia: 1000, claimAge: 64, claimMonths: 0, lifeExpectancy: 85 });
