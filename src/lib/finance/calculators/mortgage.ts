/**
 * Mortgage: borrow the price less the down payment, then repay it as a loan (CALCULATORS.md), with DEPTH.md's
 * schedule, extra payments and the whole monthly cost of the home.
 */
import { accept, defineCalculator, rejectFields } from '../define';
import { optional, positive } from '../inputKinds';
import { extraPaymentResults, homeCostResults, loanDetails, type ExtraPaymentResults, type HomeCostResults } from '../loanDetails';
import { monthlyRepayment } from '../math';
import { messages } from '../messages';

export type MortgageInputs = {
  price: number;
  downPayment: number;
  rate: number;
  years: number;
  propertyTax?: number;
  homeInsurance?: number;
  pmi?: number;
  hoa?: number;
  extraMonthly?: number;
};
export type MortgageResult = {
  loanAmount: number;
  monthlyPayment: number;
  totalPayment: number;
  totalInterest: number;
} & HomeCostResults &
  ExtraPaymentResults;

const terms = (inputs: Required<MortgageInputs>) => ({
  principal: inputs.price - inputs.downPayment,
  annualPercent: inputs.rate,
  months: inputs.years * 12,
  extraMonthly: inputs.extraMonthly,
});

export const mortgage = defineCalculator<MortgageInputs, MortgageResult>({
  id: 'mortgage',
  inputs: {
    price: positive,
    downPayment: positive,
    rate: positive,
    years: positive,
    propertyTax: optional,
    homeInsurance: optional,
    pmi: optional,
    hoa: optional,
    extraMonthly: optional,
  },
  defaults: {},
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
  },
  optionalResults: ['monthlyTotal', 'pmiMonths', 'payoffMonths', 'monthsSaved', 'interestSaved'],
  currency: 'USD',
  compute: (inputs) => {
    // Something must be left to borrow, or there is no mortgage to calculate.
    if (inputs.downPayment >= inputs.price) return rejectFields([{ field: 'downPayment', message: messages.downPaymentBelowPrice }]);
    const loan = terms(inputs);
    const repayment = monthlyRepayment(loan.principal, inputs.rate, loan.months);
    return accept({
      loanAmount: loan.principal,
      ...repayment,
      ...homeCostResults(repayment.monthlyPayment, loan, inputs),
      ...extraPaymentResults(loan),
    });
  },
  details: (inputs, result) => loanDetails('mortgage', terms(inputs), { monthlyPayment: result.monthlyPayment, home: inputs }),
});
