/**
 * Rupee amounts as Indians write them (DECISIONS.md), read on the money fields of the ₹ calculators only: besides
 * `12,75,000`, `₹12,75,000` and `12 75 000`, a `Rs`, `Rs.` or `INR` prefix and a lakh or crore after the number.
 * Its own module, imported by the ₹ calculators alone, so that no dollar page ships it.
 */
import { parseAmount, type ParsedNumber } from './parse';
import type { MoneyReader } from './types';

/**
 * At most one sign (`₹`, `Rs`, `Rs.`, `INR`, any case), the number as parseAmount reads it (spaces may group it), and
 * at most one scale word (lakh, lac, L: 1,00,000; crore, cr: 1,00,00,000; any case, with or without a space, and the
 * plurals `lakhs`, `lacs`, `crores` people write too). `Rs.5` is five rupees and `Rs .5` half a rupee. `Rs Rs 5`,
 * `₹ Rs 5`, `12 lakh crore` and `$5 lakh` match nothing, so they are rejected, never half-read.
 */
const RUPEE_AMOUNT = /^(?<sign>[-+]?)\s*(?:₹|rs\.?|inr)?\s*(?<number>[-+]?[\d.][\d,.\s]*?)\s*(?<scale>lakhs?|lacs?|l|crores?|cr)?$/iu;

/**
 * `digits` × 10^`places` done on the decimal string, so that 4.35 lakh is exactly 435000 (4.35 × 100000 in floating
 * point is 434999.99999999994): "4.35", 5 → "435000.", then read once like any typed number.
 */
function shifted(digits: string, places: number): string {
  const [whole = '', fraction = ''] = digits.split('.');
  return `${whole}${fraction.padEnd(places, '0').slice(0, places)}.${fraction.slice(places)}`;
}

/** Reads one ₹ money field: "Rs. 12.75 lakh" is 1275000; blank is `empty`, anything else unreadable `invalid`. */
export function parseRupees(raw: string): ParsedNumber {
  const groups = RUPEE_AMOUNT.exec(raw.trim())?.groups;
  // Blank, `$5`, `€5` and whatever is unreadable: as on every page.
  if (groups === undefined) return parseAmount(raw);
  const { sign = '', number = '', scale } = groups;
  // parseAmount checks the number (its grouping, one sign only: `-Rs-5` is rejected as `-$-5` is).
  const plain = parseAmount(sign + number);
  if (!plain.ok || scale === undefined) return plain;
  const digits = shifted(number.replace(/[-+,\s]/gu, ''), /^c/iu.test(scale) ? 7 : 5);
  return parseAmount(plain.value < 0 ? `-${digits}` : digits);
}

/** The ₹ calculators say `...inRupees` for their currency: their money fields read rupees and give a rupee example. */
export const inRupees: { readonly currency: 'INR'; readonly money: MoneyReader } = {
  currency: 'INR',
  money: {
    // Only money reads lakh: a rate, a term, an age or a count never does ("5 L" in a rate stays invalid).
    reads: (unit) => unit?.unit === 'money',
    read: parseRupees,
    example: '15,00,000',
  },
};
