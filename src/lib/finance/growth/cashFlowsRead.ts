/**
 * The cash flows as the page read them, year by year, under an NPV or IRR result: a list typed as "15,000, 18,000"
 * and one typed as "15,000,18,000" read differently, and a reader should see which reading the answer used.
 */
import { formatCount, formatMoney } from '../../format';
import type { DetailNote } from '../details';

/** Up to this many items a note lists them all; a longer list would bury the note under hundreds of figures. */
const LISTED_IN_FULL = 20;
const LISTED_FIRST = 10;
const LISTED_LAST = 5;

/**
 * A list as a note shows it: whole up to LISTED_IN_FULL items, else the first ten, how many are left out ("… 385
 * more …") and the last five, so the reader still sees how the list starts and ends.
 */
export function shortList(items: readonly string[]): string[] {
  if (items.length <= LISTED_IN_FULL) return [...items];
  const leftOut = items.length - LISTED_FIRST - LISTED_LAST;
  return [...items.slice(0, LISTED_FIRST), `… ${formatCount(leftOut)} more …`, ...items.slice(-LISTED_LAST)];
}

/** `firstYear`: the year of the first flow (0 for IRR's list, 1 for NPV's, whose outlay is its own field). */
export function cashFlowsRead(flows: readonly number[], firstYear: 0 | 1): DetailNote {
  const years = flows.map((flow, index) => `year ${String(index + firstYear)} ${formatMoney(flow, 'USD')}`);
  const inAll = flows.length > LISTED_IN_FULL ? ` (${formatCount(flows.length)} flows in all)` : '';
  return { name: 'cash-flows-read', field: 'cashFlows', text: `Cash flows read as: ${shortList(years).join('; ')}${inAll}.` };
}
