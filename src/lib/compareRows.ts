/**
 * The comparison of a kept result with the one now on screen (DEPTH.md's compare), as plain data: one row per result
 * either side has, with its figures as shown and the clause the spoken sentence says for it.
 */
import type { ResultView } from './calculatorView';
import type { CurrencyCode } from './finance/planning/currencyRates';
import type { ResultFormat } from './finance/types';
import { formatNumber, formatResult } from './format';

/** One side of the comparison: the results by field (an optional result that does not apply is absent). */
export interface ComparedSide {
  readonly values: Readonly<Record<string, number>>;
  readonly currency: CurrencyCode;
}

/** What a cell shows for a result its side does not have. */
export const ABSENT = '—';

export interface CompareRow {
  readonly field: string;
  readonly label: string;
  /** Undefined on the side that does not have the result (an SWP that lasts has no month it runs out in). */
  readonly before: number | undefined;
  readonly now: number | undefined;
  /** now − before as shown; undefined unless both sides have the result. */
  readonly difference: number | undefined;
  readonly kept: string;
  readonly shownNow: string;
  /** `+$597.60`, `−2.00%`, `same`, or the dash when one side has no figure. */
  readonly change: string;
  readonly tone: 'same' | 'up' | 'down' | undefined;
  /** The row as the one spoken sentence says it: "Monthly payment: kept $1,580.17, now $2,177.77, +$597.60". */
  readonly spoken: string;
}

export function compareRows(results: readonly ResultView[], pinned: ComparedSide, current: ComparedSide): CompareRow[] {
  return results.flatMap(({ field, label, format, absent = 'none', valueWords }): CompareRow[] => {
    const [before, now] = [pinned.values[field], current.values[field]];
    if (before === undefined && now === undefined) return [];
    // Each side as the results show it: words where a number would misstate it (no closing costs to pay back).
    const kept = before === undefined ? ABSENT : formatResult(before, format, pinned.currency, valueWords);
    const shownNow = now === undefined ? ABSENT : formatResult(now, format, current.currency, valueWords);
    if (before === undefined || now === undefined) {
      // A result on one side only is often the biggest change (the money no longer runs out): said in words.
      const spoken = `${label}: kept ${before === undefined ? absent : kept}, now ${now === undefined ? absent : shownNow}`;
      return [{ field, label, before, now, difference: undefined, kept, shownNow, change: ABSENT, tone: undefined, spoken }];
    }
    const difference = shownDifference(before, now, format);
    const amount = formatResult(Math.abs(difference), format, current.currency);
    const same = amount === formatResult(0, format, current.currency);
    const change = same ? 'same' : `${difference > 0 ? '+' : '−'}${amount}`;
    const tone = same ? 'same' : difference > 0 ? 'up' : 'down';
    return [{ field, label, before, now, difference, kept, shownNow, change, tone, spoken: `${label}: kept ${kept}, now ${shownNow}, ${change}` }];
  });
}

/**
 * Two results' difference as a reader can check it: for money and percents, the difference of the two figures as
 * shown (each rounded to 2 decimals, as the page prints it), so that kept, now and difference agree to the cent
 * (DEPTH.md's compare). Here, not in format.ts: only the comparison, which loads when a result is kept, needs it.
 */
export function shownDifference(before: number, now: number, format: ResultFormat): number {
  if (format !== 'money' && format !== 'percent') return now - before;
  const shown = (value: number) => Number(formatNumber(value).replaceAll(',', ''));
  // Both are whole cents: rounding the difference to the cent only clears the last bit of float noise.
  const difference = Math.round((shown(now) - shown(before)) * 100) / 100;
  return difference === 0 ? 0 : difference;
}
