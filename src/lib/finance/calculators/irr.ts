/**
 * Internal rate of return of the typed flows, the first at t = 0, in percent. Its two failures are toasts with SPEC.md
 * section 8's exact texts (CALCULATORS.md), and the list's own message says what the toast does not: what is wrong with
 * these flows and what to change, so nothing is said twice. An unreadable entry is an inline error (readInputs).
 */
import { formatPercent } from '../../format';
import { cashFlowsRead } from '../growth/cashFlowsRead';
import { accept, defineCalculator, lazyWorking } from '../define';
import { cashFlowsCheckedByCalculator } from '../growth/cashFlowList';
import { irr as internalRateOfReturn } from '../growth/irr';
import { signChanges } from '../growth/signChanges';
import { irrToasts } from '../growth/irrToasts';

/** Every flow is money put in: nothing comes back, so no rate of return fits. */
export const irrNoPositiveFlow = 'Every flow here is money put in: type what the investment pays back as positive numbers (no minus sign).';
/**
 * Money comes back, yet no rate fits: at every rate the flows' value today stays on one side of 0 (later outlays that
 * outweigh what is paid back, say).
 */
export const irrNoRate =
  'No rate of return fits these flows: at every rate, what they pay back is worth less than what is put in. Check that only money put in has a minus sign, and that no figure has a digit too many or too few.';
/** Only one flow: nothing to compare the money put in with. */
export const irrOneFlow = 'Only one flow: after the money put in, type what the investment pays back, separated by commas (like -10000, 3000, 4200).';
/** The first flow is not money put in. */
export const irrFirstFlow = (first: number): string =>
  `The first flow, ${String(first)}, is not money put in: start with what you invest, with a minus sign (like -${String(Math.abs(first) || 10000)}).`;

/** SPEC.md section 8's IRR toasts, word for word (their own module: the XIRR page shows the same words). */
export { irrToasts } from '../growth/irrToasts';

/** Within this share of the terms' sizes, the NPV at the rate shown counts as 0 (WORKING.md allows 1e-6). */
export const ZERO = 1e-8;

export type IrrInputs = { cashFlows: number[] };
export type IrrResult = { irr: number };

export const irr = defineCalculator<IrrInputs, IrrResult>({
  id: 'irr',
  inputs: { cashFlows: cashFlowsCheckedByCalculator },
  defaults: {},
  // The list of flows is read by its own reader (cashFlowList.ts), which says how it read the list.
  units: {},
  results: { irr: 'percent' },
  currency: 'USD',
  compute: ({ cashFlows: flows }) => {
    const [first] = flows;
    if (flows.length < 2 || first === undefined || first >= 0) {
      return {
        ok: false,
        errors: [{ field: 'cashFlows', message: first === undefined || flows.length < 2 ? irrOneFlow : irrFirstFlow(first) }],
        toast: { ...irrToasts.invalidInput },
      };
    }
    const rate = internalRateOfReturn(flows);
    // No rate was found: SPEC.md's toast, and the list itself says why, so the reader knows what to change.
    if (rate === null) {
      const message = flows.some((flow) => flow > 0) ? irrNoRate : irrNoPositiveFlow;
      return { ok: false, errors: [{ field: 'cashFlows', message }], toast: { ...irrToasts.calculationFailed } };
    }
    return accept({ irr: rate });
  },
  // More than one change of sign: Descartes' rule allows as many positive roots as changes, so say which one this is.
  details: ({ cashFlows }, { irr: rate }) => ({
    notes: [
      cashFlowsRead(cashFlows, 0),
      ...(signChanges(cashFlows) > 1
        ? [
            {
              name: 'irr-multiple',
              text: `These cash flows change sign more than once, so more than one rate can make their NPV zero. The rate shown, ${formatPercent(rate)}, is the one found by starting from 10 %; check whether it is the one that fits your decision.`,
            },
          ]
        : []),
    ],
    charts: [],
  }),
  notesOnly: true,
  toasts: true,
  // The factor the search found (1 plus the rate), the flows' NPV at it coming out at 0, and the rate in percent.
  working: lazyWorking(() => import('../steps/irr')),
});

/** How many times the flows change sign, zeros skipped: -100, 230, -132 changes twice. */
export { signChanges } from '../growth/signChanges';
