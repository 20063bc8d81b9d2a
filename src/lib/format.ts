/**
 * Turning result numbers into the text people read. The only place that uses Intl, so the finance
 * module stays pure and the formatting rules (2 decimals, `$` vs `₹` grouping, no `-0.00`) live once.
 */
import type { CurrencyCode } from './finance/currencyRates';
import type { ResultFormat } from './finance/types';

const NOT_A_NUMBER = '—';

/**
 * US-style amounts use en-US (`$1,234.56`); rupees use en-IN, whose lakh/crore grouping gives
 * `₹12,34,567.89`. The converter's other currencies use en-US with their own symbol (€, £, ¥...).
 */
function localeFor(currency: CurrencyCode): string {
  return currency === 'INR' ? 'en-IN' : 'en-US';
}

const moneyFormats = new Map<CurrencyCode, Intl.NumberFormat>();

function moneyFormat(currency: CurrencyCode): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat(localeFor(currency), {
      style: 'currency',
      currency,
      // Always 2 decimals, even for the yen, so every result reads alike (CALCULATORS.md).
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // 'negative': a sign only for values that stay negative after rounding, so -0.001 shows
      // `$0.00`, never `-$0.00`.
      signDisplay: 'negative',
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

function decimalFormat(decimals: number, minimumDecimals = decimals): Intl.NumberFormat {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: minimumDecimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  });
}

const twoDecimals = decimalFormat(2);
const countFormat = decimalFormat(2, 0);

/** `$1,234.56`, `-$5.00`, `₹12,34,567.89`, `€85.87`. Non-finite numbers show as `—`. */
export function formatMoney(value: number, currency: CurrencyCode): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return moneyFormat(currency).format(value);
}

/** A percentage value as text: 12.5 -> `12.50%`. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return `${twoDecimals.format(value)}%`;
}

/** A plain number with grouping and a fixed number of decimals: `1,234.57`. */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return (decimals === 2 ? twoDecimals : decimalFormat(decimals)).format(value);
}

/** Months, units, years: whole numbers without decimals (`360`, `1,250`), fractions as needed (`4.5`). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return countFormat.format(value);
}

const plural = (count: number, unit: string): string => `${formatCount(count)} ${unit}${count === 1 ? '' : 's'}`;

/** A span of months, also in years once it reaches one: `10 months`, `334 months (27 years 10 months)`. */
export function formatMonths(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const months = plural(value, 'month');
  if (value < 12 || !Number.isInteger(value)) return months;
  const years = Math.floor(value / 12);
  const rest = value % 12;
  return `${months} (${plural(years, 'year')}${rest > 0 ? ` ${plural(rest, 'month')}` : ''})`;
}

/** A calculator result as the page shows it, by the format its definition gives. */
export function formatResult(value: number, format: ResultFormat, currency: CurrencyCode): string {
  switch (format) {
    case 'months':
      return formatMonths(value);
    case 'money':
      return formatMoney(value, currency);
    case 'percent':
      return formatPercent(value);
    case 'count':
      return formatCount(value);
  }
}
