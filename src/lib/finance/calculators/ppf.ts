/**
 * PPF: each year the deposit is added, then the balance grows one year at the annual rate, for the
 * tenure in whole years (SPEC.md section 9). Years is a whole number because deposits are yearly.
 *
 * The year-by-year loop sums to yearly x (1+i) x ((1+i)^years - 1) / i, which is what we compute:
 * the same value, without a loop whose length a typed number would control.
 */
import { accept, defineCalculator, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { positive } from '../inputKinds';
import { annuityFactor } from '../math/growth';
import { termInYears, yearly } from '../units';
import { depositRate } from '../softLimits';

export type PpfInputs = { yearly: number; rate: number; years: number };
export type PpfResult = { maturityValue: number; totalInvestment: number; interestEarned: number };

export const ppf = defineCalculator<PpfInputs, PpfResult>({
  id: 'ppf',
  inputs: { yearly: positive, rate: positive, years: { kind: 'integer', min: 1 } },
  defaults: { rate: '7.1', years: '15' },
  units: { yearly: yearly('Yearly deposit'), rate: depositRate(), years: termInYears('Tenure') },
  results: { maturityValue: 'money', totalInvestment: 'money', interestEarned: 'money' },
  ...inRupees,
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
      { notes: ppfLimit(yearly) },
    ),
  working: lazyWorking(() => import('../steps/ppf')),
});

/** The scheme's yearly deposit limits: at least ₹500 and at most ₹1,50,000 in a financial year (PPF Scheme, 2019). */
export const PPF_YEARLY_MINIMUM = 500;
export const PPF_YEARLY_MAXIMUM = 150_000;

/** A deposit outside the scheme's limits still calculates (what-if), with a note that a real account cannot take it. */
function ppfLimit(yearly: number) {
  if (yearly >= PPF_YEARLY_MINIMUM && yearly <= PPF_YEARLY_MAXIMUM) return [];
  const side = yearly > PPF_YEARLY_MAXIMUM ? 'more than the ₹1,50,000 a PPF account takes in a financial year' : 'less than the ₹500 a PPF account needs each financial year to stay active';
  return [
    {
      name: 'ppf-limit',
      field: 'yearly',
      text: `This deposit is ${side}: the Public Provident Fund Scheme, 2019 allows from ₹500 to ₹1,50,000 a year. The figures show what the rate would give, not what an account would pay.`,
    },
  ];
}
