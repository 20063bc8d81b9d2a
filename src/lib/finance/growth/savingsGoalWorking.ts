/**
 * The working of investment and savings (WORKING.md, DEPTH.md's "Solve for"): the balance of a starting sum plus
 * monthly deposits, or the deposit, the time or the return that reaches a target, each put back in.
 */
import type { Figure, WorkingStep, WorkingWriter } from '../working';
import { factorDigits, stepList } from './growthWorking';
import { savingsSteps, type SavingsFields } from './savingsWorking';
import { goalBalance } from './savingsGoal';
import { goalDetails, type GoalInputs } from './savingsGoalCalculator';

/** A percentage to `digits` significant digits: a return found by a search, as the later steps use it. */
const percentTo = (w: WorkingWriter, value: number, digits: number): Figure => w.percent(value, Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(value) || 1))));

/**
 * Investment and savings (DEPTH.md's "Solve for"): the future value, or the deposit, the time or the return that
 * reaches the target, each put back in so that the balance it gives is the target.
 */
export function goalWorking(w: WorkingWriter, id: string, inputs: Required<GoalInputs>, result: Readonly<Record<string, number>>, fields: SavingsFields): WorkingStep[] {
  const { solveFor } = inputs;
  const found = (field: string) => result[field] ?? 0;
  const yearly = solveFor === 'rate' ? found('requiredRate') : inputs.rate;
  const count = solveFor === 'years' ? found('requiredMonths') : inputs.years * 12;
  const list = stepList(w, factorDigits(result, (count * yearly) / 1200));
  const { typed, steps } = list;
  const initial = typed.money(inputs.initial);
  const monthly = solveFor === 'monthly' ? undefined : typed.money(inputs.monthly);
  const target = solveFor === 'futureValue' ? undefined : typed.money(inputs.target);
  const goal = target?.show ?? '';
  let months: Figure;
  if (solveFor === 'years') {
    months = w.count(count);
    const line = count === 0 ? `${initial.show} already reaches ${goal}: 0 months` : `month ${months.show} is the first whose balance reaches ${goal}`;
    steps.push(w.lookup('requiredMonths', 'The time needed: the balance counted month by month, for up to 1,200 months (100 years)', line, count, { for: 'requiredMonths' }));
  } else {
    months = list.add('months', 'The number of monthly deposits: the years times 12 months', [typed.count(inputs.years), '*', 12], count, typed.count);
  }
  let rate = typed.percent(yearly);
  if (solveFor === 'rate') {
    rate = percentTo(w, yearly, list.digits);
    steps.push(
      w.lookup(
        'requiredRate',
        'The return needed: the range from −99 % to 1,000 % a year halved, again and again, until the balance meets the target',
        `${initial.show} at the start and ${monthly?.show ?? ''} a month for ${months.show} months reach ${goal} at ${rate.show} a year`,
        yearly,
        { for: 'requiredRate' },
      ),
    );
  }
  const reaches = { futureValue: undefined, monthly: found('requiredMonthly') > 0 ? ', which is the target' : `: the start alone passes the target ${goal}`, years: `, the first to reach the target ${goal}`, rate: undefined };
  const rows = goalDetails(id, inputs).table?.yearly;
  const before = solveFor === 'years' && count > 0 ? goalBalance(inputs.initial, inputs.monthly, yearly, count - 1) : undefined;
  savingsSteps(list, { initial, monthly, rate, months, target, reaches: reaches[solveFor], before, solved: solveFor === 'rate', rows, cell: 2 }, fields, result);
  return steps;
}
