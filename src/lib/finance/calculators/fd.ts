/** Fixed deposit with annual compounding: P (1 + rate/100)^years (CALCULATORS.md). */
import { accept, defineCalculator } from '../define';
import { inRupees } from '../rupees';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { nonNegative, positive } from '../inputKinds';
import { growthFactor } from '../math/growth';
import { amount, termInYears } from '../units';
import { depositRate } from '../softLimits';

export type FdInputs = { principal: number; rate: number; years: number };
export type FdResult = { maturityValue: number; principal: number; interestEarned: number };

export const fd = defineCalculator<FdInputs, FdResult>({
  id: 'fd',
  inputs: { principal: positive, rate: nonNegative, years: positive },
  defaults: {},
  units: { principal: amount('Deposit'), rate: depositRate(), years: termInYears('Tenure') },
  results: { maturityValue: 'money', principal: 'money', interestEarned: 'money' },
  ...inRupees,
  compute: ({ principal, rate, years }) => {
    const maturityValue = principal * growthFactor(rate / 100, years);
    return accept({ maturityValue, principal, interestEarned: maturityValue - principal });
  },
  details: ({ principal, rate, years }) =>
    growthDetails('fd', yearlyGrowth(years, (term) => ({ deposits: principal, balance: principal * growthFactor(rate / 100, term) })), {
    }),
});
