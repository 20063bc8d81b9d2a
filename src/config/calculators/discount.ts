import { defineCalculatorPage } from './types';

export const discount = defineCalculatorPage({
  id: 'discount',
  rank: 230,
  title: 'Discount Calculator',
  path: '/discount-calculator',
  category: 'business-and-everyday',
  icon: 'scissors',
  gradient: ['#db2777', '#500724'],
  searchTerms: ['sale price', 'percent off'],
  description: 'Sale price and savings after a percentage discount.',
  intro:
    'See what you pay after a percentage discount and how much you save. Enter the original price and the discount in percent.',
  fields: {
    price: { label: 'Original price', prefix: '$', hint: 'For example 80' },
    percent: { label: 'Discount (%)', suffix: '%', hint: 'From 0 to 100' },
  },
  results: {
    finalPrice: { label: 'Sale price' },
    savings: { label: 'You save' },
    discountAmount: { label: 'Discount amount' },
  },
  method: [
    'Discount amount = original price × discount ÷ 100, and sale price = original price − discount amount. What you save is the same as the discount amount.',
    'A single discount is applied to the price as entered. Sales tax, shipping and stacked discounts (such as an extra percentage off an already reduced price) are not included.',
  ],
});
