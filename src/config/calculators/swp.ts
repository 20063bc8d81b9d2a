import { defineCalculatorPage } from './types';

export const swp = defineCalculatorPage({
  id: 'swp',
  rank: 320,
  title: 'SWP Calculator',
  path: '/swp-calculator',
  category: 'india',
  icon: 'wallet',
  gradient: ['#15803d', '#052e16'],
  searchTerms: ['systematic withdrawal plan', 'mutual fund withdrawal'],
  description: 'How long a monthly withdrawal from a mutual fund lasts, and what is left at the end.',
  intro:
    'Plan a systematic withdrawal plan (SWP): a lump sum stays invested and pays you a fixed amount every month. Enter the amount invested, the monthly withdrawal, the expected return and the period; the calculator shows what you take out, what the money earns and what is left, the withdrawal that lasts exactly the period, and the month the money runs out if it does.',
  fields: {
    investment: { label: 'Amount invested', prefix: '₹', hint: 'For example 50,00,000' },
    withdrawal: { label: 'Monthly withdrawal', prefix: '₹', hint: 'For example 30,000' },
    rate: { label: 'Expected return (% per year)', suffix: '%' },
    years: { label: 'Period (years)', suffix: 'years', hint: 'Whole months: 2.5 is 30 months' },
  },
  results: {
    finalValue: { label: 'Left at the end' },
    totalWithdrawn: { label: 'Total withdrawn' },
    totalEarnings: { label: 'Total returns earned' },
    sustainableWithdrawal: { label: 'Withdrawal that lasts exactly the period' },
    lastsMonths: { label: 'The money runs out in', absent: 'never (the money lasts the whole period)' },
  },
  // HISTORY.md: rupees, fixed withdrawals and Indian returns do not translate to US history in today's dollars; the
  // period does.
  historyTest: {
    text: 'Test a withdrawal plan in US dollars against every US market since 1871',
    aside: 'Once you calculate, the link takes only your period, in whole years: that test runs on US returns in dollars, with spending that rises with prices, so you enter your amounts there.',
    years: 'years',
  },
  method: [
    'Each month the balance first earns its return at the yearly rate ÷ 12, then the withdrawal comes out. A month that cannot pay in full pays what is left, and after that nothing more is paid.',
    'Total returns are what is left plus everything withdrawn less the amount invested. The withdrawal that lasts exactly the period is P × i (1 + i)^n ÷ ((1 + i)^n − 1), with P the amount invested, i the monthly rate and n the months (P ÷ n at 0 %). Taxes, exit loads and changes in the return are not included.',
  ],
});
