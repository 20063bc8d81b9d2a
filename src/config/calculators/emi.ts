import { LOAN_EVENTS_METHOD, loanEventFields, loanEventResults } from './loanEvents';
import { defineCalculatorPage } from './types';

export const emi = defineCalculatorPage({
  id: 'emi',
  rank: 130,
  title: 'EMI Calculator',
  path: '/emi-calculator',
  category: 'india',
  icon: 'calculator',
  gradient: ['#6d28d9', '#3b0764'],
  searchTerms: ['equated monthly instalment', 'home loan EMI', 'car loan EMI', 'part payment', 'floating rate'],
  description: 'Equated monthly instalment, total amount and interest on a loan.',
  intro:
    'An EMI (equated monthly instalment) is the fixed amount you repay each month on a home, car or personal loan in India, covering both interest and principal. Enter the loan amount, the annual interest rate and the tenure in months to see your EMI, the total interest, the repayment schedule and what part payments save, and how a floating rate’s resets move your EMI or your end date.',
  submitLabel: 'Calculate EMI',
  fields: {
    amount: { label: 'Loan amount', prefix: '₹', hint: 'For example 5,00,000' },
    rate: { label: 'Interest rate (% per year)', suffix: '%' },
    months: { label: 'Loan tenure (months)', suffix: 'months', hint: 'For example 60 for five years' },
    extraMonthly: { label: 'Prepayment each month', prefix: '₹', hint: 'Optional: paid toward principal from the first month', group: 'Prepayments and rate changes' },
    ...loanEventFields('Prepayments and rate changes', { sign: '₹', lump: '1 lakh', yearly: '50,000', payment: 'EMI' }),
  },
  results: {
    emi: { label: 'Monthly EMI' },
    totalAmount: { label: 'Total amount payable' },
    totalInterest: { label: 'Total interest, without extra payments' },
    principal: { label: 'Principal' },
    payoffMonths: { label: 'Paid off in' },
    monthsSaved: { label: 'Time saved' },
    interestSaved: { label: 'Interest saved' },
    totalInterestWithExtra: { label: 'Total interest with the extra payments' },
    ...loanEventResults('EMI'),
  },
  method: [
    'The EMI is E = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan amount, r the monthly rate (annual rate ÷ 100 ÷ 12) and n the tenure in months. Interest is charged each month on the balance still owed.',
    'The total amount payable is E × n, and the total interest is that total minus the principal. Processing fees, GST and insurance are not included. An optional prepayment each month goes straight to principal, from the first month, and shortens the tenure; the EMI stays the same.',
    LOAN_EVENTS_METHOD,
  ],
});
