/**
 * PPF: each year the deposit is added, then the balance grows one year at the annual rate, for the
 * tenure in whole years (SPEC.md section 9). Years is a whole number because deposits are yearly.
 *
 * The year-by-year loop sums to yearly x (1+i) x ((1+i)^years - 1) / i, which is what we compute:
 * the same value, without a loop whose length a typed number would control.
 */
import { accept, defineCalculator } from '../define';
import { growthDetails, highReturnNote, yearlyGrowth } from '../growthDetails';
import { positive } from '../inputKinds';
import { annuityFactor } from '../math';

export type PpfInputs = { yearly: number; rate: number; years: number };
export type PpfResult = { maturityValue: number; totalInvestment: number; interestEarned: number };

export const ppf = defineCalculator<PpfInputs, PpfResult>({
  id: 'ppf',
  inputs: { yearly: positive, rate: positive, years: { kind: 'integer', min: 1 } },
  defaults: { rate: '7.1', years: '15' },
  results: { maturityValue: 'money', totalInvestment: 'money', interestEarned: 'money' },
  currency: 'INR',
  compute: ({ yearly, rate, years }) => {
    const i = rate / 100;
    const maturityValue = yearly * (1 + i) * annuityFactor(i, years);
    const totalInvestment = yearly * years;
    return accept({ maturityValue, totalInvestment, interestEarned: maturityValue - totalInvestment });
  },
  details: ({ yearly, rate, years }) =>
    growthDetails(
      'ppf',
      yearlyGrowth(years, (term) => ({ deposits: yearly * term, balance: yearly * (1 + rate / 100) * annuityFactor(rate / 100, term) })),
      { notes: highReturnNote(rate) },
    ),
});
