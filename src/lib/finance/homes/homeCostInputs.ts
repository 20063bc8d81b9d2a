/**
 * The costs of owning a home as a reader enters them, on every page that asks for them (mortgage, affordability, rent
 * vs buy): the property tax as a rate (% of the price a year, as DEPTH.md defines it) or the yearly bill in dollars,
 * with a select beside the field; PMI; and what each measures (units.ts; the insurance and HOA dues, which rent vs buy asks for too, are there).
 */
import { yearly, type FieldUnit, type Neighbour, type PercentUnit, type UnitByChoice } from '../units';

export const PROPERTY_TAX_UNITS = ['percent', 'dollars'] as const;
export type PropertyTaxUnit = (typeof PROPERTY_TAX_UNITS)[number];

/** The select beside the property tax field; its first option, percent, is the default. */
export const propertyTaxUnitInput = { kind: 'choice', options: PROPERTY_TAX_UNITS } as const;

/** Above this % of the price a year, a property tax given as a percent is most likely the yearly bill in dollars. */
export const PROPERTY_TAX_PERCENT_LIMIT = 10;

/** Whether a property tax given as a percent reads like a yearly bill typed in dollars. */
export const looksLikeDollars = (propertyTax: number, unit: PropertyTaxUnit): boolean => unit === 'percent' && propertyTax > PROPERTY_TAX_PERCENT_LIMIT;

/**
 * The property tax, read by the `propertyTaxUnit` select beside it. As a percent, above 10 % of the price reads as
 * the bill's dollars (a fraction of 1 % is usual, so no fraction slip); as dollars, a figure of at most 100 that is
 * under 1 % of the price reads as a percent typed for dollars.
 */
export function propertyTaxMeasure(price?: Neighbour): UnitByChoice {
  const percent: PercentUnit = { unit: 'percent', what: 'Property tax', per: ' of the price a year', amountLike: { limit: PROPERTY_TAX_PERCENT_LIMIT, inclusive: false }, ifAmount: 'If that is the yearly bill, give the property tax as dollars a year.', ...(price ? { of: price } : {}) };
  const dollars: FieldUnit = { ...yearly('Property tax'), ...(price ? { percentOf: price } : {}) };
  return { choice: 'propertyTaxUnit', units: { percent, dollars } satisfies Record<PropertyTaxUnit, FieldUnit> };
}

/** PMI: a fraction of 1 % of the loan a year is usual; above 5 % reads as an amount. */
export const PMI: PercentUnit = { unit: 'percent', what: 'PMI', per: ' of the loan a year', amountLike: { limit: 5, inclusive: false }, atMost: 100 };
