import { defineCalculatorPage } from './types';

export const savings = defineCalculatorPage({
  id: 'savings',
  rank: 50,
  title: 'Savings Calculator',
  path: '/savings-calculator',
  category: 'saving-and-investing',
  icon: 'coins',
  gradient: ['#0f766e', '#134e4a'],
  searchTerms: ['savings goal', 'emergency fund', 'high-yield savings account'],
  description: 'How regular deposits and interest build your savings balance.',
  intro:
    'See how a starting balance and regular monthly deposits add up in a savings account over time, and how much of the final balance is interest. Enter your starting balance, the monthly deposit, the annual interest rate and the number of years.',
  fields: {
    initial: { label: 'Starting balance', prefix: '$', hint: 'Enter 0 if you are starting from nothing' },
    monthly: { label: 'Monthly deposit', prefix: '$' },
    rate: { label: 'Interest rate (% per year)', suffix: '%', hint: 'Enter 0 to see your deposits alone' },
    years: { label: 'Savings period (years)', suffix: 'years' },
    solveFor: {
      label: 'Solve for',
      options: { futureValue: 'What my savings grow to', monthly: 'The monthly deposit I need', years: 'How long it takes', rate: 'The return I need' },
      leading: true,
    },
    target: { label: 'Your target', prefix: '$', hint: 'The amount you want to reach, for example 70,000' },
  },
  results: {
    totalSavings: { label: 'Final balance' },
    totalDeposits: { label: 'Total deposits' },
    totalInterest: { label: 'Total interest earned' },
    requiredMonthly: { label: 'Monthly deposit needed' },
    requiredMonths: { label: 'Time needed' },
    requiredRate: { label: 'Annual return needed' },
  },
  method: [
    'The final balance is B = P × (1 + r)^n + D × ((1 + r)^n − 1) ÷ r, where P is the starting balance, D the monthly deposit, r the monthly rate (annual rate ÷ 100 ÷ 12) and n the number of months (years × 12). Interest compounds monthly and each deposit is made at the end of its month. At a rate of 0 the balance is simply P + D × n.',
    'Total deposits are P + D × n, and total interest is the final balance minus total deposits. The rate is assumed constant; taxes on interest, fees, withdrawals and inflation are not included.',
  ],
});
