/**
 * A bracket or slab table worked bracket by bracket (WORKING.md), for the US federal tax and both of India's regimes.
 * Apart from taxWorking.ts so that it travels with the bracket table's code, which only those two pages load.
 */
import { sumOf, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';
import type { BracketSlice } from './brackets';
import { exactMoney } from './taxWorking';

/** `a − b …`, written as `max(0, a − b …)` only where it would go below 0. */
export const atLeastZero = (terms: readonly Term[], value: number): Term[] => (value < 0 ? ['max(', 0, ',', ...terms, ')'] : [...terms]);

/**
 * Each bracket (or slab) an income reaches, lowest first: the income in it (the taxable income up to the bracket's
 * top, less its bottom) and its tax at the bracket's rate; then the taxes added up, the step `total` names. Step
 * names are `NAME-1-income`, `NAME-1`, … With no taxable income, no bracket is reached and the total is 0.
 */
export function bracketSteps(
  w: WorkingWriter,
  name: string,
  label: string,
  taxable: Figure,
  slices: readonly BracketSlice[],
  total: { readonly name: string; readonly text: string; readonly value: number; readonly hooks?: StepHooks },
): { steps: WorkingStep[]; tax: Figure } {
  const money = exactMoney(w);
  const steps: WorkingStep[] = [];
  const taxes = slices.map((slice, index) => {
    const from = w.money(slice.from);
    const to = slice.to === null ? undefined : w.money(slice.to);
    const rate = w.percent(slice.rate);
    const which = `the ${rate.show} ${label}`;
    const edges = to === undefined ? `above ${from.show}` : slice.from === 0 ? `up to ${to.show}` : `above ${from.show} up to ${to.show}`;
    const upTo: Term[] = to === undefined ? [taxable] : ['min(', taxable, ',', to, ')'];
    const income = money(slice.taxed);
    steps.push(w.step(`${name}-${String(index + 1)}-income`, `Taxable income in ${which}, ${edges}`, slice.from === 0 ? upTo : [...upTo, '-', from], slice.taxed, () => income));
    const tax = money(slice.tax);
    steps.push(w.step(`${name}-${String(index + 1)}`, `Tax in ${which}: that income at ${rate.show}`, [income, '*', rate, '/', 100], slice.tax, () => tax));
    return tax;
  });
  const text = taxes.length > 0 ? total.text : `${total.text}: no taxable income, so no ${label} is reached`;
  steps.push(w.step(total.name, text, taxes.length > 0 ? sumOf(taxes) : [taxable], total.value, money, total.hooks));
  return { steps, tax: money(total.value) };
}
