/**
 * Property tax as the reader has it: a rate (% of the price a year, as DEPTH.md defines it) or the yearly bill in
 * dollars. The mortgage and home affordability pages both take either, with a select beside the field.
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

