/**
 * Today's money (DEPTH.md, SAVE.md): a sum due in some years, divided by what prices grow to by then, so a reader sees
 * what it buys at today's prices. One helper for every page that shows a future sum beside its inflation field; with
 * no inflation entered there is no such figure (it would only repeat the sum), and the result is left out.
 */
import { growthFactor } from '../math/growth';
import type { Figure, Term, WorkingWriter } from '../working';

/**
 * What the working of today's money writes with: the growth working's step list (growthWorking.ts), or the ₹ growth
 * pages' (indiaGrowthWorking.ts) seen through this shape.
 */
export interface TodaysMoneyList {
  readonly w: WorkingWriter;
  readonly typed: { percent(value: number): Figure };
  /** A figure later steps use, valued as shown. */
  add(name: string, text: string, terms: readonly Term[]): Figure;
  /** A result's step. */
  give(name: string, text: string, terms: readonly Term[], value: number, options?: { more?: true }): Figure;
}

/** What prices grow to in `years` years at `inflationPercent` a year: what one unit of today's money will cost then. */
export const priceGrowth = (inflationPercent: number, years: number): number => growthFactor(inflationPercent / 100, years);

/**
 * Results in today's money, by name: each sum, due in `years` years, divided by the rise in prices. None when no
 * inflation is entered, so a page spreads this into its result and the optional results are simply absent.
 */
export function inTodaysMoney<Field extends string>(sums: Readonly<Record<Field, number>>, inflationPercent: number, years: number): Partial<Record<Field, number>> {
  if (!(inflationPercent > 0)) return {};
  const prices = priceGrowth(inflationPercent, years);
  return Object.fromEntries(Object.entries<number>(sums).map(([field, sum]) => [field, sum / prices])) as Partial<Record<Field, number>>;
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
  const { typed } = list;
  // "$1" or "₹1", in the page's own currency.
  const one = list.w.money(1).show.replace(/\.00$/, '');
  const prices = list.add('priceGrowth', `What ${one} of today’s prices will cost in ${years.show} years at ${typed.percent(inflationPercent).show} inflation`, ['(', 1, '+', typed.percent(inflationPercent), ')', '^', years]);
  for (const { field, text, sum, more } of given) list.give(field, `${text} in today’s money: divided by that rise in prices`, [sum, '/', prices], result[field]!, more ? { more } : {});
}
