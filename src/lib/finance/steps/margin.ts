/** The margin calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places, shareTerms, TO_PERCENT } from '../everydayWorking';
import { percentFigure, workingFor, type Working } from '../working';
import type { MarginInputs, MarginResult } from '../calculators/margin';

/** The profit, then the same profit as a share of the revenue (margin) and of the cost (markup). */
export const working: (inputs: Required<MarginInputs>, result: MarginResult) => Working = ({ cost, revenue }, result) => {
  const w = workingFor('USD');
  const [costFigure, revenueFigure] = [exactMoney(w, cost), exactMoney(w, revenue)];
  const profit = exactMoney(w, result.profit, Math.max(places(cost), places(revenue)));
  const percent = (value: number) => percentFigure(w, value);
  return [
    w.step('profit', 'The profit: the revenue less the cost', [revenueFigure, '-', costFigure], result.profit, () => profit, { for: 'profit' }),
    w.step('margin', `The margin: the profit divided by the revenue, ${TO_PERCENT}`, shareTerms(profit, revenueFigure), result.margin, percent, { for: 'margin' }),
    w.step('markup', `The markup: the same profit divided by the cost, ${TO_PERCENT}`, shareTerms(profit, costFigure), result.markup, percent, { for: 'markup' }),
  ];
};
