import { defineCalculatorPage } from './types';

export const budget = defineCalculatorPage({
  id: 'budget',
  rank: 90,
  title: 'Budget Calculator',
  path: '/budget-calculator',
  category: 'tax-and-income',
  icon: 'pieChart',
  gradient: ['#0369a1', '#0c4a6e'],
  searchTerms: ['50/30/20 rule', 'needs and wants', 'monthly budget'],
  description: 'Income against expenses, what is left over, and your needs, wants and savings against the 50/30/20 guide.',
  intro:
    'Compare what comes in with what goes out, see what is left over, and check your needs, wants and savings against the 50/30/20 guide. Enter your monthly take-home income and spending by category; leave a line blank if it does not apply.',
  fields: {
    income: { label: 'Take-home pay', prefix: '$', hint: 'Your pay after tax for the month' },
    otherIncome: { label: 'Other income', prefix: '$', hint: 'Side work, benefits, support payments' },
    housing: { label: 'Housing', prefix: '$', hint: 'Rent or mortgage payment' },
    transportation: { label: 'Transportation', prefix: '$', hint: 'Car payment, fuel, transit fares' },
    food: { label: 'Food', prefix: '$', hint: 'Groceries and eating out' },
    utilities: { label: 'Utilities', prefix: '$', hint: 'Power, water, internet, phone' },
    insurance: { label: 'Insurance', prefix: '$' },
    healthcare: { label: 'Healthcare', prefix: '$' },
    debtPayments: { label: 'Debt payments', prefix: '$', hint: 'The minimums on cards and loans; anything extra you pay counts as savings' },
    entertainment: { label: 'Entertainment', prefix: '$' },
    other: { label: 'Other expenses', prefix: '$' },
  },
  results: {
    totalIncome: { label: 'Total income' },
    totalExpenses: { label: 'Total expenses' },
    remaining: { label: 'Left over', signWords: ['Surplus', 'Shortfall'] },
    savingsRate: { label: 'Savings rate' },
    needsShare: { label: 'Needs (guide: 50 %)' },
    wantsShare: { label: 'Wants (guide: 30 %)' },
    savingsShare: { label: 'Savings (guide: 20 %)' },
  },
  method: [
    'Total income is take-home pay plus other income, and total expenses are the sum of the nine spending lines; a blank line counts as 0. What is left over is total income minus total expenses, and the savings rate is left over ÷ total income × 100, or 0 when there is no income.',
    'The figures are added as entered, so use the same period, such as one month, for every line. When expenses exceed income, the amount left over and the savings rate are negative.',
    'The 50/30/20 guide splits take-home income into needs (50 %), wants (30 %) and savings (20 %). Here needs are housing, transportation, food, utilities, insurance, healthcare and debt payments; wants are entertainment and other expenses; savings are what is left over, which includes anything you pay on debts beyond the minimums. Each is shown as a share of total income next to its guide. The guide is a starting point, not a rule: in a high-cost city needs often take more than half.',
  ],
});
