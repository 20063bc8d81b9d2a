import { defineCalculatorPage } from './types';

export const hra = defineCalculatorPage({
  id: 'hra',
  rank: 315,
  title: 'HRA Exemption Calculator (India)',
  path: '/hra-calculator',
  category: 'india',
  alsoIn: ['tax-and-income'],
  icon: 'rentHouse',
  gradient: ['#9f1239', '#4c0519'],
  searchTerms: ['HRA exemption', 'house rent allowance', 'section 10(13A)', 'rent receipts', 'HRA calculation'],
  description: 'How much of your house rent allowance is free of tax in the old regime, limit by limit.',
  intro:
    'If you rent your home and your salary includes a house rent allowance (HRA), part of it is free of income tax in the old regime: the least of the HRA itself, your rent above 10 % of basic salary, and 50 % or 40 % of basic by city. Enter your yearly basic salary, HRA and rent; the calculator works out each limit, the exempt and taxable HRA, a year and a month.',
  fields: {
    basic: { label: 'Basic salary plus DA (a year)', prefix: '₹', hint: 'Basic pay plus dearness allowance for the year; other allowances do not count' },
    hra: { label: 'HRA received (a year)', prefix: '₹', hint: 'The house rent allowance on your salary slips, for the year' },
    rent: { label: 'Rent paid (a year)', prefix: '₹', hint: 'For example 2,40,000 for ₹20,000 a month; 0 if you pay none' },
    fy: { label: 'Financial year', options: { '2026-27': 'FY 2026-27', '2025-26': 'FY 2025-26' } },
    metro: {
      label: 'Do you live in a city with the 50 % limit?',
      options: { no: 'No: 40 % of basic', yes: 'Yes: 50 % of basic' },
      hint: 'FY 2025-26: Delhi, Mumbai, Kolkata, Chennai (rule 2A). From FY 2026-27 also Hyderabad, Pune, Ahmedabad, Bengaluru (rule 279)',
    },
  },
  results: {
    exemptHra: { label: 'Exempt HRA (old regime)' },
    taxableHra: { label: 'Taxable HRA' },
    actualHra: { label: 'Limit 1: HRA received' },
    rentOverTenth: { label: 'Limit 2: rent paid above 10 % of basic' },
    salaryShare: { label: 'Limit 3: 50 % or 40 % of basic' },
  },
  method: [
    'The exempt HRA is the least of three limits: the HRA received; the rent paid less 10 % of salary; and 50 % of salary in a listed city, 40 % anywhere else. Salary here is basic pay plus dearness allowance (where your terms of employment provide for it; no other allowance), for the same period as the HRA and the rent; the HRA above the exemption is taxed with your salary. All three are worked out for the year you enter, and shown a month too (a year’s ÷ 12).',
    'Up to FY 2025-26 the rule is section 10(13A) of the Income-tax Act, 1961 with rule 2A of the Income-tax Rules, 1962, whose 50 % cities are Delhi, Mumbai, Kolkata and Chennai. From FY 2026-27 it is section 11 and Schedule III (serial 11) of the Income-tax Act, 2025 with rule 279 of the Income-tax Rules, 2026 (G.S.R. 198(E) of 20 March 2026), which adds Hyderabad, Pune, Ahmedabad and Bengaluru to the 50 % list. The new regime allows no HRA exemption (section 115BAC of the 1961 Act; section 202 of the 2025 Act).',
    'Rent above ₹1,00,000 a year needs your landlord’s PAN for your employer to allow the exemption (CBDT Circular 08/2013 of 10 October 2013; from FY 2026-27 rule 205 of the Income-tax Rules, 2026, on Form 124). The page assumes you rented all year in one city and do not own the home you live in; if your rent, salary or city changed during the year, work out each period on its own and add them.',
  ],
});
