/**
 * The working of the growth calculators (WORKING.md), what all of them share: a list of steps, the digits their
 * factors need, and the yearly table's first and last rows. A starting sum plus monthly deposits is savingsWorking.ts,
 * a savings goal's found deposit, time or return savingsGoalWorking.ts; retirement and inflation have their own.
 *
 * Each intermediate figure is worked out from the figures shown before it, so a reader redoing a step lands on the
 * figure it shows; each result is the calculator's own number, which those figures reproduce to the cent.
 */
import type { DetailRow } from '../details';
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';

export type Rows = readonly DetailRow[] | undefined;
type Shown = (value: number) => Figure;

/**
 * Significant digits for rates and factors: 12, and more where the money is so large, or the growth so slight or so
 * steep (`spread`), that a factor to 12 digits would miss the cent.
 */
export function factorDigits(result: Readonly<Record<string, number>>, rateTimesPeriods = 0): number {
  const money = Math.max(1, ...Object.values(result).map(Math.abs));
  const spread = Math.abs(rateTimesPeriods);
  return Math.min(17, Math.max(12, Math.ceil(Math.log10(money * (spread ? Math.max(1, spread, 1 / spread) : 1))) + 6));
}

/**
 * A list of steps with its writer: `add` an intermediate step, valued as it is shown (a later step computes from
 * that figure), `give` a result's step, valued exactly as the result; both return the figure the line shows.
 */
export function stepList(w: WorkingWriter, digits: number) {
  const steps: WorkingStep[] = [];
  const add = (name: string, text: string, terms: readonly Term[], exact: number, shown: Shown = (value) => w.factor(value, digits)): Figure => {
    const figure = shown(exact);
    steps.push(w.step(name, text, terms, figure.value, shown));
    return figure;
  };
  const give = (name: string, text: string, terms: readonly Term[], value: number, shown: Shown = w.money): Figure => {
    steps.push(w.step(name, text, terms, value, shown, { for: name }));
    return shown(value);
  };
  return {
    w,
    digits,
    steps,
    add,
    give,
    /** A figure the reader typed, in full (7.125 %, not 7.13 %). */
    typed: { money: (value: number) => w.money(value, 10), percent: (value: number) => w.percent(value, 12), count: (value: number) => w.count(value, 10) },
    /** Money that later steps multiply, to 6 decimals (the results round it to the cent). */
    precise: (value: number) => w.money(value, 6),
    /** The table's first row, when it has more than one, as a step of its own arithmetic. */
    firstRow(rows: Rows, cell: number, text: string, terms: readonly Term[]) {
      const row = rows?.[0];
      if (row && rows.length > 1) steps.push(w.step('firstYear', `The yearly table's first row: ${text}`, terms, row.values[cell]!, w.money, rowOf(row)));
    },
    /** The table's last row (the whole term) is the result just given: that step is marked as the row, or followed by it. */
    lastRow(rows: Rows, cell: number) {
      const row = rows?.at(-1);
      const step = steps.at(-1);
      if (!row || !step) return;
      if (row.values[cell] === step.value) steps[steps.length - 1] = { ...step, ...rowOf(row) };
      else steps.push(w.step('lastYear', `The yearly table's last row, year ${String(row.period)}, is that whole term`, [w.money(step.value)], row.values[cell]!, w.money, rowOf(row)));
    },
  };
}

const rowOf = (row: DetailRow) => ({ kind: 'row', table: 'yearly', period: row.period }) as const;

export type StepList = ReturnType<typeof stepList>;
