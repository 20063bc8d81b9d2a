/**
 * What the working of the ₹ growth pages (SIP, FD, RD, PPF, SWP) shares: a list of steps and the figures they show,
 * rates and growth factors each worked from the figures shown before them, and the yearly table's rows.
 */
import type { Figure, StepHooks, Term, WorkingStep, WorkingWriter } from '../working';

/**
 * Significant digits for the rates and factors of a calculation whose sums reach about `scale` rupees: 12, and more
 * for large sums, so that redoing a result from the factors shown still lands within half a paisa.
 */
export const digitsFor = (scale: number): number => Math.min(17, Math.max(12, Math.ceil(Math.log10(Math.abs(scale) + 1)) + 4));

/** A row step's hooks: the yearly table's row `period` (none where there is no table). */
export const yearRow = (period: number | undefined): StepHooks => (period === undefined ? {} : { kind: 'row', table: 'yearly', period });

export type GrowthSteps = ReturnType<typeof growthSteps>;

/** The steps of one calculation, written with `w`, its factors to `digits` significant digits. */
export function growthSteps(w: WorkingWriter, digits: number) {
  const steps: WorkingStep[] = [];
  /** An intermediate step: its value is its figure as shown, so the next step redoes from what the page shows. */
  const shown = (name: string, text: string, terms: readonly Term[], figure: Figure): Figure => {
    steps.push(w.step(name, text, terms, figure.value, () => figure));
    return figure;
  };
  const factor = (name: string, text: string, terms: readonly Term[], value: number): Figure => shown(name, text, terms, w.factor(value, digits));
  const known = new Map<string, Figure>();
  /** A figure worked once: the step named `name`, made by `make` the first time. */
  const once = (name: string, make: () => Figure): Figure => {
    const figure = known.get(name) ?? make();
    known.set(name, figure);
    return figure;
  };
  return {
    steps,
    shown,
    factor,
    once,
    /** A count (months, years) with the decimals it has. */
    count: (value: number): Figure => w.count(value, 10),
    /** An amount as the reader typed it: to the paisa, or with the decimals typed. */
    entered: (value: number): Figure => w.money(value, 6),
    /** A result or a table's cell in rupees, to the paisa or to `decimals`; returns its figure as shown. */
    money(name: string, text: string, terms: readonly Term[], value: number, hooks: StepHooks = {}, decimals = 2): Figure {
      const figure = w.money(value, decimals);
      steps.push(w.step(name, text, terms, value, () => figure, hooks));
      return figure;
    },
    /** A rate a period as a fraction: the yearly rate ÷ `per` periods (if more than 1) ÷ 100. */
    rate: (name: string, text: string, percent: number, per = 1): Figure => factor(name, text, [w.percent(percent), ...(per > 1 ? (['/', per] as const) : []), '/', 100], percent / per / 100),
    /**
     * What 1 grows by over `count` periods at `rate`, (1 + rate)^periods − 1 (with expm1, so a small rate keeps its
     * digits); worked once for each `name`.
     */
    grown: (name: string, what: string, rate: Figure, count: Figure, periods: readonly Term[] = [count], exponent = count.value): Figure =>
      once(name, () => factor(name, `What 1 grows by in ${what}: (1 + the rate) to that power, less 1`, ['(', 1, '+', rate, ')', '^', ...periods, '-', 1], Math.expm1(exponent * Math.log1p(rate.value)))),
  };
}

/** The gain: the maturity value less what was paid in. */
export function gain(g: GrowthSteps, field: string, maturity: Figure, paidIn: Figure, value: number): WorkingStep[] {
  g.money(field, 'The gain: the maturity value less what was paid in', [maturity, '-', paidIn], value, { for: field });
  return g.steps;
}

/** The months of a term in years and, where `whole`, the whole months a plan paid monthly counts. */
export function monthsOf(g: GrowthSteps, years: number, whole: boolean): { months: Figure; whole: Figure } {
  const months = g.shown('months', 'The months: the years × 12 months', [g.count(years), '*', 12], g.count(years * 12));
  if (!whole || Number.isInteger(months.value)) return { months, whole: months };
  return { months, whole: g.shown('wholeMonths', 'In whole months', ['round(', months, ',', 0, ')'], g.count(Math.round(months.value))) };
}
