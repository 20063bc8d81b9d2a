import { groupDigits } from '@/lib/format';
import { NEW_REGIME_YEARS, oldRegimeTable } from '@/lib/finance/tax/tables/indiaIncomeTax';
import {
  EPF_WAGE_CEILING,
  EPF_WAGE_CEILING_FROM,
  GRATUITY_DAYS_A_YEAR,
  HRA_METRO_CITIES,
  HRA_METRO_PERCENT,
  HRA_OTHER_PERCENT,
  HRA_RENT_OVER_PERCENT,
  LABOUR_CODES_IN_FORCE,
  LABOUR_CODES_WAGE_SHARE,
  PF_PERCENT,
  PROFESSIONAL_TAX_MAXIMUM,
  SALARY_FINANCIAL_YEARS,
  SECTION_80C_LIMIT,
  WORKING_DAYS_A_MONTH,
} from '@/lib/finance/tax/tables/indiaSalary';
import { defineCalculatorPage } from './types';

/** A whole number of rupees as the page writes it: ₹1,50,000. */
const rupees = (value: number) => `₹${groupDigits(String(value), true)}`;
const [latest] = SALARY_FINANCIAL_YEARS;
const STANDARD_NEW = rupees(NEW_REGIME_YEARS[latest].standardDeduction);
const STANDARD_OLD = rupees(oldRegimeTable(latest, 'under60').standardDeduction);
const GRATUITY_SHARE = ((GRATUITY_DAYS_A_YEAR / (WORKING_DAYS_A_MONTH * 12)) * 100).toFixed(2);

/** The metro field's hint: the cities that take 50 % of basic pay, year by year, and the rule that lists them. */
const metroCities = SALARY_FINANCIAL_YEARS.map((fy) => `FY ${fy}: ${HRA_METRO_CITIES[fy].cities.join(', ')} (${HRA_METRO_CITIES[fy].source})`)
  .join('; ');

export const inHandSalary = defineCalculatorPage({
  id: 'inHandSalary',
  rank: 125,
  title: 'In-Hand Salary Calculator: CTC to Take-Home (India)',
  path: '/in-hand-salary-calculator',
  category: 'india',
  alsoIn: ['tax-and-income'],
  icon: 'handCoins',
  gradient: ['#0f766e', '#134e4a'],
  searchTerms: ['in hand salary', 'CTC', 'take home salary', 'salary after tax', 'net salary', 'salary slip', 'CTC to in-hand'],
  description: 'What your CTC pays in hand each month under the new and the old tax regime, line by line.',
  intro:
    'A CTC is what a job costs the employer, not what reaches your account. Enter your CTC and how it is split (basic pay, HRA, PF, gratuity): the calculator takes out the employer’s PF and the gratuity provision, then your PF, professional tax and income tax under each regime, and shows your monthly in-hand pay and the salary slip line by line.',
  fields: {
    ctc: { label: 'CTC (cost to company), a year', prefix: '₹', hint: 'For example 12,00,000 or 12 lakh' },
    basicPercent: { label: 'Basic pay (% of CTC)', suffix: '%', hint: 'Often 40 to 50; blank is 50' },
    hraPercent: { label: 'HRA (% of basic pay)', suffix: '%', hint: 'Often 40 or 50; blank is 50' },
    pf: {
      label: 'Provident fund',
      options: { full: `${PF_PERCENT} % of basic pay`, capped: `${PF_PERCENT} % of basic up to the EPF wage ceiling`, none: 'No PF' },
      hint: `Employer and employee each pay ${PF_PERCENT} % (Code on Social Security, 2020; EPF Scheme, 2026)`,
    },
    gratuity: {
      label: 'Gratuity in the CTC',
      options: { included: `Included (${GRATUITY_SHARE} % of basic)`, excluded: 'Not included' },
      hint: `Code on Social Security, 2020, section 53: ${GRATUITY_DAYS_A_YEAR} days’ basic a year`,
    },
    professionalTax: { label: 'Professional tax, a year', prefix: '₹', hint: `At most ${rupees(PROFESSIONAL_TAX_MAXIMUM)} (Constitution, Article 276(2), since 1988); 0 where your state has none; blank is ${groupDigits(String(PROFESSIONAL_TAX_MAXIMUM), true)}` },
    fy: { label: 'Financial year', options: { '2026-27': 'FY 2026-27', '2025-26': 'FY 2025-26' } },
    rent: { label: 'Rent you pay, a month', prefix: '₹', hint: 'For the old regime’s HRA exemption; blank is 0', group: 'Rent and old-regime deductions' },
    metro: {
      label: 'Do you live in a city whose HRA limit is 50 %?',
      options: { no: 'No (40 % of basic)', yes: 'Yes (50 % of basic)' },
      hint: metroCities,
      group: 'Rent and old-regime deductions',
    },
    other80C: {
      label: 'Other 80C investments, a year',
      prefix: '₹',
      hint: `PPF, ELSS, life insurance…: with your PF, ${rupees(SECTION_80C_LIMIT)} at most (section 80C; section 123 of the Income-tax Act, 2025); blank is 0`,
      group: 'Rent and old-regime deductions',
    },
    deductions: { label: 'Other deductions, a year', prefix: '₹', hint: '80D, home-loan interest…; old regime only; blank is 0', group: 'Rent and old-regime deductions' },
  },
  results: {
    inHandMonthNew: { label: 'In hand a month, new regime' },
    inHandMonthOld: { label: 'In hand a month, old regime' },
    inHandYearNew: { label: 'In hand a year, new regime' },
    inHandYearOld: { label: 'In hand a year, old regime' },
    grossSalary: { label: 'Gross salary, a year' },
    basic: { label: 'Basic pay, a year' },
    hra: { label: 'HRA, a year' },
    specialAllowance: { label: 'Special allowance, a year' },
    employerPF: { label: 'Employer’s PF, a year' },
    employeePF: { label: 'Your PF, a year' },
    gratuity: { label: 'Gratuity provision, a year' },
    taxNew: { label: 'Income tax, new regime' },
    taxOld: { label: 'Income tax, old regime' },
    hraExemption: { label: 'HRA exemption (old regime)' },
  },
  method: [
    `Basic pay B = CTC × basic %. The employer’s PF and yours are each ${PF_PERCENT} % of the PF wage: B, or B up to the EPF wage ceiling, or nothing (Code on Social Security, 2020, section 16; Employees’ Provident Fund Scheme, 2026). The ceiling is ${rupees(EPF_WAGE_CEILING['2026-27'])} a month from ${EPF_WAGE_CEILING_FROM} (S.O. 5109(E), under section 2(89) of the Code), which the page uses for 2026-27, though that year’s months before it were paid on ${rupees(EPF_WAGE_CEILING['2025-26'])}; and ${rupees(EPF_WAGE_CEILING['2025-26'])} for 2025-26. Gratuity, when the CTC includes it, is B × ${GRATUITY_DAYS_A_YEAR} ÷ ${WORKING_DAYS_A_MONTH * 12}: ${GRATUITY_DAYS_A_YEAR} days’ wages for each year of service, a month counted as ${WORKING_DAYS_A_MONTH} working days (Code on Social Security, 2020, section 53). Gross salary = CTC − employer’s PF − gratuity; HRA = B × HRA %; the special allowance is what is left.`,
    `The page takes basic pay as the wage for PF and gratuity. Under the labour codes in force since ${LABOUR_CODES_IN_FORCE} (Code on Wages, 2019, section 2(y); Code on Social Security, 2020, section 2(88)), allowances above ${LABOUR_CODES_WAGE_SHARE} % of pay are added back into those wages; with basic pay under ${LABOUR_CODES_WAGE_SHARE} % the page says so and leaves the add-back out.`,
    `New regime: taxable income = gross salary − the standard deduction of ${STANDARD_NEW}. Old regime: gross salary − the standard deduction of ${STANDARD_OLD} (section 16(ia) of the Income-tax Act, 1961 to 2025-26; section 19 of the Income-tax Act, 2025 from 2026-27) − professional tax (at most ${rupees(PROFESSIONAL_TAX_MAXIMUM)} a year, Article 276(2) of the Constitution) − the HRA exemption − your PF and other 80C investments up to ${rupees(SECTION_80C_LIMIT)} in all (section 80C of the 1961 Act; section 123 of the Income-tax Act, 2025 from 2026-27) − your other deductions.`,
    `The HRA exemption is the least of the HRA, the rent paid above ${HRA_RENT_OVER_PERCENT} % of basic pay, and ${HRA_METRO_PERCENT} % of basic pay in the listed cities (${HRA_OTHER_PERCENT} % elsewhere): ${HRA_METRO_CITIES['2025-26'].source} to 2025-26, ${HRA_METRO_CITIES['2026-27'].source} (G.S.R. 198(E) of 20 March 2026) from 2026-27, which adds Bengaluru, Hyderabad, Pune and Ahmedabad. Each regime’s tax is the income tax calculator’s, age under 60: slabs, the section 87A rebate with its marginal relief, surcharge with marginal relief and the 4 % cess (Finance Act, 2025, kept for 2026-27). In hand = gross salary − your PF − professional tax − tax, over 12 months: the year’s tax spread evenly, where your employer’s monthly deduction (TDS) can vary. Left out: the HRA exemption’s landlord and rent-receipt conditions, other income, and bonus or variable pay. Nothing is rounded until it is shown.`,
  ],
});
