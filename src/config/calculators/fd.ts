import { defineCalculatorPage } from './types';

export const fd = defineCalculatorPage({
  id: 'fd',
  rank: 160,
  title: 'FD Calculator',
  path: '/fd-calculator',
  category: 'india',
  icon: 'lock',
  gradient: ['#9333ea', '#581c87'],
  searchTerms: ['fixed deposit', 'term deposit'],
  description: 'Fixed deposit maturity value and interest with yearly compounding.',
  intro:
    'A fixed deposit (FD) places a lump sum with a bank or post office for a set term at a fixed interest rate. Enter the deposit amount, the annual interest rate and the tenure in years to see what you receive at maturity and how much of it is interest.',
  fields: {
    principal: { label: 'Deposit amount', prefix: '₹', hint: 'For example 1,00,000' },
    rate: { label: 'Interest rate (% per year)', suffix: '%' },
    years: { label: 'Tenure (years)', suffix: 'years' },
  },
  results: {
    maturityValue: { label: 'Maturity value' },
    principal: { label: 'Principal' },
    interestEarned: { label: 'Interest earned' },
  },
  method: [
    'The maturity value is M = P × (1 + r)^t, where P is the deposit, r the annual rate ÷ 100 and t the tenure in years; interest is compounded once a year. The interest earned is M − P.',
    'Many banks compound fixed deposits quarterly, which gives a slightly higher maturity value than this yearly compounding. Tax deducted at source, income tax and penalties for early withdrawal are not included.',
  ],
});
