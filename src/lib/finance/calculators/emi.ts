/** EMI: the loan formula with the tenure in months (CALCULATORS.md), shown in rupees, with DEPTH.md's schedule. */
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import { inRupees, parseRupees } from '../rupees';
import { optional, positive } from '../inputKinds';
import { eventDefaults, eventInputs, type EventInputs, eventsOf, eventsReadyFor, eventsRejected, eventUnits } from '../loans/eventFields';
import { extraPaymentUnit, loanDetails, type LoanPlanResults, planResults } from '../loans/loanDetails';
import { monthlyRepayment } from '../math/amortization';
import { amount, yearlyRate } from '../units';

export type EmiInputs = { amount: number; rate: number; months: number; extraMonthly?: number } & EventInputs;
export type EmiResult = { emi: number; totalAmount: number; totalInterest: number; principal: number } & LoanPlanResults;

export const terms = (inputs: Required<EmiInputs>) => ({ principal: inputs.amount, annualPercent: inputs.rate, months: inputs.months, extraMonthly: inputs.extraMonthly, events: eventsOf(inputs) });

export const emi = defineCalculator<EmiInputs, EmiResult>({
  id: 'emi',
  // Indian lenders reset a floating loan's end month and keep the EMI: that effect is listed first here (DATED.md).
  inputs: { amount: positive, rate: positive, months: positive, extraMonthly: optional, ...eventInputs(parseRupees, 'tenure') },
  defaults: eventDefaults('tenure'),
  units: {
    amount: amount('Loan amount'),
    rate: yearlyRate(),
    // Loans for fewer than six months are rare: a tenure of 1 to 5 is more likely years typed for months.
    months: { unit: 'months', what: 'Loan tenure', shorterThan: 6 },
    extraMonthly: extraPaymentUnit((inputs) => [inputs['amount'], inputs['rate'], inputs['months']]),
    ...eventUnits,
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
    totalInterestPlan: 'money',
    finalPayment: 'money',
  },
  optionalResults: ['payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra', 'totalInterestPlan', 'finalPayment'],
  ...inRupees,
  readyFor: eventsReadyFor,
  compute: (inputs) => {
    const loan = terms(inputs);
    const rejected = eventsRejected(loan);
    if (rejected.length > 0) return rejectFields(rejected);
    const { monthlyPayment, totalPayment, totalInterest } = monthlyRepayment(inputs.amount, inputs.rate, inputs.months);
    return accept({ emi: monthlyPayment, totalAmount: totalPayment, totalInterest, principal: inputs.amount, ...planResults(loan) });
  },
  details: (inputs, result) => loanDetails('emi', terms(inputs), { totalInterest: result.totalInterest, currency: 'INR' }),
  working: lazyWorking(() => import('../steps/emi')),
});
