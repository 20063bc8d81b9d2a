import { defineCalculatorPage } from './types';

export const ppf = defineCalculatorPage({
  id: 'ppf',
  rank: 150,
  title: 'PPF Calculator',
  path: '/ppf-calculator',
  category: 'india',
  icon: 'shield',
  gradient: ['#047857', '#022c22'],
  searchTerms: ['public provident fund', 'section 80C'],
  description: 'Public Provident Fund maturity from yearly deposits over the tenure.',
  intro:
    'The PPF (Public Provident Fund) is a long-term, government-backed savings scheme in India with a 15-year term and interest set by the government. Enter your yearly deposit, the interest rate and the tenure in years to see the balance at maturity.',
  fields: {
    yearly: { label: 'Yearly deposit', prefix: '₹', hint: 'For example 1,50,000' },
    rate: { label: 'Interest rate (% per year)', suffix: '%', hint: 'Filled in with 7.1; change it if the rate changes' },
    years: { label: 'Tenure (years)', suffix: 'years', hint: 'A whole number; a PPF account runs for 15 years' },
  },
  results: {
    maturityValue: { label: 'Maturity value' },
    totalInvestment: { label: 'Total deposited' },
    interestEarned: { label: 'Total interest earned' },
  },
  method: [
    'Each year the deposit is added to the balance, then the balance earns one year of interest: balance = (balance + D) × (1 + i), where D is the yearly deposit and i the annual rate ÷ 100, repeated for N whole years. This adds up to M = D × (1 + i) × ((1 + i)^N − 1) ÷ i.',
    'Total deposited is D × N, and the interest earned is the maturity value minus that. The rate is assumed to stay the same for the whole tenure, and the deposit is assumed to be made at the start of each year; the yearly deposit limits, partial withdrawals and loans against the account are not included.',
  ],
});
