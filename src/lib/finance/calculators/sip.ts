/**
 * SIP: monthly instalments at the START of each month, compounding monthly:
 * M = P ((1+r)^n - 1) / r x (1+r); at rate 0, P x n (CALCULATORS.md).
 */
import { accept, defineCalculator } from '../define';
import { nonNegative, positive } from '../inputKinds';
import { futureValueMonthly, monthlyRate } from '../math';

export type SipInputs = { monthly: number; rate: number; years: number };
export type SipResult = { maturityValue: number; totalInvestment: number; wealthGained: number };

export const sip = defineCalculator<SipInputs, SipResult>({
  id: 'sip',
  inputs: { monthly: positive, rate: nonNegative, years: positive },
  defaults: {},
  results: { maturityValue: 'money', totalInvestment: 'money', wealthGained: 'money' },
  currency: 'INR',
  compute: ({ monthly, rate, years }) => {
    const months = years * 12;
    const maturityValue = futureValueMonthly(0, monthly, monthlyRate(rate), months, 'start');
    const totalInvestment = monthly * months;
    return accept({ maturityValue, totalInvestment, wealthGained: maturityValue - totalInvestment });
  },
});
