/**
 * A figure set against the limit it is compared with ("92.35 % of your net profit is $399.99, under the $400.00"):
 * its own module, so that only the pages that compare figures with limits carry it.
 */
import type { CurrencyCode } from './finance/planning/currencyRates';
import { formatMoney } from './format';

/** The number a formatted figure shows (`$1,234.57` → 1234.57). */
const shownValue = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));

/**
 * A non-negative amount beside a limit, with digits that keep the comparison true: a figure rounded onto the limit
 * would read "$400.00, under the $400.00". When the cents rounded to the nearest would meet or cross the limit (as
 * shown), the amount is cut toward zero instead ($399.996 under $400 is `$399.99`), with more decimals when the
 * cents alone cannot tell it from the limit ($400.004 over $400 is `$400.004`). Every digit shown is the amount's own.
 */
export function formatMoneyAgainst(value: number, limit: number, currency: CurrencyCode): string {
  const rounded = formatMoney(value, currency);
  const side = Math.sign(value - limit);
  const shownLimit = shownValue(formatMoney(limit, currency));
  if (!(value >= 0) || side === 0 || Math.sign(shownValue(rounded) - shownLimit) === side) return rounded;
  for (let decimals = 2; decimals <= 6; decimals += 1) {
    // toFixed first: 1.15 × 100 is 114.99999999999999 in binary, and its cents are 115.
    const scaled = Math.trunc(Number((value * 10 ** decimals).toFixed(6)));
    if (Math.sign(scaled / 10 ** decimals - shownLimit) === side) {
      const cents = formatMoney(Math.trunc(scaled / 10 ** (decimals - 2)) / 100, currency);
      return decimals === 2 ? cents : cents + String(scaled).slice(2 - decimals);
    }
  }
  return rounded;
}
