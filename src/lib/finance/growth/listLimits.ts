/**
 * What the typed lists (NPV and IRR's cash flows, XIRR's dated flows) share: how many entries a list may hold, and how a
 * message quotes a rejected entry. A module of its own, so the XIRR page does not download the cash-flow list's reader.
 */
import { plainNumber } from '../units';

/**
 * The most flows a list may hold: a monthly series of 41 years. It keeps the answer, its notes and the address the
 * page writes after it small: 500 of the longest amounts a field allows make some 20 KB of address at most.
 */
export const MAX_CASH_FLOWS = 500;

/** The most characters of a rejected entry a message quotes: enough to find it, never a pasted page. */
const QUOTED_LENGTH = 20;
/** `.` with the u flag takes a whole code point, so an emoji is never cut in half. */
const QUOTED_START = new RegExp(`^.{0,${String(QUOTED_LENGTH)}}`, 'su');

/** Why a list longer than MAX_CASH_FLOWS is turned away, with its count, so the reader sees how far over it is. */
export function tooManyCashFlows(count: number): string {
  return `Enter at most ${plainNumber(MAX_CASH_FLOWS)} cash flows: this list has ${plainNumber(count)}.`;
}

/** A rejected entry as a message quotes it: its first QUOTED_LENGTH characters, whole code points, then "…". */
export function quoted(entry: string): string {
  const start = QUOTED_START.exec(entry)?.[0] ?? '';
  return start.length < entry.length ? `${start}…` : entry;
}

