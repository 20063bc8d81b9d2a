/**
 * Take-home pay (PAY.md's paycheck): the year's gross pay less a traditional 401(k), cafeteria-plan deductions,
 * federal income tax, the employee's Social Security and Medicare, a flat state rate and after-tax deductions, each
 * for the year and then spread evenly over the year's paychecks. The calculator, its details and its working all read
 * this one computation, so the three can never disagree.
 */
import { federalIncomeTax, type FederalIncomeTax } from './federalIncomeTax';
import { SOCIAL_SECURITY_WAGE_BASE } from './tables/selfEmploymentTax';
import type { FilingStatus, TaxYear } from './tables/usFederalTax';
import {
  ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT,
  ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD,
  ELECTIVE_DEFERRAL_LIMIT,
  EMPLOYEE_MEDICARE_PERCENT,
  EMPLOYEE_SOCIAL_SECURITY_PERCENT,
} from './tables/usPayroll';

/** What `pay` is: a year's salary, one paycheck's gross, or an hourly rate. */
export const PAY_UNITS = ['year', 'paycheck', 'hour'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** Paychecks a year for each pay frequency, in the order the form offers them (the first, every two weeks, is the default). */
export const PAYCHECKS_A_YEAR = { biweekly: 26, weekly: 52, semimonthly: 24, monthly: 12 } as const;
export type PayFrequency = keyof typeof PAYCHECKS_A_YEAR;
export const PAY_FREQUENCIES = Object.keys(PAYCHECKS_A_YEAR) as PayFrequency[];

/** The years the page offers, newest first (PAY.md): those whose deferral limit and wage base are in the tables. */
export const PAYCHECK_YEARS = ['2026', '2025'] as const satisfies readonly TaxYear[];
export type PaycheckYear = (typeof PAYCHECK_YEARS)[number];

/** An hourly rate becomes a year's pay over 52 weeks. */
export const WEEKS_A_YEAR = 52;

export interface PaycheckTerms {
  readonly pay: number;
  readonly payUnit: PayUnit;
  readonly hoursPerWeek: number;
  readonly frequency: PayFrequency;
  readonly taxYear: PaycheckYear;
  readonly filingStatus: FilingStatus;
  readonly retirementPercent: number;
  readonly pretaxDeductions: number;
  readonly stateRate: number;
  readonly afterTaxDeductions: number;
}

/** Every figure for the year (one paycheck's is it divided by `paychecks`). */
export interface Paycheck {
  readonly paychecks: number;
  readonly gross: number;
  /** The 401(k) the percent asks for, before the limit. */
  readonly retirementWanted: number;
  readonly deferralLimit: number;
  readonly retirement: number;
  readonly pretax: number;
  /** Gross pay less the 401(k) and pre-tax deductions: the wages federal and state income tax start from. */
  readonly taxedWages: number;
  readonly federal: FederalIncomeTax;
  /** Wages for Social Security and Medicare: a 401(k) deferral is still one, a cafeteria-plan deduction is not. */
  readonly ficaWages: number;
  readonly wageBase: number;
  readonly socialSecurity: number;
  readonly medicare: number;
  readonly additionalMedicare: number;
  readonly state: number;
  readonly afterTax: number;
  readonly takeHome: number;
  /** Federal, Social Security, Medicare and state tax as a share of the gross pay, in %. */
  readonly totalTaxRate: number;
}

/** The gross pay for the year from the pay as entered. */
export function grossForYear({ pay, payUnit, hoursPerWeek, frequency }: Pick<PaycheckTerms, 'pay' | 'payUnit' | 'hoursPerWeek' | 'frequency'>): number {
  if (payUnit === 'paycheck') return pay * PAYCHECKS_A_YEAR[frequency];
  if (payUnit === 'hour') return pay * hoursPerWeek * WEEKS_A_YEAR;
  return pay;
}

export function takeHomePay(terms: PaycheckTerms): Paycheck {
  const paychecks = PAYCHECKS_A_YEAR[terms.frequency];
  const gross = grossForYear(terms);
  const retirementWanted = (gross * terms.retirementPercent) / 100;
  const deferralLimit = ELECTIVE_DEFERRAL_LIMIT[terms.taxYear];
  const retirement = Math.min(retirementWanted, deferralLimit);
  const pretax = terms.pretaxDeductions * paychecks;
  const taxedWages = gross - retirement - pretax;
  const federal = federalIncomeTax({ income: taxedWages, filingStatus: terms.filingStatus, taxYear: terms.taxYear, standardDeduction: true });
  const ficaWages = gross - pretax;
  const wageBase = SOCIAL_SECURITY_WAGE_BASE[terms.taxYear];
  const socialSecurity = (Math.min(ficaWages, wageBase) * EMPLOYEE_SOCIAL_SECURITY_PERCENT) / 100;
  const additionalMedicare = (Math.max(0, ficaWages - ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD) * ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT) / 100;
  const medicare = (ficaWages * EMPLOYEE_MEDICARE_PERCENT) / 100 + additionalMedicare;
  const state = (terms.stateRate * Math.max(0, taxedWages)) / 100;
  const afterTax = terms.afterTaxDeductions * paychecks;
  const taxes = federal.totalTax + socialSecurity + medicare + state;
  return {
    paychecks,
    gross,
    retirementWanted,
    deferralLimit,
    retirement,
    pretax,
    taxedWages,
    federal,
    ficaWages,
    wageBase,
    socialSecurity,
    medicare,
    additionalMedicare,
    state,
    afterTax,
    takeHome: taxedWages - taxes - afterTax,
    totalTaxRate: (taxes / gross) * 100,
  };
}
