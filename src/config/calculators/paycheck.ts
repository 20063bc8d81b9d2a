import { formatWholeMoney } from '@/lib/formatWhole';
import { SOCIAL_SECURITY_WAGE_BASE } from '@/lib/finance/tax/tables/selfEmploymentTax';
import { TAX_YEARS } from '@/lib/finance/tax/tables/usFederalTax';
import {
  ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT,
  ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD,
  ELECTIVE_DEFERRAL_LIMIT,
  ELECTIVE_DEFERRAL_SOURCE,
  EMPLOYEE_MEDICARE_PERCENT,
  EMPLOYEE_SOCIAL_SECURITY_PERCENT,
} from '@/lib/finance/tax/tables/usPayroll';
import { defineCalculatorPage } from './types';

// The figures of law are read from the tables the calculator uses, so the page names the very figures it computes with.
const dollars = (value: number) => formatWholeMoney(value, 'USD');
const YEARS = ['2026', '2025'] as const;
const deferral = YEARS.map((year) => `${dollars(ELECTIVE_DEFERRAL_LIMIT[year])} for ${year} (${ELECTIVE_DEFERRAL_SOURCE[year]})`).join(' and ');
const wageBase = YEARS.map((year) => `${dollars(SOCIAL_SECURITY_WAGE_BASE[year])} for ${year}`).join(' and ');
const standard = YEARS.map((year) => {
  const { single, married, headOfHousehold } = TAX_YEARS[year].standardDeduction;
  return `${dollars(single)} single or married filing separately, ${dollars(married)} jointly and ${dollars(headOfHousehold)} head of household for ${year} (${TAX_YEARS[year].source}${year === '2025' ? ', as raised by Public Law 119-21' : ''})`;
}).join('; ');
const threshold = dollars(ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD);
const MORE = 'Deductions and state tax';

export const paycheck = defineCalculatorPage({
  id: 'paycheck',
  rank: 95,
  title: 'Paycheck Calculator: Take-Home Pay',
  path: '/paycheck-calculator',
  category: 'tax-and-income',
  icon: 'paycheck',
  gradient: ['#15803d', '#14532d'],
  searchTerms: ['take home pay', 'net pay', 'salary after tax', 'paycheck', 'pay stub', 'withholding'],
  description: 'What reaches your bank each payday after federal tax, Social Security, Medicare, state tax and a 401(k).',
  intro:
    'Work out your take-home pay in the US: what is left of each paycheck after federal income tax, Social Security, Medicare, a state income tax rate, a traditional 401(k) and other deductions. Enter your pay as a salary, a paycheck or an hourly rate, how often you are paid and your filing status; the page shows each paycheck and the year line by line.',
  fields: {
    pay: { label: 'Gross pay', prefix: '$', hint: 'Before anything is taken off: a year’s salary, one paycheck or an hourly rate, as chosen below' },
    payUnit: { label: 'The pay is', options: { year: 'A year (salary)', paycheck: 'Each paycheck', hour: 'An hour' } },
    hoursPerWeek: { label: 'Hours a week', suffix: 'hours', hint: 'Hours you are paid for each week; blank is 40' },
    frequency: {
      label: 'How often you are paid',
      options: { biweekly: 'Every two weeks (26 a year)', weekly: 'Every week (52 a year)', semimonthly: 'Twice a month (24 a year)', monthly: 'Once a month (12 a year)' },
    },
    taxYear: { label: 'Tax year', options: { '2026': '2026', '2025': '2025' } },
    filingStatus: {
      label: 'Filing status',
      options: { single: 'Single', married: 'Married filing jointly', headOfHousehold: 'Head of household', marriedSeparate: 'Married filing separately' },
    },
    retirementPercent: {
      label: '401(k) or 403(b) contribution',
      suffix: '%',
      hint: `Percent of gross pay to a traditional (pre-tax) plan; blank is 0. Capped at ${deferral}`,
      group: MORE,
    },
    pretaxDeductions: {
      label: 'Pre-tax deductions each paycheck',
      prefix: '$',
      hint: 'Health, dental and vision premiums, HSA and FSA taken before tax (a cafeteria plan); blank is 0',
      group: MORE,
    },
    stateRate: {
      label: 'State income tax rate',
      suffix: '%',
      hint: 'One flat rate: your state tax agency’s rate table or last year’s state return (its tax ÷ your wages). Alaska, Florida, Nevada, New Hampshire, South Dakota, Tennessee, Texas, Washington and Wyoming tax no wages: enter 0. Blank is 0',
      group: MORE,
    },
    afterTaxDeductions: { label: 'After-tax deductions each paycheck', prefix: '$', hint: 'Roth 401(k), union dues and the like; blank is 0', group: MORE },
  },
  results: {
    takeHome: { label: 'Take-home pay each paycheck' },
    grossPay: { label: 'Gross pay each paycheck' },
    federalIncomeTax: { label: 'Federal income tax withheld' },
    socialSecurity: { label: `Social Security (${String(EMPLOYEE_SOCIAL_SECURITY_PERCENT)} %)` },
    medicare: { label: `Medicare (${String(EMPLOYEE_MEDICARE_PERCENT)} %)` },
    stateTax: { label: 'State income tax' },
    retirementContribution: { label: '401(k) or 403(b) from each paycheck' },
    pretax: { label: 'Pre-tax deductions from each paycheck' },
    afterTax: { label: 'After-tax deductions from each paycheck' },
    takeHomeYear: { label: 'Take-home pay for the year' },
    grossYear: { label: 'Gross pay for the year' },
    totalTaxRate: { label: 'Total tax rate (share of gross pay)' },
  },
  method: [
    'Everything is worked for the year, then divided evenly over the year’s paychecks (26 every two weeks, 52 weekly, 24 twice a month, 12 monthly). A salary is the year’s gross pay; a paycheck is times the paychecks in a year; an hourly rate is times the hours a week times 52 weeks.',
    `The traditional 401(k) or 403(b) contribution is your percent of gross pay, up to the year’s elective deferral limit: ${deferral}; catch-up contributions from age 50 are not counted. Pre-tax deductions under a cafeteria plan (health premiums, HSA, FSA) come off before tax too.`,
    `Federal income tax is on the gross pay less the 401(k), the pre-tax deductions and the year’s standard deduction, ${standard}, taxed bracket by bracket at the IRS’s rates for the year and filing status, as the tax calculator does.`,
    `Social Security is ${String(EMPLOYEE_SOCIAL_SECURITY_PERCENT)} % of wages up to the year’s wage base, ${wageBase} (Social Security Administration), and Medicare ${String(EMPLOYEE_MEDICARE_PERCENT)} % of all wages, plus the ${String(ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT)} % Additional Medicare Tax an employer withholds on wages above ${threshold} in the year, whatever the filing status (IRC §3102(f); IRS Publication 15). A 401(k) contribution is still wages for both; cafeteria-plan deductions are not.`,
    'State income tax is your flat rate on the gross pay less the 401(k) and pre-tax deductions. After-tax deductions (a Roth 401(k), union dues) come off last. The total tax rate is federal, Social Security, Medicare and state tax ÷ gross pay × 100.',
    'Left out: tax credits, other deductions, local income taxes, state deductions and brackets, and the timing of withholding: your employer withholds by your Form W-4 and IRS Publication 15-T, so a paycheck can differ from this even spread.',
  ],
});
