/**
 * What the working of the ₹ growth pages (SIP, FD, RD, PPF, SWP) shares: a list of steps written at a precision, the
 * fewest digits at which every result lands, what ₹1 grows to, and the yearly table's rows: its last on the main line
 * where it gives a result, its first (year 1) worked out in "Show every step".
 *
 * Each figure a later step uses is worked out from the figures shown before it, so a reader redoing a step lands on
 * the figure it shows; each result is the calculator's own number, which those figures must reproduce to the paisa.
 * `worked` writes the working with rates and factors to 8 significant digits, and again with one more digit until
 * every result lands. Money is to the paisa, and past it ("before rounding") only where a later figure needs it.
 */
import { MAIN_LINE_STEPS, percentFigure, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';

/** What a line's terms come to, as the page's test evaluates the expression it writes (`plain`: percentages as numbers of percent). */
export function valueOf(terms: readonly Term[], plain = false): number {
  let at = 0;
  const sum = (): number => {
    let value = product();
    for (let op = terms[at]; op === '+' || op === '-'; op = terms[at]) value = terms[at++] === '+' ? value + product() : value - product();
    return value;
  };
  const product = (): number => {
    let value = unary();
    for (let op = terms[at]; op === '*' || op === '/'; op = terms[at]) value = terms[at++] === '*' ? value * unary() : value / unary();
    return value;
  };
  const unary = (): number => {
    if (terms[at] === '-') {
      at += 1;
      return -unary();
    }
    const base = atom();
    if (terms[at] !== '^') return base;
    at += 1;
    return base ** unary();
  };
  const atom = (): number => {
    const term = terms[at++]!;
    if (typeof term === 'number') return term;
    if (typeof term === 'object') return term.percent && !plain ? term.value / 100 : term.value;
    // A bracket, or `ceil(x)`: the only function these workings write.
    const inner = sum();
    at += 1;
    return term === 'ceil(' ? Math.ceil(inner) : inner;
  };
  return sum();
}

/** The row hooks of the yearly table's row `period`, or none where there is no table (a term past 100 years). */
export const yearRow = (period: number | undefined): StepHooks => (period === undefined ? {} : { kind: 'row', table: 'yearly', period });

/** "year 15, the last row of the yearly table": where a result is on the page. */
export const lastRowWords = (period: number | undefined): string => (period === undefined ? '' : ` (year ${String(period)}, the last row of the yearly table)`);


/** What ₹1 paid at the start of each period grows to, from what ₹1 grows to (`grown`) and the rate a period: (grown − 1) ÷ rate × (1 + rate). */
export const paidEachTerms = (grown: readonly Term[], rate: Figure): Term[] => ['(', ...grown, '-', 1, ')', '/', rate, '*', '(', 1, '+', rate, ')'];

/** "12 months", "1 month". */
export const counted = (count: Figure, unit: string): string => `${count.show} ${unit}${count.value === 1 ? '' : 's'}`;

export type GrowthSteps = ReturnType<typeof growthSteps>;

/** The steps of one calculation, written with `w`, its rates and factors to `digits` significant digits. */
export function growthSteps(w: WorkingWriter, digits: number) {
  const steps: WorkingStep[] = [];
  /** Where the groups that may wait in "Show every step" start and end. */
  const optional: [number, number][] = [];
  let missed = false;
  const known = new Map<string, Figure>();
  const decimalsOf = (figure: Figure): number => figure.expr.split('.')[1]?.length ?? 0;
  /** A step valued as its figure, worked out from the figures shown before it. */
  const shown = (name: string, text: string, terms: readonly Term[], figure: Figure): Figure => {
    steps.push(w.step(name, text, terms, figure.value, () => figure));
    return figure;
  };
  /** A figure worked once: the step named `name`, made by `make` the first time. */
  const once = (name: string, make: () => Figure): Figure => {
    const figure = known.get(name) ?? make();
    known.set(name, figure);
    return figure;
  };
  const factor = (name: string, text: string, terms: readonly Term[]): Figure => once(name, () => shown(name, text, terms, w.factor(valueOf(terms), digits)));
  const g = {
    steps,
    shown,
    once,
    factor,
    missed: () => missed,
    /** A count (months, years) with the decimals it has. */
    count: (value: number): Figure => w.count(value, 10),
    /** An amount as the reader typed it. */
    entered: (value: number): Figure => w.money(value, 6),
    /**
     * A step valued exactly (a result, a cell of the yearly table), shown as `figure` or to the paisa: its line, redone
     * from the figures shown, must land within half a unit of its last digit, or the working is written again with
     * more digits.
     */
    money(name: string, text: string, terms: readonly Term[], value: number, hooks: StepHooks = {}, figure = w.money(value)): Figure {
      if (!(Math.abs(valueOf(terms) - value) <= 0.49 * 10 ** -decimalsOf(figure))) missed = true;
      steps.push(w.step(name, text, terms, value, () => figure, hooks));
      return figure;
    },
    /**
     * `value` in rupees to the paisa, or to the fewest more decimals (at most 6) that keep `off(figure)`, what the
     * figure shown puts a later line off by, within `room`.
     */
    fewest(value: number, off: (figure: Figure) => number, room: number): Figure {
      let figure = w.money(value);
      for (let decimals = 3; decimals <= 6 && !(Math.abs(off(figure)) <= room); decimals += 1) figure = w.money(value, decimals);
      return figure;
    },
    /** A yearly rate a period (÷ 12 months, ÷ 4 quarters), a percentage to the digits of the working. */
    perPeriod(name: string, text: string, rate: number, per: number): Figure {
      const terms: Term[] = [w.percent(rate), '/', per];
      const value = valueOf(terms, true);
      return shown(name, text, terms, percentFigure(w, value, Math.max(0, digits - 1 - Math.floor(Math.log10(value)))));
    },
    /** What ₹1 grows to at `rate` a period over `count` periods (or `periods`, as the line writes them): (1 + rate) to that power. */
    grows: (count: Figure, text: string, rate: Figure, periods: readonly Term[] = [count]): Figure => factor(`growth${count.expr}`, text, ['(', 1, '+', rate, ')', '^', ...periods]),
    /**
     * What ₹1 paid at the start of each `each` for `count` of them grows to, from what ₹1 grows to over them and the
     * rate a period (`rateWords`): (growth − 1) ÷ rate × (1 + rate).
     */
    paidEach: (count: Figure, each: string, grown: Figure, rate: Figure, rateWords: string): Figure =>
      factor(
        `paidEach${count.expr}`,
        `What ₹1 paid at the start of each ${each} for ${counted(count, each)} grows to: (what ₹1 grows to − 1) ÷ ${rateWords}, × (1 + ${rateWords}), as each ₹1 also earns in the ${each} it is paid`,
        paidEachTerms([grown], rate),
      ),
    /**
     * Year 1 of the yearly table, where it has more rows than that one (a single row is the last, which the main line
     * works): the row's `cell`, what it is, and its arithmetic, from the reader's numbers and the main line's figures
     * alone. It waits in "Show every step".
     */
    firstRow(rows: number, { cell, text, terms }: { cell: number; text: string; terms: readonly Term[] }): void {
      if (rows > 1) g.money('year1', `Year 1 of the yearly table: ${text}`, terms, cell, { ...yearRow(1), more: true });
    },
    /** Steps that may wait in "Show every step" when the main line would be longer than 12 steps. */
    optional(write: () => void): void {
      const start = steps.length;
      write();
      optional.push([start, steps.length]);
    },
    /** The steps, the optional groups moved off the main line, last first, until it is at most 12 steps. */
    finish(): WorkingStep[] {
      let main = steps.filter((step) => !step.more).length;
      for (const [start, end] of optional.reverse()) {
        if (main <= MAIN_LINE_STEPS) break;
        for (let index = start; index < end; index += 1) steps[index] = { ...steps[index]!, more: true };
        main -= end - start;
      }
      return steps;
    },
  };
  return g;
}

/** The working written by `write`, with the fewest digits (8 to 17) at which every result lands. */
export function worked(w: WorkingWriter, write: (g: GrowthSteps) => void): WorkingStep[] {
  let g: GrowthSteps;
  let digits = 7;
  do {
    g = growthSteps(w, (digits += 1));
    write(g);
  } while (g.missed() && digits < 17);
  return g.finish();
}

/**
 * What was paid in (a result), then the gain (`gain.text`): the maturity value less it. What was paid in is shown to
 * the paisa, or to the decimals the gain needs to land on its own figure.
 */
export function paidAndGain(
  g: GrowthSteps,
  maturity: Figure,
  paid: { field: string; text: string; terms: readonly Term[]; value: number },
  gain: { field: string; text: string; value: number },
): void {
  const figure = g.fewest(paid.value, (shown) => maturity.value - shown.value - gain.value, 0.00499);
  const paidIn = g.money(paid.field, paid.text, paid.terms, paid.value, { for: paid.field }, figure);
  g.money(gain.field, `${gain.text}: the maturity value less what was paid in`, [maturity, '-', paidIn], gain.value, { for: gain.field });
}
