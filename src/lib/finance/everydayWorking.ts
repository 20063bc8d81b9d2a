/**
 * What the workings (WORKING.md) of the everyday calculators share: amounts shown with every decimal they have,
 * percentages to at least 8 significant digits, shares in percent. Each calculator writes its own steps in its
 * definition, so a page downloads only its own.
 */
import { formatDecimal } from '../format';
import type { Figure, Term, WorkingWriter } from './working';

/** The decimals a number has as written: `186.4` has 1, `2.5e-7` has 8. */
export function places(value: number): number {
  const [digits = '', exponent = '0'] = String(value).split('e');
  return Math.max(0, (digits.split('.')[1] ?? '').length - Number(exponent));
}

/** Money with every decimal it has (at least the cents): an amount as typed, or a sum or product of such amounts. */
export const exactMoney = (w: WorkingWriter, value: number, decimals = places(value)): Figure => w.money(value, Math.min(20, Math.max(2, decimals)));

/** Decimals that show a percentage to at least 8 significant digits (and at least 6 decimals). */
export const percentDecimals = (value: number): number => Math.min(20, Math.max(6, 7 - Math.floor(Math.log10(Math.abs(value) || 1))));

/**
 * A percentage result (`66.666667 %`). One that is not exactly what it shows keeps its zeros (`20.000000 %`, not
 * `20 %`), so the page never passes a rounded figure off as exact.
 */
export function percentFigure(w: WorkingWriter, value: number, decimals = percentDecimals(value)): Figure {
  const text = formatDecimal(value, decimals, w.percent(value, decimals).value === value ? 0 : decimals);
  const expr = text.replace(/,/g, '');
  return { show: `${text.replace('-', '−')}\u00a0%`, expr, value: Number(expr) };
}

/** A share of a whole, in percent: `part ÷ whole × 100`. */
export const shareTerms = (part: Figure, whole: Figure): Term[] => [part, '/', whole, '*', 100];
