/**
 * Investment: a starting sum and monthly deposits compounding monthly (CALCULATORS.md), with DEPTH.md's solve-for
 * modes: the deposit, the time or the return that reaches a target.
 */
import { defineCalculator, lazyWorking } from '../define';
import { positive } from '../inputKinds';
import { computeGoal, goalDetails, goalInputs, type GoalInputs, type GoalResults } from '../growth/savingsGoalCalculator';
import { amount, monthly, MONTHLY_SAVING, termInYears } from '../units';
import { yearlyReturn } from '../softLimits';

export type InvestmentInputs = GoalInputs;
export type InvestmentResult = { futureValue: number; totalContributions: number; totalEarnings: number } & GoalResults;

export const investment = defineCalculator<InvestmentInputs, InvestmentResult>({
  id: 'investment',
  inputs: goalInputs(positive),
  defaults: { solveFor: 'futureValue' },
  units: {
    initial: amount('Initial investment'),
    monthly: monthly('Monthly contribution', MONTHLY_SAVING.USD),
    rate: yearlyReturn(),
    years: termInYears('Investment period'),
    target: amount('Target'),
  },
  results: { futureValue: 'money', totalContributions: 'money', totalEarnings: 'money', requiredMonthly: 'money', requiredMonths: 'months', requiredRate: 'percent' },
  optionalResults: ['requiredMonthly', 'requiredMonths', 'requiredRate'],
  currency: 'USD',
  compute: (inputs) => computeGoal(inputs, (value, deposits) => ({ futureValue: value, totalContributions: deposits, totalEarnings: value - deposits })),
  details: (inputs) => goalDetails('investment', inputs),
  working: lazyWorking(() => import('../steps/investment')),
});
