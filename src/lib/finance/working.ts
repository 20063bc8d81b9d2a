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

const BINARY: Readonly<Partial<Record<Operator, string>>> = { '+': '+', '-': '−', '*': '×', '/': '÷', '^': '^' };
const FUNCTIONS = new Set<Term>(['min(', 'max(', 'round(', 'floor(', 'ceil(']);
const MINUS = '−';
/** Marks a line's exponent, which the view raises (WORD JOINER: invisible, and no digit). */
export const POWER = '\u2060';
/** What the reader is told after money shown past the cent. */
export const BEFORE_ROUNDING = 'before rounding';

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

/** A line's terms read as a tree: figures and operators, bracketed groups, and the grammar's functions with their arguments. */
type Node = { figure: Figure } | { operator: Operator } | { group: Node[] } | { call: string; args: Node[][] };

function parse(terms: readonly Term[]): Node[] {
  let at = 0;
  function sequence(): Node[] {
    const nodes: Node[] = [];
    while (at < terms.length && terms[at] !== ')' && terms[at] !== ',') {
      const term = terms[at++]!;
      if (typeof term === 'number') nodes.push({ figure: figure(formatDecimal(term, 12, 0)) });
      else if (typeof term === 'object') nodes.push({ figure: term });
      else if (term === '(') {
        nodes.push({ group: sequence() });
        at += 1;
      } else if (FUNCTIONS.has(term)) {
        const args = [sequence()];
        while (terms[at] === ',') {
          at += 1;
          args.push(sequence());
        }
        at += 1;
        nodes.push({ call: term.slice(0, -1), args });
      } else nodes.push({ operator: term });
    }
    return nodes;
  }
  return sequence();
}

const listed = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`);

/**
 * A node list's line and expression. The line is in words where the expression has a function (`min(a, b)` is "the
 * smaller of a and b"), `^` is a superscript, and a percentage keeps its % sign once; `percentPlain` writes percentages
 * as plain numbers of percent (a step whose result is itself a percentage).
 */
function write(nodes: readonly Node[], percentPlain: boolean): { show: string; expr: string } {
  let show = '';
  let expr = '';
  nodes.forEach((node, index) => {
    const previous = index === 0 ? undefined : nodes[index - 1];
    const afterOpen = previous === undefined || 'operator' in previous;
    if ('figure' in node) {
      const { show: text, expr: plain, percent } = node.figure;
      const written = percent && !percentPlain ? `${plain}%` : plain;
      // A negative figure after an operator is bracketed: "3 − (−5)".
      const bracket = plain.startsWith('-') && previous !== undefined;
      const raised = previous !== undefined && 'operator' in previous && previous.operator === '^';
      show += raised ? power(bracket ? `(${text})` : text) : bracket ? `(${text})` : text;
      expr += bracket ? `(${written})` : written;
    } else if ('operator' in node) {
      const { operator } = node;
      if (operator === '-' && afterOpen) {
        show += MINUS;
        expr += '-';
      } else if (operator === '^') {
        expr += ' ^ ';
      } else {
        show += ` ${BINARY[operator] ?? operator}\u00a0`;
        expr += ` ${operator} `;
      }
    } else if ('group' in node) {
      const inner = write(node.group, percentPlain);
      const raised = previous !== undefined && 'operator' in previous && previous.operator === '^';
      show += raised ? power(`(${inner.show})`) : `(${inner.show})`;
      expr += `(${inner.expr})`;
    } else {
      const args = node.args.map((arg) => {
        const written = write(arg, percentPlain);
        // An argument of more than one figure is bracketed in the words: "the larger of 0 and ($500 − $300)".
        return { show: arg.length > 1 || (arg[0] !== undefined && 'call' in arg[0]) ? `(${written.show})` : written.show, expr: written.expr };
      });
      const words = callWords(node.call, args.map((arg) => arg.show));
      // A call inside a longer line is bracketed, so its words read as one figure: "$5 × (the smaller of a and b)".
      show += nodes.length > 1 ? `(${words})` : words;
      expr += `${node.call}(${args.map((arg) => arg.expr).join(', ')})`;
    }
  });
  return { show, expr };
}

/** A function of the grammar in words. */
function callWords(call: string, args: readonly string[]): string {
  const [first = '', second = ''] = args;
  switch (call) {
    case 'min':
      return `the ${args.length > 2 ? 'smallest' : 'smaller'} of ${listed(args)}`;
    case 'max':
      return `the ${args.length > 2 ? 'largest' : 'larger'} of ${listed(args)}`;
    case 'ceil':
      return `${first} rounded up to a whole number`;
    case 'floor':
      return `${first} rounded down to a whole number`;
    default:
      return second === '0' ? `${first} rounded to 0 decimals (a whole number)` : `${first} rounded to ${second} decimal${second === '1' ? '' : 's'}`;
  }
}

/**
 * A power's exponent: a number is raised (the view sets what follows WORD JOINER as a superscript, "(1 + r)³⁶⁰", and
 * the joiner keeps its digits apart from the base's in the text); anything else is said in words.
 */
const power = (exponent: string): string => (/^[\d.,\u2212-]+$/.test(exponent) ? `${POWER}${exponent}` : ` to the power ${exponent}`);

/**
 * The line and the expression of a list of terms. A binary operator is preceded by a breaking space and followed by
 * a no-break one, so a long line on a phone wraps before an operator, never inside a number or after an operator.
 */
export function arithmetic(terms: readonly Term[], percentPlain = false): { show: string; expr: string } {
  return write(parse(terms), percentPlain);
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
      const { show, expr } = arithmetic(terms, result.percent === true);
      const unroundedTerm = terms.some((term) => typeof term === 'object' && term.unrounded === true);
      const said = new RegExp(BEFORE_ROUNDING, 'i').test(text);
      const resultText = result.unrounded && !said ? `${result.show} ${BEFORE_ROUNDING}` : result.show;
      const sentence = unroundedTerm && !result.unrounded && !said ? `${text} (from the figure ${BEFORE_ROUNDING})` : text;
      return { name, text: sentence, line: `${show} = ${resultText}`, expr, value, ...hooks };
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

