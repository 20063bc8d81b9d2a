/**
 * The working (WORKING.md) of the budget: the totals, what is left and its share of income, then the 50/30/20 guide's
 * needs, wants and savings as shares of income, each beside its target.
 */
import { exactMoney, places, shareTerms } from '../everydayWorking';
import { percentFigure } from '../working';
import { sumOf, workingFor, type Figure, type Term, type WorkingStep } from '../working';
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
    return total(
      name,
      `${text} (a blank line counts as 0)`,
      sumOf(figures),
      value ?? figures.reduce((sum, figure) => sum + figure.value, 0),
      value !== undefined,
    );
  };
  const income = lineTotal('totalIncome', 'The total income: take-home pay plus other income', ['income', 'otherIncome'], result.totalIncome);
  const needs = lineTotal('needs', 'Needs: housing, transportation, food, utilities, insurance, healthcare and debt payments', NEEDS_LINES);
  const wants = lineTotal('wants', 'Wants: entertainment and other expenses', WANTS_LINES);
  const expenses = total('totalExpenses', 'The total expenses: needs plus wants', [needs, '+', wants], result.totalExpenses, true);
  const remaining = total('remaining', 'What is left: the total income less the total expenses', [income, '-', expenses], result.remaining, true);

  // A share of the total income; with no income, 0 % (CALCULATORS.md), as there is nothing to take a share of.
  const share = (name: keyof BudgetResult, what: string, part: Figure, target?: number) => {
    const guide = target === undefined ? '' : ` (the 50/30/20 guide's target: ${String(target)} %)`;
    const [text, terms]: [string, Term[]] =
      income.value === 0
        ? [`${what}: with no income, 0 %`, [income]]
        : [`${what} as a share of the total income, times 100 %${guide}`, shareTerms(part, income)];
    steps.push(w.step(name, text, terms, result[name], (value) => percentFigure(w, value), { for: name }));
  };
  share('savingsRate', 'The savings rate: what is left', remaining);
  share('needsShare', 'Needs', needs, BUDGET_TARGETS.needsShare);
  share('wantsShare', 'Wants', wants, BUDGET_TARGETS.wantsShare);
  share('savingsShare', 'Savings (what is left)', remaining, BUDGET_TARGETS.savingsShare);
  return steps;
}
