import { defineCalculatorPage } from './types';

const NEW_LOAN = 'New term and closing costs';

export const refinance = defineCalculatorPage({
  id: 'refinance',
  rank: 280,
  title: 'Refinance Calculator',
  path: '/refinance-calculator',
  category: 'loans-and-home',
  icon: 'refresh',
  gradient: ['#1e40af', '#172554'],
  searchTerms: ['refinancing', 'mortgage rate', 'closing costs'],
  description: 'What a new loan saves each month, when it pays back its costs, and what it costs in all.',
  intro:
    'See whether refinancing pays. Enter what you still owe, your current rate and the years left, and the new rate; the calculator compares the two monthly payments, finds the month the saving has paid back the closing costs, and checks what both loans cost over their whole lives, since a lower payment over a longer term can cost more in the end.',
  fields: {
    balance: { label: 'Balance owed now', prefix: '$', hint: 'For example 250,000' },
    currentRate: { label: 'Current rate (% per year)', suffix: '%' },
    remainingYears: { label: 'Years left on the current loan', suffix: 'years', hint: 'Whole months: 22.5 is 270 months' },
    newRate: { label: 'New rate (% per year)', suffix: '%' },
    newYears: { label: 'New loan term (years)', suffix: 'years', group: NEW_LOAN },
    closingCosts: { label: 'Closing costs', prefix: '$', hint: 'Lender and title fees, often 2 % to 5 % of the loan; blank is 0', group: NEW_LOAN },
    financeCosts: { label: 'Add the closing costs to the new loan', hint: 'Instead of paying them in cash', group: NEW_LOAN },
  },
  results: {
    monthlySavings: { label: 'Monthly saving', signWords: ['Saves', 'Costs more'] },
    breakEvenMonths: { label: 'Closing costs paid back after', valueWords: { 0: 'no closing costs to pay back' } },
    lifetimeSavings: { label: 'Saved over both loans’ lives', signWords: ['Saves', 'Costs more'] },
    currentPayment: { label: 'Current monthly payment' },
    newPayment: { label: 'New monthly payment' },
    newLoanAmount: { label: 'New loan amount' },
    interestCurrent: { label: 'Interest left on the current loan' },
    interestNew: { label: 'Interest on the new loan' },
  },
  method: [
    'Both payments are level monthly payments, M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1): the current one on the balance over the months left, the new one on the balance (plus the closing costs when you add them to the loan) over the new term. The monthly saving is the current payment less the new one.',
    'The closing costs are paid back after the closing costs ÷ the monthly saving, rounded up to a whole month. The lifetime saving is every payment left on the current loan less every payment on the new one and the closing costs paid in cash. Taxes, insurance and any prepayment penalty are not included.',
  ],
});
