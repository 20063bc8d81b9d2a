import { defineCalculatorPage } from './types';

export const xirr = defineCalculatorPage({
  id: 'xirr',
  rank: 205,
  title: 'XIRR Calculator: Returns on Dated Investments',
  path: '/xirr-calculator',
  category: 'india',
  alsoIn: ['business-and-everyday'],
  icon: 'datedReturn',
  gradient: ['#0f766e', '#134e4a'],
  searchTerms: ['XIRR', 'mutual fund returns', 'SIP returns', 'dated cash flows'],
  description: 'The yearly return of investments made and taken out on their own dates, as a fund statement lists them.',
  intro:
    'XIRR is the yearly return of money put in and taken out on irregular dates: SIP instalments, extra purchases, redemptions and what the holding is worth today. Enter each flow on its own line or separated by semicolons, the date then the amount, with a minus sign for money you put in.',
  fields: {
    cashFlows: {
      label: 'Dated cash flows',
      hint: 'One per line or separated by semicolons, e.g. 15/01/2024 -10000; 15/01/2025 11,500 (today’s value without a minus sign)',
    },
    dateOrder: { label: 'Dates like 05/04/2024 read as', options: { dmy: 'Day/month/year (5 April)', mdy: 'Month/day/year (May 4)' } },
  },
  results: {
    xirr: { label: 'XIRR (a year)' },
    totalInvested: { label: 'Total invested' },
    totalReturned: { label: 'Total returned or value today' },
    gain: { label: 'Gain' },
    absoluteReturn: { label: 'Absolute return' },
    days: { label: 'Days from the first flow to the last' },
  },
  method: [
    'XIRR is the yearly rate r that makes the sum of every amount ÷ (1 + r)^t equal to zero, where t is the number of days from the earliest date to the flow’s date divided by 365, as in Excel’s XIRR. Dates are counted as whole calendar days.',
    'r is found by Newton’s method, starting from 10 % and stopping when two guesses differ by less than 0.00000001 percentage points, for at most 100 steps; if that fails, the calculator bisects between −99.99 % and 1,000,000 % a year. If the value has the same sign at both ends, no rate fits and the calculator says so.',
    'Amounts put in are negative, amounts taken out and today’s value positive; lakh and crore are read (1.5 lakh). When the amounts change sign more than once in date order, more than one rate can fit and the page says so. The absolute return is the gain as a share of what was put in, however long it took.',
  ],
});
