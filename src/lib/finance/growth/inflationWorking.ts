/**
 * The working of inflation (WORKING.md): what $1 of today's prices will cost after the years at the reader's rate,
 * the future cost and what the amount will buy (the yearly table's last row), the difference, and the table's first
 * row.
 */
import type { WorkingStep, WorkingWriter } from '../working';
import { precisely, type Rows } from './growthWorking';

export function inflationWorking(w: WorkingWriter, inputs: { amount: number; rate: number; years: number }, result: Readonly<Record<string, number>>, rows: Rows): WorkingStep[] {
  const last = rows?.at(-1);
  return precisely(w, (list) => {
    const { typed, give } = list;
    const amount = typed.money(inputs.amount);
    const rate = typed.percent(inputs.rate);
    const years = typed.count(inputs.years);
    const growth = list.add('priceGrowth', `What $1 of today’s prices will cost in ${years.show} years, at ${rate.show} a year`, ['(', 1, '+', rate, ')', '^', years]);
    const future = give('futureValue', `What the same things will cost then: the ${amount.show} times that`, [amount, '*', growth], result['futureValue']!, { row: last, cell: 0 });
    give('purchasingPower', `What the ${amount.show} will buy then, in today’s money: the ${amount.show} divided by that`, [amount, '/', growth], result['purchasingPower']!, { row: last, cell: 1 });
    give('inflationImpact', 'The rise in cost: the future cost less the amount today', [future, '-', amount], result['inflationImpact']!);
    list.firstRow(rows, 0, 'the cost after 1 year, the amount times 1 plus the yearly rate', [amount, '*', '(', 1, '+', rate, ')']);
  });
}
