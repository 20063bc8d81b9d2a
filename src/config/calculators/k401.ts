import { formatWholeMoney } from '@/lib/formatWhole';
import { CATCH_UP_60_TO_63_AGES, CATCH_UP_AGE, ELECTIVE_DEFERRAL_LIMIT, ELECTIVE_DEFERRAL_SOURCE, PLAN_LIMITS } from '@/lib/finance/tax/tables/usPayroll';
import { defineCalculatorPage } from './types';

const dollars = (value: number) => formatWholeMoney(value, 'USD');
const limits = PLAN_LIMITS['2026'];
const [from60, to63] = CATCH_UP_60_TO_63_AGES;

export const k401 = defineCalculatorPage({
  id: 'k401',
  rank: 45,
  title: '401(k) Calculator: Employer Match and Balance at Retirement',
  path: '/401k-calculator',
  category: 'saving-and-investing',
  icon: 'nestEgg',
  gradient: ['#0f766e', '#134e4a'],
  searchTerms: ['401k match', '401k calculator', 'employer match', 'retirement plan', '403(b)', 'catch-up contribution'],
  description: 'Your 401(k) at retirement: your contributions, your employer’s match and growth within the IRS limits.',
  intro:
    'See what your 401(k) could hold when you retire. Enter your age, salary, the share of pay you contribute and your employer’s match; the calculator keeps each year within the IRS limits, shows the match you may be leaving unclaimed, and gives the balance year by year.',
  fields: {
    age: { label: 'Your age this year', hint: 'The age you reach by December 31, 18 to 79' },
    retireAge: { label: 'Retirement age', hint: 'Greater than your age, at most 80; 67 if left blank' },
    salary: { label: 'Salary a year', prefix: '$' },
    salaryGrowth: { label: 'Salary growth (% a year)', suffix: '%', hint: 'Optional: your expected raises; blank means none' },
    contribution: { label: 'Your contribution (% of salary)', suffix: '%', hint: 'For example 6' },
    matchRate: { label: 'Employer match (% of your contribution)', suffix: '%', hint: '50 if left blank: 50 cents per dollar', group: 'Employer match' },
    matchLimit: { label: 'Matched up to (% of salary)', suffix: '%', hint: '6 if left blank', group: 'Employer match' },
    balance: { label: 'Current 401(k) balance', prefix: '$', hint: 'Optional: blank means 0' },
    rate: { label: 'Expected annual return (%)', suffix: '%' },
    inflation: { label: 'Inflation (% a year)', suffix: '%', hint: 'Optional: to see the balance in today’s money' },
  },
  results: {
    balanceAtRetirement: { label: 'Balance at retirement' },
    yourContributions: { label: 'Your contributions' },
    employerContributions: { label: 'Your employer’s contributions' },
    growth: { label: 'Investment growth' },
    balanceToday: { label: 'Balance at retirement in today’s money', absent: 'not worked out (no inflation entered)' },
    firstYearMatch: { label: 'Employer match in year 1' },
    matchMissed: { label: 'Match left unclaimed in year 1', absent: 'none (you get the whole match)' },
  },
  // HISTORY.md: the balance in today's money is the savings that page tests (as worked out, without inflation).
  historyTest: {
    text: 'Will your 401(k) last in retirement? Test it against every US market since 1871',
    aside: 'Once you calculate, the link takes your balance at retirement in today’s money (as worked out, if you enter no inflation) as the savings; there you enter the spending, and it runs 30 years with 60 % in stocks, which you can change.',
    portfolio: ['balanceToday', 'balanceAtRetirement'],
  },
  method: [
    `For each year to retirement, your salary is the one you enter, raised by the salary growth each year after the first. The plan counts pay up to ${dollars(limits.compensation)} (section 401(a)(17)). Your contribution is your percent of that pay, up to the elective deferral limit, ${dollars(ELECTIVE_DEFERRAL_LIMIT['2026'])} in 2026 (section 402(g)), plus a catch-up of ${dollars(limits.catchUp)} in the years you are ${String(CATCH_UP_AGE)} or older, or ${dollars(limits.catchUp60To63)} instead in the years you are ${String(from60)} to ${String(to63)} (SECURE 2.0 Act, section 109). Your age in a year is the age you reach by December 31.`,
    `The employer’s match is the match rate times your contribution on pay up to the match limit: with a 50 % match up to 6 %, contributing 6 % of pay brings 3 % more. What you and your employer add in a year, catch-ups aside, is at most ${dollars(limits.annualAdditions)} (section 415(c)), so the match stops there. All these are the 2026 limits of ${ELECTIVE_DEFERRAL_SOURCE['2026']} (IRS news release IR-2025-111, November 13, 2025), held for every year: the IRS raises them with inflation, so later years’ limits will be higher.`,
    'Contributions and the match are paid in evenly at the end of each month, and the balance grows at the monthly return, the yearly return ÷ 12: each year, balance × (1 + r)¹² + (contribution + match) ÷ 12 × ((1 + r)¹² − 1) ÷ r. The growth is the balance at retirement less the balance now and every contribution. With an inflation rate, the balance is also shown in today’s money: divided by (1 + inflation)^years.',
    'Vesting schedules, fees, taxes, Roth contributions, a true-up of the match at the year’s end and withdrawals before retirement are not included.',
  ],
});
