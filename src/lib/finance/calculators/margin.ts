/** Margin and markup: the same profit as a share of revenue (margin) and of cost (markup), in percent. */
import { accept, defineCalculator } from '../define';
import { positive } from '../inputKinds';
import { amount } from '../units';
import { exactMoney, percentFigure, places, shareTerms } from '../everydayWorking';
import { workingFor } from '../working';

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
  working: ({ cost, revenue }, result) => {
    const w = workingFor('USD');
    const [costFigure, revenueFigure] = [exactMoney(w, cost), exactMoney(w, revenue)];
    const profit = exactMoney(w, result.profit, Math.max(places(cost), places(revenue)));
    const percent = (value: number) => percentFigure(w, value);
    return [
      w.step('profit', 'The profit: the revenue less the cost', [revenueFigure, '-', costFigure], result.profit, () => profit, { for: 'profit' }),
      w.step('margin', 'The margin: the profit as a share of the revenue, times 100 %', shareTerms(profit, revenueFigure), result.margin, percent, { for: 'margin' }),
      w.step('markup', 'The markup: the profit as a share of the cost, times 100 %', shareTerms(profit, costFigure), result.markup, percent, { for: 'markup' }),
    ];
  },
});
