/** Loan: the standard amortised monthly payment over years x 12 months (CALCULATORS.md), with DEPTH.md's schedule. */
import { accept, defineCalculator, lazyWorking } from '../define';
import { optional, positive } from '../inputKinds';
import { extraPaymentResults, type ExtraPaymentResults, extraPaymentUnit, loanDetails } from '../loans/loanDetails';
import { monthlyRepayment } from '../math/amortization';
import { amount, termInYears, yearlyRate } from '../units';

export type LoanInputs = { amount: number; rate: number; years: number; extraMonthly?: number };
export type LoanResult = { monthlyPayment: number; totalPayment: number; totalInterest: number } & ExtraPaymentResults;

export const terms = ({ amount, rate, years, extraMonthly }: Required<LoanInputs>) => ({ principal: amount, annualPercent: rate, months: years * 12, extraMonthly });

export const loan = defineCalculator<LoanInputs, LoanResult>({
  id: 'loan',
  inputs: { amount: positive, rate: positive, years: positive, extraMonthly: optional },
  defaults: {},
  units: {
    amount: amount('Loan amount'),
    rate: yearlyRate(),
    years: termInYears('Loan term'),
    extraMonthly: extraPaymentUnit((inputs) => [inputs['amount'], inputs['rate'], Number(inputs['years']) * 12]),
  },
  results: {
    monthlyPayment: 'money',
    totalPayment: 'money',
    totalInterest: 'money',
    payoffMonths: 'months',
    monthsSaved: 'months',
    interestSaved: 'money',
    totalInterestWithExtra: 'money',
  },
  optionalResults: ['payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra'],
  currency: 'USD',
  compute: (inputs) => accept({ ...monthlyRepayment(inputs.amount, inputs.rate, inputs.years * 12), ...extraPaymentResults(terms(inputs)) }),
  details: (inputs, result) => loanDetails('loan', terms(inputs), { totalInterest: result.totalInterest, currency: 'USD' }),
  working: lazyWorking(() => import('../steps/loan')),
});
