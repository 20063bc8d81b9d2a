/**
 * XIRR's list of dated flows (DATED.md): one "date amount" per line or separated by semicolons, the date as dates.ts
 * reads it (slashed dates by the page's `dateOrder`), the amount as the ₹ pages' money fields read it (`-5,000`,
 * `1.5 lakh`). Read into day/amount pairs, `[day₁, amount₁, day₂, amount₂, …]`, as a list field's value is numbers.
 */
import { MAX_AMOUNT } from '../rules';
import { messages } from '../messages';
import { parseRupees } from '../rupees';
import type { CashFlowsInput, FieldRead, FormTexts } from '../types';
import { MAX_CASH_FLOWS, quoted, tooManyCashFlows } from './listLimits';
import { DATE_ORDERS, leadingDate, type DateOrder } from './dates';

/** A flow: its day (days since 1 Jan 1970, UTC) and its amount, negative for money put in. */
export type DatedFlow = { readonly day: number; readonly amount: number };

/** Between the date and the amount: white space, or a colon or comma with or without it. */
const GAP = /^\s*[:,]\s*|^\s+/u;
const ENTRIES = /[;\r\n]+/u;

export const notADatedFlow = (entry: string): string =>
  `“${quoted(entry)}” is not a date and an amount. Write one flow per line, the date then the amount, like 15/01/2024 -5000.`;
export const noSuchDate = (entry: string): string => `“${quoted(entry)}”: that date does not exist. Check the day and the month.`;
const AT_LEAST_ONE = 'Enter the dated flows, one per line, like 15/01/2024 -5000.';

/** Reads the list, naming the first entry that is not a date and an amount or whose date does not exist. */
export function readDatedFlows(text: string, order: DateOrder): FieldRead {
  const entries = text.split(ENTRIES).map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length > MAX_CASH_FLOWS) return { ok: false, message: tooManyCashFlows(entries.length) };
  const pairs: number[] = [];
  for (const entry of entries) {
    const date = leadingDate(entry, order);
    const gap = date ? GAP.exec(date.rest) : null;
    const amount = date && gap ? parseRupees(date.rest.slice(gap[0].length)) : undefined;
    if (!date || !amount?.ok) return { ok: false, message: notADatedFlow(entry) };
    if (date.day === null) return { ok: false, message: noSuchDate(entry) };
    pairs.push(date.day, amount.value);
  }
  return { ok: true, value: pairs };
}

/** The pairs back as flows. */
export function datedFlows(pairs: readonly number[]): DatedFlow[] {
  const flows: DatedFlow[] = [];
  for (let index = 0; index + 1 < pairs.length; index += 2) flows.push({ day: pairs[index] ?? 0, amount: pairs[index + 1] ?? 0 });
  return flows;
}

/** The list's rule, for what was typed and a direct call alike: whole days and amounts in pairs, within MAX_AMOUNT. */
function check(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return AT_LEAST_ONE;
  if (value.length % 2 !== 0 || value.some((figure) => typeof figure !== 'number' || !Number.isFinite(figure))) return AT_LEAST_ONE;
  if (value.length / 2 > MAX_CASH_FLOWS) return tooManyCashFlows(value.length / 2);
  const flows = datedFlows(value as number[]);
  if (flows.some(({ day }) => !Number.isInteger(day))) return AT_LEAST_ONE;
  return flows.some(({ amount }) => Math.abs(amount) > MAX_AMOUNT) ? messages.beyondLimit : null;
}

/** Which order slashed dates read in: the select's, else day first. */
const orderOf = (form: FormTexts): DateOrder => (form['dateOrder'] === 'mdy' ? 'mdy' : DATE_ORDERS[0]);

export const datedFlowList = { kind: 'cashFlows', read: (text, form) => readDatedFlows(text, orderOf(form)), check } as const satisfies CashFlowsInput;
