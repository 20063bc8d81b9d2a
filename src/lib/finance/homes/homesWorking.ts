/**
 * What the working of the two home decisions (WORKING.md) shares: a step writer in dollars, the loan's payment on each
 * $1 borrowed, and the costs a month that do not change with the price.
 *
 * Intermediate figures are worked from the figures shown before them (each value repeats its line's arithmetic on
 * `figure.value`), so a reader redoing a line lands on the figure it shows; a step that gives a result or a table
 * cell carries that exact value and shows it to the cent (or to more decimals where later steps multiply it).
 */
import { workingFor, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';

export type Add = (name: string, text: string, terms: readonly Term[], value: number, shown?: (value: number) => Figure, hooks?: StepHooks) => Figure;

/** A step writer in dollars, the steps it has written, and `add`: a step whose figure (6 decimals by default) later steps use. */
export function writer(): { w: WorkingWriter; steps: WorkingStep[]; add: Add } {
  const w = workingFor('USD');
  const steps: WorkingStep[] = [];
  const add: Add = (name, text, terms, value, shown = (v) => w.money(v, 6), hooks) => {
    const figure = shown(value);
    // A step that gives no result or cell is worth what it shows: the next steps work from that.
    steps.push(w.step(name, text, terms, hooks ? value : figure.value, () => figure, hooks));
    return figure;
  };
  return { w, steps, add };
}

/** An amount as the reader typed it, to as many decimals as they gave (up to 6). */
export const typed = (w: WorkingWriter, value: number): Figure => w.money(value, 6);

/** "1 year", "9 years". */
export const yearsText = (count: number): string => `${String(count)} year${count === 1 ? '' : 's'}`;

/** Terms added up: each group is one part of a sum. */
export const sum = (groups: readonly (readonly Term[])[]): Term[] => groups.flatMap((group, index) => (index === 0 ? [...group] : ['+' as const, ...group]));

/** A yearly % as a monthly fraction, its terms: `% ÷ 12 ÷ 100`. */
export const monthlyOf = (percent: Figure): Term[] => [percent, '/', 12, '/', 100];

/** The loan's monthly rate and its payment on each $1 borrowed, from the rate and the term in years. */
export function perDollar({ w, add }: ReturnType<typeof writer>, rate: number, years: number): { r: Figure; gain: Figure; A: Figure; n: number } {
  const n = add('months', 'The number of monthly payments: the loan term in years times 12 months', [w.count(years), '*', 12], Math.round(years * 12), w.count).value;
  const yearly = w.percent(rate);
  const r = add('monthlyRate', 'The monthly rate: the yearly rate divided by 12 months, and by 100 to make it a fraction', monthlyOf(yearly), yearly.value / 12 / 100, w.factor);
  // What it grows by, not to: a short term's growth is close to 1, and the payment divides by the gain.
  const gain = add('growth', `What 1 owed grows by over ${String(n)} months at that rate, if nothing were paid`, ['(', 1, '+', r, ')', '^', n, '-', 1], (1 + r.value) ** n - 1, w.factor);
  const A = add('perDollar', 'The monthly payment on each $1 borrowed: the monthly rate, plus the monthly rate over that growth', [r, '+', r, '/', gain], r.value + r.value / gain.value, w.factor);
  return { r, gain, A, n };
}

/** The costs a month that do not depend on the price: bills given a year (over 12 months) and the HOA dues; none when all are 0. */
export function fixedCosts({ w, add }: ReturnType<typeof writer>, yearlyBills: readonly number[], hoa: number): Figure | undefined {
  const parts = [...yearlyBills.filter((bill) => bill > 0).map((bill) => ({ terms: [typed(w, bill), '/', 12] as Term[], value: typed(w, bill).value / 12 })), ...(hoa > 0 ? [{ terms: [typed(w, hoa)], value: typed(w, hoa).value }] : [])];
  if (parts.length === 0) return undefined;
  return add('fixedCosts', 'The costs a month that do not change with the price: the home insurance (and any property tax given in dollars) a year over 12 months, plus the HOA dues', sum(parts.map((part) => part.terms)), parts.reduce((total, part) => total + part.value, 0));
}
