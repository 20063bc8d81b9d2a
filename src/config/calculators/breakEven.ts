import { defineCalculatorPage } from './types';

export const breakEven = defineCalculatorPage({
  id: 'breakEven',
  rank: 210,
  title: 'Break-Even Calculator',
  path: '/break-even-calculator',
  category: 'business-and-everyday',
  icon: 'scale',
  gradient: ['#4d7c0f', '#1a2e05'],
  searchTerms: ['break-even point', 'fixed costs', 'units to sell'],
  description: 'Units you must sell to cover fixed costs, and the revenue at that point.',
  intro:
    'Find how many units you need to sell before sales cover your fixed costs, and the revenue at that point. Enter your fixed costs, the variable cost of each unit and the price you sell each unit for.',
  fields: {
    fixedCosts: { label: 'Fixed costs', prefix: '$', hint: 'Rent, salaries and other costs that do not change with sales' },
    variableCost: { label: 'Variable cost per unit', prefix: '$', hint: 'Materials, packaging, shipping per unit' },
    price: { label: 'Selling price per unit', prefix: '$', hint: 'More than the variable cost per unit' },
  },
  results: {
    units: { label: 'Break-even units' },
    revenue: { label: 'Break-even revenue' },
  },
  method: [
    'Break-even units = fixed costs ÷ (price per unit − variable cost per unit), rounded up to the next whole unit, since a part unit cannot be sold. Break-even revenue = units × price per unit; because of the rounding it can be slightly more than the exact break-even point.',
    'The price must be more than the variable cost, or no number of sales would cover the fixed costs. Price and costs are assumed constant at every volume, and taxes are not included.',
  ],
});
