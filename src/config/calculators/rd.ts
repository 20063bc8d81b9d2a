import { defineCalculatorPage } from './types';

export const rd = defineCalculatorPage({
  id: 'rd',
  rank: 170,
  title: 'RD Calculator',
  path: '/rd-calculator',
  category: 'india',
  icon: 'layers',
  gradient: ['#c2410c', '#431407'],
  searchTerms: ['recurring deposit'],
  description: 'Recurring deposit maturity from a fixed monthly instalment.',
  intro:
    'A recurring deposit (RD) lets you save a fixed amount with a bank or post office every month for a set term, earning a fixed interest rate. Enter the monthly instalment, the annual interest rate and the tenure in months to see the maturity value.',
  fields: {
    monthly: { label: 'Monthly instalment', prefix: '₹', hint: 'For example 5,000' },
    rate: { label: 'Interest rate (% per year)', suffix: '%' },
    months: { label: 'Tenure (months)', suffix: 'months', hint: 'For example 24' },
  },
  results: {
    maturityValue: { label: 'Maturity value' },
    totalInvestment: { label: 'Total deposited' },
    interestEarned: { label: 'Interest earned' },
  },
  method: [
    'The maturity value is M = R × ((1 + i)^q − 1) ÷ (1 − (1 + i)^(−1/3)), where R is the monthly instalment, i the quarterly rate (annual rate ÷ 400) and q the tenure in quarters (months ÷ 3). This is the sum of every instalment, each paid at the start of its month and compounded quarterly for the time it stays deposited, as Indian banks commonly quote it. At a rate of 0 the value is simply R × months.',
    'Total deposited is R × months, and the interest earned is the maturity value minus that. Tax deducted at source, income tax and penalties for missed instalments are not included.',
  ],
});
