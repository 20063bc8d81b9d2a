/**
 * What an Indian salary slip is made of besides income tax: provident fund, gratuity, professional tax and the HRA
 * exemption, each from the law that sets it, with the financial years the salary pages offer. Amounts are in rupees.
 */
import type { IndiaFinancialYear } from './indiaIncomeTax';

/** The financial years the in-hand salary and HRA pages offer, newest first: the year being earned now first. */
export const SALARY_FINANCIAL_YEARS = ['2026-27', '2025-26'] as const satisfies readonly IndiaFinancialYear[];
export type SalaryFinancialYear = (typeof SALARY_FINANCIAL_YEARS)[number];

/**
 * The employee's and the employer's provident fund contribution, each in % of PF wages (Code on Social Security, 2020,
 * section 16, in force since 21 November 2025, and the Employees' Provident Fund Scheme, 2026, G.S.R. 525(E) of 29 June
 * 2026, which replaced the 1952 Scheme). The employer's 12 % is split between the EPF and the pension scheme (8.33 %),
 * which the page does not separate.
 */
export const PF_PERCENT = 12;

/**
 * The EPF wage ceiling, ₹ a month, by financial year: contributions on wages above it are voluntary, which is what a
 * `capped` salary structure leaves out, and the Employees' Pension Scheme takes its 8.33 % of wages up to it. ₹15,000
 * from 1 September 2014 (notified again under section 2(89) of the Code on Social Security, 2020 by S.O. 2702(E) of 29
 * May 2026); ₹25,000 from 17 September 2026 (S.O. 5109(E) of 17 September 2026, for Chapter III of the Code; Ministry of
 * Labour and Employment press releases of 16 and 23 September 2026). A year's ceiling is the one in force for the rest of
 * it: 2026-27's is ₹25,000, though its months before 17 September 2026 were paid on ₹15,000.
 */
export const EPF_WAGE_CEILING = { '2026-27': 25_000, '2025-26': 15_000 } as const satisfies Record<SalaryFinancialYear, number>;
/** The ceiling in force now, for pages that look ahead year by year (the EPF page). */
export const EPF_WAGE_CEILING_NOW = EPF_WAGE_CEILING['2026-27'];
/** When the ceiling last changed, as a page says it. */
export const EPF_WAGE_CEILING_FROM = '17 September 2026';

/**
 * Gratuity: 15 days' wages for each completed year of service, a month counted as 26 working days (Code on Social
 * Security, 2020, section 53, which replaced section 4(2) of the Payment of Gratuity Act, 1972 on 21 November 2025).
 * As a share of a year's basic: 15 ÷ 26 of a month's basic a year is 15 ÷ 312 of a year's.
 */
export const GRATUITY_DAYS_A_YEAR = 15;
export const WORKING_DAYS_A_MONTH = 26;

/** Professional tax: a state's tax on employment, at most ₹2,500 a year (Constitution of India, Article 276(2)). */
export const PROFESSIONAL_TAX_MAXIMUM = 2_500;

/**
 * Section 80C of the Income-tax Act, 1961 (section 123 of the Income-tax Act, 2025, from 2026-27): employee PF, PPF,
 * ELSS, life insurance premiums and the like, ₹1,50,000 in all, in the old regime only. Professional tax is deducted
 * from salary in the old regime only too (section 16(iii); section 19(1) of the 2025 Act, which the new regime of
 * section 202 does not allow).
 */
export const SECTION_80C_LIMIT = 1_50_000;

/**
 * The labour codes (Code on Wages, 2019, section 2(y), and the Code on Social Security, 2020), in force since 21 November
 * 2025: allowances above half of all pay are added back into wages for PF and gratuity. The share, in %.
 */
export const LABOUR_CODES_WAGE_SHARE = 50;
export const LABOUR_CODES_IN_FORCE = '21 November 2025';

/**
 * The HRA exemption's three limits (to 2025-26, section 10(13A) of the Income-tax Act, 1961 with rule 2A of the
 * Income-tax Rules, 1962; from 2026-27, section 11 and Schedule III, serial 11, of the Income-tax Act, 2025 with rule
 * 279 of the Income-tax Rules, 2026, G.S.R. 198(E) of 20 March 2026): rent paid above 10 % of salary, and 50 % of
 * salary in the cities listed below (40 % elsewhere). The new regime allows no HRA exemption.
 */
export const HRA_RENT_OVER_PERCENT = 10;
export const HRA_METRO_PERCENT = 50;
export const HRA_OTHER_PERCENT = 40;

/** The cities whose HRA limit is 50 % of salary, year by year, and the rule that lists them. */
export const HRA_METRO_CITIES = {
  '2026-27': {
    cities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad', 'Bengaluru'],
    source: 'rule 279 of the Income-tax Rules, 2026',
  },
  '2025-26': {
    cities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'],
    source: 'rule 2A of the Income-tax Rules, 1962',
  },
} as const satisfies Record<SalaryFinancialYear, { readonly cities: readonly string[]; readonly source: string }>;

/**
 * Rent above this a year needs the landlord's PAN for the employer to allow the HRA claim (CBDT Circular 08/2013 of 10
 * October 2013; from 2026-27 rule 205 of the Income-tax Rules, 2026 and its Form 124).
 */
export const LANDLORD_PAN_RENT_A_YEAR = 1_00_000;

/**
 * The Employees' Pension Scheme's part of the employer's 12 %: 8.33 % of wages up to the EPF wage ceiling (at most
 * ₹2,082.50 a month at ₹25,000, which EPFO rounds to ₹2,083; ₹1,250 at the ₹15,000 before 17 September 2026), until the
 * member turns 58, when membership ends and the whole employer share goes to EPF (Employees' Pension Scheme, 2026,
 * G.S.R. 527(E) of 29 June 2026, which replaced the 1995 Scheme, as amended by G.S.R. 847(E) from 17 September 2026).
 */
export const EPS_PERCENT = 8.33;
export const EPS_MAX_MONTH = 2_082.5;
export const EPS_LAST_AGE = 58;

/**
 * The EPF interest rate credited for a year, in %, fixed by the Central Government on the Central Board of Trustees'
 * recommendation (EPF Scheme, 2026, G.S.R. 525(E), which replaced paragraph 60 of the 1952 Scheme). 8.25 % is the rate
 * notified for 2024-25: the board recommended it on 28 February 2025 and the Ministry of Finance approved it on 22 May
 * 2025 (EPFO's circular of that day). The board recommended 8.25 % again for 2025-26 at its 239th meeting on 2 March
 * 2026; no notification of that rate was found, so the page names the 2024-25 one. `source` is the form's hint, after
 * the rate; `notified` the method's sentence.
 */
export const EPF_INTEREST_RATE = {
  rate: 8.25,
  year: '2024-25',
  source: 'the rate for 2024-25, and the one EPFO’s board recommended for 2025-26',
  notified:
    'the Central Board of Trustees recommended it on 28 February 2025 and the Ministry of Finance approved it on 22 May 2025 (EPFO circular of 22 May 2025); the board recommended 8.25 % again for 2025-26 at its 239th meeting on 2 March 2026, not yet notified by the government when this page was checked in November 2026',
} as const;
