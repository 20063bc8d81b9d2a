import { propertyTaxFields } from './propertyTax';
import { defineCalculatorPage } from './types';

const MORE = 'Loan, home costs and lender rules';

export const affordability = defineCalculatorPage({
  id: 'affordability',
  rank: 260,
  title: 'Home Affordability Calculator',
  path: '/home-affordability-calculator',
  category: 'loans-and-home',
  icon: 'key',
  gradient: ['#0f766e', '#134e4a'],
  searchTerms: ['how much house can I afford', 'debt-to-income ratio', 'DTI', '28/36 rule'],
  description: 'The most home your income and debts allow, by the 28 % and 36 % rules lenders use.',
  intro:
    'Find the most expensive home your income can carry. Lenders let housing take at most 28 % of your gross monthly income, and housing plus your other debts at most 36 %; enter your income, your monthly debt payments, your down payment and the mortgage rate, and the calculator finds the price whose monthly cost fits, names the rule that set it, and shows what the payment is made of.',
  fields: {
    income: { label: 'Household income (per year, before tax)', prefix: '$', hint: 'For example 120,000' },
    debts: { label: 'Other debt payments (per month)', prefix: '$', hint: 'Car, student loan and card minimums; blank is 0' },
    downPayment: { label: 'Down payment', prefix: '$', hint: 'Cash you will put down; blank is 0' },
    rate: { label: 'Mortgage rate (% per year)', suffix: '%' },
    years: { label: 'Loan term (years)', suffix: 'years', group: MORE },
    ...propertyTaxFields(MORE),
    homeInsurance: { label: 'Home insurance (per year)', prefix: '$', hint: 'Blank is 0', group: MORE },
    hoa: { label: 'HOA fees (per month)', prefix: '$', hint: 'Blank is 0', group: MORE },
    pmi: { label: 'PMI (% of the loan per year)', suffix: '%', hint: 'Charged only with under 20 % down; often 0.3 to 1.5', group: MORE },
    frontRatio: { label: 'Front-end ratio (% of income for housing)', suffix: '%', group: MORE },
    backRatio: { label: 'Back-end ratio (% of income for housing and debts)', suffix: '%', group: MORE },
  },
  results: {
    maxPrice: { label: 'Home price you can afford' },
    loanAmount: { label: 'Loan amount' },
    monthlyPayment: { label: 'Monthly principal and interest' },
    monthlyTotal: { label: 'All-in monthly cost' },
    housingBudget: { label: 'Monthly housing budget' },
  },
  method: [
    'The housing budget is the smaller of two limits: your gross monthly income × the front-end ratio (28 %), and your gross monthly income × the back-end ratio (36 %) less your other monthly debt payments.',
    'A home at price p costs (p − down payment) × A a month in principal and interest, where A is the payment per dollar borrowed, A = r (1 + r)^n ÷ ((1 + r)^n − 1) with r the monthly rate and n the months; plus p × the property tax rate ÷ 12 (or a twelfth of the yearly bill, when you give it in dollars), a twelfth of the insurance and the HOA fees, and, when the down payment is under 20 % of p, PMI on the loan. The calculator solves for the p whose monthly cost equals the budget.',
    'Where PMI would push every home dearer than five times the down payment over the budget, the price stops at five times the down payment: the dearest home with 20 % down. With under 20 % down and no PMI rate entered, the price assumes no PMI, and the page says a lender will likely charge it. Lenders also look at your credit, savings and the loan type; closing costs are not included.',
  ],
});
