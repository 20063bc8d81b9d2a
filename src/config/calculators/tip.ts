import { defineCalculatorPage } from './types';

export const tip = defineCalculatorPage({
  id: 'tip',
  rank: 240,
  title: 'Tip Calculator',
  path: '/tip-calculator',
  category: 'business-and-everyday',
  icon: 'users',
  gradient: ['#0d9488', '#115e59'],
  searchTerms: ['split the bill', 'tip percentage'],
  description: 'Tip, total bill and each person’s share when you split it.',
  intro:
    'Work out the tip on a bill, the total to pay and each person’s share when you split it evenly. Enter the bill amount, the tip percentage and the number of people.',
  fields: {
    bill: { label: 'Bill amount', prefix: '$', hint: 'For example 84.50' },
    percent: { label: 'Tip (%)', suffix: '%' },
    people: { label: 'Number of people', hint: 'A whole number, 1 or more' },
  },
  results: {
    tipAmount: { label: 'Tip' },
    total: { label: 'Total with tip' },
    perPerson: { label: 'Each person pays' },
  },
  method: [
    'Tip = bill × tip percentage ÷ 100, total = bill + tip, and each person’s share = total ÷ number of people.',
    'The tip is worked out on the bill amount you enter, so enter the amount before or after tax as you prefer. Amounts are shown to the cent; an uneven split is not rounded up for you.',
  ],
});
