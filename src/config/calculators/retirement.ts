import { defineCalculatorPage } from './types';

export const retirement = defineCalculatorPage({
  id: 'retirement',
  rank: 40,
  title: 'Retirement Calculator',
  path: '/retirement-calculator',
  category: 'saving-and-investing',
  icon: 'clock',
  gradient: ['#c2410c', '#7c2d12'],
  searchTerms: ['IRA', 'nest egg', 'retirement savings'],
  description: 'Project your savings at retirement from your age, balance and contributions.',
  intro:
    'Project how much you could have saved by the time you retire if you keep contributing every month. Enter your current age, the age you plan to retire, what you have saved so far, your monthly contribution and the annual return you expect.',
  fields: {
    currentAge: { label: 'Current age', hint: 'For example 35' },
    retirementAge: { label: 'Retirement age', hint: 'Greater than your current age, for example 65' },
    currentSavings: { label: 'Current retirement savings', prefix: '$', hint: 'Enter 0 if you have none yet' },
    monthlyContribution: { label: 'Monthly contribution', prefix: '$' },
    rate: { label: 'Expected annual return (%)', suffix: '%' },
    withdrawalRate: { label: 'Withdrawal rate (% a year)', suffix: '%', hint: '4 % is the classic rule of thumb', group: 'Income in retirement' },
    inflation: { label: 'Inflation (% a year)', suffix: '%', hint: 'Optional: to see the nest egg in today’s money', group: 'Income in retirement' },
  },
  results: {
    retirementSavings: { label: 'Savings at retirement' },
    totalContributions: { label: 'Total contributions' },
    totalEarnings: { label: 'Total investment earnings' },
    yearsToRetirement: { label: 'Years to retirement' },
    annualIncome: { label: 'Income a year at your withdrawal rate' },
    monthlyIncome: { label: 'Income a month' },
    // Only with inflation entered: without it the page gives no figure in today's money, and its notes say so.
    savingsToday: { label: 'Savings at retirement in today’s money', absent: 'not worked out (no inflation entered)' },
    annualIncomeToday: { label: 'Income a year in today’s money', absent: 'not worked out (no inflation entered)' },
  },
  // HISTORY.md: the nest egg and its income in today's money are the savings and spending that page tests; with no
  // inflation entered there are none, and the savings and income as worked out stand for them (no inflation taken
  // out). The retirement's length is not asked here: that page's 30 years.
  carries: [
    {
      to: 'k401',
      text: 'Saving through a 401(k)? Add your salary and employer match',
      aside: 'Once you calculate, the link takes your age, retirement age, savings, return and inflation; there you enter your salary, your contribution and the match, and the 2026 limits apply.',
      inputs: { age: 'currentAge', retireAge: 'retirementAge', balance: 'currentSavings', rate: 'rate', inflation: 'inflation' },
    },
    {
      to: 'socialSecurity',
      text: 'And Social Security: what claiming at your retirement age pays',
      aside: 'The link takes your retirement age as the age you claim (62 to 70); there you enter your year of birth and the benefit on your Social Security statement.',
      inputs: { claimAge: 'retirementAge' },
    },
  ],
  historyTest: {
    text: 'Will your retirement income last? Test it against every US market since 1871',
    aside: 'Once you calculate, the link takes your savings and income in today’s money (as worked out, if you enter no inflation); there the test runs 30 years with 60 % in stocks, which you can change.',
    portfolio: ['savingsToday', 'retirementSavings'],
    spending: ['annualIncomeToday', 'annualIncome'],
  },
  method: [
    'The years to retirement are your retirement age minus your current age. Your savings at retirement are FV = S × (1 + r)^n + C × ((1 + r)^n − 1) ÷ r, where S is your current savings, C the monthly contribution, r the monthly rate (annual return ÷ 100 ÷ 12) and n the number of months (years to retirement × 12). Returns compound monthly and each contribution is made at the end of its month.',
    'Total contributions are S + C × n, and investment earnings are the savings at retirement minus total contributions. The return and the contribution are assumed constant; employer matching, raises, fees and taxes are not included, and the savings are in future dollars.',
    'The income is the savings times the withdrawal rate, a year, and a twelfth of that a month. The 4 % default comes from the “4 % rule” (William Bengen, 1994; the Trinity study, 1998): in US market history, taking 4 % of the starting balance a year, raised with inflation, lasted at least 30 years. It is a rule of thumb, not a promise. With an inflation rate, the savings and the income are also shown in today’s money: divided by (1 + inflation)^years. Without one (the field blank or 0 %), they are in future dollars only, and no figure in today’s money is shown.',
  ],
});
