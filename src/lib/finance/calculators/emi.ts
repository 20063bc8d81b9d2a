/** EMI: the loan formula with the tenure in months (CALCULATORS.md), shown in rupees. */
import { accept, defineCalculator } from '../define';
import { positive } from '../inputKinds';
import { monthlyRepayment } from '../math';

export type EmiInputs = { amount: number; rate: number; months: number };
export type EmiResult = { emi: number; totalAmount: number; totalInterest: number; principal: number };

export const emi = defineCalculator<EmiInputs, EmiResult>({
  id: 'emi',
  inputs: { amount: positive, rate: positive, months: positive },
  defaults: {},
  results: { emi: 'money', totalAmount: 'money', totalInterest: 'money', principal: 'money' },
  currency: 'INR',
  compute: ({ amount, rate, months }) => {
    const { monthlyPayment, totalPayment, totalInterest } = monthlyRepayment(amount, rate, months);
    return accept({ emi: monthlyPayment, totalAmount: totalPayment, totalInterest, principal: amount });
  },
});
