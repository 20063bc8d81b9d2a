/** NPV and IRR: the two calculators that read a typed list of cash flows. */
import { describe, expect, it } from 'vitest';
import { irr, npv, runCalculator, runCalculatorWithDetails } from '../../../src/lib/finance';
import { parseCashFlows } from '../../../src/lib/finance/growth/cashFlowList';
import { expectRejected, rejectionOf, resultOf } from './helpers';

const INVALID_INPUT = {
  title: 'Invalid Input',
  description: 'Please provide at least two cash flows, with the first being a negative number (initial investment).',
};
const CALCULATION_FAILED = {
  title: 'Calculation Failed',
  description: 'Could not converge to a solution. Please check your cash flow values.',
};

describe('npv', () => {
  it('matches Microsoft’s NPV example 2: 40,000 invested, flows 8,000 … 14,500 at 8 % is 1,922.06', () => {
    // Microsoft NPV docs: NPV(8%, 8000, 9200, 10000, 12000, 14500) + (-40000) = $1,922.06.
    const result = resultOf(npv.calculate({ initial: 40_000, cashFlows: [8000, 9200, 10_000, 12_000, 14_500], rate: 8 }));
    expect(result.npv).toBeCloseTo(1922.06, 2);
  });

  it('discounts the first listed flow at t = 1: Microsoft’s NPV(10%, -10000, 3000, 4200, 6800) = 1,188.44', () => {
    const result = resultOf(npv.calculate({ initial: 0, cashFlows: [-10_000, 3000, 4200, 6800], rate: 10 }));
    expect(result.npv).toBeCloseTo(1188.44, 2);
  });

  it('reads the list from the form with commas, spaces or new lines', () => {
    const outcome = runCalculator(npv, { initial: '40,000', cashFlows: '8000, 9200\n10000 12000;14500', rate: '8' });
    expect(resultOf(outcome).npv).toBeCloseTo(1922.06, 2);
  });

  it('rejects an empty list along with the other fields’ errors', () => {
    expectRejected(runCalculator(npv, { initial: '', cashFlows: '', rate: '8' }), 'initial', 'cashFlows');
  });

  it('rejects a list entry that is not a number, naming it', () => {
    const [message] = expectRejected(runCalculator(npv, { initial: '0', cashFlows: '100, abc', rate: '8' }), 'cashFlows');
    expect(message).toBe('“abc” is not a number. Separate cash flows with commas or spaces.');
  });
});

describe('irr', () => {
  it('matches Microsoft’s IRR example: -70,000 then 12,000 … 26,000 is 8.66 %', () => {
    expect(resultOf(irr.calculate({ cashFlows: [-70_000, 12_000, 15_000, 18_000, 21_000, 26_000] })).irr).toBeCloseTo(
      8.66,
      2,
    );
  });

  it('matches Microsoft’s IRR example after two years: -70,000, 12,000, 15,000 is -44.35 %', () => {
    expect(resultOf(irr.calculate({ cashFlows: [-70_000, 12_000, 15_000] })).irr).toBeCloseTo(-44.35, 2);
  });

  it('matches numpy-financial’s irr([-100, 39, 59, 55, 20]) = 0.28095 as 28.095 %', () => {
    expect(resultOf(irr.calculate({ cashFlows: [-100, 39, 59, 55, 20] })).irr).toBeCloseTo(28.095, 3);
  });

  it('shows the Invalid Input toast and marks the field for fewer than two flows', () => {
    const rejection = rejectionOf(irr.calculate({ cashFlows: [-100] }));
    expect(rejection.toast).toEqual(INVALID_INPUT);
    // The list says what the toast does not: which flow is missing, and how to type it.
    expect(rejection.errors).toEqual([{ field: 'cashFlows', message: 'Only one flow: after the money put in, type what the investment pays back, separated by commas (like -10000, 3000, 4200).' }]);
  });

  it('shows the Invalid Input toast when the first flow is not negative, and names that flow on the list', () => {
    const positive = rejectionOf(irr.calculate({ cashFlows: [100, 50] }));
    expect(positive.toast).toEqual(INVALID_INPUT);
    expect(positive.errors).toEqual([{ field: 'cashFlows', message: 'The first flow, 100, is not money put in: start with what you invest, with a minus sign (like -100).' }]);
    expect(rejectionOf(irr.calculate({ cashFlows: [0, 50] })).toast).toEqual(INVALID_INPUT);
  });

  it('never says on the list what its toast says (issue 43: a reason said once)', () => {
    for (const cashFlows of [[-100], [100, 50], [-100, -20, -30], [-10_000, 30_000, -25_000]]) {
      const { toast, errors } = rejectionOf(irr.calculate({ cashFlows }));
      for (const { message } of errors) expect(message).not.toContain(toast!.description.split('.')[0]!);
      for (const { message } of errors) expect(message).not.toMatch(/converge|NPV/);
    }
  });

  it('shows the Calculation Failed toast when money comes back but no rate fits, and says on the list what to check', () => {
    // -10,000 + 30,000x - 25,000x² with x = 1 / (1 + rate): its discriminant 30,000² - 4 × 10,000 × 25,000 = -10⁸ is
    // below 0, so the flows' value today is below zero at every rate (its highest, at x = 0.6, is -1,000).
    const rejection = rejectionOf(irr.calculate({ cashFlows: [-10_000, 30_000, -25_000] }));
    expect(rejection.toast).toEqual(CALCULATION_FAILED);
    expect(rejection.errors).toEqual([{ field: 'cashFlows', message: expect.stringContaining('No rate of return fits these flows') as string }]);
  });

  it('shows the Invalid Input toast for an empty field', () => {
    expect(rejectionOf(runCalculator(irr, { cashFlows: '  ' })).toast).toEqual(INVALID_INPUT);
  });

  it('shows the Calculation Failed toast when no rate makes the NPV zero', () => {
    const rejection = rejectionOf(irr.calculate({ cashFlows: [-100, -20, -30] }));
    expect(rejection.toast).toEqual(CALCULATION_FAILED);
    // The list itself says why: every flow is money put in.
    expect(rejection.errors).toEqual([{ field: 'cashFlows', message: expect.stringContaining('Every flow here is money put in') as string }]);
  });

  it('rejects a non-number entry inline, naming it, without a toast', () => {
    const outcome = runCalculator(irr, { cashFlows: '-100, 12abc, 50' });
    const [message] = expectRejected(outcome, 'cashFlows');
    expect(message).toContain('“12abc”');
    expect(rejectionOf(outcome).toast).toBeUndefined();
  });
});

/** The flows a list is read as (or why not), and the notes the list draws on a calculator. */
const flowsOf = (list: string) => {
  const parsed = parseCashFlows(list);
  return parsed.ok ? parsed.values : parsed;
};
const notesOn = (outcome: ReturnType<typeof runCalculatorWithDetails>, name: string) =>
  (outcome.details?.notes ?? []).filter((note) => note.name === name).map((note) => note.text);
const irrOf = (cashFlows: string) => resultOf(runCalculator(irr, { cashFlows })).irr;
/** `count` copies of `flow` after `first`, joined by `separator`. */
const series = (first: string, flow: string, count: number, separator: string) => [first, ...Array<string>(count).fill(flow)].join(separator);

const NBSP = '\u00A0';
const THIN = '\u2009';
const NARROW_NBSP = '\u202F';

// The IRR of -50,000 then 20,000 for three years is the rate at which 1/(1+r) + 1/(1+r)^2 + 1/(1+r)^3 = 2.5. At
// 9.70 %: 0.9115770 + 0.8309727 + 0.7574956 = 2.5000453, so 20,000 of them are worth 50,000.91 (NPV 0.91, and the
// sum falls below 2.5 by 9.71 %): the IRR is 9.70 % to two decimals.
const IRR_OF_50K_THEN_20K_THREE_TIMES = 9.7;

describe('in a list with commas, semicolons, tabs or line breaks, a space between digit groups groups thousands', () => {
  it('reads “-50 000, 20 000, 20 000, 20 000” as four flows: IRR 9.70 % (issue 31)', () => {
    expect(flowsOf('-50 000, 20 000, 20 000, 20 000')).toEqual([-50_000, 20_000, 20_000, 20_000]);
    expect(irrOf('-50 000, 20 000, 20 000, 20 000')).toBeCloseTo(IRR_OF_50K_THEN_20K_THREE_TIMES, 2);
  });

  it('groups in a comma-only list, a semicolon list, a line-break list and a tab list alike', () => {
    expect(flowsOf('-50 000,20 000,20 000')).toEqual([-50_000, 20_000, 20_000]);
    expect(flowsOf('-50 000;20 000; 20 000')).toEqual([-50_000, 20_000, 20_000]);
    expect(flowsOf('-50 000\n20 000\r\n20 000')).toEqual([-50_000, 20_000, 20_000]);
    expect(flowsOf('-50 000\t20 000\t20 000')).toEqual([-50_000, 20_000, 20_000]);
  });

  it('takes any number of three-digit groups, a sign, a currency sign and decimals on the last group', () => {
    expect(flowsOf('-1 250 000, 300 000.75, $2 500')).toEqual([-1_250_000, 300_000.75, 2500]);
    expect(flowsOf('-50 000.50, +1 000')).toEqual([-50_000.5, 1000]);
  });

  it('groups with a no-break, a thin or a narrow no-break space as with a plain one', () => {
    expect(flowsOf(`-50${NBSP}000, 20${THIN}000, 20${NARROW_NBSP}000`)).toEqual([-50_000, 20_000, 20_000]);
  });

  it('separates where a space does not form a thousands grouping: “-50000, 15000 18000” is three flows', () => {
    expect(flowsOf('-50000, 15000 18000')).toEqual([-50_000, 15_000, 18_000]);
    // 15 then a five-digit piece; a four-digit piece; two digits after a group; two spaces; decimals before a group.
    expect(flowsOf('-50000, 15 18000')).toEqual([-50_000, 15, 18_000]);
    expect(flowsOf('-50 0000, 1')).toEqual([-50, 0, 1]);
    expect(flowsOf('-50 000 00, 1')).toEqual([-50_000, 0, 1]);
    expect(flowsOf('-50  000, 1')).toEqual([-50, 0, 1]);
    expect(flowsOf('-50.5 000, 1')).toEqual([-50.5, 0, 1]);
  });

  it('keeps reading grouping commas and separating commas as before', () => {
    expect(flowsOf('-1,250 000, 300')).toEqual([-1250, 0, 300]);
    expect(flowsOf('15,000, 18,000')).toEqual([15_000, 18_000]);
    expect(flowsOf('-50000,15000,18000')).toEqual([-50_000, 15_000, 18_000]);
  });

  it('draws no note: the list says how it separates its flows', () => {
    expect(notesOn(runCalculatorWithDetails(irr, { cashFlows: '-50 000, 20 000, 20 000, 20 000' }), 'check-units')).toEqual([]);
  });

  it('reads a grouped flow in NPV’s list as its initial-investment field reads “50 000”: NPV 0.91 at 9.70 %', () => {
    const outcome = runCalculatorWithDetails(npv, { initial: '50 000', cashFlows: '20 000; 20 000; 20 000', rate: '9.7' });
    expect(resultOf(outcome).npv).toBeCloseTo(0.91, 1);
    expect(notesOn(outcome, 'cash-flows-read')).toEqual([
      'Cash flows read as: year 0 -$50,000.00; year 1 $20,000.00; year 2 $20,000.00; year 3 $20,000.00.',
    ]);
  });

  it('names an unreadable grouped entry as typed, with its spaces', () => {
    expect(parseCashFlows('-50 000, -$-20 000')).toEqual({ ok: false, reason: 'invalid', entry: '-$-20 000' });
  });
});

describe('in a list of plain spaces alone, each plain space separates, and no-break, thin and narrow no-break spaces group', () => {
  it('reads “-10000 3000 4200” as three flows and “-1000 300 400 500” as four (CALCULATORS.md)', () => {
    expect(flowsOf('-10000 3000 4200')).toEqual([-10_000, 3000, 4200]);
    expect(flowsOf('-1000 300 400 500')).toEqual([-1000, 300, 400, 500]);
  });

  it('reads “-50 000 20 000” with no-break, thin or narrow no-break spaces in the numbers as two flows', () => {
    expect(flowsOf(`-50${NBSP}000 20${NBSP}000`)).toEqual([-50_000, 20_000]);
    expect(flowsOf(`-50${THIN}000 20${THIN}000`)).toEqual([-50_000, 20_000]);
    expect(flowsOf(`-1${NARROW_NBSP}250${NARROW_NBSP}000 300${NARROW_NBSP}000.50`)).toEqual([-1_250_000, 300_000.5]);
    expect(irrOf(`-50${NBSP}000 20${NBSP}000 20${NBSP}000 20${NBSP}000`)).toBeCloseTo(IRR_OF_50K_THEN_20K_THREE_TIMES, 2);
  });

  it('separates at a no-break space that does not form a thousands grouping', () => {
    expect(flowsOf(`-50000${NBSP}15000`)).toEqual([-50_000, 15_000]);
  });
});

describe('a plain-space list that could be thousands split at their spaces is read flow by flow, with a check-units note', () => {
  it('NPV’s “50 000” is two flows, 50 and 0, and the note says how to write 50,000', () => {
    const outcome = runCalculatorWithDetails(npv, { initial: '0', cashFlows: '50 000', rate: '5' });
    // 50 / 1.05 = 47.62; the 0 adds nothing.
    expect(resultOf(outcome).npv).toBeCloseTo(47.62, 2);
    expect(notesOn(outcome, 'check-units')).toEqual([
      'Cash flows: read as 2 flows, one per space: 50; 0. If a space was meant to group thousands, separate the flows with a comma or a semicolon: 50 000; 20 000.',
    ]);
  });

  it('IRR’s “-50 000 20 000 20 000 20 000” is eight flows, with the note', () => {
    const outcome = runCalculatorWithDetails(irr, { cashFlows: '-50 000 20 000 20 000 20 000' });
    expect(notesOn(outcome, 'check-units')).toEqual([
      'Cash flows: read as 8 flows, one per space: -50; 0; 20; 0; 20; 0; 20; 0. If a space was meant to group thousands, separate the flows with a comma or a semicolon: 50 000; 20 000.',
    ]);
  });

  it('notes three digits after one to three digits, decimals on them included, and nothing else', () => {
    expect(parseCashFlows('-1000 300 400 500')).toMatchObject({ ok: true, splitThousands: 'spaces' });
    expect(parseCashFlows('50 000.50')).toMatchObject({ ok: true, values: [50, 0.5], splitThousands: 'spaces' });
    expect(parseCashFlows('-10000 3000 4200')).toMatchObject({ ok: true, splitThousands: null });
    expect(parseCashFlows('-100 25 2500')).toMatchObject({ ok: true, splitThousands: null });
    expect(parseCashFlows(`-50${NBSP}000 20${NBSP}000`)).toMatchObject({ ok: true, splitThousands: null });
    expect(parseCashFlows('-50 000, 20 000')).toMatchObject({ ok: true, splitThousands: null });
  });

  it('leaves the comma note as it was, and gives none for thousands grouped by spaces in a comma-only list', () => {
    expect(parseCashFlows('15,000,18,000')).toMatchObject({ ok: true, splitThousands: 'commas' });
    expect(parseCashFlows('-50 000,200 000')).toMatchObject({ ok: true, values: [-50_000, 200_000], splitThousands: null });
  });
});

describe('a list holds at most 500 flows, counted before any is read as a number', () => {
  it('takes 500 flows and rejects 501 on the field, saying how many it has', () => {
    expect(runCalculator(npv, { initial: '0', cashFlows: series('1', '1', 499, ','), rate: '5' }).ok).toBe(true);
    expect(expectRejected(runCalculator(npv, { initial: '0', cashFlows: series('1', '1', 500, ','), rate: '5' }), 'cashFlows')).toEqual([
      'Enter at most 500 cash flows: this list has 501.',
    ]);
  });

  it('computes IRR on 401 flows: -100 then 400 years of 10 is 10.00 %', () => {
    // At 10 % the 400 tens are worth 10 × (1 - 1.1^-400) / 0.1 = 100 - 100 × 1.1^-400, within 3e-15 of the 100 paid.
    expect(irrOf(series('-100', '10', 400, ','))).toBeCloseTo(10, 2);
  });

  it('counts flows, not words: 300 flows of “1 000” are 600 words and pass; 501 of them do not', () => {
    expect(flowsOf(series('-1 000', '1 000', 299, ', '))).toHaveLength(300);
    expect(parseCashFlows(series('-1 000', '1 000', 500, ', '))).toEqual({ ok: false, reason: 'tooMany', count: 501 });
  });

  it('rejects a long list for its length before naming a bad entry in it', () => {
    expect(parseCashFlows(`${series('-100', '1', 500, ',')},abc`)).toEqual({ ok: false, reason: 'tooMany', count: 502 });
  });

  it('turns away a 2 MB paste of 360,000 flows with its count, on IRR’s field and without a toast', () => {
    const paste = series('-100000', '5.5', 359_999, ', ');
    expect(paste.length).toBeGreaterThan(1_800_000);
    const outcome = runCalculator(irr, { cashFlows: paste });
    expect(expectRejected(outcome, 'cashFlows')).toEqual(['Enter at most 500 cash flows: this list has 360,000.']);
    expect(rejectionOf(outcome).toast).toBeUndefined();
  });
});

describe('a message quotes at most the first 20 characters of a bad entry', () => {
  it('quotes a 100,000-character entry as its first 20 characters and “…”', () => {
    const [message] = expectRejected(runCalculator(irr, { cashFlows: `-100, ${'x'.repeat(100_000)}` }), 'cashFlows');
    expect(message).toBe('“xxxxxxxxxxxxxxxxxxxx…” is not a number. Separate cash flows with commas or spaces.');
  });

  it('quotes an entry of 20 characters whole', () => {
    const [message] = expectRejected(runCalculator(irr, { cashFlows: `-100, ${'y'.repeat(20)}` }), 'cashFlows');
    expect(message).toBe(`“${'y'.repeat(20)}” is not a number. Separate cash flows with commas or spaces.`);
  });

  it('counts characters as a reader sees them: an emoji is never cut in half', () => {
    const [message] = expectRejected(runCalculator(irr, { cashFlows: `-100, ${'💸'.repeat(30)}` }), 'cashFlows');
    expect(message).toBe(`“${'💸'.repeat(20)}…” is not a number. Separate cash flows with commas or spaces.`);
  });
});

describe('above 20 flows, a note lists the first ten and the last five, and how many there are', () => {
  // Years 0 to 20 of IRR's list: -1,000, then 100 a year.
  const TWENTY_ONE = series('-1000', '100', 20, ', ');

  it('“Cash flows read as” leaves out the middle of 21 flows: years 10 to 15 are “… 6 more …”', () => {
    const tenThenFive = [
      'year 0 -$1,000.00',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((year) => `year ${String(year)} $100.00`),
      '… 6 more …',
      ...[16, 17, 18, 19, 20].map((year) => `year ${String(year)} $100.00`),
    ];
    expect(notesOn(runCalculatorWithDetails(irr, { cashFlows: TWENTY_ONE }), 'cash-flows-read')).toEqual([
      `Cash flows read as: ${tenThenFive.join('; ')} (21 flows in all).`,
    ]);
  });

  it('lists 20 flows whole', () => {
    const [read] = notesOn(runCalculatorWithDetails(irr, { cashFlows: series('-1000', '100', 19, ', ') }), 'cash-flows-read');
    expect(read).toMatch(/^Cash flows read as: year 0 -\$1,000\.00; (year \d+ \$100\.00; ){18}year 19 \$100\.00\.$/u);
  });

  it('says 500 flows of NPV’s list and its outlay in a note of a few hundred characters', () => {
    const [read] = notesOn(runCalculatorWithDetails(npv, { initial: '1000', cashFlows: series('100', '100', 499, ', '), rate: '5' }), 'cash-flows-read');
    expect(read).toContain('; … 486 more …; year 496 $100.00;');
    expect(read).toMatch(/year 500 \$100\.00 \(501 flows in all\)\.$/u);
    expect(read?.length).toBeLessThan(600);
  });

  it('shortens the check-units note of a long comma-only list the same way', () => {
    // 25 flows split at every comma: -1 then 24 pieces, every other one 000.
    const list = series('-1', '250,000', 12, ',');
    const [note] = notesOn(runCalculatorWithDetails(irr, { cashFlows: list }), 'check-units');
    expect(note).toBe(
      'Cash flows: read as 25 flows, one per comma: -1; 250; 0; 250; 0; 250; 0; 250; 0; 250; … 10 more …; 0; 250; 0; 250; 0. If a comma was meant to group thousands, separate the flows with a comma and a space or a semicolon: 15,000; 18,000.',
    );
  });
});
