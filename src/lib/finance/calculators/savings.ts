/**
 * Savings: as investment, but a 0 % rate is allowed (then it is initial + monthly x months), with DEPTH.md's
 * solve-for modes: the deposit, the time or the return that reaches a target.
 */
import { defineCalculator, lazyWorking } from '../define';
import { nonNegative } from '../inputKinds';
import { computeGoal, goalDetails, goalInputs, type GoalInputs, type GoalResults } from '../growth/savingsGoalCalculator';
import { amount, monthly, MONTHLY_SAVING, termInYears } from '../units';
import { yearlyReturn } from '../softLimits';

export type SavingsInputs = GoalInputs;
export type SavingsResult = { totalSavings: number; totalDeposits: number; totalInterest: number } & GoalResults;

export const savings = defineCalculator<SavingsInputs, SavingsResult>({
  id: 'savings',
  inputs: goalInputs(nonNegative),
  defaults: { solveFor: 'futureValue' },
  units: {
    initial: amount('Initial deposit'),
    monthly: monthly('Monthly deposit', MONTHLY_SAVING.USD),
    rate: yearlyReturn('Interest rate'),
    years: termInYears('Savings period'),
    target: amount('Target'),
  },
  results: { totalSavings: 'money', totalDeposits: 'money', totalInterest: 'money', requiredMonthly: 'money', requiredMonths: 'months', requiredRate: 'percent' },
  optionalResults: ['requiredMonthly', 'requiredMonths', 'requiredRate'],
  currency: 'USD',
  compute: (inputs) => computeGoal(inputs, (value, deposits) => ({ totalSavings: value, totalDeposits: deposits, totalInterest: value - deposits })),
  details: (inputs) => goalDetails('savings', inputs),
  working: lazyWorking(() => import('../steps/savings')),
});
