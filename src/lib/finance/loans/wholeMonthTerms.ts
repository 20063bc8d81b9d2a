/** DECISIONS.md's rule for terms in years: payments are monthly, so a term must be a whole number of months. */
import type { FieldRejection } from '../types';
import { wholeMonths } from '../math/months';

/** Why a term in years is rejected: it is not a whole number of months. */
export const NOT_WHOLE_MONTHS = 'Enter a term of whole months: 2.5 years (30 months) works, 2.51 years does not.';

/**
 * DECISIONS.md's "whole months": a term in years whose × 12 is not a whole number of months is rejected, since the
 * payments are monthly. One rejection per field named.
 */
export function wholeMonthRejections(termsInYears: Readonly<Record<string, number>>): FieldRejection[] {
  return Object.entries(termsInYears).flatMap(([field, years]) => (wholeMonths(years * 12) === null ? [{ field, message: NOT_WHOLE_MONTHS }] : []));
}
