/** Tip: tip = bill x percent / 100; total = bill + tip; split evenly between a whole number of people. */
import { accept, defineCalculator } from '../define';
import { nonNegative, positive } from '../inputKinds';

export type TipInputs = { bill: number; percent: number; people: number };
export type TipResult = { tipAmount: number; total: number; perPerson: number };

export const tip = defineCalculator<TipInputs, TipResult>({
  id: 'tip',
  inputs: { bill: positive, percent: nonNegative, people: { kind: 'integer', min: 1 } },
  defaults: { percent: '15', people: '1' },
  results: { tipAmount: 'money', total: 'money', perPerson: 'money' },
  currency: 'USD',
  compute: ({ bill, percent, people }) => {
    const tipAmount = (bill * percent) / 100;
    const total = bill + tipAmount;
    return accept({ tipAmount, total, perPerson: total / people });
  },
});
