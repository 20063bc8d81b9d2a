import { annuityFactor, growthFactor } from '../math/growth';

/** When each regular deposit is made: at the end of the month, or at its start (SIP). */
export type PaymentTiming = 'end' | 'start';

/**
 * What an initial sum plus a regular deposit grow to after n periods at `periodRate`
 * (Excel's FV with both signs flipped): initial (1+r)^n + deposit ((1+r)^n - 1) / r,
 * times (1+r) for the deposits when they are made at the start of each period.
 */
export function futureValueMonthly(
  initial: number,
  deposit: number,
  periodRate: number,
  periods: number,
  timing: PaymentTiming,
): number {
  const depositsGrowth = annuityFactor(periodRate, periods) * (timing === 'start' ? 1 + periodRate : 1);
  // Skip a zero term so 0 x Infinity cannot turn an overflowing-but-unused part into NaN.
  const fromInitial = initial === 0 ? 0 : initial * growthFactor(periodRate, periods);
  const fromDeposits = deposit === 0 ? 0 : deposit * depositsGrowth;
  return fromInitial + fromDeposits;
}

export type SavingsGrowth = { futureValue: number; contributions: number; earnings: number };

/**
 * Investment, retirement and savings (SPEC.md section 9): monthly compounding, deposits at the end of
 * each month, over years x 12 months.
 */
export function monthlySavingsGrowth(
  initial: number,
  monthly: number,
  annualPercent: number,
  years: number,
): SavingsGrowth {
  const months = years * 12;
  const futureValue = futureValueMonthly(initial, monthly, annualPercent / 100 / 12, months, 'end');
  const contributions = initial + monthly * months;
  return { futureValue, contributions, earnings: futureValue - contributions };
}
