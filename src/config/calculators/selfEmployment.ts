import { defineCalculatorPage } from './types';

const MORE = 'Wages and income tax';

export const selfEmployment = defineCalculatorPage({
  id: 'selfEmployment',
  rank: 300,
  title: 'Self-Employment Tax Calculator',
  path: '/self-employment-tax-calculator',
  category: 'tax-and-income',
  icon: 'laptop',
  gradient: ['#7c2d12', '#431407'],
  searchTerms: ['Schedule SE', 'SE tax', '1099', 'freelancer tax', 'quarterly estimated tax'],
  description: 'The 15.3 % Social Security and Medicare tax on freelance profit, and your quarterly payment.',
  intro:
    'Work out the self-employment tax a freelancer, contractor or sole proprietor owes in the US: 12.4 % Social Security and 2.9 % Medicare on 92.35 % of net profit, as Schedule SE computes it, plus the Additional Medicare Tax on high earnings. Add any W-2 wages and your expected income tax to get the quarterly estimated payment and its four due dates.',
  fields: {
    netProfit: { label: 'Net profit from self-employment (per year)', prefix: '$', hint: 'Income less business expenses (Schedule C line 31)' },
    taxYear: { label: 'Tax year' },
    filingStatus: {
      label: 'Filing status',
      options: { single: 'Single', married: 'Married filing jointly', headOfHousehold: 'Head of household', marriedSeparate: 'Married filing separately' },
    },
    wages: { label: 'W-2 wages the same year', prefix: '$', hint: 'They use up the Social Security wage base first; blank is 0', group: MORE },
    incomeTax: { label: 'Expected federal income tax for the year', prefix: '$', hint: 'From the tax calculator; used only for the quarterly payment', group: MORE },
  },
  results: {
    seTax: { label: 'Self-employment tax' },
    socialSecurity: { label: 'Social Security (12.4 %)' },
    medicare: { label: 'Medicare (2.9 %)' },
    additionalMedicare: { label: 'Additional Medicare Tax (0.9 %)' },
    deductibleHalf: { label: 'Deductible half of the tax' },
    quarterlyPayment: { label: 'Each quarterly estimated payment' },
    effectiveRate: { label: 'Self-employment tax as a share of profit' },
  },
  method: [
    'Schedule SE taxes 92.35 % of net profit (the employer’s half of the tax comes off first); below $400 of that there is no self-employment tax. Social Security is 12.4 % of it up to the year’s wage base (2023 $160,200; 2024 $168,600; 2025 $176,100; 2026 $184,500, from the Social Security Administration), less any W-2 wages, which use the base first. Medicare is 2.9 % of all of it.',
    'The Additional Medicare Tax (Form 8959) is 0.9 % of the part above $200,000 (single, head of household), $250,000 (married filing jointly) or $125,000 (married filing separately), less your wages. Half the self-employment tax is deducted from your income. The quarterly payment is a quarter of the self-employment tax, the Additional Medicare Tax and the income tax you enter. Left out: the qualified business income deduction and state taxes.',
  ],
});
