import { defineCalculatorPage } from './types';

export const investment = defineCalculatorPage({
  id: 'investment',
  rank: 30,
  title: 'Investment Calculator',
  path: '/investment-calculator',
  category: 'saving-and-investing',
  icon: 'trending',
  gradient: ['#7c3aed', '#4c1d95'],
  searchTerms: ['future value', 'portfolio growth', 'stock market returns'],
  description: 'What a lump sum plus monthly contributions can grow to over time.',
  intro:
    'See what a starting sum plus regular monthly contributions could grow to at a steady rate of return, and how much of the result is your own money. Enter your initial investment, the monthly contribution, the expected annual return and the number of years.',
  fields: {
    initial: { label: 'Initial investment', prefix: '$', hint: 'Enter 0 if you are starting from nothing' },
    monthly: { label: 'Monthly contribution', prefix: '$' },
    rate: { label: 'Expected annual return (%)', suffix: '%' },
    years: { label: 'Investment period (years)', suffix: 'years' },
    solveFor: {
      label: 'Solve for',
      options: { futureValue: 'What my savings grow to', monthly: 'The monthly deposit I need', years: 'How long it takes', rate: 'The return I need' },
      leading: true,
    },
    target: { label: 'Your target', prefix: '$', hint: 'The amount you want to reach, for example 70,000' },
  },
  results: {
    futureValue: { label: 'Future value' },
    totalContributions: { label: 'Total contributions' },
    totalEarnings: { label: 'Total earnings' },
    requiredMonthly: { label: 'Monthly deposit needed' },
    requiredMonths: { label: 'Time needed' },
    requiredRate: { label: 'Annual return needed' },
  },
  method: [
    'The future value is FV = P × (1 + r)^n + C × ((1 + r)^n − 1) ÷ r, where P is the initial investment, C the monthly contribution, r the monthly rate (annual return ÷ 100 ÷ 12) and n the number of months (years × 12). Returns compound monthly and each contribution is made at the end of its month.',
    'Total contributions are P + C × n, and total earnings are the future value minus total contributions. The return is assumed constant; fees, taxes, inflation and market ups and downs are not included.',
  ],
});
