import { defineCalculatorPage } from './types';

export const inflation = defineCalculatorPage({
  id: 'inflation',
  rank: 110,
  title: 'Inflation Calculator',
  path: '/inflation-calculator',
  category: 'saving-and-investing',
  icon: 'arrowUp',
  gradient: ['#be123c', '#881337'],
  searchTerms: ['purchasing power', 'CPI', 'cost of living'],
  description: 'Future prices and the purchasing power of money as inflation runs.',
  intro:
    'See what something that costs a given amount today may cost in the future, and what that same amount of money will then be worth in today’s terms. Enter the amount, an annual inflation rate and the number of years.',
  fields: {
    amount: { label: 'Amount today', prefix: '$', hint: 'For example 1,000' },
    rate: { label: 'Inflation rate (% per year)', suffix: '%' },
    years: { label: 'Number of years', suffix: 'years' },
  },
  results: {
    futureValue: { label: 'Future cost' },
    purchasingPower: { label: 'Future value in today’s money' },
    inflationImpact: { label: 'Increase in cost' },
  },
  method: [
    'The future cost is F = A × (1 + i)^t, where A is the amount today, i the inflation rate ÷ 100 and t the number of years; prices compound once a year. The purchasing power is A ÷ (1 + i)^t: what the same amount of money will buy then, in today’s dollars. The increase in cost is F − A.',
    'Inflation is assumed to run at the same rate every year. Real price changes vary from year to year and between goods, and any interest your money earns is not included.',
  ],
});
