import { defineCalculatorPage } from './types';

export const margin = defineCalculatorPage({
  id: 'margin',
  rank: 220,
  title: 'Margin Calculator',
  path: '/margin-calculator',
  category: 'business-and-everyday',
  icon: 'tag',
  gradient: ['#0369a1', '#082f49'],
  searchTerms: ['markup', 'gross margin', 'profit margin'],
  description: 'Profit, margin and markup from cost and selling price.',
  intro:
    'Work out the profit on a sale and express it two ways: as a margin, the share of the selling price that is profit, and as a markup, the amount added on top of cost. Enter what the item costs you and what you sell it for.',
  fields: {
    cost: { label: 'Cost', prefix: '$', hint: 'What the item costs you, for example 60' },
    revenue: { label: 'Selling price', prefix: '$', hint: 'What you sell it for, for example 100' },
  },
  results: {
    profit: { label: 'Profit' },
    margin: { label: 'Profit margin' },
    markup: { label: 'Markup' },
  },
  method: [
    'Profit = selling price − cost. Margin = profit ÷ selling price × 100, and markup = profit ÷ cost × 100. When the selling price is below the cost, all three are negative.',
    'Only the two amounts entered are used: overheads, discounts, fees and taxes are not included.',
  ],
});
