/**
 * The level payment that repays `principal` over `periods` payments at `periodRate` per period
 * (Excel's -PMT). Written as P r / (1 - (1+r)^-n), which stays finite for huge n or r where the
 * textbook P r (1+r)^n / ((1+r)^n - 1) becomes Infinity / Infinity.
 * At rate 0 the loan is simply split evenly.
 */
export function amortizedPayment(principal: number, periodRate: number, periods: number): number {
  if (periodRate === 0) return principal / periods;
  // 1 - (1+r)^-n computed as -expm1(-n log1p r) to keep precision for small r n.
  const paidDownShare = -Math.expm1(-periods * Math.log1p(periodRate));
  return (principal * periodRate) / paidDownShare;
}

/** The monthly rate from an annual percentage: annual / 100 / 12 (SPEC.md section 9). */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / 100 / 12;
}

export type Repayment = { monthlyPayment: number; totalPayment: number; totalInterest: number };

/** A loan repaid in equal monthly payments: the payment, what is paid in all, and the interest. */
export function monthlyRepayment(principal: number, annualPercent: number, months: number): Repayment {
  const monthlyPayment = amortizedPayment(principal, monthlyRate(annualPercent), months);
  const totalPayment = monthlyPayment * months;
  return { monthlyPayment, totalPayment, totalInterest: totalPayment - principal };
}
