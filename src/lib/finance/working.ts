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
  /** The arithmetic with the reader's numbers and its result as the page shows it ("6.5 % ÷ 12 ÷ 100 = 0.005416666667"). */
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
}

export type Working = readonly WorkingStep[];

/**
 * A number as a step shows it (`$320,000.00`, `6.5 %`), as its expression writes it (`320000.00`, `6.5`), and its
 * value as shown (`6.5`). A later step computes from `value`, so a reader who redoes it from the figures on the page
 * lands on the figure it shows.
 */
export interface Figure {
  readonly show: string;
  readonly expr: string;
  readonly value: number;
}

/** Operators, brackets and the grammar's functions. */
export type Operator = '+' | '-' | '*' | '/' | '^' | '(' | ')' | ',' | 'min(' | 'max(' | 'round(' | 'floor(' | 'ceil(';
/** One term of a line: a figure, an operator, or a constant of the method (12 months, 100 %) written as itself. */
export type Term = Figure | Operator | number;

/** The hooks a step may carry besides its arithmetic. */
export type StepHooks = Pick<WorkingStep, 'for' | 'kind' | 'table' | 'period'>;

const BINARY: Readonly<Partial<Record<Operator, string>>> = { '+': '+', '-': '−', '*': '×', '/': '÷', '^': '^' };
const OPENS = new Set<Term | undefined>([undefined, '(', ',', 'min(', 'max(', 'round(', 'floor(', 'ceil(']);
const MINUS = '−';

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
 * The line and the expression of a list of terms. A binary operator is preceded by a breaking space and followed by
 * a no-break one, so a long line on a phone wraps before an operator, never inside a number or after an operator.
 */
export function arithmetic(terms: readonly Term[]): { show: string; expr: string } {
  let show = '';
  let expr = '';
  terms.forEach((term, index) => {
    const previous = index === 0 ? undefined : terms[index - 1];
    if (typeof term === 'object' || typeof term === 'number') {
      const { show: text, expr: plain } = typeof term === 'number' ? figure(formatDecimal(term, 12, 0)) : term;
      // A negative figure after an operator is bracketed: "3 − (−5)".
      const bracket = plain.startsWith('-') && !OPENS.has(previous);
      show += bracket ? `(${text})` : text;
      expr += bracket ? `(${plain})` : plain;
    } else if (term === '-' && OPENS.has(previous)) {
      show += MINUS;
      expr += '-';
    } else if (BINARY[term] !== undefined) {
      show += term === '^' ? '^' : ` ${BINARY[term]}\u00a0`;
      expr += ` ${term} `;
    } else {
      show += term === ',' ? ', ' : term;
      expr += term === ',' ? ', ' : term;
    }
  });
  return { show, expr };
}

/** Terms that add figures up: `a + b + c`. */
export function sumOf(figures: readonly Term[]): Term[] {
  return figures.flatMap((item, index) => (index === 0 ? [item] : ['+' as const, item]));
}

/**
 * The step writer of one calculation: figures in the page's own number format (its currency sign, and Indian
 * grouping on ₹ pages) and steps made of them.
 */
export function workingFor(currency: CurrencyCode) {
  const sign = CURRENCY_SYMBOLS[currency];
  const lakhs = currency === 'INR';
  const writer = {
    /** Money to the cent (`$2,022.62`), or to up to `maxDecimals` where a later step multiplies it. */
    money: (value: number, maxDecimals = 2): Figure => figure(formatDecimal(value, maxDecimals, 2, sign, lakhs)),
    /** A percentage as typed or worked out, to up to `maxDecimals` (`6.5 %`). */
    percent: (value: number, maxDecimals = 6): Figure => {
      const shown = figure(formatDecimal(value, maxDecimals, 0));
      return { ...shown, show: `${shown.show}\u00a0%` };
    },
    /** A rate or factor to 12 significant digits (`0.00541666666667`): enough that the steps after it come out to the cent. */
    factor: (value: number, significant = 12): Figure => figure(significantDigits(value, significant)),
    /** A count (months, years, people), with decimals only where it has them (`360`, `2.5`). */
    count: (value: number, maxDecimals = 2): Figure => figure(formatDecimal(value, maxDecimals, 0)),
    /**
     * A step: its sentence, its terms, and its exact value shown as `shown` writes it. `hooks` says which result it
     * gives (`for`) and what kind of step it is.
     */
    step(name: string, text: string, terms: readonly Term[], value: number, shown: (value: number) => Figure, hooks: StepHooks = {}): WorkingStep {
      const { show, expr } = arithmetic(terms);
      return { name, text, line: `${show} = ${shown(value).show}`, expr, value, ...hooks };
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
  return { show: `${text.replace('-', '−')}\u00a0%`, expr, value: Number(expr) };
}

