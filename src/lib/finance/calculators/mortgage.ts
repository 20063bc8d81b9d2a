/** Mortgage: borrow the price less the down payment, then repay it as a loan (CALCULATORS.md). */
import { accept, defineCalculator, rejectFields } from '../define';
import { positive } from '../inputKinds';
import { monthlyRepayment } from '../math';
import { messages } from '../messages';

export type MortgageInputs = { price: number; downPayment: number; rate: number; years: number };
export type MortgageResult = {
  loanAmount: number;
  monthlyPayment: number;
  totalPayment: number;
  totalInterest: number;
};

export const mortgage = defineCalculator<MortgageInputs, MortgageResult>({
  id: 'mortgage',
  inputs: { price: positive, downPayment: positive, rate: positive, years: positive },
  defaults: {},
  results: { loanAmount: 'money', monthlyPayment: 'money', totalPayment: 'money', totalInterest: 'money' },
  currency: 'USD',
  compute: ({ price, downPayment, rate, years }) => {
    // Something must be left to borrow, or there is no mortgage to calculate.
    if (downPayment >= price) return rejectFields([{ field: 'downPayment', message: messages.downPaymentBelowPrice }]);
    const loanAmount = price - downPayment;
    return accept({ loanAmount, ...monthlyRepayment(loanAmount, rate, years * 12) });
  },
});
