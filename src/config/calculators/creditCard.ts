import { defineCalculatorPage } from './types';

export const creditCard = defineCalculatorPage({
  id: 'creditCard',
  rank: 85,
  title: 'Credit Card Payoff Calculator',
  path: '/credit-card-payoff-calculator',
  category: 'loans-and-home',
  icon: 'cardPayoff',
  gradient: ['#be123c', '#881337'],
  searchTerms: ['credit card minimum payment', 'credit card payoff', 'card interest', 'pay off credit card'],
  description: 'How long paying only the minimum takes on a credit card, and what paying more saves.',
  intro:
    'See how long a credit card balance takes to clear if you pay only the minimum each month, how much interest that costs, and what a fixed monthly payment of your own saves. Enter the balance, the card’s APR and how its minimum payment is worked out; your statement’s terms say which.',
  fields: {
    balance: { label: 'Card balance', prefix: '$', hint: 'For example 5,000' },
    apr: { label: 'APR (% a year)', suffix: '%', hint: 'The purchase APR on your statement' },
    minPercent: { label: 'Minimum payment (% of the balance)', suffix: '%', hint: 'Usually 1 % plus the interest, or 2 % to 3 % alone' },
    minRule: {
      label: 'How the minimum is worked out',
      options: { percentPlusInterest: 'That % of the balance plus the month’s interest', percent: 'That % of the balance alone' },
    },
    minFloor: { label: 'Smallest minimum payment', prefix: '$', hint: 'Most cards ask at least $25 to $40 a month' },
    payment: { label: 'Your fixed monthly payment', prefix: '$', hint: 'Optional: what you mean to pay each month instead' },
  },
  results: {
    minimumMonths: { label: 'Paying the minimum: months to pay off' },
    minimumInterest: { label: 'Paying the minimum: total interest' },
    minimumFirstPayment: { label: 'First minimum payment' },
    payoffIn36: { label: 'Payment to clear it in 3 years' },
    fixedMonths: { label: 'Paying your amount: months to pay off' },
    fixedInterest: { label: 'Paying your amount: total interest' },
    interestSaved: { label: 'Interest saved' },
    monthsSaved: { label: 'Time saved' },
  },
  method: [
    'The card is followed month by month with no new charges. Each month’s interest is the balance × APR ÷ 12, rounded to the cent. The minimum payment is the minimum % of the balance (rounded to the cent), plus that interest when the card adds it, but never less than the smallest minimum and never more than the balance plus its interest; the payment then comes off the balance.',
    'Paying the minimum, the payment falls as the balance falls, which is why it takes so long. A minimum that has not cleared the card after 1,200 months (100 years) is said never to, with what is still owed after 10 years. A fixed payment must be at least month 1’s minimum and more than month 1’s interest; its last month pays only what is left.',
    'Under the Credit CARD Act of 2009 (15 U.S.C. 1637(b)(11); Regulation Z, 12 CFR 1026.7(b)(12)), a US card statement shows how long paying only the minimum takes and, where that is more than 3 years, the monthly payment that clears the balance in 36 months, rounded to the dollar. The payment in 3 years here is that level payment, P × r ÷ (1 − (1 + r)^−36) with r = APR ÷ 12, to the cent. The debt payoff calculator works out a fixed payment on any debt.',
  ],
});
