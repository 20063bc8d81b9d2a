/**
 * The inputs DATED.md gives the loan, mortgage and EMI pages (prepayments, a yearly prepayment, rate changes and what
 * each does), read into a loan's events. This part every loan page carries; the engine that reads the lists and runs
 * the schedule with them (loanEvents.ts) arrives only when a reader enters an event (eventsEngine.ts).
 */
import { optional } from '../inputKinds';
import { parseAmount, type ParsedNumber } from '../parse';
import type { CashFlowsInput, ChoiceInput, FieldRejection } from '../types';
import { amount } from '../units';
import { loadedEngine, loadEngine } from './eventsEngine';
import type { LoanTerms } from './loanDetails';

export const EFFECTS = ['tenure', 'payment'] as const;
export type Effect = (typeof EFFECTS)[number];

export interface LoanEvents {
  /** "month amount" pairs as numbers: `[month₁, amount₁, month₂, amount₂, …]`, paid after that month's payment. */
  readonly prepayments: readonly number[];
  /** Paid after the payment of every 12th month up to the term; 0 for none. */
  readonly yearlyPrepayment: number;
  /** "month rate" pairs: the yearly rate in % from that month on. */
  readonly rateChanges: readonly number[];
  readonly prepaymentEffect: Effect;
  readonly rateChangeEffect: Effect;
}

/** A loan with events, its term a whole number of months (a schedule's). */
export interface EventLoan extends LoanTerms {
  readonly events: LoanEvents;
}

/** The inputs that hold events: any of them filled in loads the engine. */
const EVENT_FIELDS = ['prepayments', 'yearlyPrepayment', 'rateChanges'] as const;

// Never seen where the island waits for the engine (`eventsReadyFor`) before it reads a filled list.
const NOT_ARRIVED = 'Not loaded: press Calculate again.';

/** A list of "month figure" pairs: blank is none; the rest the engine reads, with the page's own number reader. */
const monthList = (kind: 'prepayments' | 'rateChanges', readFigure: (text: string) => ParsedNumber): CashFlowsInput => ({
  kind: 'cashFlows',
  read: (text) => {
    const reader = loadedEngine();
    if (text.trim() === '') return { ok: true, value: [] };
    return reader ? reader.readMonthList(kind, text, readFigure) : { ok: false, message: NOT_ARRIVED };
  },
  check: (value) => {
    const reader = loadedEngine();
    // Blank, or left out by a direct caller: no events of this kind.
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return null;
    return reader ? reader.checkMonthList(value) : NOT_ARRIVED;
  },
});

const effect = (first: Effect): ChoiceInput<Effect> => ({ kind: 'choice', options: first === 'tenure' ? EFFECTS : ['payment', 'tenure'] });

/**
 * The five inputs, for a page whose money fields read with `readAmount` (the ₹ pages' lakh and crore) and whose rate
 * changes by default keep the payment (`tenure`, as Indian lenders reset a floating loan) or the end month (`payment`).
 */
export function eventInputs(readAmount: (text: string) => ParsedNumber, rateChangeFirst: Effect) {
  return {
    prepayments: monthList('prepayments', readAmount),
    yearlyPrepayment: optional,
    rateChanges: monthList('rateChanges', (text) => parseAmount(text, { percent: true })),
    prepaymentEffect: effect('tenure'),
    rateChangeEffect: effect(rateChangeFirst),
  };
}

export const eventDefaults = (rateChangeFirst: Effect) => ({ prepaymentEffect: 'tenure', rateChangeEffect: rateChangeFirst });

export const eventUnits = { yearlyPrepayment: amount('Prepayment every 12th month') };

export type EventInputs = { prepayments?: readonly number[]; yearlyPrepayment?: number; rateChanges?: readonly number[]; prepaymentEffect?: Effect; rateChangeEffect?: Effect };

/** The loan's events, or none when no event is entered (DEPTH.md's schedule then stands as it is). */
export function eventsOf(inputs: EventInputs): LoanEvents | undefined {
  const events = { prepayments: inputs.prepayments ?? [], yearlyPrepayment: inputs.yearlyPrepayment ?? 0, rateChanges: inputs.rateChanges ?? [], prepaymentEffect: inputs.prepaymentEffect ?? 'tenure', rateChangeEffect: inputs.rateChangeEffect ?? 'payment' };
  return events.prepayments.length > 0 || events.yearlyPrepayment > 0 || events.rateChanges.length > 0 ? events : undefined;
}

/** Why a loan's events cannot be run (the engine's rules: a term of whole months, entries the term rules out). */
export const eventsRejected = (loan: LoanTerms): FieldRejection[] => (loan.events ? loadedEngine()!.eventRejections(loan.events, loan.months) : []);

/**
 * What the island waits for before it calculates with these values: the engine, when an event is entered and it has
 * not arrived (in Node, and on a page whose reader enters none, nothing).
 */
export function eventsReadyFor(values: Readonly<Record<string, string>>): Promise<void> | undefined {
  return loadEngine && !loadedEngine() && EVENT_FIELDS.some((field) => (values[field] ?? '').trim() !== '') ? loadEngine() : undefined;
}
