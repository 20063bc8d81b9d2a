/**
 * Car loan (DECISIONS.md): what is borrowed once tax, fees and any debt on the trade-in are added and the trade-in
 * and down payment taken off, repaid as a loan with DEPTH.md's schedule and extra payments.
 */
import { accept, defineCalculator, rejectFields } from '../define';
import { optional, positive } from '../inputKinds';
import { autoLoan as carLoan, DEFAULT_AUTO_LOAN_MONTHS } from '../loans/autoLoan';
import { extraPaymentResults, loanDetails, type ExtraPaymentResults, type LoanTerms } from '../loans/loanDetails';
import { yearlyRate } from '../units';

export type AutoLoanInputs = {
  price: number;
  downPayment?: number;
  tradeIn?: number;
  tradeInOwed?: number;
  salesTax?: number;
  fees?: number;
  rate: number;
  months?: number;
  extraMonthly?: number;
};
export type AutoLoanResult = {
  salesTaxAmount: number;
  loanAmount: number;
  monthlyPayment: number;
  totalInterest: number;
  totalCost: number;
} & ExtraPaymentResults;

export const nothingToBorrow = 'With this down payment and trade-in there is nothing to borrow: lower the down payment, or you need no loan.';

const terms = (inputs: Required<AutoLoanInputs>, loanAmount: number): LoanTerms => ({
  principal: loanAmount,
  annualPercent: inputs.rate,
  months: inputs.months,
  extraMonthly: inputs.extraMonthly,
});

export const autoLoan = defineCalculator<AutoLoanInputs, AutoLoanResult>({
  id: 'autoLoan',
  inputs: {
    price: positive,
    downPayment: optional,
    tradeIn: optional,
    tradeInOwed: optional,
    salesTax: optional,
    fees: optional,
    rate: positive,
    months: { kind: 'integer', min: 1, blank: DEFAULT_AUTO_LOAN_MONTHS },
    extraMonthly: optional,
  },
  defaults: { months: String(DEFAULT_AUTO_LOAN_MONTHS) },
  units: {
    rate: yearlyRate(),
    // Car loans run 24 to 84 months: a term under a year is more likely years typed for months.
    months: { unit: 'months', what: 'Loan term', shorterThan: 12 },
    salesTax: { unit: 'percent', what: 'Sales tax', per: ' of the price', fractionUpTo: 30, amountLike: { limit: 20, inclusive: false } },
  },
  results: {
    monthlyPayment: 'money',
    loanAmount: 'money',
    salesTaxAmount: 'money',
    totalInterest: 'money',
    totalCost: 'money',
    payoffMonths: 'months',
    monthsSaved: 'months',
    interestSaved: 'money',
    totalInterestWithExtra: 'money',
  },
  optionalResults: ['payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra'],
  currency: 'USD',
  compute: (inputs) => {
    const loan = carLoan(inputs);
    if (!loan.ok) return rejectFields([{ field: 'downPayment', message: nothingToBorrow }]);
    const { salesTaxAmount, loanAmount, monthlyPayment, totalInterest, totalCost } = loan;
    return accept({ salesTaxAmount, loanAmount, monthlyPayment, totalInterest, totalCost, ...extraPaymentResults(terms(inputs, loanAmount)) });
  },
  details: (inputs, result) => loanDetails('autoLoan', terms(inputs, result.loanAmount), { totalInterest: result.totalInterest, currency: 'USD' }),
});
