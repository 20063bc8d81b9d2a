/**
 * The working of investment and savings (WORKING.md, DEPTH.md's "Solve for"): the balance of a starting sum plus
 * monthly deposits (savingsWorking.ts), or the deposit, the time or the return that reaches a target, each put back
 * in so that the balance it gives reaches the target.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { lands, precisely, valueOf } from './growthWorking';
import { balanceOf, flat, growthSteps, grownOver, monthsOf, savingsSteps, type SavingsFields } from './savingsWorking';
import { goalDetails, type GoalInputs } from './savingsGoalCalculator';

export function goalWorking(w: WorkingWriter, id: string, inputs: Required<GoalInputs>, result: Readonly<Record<string, number>>, fields: SavingsFields): WorkingStep[] {
  const { solveFor } = inputs;
  const rows = goalDetails(id, inputs).table?.yearly;
  const last = rows?.at(-1);
  const count = result['requiredMonths'];
  const [valueField, depositsField] = fields;
  return precisely(w, (list) => {
    const { typed, give } = list;
    const initial = typed.money(inputs.initial);
    const months = count === undefined ? monthsOf(list, typed.count(inputs.years)) : w.count(count);
    const rate = solveFor === 'rate' ? list.percentTo(result['requiredRate']!) : typed.percent(inputs.rate);
    const target = typed.money(inputs.target);
    const goal = `the ${target.show} target`;
    const zero = flat(rate, fields, result);
    let monthly = typed.money(inputs.monthly);
    // The return found, put back in: the balance at it less the target comes out at 0.
    if (solveFor === 'rate') list.solved('requiredRate', `The return needed: at ${rate.show} a year, the balance less ${goal} comes out at 0`, [...balanceOf(initial, monthly, ...grownOver(zero ? undefined : [rate, '/', 12], months)), '-', target], result['requiredRate']!, target.value);
    const grown = growthSteps(list, rate, months, zero);
    const { r, g, perMonth } = grown;
    // A deposit found over a long term at a high return, which even to 6 decimals misses the cent once grown: the
    // balance puts it back in as worked out, the rest of the target divided by what $1 a month grows to.
    let deposit: Term[] | undefined;
    if (solveFor === 'monthly') {
      const rest: Term[] = initial.value === 0 ? [target] : ['(', target, '-', initial, ...(g ? ['*' as const, g] : []), ')'];
      const found: Term[] = [...rest, '/', perMonth];
      const passes = valueOf(rest) <= 0;
      const value = result['requiredMonthly']!;
      // The deposit found, to the fewest decimals at which the balance and what was paid in, worked from it, land on the cent.
      let decimals = 2;
      const reach = (m: Figure) => lands(balanceOf(initial, m, g && [g], [perMonth]), result[valueField]!) && lands([initial, '+', m, '*', months], result[depositsField]!);
      while (decimals < 6 && !reach(w.money(value, decimals))) decimals += 1;
      if (!reach(w.money(value, decimals))) deposit = ['(', ...found, ')'];
      monthly = give(
        'requiredMonthly',
        `The monthly deposit needed: ${goal}${initial.value === 0 ? '' : ' less what the start grows to'}, divided by what $1 a month grows to`,
        passes ? ['max(', 0, ',', ...found, ')'] : found,
        value,
        { shown: (v) => w.money(v, decimals) },
      );
    }
    savingsSteps(list, { initial, monthly, months, deposit, target: solveFor === 'futureValue' ? undefined : target, rows, cell: 2, balance: 'balance at the end' }, grown, fields, result);
    // The months found: the balance after them is the yearly table's last row; a month earlier it was short.
    if (solveFor !== 'years') return;
    if (!last) {
      list.steps.push(w.lookup('requiredMonths', 'The months needed: none', `${initial.show} at the start is at least ${goal}: 0 months`, 0, { for: 'requiredMonths' }));
      return;
    }
    const before = w.count(months.value - 1);
    list.add('monthBefore', `A month earlier, after ${before.show} months, the balance was short of ${goal}`, balanceOf(initial, monthly, ...grownOver(r && [r], before)), w.money);
    const years = w.count(last.period);
    give('requiredMonths', `The months needed: the ${years.show} years of that last row × 12`, Number.isInteger(last.period) ? [years, '*', 12] : ['round(', years, '*', 12, ',', 0, ')'], count!, { shown: w.count });
  });
}
