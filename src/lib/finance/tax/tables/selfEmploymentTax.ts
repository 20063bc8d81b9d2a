/**
 * Self-employment tax (Social Security and Medicare for people who work for themselves), as Schedule SE and
 * Form 8959 compute it. The rates and the $400 floor are set by the Internal Revenue Code and have not changed in
 * years; only the Social Security wage base moves, once a year, when the Social Security Administration announces
 * it each October. Adding a tax year to `TAX_YEARS` (usFederalTax.ts) means adding its wage base here: the table is
 * keyed by the same years, so the type check asks for it.
 */
import type { FilingStatus, TaxYear } from './usFederalTax';

/**
 * The share of net profit that counts as net earnings from self-employment, in % (IRC §1402(a)(12); Schedule SE
 * line 4a: "multiply line 3 by 92.35 %"). It is 100 % less half the 15.3 % rate, standing in for the employer's
 * half that an employee never sees on a pay slip.
 */
export const SE_EARNINGS_PERCENT = 92.35;

/** Net earnings below this owe no self-employment tax (IRC §1402(b); Schedule SE line 4c: "If less than $400, stop"). */
export const SE_MINIMUM_EARNINGS = 400;

/** The Social Security (old-age, survivors and disability) part of the rate, in % (IRC §1401(a); Schedule SE line 10). */
export const SOCIAL_SECURITY_PERCENT = 12.4;

/** The Medicare (hospital insurance) part of the rate, in %, on all net earnings without a cap (IRC §1401(b)(1); Schedule SE line 11). */
export const MEDICARE_PERCENT = 2.9;

/** The Additional Medicare Tax on earnings above the filing status's threshold, in % (IRC §1401(b)(2); Form 8959 line 13). */
export const ADDITIONAL_MEDICARE_PERCENT = 0.9;

/**
 * The Social Security wage base ("contribution and benefit base"): the most earnings, wages and self-employment
 * together, that pay the 12.4 % each year. Source: SSA, https://www.ssa.gov/oact/cola/cbb.html, and its yearly COLA
 * fact sheets (2026: October 2025).
 */
export const SOCIAL_SECURITY_WAGE_BASE = {
  '2023': 160_200,
  '2024': 168_600,
  '2025': 176_100,
  '2026': 184_500,
} as const satisfies Record<TaxYear, number>;

/**
 * Where the Additional Medicare Tax starts, per filing status (IRC §1401(b)(2)(B); Form 8959 instructions, line 9).
 * Set by statute in 2013 and not indexed for inflation, so the same for every year.
 */
export const ADDITIONAL_MEDICARE_THRESHOLD = {
  single: 200_000,
  headOfHousehold: 200_000,
  married: 250_000,
  marriedSeparate: 125_000,
} as const satisfies Record<FilingStatus, number>;

/**
 * The four estimated-tax due dates of each year as Form 1040-ES for that year prints them: April 15, June 15,
 * September 15 and January 15 of the next year, each moved to the next business day when it falls on a weekend or a
 * legal holiday (April 15, 2023 was a Saturday and April 17 Emancipation Day in Washington, D.C.; January 15, 2024
 * was Martin Luther King Jr. Day; June 15, 2024, September 15, 2024 and June 15, 2025 fell on weekends).
 */
export const ESTIMATED_TAX_DUE_DATES = {
  '2023': ['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16'],
  '2024': ['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15'],
  '2025': ['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15'],
  '2026': ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'],
} as const satisfies Record<TaxYear, readonly [string, string, string, string]>;
