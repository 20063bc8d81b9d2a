/**
 * The cash flows as the page read them, year by year, under an NPV or IRR result: a list typed as "15,000, 18,000"
 * and one typed as "15,000,18,000" read differently, and a reader should see which reading the answer used.
 */
import { formatMoney } from '../../format';
import type { DetailNote } from '../details';

/** `firstYear`: the year of the first flow (0 for IRR's list, 1 for NPV's, whose outlay is its own field). */
export function cashFlowsRead(flows: readonly number[], firstYear: 0 | 1): DetailNote {
  const years = flows.map((flow, index) => `year ${String(index + firstYear)} ${formatMoney(flow, 'USD')}`);
  return { name: 'cash-flows-read', field: 'cashFlows', text: `Cash flows read as: ${years.join('; ')}.` };
}
