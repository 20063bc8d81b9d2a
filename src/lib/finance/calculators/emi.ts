/** EMI: the loan formula with the tenure in months (CALCULATORS.md), shown in rupees, with DEPTH.md's schedule. */
import { accept, defineCalculator } from '../define';
import { inRupees } from '../rupees';
import { optional, positive } from '../inputKinds';
import { extraPaymentResults, type ExtraPaymentResults, extraPaymentUnit, loanDetails } from '../loans/loanDetails';
import { monthlyRepayment } from '../math/amortization';
import { amount, yearlyRate } from '../units';
import { loanWorking } from '../loans/loanWorking';
import { workingFor } from '../working';

export type EmiInputs = { amount: number; rate: number; months: number; extraMonthly?: number };
export type EmiResult = { emi: number; totalAmount: number; totalInterest: number; principal: number } & ExtraPaymentResults;

const terms = ({ amount, rate, months, extraMonthly }: Required<EmiInputs>) => ({ principal: amount, annualPercent: rate, months, extraMonthly });

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
  working: (inputs, result) => {
    const w = workingFor('INR');
    const borrowed = w.money(inputs.amount);
    const years = inputs.months / 12;
    return [
      w.step('principal', 'The principal: the loan amount you entered', [borrowed], result.principal, w.money, { for: 'principal' }),
      ...loanWorking(
        w,
        { ...terms(inputs), borrowed, termNote: Number.isInteger(years) ? `${String(years)} year${years === 1 ? '' : 's'}` : undefined },
        { ...result, monthlyPayment: result.emi, totalPayment: result.totalAmount },
        { monthlyPayment: 'emi', totalPayment: 'totalAmount', totalInterest: 'totalInterest' },
      ),
    ];
  },
});
