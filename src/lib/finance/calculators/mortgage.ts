/**
 * Mortgage: borrow the price less the down payment, then repay it as a loan (CALCULATORS.md), with DEPTH.md's
 * schedule, extra payments and the whole monthly cost of the home.
 */
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import { eventDefaults, eventInputs, type EventInputs, eventsOf, eventsReadyFor, eventsRejected, eventUnits } from '../loans/eventFields';
import { parseAmount } from '../parse';
import { PMI, propertyTaxMeasure, type PropertyTaxUnit, propertyTaxUnitInput } from '../homes/homeCostInputs';
import { optional, positive } from '../inputKinds';
import { homeCostDetails, homeCostResults, type HomeCostResults } from '../loans/homeCosts';
import { extraPaymentUnit, loanDetails, type LoanPlanResults, planResults } from '../loans/loanDetails';
import { monthlyRepayment } from '../math/amortization';
import { amount, hoaDues, homeInsurance, termInYears, yearlyRate } from '../units';

export const downPaymentBelowPrice = 'Must be less than the home price.';

export type MortgageInputs = {
  price: number;
  downPayment: number;
  rate: number;
  years: number;
  propertyTax?: number;
  /** How the property tax is given: % of the price a year (DEPTH.md's meaning, the default) or dollars a year. */
  propertyTaxUnit?: PropertyTaxUnit;
  homeInsurance?: number;
  pmi?: number;
  hoa?: number;
  extraMonthly?: number;
} & EventInputs;
export type MortgageResult = {
  loanAmount: number;
  monthlyPayment: number;
  totalPayment: number;
  totalInterest: number;
} & HomeCostResults &
  LoanPlanResults;

/** The home's costs with the property tax as % of the price, however it was typed. */
export const homeCosts = (inputs: Required<MortgageInputs>) => ({
  ...inputs,
  propertyTax: inputs.propertyTaxUnit === 'dollars' ? (inputs.propertyTax / inputs.price) * 100 : inputs.propertyTax,
});

const PRICE = { field: 'price', what: 'the price' } as const;

export const terms = (inputs: Required<MortgageInputs>) => ({
  principal: inputs.price - inputs.downPayment,
  annualPercent: inputs.rate,
  months: inputs.years * 12,
  extraMonthly: inputs.extraMonthly,
  events: eventsOf(inputs),
});

export const mortgage = defineCalculator<MortgageInputs, MortgageResult>({
  id: 'mortgage',
  inputs: {
    price: positive,
    downPayment: positive,
    rate: positive,
    years: positive,
    propertyTax: optional,
    propertyTaxUnit: propertyTaxUnitInput,
    homeInsurance: optional,
    pmi: optional,
    hoa: optional,
    extraMonthly: optional,
    ...eventInputs(parseAmount, 'payment'),
  },
  defaults: { propertyTaxUnit: 'percent', ...eventDefaults('payment') },
  units: {
    price: amount('Home price'),
    downPayment: amount('Down payment', { percentOf: PRICE }),
    rate: yearlyRate(),
    years: termInYears('Loan term'),
    propertyTax: propertyTaxMeasure(PRICE),
    homeInsurance: homeInsurance(PRICE),
    pmi: PMI,
    hoa: hoaDues({ ...PRICE, share: 0.005 }),
    extraMonthly: extraPaymentUnit((inputs) => [Number(inputs['price']) - Number(inputs['downPayment']), inputs['rate'], Number(inputs['years']) * 12]),
    ...eventUnits,
  },
  results: {
    loanAmount: 'money',
    monthlyPayment: 'money',
    totalPayment: 'money',
    totalInterest: 'money',
    monthlyTotal: 'money',
    pmiMonths: 'months',
    payoffMonths: 'months',
    monthsSaved: 'months',
    interestSaved: 'money',
    totalInterestWithExtra: 'money',
    totalInterestPlan: 'money',
    finalPayment: 'money',
  },
  optionalResults: ['monthlyTotal', 'pmiMonths', 'payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra', 'totalInterestPlan', 'finalPayment'],
  currency: 'USD',
  readyFor: eventsReadyFor,
  compute: (inputs) => {
    // Something must be left to borrow, or there is no mortgage to calculate.
    if (inputs.downPayment >= inputs.price) return rejectFields([{ field: 'downPayment', message: downPaymentBelowPrice }]);
    const loan = terms(inputs);
    const rejected = eventsRejected(loan);
    if (rejected.length > 0) return rejectFields(rejected);
    const repayment = monthlyRepayment(loan.principal, inputs.rate, loan.months);
    return accept({
      loanAmount: loan.principal,
      ...repayment,
      ...homeCostResults(repayment.monthlyPayment, loan, homeCosts(inputs)),
      ...planResults(loan),
    });
  },
  details: (inputs, result) =>
    loanDetails('mortgage', terms(inputs), { totalInterest: result.totalInterest, currency: 'USD' }, homeCostDetails(result.monthlyPayment, terms(inputs), homeCosts(inputs))),
  working: lazyWorking(() => import('../steps/mortgage')),
});
