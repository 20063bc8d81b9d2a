/**
 * Self-employment tax, line by line as Schedule SE (Social Security and Medicare) and Form 8959 Part II (the
 * Additional Medicare Tax) compute it, plus the quarterly estimated payment that covers it with the income tax.
 * Nothing is rounded: the forms round to whole dollars, a display can round to the cent.
 */
import {
  ADDITIONAL_MEDICARE_PERCENT,
  ADDITIONAL_MEDICARE_THRESHOLD,
  ESTIMATED_TAX_DUE_DATES,
  MEDICARE_PERCENT,
  SE_EARNINGS_PERCENT,
  SE_MINIMUM_EARNINGS,
  SOCIAL_SECURITY_PERCENT,
  SOCIAL_SECURITY_WAGE_BASE,
} from './tables/selfEmploymentTax';
import type { FilingStatus, TaxYear } from './tables/usFederalTax';

/** What the calculation needs; the caller has checked the ranges. */
export interface SelfEmploymentTaxInputs {
  /** Net profit from self-employment for the year (Schedule C line 31), > 0. */
  readonly netProfit: number;
  readonly taxYear: TaxYear;
  readonly filingStatus: FilingStatus;
  /**
   * W-2 wages (Social Security and Medicare wages) the same year, >= 0. They use up the wage base first and count
   * towards the Additional Medicare threshold, which is why a side business on top of a salary pays less Social
   * Security tax than the same profit alone.
   */
  readonly wages: number;
  /** The federal income tax expected for the year, >= 0: it goes into the quarterly payment, not the SE tax. */
  readonly incomeTax: number;
}

/** Each line that makes up the tax, so a page can show where the total comes from. */
export interface SelfEmploymentTax {
  /** Net earnings from self-employment: 92.35 % of net profit (Schedule SE line 4a). */
  readonly base: number;
  /** True when `base` is under $400: no SE tax is owed, and every tax line below is 0. */
  readonly under400: boolean;
  /** The year's Social Security wage base (SSA). */
  readonly wageBase: number;
  /** The earnings that pay Social Security tax: the base, capped at what the wages left of the wage base. */
  readonly socialSecurityEarnings: number;
  /** 12.4 % of `socialSecurityEarnings` (Schedule SE line 10). */
  readonly socialSecurity: number;
  /** 2.9 % of the whole base (Schedule SE line 11). */
  readonly medicare: number;
  /** Social Security plus Medicare (Schedule SE line 12). */
  readonly seTax: number;
  /** Half the SE tax, deducted from income (Schedule SE line 13; Schedule 1 line 15). */
  readonly deductibleHalf: number;
  /** The filing status's Additional Medicare threshold (Form 8959 line 9). */
  readonly additionalMedicareThreshold: number;
  /** 0.9 % of the base above what the wages left of the threshold (Form 8959 line 13); paid with the income tax. */
  readonly additionalMedicare: number;
  /** A quarter of SE tax, Additional Medicare and income tax: each of the four estimated payments. */
  readonly quarterlyPayment: number;
  /** SE tax as a % of net profit. */
  readonly effectiveRate: number;
}

/**
 * The self-employment tax on a year's net profit. Wages matter twice: they fill the Social Security wage base
 * before the business does (Schedule SE lines 7 to 10) and they fill the Additional Medicare threshold first
 * (Form 8959 lines 9 to 12).
 */
export function selfEmploymentTax({ netProfit, taxYear, filingStatus, wages, incomeTax }: SelfEmploymentTaxInputs): SelfEmploymentTax {
  const base = (netProfit * SE_EARNINGS_PERCENT) / 100;
  const wageBase = SOCIAL_SECURITY_WAGE_BASE[taxYear];
  const additionalMedicareThreshold = ADDITIONAL_MEDICARE_THRESHOLD[filingStatus];
  const under400 = base < SE_MINIMUM_EARNINGS;
  if (under400) {
    return {
      base,
      under400,
      wageBase,
      socialSecurityEarnings: 0,
      socialSecurity: 0,
      medicare: 0,
      seTax: 0,
      deductibleHalf: 0,
      additionalMedicareThreshold,
      additionalMedicare: 0,
      quarterlyPayment: incomeTax / 4,
      effectiveRate: 0,
    };
  }
  const socialSecurityEarnings = Math.min(base, Math.max(0, wageBase - wages));
  const socialSecurity = (socialSecurityEarnings * SOCIAL_SECURITY_PERCENT) / 100;
  const medicare = (base * MEDICARE_PERCENT) / 100;
  const seTax = socialSecurity + medicare;
  const thresholdLeft = Math.max(0, additionalMedicareThreshold - wages);
  const additionalMedicare = (Math.max(0, base - thresholdLeft) * ADDITIONAL_MEDICARE_PERCENT) / 100;
  return {
    base,
    under400,
    wageBase,
    socialSecurityEarnings,
    socialSecurity,
    medicare,
    seTax,
    deductibleHalf: seTax / 2,
    additionalMedicareThreshold,
    additionalMedicare,
    quarterlyPayment: (seTax + additionalMedicare + incomeTax) / 4,
    effectiveRate: (seTax / netProfit) * 100,
  };
}

/**
 * The four estimated-tax due dates for a tax year, as ISO dates: the dates Form 1040-ES prints for that year, already
 * moved past weekends and legal holidays (September 15, 2024 was a Sunday, so that payment was due September 16).
 */
export function estimatedTaxDueDates(taxYear: TaxYear): readonly [string, string, string, string] {
  return ESTIMATED_TAX_DUE_DATES[taxYear];
}
