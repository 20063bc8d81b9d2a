/**
 * Turning result numbers into the text people read. The formatting rules (2 decimals, `$` vs `₹` grouping, no
 * `-0.00`) live here once, so the finance module stays pure.
 *
 * The rules are Intl.NumberFormat's for en-US and en-IN, written out: the first Intl.NumberFormat a page makes
 * loads the browser's ICU locale data, a 40–75 ms task on the main thread of a fast machine (four times that on a
 * slow phone), which fell either on hydration or on the reader's first Calculate. The unit tests hold every format
 * to Intl's output.
 */
import type { CurrencyCode } from './finance/planning/currencyRates';
import type { ResultFormat } from './finance/types';

const NOT_A_NUMBER = '—';

/**
 * The symbol Intl.NumberFormat writes for each currency: en-US's for all but the rupee (en-US writes `CA$`, `A$` and
 * `CN¥` to tell those dollars and yuan apart), en-IN's `₹` for the rupee.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
  JPY: '¥',
  CAD: 'CA$',
  AUD: 'A$',
  CNY: 'CN¥',
};

/**
 * The currency a calculator's money results are shown in: the one its `resultCurrencyInput` names in these values
 * (the converter's "to"), else the calculator's own. The island and the guides' figures both read it. Here, beside the
 * symbols, so that no page but the converter's ships the rates table.
 */
export function resultCurrency(
  calculator: { readonly currency: CurrencyCode; readonly resultCurrencyInput?: string | undefined },
  values: Readonly<Record<string, string | undefined>>,
): CurrencyCode {
  const chosen = calculator.resultCurrencyInput && values[calculator.resultCurrencyInput];
  return chosen && Object.hasOwn(CURRENCY_SYMBOLS, chosen) ? (chosen as CurrencyCode) : calculator.currency;
}

/** en-US groups digits in threes (`1,234,567`); en-IN, the rupee's, in a three and then twos (`12,34,567`). */
export function groupDigits(digits: string, lakhs: boolean): string {
  const head = digits.slice(0, -3);
  return head ? `${head.replace(lakhs ? /\B(?=(\d\d)+$)/g : /\B(?=(\d{3})+$)/g, ',')},${digits.slice(-3)}` : digits;
}

/**
 * A non-negative finite number rounded to `decimals`, as fixed-point text. Like Intl, this rounds the number's shortest
 * decimal form (what `String(1.005)` writes), half away from zero: 1.005 gives 1.01. toFixed, which rounds the
 * binary value (1.00499999…), agrees everywhere but on such a decimal tie, or once the number is too large for
 * its fraction to be exact; those take the long way, by the digits.
 */
function roundedText(magnitude: number, decimals: number): string {
  const shortest = String(magnitude);
  // Below 2^52 / 10^decimals a double's spacing is finer than the last decimal kept, so only a tie can differ.
  const tie = shortest.length - shortest.indexOf('.') === decimals + 2 && shortest.endsWith('5');
  if (!tie && magnitude * 10 ** decimals < 2 ** 52) return magnitude.toFixed(decimals);
  const [mantissa = '', exponent = 0] = shortest.split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  // The digits with the decimal point `point` places from the left, padded to one digit past the last one kept.
  const point = whole.length + Number(exponent);
  const digits = (whole + fraction).padStart(whole.length + fraction.length - Math.min(point, 0), '0').padEnd(Math.max(point, 0) + decimals + 1, '0');
  const keep = Math.max(point, 0) + decimals;
  const rounded = (BigInt(digits.slice(0, keep) || '0') + (digits.charAt(keep) >= '5' ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  const cut = rounded.length - decimals;
  return decimals ? `${rounded.slice(0, cut)}.${rounded.slice(cut)}` : rounded;
}

/** Rounded, grouped, and with trailing zeros dropped down to `minDecimals`. */
function fixedDigits(magnitude: number, maxDecimals: number, minDecimals: number, lakhs: boolean): string {
  const [whole = '', fraction = ''] = roundedText(magnitude, maxDecimals).split('.');
  let end = fraction.length;
  while (end > minDecimals && fraction.charAt(end - 1) === '0') end -= 1;
  return groupDigits(whole, lakhs) + (end ? `.${fraction.slice(0, end)}` : '');
}

/** A number as text: the sign only for a value that stays negative once rounded (Intl's signDisplay 'negative'). */
export function formatDecimal(value: number, maxDecimals: number, minDecimals: number, prefix = '', lakhs = false): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const text = fixedDigits(Math.abs(value), maxDecimals, minDecimals, lakhs);
  return `${value < 0 && /[1-9]/.test(text) ? '-' : ''}${prefix}${text}`;
}

/** `$1,234.56`, `-$5.00`, `₹12,34,567.89`, `€85.87`. Always 2 decimals, even for the yen, so every result reads alike (CALCULATORS.md). Non-finite numbers show as `—`. */
export function formatMoney(value: number, currency: CurrencyCode): string {
  return formatDecimal(value, 2, 2, CURRENCY_SYMBOLS[currency], currency === 'INR');
}

/** A percentage value as text: 12.5 -> `12.50%`. */
export function formatPercent(value: number): string {
  const text = formatDecimal(value, 2, 2);
  return text === NOT_A_NUMBER ? text : `${text}%`;
}

/** A plain number with grouping and a fixed number of decimals: `1,234.57`. */
export function formatNumber(value: number, decimals = 2): string {
  return formatDecimal(value, decimals, decimals);
}

/** Months, units, years: whole numbers without decimals (`360`, `1,250`), fractions as needed (`4.5`). */
export function formatCount(value: number): string {
  return formatDecimal(value, 2, 0);
}

/**
 * A count and its unit, the unit plural unless the count is 1: `1 month`, `2 months`, `1.5 years`. A no-break space
 * joins them, so "27" and "months" never end up on two lines. `plural` is the unit's plural when it is not unit + s.
 */
export function plural(count: number, unit: string, pluralUnit = `${unit}s`): string {
  return `${formatCount(count)}\u00a0${count === 1 ? unit : pluralUnit}`;
}

/** Whole months in years and months, as people say a span: `10 months`, `2 years`, `27 years 10 months`. */
export function formatYearsAndMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'month');
  return `${plural(years, 'year')}${rest > 0 ? ` ${plural(rest, 'month')}` : ''}`;
}

/** A span of months, also in years once it reaches one: `10 months`, `334 months (27 years 10 months)`. */
export function formatMonths(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const months = plural(value, 'month');
  if (value < 12 || !Number.isInteger(value)) return months;
  return `${months} (${formatYearsAndMonths(value)})`;
}

/**
 * Text with each number joined to the unit after it by a no-break space ("50 %", "27 months", "₹20 lakh"), so a
 * narrow screen never puts the number at the end of one line and its unit at the start of the next.
 */
export function keepUnits(text: string): string {
  return text.replace(/(\d) (%|(?:months?|years?|weeks?|days?|hours?|lakhs?|crores?)\b)/g, '$1\u00a0$2');
}

/**
 * A yearly table's period as a person says it: `5`, and a last partial year (its length in years, 4.08) by its
 * number and months, `5 (1 month)`. A part of a year that is not whole months (2.3 years) keeps its decimals.
 */
export function yearLabel(period: number): string {
  const whole = Math.floor(period);
  const months = (period - whole) * 12;
  // Periods carry 2 decimals: a whole number of months lands within 0.07 of one.
  return whole === period || Math.abs(months - Math.round(months)) > 0.07 ? String(period) : `${String(whole + 1)} (${plural(Math.round(months), 'month')})`;
}

/** Words a result shows instead of its number, keyed by the value as `String(value)` writes it (`0`, `12.5`). */
export type ValueWords = Readonly<Partial<Record<string, string>>>;

/** A calculator result as the page shows it, by the format its definition gives, or in `words` for such a value. */
export function formatResult(value: number, format: ResultFormat, currency: CurrencyCode, words?: ValueWords): string {
  const instead = words?.[String(value)];
  if (instead !== undefined) return instead;
  switch (format) {
    case 'months':
      return formatMonths(value);
    case 'money':
      return formatMoney(value, currency);
    case 'percent':
      return formatPercent(value);
    case 'count':
      return formatCount(value);
    case 'years':
      return plural(value, 'year');
    case 'year':
      return String(value);
    case 'yearsAndMonths':
      // To the nearest month: 78.86 years is 78 years 10 months.
      return formatYearsAndMonths(Math.round(value * 12));
  }
}
