/**
 * Reading what people type or paste into number fields (CALCULATORS.md "Reading numbers").
 * Strict on purpose: anything that is not plainly a decimal number is rejected, never half-read,
 * so `12abc` cannot silently become 12 and `1e5` cannot become 100000.
 */

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: 'empty' | 'invalid' };

/** The currency signs a number may start with (one of them, at most once). */
const CURRENCY_SIGN = '[$₹€£¥]';

/**
 * Grouped integer part: either plain digits, or groups joined by commas where the first group has
 * 1-3 digits, middle groups 2 or 3 (Indian lakh/crore grouping uses 2), and the last exactly 3.
 * A comma anywhere else (`1,5`, `12,34`) is not a grouping comma, so it is rejected rather than
 * guessed at — that is most likely a decimal comma, and reading it as 15 would be silently wrong.
 */
const INTEGER_PART = '(?:\\d+|\\d{1,3}(?:,\\d{2,3})*,\\d{3})';
/** `250000`, `250,000.50`, `.5`, `5.` */
const UNSIGNED_DECIMAL = `(?:${INTEGER_PART}(?:\\.\\d*)?|\\.\\d+)`;
/** Optional sign, then optional currency sign (also `$-5`), then the number. */
const AMOUNT = new RegExp(
  `^(?<sign>[-+]?)${CURRENCY_SIGN}?(?<sign2>[-+]?)(?<number>${UNSIGNED_DECIMAL})$`,
  'u',
);
/** In cash-flow lists commas separate entries, so an entry has no grouping commas. */
const CASH_FLOW = new RegExp(
  `^(?<sign>[-+]?)${CURRENCY_SIGN}?(?<sign2>[-+]?)(?<number>(?:\\d+(?:\\.\\d*)?|\\.\\d+))$`,
  'u',
);

/** Any run of white space, including the no-break and thin spaces some locales group with. */
const WHITE_SPACE = /\s+/gu;

function toNumber(match: RegExpExecArray | null): number | null {
  const groups = match?.groups;
  if (groups === undefined) return null;
  const sign = groups['sign'] ?? '';
  const sign2 = groups['sign2'] ?? '';
  if (sign !== '' && sign2 !== '') return null; // `-$-5`, `+$-5`: one sign only
  const digits = (groups['number'] ?? '').replaceAll(',', '');
  const magnitude = Number(digits);
  // Number('1' + 400 zeros) is Infinity: a number this large cannot be calculated with.
  if (!Number.isFinite(magnitude)) return null;
  const value = sign === '-' || sign2 === '-' ? -magnitude : magnitude;
  return value === 0 ? 0 : value; // never -0
}

/**
 * Reads one number field. Blank (after trimming) is `empty`; anything unreadable is `invalid`. A percent field
 * (`percent: true`) also takes one trailing `%`, as people write a rate: "6.5%".
 */
export function parseAmount(raw: string, { percent = false } = {}): ParsedNumber {
  const typed = raw.replace(WHITE_SPACE, '');
  const compact = percent && typed.endsWith('%') ? typed.slice(0, -1) : typed;
  if (compact === '' && typed !== '') return { ok: false, reason: 'invalid' };
  if (compact === '') return { ok: false, reason: 'empty' };
  const value = toNumber(AMOUNT.exec(compact));
  return value === null ? { ok: false, reason: 'invalid' } : { ok: true, value };
}

/**
 * Reads one entry of a cash-flow list. In a `grouped` list (see cashFlowList.ts) a comma inside the entry groups
 * thousands; otherwise commas separate entries, so the entry has none.
 */
export function parseCashFlowEntry(entry: string, grouped: boolean): number | null {
  return toNumber((grouped ? AMOUNT : CASH_FLOW).exec(entry));
}
