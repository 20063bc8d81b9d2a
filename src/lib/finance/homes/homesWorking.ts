/**
 * What the workings of the home decisions and of the history test share (WORKING.md): a step writer that works each
 * plain step's value from the figures it shows (so a reader redoing a line lands on it), gives a result or a table cell
 * its exact value, and puts the steps past the main line in "Show every step"; figures to as many digits as the next
 * step needs; the payment on a loan written from the reader's rate. Kept small: each of the three pages loads all of it
 * (a shared module is a chunk of its own), so what only one page needs lives in that page's working.
 */
import { workingFor, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';

/** What a line's terms come to from the figures as shown (+ − × ÷ ^, brackets, min, max), a percentage as a fraction unless `plain`. */
export function valueOf(terms: readonly Term[], plain = false): number {
  let at = 0;
  const atom = (): number => {
    const term = terms[at++]!;
    if (typeof term === 'number') return term;
    if (typeof term === 'object') return term.percent && !plain ? term.value / 100 : term.value;
    if (term === '-') return -power();
    const args = [sum()];
    while (terms[at++] === ',') args.push(sum());
    return term === '(' ? args[0]! : Math[term.slice(0, -1) as 'min'](...args);
  };
  const power = (): number => {
    const base = atom();
    return terms[at] === '^' ? (at++, base ** power()) : base;
  };
  // An operator of `ops` next (a figure or a number reads as no operator: "[object Object]", "12").
  const chain = (next: () => number, ops: string) => (): number => {
    let value = next();
    while (ops.includes(terms[at] as string)) {
      const op = terms[at++];
      const b = next();
      value = op === '*' ? value * b : op === '/' ? value / b : op === '+' ? value + b : value - b;
    }
    return value;
  };
  const sum = chain(chain(power, '*/'), '+-');
  return sum();
}

/** A step writer (in dollars unless given one) and its steps, main line first, then (once `offMain` is called) the rest. */
export function writer(w: WorkingWriter = workingFor('USD')) {
  const steps: WorkingStep[] = [];
  let more = false;
  const push = (step: WorkingStep) => void steps.push(more ? { ...step, more } : step);
  return {
    w,
    steps,
    push,
    offMain: () => void (more = true),
    /** A step, worth `exact` where it gives a result or a cell, else what its line comes to; returns its figure as shown. */
    add(name: string, text: string, terms: readonly Term[], shown: (value: number) => Figure, { exact, ...hooks }: StepHooks & { exact?: number } = {}): Figure {
      const value = exact ?? valueOf(terms, shown(1).percent);
      const figure = shown(value);
      push(w.step(name, text, terms, value, () => figure, hooks));
      return figure;
    },
  };
}

/**
 * Money to the fewest decimals (the cent at least, 6 at most) whose rounding, multiplied by `times` in a later step,
 * stays within `budget`: that step lands on its own figure, and no figure shows a digit more than it needs.
 */
export const landing = (w: WorkingWriter, times: number, budget: number) => (value: number): Figure => {
  let decimals = 2;
  while (decimals < 6 && Math.abs(Math.round(value * 10 ** decimals) / 10 ** decimals - value) * times > budget) decimals++;
  return w.money(value, decimals);
};

/** A factor to `digits` significant digits; where a trailing 0 is dropped, one more, so it still shows 8 at least. */
export function factorAt(w: WorkingWriter, value: number, digits: number): Figure {
  let figure = w.factor(value, digits);
  while (figure.expr.replace(/^[-0.]+/, '').replace('.', '').length < 8 && figure.value !== value && digits < 17) figure = w.factor(value, ++digits);
  return figure;
}

/** A yearly % a month: "6.5 % ÷ 12". */
export const perMonth = (percent: Figure): Term[] => [percent, '/', 12];

/** What $1 grows to in `months` at a yearly % over 12 a month: "(1 + 6.5 % ÷ 12)³⁶⁰". */
export const grownBy = (percent: Figure, months: number): Term[] => ['(', 1, '+', ...perMonth(percent), ')', '^', months];

/** The payment a month on each $1 borrowed: "6.5 % ÷ 12 × (1 + 6.5 % ÷ 12)³⁶⁰ ÷ ((1 + 6.5 % ÷ 12)³⁶⁰ − 1)". */
export const paymentPerDollar = (percent: Figure, months: number): Term[] => [...perMonth(percent), '*', ...grownBy(percent, months), '/', '(', ...grownBy(percent, months), '-', 1, ')'];
