import { defineCalculatorPage } from './types';

export const incomeTaxIndia = defineCalculatorPage({
  id: 'incomeTaxIndia',
  rank: 310,
  title: 'Income Tax Calculator (India): Old vs New Regime',
  path: '/india-income-tax-calculator',
  category: 'india',
  alsoIn: ['tax-and-income'],
  icon: 'fileText',
  gradient: ['#a16207', '#422006'],
  searchTerms: ['old vs new regime', 'section 87A', 'income tax slabs'],
  description: 'Your tax under India’s old and new regimes side by side, and which one costs less.',
  intro:
    'Compare your income tax under the new regime and the old one for a resident individual, slab by slab, with the section 87A rebate, surcharge and 4 % cess. Enter your gross yearly income and, for the old regime, the deductions you claim (80C, 80D, HRA, home-loan interest); the calculator names the cheaper regime and the deductions at which the old one would win.',
  fields: {
    income: { label: 'Gross yearly income', prefix: '₹', hint: 'For example 15,00,000 or 15 lakh' },
    fy: { label: 'Financial year', options: { '2026-27': 'FY 2026-27', '2025-26': 'FY 2025-26', '2024-25': 'FY 2024-25' } },
    age: { label: 'Your age', options: { under60: 'Under 60', '60to80': '60 to 80', over80: 'Over 80' } },
    incomeType: { label: 'Income from', options: { salary: 'Salary or pension', other: 'Other (business, interest, rent…)' } },
    deductions: {
      label: 'Old-regime deductions and exemptions',
      prefix: '₹',
      hint: 'Your total: 80C up to ₹1,50,000, 80D, HRA, home-loan interest up to ₹2,00,000…; blank is 0',
    },
  },
  results: {
    taxNew: { label: 'Tax under the new regime' },
    taxOld: { label: 'Tax under the old regime' },
    savings: { label: 'You save with the cheaper regime' },
    taxableNew: { label: 'Taxable income, new regime' },
    taxableOld: { label: 'Taxable income, old regime' },
    effectiveRateNew: { label: 'Effective rate, new regime' },
    effectiveRateOld: { label: 'Effective rate, old regime' },
    breakEvenDeductions: { label: 'Deductions at which the old regime costs no more' },
  },
  method: [
    'Salary and pension first lose the standard deduction: ₹75,000 in the new regime, ₹50,000 in the old, where your deductions come off too. Each slab’s rate applies to the part of taxable income inside it. New regime, FY 2025-26 and 2026-27: nothing to ₹4 lakh, then 5 %, 10 %, 15 %, 20 % and 25 % for each ₹4 lakh, and 30 % above ₹24 lakh (FY 2024-25: 0 % to ₹3 lakh, 5 % to ₹7 lakh, 10 % to ₹10 lakh, 15 % to ₹12 lakh, 20 % to ₹15 lakh, 30 % above). Old regime: 0 % to ₹2.5 lakh (₹3 lakh from 60, ₹5 lakh from 80), 5 % to ₹5 lakh, 20 % to ₹10 lakh, 30 % above.',
    'The section 87A rebate takes off the tax up to ₹60,000 when new-regime taxable income is at most ₹12 lakh (FY 2024-25: ₹25,000 up to ₹7 lakh), and just above the limit the tax is at most the income above it; in the old regime up to ₹12,500 when taxable income is at most ₹5 lakh. Surcharge: 10 % above ₹50 lakh, 15 % above ₹1 crore, 25 % above ₹2 crore and, in the old regime, 37 % above ₹5 crore, with marginal relief. Then 4 % health and education cess.',
    'The rates are those of the Finance Act, 2025 (FY 2025-26, kept by Budget 2026 for FY 2026-27, the first year of the Income-tax Act, 2025), the Finance (No. 2) Act, 2024 (FY 2024-25) and, for the old regime, unchanged since the Finance (No. 2) Act, 2014. Your return rounds income and tax to ₹10; this page does not. Left out: income taxed at special rates (capital gains) and non-residents.',
  ],
});
