/**
 * Sukanya Samriddhi Yojana (SAVE.md `ssy`): a deposit at the start of each financial year for the scheme's 15 years,
 * then none, the balance growing a year at a time until the account matures 21 years after it opens:
 * b_k = (b_(k−1) + the deposit while k <= 15) × (1 + rate). The PPF page's yearly compounding with deposits at the
 * start of the year (ppf.ts), stopped after 15 years and left to grow 6 more.
 */
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import type { DetailNote } from '../details';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { positive } from '../inputKinds';
import { annuityFactor, growthFactor } from '../math/growth';
import { inRupees } from '../rupees';
import { SSY_DEPOSIT, SSY_DEPOSIT_YEARS, SSY_LAST_OPENING_AGE, SSY_MATURITY_YEARS, SSY_RATE } from '../schemes/tables/smallSavings';
import { depositRate } from '../softLimits';
import { age, plainNumber, yearly } from '../units';

export type SsyInputs = { girlAge: number; yearly: number; rate: number };
export type SsyResult = { maturityValue: number; totalDeposits: number; interestEarned: number; maturityAge: number };

const rupees = (value: number) => `₹${plainNumber(value, 'INR')}`;
export const ssyTooOld = `Enter an age from 0 to ${String(SSY_LAST_OPENING_AGE)}: the account is opened before she turns ${String(SSY_LAST_OPENING_AGE + 1)}.`;
export const ssyTooLittle = `Enter at least ${rupees(SSY_DEPOSIT.min)}: the least the scheme takes in a financial year.`;
export const ssyTooMuch = `Enter at most ${rupees(SSY_DEPOSIT.max)}: the most the scheme takes in a financial year.`;

/**
 * The balance after `years` (1 to 21): while deposits are made, each ₹1 paid at a year's start grows for the years
 * left, yearly × (1 + i) × ((1 + i)^k − 1) ÷ i; after the 15th, that balance grows on its own.
 */
export function ssyBalance(yearlyDeposit: number, rate: number, years: number): number {
  const i = rate / 100;
  const paying = Math.min(years, SSY_DEPOSIT_YEARS);
  return yearlyDeposit * (1 + i) * annuityFactor(i, paying) * growthFactor(i, years - paying);
}

/** Always: the rate is notified each quarter, and the page holds today's for all 21 years. */
const RATE_CHANGES: DetailNote = {
  name: 'rate-changes',
  text: `The rate is set each quarter: ${String(SSY_RATE.rate)} % a year is the rate notified for ${SSY_RATE.quarter} (${SSY_RATE.source}). The figures hold the rate entered for all 21 years; the account earns each quarter’s rate as it is notified.`,
};

export const ssy = defineCalculator<SsyInputs, SsyResult>({
  id: 'ssy',
  // A blank rate is the default, the rate notified for the quarter the page names.
  inputs: { girlAge: { kind: 'integer', min: 0 }, yearly: positive, rate: { ...positive, blank: SSY_RATE.rate } },
  defaults: { rate: String(SSY_RATE.rate) },
  units: { girlAge: age('Her age'), yearly: yearly('Yearly deposit'), rate: depositRate() },
  results: { maturityValue: 'money', totalDeposits: 'money', interestEarned: 'money', maturityAge: 'years' },
  ...inRupees,
  overflowField: 'yearly',
  compute: ({ girlAge, yearly, rate }) => {
    const errors = [
      ...(girlAge > SSY_LAST_OPENING_AGE ? [{ field: 'girlAge', message: ssyTooOld }] : []),
      ...(yearly < SSY_DEPOSIT.min ? [{ field: 'yearly', message: ssyTooLittle }] : yearly > SSY_DEPOSIT.max ? [{ field: 'yearly', message: ssyTooMuch }] : []),
    ];
    if (errors.length > 0) return rejectFields(errors);
    const maturityValue = ssyBalance(yearly, rate, SSY_MATURITY_YEARS);
    const totalDeposits = yearly * SSY_DEPOSIT_YEARS;
    return accept({ maturityValue, totalDeposits, interestEarned: maturityValue - totalDeposits, maturityAge: girlAge + SSY_MATURITY_YEARS });
  },
  details: ({ yearly, rate }) =>
    growthDetails(
      'ssy',
      yearlyGrowth(SSY_MATURITY_YEARS, (term) => ({ deposits: yearly * Math.min(term, SSY_DEPOSIT_YEARS), balance: ssyBalance(yearly, rate, term) })),
      { notes: [RATE_CHANGES] },
    ),
  working: lazyWorking(() => import('../steps/ssy')),
});
