/**
 * Fixed demo exchange rates relative to USD (SPEC.md section 3). The converter page says they are
 * demo rates; nothing is fetched.
 */
export const CURRENCY_RATES = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  INR: 83.33,
  JPY: 157.02,
  CAD: 1.37,
  AUD: 1.5,
  CNY: 7.25,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_RATES;

/** The codes in the order the selects list them. */
export const CURRENCY_CODES = Object.keys(CURRENCY_RATES) as CurrencyCode[];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCY_RATES, value);
}
