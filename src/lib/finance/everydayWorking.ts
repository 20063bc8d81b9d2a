/**
 * What the workings (WORKING.md) of the everyday calculators share: amounts shown with every decimal they have, and
 * shares in percent. Each calculator's own steps are in steps/<id>.ts, so a page fetches only its own.
 */
import type { Figure, Term, WorkingWriter } from './working';

/** The decimals a number has as written: `186.4` has 1, `2.5e-7` has 8. */
export function places(value: number): number {
  const [digits = '', exponent = '0'] = String(value).split('e');
  return Math.max(0, (digits.split('.')[1] ?? '').length - Number(exponent));
}

/** Money with every decimal it has (at least the cents): an amount as typed, or a sum or product of such amounts. */
export const exactMoney = (w: WorkingWriter, value: number, decimals = places(value)): Figure => w.money(value, Math.min(20, Math.max(2, decimals)));

/** A share of a whole, in percent: `part ÷ whole × 100`. */
export const shareTerms = (part: Figure, whole: Figure): Term[] => [part, '/', whole, '*', 100];
