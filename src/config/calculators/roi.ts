import { defineCalculatorPage } from './types';

export const roi = defineCalculatorPage({
  id: 'roi',
  rank: 70,
  title: 'ROI Calculator',
  path: '/roi-calculator',
  category: 'saving-and-investing',
  icon: 'barChart',
  gradient: ['#15803d', '#14532d'],
  searchTerms: ['return on investment', 'annualized return', 'CAGR'],
  description: 'Return on investment and profit from what you put in and got back.',
  intro:
    'Find the return on an investment as a percentage of what you put in, and the gain or loss in dollars. Enter the amount you invested and what the investment is worth now, or what you sold it for.',
  fields: {
    initial: { label: 'Amount invested', prefix: '$', hint: 'For example 10,000' },
    final: { label: 'Final value', prefix: '$', hint: 'What it is worth now or sold for' },
  },
  results: {
    roi: { label: 'Return on investment (ROI)' },
    profit: { label: 'Profit or loss', signWords: ['Gain', 'Loss'] },
  },
  method: [
    'Profit is the final value minus the amount invested, and ROI = profit ÷ amount invested × 100. A final value below the amount invested gives a loss and a negative ROI.',
    'The ROI is a total return, not a yearly one: it does not account for how long you held the investment. Fees, taxes and any income received along the way are included only if you add them to the figures you enter.',
  ],
});
