/** EMI: the loan formula with the tenure in months (CALCULATORS.md), shown in rupees, with DEPTH.md's schedule. */
import { accept, defineCalculator, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import { optional, positive } from '../inputKinds';
import { extraPaymentResults, type ExtraPaymentResults, extraPaymentUnit, loanDetails } from '../loans/loanDetails';
import { monthlyRepayment } from '../math/amortization';
import { amount, yearlyRate } from '../units';

export type EmiInputs = { amount: number; rate: number; months: number; extraMonthly?: number };
export type EmiResult = { emi: number; totalAmount: number; totalInterest: number; principal: number } & ExtraPaymentResults;

export const terms = ({ amount, rate, months, extraMonthly }: Required<EmiInputs>) => ({ principal: amount, annualPercent: rate, months, extraMonthly });

export const emi = defineCalculator<EmiInputs, EmiResult>({
  id: 'emi',
  inputs: { amount: positive, rate: positive, months: positive, extraMonthly: optional },
  defaults: {},
  units: {
    amount: amount('Loan amount'),
    rate: yearlyRate(),
    // Loans for fewer than six months are rare: a tenure of 1 to 5 is more likely years typed for months.
    months: { unit: 'months', what: 'Loan tenure', shorterThan: 6 },
    extraMonthly: extraPaymentUnit((inputs) => [inputs['amount'], inputs['rate'], inputs['months']]),
  },
  results: {
    emi: 'money',
    totalAmount: 'money',
    totalInterest: 'money',
    principal: 'money',
    payoffMonths: 'months',
    monthsSaved: 'months',
    interestSaved: 'money',
    totalInterestWithExtra: 'money',
  },
  optionalResults: ['payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra'],
  ...inRupees,
  compute: (inputs) => {
    const { monthlyPayment, totalPayment, totalInterest } = monthlyRepayment(inputs.amount, inputs.rate, inputs.months);
    return accept({ emi: monthlyPayment, totalAmount: totalPayment, totalInterest, principal: inputs.amount, ...extraPaymentResults(terms(inputs)) });
  },
  details: (inputs, result) => loanDetails('emi', terms(inputs), { totalInterest: result.totalInterest, currency: 'INR' }),
  working: lazyWorking(() => import('../steps/emi')),
});
