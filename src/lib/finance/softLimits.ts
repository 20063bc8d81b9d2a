/**
 * DEPTH.md's soft warnings on rates, returns and yearly changes: possible values whose results are what-ifs, each a
 * note of its own beside any slip of units. Kept apart from units.ts, so that a page whose fields never carry one (a mortgage) does
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

/**
 * A yearly change compounds over the whole horizon, so each is warned of above what its market has kept up, not above
 * what it has touched in a single year.
 *
 * Rents: the CPI's rent of primary residence (BLS, series CUUR0000SEHA, 1982-84 = 100) has risen about 3.5 % a year
 * since 1983; its steepest 12-month rise of the 2020s, in early 2023, was under 9 %.
 */
export const HIGH_RENT_GROWTH: SoftLimit = {
  limit: 10,
  name: 'high-rent-growth',
  text: 'Rent rising more than 10 % every year is far beyond what US rents have kept up (about 3 to 4 % a year over the long run): treat this result as a what-if.',
};

/**
 * Home prices: US prices have grown about 4 to 5 % a year over the long run (FHFA's house price index since 1975,
 * the S&P CoreLogic Case-Shiller national index since 1987; Shiller's series since 1890 nearer 3 %). The national
 * index's best calendar year, 18.8 % in 2021, was its highest in 34 years of data; no decade has averaged 10 %.
 */
export const HIGH_PRICE_GROWTH: SoftLimit = {
  limit: 10,
  name: 'high-price-growth',
  text: 'Home prices rising more than 10 % every year is a boom’s pace that no US boom has kept up (about 4 to 5 % a year over the long run): treat this result as a what-if.',
};

/**
 * A SIP's step-up follows pay: pay rises in India averaged about 15 % a year at their 2007 peak (Hewitt's salary
 * increase survey, 15.1 %) and 9 to 10 % since 2017 (Aon's), so a step-up above 15 % outgrows any pay for long.
 */
export const HIGH_STEP_UP: SoftLimit = {
  limit: 15,
  name: 'high-step-up',
  text: 'A step-up above 15 % a year outgrows pay, whose rises in India averaged about 15 % at their 2007 peak and 9 to 10 % a year since: treat this result as a what-if.',
};

export const yearlyReturn = (what = 'Expected return'): PercentUnit => ({ ...yearlyPercent(what, 50), warnAbove: HIGH_RETURN });
/** A deposit's yearly rate (FD, RD, PPF): read as a rate, warned of as a return. */
export const depositRate = (what = 'Interest rate'): PercentUnit => ({ ...yearlyPercent(what, 40), warnAbove: HIGH_RETURN });
/** Inflation a year: warned of above 20 %. */
export const inflationRate = (what: string): PercentUnit => ({ ...yearlyChange(what), warnAbove: HIGH_INFLATION });
/** A rent's yearly increase: warned of above 10 %. */
export const rentGrowth = (what = 'Rent increase'): PercentUnit => ({ ...yearlyChange(what), warnAbove: HIGH_RENT_GROWTH });
/** A home's yearly price growth: warned of above 10 %. */
export const homePriceGrowth = (what = 'Home price growth'): PercentUnit => ({ ...yearlyChange(what), warnAbove: HIGH_PRICE_GROWTH });
/** A SIP's yearly step-up: warned of above 15 %. */
export const yearlyStepUp = (what = 'Annual step-up'): PercentUnit => ({ ...yearlyChange(what), warnAbove: HIGH_STEP_UP });
