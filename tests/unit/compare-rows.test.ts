/** The comparison of a kept result with the current one (DEPTH.md's compare): every result either side has. */
import { describe, expect, it } from 'vitest';
import type { ResultView } from '../../src/lib/calculatorView';
import { compareRows } from '../../src/lib/compareRows';

const NBSP = '\u00a0';

// The SWP page's results, as its view lists them: lastsMonths is present only when the money runs out.
const SWP_RESULTS: ResultView[] = [
  { field: 'finalValue', label: 'Left at the end', format: 'money', optional: false },
  { field: 'lastsMonths', label: 'The money runs out in', format: 'months', optional: true, absent: 'never (the money lasts the whole period)' },
];

const side = (values: Record<string, number>) => ({ values, currency: 'INR' as const });

describe('compare: a result on one side only', () => {
  it('keeps its row, the figure on its side and a dash on the other, with no difference', () => {
    const [finalValue, lasts] = compareRows(SWP_RESULTS, side({ finalValue: 0, lastsMonths: 82 }), side({ finalValue: 540_000 }));
    expect(finalValue?.difference).toBe(540_000);
    expect(lasts).toMatchObject({ field: 'lastsMonths', before: 82, now: undefined, difference: undefined, shownNow: '—', change: '—', tone: undefined });
    expect(lasts?.kept).toBe(`82${NBSP}months (6${NBSP}years 10${NBSP}months)`);
  });

  it('says the change in words: the money ran out in month 82, now it lasts the whole period', () => {
    const [, lasts] = compareRows(SWP_RESULTS, side({ finalValue: 0, lastsMonths: 82 }), side({ finalValue: 540_000 }));
    expect(lasts?.spoken).toBe(`The money runs out in: kept 82${NBSP}months (6${NBSP}years 10${NBSP}months), now never (the money lasts the whole period)`);
  });

  it('says it the other way round when the kept plan lasted and this one runs out', () => {
    const [, lasts] = compareRows(SWP_RESULTS, side({ finalValue: 540_000 }), side({ finalValue: 0, lastsMonths: 82 }));
    expect(lasts).toMatchObject({ before: undefined, now: 82, kept: '—', change: '—' });
    expect(lasts?.spoken).toBe(`The money runs out in: kept never (the money lasts the whole period), now 82${NBSP}months (6${NBSP}years 10${NBSP}months)`);
  });

  it('says "none" for an optional result whose page gives no words for its absence', () => {
    const results: ResultView[] = [{ field: 'payoffMonths', label: 'Paid off in, with extra payments', format: 'months', optional: true }];
    const [payoff] = compareRows(results, side({ payoffMonths: 6 }), side({}));
    expect(payoff?.spoken).toBe(`Paid off in, with extra payments: kept 6${NBSP}months, now none`);
  });

  it('leaves out a result neither side has', () => {
    expect(compareRows(SWP_RESULTS, side({ finalValue: 1 }), side({ finalValue: 2 })).map((row) => row.field)).toEqual(['finalValue']);
  });
});

describe('compare: a result on both sides', () => {
  it('gives now − kept as shown, signed, with its tone', () => {
    // ₹5,40,000.00 − ₹5,00,000.00 = +₹40,000.00.
    const [finalValue] = compareRows(SWP_RESULTS, side({ finalValue: 500_000 }), side({ finalValue: 540_000 }));
    expect(finalValue).toMatchObject({ difference: 40_000, change: '+₹40,000.00', tone: 'up', spoken: 'Left at the end: kept ₹5,00,000.00, now ₹5,40,000.00, +₹40,000.00' });
  });

  it('says "same" when the two agree to the cent', () => {
    const [finalValue] = compareRows(SWP_RESULTS, side({ finalValue: 100.001 }), side({ finalValue: 100.004 }));
    expect(finalValue).toMatchObject({ change: 'same', tone: 'same' });
  });
});

describe('compare: a value the results give in words', () => {
  it('shows the words on its side, as the result does (refinance with no closing costs to pay back)', () => {
    const results: ResultView[] = [{ field: 'breakEvenMonths', label: 'Closing costs paid back after', format: 'months', optional: true, valueWords: { 0: 'no closing costs to pay back' } }];
    const [row] = compareRows(results, { values: { breakEvenMonths: 0 }, currency: 'USD' }, { values: { breakEvenMonths: 19 }, currency: 'USD' });
    expect(row?.kept).toBe('no closing costs to pay back');
    expect(row?.shownNow).toBe(`19${NBSP}months (1${NBSP}year 7${NBSP}months)`);
  });
});
