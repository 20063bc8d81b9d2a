/**
 * The working of a calculation (WORKING.md): the steps from the reader's inputs to every result, each a sentence and
 * a line of arithmetic with the reader's numbers in it. Plain data, written by each calculator's `working()` beside
 * its `details()` from the same values its formula used, and drawn by one generic view (WorkingView.tsx).
 *
 * A step's visible line and its `data-expr` are written together, term by term, from the same figures: a figure is
 * formatted once, and its expression is that text with the currency sign, grouping and unit taken off. So what the
 * reader sees and what a test evaluates cannot differ.
 */
import { CURRENCY_SYMBOLS, formatDecimal } from '../format';
import type { CurrencyCode } from './planning/currencyRates';

/** `solved`: an equation's left side at the found value (it comes out at 0); `row`: a table row's own arithmetic; `lookup`: a value read, not computed. */
export type StepKind = 'solved' | 'row' | 'lookup';

export interface WorkingStep {
  /** The `data-step` hook: unique in the list. */
  readonly name: string;
  /** What the step finds, in plain words ("The monthly rate"). */
  readonly text: string;
  /** The arithmetic with the reader's numbers and its result as the page shows it ("6.5 % ÷ 12 = 0.54166667 %"). */
  readonly line: string;
  /** The `data-expr` hook: the line's arithmetic in WORKING.md's grammar; empty for a lookup. */
  readonly expr: string;
  /** The `data-value` hook: the step's exact value, unrounded. */
  readonly value: number;
  /** The `data-for` hook: the result field whose value this step is. */
  readonly for?: string | undefined;
  readonly kind?: StepKind | undefined;
  /** A row step's table (`yearly`, `monthly`, a bracket table's name …), its `data-table` hook. */
  readonly table?: string | undefined;
  /** A row step's row (its period, or the row's key), its `data-period` hook. */
  readonly period?: number | string | undefined;
  /**
   * Off the main line (WORKING.md): the step waits in "Show every step", after the at most 12 steps that reach the
   * headline results. The main line never uses a figure that only such a step shows.
   */
  readonly more?: boolean | undefined;
}

export type Working = readonly WorkingStep[];

/** The most steps the working shows when it opens (WORKING.md: the main line). */
export const MAIN_LINE_STEPS = 12;

/** The steps in the order the page lists them: the main line, then the steps that wait in "Show every step". */
export const mainLineFirst = (steps: Working): { main: Working; more: Working } => ({
  main: steps.filter((step) => !step.more),
  more: steps.filter((step) => step.more),
});

/** Steps moved off the main line into "Show every step". */
export const offMainLine = (steps: readonly WorkingStep[]): WorkingStep[] => steps.map((step) => ({ ...step, more: true }));

/**
 * A number as a step shows it (`$320,000.00`, `6.5 %`), as its expression writes it (`320000.00`, `6.5`), and its
 * value as shown (`6.5`). A later step computes from `value`, so a reader who redoes it from the figures on the page
 * lands on the figure it shows.
 */
export interface Figure {
  readonly show: string;
  readonly expr: string;
  readonly value: number;
  /**
   * A percentage, whose `value` is in percent (6.5 for 6.5 %). Its % sign already means "out of 100", so in a step
   * whose result is a number or money its expression is `6.5%` (0.065) and the line never divides it by 100 again; in
   * a step whose result is itself a percentage ("6.5 % ÷ 12 = 0.54166667 %") it is the plain number of percent.
   */
  readonly percent?: boolean | undefined;
  /** Money shown past the cent, for a later step to land on its figure: the line says "before rounding". */
  readonly unrounded?: boolean | undefined;
}

/** Operators, brackets and the grammar's functions. */
export type Operator = '+' | '-' | '*' | '/' | '^' | '(' | ')' | ',' | 'min(' | 'max(' | 'round(' | 'floor(' | 'ceil(';
/** One term of a line: a figure, an operator, or a constant of the method (12 months, 100 %) written as itself. */
export type Term = Figure | Operator | number;

/** The hooks a step may carry besides its arithmetic. */
export type StepHooks = Pick<WorkingStep, 'for' | 'kind' | 'table' | 'period' | 'more'>;

const BINARY: Readonly<Partial<Record<Operator, string>>> = { '-': '−', '*': '×', '/': '÷' };
const FUNCTIONS = new Set<Term>(['min(', 'max(', 'round(', 'floor(', 'ceil(']);
const MINUS = '−';
/** Marks a line's exponent, which the view raises (WORD JOINER: invisible, and no digit). */
export const POWER = '\u2060';

/** A figure from its shown text: the expression is the text without its sign of currency, grouping and unit. */
function figure(show: string): Figure {
  const negative = show.startsWith('-');
  const digits = show.replace(/[^\d.]/g, '');
  const expr = negative ? `-${digits}` : digits;
  return { show: negative ? MINUS + show.slice(1) : show, expr, value: Number(expr) };
}

/** A number to `significant` digits, in decimals (never `1e-7`), with trailing zeros dropped. */
function significantDigits(value: number, significant: number): string {
  const magnitude = value === 0 ? 0 : Math.floor(Math.log10(Math.abs(value)));
  return formatDecimal(value, Math.min(20, Math.max(0, significant - 1 - magnitude)), 0);
}

/**
 * A function of the grammar in words: `min(a, b)` is "the smaller of a and b", `min(a, b, c)` "the smallest of a, b
 * and c" (the HRA exemption's three limits), `ceil(x)` "x rounded up to a whole number".
 */
function inWords(call: string, args: readonly string[]): string {
  const [first = '', second = ''] = args;
  // "small" + "er" or "est", "larg" + "er" or "est": one sentence for two figures and for more.
  if (call === 'min' || call === 'max') return `the ${call === 'min' ? 'small' : 'larg'}${args.length > 2 ? 'est' : 'er'} of ${args.slice(0, -1).join(', ')} and ${args.at(-1) ?? ''}`;
  if (call !== 'round') return `${first} rounded ${call === 'ceil' ? 'up' : 'down'} to a whole number`;
  return `${first} rounded to ${second} decimal${second === '1' ? '' : 's'}${second === '0' ? ' (a whole number)' : ''}`;
}

/**
 * A power's exponent: a number is raised (the view sets what follows WORD JOINER as a superscript, "(1 + r)³⁶⁰", and
 * the joiner keeps its digits apart from the base's in the text); anything else is said in words.
 */
const power = (exponent: string): string => (/^[\d.,\u2212-]+$/.test(exponent) ? POWER + exponent : ` to the power ${exponent}`);

/**
 * The line and the expression of a list of terms. The line is in words where the expression has a function, a power
 * is raised, and a percentage keeps its % sign once (`percentPlain`: as a plain number of percent, in a step whose
 * result is itself a percentage). A binary operator is preceded by a breaking space and followed by a no-break one, so
 * a long line on a phone wraps before an operator, never inside a number or after an operator.
 */
export function arithmetic(terms: readonly Term[], percentPlain = false): { show: string; expr: string } {
  let at = 0;
  // The terms up to the closing bracket or comma of the list they are in; `items` counts its figures, groups and calls.
  function list(): { show: string; expr: string; items: number; call: boolean } {
    let show = '';
    let expr = '';
    let items = 0;
    let call = false;
    let previous: Term | undefined;
    // Whether the last thing written was a figure, a group or a call (so a minus after it takes one away).
    let afterValue = false;
    const add = (text: string, plain: string) => {
      show += previous === '^' ? power(text) : text;
      expr += plain;
      items += 1;
      afterValue = true;
    };
    while (at < terms.length && terms[at] !== ')' && terms[at] !== ',') {
      const term = terms[at++]!;
      if (typeof term !== 'string') {
        const { show: text, expr: plain, percent } = typeof term === 'number' ? figure(formatDecimal(term, 12, 0)) : term;
        const written = percent && !percentPlain ? `${plain}%` : plain;
        // A negative figure after an operator is bracketed: "3 − (−5)".
        const bracket = plain.startsWith('-') && show !== '';
        add(bracket ? `(${text})` : text, bracket ? `(${written})` : written);
      } else if (term === '(' || FUNCTIONS.has(term)) {
        const args = [list()];
        while (terms[at++] === ',') args.push(list());
        if (term === '(') add(`(${args[0]!.show})`, `(${args[0]!.expr})`);
        else {
          // An argument of more than one figure is bracketed in the words: "the larger of 0 and ($500 − $300)".
          const words = inWords(term.slice(0, -1), args.map((arg) => (arg.items > 1 || arg.call ? `(${arg.show})` : arg.show)));
          add(`(${words})`, `${term}${args.map((arg) => arg.expr).join(', ')})`);
          call = true;
        }
      } else if (term === '-' && !afterValue) {
        show += MINUS;
        expr += '-';
      } else {
        show += term === '^' ? '' : ` ${BINARY[term] ?? term}\u00a0`;
        expr += ` ${term} `;
        afterValue = false;
      }
      previous = term;
    }
    // A call that is the whole list needs no brackets round its words.
    return items === 1 && call && show.startsWith('(') ? { show: show.slice(1, -1), expr, items, call } : { show, expr, items, call };
  }
  const { show, expr } = list();
  return { show, expr };
}

/** Terms that add figures up: `a + b + c`. */
export function sumOf(figures: readonly Term[]): Term[] {
  return figures.flatMap((item, index) => (index === 0 ? [item] : ['+' as const, item]));
}

/** Decimals of money that a later step multiplying it by `times` needs to land within a quarter of a cent (at least 2, at most 6). */
export const moneyDecimalsFor = (times: number): number => Math.min(6, Math.max(2, Math.ceil(Math.log10(Math.abs(times) * 200))));

/**
 * The step writer of one calculation: figures in the page's own number format (its currency sign, and Indian
 * grouping on ₹ pages) and steps made of them.
 */
export function workingFor(currency: CurrencyCode) {
  const sign = CURRENCY_SYMBOLS[currency];
  const lakhs = currency === 'INR';
  const writer = {
    /**
     * Money to the cent (`$2,022.62`), or, where a later step multiplies it and must land on its own figure, to up to
     * `maxDecimals` (`$2,022.61869`, said "before rounding" where it is shown). `moneyDecimalsFor` says how many.
     */
    money: (value: number, maxDecimals = 2): Figure => {
      const shown = figure(formatDecimal(value, maxDecimals, 2, sign, lakhs));
      return /\.\d{3}/.test(shown.expr) ? { ...shown, unrounded: true } : shown;
    },
    /** A percentage as typed or worked out, to up to `maxDecimals` (`6.5 %`). */
    percent: (value: number, maxDecimals = 6): Figure => {
      const shown = figure(formatDecimal(value, maxDecimals, 0));
      return { ...shown, show: `${shown.show}\u00a0%`, percent: true };
    },
    /** A rate or factor to 8 significant digits (`0.0054166667`), or more where a later step needs them. */
    factor: (value: number, significant = 8): Figure => figure(significantDigits(value, significant)),
    /** A count (months, years, people), with decimals only where it has them (`360`, `2.5`). */
    count: (value: number, maxDecimals = 2): Figure => figure(formatDecimal(value, maxDecimals, 0)),
    /**
     * A step: its sentence, its terms, and its exact value shown as `shown` writes it. `hooks` says which result it
     * gives (`for`) and what kind of step it is. A percentage result writes the percentages in its terms as plain
     * numbers of percent; money past the cent, in its terms or its result, is said to be before rounding.
     */
    step(name: string, text: string, terms: readonly Term[], value: number, shown: (value: number) => Figure, hooks: StepHooks = {}): WorkingStep {
      const result = shown(value);
      const { show, expr } = arithmetic(terms, result.percent);
      const said = /before rounding/i.test(text);
      const fromUnrounded = !said && !result.unrounded && terms.some((term) => typeof term === 'object' && term.unrounded);
      return {
        name,
        text: fromUnrounded ? `${text} (from the figure before rounding)` : text,
        line: `${show} = ${result.show}${result.unrounded && !said ? ' before rounding' : ''}`,
        expr,
        value,
        ...hooks,
      };
    },
    /** A value read, not computed (a bracket's rate, a count of rows): its line says what decides it. */
    lookup(name: string, text: string, line: string, value: number, hooks: Omit<StepHooks, 'kind'> = {}): WorkingStep {
      return { name, text, line, expr: '', value, kind: 'lookup', ...hooks };
    },
  };
  return writer;
}

export type WorkingWriter = ReturnType<typeof workingFor>;

/** Decimals that show a percentage to at least 8 significant digits (and at least 6 decimals). */
export const percentDecimals = (value: number): number => Math.min(20, Math.max(6, 7 - Math.floor(Math.log10(Math.abs(value) || 1))));

/**
 * A percentage result (`66.666667 %`). One that is not exactly what it shows keeps its zeros (`20.000000 %`, not
 * `20 %`), so the page never passes a rounded figure off as exact.
 */
export function percentFigure(w: WorkingWriter, value: number, decimals = percentDecimals(value)): Figure {
  const text = formatDecimal(value, decimals, w.percent(value, decimals).value === value ? 0 : decimals);
  const expr = text.replace(/,/g, '');
  return { show: `${text.replace('-', '−')}\u00a0%`, expr, value: Number(expr), percent: true };
}

