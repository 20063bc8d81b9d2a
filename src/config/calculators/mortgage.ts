import { LOAN_EVENTS_METHOD, loanEventFields, loanEventResults } from './loanEvents';
import { propertyTaxFields } from './propertyTax';
import { defineCalculatorPage } from './types';

export const mortgage = defineCalculatorPage({
  id: 'mortgage',
  rank: 20,
  title: 'Mortgage Calculator',
  path: '/mortgage-calculator',
  category: 'loans-and-home',
  icon: 'home',
  gradient: ['#047857', '#064e3b'],
  searchTerms: ['home loan', 'house payment', 'PMI', 'escrow', 'mortgage recast', 'adjustable rate'],
  description: 'Loan amount and monthly payment for a home, after your down payment.',
  intro:
    'Estimate the monthly payment on a fixed-rate home loan, what it costs in interest, and, with property tax, insurance, PMI and HOA fees, what the home really costs each month. Enter the home price, your down payment, the annual interest rate and the term; the schedule shows where every payment goes, what paying extra or a lump sum saves, and what a rate change does.',
  fields: {
    price: { label: 'Home price', prefix: '$', hint: 'For example 400,000' },
    downPayment: { label: 'Down payment', prefix: '$', hint: 'More than 0 and less than the home price' },
    rate: { label: 'Interest rate (% per year)', suffix: '%' },
    years: { label: 'Loan term (years)', suffix: 'years', hint: 'For example 30' },
    ...propertyTaxFields('Taxes, insurance and extra payments'),
    homeInsurance: { label: 'Home insurance (per year)', prefix: '$', hint: 'Optional, for example 1,500', group: 'Taxes, insurance and extra payments' },
    pmi: { label: 'PMI (% of loan per year)', suffix: '%', hint: 'Optional: mortgage insurance, often 0.3 to 1.5', group: 'Taxes, insurance and extra payments' },
    hoa: { label: 'HOA fees (per month)', prefix: '$', hint: 'Optional', group: 'Taxes, insurance and extra payments' },
    extraMonthly: { label: 'Extra payment each month', prefix: '$', hint: 'Optional: paid toward principal from the first month', group: 'Taxes, insurance and extra payments' },
    ...loanEventFields('Prepayments and rate changes', { sign: '$', lump: '10000', yearly: '5,000', payment: 'payment' }),
  },
  results: {
    loanAmount: { label: 'Loan amount' },
    monthlyPayment: { label: 'Monthly payment' },
    totalPayment: { label: 'Total of all payments' },
    totalInterest: { label: 'Total interest, without extra payments' },
    monthlyTotal: { label: 'All-in monthly cost' },
    pmiMonths: { label: 'Months with PMI' },
    payoffMonths: { label: 'Paid off in' },
    monthsSaved: { label: 'Time saved' },
    interestSaved: { label: 'Interest saved' },
    totalInterestWithExtra: { label: 'Total interest with the extra payments' },
    ...loanEventResults('payment'),
  },
  method: [
    'The loan amount is the home price minus the down payment. The monthly payment is the standard amortized payment M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1), where L is the loan amount, r the monthly rate (annual rate ÷ 100 ÷ 12) and n the number of monthly payments (years × 12).',
    'Total payment is M × n, and total interest is total payment minus the loan amount. The rate is fixed for the whole term unless you enter rate changes. The all-in monthly cost adds a twelfth of the yearly property tax and insurance, the first month’s mortgage insurance (PMI, charged while you owe more than 80 % of the price) and HOA fees; closing costs are not included.',
    LOAN_EVENTS_METHOD,
  ],
});
