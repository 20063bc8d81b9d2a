/** The roi calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places, shareTerms, TO_PERCENT } from '../everydayWorking';
import { percentFigure, workingFor, type Working } from '../working';
import type { RoiInputs, RoiResult } from '../calculators/roi';

/** The profit, then its share of the amount invested in percent. */
export const working: (inputs: Required<RoiInputs>, result: RoiResult) => Working = ({ initial, final }, result) => {
  const w = workingFor('USD');
  const invested = exactMoney(w, initial);
  const profit = exactMoney(w, result.profit, Math.max(places(initial), places(final)));
  return [
    w.step('profit', 'The profit: the final value less the amount invested', [exactMoney(w, final), '-', invested], result.profit, () => profit, { for: 'profit' }),
    w.step('roi', `The return on investment: the profit divided by the amount invested, ${TO_PERCENT}`, shareTerms(profit, invested), result.roi, (value) => percentFigure(w, value), { for: 'roi' }),
  ];
};
