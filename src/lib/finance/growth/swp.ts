/**
 * A systematic withdrawal plan (SWP): a lump sum stays invested and pays out a fixed amount every month. Month by
 * month, with no rounding: the balance first earns its month's return, then the withdrawal comes off it; a month
 * that cannot pay in full pays what is left, and once the balance is 0 nothing more is paid.
 */
import { amortizedPayment } from '../math/amortization';
import { yearPeriod } from '../math/months';

/** What the plan needs; the caller has checked the ranges. */
export interface SwpInputs {
  /** The lump sum invested at the start, > 0. */
  readonly investment: number;
  /** What is taken out at the end of each month, > 0. */
  readonly withdrawal: number;
  /** The return, % a year (>= 0), compounded monthly at rate / 12. */
  readonly rate: number;
  /** How long the plan runs, > 0, a whole number of months (2.5 is 30 months). */
  readonly years: number;
}

/** One row of the yearly table; the months of a year are summed, the balance is the one at its end. */
export interface SwpYear {
  /** The year (1, 2 …); a last partial year is its length in years to 2 decimals (30 months: 2.5, 31 months: 2.58). */
  readonly period: number;
  /** What the year's months paid out. */
  readonly withdrawn: number;
  /** What the year's months earned (each month's opening balance × the monthly rate). */
  readonly growth: number;
  /** The balance at the end of the year's last month. */
  readonly balance: number;
}

/** The plan's outcome over its whole term. */
export interface Swp {
  /** Everything paid out. */
  readonly totalWithdrawn: number;
  /** The balance at the end of the last month. */
  readonly finalValue: number;
  /** What the money earned: final value plus withdrawals less the investment (the sum of every month's growth). */
  readonly totalEarnings: number;
  /**
   * The level monthly withdrawal that leaves exactly 0 at the end of the term (Excel's -PMT on the investment);
   * the investment split evenly at a 0 % return.
   */
  readonly sustainableWithdrawal: number;
  /**
   * When the money runs out before the term ends: the month (from 1) whose balance after growth is at most the
   * withdrawal, so that it pays what is left. Absent when the money lasts the whole term, including a plan whose
   * last month pays exactly its final balance.
   */
  readonly lastsMonths?: number;
  readonly yearly: readonly SwpYear[];
}

/** Terms arrive through float arithmetic (0.1 × 3 × 12 is 3.6000000000000005); a term that close to whole is whole. */
const termMonths = (years: number): number => Math.round(years * 12);

/**
 * Runs the plan month by month. The sustainable withdrawal comes from the annuity formula, so it can be compared
 * with the chosen withdrawal: above it the money runs out within the term, below it some is left at the end.
 */
export function systematicWithdrawal({ investment, withdrawal, rate, years }: SwpInputs): Swp {
  const i = rate / 1200;
  const n = termMonths(years);
  const yearly: SwpYear[] = [];
  let balance = investment;
  let totalWithdrawn = 0;
  let lastsMonths: number | undefined;
  let yearWithdrawn = 0;
  let yearGrowth = 0;
  for (let month = 1; month <= n; month += 1) {
    const growth = balance * i;
    balance += growth;
    if (lastsMonths === undefined && balance <= withdrawal && month < n) lastsMonths = month;
    const paid = Math.min(withdrawal, balance);
    balance -= paid;
    totalWithdrawn += paid;
    yearWithdrawn += paid;
    yearGrowth += growth;
    if (month % 12 === 0 || month === n) {
      yearly.push({ period: yearPeriod(month), withdrawn: yearWithdrawn, growth: yearGrowth, balance });
      yearWithdrawn = 0;
      yearGrowth = 0;
    }
  }
  const result = {
    totalWithdrawn,
    finalValue: balance,
    totalEarnings: balance + totalWithdrawn - investment,
    sustainableWithdrawal: amortizedPayment(investment, i, n),
    yearly,
  };
  return lastsMonths === undefined ? result : { ...result, lastsMonths };
}
