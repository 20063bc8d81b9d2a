import { groupDigits } from '@/lib/format';
import { SSY_DEPOSIT, SSY_DEPOSIT_YEARS, SSY_LAST_OPENING_AGE, SSY_MATURITY_YEARS, SSY_RATE } from '@/lib/finance/schemes/tables/smallSavings';
import { defineCalculatorPage } from './types';

const rupees = (value: number) => `₹${groupDigits(String(value), true)}`;
const deposits = String(SSY_DEPOSIT_YEARS);
const maturity = String(SSY_MATURITY_YEARS);
const rate = `${String(SSY_RATE.rate)} %`;

export const ssy = defineCalculatorPage({
  id: 'ssy',
  rank: 156,
  title: 'Sukanya Samriddhi Yojana Calculator',
  path: '/sukanya-samriddhi-calculator',
  category: 'india',
  alsoIn: ['saving-and-investing'],
  icon: 'blossom',
  gradient: ['#be185d', '#500724'],
  searchTerms: ['SSY', 'Sukanya Samriddhi', 'girl child scheme', 'SSY calculator', 'Sukanya Samriddhi Account', 'daughter savings scheme'],
  description: 'What a daughter’s Sukanya Samriddhi account holds at maturity, from your yearly deposit.',
  intro: `The Sukanya Samriddhi Yojana (SSY) is a government savings scheme for a girl, opened before she turns ${String(SSY_LAST_OPENING_AGE + 1)}. Deposits are made for ${deposits} years and the account matures ${maturity} years after it opens. Enter her age, your yearly deposit and the interest rate to see the maturity value, year by year.`,
  fields: {
    girlAge: { label: 'Her age when the account opens (years)', suffix: 'years', hint: `A whole number from 0 to ${String(SSY_LAST_OPENING_AGE)}` },
    yearly: { label: 'Yearly deposit', prefix: '₹', hint: `From ${rupees(SSY_DEPOSIT.min)} to ${rupees(SSY_DEPOSIT.max)} a financial year` },
    rate: { label: 'Interest rate (% per year)', suffix: '%', hint: `Filled in with ${rate}, the rate for ${SSY_RATE.quarter}; change it if the rate changes` },
  },
  results: {
    maturityValue: { label: 'Maturity value' },
    totalDeposits: { label: 'Total deposited' },
    interestEarned: { label: 'Total interest earned' },
    maturityAge: { label: 'Her age at maturity' },
  },
  method: [
    `Each financial year for the first ${deposits} years, the deposit is paid in at the start of the year; then the balance earns a year of interest: balance = (balance + D) × (1 + i), where D is the yearly deposit and i the rate ÷ 100. From year ${String(SSY_DEPOSIT_YEARS + 1)} no deposit is made and the balance only earns interest, until the account matures ${maturity} years after it opens. This adds up to M = D × (1 + i) × ((1 + i)^${deposits} − 1) ÷ i × (1 + i)^${String(SSY_MATURITY_YEARS - SSY_DEPOSIT_YEARS)}.`,
    `Total deposited is D × ${deposits}, and the interest earned is the maturity value minus that. Her age at maturity is her age at opening + ${maturity}. The rules are the Sukanya Samriddhi Account Scheme, 2019 (G.S.R. 914(E) of 12 December 2019): an account for a girl under ${String(SSY_LAST_OPENING_AGE + 1)}, ${rupees(SSY_DEPOSIT.min)} to ${rupees(SSY_DEPOSIT.max)} a financial year, deposits for ${deposits} years, maturity after ${maturity}.`,
    `The rate is notified each quarter: ${rate} a year for ${SSY_RATE.quarter}, by ${SSY_RATE.source}. The calculator holds the rate you enter for all ${maturity} years. Interest is worked out on each month's lowest balance after its 5th day and credited at the financial year's end, so a deposit made by 5 April earns the whole year's; withdrawals for her education from 18 and closing the account early are not included.`,
  ],
});
