import { defineCalculatorPage } from './types';

export const tax = defineCalculatorPage({
  id: 'tax',
  name: 'Tax Calculator',
  title: 'Tax Calculator',
  path: '/tax-calculator',
  icon: 'receipt',
  gradient: ['#a16207', '#713f12'],
  description: 'US federal income tax on 2023 brackets, with your effective rate.',
  intro:
    'Estimate your US federal income tax for 2023, your effective tax rate and what is left after the tax. Enter your taxable income, that is your income after deductions, and your filing status.',
  fields: {
    income: { label: 'Taxable income', prefix: '$', hint: 'Income after deductions, for example 75,000' },
    filingStatus: { label: 'Filing status', options: { single: 'Single', married: 'Married filing jointly' } },
  },
  results: {
    totalTax: { label: 'Federal income tax' },
    effectiveRate: { label: 'Effective tax rate' },
    netIncome: { label: 'Income after tax' },
  },
  method: [
    'The tax is worked out bracket by bracket: each slice of income is taxed at its own bracket’s rate. For single filers the 2023 brackets are 10% up to $11,000, 12% up to $44,725, 22% up to $95,375, 24% up to $182,100, 32% up to $231,250, 35% up to $578,125 and 37% above that. For married couples filing jointly they are 10% up to $22,000, 12% up to $89,450, 22% up to $190,750, 24% up to $364,200, 32% up to $462,500, 35% up to $693,750 and 37% above that.',
    'The effective tax rate is tax ÷ taxable income × 100, and income after tax is taxable income minus the tax.',
    'The income you enter is taxed as it is: no standard or itemized deduction is subtracted and no credits are applied. Other filing statuses, capital gains rates, Social Security and Medicare taxes, and state and local taxes are not included.',
  ],
  note: 'Uses the 2023 US federal income tax brackets on taxable income, with no deductions, credits or state tax.',
});
