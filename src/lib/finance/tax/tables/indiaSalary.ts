/**
 * What an Indian salary slip is made of besides income tax: provident fund, gratuity, professional tax and the HRA
 * exemption, each from the law that sets it, with the financial years the salary pages offer. Amounts are in rupees.
 */
import type { IndiaFinancialYear } from './indiaIncomeTax';

/** The financial years the in-hand salary and HRA pages offer, newest first: the year being earned now first. */
export const SALARY_FINANCIAL_YEARS = ['2026-27', '2025-26'] as const satisfies readonly IndiaFinancialYear[];
export type SalaryFinancialYear = (typeof SALARY_FINANCIAL_YEARS)[number];

/**
 * The employee's and the employer's provident fund contribution, each in % of PF wages (Employees' Provident Funds and
 * Miscellaneous Provisions Act, 1952, section 6; EPF Scheme, 1952, paragraph 29). The employer's 12 % is split
 * between the EPF and the pension scheme (8.33 %), which this page does not separate.
 */
export const PF_PERCENT = 12;

/**
 * The wage ceiling of the EPF Scheme, 1952 (paragraph 2(f) and 26A(2), ₹15,000 a month since 1 September 2014):
 * contributions on wages above it are voluntary, which is what a `capped` salary structure leaves out.
 */
export const EPF_WAGE_CEILING_MONTH = 15_000;

/**
 * Gratuity: 15 days' wages for each year of service, a month counted as 26 working days (Payment of Gratuity Act,
 * 1972, section 4(2); carried into the Code on Social Security, 2020, section 53). As a share of a year's basic:
 * 15 ÷ 26 of a month's basic a year is 15 ÷ 312 of a year's.
 */
export const GRATUITY_DAYS_A_YEAR = 15;
export const WORKING_DAYS_A_MONTH = 26;

/** Professional tax: a state's tax on employment, at most ₹2,500 a year (Constitution of India, Article 276(2)). */
export const PROFESSIONAL_TAX_MAXIMUM = 2_500;

/**
 * Section 80C of the Income-tax Act, 1961 (section 123 of the Income-tax Act, 2025, from 2026-27): employee PF, PPF,
 * ELSS, life insurance premiums and the like, ₹1,50,000 in all, in the old regime only.
 */
export const SECTION_80C_LIMIT = 1_50_000;

/**
 * The labour codes (Code on Wages, 2019, section 2(y), and the Code on Social Security, 2020), in force since 21 November
 * 2025: allowances above half of all pay are added back into wages for PF and gratuity. The share, in %.
 */
export const LABOUR_CODES_WAGE_SHARE = 50;
export const LABOUR_CODES_IN_FORCE = '21 November 2025';

/**
 * The HRA exemption's three limits (section 10(13A) of the Income-tax Act, 1961 with rule 2A of the Income-tax Rules,
 * 1962, to 2025-26; the Income-tax Act, 2025 and the Income-tax Rules, 2026 from 2026-27): rent paid above 10 % of
 * salary, and 50 % of salary in the cities listed below (40 % elsewhere).
 */
export const HRA_RENT_OVER_PERCENT = 10;
export const HRA_METRO_PERCENT = 50;
export const HRA_OTHER_PERCENT = 40;

/** The cities whose HRA limit is 50 % of salary, year by year, and the rule that lists them. */
export const HRA_METRO_CITIES = {
  '2026-27': {
    cities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad'],
    source: 'Income-tax Rules, 2026',
  },
  '2025-26': {
    cities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'],
    source: 'rule 2A of the Income-tax Rules, 1962',
  },
} as const satisfies Record<SalaryFinancialYear, { readonly cities: readonly string[]; readonly source: string }>;

/**
 * Rent above this a year needs the landlord's PAN on the HRA claim the employer takes (CBDT's circular on TDS from
 * salaries, paragraph on HRA, since Circular 8/2013).
 */
export const LANDLORD_PAN_RENT_A_YEAR = 1_00_000;
