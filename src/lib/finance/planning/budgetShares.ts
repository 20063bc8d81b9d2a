/**
 * The 50/30/20 guide (DEPTH.md): needs, wants and savings as shares of total income, each set against its target
 * of 50, 30 and 20 %.
 */
import type { CalculationDetails, DetailNote } from '../details';

export interface BudgetLines {
  readonly income: number;
  readonly otherIncome: number;
  readonly housing: number;
  readonly transportation: number;
  readonly food: number;
  readonly utilities: number;
  readonly insurance: number;
  readonly healthcare: number;
  readonly debtPayments: number;
  readonly entertainment: number;
  readonly other: number;
}

export interface BudgetShares {
  readonly needsShare: number;
  readonly wantsShare: number;
  /** What is left, as a share of income: negative when spending exceeds income. */
  readonly savingsShare: number;
}

/** The guide's targets, in % of income. */
export const BUDGET_TARGETS = { needsShare: 50, wantsShare: 30, savingsShare: 20 } as const;

/** The lines the guide counts as needs, and as wants, in the form's order. */
export const NEEDS_LINES = ['housing', 'transportation', 'food', 'utilities', 'insurance', 'healthcare', 'debtPayments'] as const satisfies readonly (keyof BudgetLines)[];
export const WANTS_LINES = ['entertainment', 'other'] as const satisfies readonly (keyof BudgetLines)[];

/** The lines added up in order (0 + a + b … is a + b … exactly). */
export const lineSum = (lines: BudgetLines, keys: readonly (keyof BudgetLines)[]): number => keys.reduce((sum, key) => sum + lines[key], 0);

export function budgetShares(lines: BudgetLines): BudgetShares {
  const income = lines.income + lines.otherIncome;
  const needs = lineSum(lines, NEEDS_LINES);
  const wants = lineSum(lines, WANTS_LINES);
  const share = (amount: number) => (income === 0 ? 0 : (amount / income) * 100);
  return { needsShare: share(needs), wantsShare: share(wants), savingsShare: share(income - needs - wants) };
}

/** A share as people say it: at most one decimal, "62 %" or "12.5 %". */
const percent = (value: number) => `${String(Number(value.toFixed(1)))} %`;

/** "Your needs take 62 % of income, 12 points above the 50 % guide." */
function comparison(subject: string, value: number, target: number): string {
  const gap = Number((value - target).toFixed(1));
  const against = gap === 0 ? `right on the ${percent(target)} guide` : `${percent(Math.abs(gap)).replace(' %', '')} points ${gap > 0 ? 'above' : 'below'} the ${percent(target)} guide`;
  return `${subject} ${percent(value)} of income, ${against}.`;
}

/** Without an income there are no shares to compare: the results show 0 (CALCULATORS.md), and this says why. */
const NEEDS_INCOME: DetailNote = {
  name: 'needs-income',
  text: 'Needs, wants and savings are shares of your income, so they need one: enter your take-home pay or other income to see what part of it each takes against the 50/30/20 guide. Until then they show as 0 %.',
};

export function budgetDetails(shares: BudgetShares): CalculationDetails {
  if (shares.needsShare === 0 && shares.wantsShare === 0 && shares.savingsShare === 0) return { notes: [NEEDS_INCOME], charts: [] };
  // One note of three sentences: the verdict on each bucket, read together.
  const notes: DetailNote[] = [
    {
      text: [
        comparison('Your needs take', shares.needsShare, BUDGET_TARGETS.needsShare),
        comparison('Your wants take', shares.wantsShare, BUDGET_TARGETS.wantsShare),
        shares.savingsShare < 0
          ? `You spend more than you earn: your savings are ${percent(shares.savingsShare)} of income, ${percent(BUDGET_TARGETS.savingsShare - shares.savingsShare).replace(' %', '')} points below the 20 % guide.`
          : comparison('You save', shares.savingsShare, BUDGET_TARGETS.savingsShare),
      ].join(' '),
    },
  ];
  return {
    notes,
    charts: [
      {
        kind: 'targets',
        name: 'budget-split',
        caption: 'Needs, wants and savings as a share of income, against the 50/30/20 guide',
        bars: [
          { label: 'Needs', value: shares.needsShare, target: BUDGET_TARGETS.needsShare, tone: 'needs' },
          { label: 'Wants', value: shares.wantsShare, target: BUDGET_TARGETS.wantsShare, tone: 'wants' },
          { label: 'Savings', value: shares.savingsShare, target: BUDGET_TARGETS.savingsShare, tone: 'savings' },
        ],
      },
    ],
  };
}
