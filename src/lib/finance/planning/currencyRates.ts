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

/**
 * The currency a calculator's money results are shown in: the one its `resultCurrencyInput` names in these values
 * (the converter's "to"), else the calculator's own. The island and the guides' figures both read it.
 */
export function resultCurrency(
  calculator: { readonly currency: CurrencyCode; readonly resultCurrencyInput?: string | undefined },
  values: Readonly<Record<string, string | undefined>>,
): CurrencyCode {
  const chosen = calculator.resultCurrencyInput && values[calculator.resultCurrencyInput];
  return chosen && isCurrencyCode(chosen) ? chosen : calculator.currency;
}
