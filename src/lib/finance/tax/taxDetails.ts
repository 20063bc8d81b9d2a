/** The US federal income tax bracket by bracket, and what the tax page shows of it: the bracket table and bar. */
import { formatMoney } from '../../format';
import type { CalculationDetails, DetailNote } from '../details';
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

/** The filing statuses as a sentence names them. */
const STATUS_WORDS: Readonly<Record<FilingStatus, string>> = {
  single: 'single',
  married: 'married filing jointly',
  headOfHousehold: 'head of household',
  marriedSeparate: 'married filing separately',
};

/** What the result was worked out for, so that no reader takes one year's tax for another's. */
function taxBasis({ income, filingStatus, taxYear, standardDeduction }: TaxTerms): DetailNote {
  const deduction = TAX_YEARS[taxYear].standardDeduction[filingStatus];
  const base = standardDeduction ? `less the ${formatMoney(deduction, 'USD')} standard deduction` : 'as entered (no standard deduction taken)';
  return { text: `Federal income tax for ${taxYear}, filing as ${STATUS_WORDS[filingStatus]}, on ${formatMoney(income, 'USD')} ${base}.` };
}

/** A reader who asks "what do I keep of my pay" needs more than income tax: the page that answers that. */
const TAKE_HOME: DetailNote = {
  name: 'take-home',
  text: 'This is federal income tax alone. What reaches your bank account from each paycheck, after Social Security, Medicare, state tax and a 401(k):',
  link: { href: '/paycheck-calculator', text: 'the paycheck calculator' },
};

export function taxDetails(terms: TaxTerms): CalculationDetails {
  const { brackets, taxableIncome, totalTax } = federalIncomeTax(terms);
  return {
    notes: [taxBasis(terms), TAKE_HOME],
    charts:
      brackets.length > 1
        ? [{ kind: 'share', name: 'brackets', caption: 'How your taxable income fills the brackets', parts: brackets.map((slice, index) => ({ label: `${String(slice.rate)}\u00a0%`, value: slice.taxed, tone: index % 2 ? 'tax-light' : 'tax' })) }]
        : [],
    brackets: [
      {
        name: '',
        caption: `Your ${terms.taxYear} tax, bracket by bracket (${TAX_YEARS[terms.taxYear].source})`,
        rows: brackets,
        totals: { taxed: taxableIncome, tax: totalTax },
      },
    ],
  };
}
