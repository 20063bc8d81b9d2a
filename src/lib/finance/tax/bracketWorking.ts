/**
 * A bracket or slab table worked bracket by bracket (WORKING.md), for the US federal tax and both of India's regimes:
 * each bracket in one line (its income at its rate), and each bracket reached as a step of its own.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import type { BracketSlice } from './brackets';

/** Terms put one after another with `+`. */
export const added = (parts: readonly (readonly Term[])[]): Term[] => parts.flatMap((part, index) => (index === 0 ? part : ['+', ...part]));

/** A bracket as a sentence names it: "the 12 % bracket, from $11,925.00 up to $48,475.00". */
export function named(w: WorkingWriter, label: string, slice: BracketSlice): string {
  const from = w.money(slice.from).show;
  const edges = slice.to === null ? `above ${from}` : `${slice.from === 0 ? '' : `from ${from} `}up to ${w.money(slice.to).show}`;
  return `the ${w.percent(slice.rate).show} ${label} (${edges})`;
}

/**
 * The income in a bracket, as the line writes it: the bracket's top less its bottom where the taxable income fills it,
 * the taxable income less the bottom in the bracket it ends in (no "less 0" in the lowest).
 */
function incomeIn(w: WorkingWriter, taxable: Figure, slice: BracketSlice): Term[] {
  const top = slice.to === null || taxable.value <= slice.to ? taxable : w.money(slice.to);
  return slice.from === 0 ? [top] : ['(', top, '-', w.money(slice.from), ')'];
}

/** A bracket's tax in one line: its income (as `incomeIn` writes it) at its rate. */
export const sliceTax = (w: WorkingWriter, taxable: Figure, slice: BracketSlice): Term[] => [...incomeIn(w, taxable, slice), '*', w.percent(slice.rate)];

/**
 * Each bracket reached, one step each (`NAME-1`, `NAME-2` …): its edges, rate, the income in it and its tax. Returns
 * the brackets' taxes as shown.
 */
export function eachBracket(w: WorkingWriter, money: (value: number) => Figure, name: string, label: string, taxable: Figure, slices: readonly BracketSlice[], into: WorkingStep[]): Figure[] {
  return slices.map((slice, index) => {
    const fills = slice.to !== null && taxable.value > slice.to;
    const what = fills ? `the whole ${label}` : slice.from === 0 ? 'all the taxable income' : `the taxable income above ${w.money(slice.from).show}`;
    const tax = money(slice.tax);
    into.push(w.step(`${name}-${String(index + 1)}`, `Tax in ${named(w, label, slice)}: ${what}`, sliceTax(w, taxable, slice), slice.tax, () => tax));
    return tax;
  });
}
