/**
 * The working of today's money (WORKING.md; the figures are todaysMoney.ts's): the rise in prices over the years, once,
 * then each sum divided by it. Its own module, loaded with a page's working, never with its formula.
 */
import type { Figure, Term, WorkingWriter } from '../working';

/**
 * What the working of today's money writes with: the growth working's step list (growthWorking.ts), or the ₹ growth
 * pages' (indiaGrowthWorking.ts) seen through this shape.
 */
export interface TodaysMoneyList {
  readonly w: WorkingWriter;
  /** A figure later steps use, valued as shown. */
  add(name: string, text: string, terms: readonly Term[]): Figure;
  /** A result's step. */
  give(name: string, text: string, terms: readonly Term[], value: number, options?: { more?: true | undefined }): Figure;
}

/** A sum the working shows in today's money: its result's name, the sentence saying what it is, and the sum as shown. */
export interface TodaysMoneySum {
  readonly field: string;
  readonly text: string;
  readonly sum: Figure;
  readonly more?: true;
}

/**
 * The working of today's money (WORKING.md): the rise in prices over the years, once, then each sum divided by it. Writes
 * nothing when a page gave no figure in today's money (no inflation entered).
 */
export function todaysMoneySteps(list: TodaysMoneyList, inflationPercent: number, years: Figure, sums: readonly TodaysMoneySum[], result: Readonly<Record<string, number | undefined>>): void {
  const given = sums.filter(({ field }) => result[field] !== undefined);
  if (given.length === 0) return;
  const { w } = list;
  // "$1" or "₹1", in the page's own currency; the inflation as typed, in full.
  const one = w.money(1).show.replace(/\.00$/, '');
  const inflation = w.percent(inflationPercent, 12);
  const prices = list.add('priceGrowth', `What ${one} of today’s prices will cost in ${years.show} years at ${inflation.show} inflation`, ['(', 1, '+', inflation, ')', '^', years]);
  for (const { field, text, sum, more } of given) list.give(field, `${text} in today’s money: divided by that rise in prices`, [sum, '/', prices], result[field]!, { more });
}
