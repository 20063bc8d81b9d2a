/**
 * Today's money (DEPTH.md, SAVE.md): a sum due in some years, divided by what prices grow to by then, so a reader sees
 * what it buys at today's prices. One helper for every page that shows a future sum beside its inflation field; with
 * no inflation entered there is no such figure (it would only repeat the sum), and the result is left out.
 */
import { growthFactor } from '../math/growth';

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

// The working's half lives in its own module, so that a page's formula, which needs only the figures, does not carry it
// (the working arrives with the first answer); it is named here too, so every page imports today's money from one place.
export { todaysMoneySteps, type TodaysMoneyList, type TodaysMoneySum } from './todaysMoneyWorking';
