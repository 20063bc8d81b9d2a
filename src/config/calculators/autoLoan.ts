import { defineCalculatorPage } from './types';

const DEAL = 'Trade-in, tax, fees and extra payments';

export const autoLoan = defineCalculatorPage({
  id: 'autoLoan',
  rank: 290,
  title: 'Auto Loan Calculator',
  path: '/auto-loan-calculator',
  category: 'loans-and-home',
  icon: 'car',
  gradient: ['#b91c1c', '#450a0a'],
  searchTerms: ['car loan', 'car payment', 'vehicle financing', 'trade-in'],
  description: 'Monthly payment and total cost of a car loan, with trade-in, sales tax and fees.',
  intro:
    'Work out the monthly payment on a car loan and what the car costs in all. Enter the price, your down payment and the rate; add a trade-in (and what you still owe on it), the sales tax and the dealer’s fees to see what you really borrow. The schedule shows every payment, and what an extra payment each month saves.',
  fields: {
    price: { label: 'Car price', prefix: '$', hint: 'For example 35,000' },
    downPayment: { label: 'Down payment', prefix: '$', hint: 'Blank is 0' },
    tradeIn: { label: 'Trade-in value', prefix: '$', hint: 'Blank is 0', group: DEAL },
    tradeInOwed: { label: 'Still owed on the trade-in', prefix: '$', hint: 'Added to the new loan; blank is 0', group: DEAL },
    salesTax: { label: 'Sales tax (%)', suffix: '%', hint: 'On the price less the trade-in; blank is 0', group: DEAL },
    fees: { label: 'Title, registration and dealer fees', prefix: '$', hint: 'Financed with the car; blank is 0', group: DEAL },
    rate: { label: 'Interest rate (% per year)', suffix: '%', hint: 'For example 6.9; 0 for a 0 % APR offer' },
    months: { label: 'Loan term (months)', suffix: 'months', hint: 'For example 60' },
    extraMonthly: { label: 'Extra payment each month', prefix: '$', hint: 'Optional: paid toward principal from the first month', group: DEAL },
  },
  results: {
    monthlyPayment: { label: 'Monthly payment' },
    loanAmount: { label: 'Amount borrowed' },
    salesTaxAmount: { label: 'Sales tax' },
    totalInterest: { label: 'Total interest, without extra payments' },
    totalOfPayments: { label: 'Total of payments' },
    totalCost: { label: 'Total cost of the car' },
    payoffMonths: { label: 'Paid off in, with extra payments' },
    monthsSaved: { label: 'Time saved' },
    interestSaved: { label: 'Interest saved' },
    totalInterestWithExtra: { label: 'Total interest with the extra payments' },
  },
  method: [
    'Sales tax is charged on the price less the trade-in, as most US states do; some states tax the full price, so check yours. The amount borrowed is the price plus the sales tax, the fees and anything still owed on the trade-in, less the trade-in and the down payment.',
    'The monthly payment is M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1), with L the amount borrowed, r the monthly rate (annual rate ÷ 100 ÷ 12) and n the months. At 0 % APR the payment is simply L ÷ n. The total of payments is M × n, total interest M × n − L, and the total cost of the car its price, the sales tax, the fees and the interest: debt on a trade-in rolled into the loan is in the total of payments but not in the car’s cost.',
  ],
});
