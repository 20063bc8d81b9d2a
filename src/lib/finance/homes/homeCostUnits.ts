/**
 * What the costs of owning a home measure, for every page that asks for them (mortgage, affordability): the
 * property tax as a percent of the price or as the bill's dollars a year, the insurance a year, PMI and HOA dues.
 */
import { yearly, type Bound, type FieldUnit, type Neighbour, type PercentUnit, type UnitByChoice } from '../units';

/**
 * The property tax, read by the `propertyTaxUnit` select beside it. As a percent, above 10 % of the price reads as
 * the bill's dollars (a fraction of 1 % is usual, so no fraction slip); as dollars, a figure of at most 100 that is
 * under 1 % of the price reads as a percent typed for dollars.
 */
export function propertyTaxMeasure(price?: Neighbour): UnitByChoice {
  const percent: PercentUnit = { unit: 'percent', what: 'Property tax', per: ' of the price a year', amountLike: { limit: 10, inclusive: false }, ...(price ? { of: price } : {}) };
  const dollars: FieldUnit = { ...yearly('Property tax'), ...(price ? { percentOf: price } : {}) };
  return { choice: 'propertyTaxUnit', units: { percent, dollars } };
}

/** PMI: a fraction of 1 % of the loan a year is usual; above 5 % reads as an amount. */
export const PMI: PercentUnit = { unit: 'percent', what: 'PMI', per: ' of the loan a year', amountLike: { limit: 5, inclusive: false } };

/** Home insurance a year: under 0.1 % of the price a year is more likely a month's premium. */
export const homeInsurance = (price?: Neighbour): FieldUnit => yearly('Home insurance', price ? { ...price, share: 0.001 } : undefined);

/** HOA dues a month above the bound (0.5 % of the price, say) are more likely a year's. */
export const hoaDues = (bound?: Bound): FieldUnit => ({ unit: 'money', what: 'HOA dues', per: 'month', ...(bound ? { yearLike: bound } : {}) });
