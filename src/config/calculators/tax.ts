import { defineCalculatorPage } from './types';

export const tax = defineCalculatorPage({
  id: 'tax',
  rank: 100,
  title: 'Tax Calculator',
  path: '/tax-calculator',
  category: 'tax-and-income',
  icon: 'receipt',
  gradient: ['#a16207', '#713f12'],
  searchTerms: ['federal income tax', 'standard deduction', 'IRS'],
  description: 'US federal income tax for 2023 to 2026, bracket by bracket, with your marginal and effective rates.',
  intro:
    'Estimate your US federal income tax for 2023, 2024, 2025 or 2026: the tax, your marginal and effective rates, and how your income fills each bracket. Enter your taxable income and filing status, or tick the box to subtract the standard deduction from your income first.',
  fields: {
    income: { label: 'Income', prefix: '$', hint: 'Taxable income (after deductions), for example 75,000; or your income before the standard deduction, with the box ticked' },
    filingStatus: {
      label: 'Filing status',
      options: { single: 'Single', married: 'Married filing jointly', headOfHousehold: 'Head of household', marriedSeparate: 'Married filing separately' },
    },
    taxYear: { label: 'Tax year', options: { '2023': '2023', '2024': '2024', '2025': '2025', '2026': '2026' } },
    standardDeduction: { label: 'Subtract the standard deduction', hint: 'For example $16,100 if single in 2026' },
  },
  results: {
    totalTax: { label: 'Federal income tax' },
    effectiveRate: { label: 'Effective tax rate' },
    netIncome: { label: 'Income after tax' },
    taxableIncome: { label: 'Taxable income' },
    marginalRate: { label: 'Marginal tax rate' },
  },
  method: [
    'The tax is worked out bracket by bracket: each slice of taxable income is taxed at its own bracket’s rate, from 10 % up to 37 %. The brackets for each year and filing status are the IRS’s own: Rev. Proc. 2022-38 for 2023, Rev. Proc. 2023-34 for 2024, Rev. Proc. 2024-40 for 2025 and Rev. Proc. 2025-32 for 2026. The table under your result shows every bracket your income reaches, the income taxed at its rate and that tax.',
    'Your marginal rate is the rate on your last dollar of taxable income: a raise of $1,000 costs that rate in tax. Your effective rate is your whole tax ÷ the income you entered × 100: never above the marginal rate, because your first dollars are taxed at the lowest rates.',
    'With the box ticked, that year’s standard deduction for your filing status is subtracted from the income first (never below 0): $13,850 single or married filing separately, $27,700 jointly and $20,800 head of household for 2023; $14,600, $29,200 and $21,900 for 2024; $15,750, $31,500 and $23,625 for 2025, as raised by Public Law 119-21; and $16,100, $32,200 and $24,150 for 2026. Income after tax is the income you entered minus the tax.',
    'Not included: tax credits (such as the child tax credit), itemized and other deductions, the extra deduction for age 65 or blindness, capital gains rates, Social Security and Medicare (payroll) taxes, and state and local taxes.',
  ],
  note: 'US federal income tax only, on the IRS brackets for the year you choose: no credits, other deductions, state tax or payroll tax.',
});
