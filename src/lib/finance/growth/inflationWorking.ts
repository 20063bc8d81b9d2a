/**
 * The working of inflation (WORKING.md): what prices grow by at the reader's rate over the years, the future cost,
 * what the amount will buy, and the difference, with the yearly table's first and last rows.
 */
import type { WorkingStep, WorkingWriter } from '../working';
import { factorDigits, type Rows, stepList } from './growthWorking';

export function inflationWorking(w: WorkingWriter, inputs: { amount: number; rate: number; years: number }, result: Readonly<Record<string, number>>, rows: Rows): WorkingStep[] {
  const list = stepList(w, factorDigits(result, (inputs.rate / 100) * inputs.years));
  const { typed, add, give } = list;
  const amount = typed.money(inputs.amount);
  const rate = typed.percent(inputs.rate);
  const years = typed.count(inputs.years);
  const growth = add(
    'priceGrowth',
    `What prices grow by in ${years.show} years: 1 plus the yearly rate divided by 100, to the power of the years`,
    ['(', 1, '+', rate, '/', 100, ')', '^', years],
    (1 + inputs.rate / 100) ** years.value,
  );
  const future = give('futureValue', 'What the same things will cost then: the amount times that growth', [amount, '*', growth], result['futureValue']!);
  list.lastRow(rows, 0);
  give('purchasingPower', 'What the amount will buy then, in today’s money: the amount divided by that growth', [amount, '/', growth], result['purchasingPower']!);
  give('inflationImpact', 'The rise in cost: the future cost less the amount today', [future, '-', amount], result['inflationImpact']!);
  list.firstRow(rows, 0, 'the cost after 1 year, the amount times 1 plus the yearly rate divided by 100', [amount, '*', '(', 1, '+', rate, '/', 100, ')']);
  return list.steps;
}
