/**
 * Budget: every line is optional (blank = 0). savingsRate = remaining / income x 100, and 0 when
 * there is no income (CALCULATORS.md), so an empty form gives zeros rather than 0 / 0. DEPTH.md adds the
 * 50/30/20 split: needs, wants and savings as shares of income.
 */
import { budgetDetails, budgetShares, NEEDS_LINES, WANTS_LINES } from '../planning/budgetShares';
import { accept, defineCalculator, lazyWorking } from '../define';
import { optional } from '../inputKinds';
import { monthly } from '../units';

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
const EXPENSE_LINES = [...NEEDS_LINES, ...WANTS_LINES] as const satisfies readonly (keyof BudgetInputs)[];

const EXPENSE_NAMES: Readonly<Record<(typeof EXPENSE_LINES)[number], string>> = {
  housing: 'Housing',
  transportation: 'Transportation',
  food: 'Food',
  utilities: 'Utilities',
  insurance: 'Insurance',
  healthcare: 'Healthcare',
  debtPayments: 'Debt payments',
  entertainment: 'Entertainment',
  other: 'Other expenses',
};

/**
 * A line this large a share of the month's take-home pay is more likely a year's figure typed for a month's: housing
 * above the whole pay (some spend most of it on rent), any other line above 30 %.
 */
const shareOfPay = (share: number) => ({ field: 'income', what: 'the month’s take-home pay', share }) as const;

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
  units: {
    // Take-home pay of $100,000 or more a month is more likely a year's.
    income: monthly('Take-home pay', { amount: 100_000 }),
    otherIncome: monthly('Other income', shareOfPay(1)),
    ...Object.fromEntries(EXPENSE_LINES.map((line) => [line, monthly(EXPENSE_NAMES[line], shareOfPay(line === 'housing' ? 1 : 0.3))])),
  },
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
  working: lazyWorking(() => import('../steps/budget')),
});
