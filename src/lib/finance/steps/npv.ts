/** The npv calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { addUp, discounted } from '../growth/cashFlowWorking';
import { exactMoney, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import type { NpvInputs, NpvResult } from '../calculators/npv';

export const working: (inputs: Required<NpvInputs>, result: NpvResult) => Working = ({ initial, cashFlows: flows, rate }, { npv }) => {
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
};
