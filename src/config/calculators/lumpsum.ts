import { defineCalculatorPage } from './types';

export const lumpsum = defineCalculatorPage({
  id: 'lumpsum',
  rank: 145,
  title: 'Lumpsum Calculator',
  path: '/lumpsum-calculator',
  category: 'india',
  alsoIn: ['saving-and-investing'],
  icon: 'seedling',
  gradient: ['#15803d', '#14532d'],
  searchTerms: ['lumpsum', 'lump sum investment', 'one-time investment', 'mutual fund returns'],
  description: 'What one investment in a mutual fund could grow to, year by year, and in today’s money.',
  intro:
    'A lumpsum is one sum invested at once, in a mutual fund for instance, and left to grow. Enter the amount, the return you expect each year and the number of years to see what it could be worth, how much of that is gain and, with an inflation rate, what it would buy at today’s prices.',
  fields: {
    investment: { label: 'Investment', prefix: '₹', hint: 'For example 1,00,000' },
    rate: { label: 'Expected annual return (%)', suffix: '%' },
    years: { label: 'Investment period (years)', suffix: 'years' },
    inflation: { label: 'Inflation (% a year)', suffix: '%', hint: 'Optional: to see the maturity value in today’s money' },
  },
  results: {
    maturityValue: { label: 'Estimated maturity value' },
    totalInvested: { label: 'Total invested' },
    wealthGained: { label: 'Estimated gain', signWords: ['Gain', 'Loss'] },
    maturityToday: { label: 'Maturity value in today’s money', absent: 'not worked out (no inflation entered)' },
  },
  method: [
    'The maturity value is M = P × (1 + r)^t, where P is the investment, r the expected annual return ÷ 100 and t the years: growth is compounded once a year, as fund houses illustrate a lumpsum. A part year counts as its share of a year (2.5 years is (1 + r)^2.5). The estimated gain is M − P.',
    'With an inflation rate i, the maturity value in today’s money is M ÷ (1 + i ÷ 100)^t: what it would buy at today’s prices. Fund returns are not fixed and can be negative; the steady return here is an assumption, and expense ratios, exit loads and taxes are not included.',
  ],
});
