/**
 * XIRR (DATED.md): the yearly return of flows on their own dates, as a mutual fund statement lists them. The list is
 * read by growth/datedFlowList.ts (dates by `dateOrder`, amounts as ₹ fields read them), the rate found by
 * growth/xirr.ts; no rate found is the IRR page's "Calculation Failed" toast, with the list saying why.
 */
import { formatPercent } from '../../format';
import { accept, defineCalculator, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import type { LineTable } from '../details';
import { datedFlowList, datedFlows, type DatedFlow } from '../growth/datedFlowList';
import { DATE_ORDERS, formatDay } from '../growth/dates';
import { signChanges } from '../growth/signChanges';
import { xirrRate } from '../growth/xirr';
import { irrToasts } from '../growth/irrToasts';

export type XirrInputs = { cashFlows: number[]; dateOrder?: (typeof DATE_ORDERS)[number] };
export type XirrResult = { xirr: number; totalInvested: number; totalReturned: number; gain: number; absoluteReturn: number; days: number };

/** Years are days / 365, as Excel's XIRR counts them. */
export const DAYS_A_YEAR = 365;

export const xirrNeedsBothSigns =
  'Enter at least one amount put in, with a minus sign (like -5000), and one taken out or the value today, without one.';
export const xirrNeedsTwoDates = 'All the flows fall on one date: a return needs at least two different dates.';
export const xirrNoRate =
  'No rate of return fits these flows: at every rate from −99.99 % to 1,000,000 % a year, what they return is worth more, or less, than what is put in. Check the minus signs and the amounts.';

/** The flows in date order (a statement may list them in any), with their years from the first date. */
export function timedFlows(flows: readonly DatedFlow[]) {
  const sorted = [...flows].sort((a, b) => a.day - b.day);
  const first = sorted[0]?.day ?? 0;
  return sorted.map((flow) => ({ ...flow, days: flow.day - first, years: (flow.day - first) / DAYS_A_YEAR }));
}

export const xirr = defineCalculator<XirrInputs, XirrResult>({
  id: 'xirr',
  inputs: { cashFlows: datedFlowList, dateOrder: { kind: 'choice', options: DATE_ORDERS } },
  defaults: { dateOrder: 'dmy' },
  // The list is read by its own reader, amounts as the ₹ money fields read them.
  units: {},
  results: { xirr: 'percent', totalInvested: 'money', totalReturned: 'money', gain: 'money', absoluteReturn: 'percent', days: 'count' },
  ...inRupees,
  compute: ({ cashFlows }) => {
    const flows = timedFlows(datedFlows(cashFlows));
    const totalInvested = -flows.reduce((sum, { amount }) => sum + Math.min(amount, 0), 0);
    const totalReturned = flows.reduce((sum, { amount }) => sum + Math.max(amount, 0), 0);
    if (totalInvested === 0 || totalReturned === 0) return { ok: false, errors: [{ field: 'cashFlows', message: xirrNeedsBothSigns }] };
    const days = flows.at(-1)?.days ?? 0;
    if (days === 0) return { ok: false, errors: [{ field: 'cashFlows', message: xirrNeedsTwoDates }] };
    const rate = xirrRate(flows);
    if (rate === null) return { ok: false, errors: [{ field: 'cashFlows', message: xirrNoRate }], toast: { ...irrToasts.calculationFailed } };
    const gain = totalReturned - totalInvested;
    return accept({ xirr: rate * 100, totalInvested, totalReturned, gain, absoluteReturn: (gain / totalInvested) * 100, days });
  },
  details: ({ cashFlows }, { xirr: rate }) => {
    const flows = timedFlows(datedFlows(cashFlows));
    return {
      notes:
        signChanges(flows.map(({ amount }) => amount)) > 1
          ? [
              {
                name: 'several-rates',
                text: `These amounts, in date order, change sign more than once, so more than one rate can bring their value to 0. The rate shown, ${formatPercent(rate)}, is the one found by starting from 10 %, as a spreadsheet's XIRR does.`,
              },
            ]
          : [],
      charts: [],
      breakdown: flowTable(flows),
    };
  },
  toasts: true,
  working: lazyWorking(() => import('../steps/xirr')),
});

/** The flows as read, in date order: `<tr data-line="flow1">` for the first, its amount and its years from the first date. */
function flowTable(flows: ReturnType<typeof timedFlows>): LineTable {
  return {
    caption: 'The flows as read, in date order',
    columns: [
      { key: 'amount', label: 'Amount' },
      { key: 'days', label: 'Days from the first', format: 'count' },
      { key: 'years', label: 'Years from the first', format: 'years' },
    ],
    lines: flows.map(({ day, amount, days, years }, index) => ({ name: `flow${String(index + 1)}`, label: formatDay(day), values: [amount, days, years] })),
  };
}
