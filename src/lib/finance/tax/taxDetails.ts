/** The US federal income tax bracket by bracket, and what the tax page shows of it: the bracket table and bar. */
import { formatMoney } from '../../format';
import type { CalculationDetails, DetailNote } from '../details';
import { TAX_YEARS, type FilingStatus } from './tables/usFederalTax';
import { federalIncomeTax, type TaxTerms } from './federalIncomeTax';

// The computation is a module of its own, so that a page that only needs the tax (the paycheck's) does not load the
// tax page's notes and bar with it; it is exported from here as before.
export { federalIncomeTax, type FederalIncomeTax, type TaxTerms } from './federalIncomeTax';

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
