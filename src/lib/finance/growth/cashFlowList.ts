/**
 * The cash-flow list of NPV and IRR: its field kinds and how its text is read. Its own module, apart from the shared
 * form code, so that only the two pages with a list download it.
 */
import type { DetailNote } from '../details';
import { messages } from '../messages';
import { parseCashFlowEntry } from '../parse';
import type { CashFlowsInput, FieldRead } from '../types';
import { plainNumber } from '../units';

export type ParsedCashFlows =
  /**
   * `splitThousands`: the list was read with every comma separating, yet a piece of exactly three digits follows a
   * comma (`15,000,18,000`): it may be thousands split apart, which the page says in a check-units note.
   */
  | { ok: true; values: number[]; splitThousands: boolean }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; entry: string };

/**
 * When a list holds a semicolon, a line break or a comma followed by a space, those separate the flows and a comma
 * inside a number groups its thousands: `15,000, 18,000` is two flows, as people write them.
 */
const GROUPED_LIST = /[;\r\n]|,\s/u;
/** The separators of a grouped list: semicolons, white space, and a comma before white space. */
const GROUPED_SEPARATOR = /(?:,(?=\s))?[;\s]+/u;
/** Otherwise every comma separates, as CALCULATORS.md has it (`-50000,15000,18000`), as do semicolons and spaces. */
const PLAIN_SEPARATOR = /[,;\s]+/u;

/**
 * Reads a cash-flow list (see GROUPED_LIST for how it is split). Empty entries (`1,,2`, a trailing comma) are
 * skipped; the first unreadable entry is reported as typed, so the message can name it.
 */
export function parseCashFlows(raw: string): ParsedCashFlows {
  const grouped = GROUPED_LIST.test(raw.trim());
  const entries = raw
    .split(grouped ? GROUPED_SEPARATOR : PLAIN_SEPARATOR)
    .map((entry) => (grouped ? entry.replace(/^,+|,+$/gu, '') : entry))
    .filter((entry) => entry !== '');
  if (entries.length === 0) return { ok: false, reason: 'empty' };
  const values: number[] = [];
  for (const entry of entries) {
    const value = parseCashFlowEntry(entry, grouped);
    if (value === null) return { ok: false, reason: 'invalid', entry };
    values.push(value);
  }
  return { ok: true, values, splitThousands: !grouped && /,\d{3}(?![\d.])/u.test(raw) };
}

/** Reads the field's text: the flows, with a check-units note when thousands may have been split apart. */
function readCashFlows(text: string): FieldRead {
  const parsed = parseCashFlows(text);
  if (parsed.ok) return { ok: true, value: parsed.values, ...(parsed.splitThousands ? { note: splitThousandsNote(parsed.values) } : {}) };
  if (parsed.reason === 'invalid') return { ok: false, message: messages.cashFlowNotANumber(parsed.entry) };
  // An empty list reads as []; the field's rule then rejects it where flows are required (NPV), while IRR's own rule
  // answers with its toast.
  return { ok: true, value: [] };
}

/** How a comma-separated list with three-digit pieces was read, and how to write thousands instead. */
function splitThousandsNote(values: readonly number[]): DetailNote {
  return {
    name: 'check-units',
    field: 'cashFlows',
    text: `Cash flows: read as ${String(values.length)} flows, one per comma: ${values.map((value) => plainNumber(value)).join('; ')}. If a comma was meant to group thousands, separate the flows with a comma and a space or a semicolon: 15,000; 18,000.`,
  };
}

/** A typed list of cash flows that must hold at least one (NPV). */
export const requiredCashFlows = { kind: 'cashFlows', required: true, read: readCashFlows } as const satisfies CashFlowsInput;
/** A typed list of cash flows whose count the calculator checks itself (IRR, for its toast). */
export const cashFlowsCheckedByCalculator = { kind: 'cashFlows', required: false, read: readCashFlows } as const satisfies CashFlowsInput;
