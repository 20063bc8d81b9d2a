/** Tip: tip = bill x percent / 100; total = bill + tip; split evenly between a whole number of people. */
import { formatMoney } from '../../format';
import { accept, defineCalculator, lazyWorking } from '../define';
import type { DetailNote } from '../details';
import { nonNegative, positive } from '../inputKinds';
import { amount, count } from '../units';

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
  working: lazyWorking(() => import('../steps/tip')),
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
