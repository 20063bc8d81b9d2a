/**
 * The schedule a lender charges, cent by cent (DEPTH.md): the payment and each month's interest are rounded to
 * the cent, and the last month settles the balance exactly. The formula's totals (M × n) assume unrounded
 * payments, so a schedule's totals can differ from them by a few cents; that is the point of showing it.
 */
import { amortizedPayment, monthlyRate } from '../math/amortization';
import { wholeMonths, yearPeriod } from '../math/months';

export { wholeMonths, yearPeriod };

/** Past 100 years a schedule is no longer something a person reads, and the page would carry 1,200+ rows. */
export const MAX_SCHEDULE_MONTHS = 1200;

/** The term as whole months for a schedule, or why there is none. */
export function scheduleMonths(months: number): { ok: true; months: number } | { ok: false; reason: 'fraction' | 'tooLong' } {
  const whole = wholeMonths(months);
  if (whole === null) return { ok: false, reason: 'fraction' };
  if (whole > MAX_SCHEDULE_MONTHS) return { ok: false, reason: 'tooLong' };
  return { ok: true, months: whole };
}

/**
 * Rounds an amount to whole cents, halves up, returning cents. The tiny nudge keeps a value that is exactly half a
 * cent on paper (but 0.4999999… in binary) rounding up, as a lender's decimal arithmetic would.
 */
export function toCents(dollars: number): number {
  return roundHalfUp(dollars * 100);
}

export function roundHalfUp(cents: number): number {
  return Math.round(cents + Math.abs(cents) * 1e-12);
}

/** Integer cents to dollars, exactly as the cents say (1896.2, never 1896.1999999). */
const dollars = (cents: number): number => cents / 100;

export interface ScheduleRow {
  /** The month (1, 2 …) or, in yearly rows, the year (a last partial year to 2 decimals: 2.5, 2.58). */
  readonly period: number;
  /** The balance at the start of the period: mortgage insurance is charged on it. */
  readonly opening: number;
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  readonly extra: number;
  /** What is owed at the end of the period. */
  readonly balance: number;
}

export interface ScheduleTotals {
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  readonly extra: number;
}

export interface AmortizationSchedule {
  /** The level payment P charged each month, rounded to the cent. */
  readonly payment: number;
  readonly monthly: readonly ScheduleRow[];
  /** Sums over every month, exact (added up in cents). */
  readonly totals: ScheduleTotals;
}

/** Rows are built in integer cents (exact sums) and turned into dollars only on the way out; other fields pass through. */
const toRow = <Row extends ScheduleRow>(row: Row): Row => ({
  ...row,
  opening: dollars(row.opening),
  payment: dollars(row.payment),
  principal: dollars(row.principal),
  interest: dollars(row.interest),
  extra: dollars(row.extra),
  balance: dollars(row.balance),
});

/**
 * Month by month in integer cents, so the principal and extra paid add up to the amount borrowed exactly.
 * `months` must be whole (see scheduleMonths); the loop never runs past it.
 */
export function amortizationSchedule(loan: { principal: number; annualPercent: number; months: number; extraMonthly?: number }): AmortizationSchedule {
  const r = monthlyRate(loan.annualPercent);
  const levelPayment = toCents(amortizedPayment(loan.principal, r, loan.months));
  const extraCents = toCents(loan.extraMonthly ?? 0);
  const rows: ScheduleRow[] = []; // in cents until toRow
  let balance = toCents(loan.principal);
  for (let period = 1; period <= loan.months && balance > 0; period += 1) {
    const opening = balance;
    const interest = roundHalfUp(balance * r);
    // The term's last month pays off whatever is left, so the balance ends at exactly 0.00.
    const payment = period === loan.months ? balance + interest : Math.min(levelPayment, balance + interest);
    const principal = payment - interest;
    balance -= principal;
    const extra = Math.min(extraCents, balance);
    balance -= extra;
    rows.push({ period, opening, payment, principal, interest, extra, balance });
  }
  return inDollars(rows, levelPayment);
}

/**
 * A schedule from its rows in integer cents and its level payment in cents: the rows and totals in dollars, the totals
 * added up in cents so they are exact. The schedule with events (loanEvents.ts) ends the same way.
 */
export function inDollars<Row extends ScheduleRow>(rows: readonly Row[], levelPayment: number): { payment: number; monthly: Row[]; totals: ScheduleTotals } {
  const sum = (key: keyof ScheduleTotals) => dollars(rows.reduce((total, row) => total + row[key], 0));
  return {
    payment: dollars(levelPayment),
    monthly: rows.map(toRow),
    totals: { payment: sum('payment'), principal: sum('principal'), interest: sum('interest'), extra: sum('extra') },
  };
}

/** Yearly rows: each sums its months and shows the balance at the end of its last month. */
export function yearlyRows(monthly: readonly ScheduleRow[]): ScheduleRow[] {
  const years: ScheduleRow[] = [];
  for (let start = 0; start < monthly.length; start += 12) {
    const months = monthly.slice(start, start + 12);
    // Back to cents before adding, so a year's totals are as exact as the months'.
    const cents = (key: keyof ScheduleTotals) => dollars(months.reduce((total, row) => total + toCents(row[key]), 0));
    const elapsed = start + months.length;
    years.push({
      period: yearPeriod(elapsed),
      opening: months[0]!.opening,
      payment: cents('payment'),
      principal: cents('principal'),
      interest: cents('interest'),
      extra: cents('extra'),
      balance: months.at(-1)!.balance,
    });
  }
  return years;
}
