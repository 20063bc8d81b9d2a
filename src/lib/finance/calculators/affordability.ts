/**
 * Home affordability (DECISIONS.md): the dearest home whose monthly cost fits the lenders' 28 % and 36 % rules,
 * with the rule that set the budget named and the monthly cost drawn part by part.
 */
import { formatMoney } from '../../format';
import { formatMoneyAgainst } from '../../formatAgainst';
import { accept, defineCalculator, rejectFields } from '../define';
import type { CalculationDetails, DetailNote } from '../details';
import {
  affordability as affordableHome,
  DEFAULT_AFFORDABILITY_YEARS,
  DEFAULT_BACK_RATIO,
  DEFAULT_FRONT_RATIO,
  type Affordability,
} from '../homes/affordability';
import { optional, positive } from '../inputKinds';
import { wholeMonthRejections } from '../loans/wholeMonthTerms';
import { plainNumber, termInYears, yearlyRate, type FieldUnit } from '../units';

export type AffordabilityInputs = {
  income: number;
  debts?: number;
  downPayment?: number;
  rate: number;
  years?: number;
  propertyTax?: number;
  homeInsurance?: number;
  hoa?: number;
  pmi?: number;
  frontRatio?: number;
  backRatio?: number;
};
export type AffordabilityResult = { maxPrice: number; loanAmount: number; monthlyPayment: number; monthlyTotal: number; housingBudget: number };

const money = (value: number) => formatMoney(value, 'USD');
const ratioAtMost100 = 'Enter a percent of income from above 0 up to 100.';
const shareOfIncome = (what: string): FieldUnit => ({ unit: 'percent', what, per: ' of gross monthly income', fractionUpTo: 100 });

function limitNote(inputs: Required<AffordabilityInputs>, home: Affordability): DetailNote {
  const front = `${String(inputs.frontRatio)} % of your gross monthly income for housing (${money(home.frontEndLimit)})`;
  // Said only when it is below the front-end limit ("less than"): never rounded up onto it.
  const back = `${String(inputs.backRatio)} % of it for housing and other debts together (${money(home.backEndLimit)}), which leaves ${formatMoneyAgainst(home.backEndHousing, home.frontEndLimit, 'USD')} once your ${money(inputs.debts)} of debt payments are made`;
  return home.limit === 'front'
    ? { name: 'limit-front', text: `The front-end rule sets your budget: ${front}. The back-end rule allows ${money(home.backEndHousing)}, so your other debts do not limit you yet.` }
    : { name: 'limit-back', text: `The back-end rule sets your budget: ${back}. That is less than the front-end rule’s ${money(home.frontEndLimit)}, so paying down debts would raise your budget.` };
}

/** Below this a yearly household income reads like a month's pay typed for a year's. */
const MONTHLY_LOOKING_INCOME = 12_000;

/** A yearly income that looks like a monthly one: a note, never a rejection (a low income is possible). */
function incomeSlip(income: number): DetailNote[] {
  if (income >= MONTHLY_LOOKING_INCOME) return [];
  return [{ name: 'check-units', text: `Household income: $${plainNumber(income)} a year? If that is a month’s pay, type ${plainNumber(income * 12)}, the year’s.` }];
}

const PMI_STEP: DetailNote = {
  name: 'pmi-step',
  text: 'The price stops where your down payment is exactly 20 %: any dearer home would need mortgage insurance (PMI), and the PMI would take it over your budget. Your budget is not all used.',
};

function affordabilityDetails(inputs: Required<AffordabilityInputs>, home: Affordability): CalculationDetails {
  const { parts } = home;
  const chartParts = [
    { label: 'Principal and interest', value: parts.principalAndInterest, tone: 'loan-payment' },
    { label: 'Property tax', value: parts.propertyTax, tone: 'tax' },
    { label: 'Home insurance', value: parts.insurance, tone: 'insurance' },
    { label: 'PMI', value: parts.pmi, tone: 'pmi' },
    { label: 'HOA', value: parts.hoa, tone: 'hoa' },
  ] as const;
  return {
    notes: [limitNote(inputs, home), ...(home.pmiStep ? [PMI_STEP] : [])],
    charts: [
      {
        kind: 'share',
        name: 'breakdown',
        caption: 'The monthly cost of the most home you can afford',
        parts: chartParts.filter((part, index) => index === 0 || part.value > 0),
      },
    ],
  };
}

export const affordability = defineCalculator<AffordabilityInputs, AffordabilityResult>({
  id: 'affordability',
  inputs: {
    income: positive,
    debts: optional,
    downPayment: optional,
    rate: positive,
    years: { ...positive, blank: DEFAULT_AFFORDABILITY_YEARS },
    propertyTax: optional,
    homeInsurance: optional,
    hoa: optional,
    pmi: optional,
    frontRatio: { ...positive, blank: DEFAULT_FRONT_RATIO },
    backRatio: { ...positive, blank: DEFAULT_BACK_RATIO },
  },
  defaults: { years: String(DEFAULT_AFFORDABILITY_YEARS), frontRatio: String(DEFAULT_FRONT_RATIO), backRatio: String(DEFAULT_BACK_RATIO) },
  units: {
    rate: yearlyRate(),
    years: termInYears('Loan term'),
    propertyTax: { unit: 'percent', what: 'Property tax', per: ' of the price a year', amountLike: { limit: 10, inclusive: false } },
    pmi: { unit: 'percent', what: 'PMI', per: ' of the loan a year', amountLike: { limit: 5, inclusive: false } },
    frontRatio: shareOfIncome('Front-end ratio'),
    backRatio: shareOfIncome('Back-end ratio'),
  },
  unitNotes: ({ income }) => incomeSlip(income),
  results: { maxPrice: 'money', loanAmount: 'money', monthlyPayment: 'money', monthlyTotal: 'money', housingBudget: 'money' },
  currency: 'USD',
  compute: (inputs) => {
    const errors = [
      ...wholeMonthRejections({ years: inputs.years }),
      ...(inputs.frontRatio > 100 ? [{ field: 'frontRatio', message: ratioAtMost100 }] : []),
      ...(inputs.backRatio > 100 ? [{ field: 'backRatio', message: ratioAtMost100 }] : []),
    ];
    if (errors.length > 0) return rejectFields(errors);
    const home = affordableHome(inputs);
    if (!home.ok && home.field === 'debts') {
      return rejectFields([
        {
          field: 'debts',
          message: `Your debts use your whole back-end limit: ${String(inputs.backRatio)} % of your monthly income is ${money(home.backEndLimit)}, and your debt payments are ${money(home.debts)}, which leaves nothing for housing.`,
        },
      ]);
    }
    if (!home.ok) {
      return rejectFields([
        {
          field: 'income',
          message: `Your housing budget of ${money(home.housingBudget)} a month does not cover the taxes, insurance and HOA even of a home that costs your down payment: no loan fits. Check the income and the costs.`,
        },
      ]);
    }
    const { maxPrice, loanAmount, monthlyPayment, monthlyTotal, housingBudget } = home;
    return accept({ maxPrice, loanAmount, monthlyPayment, monthlyTotal, housingBudget });
  },
  details: (inputs) => {
    const home = affordableHome(inputs);
    return home.ok ? affordabilityDetails(inputs, home) : { notes: [], charts: [] };
  },
});
