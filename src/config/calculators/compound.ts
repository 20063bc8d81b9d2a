import { defineCalculatorPage } from './types';

export const compound = defineCalculatorPage({
  id: 'compound',
  rank: 60,
  title: 'Compound Interest Calculator',
  path: '/compound-interest-calculator',
  category: 'saving-and-investing',
  icon: 'percent',
  gradient: ['#4338ca', '#312e81'],
  searchTerms: ['interest on interest', 'APY', 'compounding'],
  description: 'Growth of a deposit compounded yearly, quarterly, monthly or daily.',
  intro:
    'See how a single deposit grows when interest is added to the balance and then earns interest itself. Enter the amount, the annual interest rate, the number of years and how often the interest is compounded.',
  fields: {
    principal: { label: 'Initial deposit', prefix: '$', hint: 'For example 10,000' },
    rate: { label: 'Interest rate (% per year)', suffix: '%' },
    years: { label: 'Time period (years)', suffix: 'years' },
    frequency: {
      label: 'Compounding frequency',
      options: { '1': 'Annually', '2': 'Semi-annually', '4': 'Quarterly', '12': 'Monthly', '365': 'Daily' },
    },
  },
  results: {
    finalAmount: { label: 'Final amount' },
    totalInterest: { label: 'Total interest' },
    principal: { label: 'Principal deposited' },
  },
  method: [
    'The final amount is A = P × (1 + r ÷ f)^(f × t), where P is the initial deposit, r the annual rate ÷ 100, f the number of times interest is compounded per year (1, 2, 4, 12 or 365) and t the number of years. Total interest is A − P.',
    'The rate is assumed fixed, and no further deposits, withdrawals, taxes or fees are included. A time period that is not a whole number of compounding periods is used as entered, without rounding.',
  ],
});
