/**
 * DEPTH.md's soft warnings on rates and returns: possible values whose results are what-ifs, each a note of its own
 * beside any slip of units. Kept apart from units.ts, so that a page whose fields never carry one (a mortgage) does
 * not ship their words.
 */
import { yearlyChange, yearlyPercent, type PercentUnit, type SoftLimit } from './units';

export const HIGH_RETURN: SoftLimit = {
  limit: 30,
  name: 'high-return',
  text: 'A return above 30 % a year is far beyond what markets have paid over long periods: treat this result as a what-if.',
};

export const HIGH_INFLATION: SoftLimit = {
  limit: 20,
  name: 'high-inflation',
  text: 'Inflation above 20 % a year is rare outside a crisis, and prices seldom rise evenly for long: treat this result as a what-if.',
};

export const yearlyReturn = (what = 'Expected return'): PercentUnit => ({ ...yearlyPercent(what, 50), warnAbove: HIGH_RETURN });
/** A deposit's yearly rate (FD, RD, PPF): read as a rate, warned of as a return. */
export const depositRate = (what = 'Interest rate'): PercentUnit => ({ ...yearlyPercent(what, 40), warnAbove: HIGH_RETURN });
/** Inflation a year: warned of above 20 %. */
export const inflationRate = (what: string): PercentUnit => ({ ...yearlyChange(what), warnAbove: HIGH_INFLATION });
