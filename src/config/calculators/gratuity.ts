import { defineCalculatorPage } from './types';

export const gratuity = defineCalculatorPage({
  id: 'gratuity',
  rank: 180,
  title: 'Gratuity Calculator',
  path: '/gratuity-calculator',
  category: 'india',
  icon: 'award',
  gradient: ['#b45309', '#78350f'],
  searchTerms: ['Payment of Gratuity Act', 'leaving a job'],
  description: 'Gratuity due on leaving after five or more years of service.',
  intro:
    'Gratuity is a lump sum that employers in India pay to employees who leave after five or more years of service. This calculator uses the formula for employers covered by the Payment of Gratuity Act, last drawn salary × 15 × years ÷ 26: enter your last drawn monthly salary and your years of service.',
  fields: {
    salary: { label: 'Last drawn monthly salary', prefix: '₹', hint: 'Basic pay plus dearness allowance' },
    years: { label: 'Years of service', suffix: 'years', hint: 'At least 5' },
  },
  results: {
    gratuityAmount: { label: 'Gratuity by the formula' },
    gratuityPayable: { label: 'Gratuity payable, at the Act’s ₹20 lakh ceiling' },
  },
  method: [
    'Gratuity = S × 15 × Y ÷ 26, where S is the last drawn monthly salary and Y the years of service: 15 days’ wages for each year worked, counting 26 working days in a month. Fewer than 5 years of service is not accepted.',
    'The years are used exactly as entered; under the Act a final part year of more than six months counts as a full year, so round your service yourself. Above ₹20,00,000, the ceiling of section 4(3) of the Act, the page also gives the amount payable at that ceiling. Income tax and the different rules for employers not covered by the Act are not included.',
  ],
});
