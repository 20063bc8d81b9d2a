/** Margin and markup: the same profit as a share of revenue (margin) and of cost (markup), in percent. */
import { accept, defineCalculator, lazyWorking } from '../define';
import { positive } from '../inputKinds';
import { amount } from '../units';

export type MarginInputs = { cost: number; revenue: number };
export type MarginResult = { profit: number; margin: number; markup: number };

export const margin = defineCalculator<MarginInputs, MarginResult>({
  id: 'margin',
  inputs: { cost: positive, revenue: positive },
  defaults: {},
  units: { cost: amount('Cost'), revenue: amount('Revenue') },
  results: { profit: 'money', margin: 'percent', markup: 'percent' },
  currency: 'USD',
  compute: ({ cost, revenue }) => {
    const profit = revenue - cost;
    return accept({ profit, margin: (profit / revenue) * 100, markup: (profit / cost) * 100 });
  },
  // The profit, then the same profit as a share of the revenue (margin) and of the cost (markup).
  working: lazyWorking(() => import('../steps/margin')),
});
