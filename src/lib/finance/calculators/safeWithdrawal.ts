/**
 * Safe withdrawal (HISTORY.md): a retirement's yearly spending, in today's money, tested against every window of US
 * market history since 1871: how many windows last, the worst, the median ending, and the most each case allows.
 */
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import { historyDetails } from '../history/historyDetails';
import { loaded } from '../history/marketReturns';
import { historyWindows, largestSpending, medianEnding, windowsFor95, worstWindow, type HistoryPlan } from '../history/windows';
import { nonNegative, optional, positive } from '../inputKinds';
import { amount, yearly } from '../units';

export type SafeWithdrawalInputs = { portfolio: number; spending: number; years: number; stocks: number; fees?: number };
export type SafeWithdrawalResult = {
  successRate: number;
  windows: number;
  failedWindows: number;
  withdrawalRate: number;
  worstStartYear: number;
  worstYearsLasted: number;
  medianEnding: number;
  safeSpending: number;
  spending95: number;
};

/** The longest retirement the data can test more than a handful of times (HISTORY.md). */
export const MAX_HISTORY_YEARS = 60;

const plan = (inputs: Required<SafeWithdrawalInputs>): HistoryPlan => inputs;

export const safeWithdrawal = defineCalculator<SafeWithdrawalInputs, SafeWithdrawalResult>({
  id: 'safeWithdrawal',
  inputs: {
    portfolio: positive,
    spending: positive,
    years: { kind: 'integer', min: 1, blank: 30 },
    // HISTORY.md's defaults: a field left blank reads as its default, and the page says so.
    stocks: { ...nonNegative, blank: 60 },
    fees: optional,
  },
  defaults: { years: '30', stocks: '60' },
  units: {
    portfolio: amount('Savings'),
    // A year's spending under 0.5 % of the savings is more likely a month's.
    spending: yearly('Spending a year', { field: 'portfolio', what: 'the savings', share: 0.005 }),
    years: { unit: 'years', what: 'Years' },
    stocks: { unit: 'percent', what: 'Stocks', per: ' of the savings', fractionUpTo: 100, atMost: 100 },
    // Funds and advisers charge well under 3 % a year: 5 or more is more likely a slip (50 for 0.50).
    fees: { unit: 'percent', what: 'Fees', per: ' a year', amountLike: { limit: 5, inclusive: true }, ifAmount: 'Fund and advice fees are usually under 2 % a year: check the figure (0.5 is half a percent).' },
  },
  results: {
    successRate: 'percent',
    windows: 'count',
    failedWindows: 'count',
    withdrawalRate: 'percent',
    worstStartYear: 'year',
    worstYearsLasted: 'years',
    medianEnding: 'money',
    safeSpending: 'money',
    spending95: 'money',
  },
  currency: 'USD',
  ready: loaded,
  compute: (inputs) => {
    const errors = [
      ...(inputs.years > MAX_HISTORY_YEARS ? [{ field: 'years', message: `Enter a whole number from 1 to ${String(MAX_HISTORY_YEARS)}: longer retirements have too few windows in 152 years of data.` }] : []),
      ...(inputs.fees >= 100 ? [{ field: 'fees', message: 'Enter fees below 100 % a year.' }] : []),
    ];
    if (errors.length > 0) return rejectFields(errors);
    const windows = historyWindows(plan(inputs));
    const failedWindows = windows.filter((window) => window.lasted < inputs.years).length;
    const worst = worstWindow(windows);
    return accept({
      successRate: ((windows.length - failedWindows) / windows.length) * 100,
      windows: windows.length,
      failedWindows,
      withdrawalRate: (inputs.spending / inputs.portfolio) * 100,
      worstStartYear: worst.start,
      worstYearsLasted: worst.lasted,
      medianEnding: medianEnding(windows),
      safeSpending: largestSpending(plan(inputs), windows.length),
      spending95: largestSpending(plan(inputs), windowsFor95(windows.length)),
    });
  },
  details: (inputs) => {
    const windows = historyWindows(plan(inputs));
    return historyDetails(plan(inputs), windows, worstWindow(windows));
  },
  working: lazyWorking(() => import('../steps/safeWithdrawal')),
});
