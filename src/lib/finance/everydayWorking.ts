/**
 * What the workings (WORKING.md) of the everyday calculators share: amounts as typed, money to the cent unless the
 * next step needs more to land on its own figure, and shares in percent. Each calculator's own steps are in
 * steps/<id>.ts, so a page fetches only its own.
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

/**
 * Whether a step whose arithmetic, redone from the figures shown, comes to `worked` lands on its figure shown to
 * `decimals`: the same digits as its exact value `exact` gives (`worked` read as a reader writes it, so a decimal tie
 * like 584.545 rounds up as by hand), and within the half unit a test allows.
 */
export const lands = (worked: number, exact: number, decimals = 2): boolean =>
  Math.abs(worked - exact) < 0.4999999 * 10 ** -decimals && formatDecimal(Number(worked.toPrecision(12)), decimals, decimals) === formatDecimal(exact, decimals, decimals);

/**
 * Money to the cent, or to the fewest decimals past it (WORKING.md: at most 4, here 6 at the very most) with which
 * the next step lands on its figure: `next` says whether it does with the figure's value as shown.
 */
export function landingMoney(w: WorkingWriter, value: number, next: (shown: number) => boolean): Figure {
  for (let decimals = 2; decimals < 6; decimals += 1) {
    const figure = w.money(value, decimals);
    if (next(figure.value)) return figure;
  }
  return w.money(value, 6);
}

/** A share of a whole, in percent: `part ÷ whole × 100`. */
export const shareTerms = (part: Figure, whole: Figure): Term[] => [part, '/', whole, '*', 100];
/** What the 100 of `shareTerms` is for, said where no % sign comes before it. */
export const TO_PERCENT = 'times 100 to make it a percent';
