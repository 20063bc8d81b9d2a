/**
 * Recurring deposit, as Indian banks quote it: quarterly compounding of monthly instalments.
 * i = rate/400, q = months/3; M = R ((1+i)^q - 1) / (1 - (1+i)^(-1/3)); at rate 0, R x months.
 * (Equivalently: each instalment compounds quarterly for the months it stays in.)
 */
import { accept, defineCalculator, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { nonNegative, positive } from '../inputKinds';
import { monthly, MONTHLY_SAVING } from '../units';
import { depositRate } from '../softLimits';

export type RdInputs = { monthly: number; rate: number; months: number };
export type RdResult = { maturityValue: number; totalInvestment: number; interestEarned: number };

/** The contract's formula, with expm1/log1p so small rates keep their digits. */
export function recurringDepositMaturity(monthly: number, ratePercent: number, months: number): number {
  if (ratePercent === 0) return monthly * months;
  const quarterlyLog = Math.log1p(ratePercent / 400);
  const grown = Math.expm1((months / 3) * quarterlyLog); // (1+i)^q - 1
  const oneMonthShare = -Math.expm1(-quarterlyLog / 3); // 1 - (1+i)^(-1/3)
  return (monthly * grown) / oneMonthShare;
}

export const rd = defineCalculator<RdInputs, RdResult>({
  id: 'rd',
  inputs: { monthly: positive, rate: nonNegative, months: positive },
  defaults: {},
  units: {
    monthly: monthly('Monthly deposit', MONTHLY_SAVING.INR),
    rate: depositRate(),
    // Recurring deposits run from six months: 1 to 5 is more likely years typed for months.
    months: { unit: 'months', what: 'Tenure', shorterThan: 6 },
  },
  results: { maturityValue: 'money', totalInvestment: 'money', interestEarned: 'money' },
  ...inRupees,
  compute: ({ monthly, rate, months }) => {
    const maturityValue = recurringDepositMaturity(monthly, rate, months);
    const totalInvestment = monthly * months;
    return accept({ maturityValue, totalInvestment, interestEarned: maturityValue - totalInvestment });
  },
  // Year y shows min(12y, months) months (DEPTH.md); the last row is the whole deposit.
  details: ({ monthly, rate, months }) =>
    growthDetails(
      'rd',
      yearlyGrowth(months / 12, (term) => {
        const elapsed = Math.min(Math.round(term * 12), months);
        return { deposits: monthly * elapsed, balance: recurringDepositMaturity(monthly, rate, elapsed) };
      }),
    ),
  working: lazyWorking(() => import('../steps/rd')),
});
