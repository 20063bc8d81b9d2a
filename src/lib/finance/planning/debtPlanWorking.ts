/**
 * The working of the debt plan (WORKING.md). On the main line: the budget, and for avalanche and snowball what is left
 * the month before the last, the last month (what is left plus its interest, within the budget), the months and the
 * interest. In "Show every step": each debt's monthly rate and first interest, and each plan's first month. A module
 * of its own, so the page can load it with the plan.
 */
import { entered, monthlyRate, rateStep, w } from '../loans/debtWorking';
import type { Figure, Term, WorkingStep } from '../working';
import { moneyDecimalsFor, offMainLine, sumOf } from '../working';
import type { DebtPlanComparison } from './debtPlan';
import { simulateDebtPlan } from './debtPlanSimulation';

/** Figures or groups of terms joined by one operator: `a − b − (c + d)`. */
const chain = (operator: '+' | '-', parts: readonly (Term | readonly Term[])[]): Term[] =>
  parts.flatMap((part, index) => [...(index === 0 ? [] : [operator]), ...(Array.isArray(part) ? part : [part as Term])]);

const STRATEGIES = { avalanche: ['Avalanche', 'highest rate'], snowball: ['Snowball', 'smallest balance'] } as const;

/** A list in words: "A, B and C". */
const listed = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`);

/**
 * The debt plan's working, for the plan's results (`avalancheMonths`, `avalancheInterest`, `snowballMonths`,
 * `snowballInterest`). Each strategy's last month is worked from the balances its run leaves the month before.
 */
export function debtPlanWorking(plan: DebtPlanComparison): WorkingStep[] {
  const { debts, extra } = plan;
  const balances = debts.map((debt) => entered(debt.balance));
  const first: WorkingStep[] = [];
  const interests: Figure[] = [];
  debts.forEach((debt, index) => {
    const rate = monthlyRate(debt.rate);
    interests.push(w.money((balances[index]!.value * rate.value) / 100));
    first.push(
      rateStep(`rate${String(debt.row)}`, `${debt.name}’s `, debt.rate, rate),
      w.step(`interest${String(debt.row)}`, `${debt.name}’s first month of interest: the balance times the monthly rate`, [balances[index]!, '*', rate], interests[index]!.value, w.money),
    );
  });
  const minimums = debts.map((debt) => entered(debt.minimum));
  const budget = w.money(debts.reduce((sum, debt) => sum + entered(debt.minimum).value, 0) + (extra > 0 ? entered(extra).value : 0), 6);
  const paidIn = extra > 0 ? [...minimums, entered(extra)] : minimums;
  // One debt and no extra: the budget is its minimum, as entered.
  const main: WorkingStep[] =
    paidIn.length > 1 ? [w.step('budget', `The monthly budget: every minimum${extra > 0 ? ' plus the extra' : ''}, paid each month until the last`, sumOf(paidIn), budget.value, () => budget)] : [];

  for (const strategy of ['avalanche', 'snowball'] as const) {
    const [title, firstIn] = STRATEGIES[strategy];
    const run = plan[strategy];
    const name = (index: number) => debts[index]!.name;
    // Month 1's priority: ties go to the debt listed first (debtPlanSimulation's rule).
    const deciding = strategy === 'avalanche' ? debts.map((debt) => w.percent(debt.rate)) : balances;
    const top = deciding.reduce((best, figure, index) => ((strategy === 'avalanche' ? figure.value > deciding[best]!.value : figure.value < deciding[best]!.value) ? index : best), 0);
    // Each other debt takes its minimum, or all it owes when that is less; the first in line takes the rest, up to all it owes.
    const others = debts.flatMap((debt, index): (Term | Term[])[] =>
      index === top ? [] : [debt.minimum <= balances[index]!.value + interests[index]!.value ? minimums[index]! : ['(', balances[index]!, '+', interests[index]!, ')']],
    );
    const rest = budget.value - debts.reduce((sum, _debt, index) => (index === top ? sum : sum + Math.min(minimums[index]!.value, balances[index]!.value + interests[index]!.value)), 0);
    first.push(
      w.lookup(`${strategy}First`, `${title} puts what the budget has left after the minimums on the ${firstIn} first`, `${name(top)}’s ${deciding[top]!.show} is the ${firstIn.split(' ')[0]!} of ${listed(deciding.map((figure) => figure.show))}`, deciding[top]!.value),
      w.step(
        `${strategy}Month1`,
        `${title}, month 1: ${name(top)} is paid the smaller of what it owes and what the budget leaves after the other debts’ minimums (or what they owe, if less)`,
        ['min(', balances[top]!, '+', interests[top]!, ',', ...chain('-', [budget, ...others]), ')'],
        Math.min(balances[top]!.value + interests[top]!.value, rest),
        w.money,
      ),
    );

    // The last month: the debts it clears, from what they owed at the end of the month before.
    const end = run.months;
    const open = run.cleared.filter(({ month }) => month === end).map(({ index }) => index);
    let before: readonly number[] = debts.map((debt) => debt.balance);
    let month = 0;
    if (end > 1) simulateDebtPlan(debts, extra, strategy, end, (owed) => (++month === end - 1 ? (before = owed.slice()) : undefined));
    // To as many decimals as the interest, which adds them with their interest, needs to keep its cent.
    const left = open.map((index) => (end > 1 ? w.money(before[index]!, moneyDecimalsFor(2 * open.length)) : balances[index]!));
    const leftWords = open.map((index, place) => `${name(index)}: ${left[place]!.show}`);
    const pastCent = left.some((figure) => figure.unrounded) ? ' before rounding' : '';
    if (end > 1) {
      const total = left.reduce((sum, figure) => sum + figure.value, 0);
      main.push(
        w.lookup(
          `${strategy}Left`,
          `${title}: still owed at the end of month ${String(end - 1)}, the month before the last, as the plan runs month by month`,
          `${leftWords.join('; ')}${open.length > 1 ? `; ${w.money(total, 6).show} in all` : ''}${pastCent}`,
          total,
        ),
      );
    }
    // A month's interest is the yearly rate ÷ 12 of what is owed (at 0 %, none).
    const lastTerms = chain(
      '+',
      open.map((index, place) => [left[place]!, '+', left[place]!, '*', w.percent(debts[index]!.rate), '/', 12]),
    );
    const lastValue = open.reduce((sum, index, place) => sum + left[place]!.value * (1 + debts[index]!.rate / 1200), 0);
    const last = w.money(lastValue, moneyDecimalsFor(1));
    const owing = open.length > 1 ? `what is left on ${listed(open.map(name))}` : `what is left on ${name(open[0]!)}`;
    main.push(
      w.step(
        `${strategy}Last`,
        `${title}, month ${String(end)}, the last: ${owing}, plus a month’s interest (the yearly rate divided by 12), within the ${budget.show} budget`,
        lastTerms,
        lastValue,
        () => last,
      ),
    );
    const field = `${strategy}Months`;
    const full = w.count(end - 1);
    main.push(
      end > 1
        ? w.step(field, `${title}: the months, ${full.show} paying the whole budget, and the last`, [full, '+', 1], end, w.count, { for: field })
        : w.lookup(field, `${title} clears every debt in the first month`, `${last.show} is within the ${budget.show} budget: 1 month`, 1, { for: field }),
      w.step(
        `${strategy}Interest`,
        `${title}: the interest, everything paid (the budget in each month before the last, and the last month’s payment${last.unrounded ? ' before rounding' : ''}) less every balance`,
        chain('-', [end > 1 ? [budget, '*', full, '+', last] : last, ...balances]),
        run.interest,
        w.money,
        { for: `${strategy}Interest` },
      ),
    );
  }
  return [...main, ...offMainLine(first)];
}
