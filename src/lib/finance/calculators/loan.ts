/** Loan: the standard amortised monthly payment over years x 12 months (CALCULATORS.md), with DEPTH.md's schedule. */
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import { optional, positive } from '../inputKinds';
import { eventDefaults, eventInputs, type EventInputs, eventsOf, eventsReadyFor, eventsRejected, eventUnits } from '../loans/eventFields';
import { extraPaymentUnit, loanDetails, type LoanPlanResults, planResults } from '../loans/loanDetails';
import { monthlyRepayment } from '../math/amortization';
import { parseAmount } from '../parse';
import { amount, termInYears, yearlyRate } from '../units';

export type LoanInputs = { amount: number; rate: number; years: number; extraMonthly?: number } & EventInputs;
export type LoanResult = { monthlyPayment: number; totalPayment: number; totalInterest: number } & LoanPlanResults;

export const terms = (inputs: Required<LoanInputs>) => ({ principal: inputs.amount, annualPercent: inputs.rate, months: inputs.years * 12, extraMonthly: inputs.extraMonthly, events: eventsOf(inputs) });

export const loan = defineCalculator<LoanInputs, LoanResult>({
  id: 'loan',
  inputs: { amount: positive, rate: positive, years: positive, extraMonthly: optional, ...eventInputs(parseAmount, 'payment') },
  defaults: eventDefaults('payment'),
  units: {
    amount: amount('Loan amount'),
    rate: yearlyRate(),
    years: termInYears('Loan term'),
    extraMonthly: extraPaymentUnit((inputs) => [inputs['amount'], inputs['rate'], Number(inputs['years']) * 12]),
    ...eventUnits,
  },
  results: {
    monthlyPayment: 'money',
    totalPayment: 'money',
    totalInterest: 'money',
    payoffMonths: 'months',
    monthsSaved: 'months',
    interestSaved: 'money',
    totalInterestWithExtra: 'money',
    totalInterestPlan: 'money',
    finalPayment: 'money',
  },
  optionalResults: ['payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra', 'totalInterestPlan', 'finalPayment'],
  currency: 'USD',
  readyFor: eventsReadyFor,
  compute: (inputs) => {
    const loan = terms(inputs);
    const rejected = eventsRejected(loan);
    return rejected.length > 0 ? rejectFields(rejected) : accept({ ...monthlyRepayment(inputs.amount, inputs.rate, loan.months), ...planResults(loan) });
  },
  details: (inputs, result) => loanDetails('loan', terms(inputs), { totalInterest: result.totalInterest, currency: 'USD' }),
  working: lazyWorking(() => import('../steps/loan')),
});
