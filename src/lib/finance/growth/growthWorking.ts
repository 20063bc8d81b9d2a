/**
 * The working of the growth calculators (WORKING.md), what all of them share: a list of steps written at a precision,
 * the fewest digits at which every figure lands, and the yearly table's rows. A starting sum plus monthly deposits is
 * savingsWorking.ts (investment and savings add their solve-for modes in savingsGoalWorking.ts); compound, retirement
 * and inflation have their own.
 *
 * Each intermediate figure is worked out from the figures shown before it, so a reader redoing a step lands on the
 * figure it shows; each result is the calculator's own number, which those figures must reproduce to the cent. The
 * list checks that they do, and `precisely` writes the working again with a digit more until they all land: rates and
 * factors to 8 significant digits first, money always to the cent (a deposit found, past it where later steps need).
 * This code loads with a page's first answer, within the working's budget (WORKING.md): keep it small.
 */
import type { DetailRow } from '../details';
import { percentFigure, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';

export type Rows = readonly DetailRow[] | undefined;
type Shown = (value: number) => Figure;

/** The binary operators by precedence: a sum of products of powers. */
const LEVELS = ['+-', '*/', '^'];

/**
 * What a line's terms come to, as the page's test evaluates the expression the line writes: a percentage is its
 * number ÷ 100, or the plain number of percent in a step whose result is a percentage (`plain`). The lines here use
 * `+ − × ÷`, a power, brackets, `max(` and `round(`.
 */
export function valueOf(terms: readonly Term[], plain = false): number {
  let at = 0;
  const level = (n: number): number => {
    let value = n > 2 ? atom() : level(n + 1);
    for (let op = terms[at]; typeof op === 'string' && LEVELS[n]?.includes(op); op = terms[at]) {
      at += 1;
      const right = level(n + 1);
      value = op === '+' ? value + right : op === '-' ? value - right : op === '*' ? value * right : op === '/' ? value / right : value ** right;
    }
    return value;
  };
  const atom = (): number => {
    const term = terms[at++]!;
    if (typeof term !== 'string') return typeof term === 'number' ? term : term.percent && !plain ? term.value / 100 : term.value;
    // A bracket or a call: its arguments up to the closing bracket.
    const args = [level(0)];
    while (terms[at++] === ',') args.push(level(0));
    const [x = 0, decimals = 0] = args;
    return term === 'max(' ? Math.max(...args) : term === 'min(' ? Math.min(...args) : term === 'round(' ? Math.round(x * 10 ** decimals) / 10 ** decimals : x;
  };
  return level(0);
}

/**
 * Whether terms come to `value` as a figure with `decimals` shows it: within half a unit of its last digit, as the
 * page's test reads it (the same arithmetic on the same numbers, so the same float).
 */
export const lands = (terms: readonly Term[], value: number, decimals = 2): boolean => Math.abs(valueOf(terms) - value) <= 0.5 * 10 ** -decimals + 1e-12 * Math.max(1, Math.abs(value));

/** The hooks of a step that takes its value from this row of the yearly table. */
const rowHooks = (row: DetailRow): StepHooks => ({ kind: 'row', table: 'yearly', period: row.period });

/**
 * A list of steps with rates and factors to `digits` significant digits. `add` writes a figure later steps use,
 * valued as it is shown; `rate` one whose result is a percentage; `give` a result's step, valued as the result, or as
 * the row of the yearly table it is (its sentence then says where); `exact` a figure valued exactly (a month's
 * balance); `solved` an equation put back in at a found value, which comes out at 0. Each step valued exactly checks
 * that its line, redone from the figures shown, lands on what it shows; `lands` says whether all did.
 */
export function stepList(w: WorkingWriter, digits: number) {
  const steps: WorkingStep[] = [];
  let landed = true;
  const percentTo = (value: number): Figure => percentFigure(w, value, Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(value) || 1))));
  const exact = (name: string, text: string, terms: readonly Term[], value: number, hooks: StepHooks = {}, shown: Shown = w.money): Figure => {
    const figure = shown(value);
    if (!lands(terms, value, figure.expr.split('.')[1]?.length)) landed = false;
    steps.push(w.step(name, text, terms, value, shown, hooks));
    return figure;
  };
  const push = (name: string, text: string, terms: readonly Term[], figure: Figure): Figure => {
    steps.push(w.step(name, text, terms, figure.value, () => figure));
    return figure;
  };
  return {
    w,
    steps,
    percentTo,
    exact,
    /** A figure the reader typed, in full (7.125 %, not 7.13 %). */
    typed: { money: (value: number) => w.money(value, 10), percent: (value: number) => w.percent(value, 12), count: (value: number) => w.count(value, 10) },
    lands: () => landed,
    add: (name: string, text: string, terms: readonly Term[], shown: Shown = (value) => w.factor(value, digits)): Figure => push(name, text, terms, shown(valueOf(terms))),
    /** A percentage worked out (0.40286120 %, its digits kept), in a line whose percentages are plain numbers of percent. */
    rate: (name: string, text: string, terms: readonly Term[]): Figure => push(name, text, terms, percentTo(valueOf(terms, true))),
    give(name: string, text: string, terms: readonly Term[], value: number, { shown = w.money, row, cell = 0, more }: { shown?: Shown; row?: DetailRow | undefined; cell?: number; more?: true } = {}): Figure {
      const carried = row?.values[cell];
      const isRow = carried !== undefined && Math.abs(carried - value) < 0.005;
      return exact(name, isRow ? `${text} (year ${String(row!.period)} of the yearly table)` : text, terms, isRow ? carried : value, { for: name, ...(isRow ? rowHooks(row!) : {}), more }, shown);
    },
    /** The equation at a found value, which must come out at 0 (within a millionth of `scale`); the step's value is the value found. */
    solved(name: string, text: string, terms: readonly Term[], found: number, scale: number): void {
      if (!(Math.abs(valueOf(terms)) <= 5e-7 * Math.abs(scale))) landed = false;
      steps.push(w.step(name, text, terms, found, () => w.money(0), { for: name, kind: 'solved' }));
    },
    /** The yearly table's first row, when it has more than one, worked out in full: off the main line. */
    firstRow(rows: Rows, cell: number, text: string, terms: readonly Term[]): void {
      const row = rows?.[0];
      if (row && rows.length > 1) exact('firstYear', `Year 1 of the yearly table: ${text}`, terms, row.values[cell]!, { ...rowHooks(row), more: true });
    },
  };
}

export type StepList = ReturnType<typeof stepList>;

/** The working at the fewest significant digits, from 8, at which every step lands on the figures it shows. */
export function precisely(w: WorkingWriter, write: (list: StepList) => void): WorkingStep[] {
  for (let digits = 8; ; digits += 1) {
    const list = stepList(w, digits);
    write(list);
    if (list.lands() || digits >= 17) return list.steps;
  }
}
