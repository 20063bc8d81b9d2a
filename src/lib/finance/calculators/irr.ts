/**
 * Internal rate of return of the typed flows, the first at t = 0, in percent. Its two failures are
 * toasts with SPEC.md section 8's exact texts; an unreadable entry is an inline error (readInputs).
 */
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
});
