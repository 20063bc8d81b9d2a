/**
 * Self-employment tax (DECISIONS.md): Schedule SE's Social Security and Medicare, Form 8959's Additional Medicare
 * Tax, and the quarterly estimated payment with its four due dates.
 */
import { formatMoney } from '../../format';
import { formatMoneyAgainst } from '../../formatAgainst';
import { accept, defineCalculator, lazyWorking } from '../define';
import type { CalculationDetails, DetailNote } from '../details';
import { optional, positive } from '../inputKinds';
import { estimatedTaxDueDates, selfEmploymentTax, type SelfEmploymentTax } from '../tax/selfEmploymentTax';
import { SE_EARNINGS_PERCENT, SE_MINIMUM_EARNINGS } from '../tax/tables/selfEmploymentTax';
import type { FilingStatus, TaxYear } from '../tax/tables/usFederalTax';
import { yearly } from '../units';

export type SelfEmploymentInputs = { netProfit: number; taxYear?: TaxYear; filingStatus?: FilingStatus; wages?: number; incomeTax?: number };
export type SelfEmploymentResult = {
  seTax: number;
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  deductibleHalf: number;
  quarterlyPayment: number;
  effectiveRate: number;
};

/**
 * Newest first: DECISIONS.md's order, and the year a reader in 2026 is paying toward. Listed here rather than read from
 * the income tax's tables so that this page's chunk does not share (and split off) the tax page's brackets.
 */
export const SELF_EMPLOYMENT_YEARS = ['2026', '2025', '2024', '2023'] as const satisfies readonly TaxYear[];
const FILING_STATUSES = ['single', 'married', 'headOfHousehold', 'marriedSeparate'] as const satisfies readonly FilingStatus[];

const money = (value: number) => formatMoney(value, 'USD');

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO date (`2026-04-15`) as a US reader writes it, `April 15, 2026`; read as written, never through a time zone. */
function formatDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month} ${String(Number(day))}, ${year}`;
}

function seNotes(inputs: Required<SelfEmploymentInputs>, tax: SelfEmploymentTax): DetailNote[] {
  const notes: DetailNote[] = [];
  if (tax.under400) {
    notes.push({
      name: 'under-400',
      text: `No self-employment tax: ${String(SE_EARNINGS_PERCENT)} % of your net profit is ${formatMoneyAgainst(tax.base, SE_MINIMUM_EARNINGS, 'USD')}, under the ${money(SE_MINIMUM_EARNINGS)} at which Schedule SE applies.`,
    });
  } else {
    const capped = tax.socialSecurityEarnings < tax.base;
    notes.push({
      text: `Schedule SE taxes ${String(SE_EARNINGS_PERCENT)} % of your net profit, ${money(tax.base)}: 12.4 % Social Security on ${money(tax.socialSecurityEarnings)}${capped ? ` (the ${inputs.taxYear} wage base of ${money(tax.wageBase)}${inputs.wages > 0 ? ' less your wages' : ''} caps it)` : ''} and 2.9 % Medicare on all of it. Half the tax, ${money(tax.deductibleHalf)}, is deducted from your income.`,
    });
  }
  const dates = estimatedTaxDueDates(inputs.taxYear).map(formatDate);
  notes.push({
    name: 'due-dates',
    text: `Quarterly payments for ${inputs.taxYear} are due ${dates.slice(0, 3).join(', ')} and ${dates[3] ?? ''} (Form 1040-ES).`,
  });
  notes.push({ text: 'Left out: the qualified business income deduction and state taxes. For the income tax, use the tax calculator and enter its figure here.' });
  return notes;
}

function seDetails(inputs: Required<SelfEmploymentInputs>, tax: SelfEmploymentTax): CalculationDetails {
  const parts = [
    { label: 'Social Security', value: tax.socialSecurity, tone: 'social-security' },
    { label: 'Medicare', value: tax.medicare, tone: 'medicare' },
    { label: 'Additional Medicare', value: tax.additionalMedicare, tone: 'additional-medicare' },
    { label: 'Income tax', value: inputs.incomeTax, tone: 'tax' },
  ] as const;
  const shown = parts.filter((part) => part.value > 0);
  return {
    notes: seNotes(inputs, tax),
    charts: shown.length > 0 ? [{ kind: 'share', name: 'breakdown', caption: 'What your quarterly payments cover in the year', parts: shown }] : [],
  };
}

export const selfEmployment = defineCalculator<SelfEmploymentInputs, SelfEmploymentResult>({
  id: 'selfEmployment',
  inputs: {
    netProfit: positive,
    taxYear: { kind: 'choice', options: SELF_EMPLOYMENT_YEARS },
    filingStatus: { kind: 'choice', options: FILING_STATUSES },
    wages: optional,
    incomeTax: optional,
  },
  defaults: { taxYear: '2026', filingStatus: 'single' },
  units: { netProfit: yearly('Net profit'), wages: yearly('W-2 wages'), incomeTax: yearly('Expected income tax') },
  results: {
    seTax: 'money',
    socialSecurity: 'money',
    medicare: 'money',
    additionalMedicare: 'money',
    deductibleHalf: 'money',
    quarterlyPayment: 'money',
    effectiveRate: 'percent',
  },
  currency: 'USD',
  compute: (inputs) => {
    const { seTax, socialSecurity, medicare, additionalMedicare, deductibleHalf, quarterlyPayment, effectiveRate } = selfEmploymentTax(inputs);
    return accept({ seTax, socialSecurity, medicare, additionalMedicare, deductibleHalf, quarterlyPayment, effectiveRate });
  },
  details: (inputs) => seDetails(inputs, selfEmploymentTax(inputs)),
  working: lazyWorking(() => import('../steps/selfEmployment')),
});
