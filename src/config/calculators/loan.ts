import { LOAN_EVENTS_METHOD, loanEventFields, loanEventResults } from './loanEvents';
import { defineCalculatorPage } from './types';

export const loan = defineCalculatorPage({
  id: 'loan',
  rank: 10,
  title: 'Loan Calculator',
  path: '/loan-calculator',
  category: 'loans-and-home',
  icon: 'banknote',
  gradient: ['#1d4ed8', '#1e3a8a'],
  searchTerms: ['personal loan', 'loan payment', 'payoff date', 'prepayment', 'rate change'],
  description: 'Monthly payment, total paid and total interest on a fixed-rate loan.',
  intro:
    'Work out the monthly payment on a fixed-rate personal, auto or student loan, and see how much the loan costs in interest over its whole term. Enter the amount you borrow, the annual interest rate and the term in years; the schedule shows where every payment goes, what extra payments and lump-sum prepayments save, and what a rate change does.',
  fields: {
    amount: { label: 'Loan amount', prefix: '$', hint: 'For example 25,000' },
    rate: { label: 'Interest rate (% per year)', suffix: '%' },
    years: { label: 'Loan term (years)', suffix: 'years' },
    extraMonthly: { label: 'Extra payment each month', prefix: '$', hint: 'Optional: paid toward principal from the first month', group: 'Prepayments and rate changes' },
    ...loanEventFields('Prepayments and rate changes', { sign: '$', lump: '5000', yearly: '2,000', payment: 'payment' }),
  },
  results: {
    monthlyPayment: { label: 'Monthly payment' },
    totalPayment: { label: 'Total of all payments' },
    totalInterest: { label: 'Total interest, without extra payments' },
    payoffMonths: { label: 'Paid off in' },
    monthsSaved: { label: 'Time saved' },
    interestSaved: { label: 'Interest saved' },
    totalInterestWithExtra: { label: 'Total interest with the extra payments' },
    ...loanEventResults('payment'),
  },
  method: [
    'The monthly payment is the standard amortized payment M = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the amount borrowed, r the monthly rate (annual rate ÷ 100 ÷ 12) and n the number of monthly payments (years × 12).',
    'Total payment is M × n, and total interest is what you pay beyond the amount borrowed. Fees and insurance are not included. An optional extra payment each month goes straight to principal, from the first month, and shortens the loan; the monthly payment stays the same.',
    LOAN_EVENTS_METHOD,
  ],
});
