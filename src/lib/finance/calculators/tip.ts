/** Tip: tip = bill x percent / 100; total = bill + tip; split evenly between a whole number of people. */
import { formatMoney } from '../../format';
import { accept, defineCalculator } from '../define';
import type { DetailNote } from '../details';
import { nonNegative, positive } from '../inputKinds';
import { amount, count } from '../units';
import { exactMoney, places } from '../everydayWorking';
import { workingFor } from '../working';

export type TipInputs = { bill: number; percent: number; people: number };
export type TipResult = { tipAmount: number; total: number; perPerson: number };

export const tip = defineCalculator<TipInputs, TipResult>({
  id: 'tip',
  inputs: { bill: positive, percent: nonNegative, people: { kind: 'integer', min: 1 } },
  defaults: { percent: '15', people: '1' },
  units: { bill: amount('Bill'), percent: { unit: 'percent', what: 'Tip', per: '', fractionUpTo: 100, atMost: 100 }, people: count('Number of people') },
  results: { tipAmount: 'money', total: 'money', perPerson: 'money' },
  currency: 'USD',
  compute: ({ bill, percent, people }) => {
    const tipAmount = (bill * percent) / 100;
    const total = bill + tipAmount;
    return accept({ tipAmount, total, perPerson: total / people });
  },
  details: ({ people }, { total }) => ({ notes: splitRounding(total, people), charts: [] }),
  notesOnly: true,
  working: ({ bill, percent, people }, result) => {
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
  },
});

/**
 * When the total's cents do not split evenly, who pays what so that the shares add up to the total as shown:
 * $219.95 between 4 is three shares of $54.99 and one of $54.98, not four of $54.99 ($219.96).
 */
export function splitRounding(total: number, people: number): DetailNote[] {
  const cents = Number(formatMoney(total, 'USD').replace(/[^\d]/g, ''));
  const left = cents % people;
  if (people < 2 || left === 0 || !Number.isSafeInteger(cents)) return [];
  const share = (count: number, amount: number) => `${String(count)} ${count === 1 ? 'pays' : 'pay'} ${formatMoney(amount / 100, 'USD')}`;
  const smaller = Math.floor(cents / people);
  return [
    {
      name: 'split-rounding',
      text: `${formatMoney(cents / 100, 'USD')} does not split into ${String(people)} equal amounts to the cent: ${share(left, smaller + 1)} and ${share(people - left, smaller)}, which makes exactly ${formatMoney(cents / 100, 'USD')}.`,
    },
  ];
}
