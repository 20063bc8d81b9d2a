/** The tip calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, landingMoney, lands, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import type { TipInputs, TipResult } from '../calculators/tip';

/** The tip, the total, and each person's share of it. */
export const working: (inputs: Required<TipInputs>, result: TipResult) => Working = ({ bill, percent, people }, result) => {
  const w = workingFor('USD');
  const billFigure = exactMoney(w, bill);
  // To the cent, unless the next step needs more to land on its figure.
  const total = landingMoney(w, result.total, (shown) => lands(shown / people, result.perPerson));
  const tipFigure = landingMoney(w, result.tipAmount, (shown) => lands(bill + shown, result.total, Math.max(2, places(total.value))));
  const split = people === 1 ? 'the whole total, for 1 person (unless you enter more)' : `the total split evenly between ${String(people)} people`;
  return [
    w.step('tipAmount', 'The tip: the bill times the tip (15 % unless you enter another)', [billFigure, '*', w.percent(percent, places(percent))], result.tipAmount, () => tipFigure, { for: 'tipAmount' }),
    w.step('total', 'The total: the bill plus the tip', [billFigure, '+', tipFigure], result.total, () => total, { for: 'total' }),
    w.step('perPerson', `Each person pays ${split}`, [total, '/', w.count(people)], result.perPerson, w.money, { for: 'perPerson' }),
  ];
};
