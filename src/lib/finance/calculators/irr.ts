/**
 * Internal rate of return of the typed flows, the first at t = 0, in percent. Its two failures are
 * toasts with SPEC.md section 8's exact texts; an unreadable entry is an inline error (readInputs).
 */
import { formatPercent } from '../../format';
import { accept, defineCalculator } from '../define';
import { cashFlowsCheckedByCalculator } from '../inputKinds';
import { irr as internalRateOfReturn } from '../math';
import { irrToasts, messages } from '../messages';

export type IrrInputs = { cashFlows: number[] };
export type IrrResult = { irr: number };

export const irr = defineCalculator<IrrInputs, IrrResult>({
  id: 'irr',
  inputs: { cashFlows: cashFlowsCheckedByCalculator },
  defaults: {},
  results: { irr: 'percent' },
  currency: 'USD',
  compute: ({ cashFlows: flows }) => {
    const [first] = flows;
    if (flows.length < 2 || first === undefined || first >= 0) {
      return {
        ok: false,
        errors: [{ field: 'cashFlows', message: messages.irrCashFlows }],
        toast: { ...irrToasts.invalidInput },
      };
    }
    const rate = internalRateOfReturn(flows);
    // No real rate makes the NPV zero (e.g. the inflows never repay the outlay): nothing to point
    // at in a single field, so only the toast.
    if (rate === null) return { ok: false, errors: [], toast: { ...irrToasts.calculationFailed } };
    return accept({ irr: rate });
  },
  // More than one change of sign: Descartes' rule allows as many positive roots as changes, so say which one this is.
  details: ({ cashFlows }, { irr: rate }) => ({
    notes:
      signChanges(cashFlows) > 1
        ? [
            {
              name: 'irr-multiple',
              text: `These cash flows change sign more than once, so more than one rate can make their NPV zero. The rate shown, ${formatPercent(rate)}, is the one found by starting from 10 %; check whether it is the one that fits your decision.`,
            },
          ]
        : [],
    charts: [],
  }),
  notesOnly: true,
  toasts: true,
});

/** How many times the flows change sign, zeros skipped: -100, 230, -132 changes twice. */
export function signChanges(flows: readonly number[]): number {
  const signs = flows.filter((flow) => flow !== 0).map(Math.sign);
  return signs.filter((sign, index) => index > 0 && sign !== signs[index - 1]).length;
}
