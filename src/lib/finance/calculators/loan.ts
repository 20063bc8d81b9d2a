/** Loan: the standard amortised monthly payment over years x 12 months (CALCULATORS.md). */
import { accept, defineCalculator } from '../define';
import { positive } from '../inputKinds';
import { monthlyRepayment } from '../math';

export type LoanInputs = { amount: number; rate: number; years: number };
export type LoanResult = { monthlyPayment: number; totalPayment: number; totalInterest: number };

export const loan = defineCalculator<LoanInputs, LoanResult>({
  id: 'loan',
  inputs: { amount: positive, rate: positive, years: positive },
  defaults: {},
  results: { monthlyPayment: 'money', totalPayment: 'money', totalInterest: 'money' },
  currency: 'USD',
  compute: ({ amount, rate, years }) => accept(monthlyRepayment(amount, rate, years * 12)),
});
