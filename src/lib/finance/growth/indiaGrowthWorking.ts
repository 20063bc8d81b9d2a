/**
 * What the working of the ₹ growth pages (SIP, FD, RD, PPF, SWP) shares: a list of steps with the figures they show,
 * the monthly rate, the months, and the growth and annuity factors, each computed from the figures shown before it.
 */
import type { Figure, StepHooks, Term, WorkingStep, WorkingWriter } from '../working';

/**
 * Significant digits for the rates and factors of a calculation whose sums reach about `scale` rupees: 12, and more
 * for large sums, so that redoing a result from the factors shown still lands within half a paisa.
 */
export const digitsFor = (scale: number): number => Math.min(17, Math.max(12, Math.ceil(Math.log10(Math.abs(scale) + 1)) + 4));

/** A row step's hooks: the yearly table's row `period`. */
export const yearRow = (period: number | undefined): StepHooks => (period === undefined ? {} : { kind: 'row', table: 'yearly', period });

export type GrowthSteps = ReturnType<typeof growthSteps>;

/** The steps of one calculation, written with `w` and factors to `digits` significant digits. */
export function growthSteps(w: WorkingWriter, digits: number) {
  const steps: WorkingStep[] = [];
  const count = (value: number): Figure => w.count(value, 10);
  /** An intermediate step: its value is its figure as shown, so the next step redoes from what the page shows. */
  const shown = (name: string, text: string, terms: readonly Term[], figure: Figure): Figure => {
    steps.push(w.step(name, text, terms, figure.value, () => figure));
    return figure;
  };
  const factor = (name: string, text: string, terms: readonly Term[], value: number): Figure => shown(name, text, terms, w.factor(value, digits));
  /** (1 + rate)^periods − 1: what 1 grows by in `what` (worked with expm1, so a small rate keeps its digits). */
  const grown = (name: string, what: string, rate: Figure, periods: readonly Term[], exponent: number): Figure =>
    factor(name, `What 1 grows by in ${what}: 1 plus the rate, to that power, less the 1 itself`, ['(', 1, '+', rate, ')', '^', ...periods, '-', 1], Math.expm1(exponent * Math.log1p(rate.value)));
  const growths = new Map<number, Figure>();
  /** (1 + monthly rate)^months − 1, worked once per count of months. */
  const growth = (rate: Figure, months: Figure): Figure => {
    const n = months.value;
    const known = growths.get(n) ?? grown(`growth${String(n)}`, `${months.show} months`, rate, [months], n);
    growths.set(n, known);
    return known;
  };
  const dues = new Map<number, Figure>();
  return {
    steps,
    count,
    shown,
    factor,
    /** A result (or a table's row) in rupees, to the paisa or to `decimals`; returns its figure as shown. */
    money(name: string, text: string, terms: readonly Term[], value: number, hooks: StepHooks = {}, decimals = 2): Figure {
      const figure = w.money(value, decimals);
      steps.push(w.step(name, text, terms, value, () => figure, hooks));
      return figure;
    },
    /** An amount as the reader typed it: to the paisa, or with the decimals typed. */
    entered: (value: number): Figure => w.money(value, 6),
    grown,
    /** The monthly rate: the yearly rate ÷ 12 months ÷ 100. */
    monthlyRate: (rate: number): Figure =>
      factor('monthlyRate', 'The monthly rate: the yearly rate divided by 12 months, and by 100 to make it a fraction', [w.percent(rate), '/', 12, '/', 100], rate / 12 / 100),
    /** The months of a term in years; with `whole`, rounded to whole months as a plan paid monthly counts them. */
    months(years: number, whole: boolean): { months: Figure; whole: Figure } {
      const months = shown('months', 'The number of months: the years times 12 months', [count(years), '*', 12], count(years * 12));
      if (!whole || Number.isInteger(months.value)) return { months, whole: months };
      return { months, whole: shown('wholeMonths', 'Counted in whole months (rounded to 0 decimals)', ['round(', months, ',', 0, ')'], count(Math.round(months.value))) };
    },
    growth,
    /**
     * The annuity-due factor over `months`: what 1 paid at the start of each month grows to by the end of the last,
     * ((1 + r)^n − 1) ÷ r × (1 + r); at 0 % the count of months itself. Worked once per count.
     */
    due(rate: Figure | undefined, months: Figure): { grown?: Figure; due: Figure } {
      if (!rate) return { due: months };
      const n = months.value;
      const grownBy = growth(rate, months);
      const due =
        dues.get(n) ??
        factor(
          `annuityDue${String(n)}`,
          `The annuity-due factor for ${months.show} months, what 1 paid at the start of each month grows to: that growth divided by the monthly rate, times 1 plus the rate as each payment is a month early`,
          [grownBy, '/', rate, '*', '(', 1, '+', rate, ')'],
          (grownBy.value / rate.value) * (1 + rate.value),
        );
      dues.set(n, due);
      return { grown: grownBy, due };
    },
  };
}
