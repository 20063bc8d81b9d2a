/**
 * The working of the debt plan (WORKING.md): each debt's monthly rate and first interest, the budget, and for
 * avalanche and snowball the first month, the order the debts are cleared in, the last month from the balances the
 * month before, and the months and interest. A module of its own, so the page can load it with the plan.
 */
import { entered, rateStep, w } from '../loans/debtWorking';
import type { Figure, Term, WorkingStep } from '../working';
import { sumOf } from '../working';
import type { DebtPlanComparison } from './debtPlan';
import { simulateDebtPlan } from './debtPlanSimulation';

/** Figures or groups of terms joined by one operator: `a − b − (c + d)`. */
const chain = (operator: '+' | '-', parts: readonly (Term | readonly Term[])[]): Term[] =>
  parts.flatMap((part, index) => [...(index === 0 ? [] : [operator]), ...(Array.isArray(part) ? part : [part as Term])]);

const STRATEGIES = { avalanche: ['Avalanche', 'highest rate'], snowball: ['Snowball', 'smallest balance'] } as const;

/**
 * The debt plan's working, for the plan's results (`avalancheMonths`, `avalancheInterest`, `snowballMonths`,
 * `snowballInterest`). Each strategy's last month is worked from the balances its run leaves the month before.
 */
export function debtPlanWorking(plan: DebtPlanComparison): WorkingStep[] {
  const { debts, extra } = plan;
  const balances = debts.map((debt) => entered(debt.balance));
  const steps: WorkingStep[] = [];
  const rates: Figure[] = [];
  const interests: Figure[] = [];
  debts.forEach((debt, index) => {
    const rate = rateStep(`rate${String(debt.row)}`, `${debt.name}'s `, debt.rate);
    rates.push(w.factor(rate.value));
    interests.push(w.money(debt.balance * rate.value));
    steps.push(rate, w.step(`interest${String(debt.row)}`, `${debt.name}'s first month of interest: the balance times the monthly rate`, [balances[index]!, '*', rates[index]!], interests[index]!.value, w.money));
  });
  const minimums = debts.map((debt) => entered(debt.minimum));
  const budgetTerms = sumOf(extra > 0 ? [...minimums, entered(extra)] : minimums);
  const budget = w.money(debts.reduce((sum, debt) => sum + entered(debt.minimum).value, 0) + (extra > 0 ? entered(extra).value : 0), 6);
  steps.push(w.step('budget', `The monthly budget: every minimum${extra > 0 ? ' plus the extra' : ''}, paid each month until the last`, budgetTerms, budget.value, () => budget));

  for (const strategy of ['avalanche', 'snowball'] as const) {
    const [title, first] = STRATEGIES[strategy];
    const run = plan[strategy];
    const name = (index: number) => debts[index]!.name;
    // Month 1's priority: ties go to the debt listed first (debtPlanSimulation's rule).
    const deciding = strategy === 'avalanche' ? debts.map((debt) => w.percent(debt.rate)) : balances;
    const top = deciding.reduce((best, figure, index) => ((strategy === 'avalanche' ? figure.value > deciding[best]!.value : figure.value < deciding[best]!.value) ? index : best), 0);
    steps.push(
      w.lookup(`${strategy}First`, `${title} puts what the budget has left after the minimums on the ${first} first`, `${name(top)}'s ${deciding[top]!.show} is the ${first.split(' ')[0]!} of ${deciding.map((figure) => figure.show).join(', ')}`, deciding[top]!.value),
    );
    // Each other debt takes its minimum, or all it owes when that is less; the first in line takes the rest, up to all it owes.
    const others = debts.flatMap((debt, index): (Term | Term[])[] =>
      index === top ? [] : [debt.minimum <= balances[index]!.value + interests[index]!.value ? minimums[index]! : ['(', balances[index]!, '+', interests[index]!, ')']],
    );
    const owedTop: Term[] = [balances[top]!, '+', interests[top]!];
    const rest = budget.value - debts.reduce((sum, _debt, index) => (index === top ? sum : sum + Math.min(minimums[index]!.value, balances[index]!.value + interests[index]!.value)), 0);
    steps.push(
      w.step(
        `${strategy}Month1`,
        `${title}, month 1: ${name(top)} is paid the budget less the other debts' minimums (or what they owe, if less), or all it owes if that is less`,
        ['min(', ...owedTop, ',', ...chain('-', [budget, ...others]), ')'],
        Math.min(balances[top]!.value + interests[top]!.value, rest),
        w.money,
      ),
    );
    run.cleared.forEach(({ index, month }, place) =>
      steps.push(w.lookup(`${strategy}Cleared${String(place + 1)}`, place === 0 ? `${title} pays the debts off in this order` : 'Then', `${name(index)} in month ${String(month)}`, month)),
    );

    // The last month: the debts it clears, from what they owed at the end of the month before.
    const end = run.months;
    const open = run.cleared.filter(({ month }) => month === end).map(({ index }) => index);
    let before: readonly number[] = debts.map((debt) => debt.balance);
    let month = 0;
    if (end > 1) simulateDebtPlan(debts, extra, strategy, end, (owed) => (++month === end - 1 ? (before = owed.slice()) : undefined));
    const left = open.map((index) => (end > 1 ? w.money(before[index]!, 6) : balances[index]!));
    if (end > 1) {
      open.forEach((index, place) =>
        steps.push(w.lookup(`${strategy}Left${String(debts[index]!.row)}`, `${title}: still owed on ${name(index)} at the end of month ${String(end - 1)}`, `${left[place]!.show} after month ${String(end - 1)}`, before[index]!)),
      );
    }
    const last = w.money(open.reduce((sum, index, place) => sum + left[place]!.value + left[place]!.value * rates[index]!.value, 0), 6);
    steps.push(
      w.step(
        `${strategy}Last`,
        `${title}, month ${String(end)}, the last: what is left plus its interest, within the ${budget.show} budget (the results round it to the cent)`,
        chain('+', open.map((index, place) => [left[place]!, '+', left[place]!, '*', rates[index]!])),
        last.value,
        () => last,
      ),
    );
    const field = `${strategy}Months`;
    const full = w.count(end - 1);
    steps.push(
      end > 1
        ? w.step(field, `${title}: the months, ${full.show} paying the whole budget, and the last`, [full, '+', 1], end, w.count, { for: field })
        : w.lookup(field, `${title} clears every debt in the first month`, `${last.show} is within the ${budget.show} budget: 1 month`, 1, { for: field }),
      w.step(
        `${strategy}Interest`,
        `${title}: the interest, everything paid (the budget in each month before the last, and the last payment) less every balance`,
        chain('-', [end > 1 ? [budget, '*', full, '+', last] : last, ...balances]),
        run.interest,
        w.money,
        { for: `${strategy}Interest` },
      ),
    );
  }
  return steps;
}
