/** Return on investment: profit = final - initial; roi = profit / initial x 100 (percent). */
import { accept, defineCalculator } from '../define';
import { positive } from '../inputKinds';
import { amount } from '../units';
import { exactMoney, percentFigure, places, shareTerms } from '../everydayWorking';
import { workingFor } from '../working';

export type RoiInputs = { initial: number; final: number };
export type RoiResult = { roi: number; profit: number };

export const roi = defineCalculator<RoiInputs, RoiResult>({
  id: 'roi',
  inputs: { initial: positive, final: positive },
  defaults: {},
  units: { initial: amount('Amount invested'), final: amount('Final value') },
  results: { roi: 'percent', profit: 'money' },
  currency: 'USD',
  compute: ({ initial, final }) => {
    const profit = final - initial;
    return accept({ roi: (profit / initial) * 100, profit });
  },
  working: ({ initial, final }, result) => {
    const w = workingFor('USD');
    const invested = exactMoney(w, initial);
    const profit = exactMoney(w, result.profit, Math.max(places(initial), places(final)));
    return [
      w.step('profit', 'The profit: the final value less the amount invested', [exactMoney(w, final), '-', invested], result.profit, () => profit, { for: 'profit' }),
      w.step('roi', 'The ROI: the profit as a share of the amount invested, times 100 %', shareTerms(profit, invested), result.roi, (value) => percentFigure(w, value), { for: 'roi' }),
    ];
  },
});
