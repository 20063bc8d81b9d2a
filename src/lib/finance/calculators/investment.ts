/** Investment: a starting sum and monthly deposits compounding monthly (CALCULATORS.md). */
import { accept, defineCalculator } from '../define';
import { nonNegative, positive } from '../inputKinds';
import { monthlySavingsGrowth } from '../math';

export type InvestmentInputs = { initial: number; monthly: number; rate: number; years: number };
export type InvestmentResult = { futureValue: number; totalContributions: number; totalEarnings: number };

export const investment = defineCalculator<InvestmentInputs, InvestmentResult>({
  id: 'investment',
  inputs: { initial: nonNegative, monthly: nonNegative, rate: positive, years: positive },
  defaults: {},
  results: { futureValue: 'money', totalContributions: 'money', totalEarnings: 'money' },
  currency: 'USD',
  compute: ({ initial, monthly, rate, years }) => {
    const { futureValue, contributions, earnings } = monthlySavingsGrowth(initial, monthly, rate, years);
    return accept({ futureValue, totalContributions: contributions, totalEarnings: earnings });
  },
});
