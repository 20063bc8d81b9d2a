/** Fixed deposit with annual compounding: P (1 + rate/100)^years (CALCULATORS.md). */
import { accept, defineCalculator, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { nonNegative, positive } from '../inputKinds';
import { growthFactor } from '../math/growth';
import { amount, termInYears } from '../units';
import { depositRate } from '../softLimits';

export type FdInputs = { principal: number; rate: number; years: number };
export type FdResult = { maturityValue: number; principal: number; interestEarned: number };

/** The deposit after `years`, as the result and every row of the table have it. */
export const balance = ({ principal, rate }: FdInputs, years: number) => principal * growthFactor(rate / 100, years);

export const fd = defineCalculator<FdInputs, FdResult>({
  id: 'fd',
  inputs: { principal: positive, rate: nonNegative, years: positive },
  defaults: {},
  units: { principal: amount('Deposit'), rate: depositRate(), years: termInYears('Tenure') },
  results: { maturityValue: 'money', principal: 'money', interestEarned: 'money' },
  ...inRupees,
  compute: (inputs) => {
    const maturityValue = balance(inputs, inputs.years);
    return accept({ maturityValue, principal: inputs.principal, interestEarned: maturityValue - inputs.principal });
  },
  details: (inputs) =>
    growthDetails('fd', yearlyGrowth(inputs.years, (term) => ({ deposits: inputs.principal, balance: balance(inputs, term) })), {
    }),
  working: lazyWorking(() => import('../steps/fd')),
});
