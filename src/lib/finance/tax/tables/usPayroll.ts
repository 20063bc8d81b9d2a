/**
 * What an employer takes from a US paycheck besides income tax, by tax year: the elective deferral limit of a
 * traditional 401(k) or 403(b), and the employee's share of Social Security and Medicare. The Social Security wage base
 * is the self-employment page's table (`SOCIAL_SECURITY_WAGE_BASE` in selfEmploymentTax.ts), so that each year's base is
 * typed once for both pages.
 */
import type { TaxYear } from './usFederalTax';

/**
 * The most an employee may defer from pay into a 401(k), 403(b) or most 457 plans in a year, before the catch-up
 * contributions allowed from age 50 (IRC §402(g)(1), indexed each year by an IRS notice): 2023 Notice 2022-55; 2024
 * Notice 2023-75; 2025 Notice 2024-80; 2026 Notice 2025-67 (IRS news release IR-2025-111, November 13, 2025).
 */
export const ELECTIVE_DEFERRAL_LIMIT = {
  '2023': 22_500,
  '2024': 23_000,
  '2025': 23_500,
  '2026': 24_500,
} as const satisfies Record<TaxYear, number>;

/** The notice that sets each year's deferral limit, as the page names it. */
export const ELECTIVE_DEFERRAL_SOURCE = {
  '2023': 'IRS Notice 2022-55',
  '2024': 'IRS Notice 2023-75',
  '2025': 'IRS Notice 2024-80',
  '2026': 'IRS Notice 2025-67',
} as const satisfies Record<TaxYear, string>;

/** The employee's Social Security tax, in % of wages up to the wage base (IRC §3101(a); IRS Publication 15). */
export const EMPLOYEE_SOCIAL_SECURITY_PERCENT = 6.2;

/** The employee's Medicare tax, in % of all wages (IRC §3101(b)(1); IRS Publication 15). */
export const EMPLOYEE_MEDICARE_PERCENT = 1.45;

/** The Additional Medicare Tax an employer withholds, in % of wages above the threshold below (IRC §3102(f)). */
export const ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT = 0.9;

/**
 * Wages in a calendar year above which an employer must withhold the Additional Medicare Tax, whatever the employee's
 * filing status (IRC §3102(f)(1); IRS Publication 15, section 9). Set by statute in 2013 and not indexed.
 */
export const ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD = 200_000;

/**
 * A year's limits on a 401(k) or 403(b) beyond the deferral limit (IRS Notice 2025-67 for 2026, Notice 2024-80 for
 * 2025): the catch-up an employee may add from the year they turn 50 (IRC §414(v)), the larger catch-up instead in the
 * years they turn 60 to 63 (SECURE 2.0 Act §109, from 2025), the most a plan may add to an account in a year from
 * employee and employer together, catch-ups outside it (IRC §415(c)(1)(A)), and the most pay a plan may count
 * (IRC §401(a)(17)).
 */
export const PLAN_LIMITS = {
  '2026': { catchUp: 8_000, catchUp60To63: 11_250, annualAdditions: 72_000, compensation: 360_000 },
  '2025': { catchUp: 7_500, catchUp60To63: 11_250, annualAdditions: 70_000, compensation: 350_000 },
} as const satisfies Readonly<Partial<Record<TaxYear, { catchUp: number; catchUp60To63: number; annualAdditions: number; compensation: number }>>>;

/** The ages at which the larger catch-up replaces the usual one (SECURE 2.0 Act §109): 60 to 63 in the year. */
export const CATCH_UP_60_TO_63_AGES = [60, 63] as const;
/** The age from which catch-up contributions are allowed, reached by the year's end (IRC §414(v)(5)). */
export const CATCH_UP_AGE = 50;
