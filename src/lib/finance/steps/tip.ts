/** The tip calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import type { TipInputs, TipResult } from '../calculators/tip';

export const working: (inputs: Required<TipInputs>, result: TipResult) => Working = ({ bill, percent, people }, result) => {
  const w = workingFor('USD');
  const billFigure = exactMoney(w, bill);
  const decimals = places(bill) + places(percent) + 2;
  const [tipFigure, total] = [exactMoney(w, result.tipAmount, decimals), exactMoney(w, result.total, decimals)];
  const terms = [billFigure, '*', w.percent(percent, places(percent)), '/', 100] as const;
  return [
    w.step('tipAmount', 'The tip: the bill times the tip (15 % unless you enter another), divided by 100 to make the percentage a fraction', terms, result.tipAmount, () => tipFigure, { for: 'tipAmount' }),
    w.step('total', 'The total: the bill plus the tip', [billFigure, '+', tipFigure], result.total, () => total, { for: 'total' }),
    w.step('perPerson', 'Each person pays the total split evenly between the people (1 unless you enter more), to the cent', [total, '/', w.count(people)], result.perPerson, w.money, { for: 'perPerson' }),
  ];
};
