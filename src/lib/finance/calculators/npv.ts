/**
 * Net present value: -initial + sum of CF_t / (1 + rate/100)^t for t = 1..n (CALCULATORS.md).
 * The flows are the typed list (at least one); the initial investment is its own field.
 */
import { accept, defineCalculator } from '../define';
import { nonNegative, requiredCashFlows } from '../inputKinds';
import { npv as presentValueOfFlows } from '../math';

export type NpvInputs = { initial: number; cashFlows: number[]; rate: number };
export type NpvResult = { npv: number };

export const npv = defineCalculator<NpvInputs, NpvResult>({
  id: 'npv',
  // `requiredCashFlows`: an empty list is rejected with the other field errors, before compute.
  inputs: { initial: nonNegative, cashFlows: requiredCashFlows, rate: nonNegative },
  defaults: {},
  results: { npv: 'money' },
  currency: 'USD',
  overflowField: 'cashFlows',
  compute: ({ initial, cashFlows, rate }) => accept({ npv: -initial + presentValueOfFlows(rate, cashFlows) }),
});
