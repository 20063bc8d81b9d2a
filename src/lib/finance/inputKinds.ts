/** The field kinds the calculators are built from, named for what they allow. */
import type { NumberInput } from './types';

/** A finite number greater than 0 (CALCULATORS.md "> 0"; SPEC.md's "nonzero"). */
export const positive = { kind: 'number', rule: 'positive' } as const satisfies NumberInput;
/** A finite number of 0 or more (">= 0"). */
export const nonNegative = { kind: 'number', rule: 'nonNegative' } as const satisfies NumberInput;
/** Like nonNegative, but a blank field reads as 0 (budget lines). */
export const optional = { kind: 'number', rule: 'optional' } as const satisfies NumberInput;
/** Any finite number, negative included (a yearly change in a price); the calculator's own rule sets its floor. */
export const signed = { kind: 'number', rule: 'signed' } as const satisfies NumberInput;
// The cash-flow list's kinds are in cashFlowList.ts, with its reader: only NPV and IRR need them.
