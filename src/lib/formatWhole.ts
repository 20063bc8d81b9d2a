/**
 * Money as a whole amount is written in prose, a figure of law above all: `$24,500`, `₹1,50,000`, without the `.00`
 * (an amount with cents keeps them). A module of its own, outside the calculator core every page loads: only the
 * pages that write such figures in their notes fetch it.
 */
import { formatMoney } from './format';
import type { CurrencyCode } from './finance/planning/currencyRates';

export const formatWholeMoney = (value: number, currency: CurrencyCode): string => formatMoney(value, currency).replace(/\.00$/, '');
