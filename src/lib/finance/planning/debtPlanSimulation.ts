/**
 * Paying several debts at once (DEPTH.md's debt plan), month by month and with no rounding, so that two
 * implementations agree to the month: every open debt first grows by its own monthly rate; the month's budget is
 * all the original minimums plus the extra; each open debt gets its minimum (capped at what it owes); what is left
 * goes to the open debts in priority order, each paid off before the next is touched.
 */

export interface PlanDebt {
  readonly balance: number;
  /** % a year. */
  readonly rate: number;
  readonly minimum: number;
}

/**
 * Avalanche pays the highest rate first; snowball the smallest balance at the start of the month (before its
 * interest). Ties go to the debt listed first.
 */
export type PayoffStrategy = 'avalanche' | 'snowball';

export interface PlanRun {
  /** Months until the last debt is cleared. */
  readonly months: number;
  readonly interest: number;
  /** Each debt's index in the list, in the order cleared, with its month; same-month debts keep list order. */
  readonly cleared: readonly { readonly index: number; readonly month: number }[];
  /** What is still owed in all, at the end of each month (month 1 first). */
  readonly owed: readonly number[];
}

/** A balance below half a cent counts as paid off. */
const PAID_OFF = 0.005;

/**
 * The plan's run, or null when the debts are not all cleared within `maxMonths`. `onMonth`, when given, sees each
 * debt's balance at the end of every month (month 1 first), for the working to show.
 */
export function simulateDebtPlan(
  debts: readonly PlanDebt[],
  extra: number,
  strategy: PayoffStrategy,
  maxMonths: number,
  onMonth?: (balances: readonly number[]) => void,
): PlanRun | null {
  const balances = debts.map((debt) => debt.balance);
  const open = debts.map(() => true);
  const monthlyBudget = debts.reduce((sum, debt) => sum + debt.minimum, 0) + extra;
  const cleared: { index: number; month: number }[] = [];
  const owed: number[] = [];
  let interest = 0;

  for (let month = 1; month <= maxMonths; month += 1) {
    const openDebts = debts.map((_, index) => index).filter((index) => open[index]);
    const startBalances = balances.slice();
    let budget = monthlyBudget;
    for (const index of openDebts) {
      const charge = (balances[index]! * debts[index]!.rate) / 1200;
      balances[index]! += charge;
      interest += charge;
    }
    for (const index of openDebts) {
      const paid = Math.min(debts[index]!.minimum, balances[index]!);
      balances[index]! -= paid;
      budget -= paid;
    }
    // Array.prototype.sort is stable, so equal priorities keep list order.
    const priority = [...openDebts].sort((a, b) =>
      strategy === 'avalanche' ? debts[b]!.rate - debts[a]!.rate : startBalances[a]! - startBalances[b]!,
    );
    for (const index of priority) {
      if (budget <= 0) break;
      const paid = Math.min(budget, balances[index]!);
      balances[index]! -= paid;
      budget -= paid;
    }
    for (const index of openDebts) {
      if (balances[index]! >= PAID_OFF) continue;
      open[index] = false;
      balances[index] = 0;
      cleared.push({ index, month });
    }
    onMonth?.(balances);
    owed.push(balances.reduce((sum, balance) => sum + balance, 0));
    if (!open.includes(true)) return { months: month, interest, cleared, owed };
  }
  return null;
}
