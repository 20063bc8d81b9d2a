import { formatMoney, groupDigits } from '@/lib/format';
import { EPF_INTEREST_RATE, EPF_WAGE_CEILING, EPF_WAGE_CEILING_FROM, EPF_WAGE_CEILING_NOW, EPS_LAST_AGE, EPS_MAX_MONTH, EPS_PERCENT, PF_PERCENT } from '@/lib/finance/tax/tables/indiaSalary';
import { defineCalculatorPage } from './types';

/** A whole number of rupees as the page writes it: ₹25,000. */
const rupees = (value: number) => `₹${groupDigits(String(value), true)}`;
const CEILING = rupees(EPF_WAGE_CEILING_NOW);
/** The pension scheme's most a month, to the paisa (₹2,082.50: grouping digits alone would split its decimals). */
const EPS_MAX = formatMoney(EPS_MAX_MONTH, 'INR');

export const epf = defineCalculatorPage({
  id: 'epf',
  rank: 152,
  title: 'EPF Calculator (India)',
  path: '/epf-calculator',
  category: 'india',
  alsoIn: ['saving-and-investing'],
  icon: 'vault',
  gradient: ['#1d4ed8', '#172554'],
  searchTerms: ['PF calculator', 'provident fund', 'EPF interest', 'PF balance', 'VPF', 'EPS', 'employees provident fund'],
  description: 'Your EPF corpus at retirement: your PF, the employer’s share after the pension scheme, and interest.',
  intro:
    'The Employees’ Provident Fund takes a share of your basic pay each month, and your employer adds 12 %, part of which goes to the pension scheme (EPS) instead. Enter your age, basic pay and current balance to see the corpus at retirement, year by year, with what you paid, what your employer paid and the interest.',
  fields: {
    age: { label: 'Your age', suffix: 'years', hint: 'A whole number from 18 to 57' },
    retireAge: { label: 'Retirement age', suffix: 'years', hint: `Up to 60; blank is ${String(EPS_LAST_AGE)}` },
    basic: { label: 'Basic pay plus DA, a month', prefix: '₹', hint: 'For example 30,000' },
    salaryGrowth: { label: 'Yearly pay rise (%)', suffix: '%', hint: 'Blank is 0' },
    employeeRate: { label: 'Your contribution (% of basic)', suffix: '%', hint: `${String(PF_PERCENT)} is the rule; above ${String(PF_PERCENT)} is voluntary PF (VPF)` },
    employerPf: {
      label: 'Employer’s contribution',
      options: { full: `${String(PF_PERCENT)} % of basic pay`, capped: `${String(PF_PERCENT)} % of basic up to ${CEILING} a month` },
      hint: `The ${CEILING} wage ceiling from ${EPF_WAGE_CEILING_FROM}: S.O. 5109(E)`,
    },
    balance: { label: 'EPF balance now', prefix: '₹', hint: 'From your passbook; blank is 0' },
    rate: {
      label: 'Interest rate (% per year)',
      suffix: '%',
      hint: `Filled in with ${String(EPF_INTEREST_RATE.rate)}, ${EPF_INTEREST_RATE.source}`,
    },
  },
  results: {
    corpus: { label: 'EPF corpus at retirement' },
    employeeTotal: { label: 'Your contributions' },
    employerTotal: { label: 'Employer’s contributions to EPF' },
    interestTotal: { label: 'Interest earned' },
    epsTotal: { label: 'Paid into the pension scheme (EPS), not the corpus' },
  },
  method: [
    `For each year until retirement, basic pay W rises by the yearly pay rise. Each month you pay your share of W; the employer pays ${String(PF_PERCENT)} % of W (or of W up to ${CEILING} when capped), of which the Employees’ Pension Scheme takes ${String(EPS_PERCENT)} % of W, at most ${EPS_MAX} a month, until the year you turn ${String(EPS_LAST_AGE)} (Employees’ Pension Scheme, 2026, G.S.R. 527(E) of 29 June 2026, which replaced the 1995 Scheme; the ${CEILING} ceiling in force from ${EPF_WAGE_CEILING_FROM}, S.O. 5109(E) under section 2(89) of the Code on Social Security, 2020; ${rupees(EPF_WAGE_CEILING['2025-26'])} before). The rest of the employer’s share goes to your EPF. From ${String(EPS_LAST_AGE)} all of it does.`,
    `Interest is worked on the monthly running balance and credited at the year’s end: the year’s opening balance earns 12 months, and each month’s contribution counts from the month after it is paid, so the year’s 12 contributions earn 11 + 10 + … + 0 = 66 months between them. Interest = rate ÷ 1,200 × (12 × opening balance + 66 × a month’s contribution).`,
    `The rate is assumed to stay as entered. ${String(EPF_INTEREST_RATE.rate)} % is the rate for ${EPF_INTEREST_RATE.year}: ${EPF_INTEREST_RATE.notified}. EPFO rounds each contribution to the rupee; this page does not. Withdrawals, the pension the EPS pays, EDLI insurance, the employer’s admin charges and the tax on interest above ₹2.5 lakh of your own contributions a year are not included.`,
  ],
});
