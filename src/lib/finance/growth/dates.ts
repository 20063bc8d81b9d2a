/**
 * Calendar dates as people type them on a statement (DATED.md's xirr list), read as whole days in UTC so that no
 * reader's time zone or daylight saving moves a flow by a day: `2024-01-15`, `15 Jan 2024`, `Jan 15, 2024`, and
 * slashed `15/01/2024` read day first (`dmy`) or month first (`mdy`) as the page's select says.
 */

export const DATE_ORDERS = ['dmy', 'mdy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MS_PER_DAY = 86_400_000;

/** A month's name or its first three letters, any case (`Sept` too): 1 to 12, or null. */
function monthNumber(name: string): number | null {
  const lower = name.toLowerCase().replace(/\.$/u, '');
  const index = MONTHS.findIndex((month) => lower.startsWith(month) && (lower.length === 3 || lower === 'sept' || fullName(month) === lower));
  return index === -1 ? null : index + 1;
}
const FULL = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const fullName = (short: string): string => FULL[MONTHS.indexOf(short as (typeof MONTHS)[number])] ?? '';

/** The day number (days since 1 Jan 1970, UTC) of a date that exists, else null (30 Feb, month 13). */
export function dayNumber(year: number, month: number, day: number): number | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // Date.UTC rolls 30 Feb over into March: a date exists when it comes back as typed.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / MS_PER_DAY;
}

/** A day number as a statement writes it: `15 Jan 2024`. */
export function formatDay(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  const month = MONTHS[date.getUTCMonth()] ?? '';
  return `${String(date.getUTCDate())} ${month.charAt(0).toUpperCase()}${month.slice(1)} ${String(date.getUTCFullYear())}`;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})/u;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/u;
const DAY_MONTH_NAME = /^(\d{1,2})[ -]([a-z]{3,9}\.?)[ -],?\s*(\d{4})/iu;
const MONTH_NAME_DAY = /^([a-z]{3,9}\.?)\s+(\d{1,2}),?\s+(\d{4})/iu;

/**
 * A date at the start of `text`: its day number (null when it does not exist, like 31/04/2024) and the rest of the
 * text after it; undefined when the text does not start with a date at all.
 */
export function leadingDate(text: string, order: DateOrder): { day: number | null; rest: string } | undefined {
  const iso = ISO.exec(text);
  if (iso) return { day: dayNumber(Number(iso[1]), Number(iso[2]), Number(iso[3])), rest: text.slice(iso[0].length) };
  const slashed = SLASHED.exec(text);
  if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    const [day, month] = order === 'dmy' ? [first, second] : [second, first];
    return { day: dayNumber(Number(slashed[3]), month, day), rest: text.slice(slashed[0].length) };
  }
  const dayFirst = DAY_MONTH_NAME.exec(text);
  const named = dayFirst
    ? { day: dayFirst[1], month: dayFirst[2], year: dayFirst[3], length: dayFirst[0].length }
    : ((match) => (match ? { day: match[2], month: match[1], year: match[3], length: match[0].length } : undefined))(MONTH_NAME_DAY.exec(text));
  if (!named) return undefined;
  const month = monthNumber(named.month ?? '');
  // A word that is no month's name (`15 Foo 2024`) is not a date.
  if (month === null) return undefined;
  return { day: dayNumber(Number(named.year), month, Number(named.day)), rest: text.slice(named.length) };
}
