/**
 * Home affordability (DECISIONS.md): the dearest home whose monthly cost fits the lenders' 28 % and 36 % rules,
 * with the rule that set the budget named and the monthly cost drawn part by part.
 */
import { formatMoney } from '../../format';
import { formatMoneyAgainst } from '../../formatAgainst';
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import { looksLikeDollars, PMI, propertyTaxMeasure, type PropertyTaxUnit, propertyTaxUnitInput } from '../homes/homeCostInputs';
import type { CalculationDetails, DetailNote } from '../details';
import {
  affordability as affordableHome,
  DEFAULT_AFFORDABILITY_YEARS,
  DEFAULT_BACK_RATIO,
  DEFAULT_FRONT_RATIO,
  type Affordability,
  type AffordabilityFailure,
} from '../homes/affordability';
import { optional, positive } from '../inputKinds';
import { amount, type FieldUnit, hoaDues, homeInsurance, monthly, plainNumber, termInYears, yearly, yearlyRate } from '../units';

export type AffordabilityInputs = {
  income: number;
  debts?: number;
  downPayment?: number;
  rate: number;
  years?: number;
  propertyTax?: number;
  /** How the property tax is given: % of the price a year (the default) or dollars a year, as on the mortgage page. */
  propertyTaxUnit?: PropertyTaxUnit;
  homeInsurance?: number;
  hoa?: number;
  pmi?: number;
  frontRatio?: number;
  backRatio?: number;
};
export type AffordabilityResult = { maxPrice: number; loanAmount: number; monthlyPayment: number; monthlyTotal: number; housingBudget: number };

const money = (value: number) => formatMoney(value, 'USD');
const shareOfIncome = (what: string): FieldUnit => ({ unit: 'percent', what, per: ' of gross monthly income', fractionUpTo: 100, atMost: 100 });

function limitNote(inputs: Required<AffordabilityInputs>, home: Affordability): DetailNote {
  const front = `${String(inputs.frontRatio)} % of your gross monthly income for housing (${money(home.frontEndLimit)})`;
  // Said only when it is below the front-end limit ("less than"): never rounded up onto it.
  const back = `${String(inputs.backRatio)} % of it for housing and other debts together (${money(home.backEndLimit)}), which leaves ${formatMoneyAgainst(home.backEndHousing, home.frontEndLimit, 'USD')} once your ${money(inputs.debts)} of debt payments are made`;
  return home.limit === 'front'
    ? { name: 'limit-front', text: `The front-end rule sets your budget: ${front}. The back-end rule allows ${money(home.backEndHousing)}, so your other debts do not limit you yet.` }
    : { name: 'limit-back', text: `The back-end rule sets your budget: ${back}. That is less than the front-end rule’s ${money(home.frontEndLimit)}, so paying down debts would raise your budget.` };
}

/** A month's figure above this share of the year's income is more likely a year's. */
const YEARS_INCOME_SHARE = (share: number) => ({ field: 'income', what: 'the year’s income', share }) as const;

/**
 * With under 20 % down and no PMI rate entered (DECISIONS.md `pmi-likely`); the range is the one lenders quote
 * (Freddie Mac gives 0.3–1.5 %). A rate entered can only lower the price: PMI adds to every dearer home's cost.
 */
function pmiLikely(inputs: Required<AffordabilityInputs>, home: Affordability): DetailNote[] {
  if (!home.underTwentyPercent || inputs.pmi > 0) return [];
  const down = inputs.downPayment > 0 ? `Your ${money(inputs.downPayment)} down payment is under 20 % of this price, so` : 'With nothing down,';
  return [
    {
      name: 'pmi-likely',
      text: `${down} a lender will likely charge mortgage insurance (PMI), often 0.3 % to 1.5 % of the loan a year, and the price above assumes none. Enter a PMI rate to include it: the price you can afford will be lower.`,
    },
  ];
}

/** The monthly costs of the home the down payment buys, by name, largest first. */
const COST_NAMES = { propertyTax: 'property tax', insurance: 'home insurance', hoa: 'HOA fees' } as const;

/**
 * Why no loan fits, on the income field: the costs that come with the home the down payment buys, the largest named
 * when it is most of them, and a property tax that reads like a yearly bill typed as a percent said to be the likely
 * cause.
 */
function budgetTooSmall(inputs: Required<AffordabilityInputs>, failure: Extract<AffordabilityFailure, { field: 'income' }>): string {
  const costs = (Object.keys(COST_NAMES) as (keyof typeof COST_NAMES)[])
    .map((key) => ({ name: COST_NAMES[key], value: failure.costs[key] }))
    .filter((cost) => cost.value > 0)
    .sort((a, b) => b.value - a.value);
  const total = costs.reduce((sum, cost) => sum + cost.value, 0);
  const largest = costs[0];
  const home = inputs.downPayment > 0 ? `a home priced at your ${money(inputs.downPayment)} down payment` : 'any home';
  const list = costs.map((cost) => `${cost.name} ${money(cost.value)}`);
  const listed = list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)!}`;
  const most = largest && costs.length > 1 && largest.value > total / 2 ? `, most of it ${largest.name}` : '';
  const cause = looksLikeDollars(inputs.propertyTax, inputs.propertyTaxUnit)
    ? ` The property tax is read as ${plainNumber(inputs.propertyTax)} % of the price a year: if ${plainNumber(inputs.propertyTax)} is the yearly bill in dollars, give the property tax as dollars a year.`
    : ' No loan fits: check the income and the costs.';
  return `Your housing budget of ${money(failure.housingBudget)} a month does not cover even the costs that come with ${home}: ${listed} a month${most}.${cause}`;
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
    notes: [limitNote(inputs, home), ...(home.pmiStep ? [PMI_STEP] : []), ...pmiLikely(inputs, home)],
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
    propertyTaxUnit: propertyTaxUnitInput,
    homeInsurance: optional,
    hoa: optional,
    pmi: optional,
    frontRatio: { ...positive, blank: DEFAULT_FRONT_RATIO },
    backRatio: { ...positive, blank: DEFAULT_BACK_RATIO },
  },
  defaults: { years: String(DEFAULT_AFFORDABILITY_YEARS), propertyTaxUnit: 'percent', frontRatio: String(DEFAULT_FRONT_RATIO), backRatio: String(DEFAULT_BACK_RATIO) },
  units: {
    // Below $12,000 a year, a household income more likely is a month's pay.
    income: yearly('Household income', { amount: 12_000 }),
    // Debts above 3 % of the year's income every month (the back-end limit's whole 36 % of a month's) are more likely
    // a year's payments.
    debts: monthly('Other monthly debts', YEARS_INCOME_SHARE(0.03)),
    downPayment: amount('Down payment'),
    rate: yearlyRate(),
    years: termInYears('Loan term'),
    propertyTax: propertyTaxMeasure(),
    homeInsurance: homeInsurance(),
    hoa: hoaDues(YEARS_INCOME_SHARE(0.01)),
    pmi: PMI,
    frontRatio: shareOfIncome('Front-end ratio'),
    backRatio: shareOfIncome('Back-end ratio'),
  },
  results: { maxPrice: 'money', loanAmount: 'money', monthlyPayment: 'money', monthlyTotal: 'money', housingBudget: 'money' },
  currency: 'USD',
  compute: (inputs) => {
    const home = affordableHome(inputs);
    if (!home.ok && home.field === 'debts') {
      return rejectFields([
        {
          field: 'debts',
          message: `Your debts use your whole back-end limit: ${String(inputs.backRatio)} % of your monthly income is ${money(home.backEndLimit)}, and your debt payments are ${money(home.debts)}, which leaves nothing for housing.`,
        },
      ]);
    }
    if (!home.ok) return rejectFields([{ field: 'income', message: budgetTooSmall(inputs, home) }]);
    const { maxPrice, loanAmount, monthlyPayment, monthlyTotal, housingBudget } = home;
    return accept({ maxPrice, loanAmount, monthlyPayment, monthlyTotal, housingBudget });
  },
  details: (inputs) => {
    const home = affordableHome(inputs);
    return home.ok ? affordabilityDetails(inputs, home) : { notes: [], charts: [] };
  },
  working: lazyWorking(() => import('../steps/affordability')),
});
