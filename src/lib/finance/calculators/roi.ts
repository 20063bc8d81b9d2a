/** Return on investment: profit = final - initial; roi = profit / initial x 100 (percent). */
import { accept, defineCalculator, lazyWorking } from '../define';
import { positive } from '../inputKinds';
import { amount } from '../units';

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
  working: lazyWorking(() => import('../steps/roi')),
});
