/**
 * The rows of a yearly table by term (DEPTH.md's growth): a module of its own, so that a working that only counts the
 * rows (indiaGrowthWorking.ts) does not fetch the growth pages' details with it.
 */

/** Past 100 years a yearly table is no longer something a person reads. */
export const MAX_TABLE_YEARS = 100;

/** Floating point: 2.3 years must not read as a partial year of 0.3 plus noise. */
const TOLERANCE = 1e-9;

export interface YearTerm {
  /** The row's number: 1, 2 … and a last partial year to 2 decimals (2.5, 2.58). */
  readonly period: number;
  /** Whole years so far, or null for the last partial row, which is the full term. */
  readonly years: number | null;
}

/** The rows of a yearly table for a term in years, or null when it is longer than 100 years. */
export function yearTerms(totalYears: number): YearTerm[] | null {
  if (totalYears > MAX_TABLE_YEARS + TOLERANCE) return null;
  const whole = Math.floor(totalYears + TOLERANCE);
  const terms: YearTerm[] = Array.from({ length: whole }, (_, index) => ({ period: index + 1, years: index + 1 }));
  if (totalYears - whole > TOLERANCE) terms.push({ period: Math.round(totalYears * 100) / 100, years: null });
  return terms;
}

/** The yearly table's last row, where the term has one. */
export const lastRow = (years: number): number | undefined => yearTerms(years)?.at(-1)?.period;

/** How many rows the yearly table has for a term of `years` (none past 100 years). */
export const rowsFor = (years: number): number => yearTerms(years)?.length ?? 0;
