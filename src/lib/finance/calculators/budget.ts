/**
 * Budget: every line is optional (blank = 0). savingsRate = remaining / income x 100, and 0 when
 * there is no income (CALCULATORS.md), so an empty form gives zeros rather than 0 / 0. DEPTH.md adds the
 * 50/30/20 split: needs, wants and savings as shares of income.
 */
import { budgetDetails, budgetShares } from '../planning/budgetShares';
import { accept, defineCalculator } from '../define';
import { optional } from '../inputKinds';

export type BudgetInputs = {
  income: number;
  otherIncome: number;
  housing: number;
  transportation: number;
  food: number;
  utilities: number;
  insurance: number;
  healthcare: number;
  debtPayments: number;
  entertainment: number;
  other: number;
};
export type BudgetResult = {
  totalIncome: number;
  totalExpenses: number;
  remaining: number;
  savingsRate: number;
  needsShare: number;
  wantsShare: number;
  savingsShare: number;
};

/** Every budget line that is spent rather than earned. */
const EXPENSE_LINES = [
  'housing',
  'transportation',
  'food',
  'utilities',
  'insurance',
  'healthcare',
  'debtPayments',
  'entertainment',
  'other',
] as const satisfies readonly (keyof BudgetInputs)[];

export const budget = defineCalculator<BudgetInputs, BudgetResult>({
  id: 'budget',
  inputs: {
    income: optional,
    otherIncome: optional,
    housing: optional,
    transportation: optional,
    food: optional,
    utilities: optional,
    insurance: optional,
    healthcare: optional,
    debtPayments: optional,
    entertainment: optional,
    other: optional,
  },
  defaults: {},
  results: {
    totalIncome: 'money',
    totalExpenses: 'money',
    remaining: 'money',
    savingsRate: 'percent',
    needsShare: 'percent',
    wantsShare: 'percent',
    savingsShare: 'percent',
  },
  currency: 'USD',
  compute: (inputs) => {
    const totalIncome = inputs.income + inputs.otherIncome;
    const totalExpenses = EXPENSE_LINES.reduce((sum, line) => sum + inputs[line], 0);
    const remaining = totalIncome - totalExpenses;
    const savingsRate = totalIncome === 0 ? 0 : (remaining / totalIncome) * 100;
    return accept({ totalIncome, totalExpenses, remaining, savingsRate, ...budgetShares(inputs) });
  },
  details: (inputs) => budgetDetails(budgetShares(inputs)),
});
