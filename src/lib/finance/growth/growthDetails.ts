/**
 * DEPTH.md's growth: a yearly table whose row for year y is what the calculator gives for a term of y years, a
 * chart of deposits against growth, and the soft warnings. Shared by the nine growth calculators: each passes
 * its own formula, so the last row is its result to the cent.
 */
import type { CalculationDetails, DetailColumn, DetailNote, DetailRow } from '../details';
import { HIGH_RETURN } from '../softLimits';

export { MAX_TABLE_YEARS, yearTerms, type YearTerm } from './yearTerms';
import { yearTerms } from './yearTerms';

/** One year of growth: everything paid in so far and the value at the end of the year. */
export interface GrowthYear {
  readonly period: number;
  readonly deposits: number;
  readonly balance: number;
  /** Extra leading cells, e.g. the age at the year's end (retirement) or that year's instalments (SIP step-up). */
  readonly extra?: readonly number[];
}

const GROWTH_COLUMNS: readonly DetailColumn[] = [
  { key: 'deposits', label: 'Paid in so far', format: 'money' },
  { key: 'interest', label: 'Growth so far', format: 'money' },
  { key: 'balance', label: 'Balance', format: 'money' },
];

const TOO_LONG: DetailNote = { text: 'The yearly table and chart are drawn for terms of up to 100 years.' };

/** The yearly table and the growth chart for rows of deposits and balances. */
export function growthDetails(
  id: string,
  years: readonly GrowthYear[] | null,
  { extraColumns = [], notes = [] }: { extraColumns?: readonly DetailColumn[]; notes?: readonly DetailNote[] } = {},
): CalculationDetails {
  if (!years) return { notes: [...notes, TOO_LONG], charts: [] };
  const rows: DetailRow[] = years.map((year) => ({
    period: year.period,
    values: [...(year.extra ?? []), year.deposits, year.balance - year.deposits, year.balance],
  }));
  return {
    notes,
    charts: [
      {
        kind: 'series',
        name: 'growth',
        caption: 'What you paid in and what it grew by, year by year',
        periodLabel: 'Year',
        periods: years.map((year) => year.period),
        series: [
          { label: 'Paid in', values: years.map((year) => year.deposits), tone: 'deposits' },
          { label: 'Growth', values: years.map((year) => Math.max(0, year.balance - year.deposits)), tone: 'growth' },
        ],
      },
    ],
    table: { caption: 'Growth', columns: [...extraColumns, ...GROWTH_COLUMNS], yearly: rows, csvName: `${id}-schedule.csv` },
  };
}

/** DEPTH.md's soft warning for a return the calculator solved for (an input's own is its unit's, units.ts). */
export function highReturnNote(annualPercent: number): DetailNote[] {
  return annualPercent > HIGH_RETURN.limit ? [{ name: HIGH_RETURN.name, text: HIGH_RETURN.text }] : [];
}

/** A row per year of the term, each from the calculator's own formula for that many years. */
export function yearlyGrowth(totalYears: number, at: (years: number) => Omit<GrowthYear, 'period'>): GrowthYear[] | null {
  return yearTerms(totalYears)?.map(({ period, years }) => ({ period, ...at(years ?? totalYears) })) ?? null;
}

/** Inflation's table: the price of the basket and what the money buys, by year (side by side, not stacked). */
export function inflationDetails(totalYears: number, at: (years: number) => { futureValue: number; purchasingPower: number }): CalculationDetails {
  const terms = yearTerms(totalYears);
  if (!terms) return { notes: [TOO_LONG], charts: [] };
  const years = terms.map(({ period, years: whole }) => ({ period, ...at(whole ?? totalYears) }));
  return {
    notes: [],
    charts: [
      {
        kind: 'series',
        name: 'growth',
        caption: 'What the same basket costs, and what today’s amount will buy, year by year',
        periodLabel: 'Year',
        periods: years.map((year) => year.period),
        series: [
          { label: 'Future price', values: years.map((year) => year.futureValue), tone: 'future-price' },
          { label: 'Purchasing power', values: years.map((year) => year.purchasingPower), tone: 'purchasing-power' },
        ],
        stacked: false,
      },
    ],
    table: {
      caption: 'Prices',
      columns: [
        { key: 'futureValue', label: 'Future price', format: 'money' },
        { key: 'purchasingPower', label: 'Purchasing power', format: 'money' },
      ],
      yearly: years.map((year) => ({ period: year.period, values: [year.futureValue, year.purchasingPower] })),
      csvName: 'inflation-schedule.csv',
    },
  };
}
