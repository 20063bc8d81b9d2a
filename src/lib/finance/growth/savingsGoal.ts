/**
 * DEPTH.md's "what would it take" for a starting sum plus monthly deposits made at the end of each month: the
 * deposit, the time or the return that reaches a target. The deposit has a closed form (Excel's PMT); the time
 * is counted month by month; the return is found by bisection, since no closed form exists.
 */
import { annuityFactor, growthFactor } from '../math/growth';

/** The longest wait worth answering: 100 years of months. */
export const MAX_GOAL_MONTHS = 1200;
/** The returns searched for a target, % a year. */
export const GOAL_RATE_RANGE = [-99, 1000] as const;
/** How close the return found is to the exact one, in % a year. */
const RATE_TOLERANCE = 1e-7;

/** The balance after `months` at `annualPercent`, deposits at each month's end (the contract's formula). */
export function goalBalance(initial: number, monthly: number, annualPercent: number, months: number): number {
  const r = annualPercent / 1200;
  return initial * growthFactor(r, months) + monthly * annuityFactor(r, months);
}

/** The monthly deposit that reaches `target` after `months`: max(0, (T − I (1+r)^n) r / ((1+r)^n − 1)). */
export function requiredMonthly(target: number, initial: number, annualPercent: number, months: number): number {
  return Math.max(0, (target - initial * growthFactor(annualPercent / 1200, months)) / annuityFactor(annualPercent / 1200, months));
}

/** The fewest whole months whose balance reaches `target` (0 when the start already does), or null past 1,200. */
export function requiredMonths(target: number, initial: number, monthly: number, annualPercent: number): number | null {
  for (let months = 0; months <= MAX_GOAL_MONTHS; months += 1) {
    if (goalBalance(initial, monthly, annualPercent, months) >= target) return months;
  }
  return null;
}

/**
 * The annual % at which the balance after `months` is `target`, to within 1e-7 %, or null when no return in
 * GOAL_RATE_RANGE reaches it. The balance only grows with the return, so bisection always closes in, in about
 * 34 halvings.
 */
export function requiredRate(target: number, initial: number, monthly: number, months: number): number | null {
  let [low, high]: [number, number] = [GOAL_RATE_RANGE[0], GOAL_RATE_RANGE[1]];
  const gap = (rate: number) => goalBalance(initial, monthly, rate, months) - target;
  if (gap(low) > 0 || gap(high) < 0) return null;
  while (high - low > RATE_TOLERANCE) {
    const middle = (low + high) / 2;
    if (gap(middle) < 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
