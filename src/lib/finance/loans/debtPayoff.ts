/**
 * Paying a debt down month by month (CALCULATORS.md, debt): each month the balance grows by the
 * monthly rate, then the payment comes off it; the last payment is only what is left.
 */

export type DebtPayoff = { months: number; totalPaid: number; totalInterest: number };

/**
 * Float residue: after the last payment a balance like 1e-12 can remain where exact arithmetic gives
 * 0, which would count one extra month. A balance below 1e-10 of the original debt counts as paid.
 */
const PAID_OFF_SHARE = 1e-10;

/**
 * Returns null when the debt is not cleared within `maxMonths`. The caller's rule that the payment
 * exceeds the first month's interest guarantees the balance falls every month, but a payment a hair
 * above the interest can still take millions of months, so the loop is capped.
 */
export function debtPayoffSchedule(
  debt: number,
  monthlyRate: number,
  payment: number,
  maxMonths: number,
): DebtPayoff | null {
  let balance = debt;
  let months = 0;
  let totalPaid = 0;
  let totalInterest = 0;
  const paidOff = debt * PAID_OFF_SHARE;
  while (balance > paidOff) {
    if (months >= maxMonths) return null;
    const interest = balance * monthlyRate;
    balance += interest;
    totalInterest += interest;
    const paid = Math.min(payment, balance);
    balance -= paid;
    totalPaid += paid;
    months += 1;
  }
  return { months, totalPaid, totalInterest };
}
