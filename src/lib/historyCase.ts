/**
 * The figures of the blog's article on the 4 % rule (HISTORY.md "Around it"), each computed when the site is built,
 * from the very module the safe-withdrawal calculator runs, so that the text cannot drift from the data.
 *
 * A case is the article's base plan (BASE_CASE: $1,000,000 saved, $40,000 a year in today's money, 30 years, 60 % in
 * stocks, no fees) with some of it changed: `{ stocks: 50 }` is the same plan at 50/50. A figure is either one of the
 * calculator's results for the case, run through `runCalculator` and shown as its page shows it (exactly as a guide's
 * worked example is: `exampleResults`), or a number the data gives beside them (a year's return, one start year's
 * window, the start years that ran out …; see DATA_FIELDS). The article quotes a figure as
 * `<HistoryFigure case={{ stocks: 50 }} field="successRate" shows="95.12%" />`, and the build stops when `shows` is
 * not what this module gives; `<HistoryLink case={…}>` opens the calculator filled in with the case.
 */
import { calculatorPage } from '@/config/calculators';
import { exampleResults, type ExampleResults } from './calculatorGuide';
import { inWords } from './finance/history/historyDetails';
import { bondReturn, FIRST_YEAR, historyWindow, historyWindows, LAST_YEAR, stockReturn, windowCount, yearlyReturnOver } from './finance/history/windows';
import type { CalculatorId } from './finance/types';
import { formatCount, formatMoney, formatPercent, plural } from './format';

const ID: CalculatorId = 'safeWithdrawal';

/** A plan in the calculator's terms: $ saved, $ spent a year in today's money, years, % in stocks, % a year in fees. */
export interface HistoryCase {
  readonly portfolio?: number;
  readonly spending?: number;
  readonly years?: number;
  readonly stocks?: number;
  readonly fees?: number;
}

/** The plan every case starts from: the 4 % rule as the calculator's guide tells it. */
export const BASE_CASE: Readonly<Required<HistoryCase>> = { portfolio: 1_000_000, spending: 40_000, years: 30, stocks: 60, fees: 0 };

/** The base plan with a case's changes; a name the calculator does not take, or a value that is no number, is a typo. */
export function fullCase(overrides: HistoryCase = {}): Required<HistoryCase> {
  for (const [name, value] of Object.entries(overrides)) {
    if (!Object.hasOwn(BASE_CASE, name)) throw new Error(`A case of the 4 % rule has no "${name}": it takes ${Object.keys(BASE_CASE).join(', ')}`);
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`A case's ${name} must be a number, not ${JSON.stringify(value)}`);
  }
  return { ...BASE_CASE, ...overrides };
}

/** The case as the calculator's form takes it, in the form's order; no fees is a blank field, left out. */
export function caseInputs(overrides: HistoryCase = {}): Record<string, string> {
  const { portfolio, spending, years, stocks, fees } = fullCase(overrides);
  return { portfolio: String(portfolio), spending: String(spending), years: String(years), stocks: String(stocks), ...(fees === 0 ? {} : { fees: String(fees) }) };
}

/** The calculator's page filled in with the case: it shows the case's results as soon as it opens. */
export const caseHref = (overrides: HistoryCase = {}): string => `${calculatorPage(ID).path}?${new URLSearchParams(caseInputs(overrides)).toString()}`;

/** The calculator's results for a case, as its page shows them; each case is run once per build. */
const runs = new Map<string, ExampleResults>();
function caseResults(overrides: HistoryCase): ExampleResults {
  const key = caseHref(overrides);
  let results = runs.get(key);
  if (!results) {
    results = exampleResults(calculatorPage(ID), caseInputs(overrides));
    runs.set(key, results);
  }
  return results;
}

/** Which year a figure beside the results reads, and over how many years. */
export interface FigureYears {
  /** A calendar year (a year's return), or the start year of a window or of a stretch of years. */
  readonly year?: number | undefined;
  /** How many years a stretch runs from `year`, that year included. */
  readonly span?: number | undefined;
}

/** A figure: the number it stands for (unrounded, in the unit shown; years for a list) and its text. */
export interface HistoryFigureValue {
  readonly value: number | readonly number[];
  readonly shown: string;
}

function needYear(field: string, { year }: FigureYears, last = LAST_YEAR): number {
  if (year === undefined || !Number.isInteger(year)) throw new Error(`The figure "${field}" needs a year`);
  if (year < FIRST_YEAR || year > last) throw new Error(`The figure "${field}" reads ${String(year)}, outside the data's ${String(FIRST_YEAR)} to ${String(last)}`);
  return year;
}

function needStretch(field: string, years: FigureYears): { year: number; span: number } {
  const { span } = years;
  if (span === undefined || !Number.isInteger(span) || span < 1) throw new Error(`The figure "${field}" needs a span: how many years from its year`);
  return { year: needYear(field, years, LAST_YEAR - span + 1), span };
}

/** A window of the case: the start year must have one (its last year has a return). */
function windowOf(field: string, plan: Required<HistoryCase>, years: FigureYears) {
  return historyWindow(plan, needYear(field, years, FIRST_YEAR + windowCount(plan.years) - 1));
}

const percentFigure = (value: number): HistoryFigureValue => ({ value, shown: formatPercent(value) });
const yearFigure = (value: number): HistoryFigureValue => ({ value, shown: String(value) });

/**
 * The figures beside the calculator's results, by field. Percents are the number shown (−9.46, not −0.0946), like the
 * calculator's own; returns are real (after inflation), as every figure of the test is.
 */
export const DATA_FIELDS = {
  /** The full years the window starting in `year` paid: "25 years". */
  lasted: (plan, years) => {
    const { lasted } = windowOf('lasted', plan, years);
    return { value: lasted, shown: plural(lasted, 'year') };
  },
  /** What the window starting in `year` ended with, in today's money ($0.00 once it ran out). */
  ending: (plan, years) => {
    const { ending } = windowOf('ending', plan, years);
    return { value: ending, shown: formatMoney(ending, 'USD') };
  },
  /** US stocks' real total return in the calendar year `year`. */
  stockReturn: (_plan, years) => percentFigure(stockReturn(needYear('stockReturn', years)) * 100),
  /** 10-year Treasuries' real total return in the calendar year `year`. */
  bondReturn: (_plan, years) => percentFigure(bondReturn(needYear('bondReturn', years)) * 100),
  /** Stocks' real return a year over the `span` years from `year`. */
  stockReturnOver: (_plan, years) => {
    const { year, span } = needStretch('stockReturnOver', years);
    return percentFigure(yearlyReturnOver(stockReturn, year, span));
  },
  /** Bonds' real return a year over the `span` years from `year`. */
  bondReturnOver: (_plan, years) => {
    const { year, span } = needStretch('bondReturnOver', years);
    return percentFigure(yearlyReturnOver(bondReturn, year, span));
  },
  /** The case's mix of stocks and bonds, rebalanced every year, a year over the `span` years from `year`: before spending and fees. */
  mixReturnOver: (plan, years) => {
    const { year, span } = needStretch('mixReturnOver', years);
    const weight = plan.stocks / 100;
    return percentFigure(yearlyReturnOver((at) => weight * stockReturn(at) + (1 - weight) * bondReturn(at), year, span));
  },
  /** The start years whose money ran out before the case's years were up, in words: "1965, 1966, 1968 and 1969". */
  failedStarts: (plan) => {
    const failed = historyWindows(plan).filter((window) => window.lasted < plan.years).map((window) => window.start);
    return { value: failed, shown: failed.length === 0 ? 'none' : inWords(failed.map(String)) };
  },
  /** The first and the last start year of the case's windows: 1871, and 1993 for 30 years. */
  firstStart: () => yearFigure(FIRST_YEAR),
  lastStart: (plan) => yearFigure(FIRST_YEAR + windowCount(plan.years) - 1),
  /** The first and last calendar year with a return, and how many there are: 1871, 2022, 152. */
  firstDataYear: () => yearFigure(FIRST_YEAR),
  lastDataYear: () => yearFigure(LAST_YEAR),
  dataYears: () => {
    const count = LAST_YEAR - FIRST_YEAR + 1;
    return { value: count, shown: formatCount(count) };
  },
  /** How many retirements of the case's length fit in the data without sharing a year (the few-windows note's count). */
  separateHistories: (plan) => {
    const count = Math.floor((LAST_YEAR - FIRST_YEAR + 1) / plan.years);
    return { value: count, shown: formatCount(count) };
  },
} satisfies Record<string, (plan: Required<HistoryCase>, years: FigureYears) => HistoryFigureValue>;

export type DataField = keyof typeof DATA_FIELDS;

const isDataField = (field: string): field is DataField => Object.hasOwn(DATA_FIELDS, field);

/** A case's figure: one of the calculator's results (any field its page shows), or one of DATA_FIELDS. */
export function historyFigure(overrides: HistoryCase, field: string, years: FigureYears = {}): HistoryFigureValue {
  if (isDataField(field)) return DATA_FIELDS[field](fullCase(overrides), years);
  const results = caseResults(overrides);
  const shown = results.shown[field];
  if (shown === undefined) {
    throw new Error(`The 4 % rule article quotes "${field}", which is neither a result of the calculator (${Object.keys(results.shown).join(', ')}) nor a figure of the data (${Object.keys(DATA_FIELDS).join(', ')})`);
  }
  if (years.year !== undefined || years.span !== undefined) throw new Error(`The result "${field}" is the whole case's: it takes no year or span`);
  return { value: results.values[field]!, shown };
}

/** The case in a few words, for a message: "stocks 50, fees 1" or "the base case". */
const caseInWords = (overrides: HistoryCase): string => Object.entries(overrides).map(([name, value]) => `${name} ${String(value)}`).join(', ') || 'the base case';

/**
 * Why the text `shows` is not the figure, or null when it is. The page joins numbers to their units with no-break
 * spaces and writes minus signs as hyphens; the author may type plain spaces and a true minus sign.
 */
export function historyFigureMismatch(overrides: HistoryCase, field: string, shows: string, years: FigureYears = {}): string | null {
  const { shown } = historyFigure(overrides, field, years);
  const plain = (text: string) => text.replaceAll('\u00a0', ' ').replaceAll('\u2212', '-');
  if (plain(shown) === plain(shows)) return null;
  const where = [years.year === undefined ? '' : ` from ${String(years.year)}`, years.span === undefined ? '' : ` over ${String(years.span)} years`].join('');
  return `the 4 % rule article says ${field}${where} is "${shows}" for ${caseInWords(overrides)}, but the calculator's data gives "${shown}"`;
}
