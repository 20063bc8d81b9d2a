/**
 * Net present value: -initial + sum of CF_t / (1 + rate/100)^t for t = 1..n (CALCULATORS.md).
 * The flows are the typed list (at least one); the initial investment is its own field.
 */
import { cashFlowsRead } from '../growth/cashFlowsRead';
import { accept, defineCalculator } from '../define';
import { requiredCashFlows } from '../growth/cashFlowList';
import { nonNegative } from '../inputKinds';
import { npv as presentValueOfFlows } from '../growth/npv';
import { amount } from '../units';
import { yearlyReturn } from '../softLimits';
import { addUp, discounted } from '../growth/cashFlowWorking';
import { exactMoney, places } from '../everydayWorking';
import { workingFor } from '../working';

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
  working: ({ initial, cashFlows: flows, rate }, { npv }) => {
    const w = workingFor('USD');
    const factor = w.count(1 + rate / 100, places(rate) + 2);
    const steps = [w.step('factor', 'What 1 grows to in a year at the discount rate: 1 plus the rate divided by 100', [1, '+', w.percent(rate, places(rate)), '/', 100], factor.value, () => factor)];
    const present = flows.map((flow, index) => {
      const year = index + 1;
      const value = flow / factor.value ** year;
      const shown = w.money(value, 6);
      const times = year === 1 ? 'once' : `once for each of its ${String(year)} years`;
      steps.push(w.step(`year${String(year)}`, `Year ${String(year)}'s flow in today's money: divided by that factor ${times} (to 6 decimals; the NPV rounds to the cent)`, discounted(exactMoney(w, flow), factor, year), value, () => shown));
      return [shown] as const;
    });
    steps.push(w.step('npv', "The NPV: the flows in today's money added up, less the initial investment paid today", addUp([[exactMoney(w, -initial, places(initial))], ...present]), npv, w.money, { for: 'npv' }));
    return steps;
  },
});
