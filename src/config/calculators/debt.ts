import { defineCalculatorPage } from './types';

export const debt = defineCalculatorPage({
  id: 'debt',
  rank: 80,
  title: 'Debt Payoff Calculator',
  path: '/debt-payoff-calculator',
  category: 'loans-and-home',
  icon: 'creditCard',
  gradient: ['#b91c1c', '#7f1d1d'],
  searchTerms: ['debt avalanche', 'debt snowball', 'credit card payoff'],
  description: 'How many months until a debt is paid off, and the interest it costs.',
  intro:
    'Find out how long it takes to clear a debt such as a credit card balance with a fixed monthly payment, and how much interest you pay along the way. Enter the balance you owe, the annual interest rate and the amount you will pay each month.',
  fields: {
    debt: { label: 'Debt balance', prefix: '$', hint: 'For example 5,000' },
    rate: { label: 'Interest rate (APR, %)', suffix: '%' },
    payment: { label: 'Monthly payment', prefix: '$', hint: 'More than the first month’s interest' },
  },
  results: {
    months: { label: 'Months to pay off' },
    years: { label: 'Years to pay off' },
    totalPaid: { label: 'Total paid' },
    totalInterest: { label: 'Total interest' },
  },
  method: [
    'The debt is followed month by month: each month the balance grows by the monthly rate r (annual rate ÷ 100 ÷ 12), then your payment comes off it. The last payment is only what is left, and it still counts as a full month, so the months are in effect rounded up. Years are months ÷ 12, rounded to one decimal.',
    'Total paid is the sum of all payments, and total interest is the sum of the interest added each month. The payment must be more than the first month’s interest (balance × r), or the debt would never shrink; a payoff that would take over 1,000 years is not calculated.',
    'The rate and payment are assumed fixed, with no new charges, fees or minimum-payment changes. To see how long a card’s falling minimum payment takes instead, use the credit card payoff calculator.',
  ],
});
