/**
 * Property tax as the reader has it: a rate (% of the price a year, as DEPTH.md defines it) or the yearly bill in
 * dollars. The mortgage and home affordability pages both take either, with a select beside the field.
 */
import type { DetailNote } from '../details';
import { unitNote, type FieldUnit } from '../units';

export const PROPERTY_TAX_UNITS = ['percent', 'dollars'] as const;
export type PropertyTaxUnit = (typeof PROPERTY_TAX_UNITS)[number];

/** The select beside the property tax field; its first option, percent, is the default. */
export const propertyTaxUnitInput = { kind: 'choice', options: PROPERTY_TAX_UNITS } as const;

/** Above this % of the price a year, a property tax given as a percent is most likely the yearly bill in dollars. */
export const PROPERTY_TAX_PERCENT_LIMIT = 10;

const PROPERTY_TAX_AS_PERCENT: FieldUnit = { unit: 'percent', what: 'Property tax', per: ' of the price a year', amountLike: { limit: PROPERTY_TAX_PERCENT_LIMIT, inclusive: false } };

/** Whether a property tax given as a percent reads like a yearly bill typed in dollars. */
export const looksLikeDollars = (propertyTax: number, unit: PropertyTaxUnit): boolean => unit === 'percent' && propertyTax > PROPERTY_TAX_PERCENT_LIMIT;

/** The check-units note for a property tax above 10 % of the price, only while it is given as a percent. */
export const propertyTaxSlip = (propertyTax: number, unit: PropertyTaxUnit): DetailNote[] => (unit === 'percent' ? [unitNote(PROPERTY_TAX_AS_PERCENT, propertyTax) ?? []].flat() : []);
