/**
 * What the costs of owning a home measure, for every page that asks for them (mortgage, affordability): the
 * insurance a year, PMI and HOA dues (the property tax's, which follows its select, is in propertyTax.ts).
 */
import { yearly, type Bound, type FieldUnit, type Neighbour, type PercentUnit } from '../units';

/** PMI: a fraction of 1 % of the loan a year is usual; above 5 % reads as an amount. */
export const PMI: PercentUnit = { unit: 'percent', what: 'PMI', per: ' of the loan a year', amountLike: { limit: 5, inclusive: false } };

/** Home insurance a year: under 0.1 % of the price a year is more likely a month's premium. */
export const homeInsurance = (price?: Neighbour): FieldUnit => yearly('Home insurance', price ? { ...price, share: 0.001 } : undefined);

/** HOA dues a month above the bound (0.5 % of the price, say) are more likely a year's. */
export const hoaDues = (bound?: Bound): FieldUnit => ({ unit: 'money', what: 'HOA dues', per: 'month', ...(bound ? { yearLike: bound } : {}) });
