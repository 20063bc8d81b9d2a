/** Savings: as investment, but a 0 % rate is allowed (then it is initial + monthly x months). */
import { accept, defineCalculator } from '../define';
import { nonNegative, positive } from '../inputKinds';
import { monthlySavingsGrowth } from '../math';

export type SavingsInputs = { initial: number; monthly: number; rate: number; years: number };
export type SavingsResult = { totalSavings: number; totalDeposits: number; totalInterest: number };

export const savings = defineCalculator<SavingsInputs, SavingsResult>({
  id: 'savings',
  inputs: { initial: nonNegative, monthly: nonNegative, rate: nonNegative, years: positive },
  defaults: {},
  results: { totalSavings: 'money', totalDeposits: 'money', totalInterest: 'money' },
  currency: 'USD',
  compute: ({ initial, monthly, rate, years }) => {
    const { futureValue, contributions, earnings } = monthlySavingsGrowth(initial, monthly, rate, years);
    return accept({ totalSavings: futureValue, totalDeposits: contributions, totalInterest: earnings });
  },
});
