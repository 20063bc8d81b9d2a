/**
 * Social Security's retirement benefit by claiming age (SSA): the full retirement age by year of birth, the reduction
 * for each month claimed before it, the delayed retirement credit for each month after it, and the earnings test.
 * Sources: SSA, "Benefit reduction for early retirement" (ssa.gov/benefits/retirement/planner/agereduction.html) and
 * "Delayed retirement credits" (ssa.gov/benefits/retirement/planner/delayret.html, and the fact sheet
 * ssa.gov/pressoffice/DlyRetCrdtFactSheet.html); 20 CFR 404.409, 404.410, 404.313; the 2026 earnings test from SSA's
 * Office of the Chief Actuary, "Determination of the Exempt Amounts for 2026" (ssa.gov/oact/COLA/rtdet.html), and the
 * 2026 cost-of-living adjustment fact sheet (October 2025). Checked against these on 29 November 2026:
 * no figure differs.
 */

/** Where the page says its figures come from, with their date. */
export const SOCIAL_SECURITY_SOURCE = '20 CFR 404.409 and 404.410, SSA’s delayed retirement credit fact sheet, and SSA’s exempt amounts for 2026';

/**
 * Full retirement age in months, by year of birth (Social Security Act §216(l); 20 CFR 404.409): 66 for 1943 to 1954,
 * two months more for each year to 1959, 67 from 1960. Someone born on 1 January takes the year before.
 */
export function fullRetirementAgeMonths(birthYear: number): number {
  if (birthYear <= 1954) return 66 * 12;
  if (birthYear >= 1960) return 67 * 12;
  return 66 * 12 + 2 * (birthYear - 1954);
}

/** The earliest and latest claiming ages the page offers, in months: 62 and 70 (credits stop at 70). */
export const EARLIEST_CLAIM_MONTHS = 62 * 12;
export const LATEST_CLAIM_MONTHS = 70 * 12;

/** The reduction for each month claimed before full retirement age: 5/9 of 1 % for the first 36 months, 5/12 of 1 % beyond. */
export const REDUCTION_FIRST_36 = { numerator: 5, denominator: 900 } as const;
export const REDUCTION_BEYOND_36 = { numerator: 5, denominator: 1200 } as const;
/** The months to which the larger reduction applies. */
export const REDUCTION_FIRST_MONTHS = 36;

/** The delayed retirement credit for each month claimed after full retirement age, born 1943 or later: 2/3 of 1 % (8 % a year). */
export const DELAYED_CREDIT = { numerator: 2, denominator: 300 } as const;

/**
 * The retirement earnings test for 2026 (SSA's 2026 COLA fact sheet): below full retirement age, $1 of benefits is
 * withheld for every $2 of earnings above the first figure; in the year full retirement age is reached, $1 for every $3
 * above the second, counting the months before it.
 */
export const EARNINGS_TEST_2026 = { underFullAge: 24_480, yearOfFullAge: 65_160 } as const;
/** The year of those figures, and the dollars of earnings for each dollar withheld below them and in the year. */
export const EARNINGS_TEST_YEAR = 2026;
export const EARNINGS_TEST_WITHHOLDING = { underFullAge: 2, yearOfFullAge: 3 } as const;
