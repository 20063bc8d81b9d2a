/**
 * The working (WORKING.md) of the budget: the totals, what is left and its share of income (the savings rate), then
 * the 50/30/20 guide's needs and wants as shares of income, each beside its target, and savings as what the two
 * leave of 100 %.
 */
import { exactMoney, lands, places, shareTerms, TO_PERCENT } from '../everydayWorking';
import { percentDecimals, percentFigure, sumOf, workingFor, type Figure, type Term, type WorkingStep } from '../working';
import { BUDGET_TARGETS, NEEDS_LINES, WANTS_LINES, type BudgetLines, type BudgetShares } from './budgetShares';

type BudgetResult = { totalIncome: number; totalExpenses: number; remaining: number; savingsRate: number } & BudgetShares;

export function budgetWorking(lines: BudgetLines, result: BudgetResult): WorkingStep[] {
  const w = workingFor('USD');
  const steps: WorkingStep[] = [];
  // Totals of the amounts as typed keep every decimal they have, so the shares redo exactly from them.
  const decimals = Math.max(...Object.values(lines).map(places));
  const total = (name: string, text: string, terms: Term[], value: number, result?: boolean): Figure => {
    const shown = exactMoney(w, value, decimals);
    steps.push(w.step(name, text, terms, value, () => shown, result ? { for: name } : {}));
    return shown;
  };
  const lineTotal = (name: string, text: string, keys: readonly (keyof BudgetLines)[], value?: number): Figure => {
    const figures = keys.map((key) => exactMoney(w, lines[key]));
    return total(name, `${text} (a blank line counts as 0)`, sumOf(figures), value ?? figures.reduce((sum, figure) => sum + figure.value, 0), value !== undefined);
  };
  const income = lineTotal('totalIncome', 'The total income: take-home pay plus other income', ['income', 'otherIncome'], result.totalIncome);
  const needs = lineTotal('needs', 'Needs: housing, transportation, food, utilities, insurance, healthcare and debt payments', NEEDS_LINES);
  const wants = lineTotal('wants', 'Wants: entertainment and other expenses', WANTS_LINES);
  const expenses = total('totalExpenses', 'The total expenses: needs plus wants', [needs, '+', wants], result.totalExpenses, true);
  const remaining = total('remaining', 'What is left: the total income less the total expenses', [income, '-', expenses], result.remaining, true);

  const percent = (value: number, more = 0) => percentFigure(w, value, percentDecimals(value) + more);
  const guide = (name: keyof BudgetShares) => ` (the 50/30/20 guide's target: ${String(BUDGET_TARGETS[name])} %)`;
  if (income.value === 0) {
    // No income, nothing to take a share of: CALCULATORS.md shows 0 %. The savings rate says so with its arithmetic.
    const none = 'with no income there is nothing to take a share of';
    steps.push(w.step('savingsRate', `The savings rate: ${none}, so the page counts the share as 0, ${TO_PERCENT}`, [0, '*', 100], 0, percent, { for: 'savingsRate' }));
    for (const [name, what] of [['needsShare', 'Needs'], ['wantsShare', 'Wants'], ['savingsShare', 'Savings']] as const) {
      steps.push(w.lookup(name, `${what} as a share of income${guide(name)}`, `${income.show} of income: ${none}, 0 %`, 0, { for: name }));
    }
    return steps;
  }
  const share = (name: 'savingsRate' | 'needsShare' | 'wantsShare', text: string, part: Figure, more = 0): Figure => {
    steps.push(w.step(name, `${text} divided by the total income, ${TO_PERCENT}`, shareTerms(part, income), result[name], (value) => percent(value, more), { for: name }));
    return percent(result[name], more);
  };
  share('savingsRate', 'The savings rate: what is left', remaining);
  // Needs and wants to as many decimals as let 100 % less the two land on the savings share as it is shown.
  const savings = percent(result.savingsShare);
  const savingsDecimals = (savings.expr.split('.')[1] ?? '').length;
  let more = 0;
  while (more < 4 && !lands(100 - percent(result.needsShare, more).value - percent(result.wantsShare, more).value, result.savingsShare, savingsDecimals)) more += 1;
  const needsShare = share('needsShare', `Needs${guide('needsShare')}: needs`, needs, more);
  const wantsShare = share('wantsShare', `Wants${guide('wantsShare')}: wants`, wants, more);
  const text = `Savings${guide('savingsShare')}: what needs and wants leave of the whole income, 100 %`;
  steps.push(w.step('savingsShare', text, [w.percent(100), '-', needsShare, '-', wantsShare], result.savingsShare, () => savings, { for: 'savingsShare' }));
  return steps;
}
