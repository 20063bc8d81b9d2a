/**
 * Counting whole months, which every monthly calculation needs: kept apart from the schedule so that a calculator
 * that only checks a term does not download the schedule (the build puts this file in the shared calculator core).
 */

/** Terms arrive through float arithmetic ((0.1 + 0.2) × 100 = 30.000000000000004); a term that close to whole is whole. */
const WHOLE_TOLERANCE = 1e-9;

/** A count of months as a whole number of at least one, or null when it is not one (payments are monthly). */
export function wholeMonths(months: number): number | null {
  const whole = Math.round(months);
  return whole >= 1 && Math.abs(months - whole) < WHOLE_TOLERANCE ? whole : null;
}

/**
 * The period of a yearly row that ends after `months` months in all (DEPTH.md): its year, and for a last partial year
 * its length in years to 2 decimals (30 months is 2.5, 31 months 2.58).
 */
export function yearPeriod(months: number): number {
  return Math.round((months / 12) * 100) / 100;
}
