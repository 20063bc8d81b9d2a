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
