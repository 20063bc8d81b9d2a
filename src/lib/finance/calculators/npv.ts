/**
 * Net present value: -initial + sum of CF_t / (1 + rate/100)^t for t = 1..n (CALCULATORS.md).
 * The flows are the typed list (at least one); the initial investment is its own field.
 */
import { cashFlowsRead } from '../growth/cashFlowsRead';
import { accept, defineCalculator, lazyWorking } from '../define';
import { requiredCashFlows } from '../growth/cashFlowList';
import { nonNegative } from '../inputKinds';
import { npv as presentValueOfFlows } from '../growth/npv';
import { amount } from '../units';
import { yearlyReturn } from '../softLimits';

export type NpvInputs = { initial: number; cashFlows: number[]; rate: number };
export type NpvResult = { npv: number };

export const npv = defineCalculator<NpvInputs, NpvResult>({
  id: 'npv',
  // `requiredCashFlows`: an empty list is rejected with the other field errors, before compute.
  inputs: { initial: nonNegative, cashFlows: requiredCashFlows, rate: nonNegative },
  defaults: {},
  units: { initial: amount('Initial investment'), rate: yearlyReturn('Discount rate') },
  results: { npv: 'money' },
  currency: 'USD',
  overflowField: 'cashFlows',
  compute: ({ initial, cashFlows, rate }) => accept({ npv: -initial + presentValueOfFlows(rate, cashFlows) }),
  details: ({ initial, cashFlows }) => ({ notes: [cashFlowsRead([-initial, ...cashFlows], 0)], charts: [] }),
  notesOnly: true,
  // The yearly discount factor, each flow in today's money, and their sum less the initial investment.
  working: lazyWorking(() => import('../steps/npv')),
});
