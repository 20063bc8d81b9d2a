/** The US federal income tax, bracket by bracket, for a year and filing status (the tax and paycheck pages). */
import { TAX_RATES, TAX_YEARS, type FilingStatus, type TaxYear } from './tables/usFederalTax';
import { bracketSlices, type BracketSlice } from './brackets';

export interface TaxTerms {
  readonly income: number;
  readonly filingStatus: FilingStatus;
  readonly taxYear: TaxYear;
  readonly standardDeduction: boolean;
}

export interface FederalIncomeTax {
  readonly taxableIncome: number;
  readonly totalTax: number;
  /** The rate, in %, of the bracket holding the last dollar of taxable income; 0 when there is none. */
  readonly marginalRate: number;
  readonly brackets: readonly BracketSlice[];
}

export function federalIncomeTax({ income, filingStatus, taxYear, standardDeduction }: TaxTerms): FederalIncomeTax {
  const year = TAX_YEARS[taxYear];
  const taxableIncome = Math.max(0, income - (standardDeduction ? year.standardDeduction[filingStatus] : 0));
  const brackets = bracketSlices(taxableIncome, TAX_RATES, year.bracketTops[filingStatus]);
  return {
    taxableIncome,
    totalTax: brackets.reduce((sum, slice) => sum + slice.tax, 0),
    marginalRate: brackets.at(-1)?.rate ?? 0,
    brackets,
  };
}
