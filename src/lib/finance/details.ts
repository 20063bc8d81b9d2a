/**
 * What a calculation shows beyond its result numbers: a table by period, charts and notes. Plain data, made by
 * the pure formula modules and drawn by one generic renderer, so a loan's schedule and a savings plan's growth
 * by year use the same table, chart and CSV code.
 */
import type { BracketSlice } from './tax/brackets';
import type { ResultFormat } from './types';

/** One column of a table by period: `key` is its `data-col` hook and its CSV header. */
export interface DetailColumn {
  readonly key: string;
  readonly label: string;
  readonly format: ResultFormat;
}

/** One period (a month or a year): its number and one value per column. */
export interface DetailRow {
  /** 1, 2, 3 …; a last partial year is its length in years to 2 decimals (2.5, 2.58). */
  readonly period: number;
  readonly values: readonly number[];
  /** What happens in this month of a loan (DATED.md: a prepayment, a rate change): its `data-event` mark, in words. */
  readonly event?: string | undefined;
}

export interface PeriodTable {
  /**
   * What the table holds ("Withdrawals and growth"), never its view: the page adds ", year by year" or ", month by
   * month" (not to a table by start year, which has one view).
   */
  readonly caption: string;
  /**
   * Rows by start year instead of by period (HISTORY.md's windows): `<table data-windows>`, each row `<tr
   * data-start>`, and the CSV's first column `start`.
   */
  readonly rowsBy?: 'start' | undefined;
  /** What a yearly row's period is when it is not a year of the term: `Age` (Social Security's benefits by age). */
  readonly periodLabel?: 'Age' | undefined;
  readonly columns: readonly DetailColumn[];
  readonly yearly: readonly DetailRow[];
  /** When present the reader can switch to a month-by-month view, and the CSV holds these rows. */
  readonly monthly?: readonly DetailRow[] | undefined;
  /** The totals row, one cell per column; null leaves a cell blank (a balance has no total). */
  readonly totals?: readonly (number | null)[] | undefined;
  /** The download's file name, `ID-schedule.csv`. */
  readonly csvName: string;
  /** One line under the table, e.g. why its totals differ from the formula's by a few cents (`schedule-rounding`). */
  readonly note?: DetailNote | undefined;
}

/**
 * What a part, series or bar of a chart stands for: its colour (charts.css, `.tone-NAME`). A meaning keeps its
 * colour on every page (interest is the same orange beside a principal or in a schedule's chart), and no two
 * meanings that can stand side by side in one chart share a colour. Tax brackets alternate `tax` and `tax-light`.
 */
export const CHART_TONES = [
  'principal', 'interest', 'loan-payment', 'tax', 'tax-light', 'insurance', 'pmi', 'hoa', 'balance',
  'deposits', 'growth', 'future-price', 'purchasing-power', 'needs', 'wants', 'savings', 'avalanche', 'snowball',
  'buying', 'renting', 'old-regime', 'new-regime', 'social-security', 'medicare', 'additional-medicare', 'ran-out',
  'take-home', 'state-tax', 'retirement', 'pretax', 'after-tax', 'pf', 'employer-pf', 'gratuity', 'professional-tax',
  'employer-match', 'claim-62', 'claim-full', 'claim-70', 'claim-chosen', 'balance-before',
] as const;
export type ChartTone = (typeof CHART_TONES)[number];

/** A part-of-a-whole chart: one stacked bar and a legend (principal against interest, a monthly cost). */
export interface ShareChartData {
  readonly kind: 'share';
  /** The `data-chart` hook. */
  readonly name: string;
  readonly caption: string;
  readonly parts: readonly { readonly label: string; readonly value: number; readonly tone: ChartTone }[];
}

/** Values by period as stacked columns (a balance by year, deposits against growth). */
export interface SeriesChartData {
  readonly kind: 'series';
  readonly name: string;
  readonly caption: string;
  readonly periodLabel: string;
  readonly periods: readonly number[];
  readonly series: readonly { readonly label: string; readonly values: readonly number[]; readonly tone: ChartTone }[];
  /** Series drawn on top of one another (parts of a whole, the default) or side by side (two measures). */
  readonly stacked?: boolean | undefined;
  /**
   * Periods marked on the axis whatever their columns (the start years whose money ran out, at 0), in the tone and
   * words of one of the series, which has no value of its own.
   */
  readonly marks?: { readonly series: number; readonly periods: readonly number[] } | undefined;
}

/** Shares against targets: one bar per item with a mark at its target (the 50/30/20 budget), all in %. */
export interface TargetChartData {
  readonly kind: 'targets';
  readonly name: string;
  readonly caption: string;
  readonly bars: readonly { readonly label: string; readonly value: number; readonly target: number; readonly tone: ChartTone }[];
}

export type DetailChart = ShareChartData | SeriesChartData | TargetChartData;

/** A step after the slabs (India's rebate, surcharge and cess): its `data-row` hook, its words and its tax. */
export interface BracketStep {
  readonly row: string;
  readonly label: string;
  /** Negative for a rebate. */
  readonly tax: number;
}

/** Income tax bracket by bracket: the `<table data-brackets>` hook, one row per bracket reached. */
export interface BracketTable {
  /** The `data-brackets` value: empty for the US page's one table, `new` and `old` for India's two regimes. */
  readonly name: string;
  readonly caption: string;
  readonly rows: readonly BracketSlice[];
  /**
   * Rows between the slabs and the total, each with a `data-row` hook; with them the total row is
   * `data-row="total"` and its tax is what is finally due, not the sum of the slabs.
   */
  readonly steps?: readonly BracketStep[] | undefined;
  readonly totals: { readonly taxed: number; readonly tax: number };
}

/**
 * An amount taken apart line by line (PAY.md's `<table data-breakdown>`): a paycheck from gross to take-home, a CTC
 * becoming a salary slip, the HRA exemption's three limits. Each line is `<tr data-line="NAME">` with one cell per
 * column (`data-col`: `paycheck`, `year`, `month`), so the same figure reads for a paycheck and for the year.
 */
export interface LineTable {
  readonly caption: string;
  /**
   * The columns after the line's name, each a `data-col` hook and its heading; money unless `format` says a count of
   * days or a time in years (XIRR's table of dated flows).
   */
  readonly columns: readonly { readonly key: string; readonly label: string; readonly format?: 'count' | 'years' | undefined }[];
  readonly lines: readonly {
    /** The `data-line` hook: a result's name where the line is one. */
    readonly name: string;
    readonly label: string;
    /** One value per column, in the columns' order. */
    readonly values: readonly number[];
    /** `less`: taken away from the lines above it (shown with a minus); `total`: what the lines above come to. */
    readonly kind?: 'less' | 'total' | undefined;
  }[];
}

/** A sentence shown with the results; `name` is its `data-note` hook when it is a notice. */
/** Whether a note is about what the reader typed (a slip of units, a soft warning): it stands above the results. */
export const isAboutInput = (note: DetailNote): boolean => note.field !== undefined;

export interface DetailNote {
  readonly name?: string | undefined;
  readonly text: string;
  /** The input a note about the reader's input is about (its `data-field`): such notes stand above the results. */
  readonly field?: string | undefined;
  /** What the note gives as its causes, each a word a test can read: its `data-reasons` hook, space-separated. */
  readonly reasons?: readonly string[] | undefined;
  /** Another page the note sends the reader to (the income tax calculator's comparison), after its text. */
  readonly link?: { readonly href: `/${string}`; readonly text: string } | undefined;
}

export interface CalculationDetails {
  readonly notes: readonly DetailNote[];
  readonly charts: readonly DetailChart[];
  readonly table?: PeriodTable | undefined;
  readonly brackets?: readonly BracketTable[] | undefined;
  readonly breakdown?: LineTable | undefined;
}

/**
 * Whether a calculation draws by period (a table by period or columns by period): the drawings whose renderer is a chunk
 * of its own, which only those pages load (the island draws the others itself).
 */
export const drawsByPeriod = (details: CalculationDetails): boolean => details.table !== undefined || details.charts.some((chart) => chart.kind === 'series');
