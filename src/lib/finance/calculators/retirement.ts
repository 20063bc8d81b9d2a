/** Retirement: the investment formula over the years until retirement (CALCULATORS.md). */
import { accept, defineCalculator, rejectFields } from '../define';
import { nonNegative, positive } from '../inputKinds';
import { monthlySavingsGrowth } from '../math';
import { messages } from '../messages';

export type RetirementInputs = {
  currentAge: number;
  retirementAge: number;
  currentSavings: number;
  monthlyContribution: number;
  rate: number;
};
export type RetirementResult = {
  retirementSavings: number;
  totalContributions: number;
  totalEarnings: number;
  yearsToRetirement: number;
};

export const retirement = defineCalculator<RetirementInputs, RetirementResult>({
  id: 'retirement',
  inputs: {
    currentAge: positive,
    retirementAge: positive,
    currentSavings: nonNegative,
    monthlyContribution: nonNegative,
    rate: positive,
  },
  defaults: {},
  results: {
    retirementSavings: 'money',
    totalContributions: 'money',
    totalEarnings: 'money',
    yearsToRetirement: 'count',
  },
  currency: 'USD',
  overflowField: 'currentSavings',
  compute: ({ currentAge, retirementAge, currentSavings, monthlyContribution, rate }) => {
    if (retirementAge <= currentAge) {
      return rejectFields([{ field: 'retirementAge', message: messages.retirementAfterCurrentAge }]);
    }
    const yearsToRetirement = retirementAge - currentAge;
    const growth = monthlySavingsGrowth(currentSavings, monthlyContribution, rate, yearsToRetirement);
    return accept({
      retirementSavings: growth.futureValue,
      totalContributions: growth.contributions,
      totalEarnings: growth.earnings,
      yearsToRetirement,
    });
  },
});
