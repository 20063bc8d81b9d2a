/**
 * What a calculation draws beyond its numbers, as kinds a reader may search for by name ("an amortization schedule",
 * "year by year") whatever words the page itself uses. The kinds are read from the plain data a calculator's
 * `details()` returns (details.ts), so a calculator says what it draws by drawing it, never in a list kept beside it;
 * the site search gives each kind the words readers use for it (`DRAWING_WORDS` in src/lib/search.ts).
 */
import type { CalculationDetails } from './details';

/** In the order their words follow a calculator's own names in the search index. */
export const DRAWING_KINDS = ['amortization-schedule', 'yearly-table', 'monthly-table', 'bracket-table', 'breakdown-table', 'breakdown-chart', 'chart', 'csv'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

/** The kinds a calculation's details draw, in `DRAWING_KINDS` order; nothing for a calculator that draws nothing. */
export function drawingKinds(details: CalculationDetails | undefined): DrawingKind[] {
  if (!details) return [];
  const { table, charts, brackets = [], breakdown } = details;
  const columns = new Set(table?.columns.map((column) => column.key));
  const draws: Readonly<Record<DrawingKind, boolean>> = {
    // A schedule splits each payment into what repays the loan and what pays interest (loans/loanDetails.ts); a
    // growth table has interest but no principal.
    'amortization-schedule': columns.has('principal') && columns.has('interest'),
    // Every table by period has its rows by year (the view it opens on); some also by month.
    'yearly-table': table !== undefined,
    'monthly-table': table?.monthly !== undefined,
    'bracket-table': brackets.length > 0,
    // An amount line by line: a paycheck from gross to take-home, a CTC to a salary slip.
    'breakdown-table': breakdown !== undefined,
    // A part-of-a-whole chart: what a payment, a cost or a tax is made of.
    'breakdown-chart': charts.some((chart) => chart.kind === 'share'),
    chart: charts.length > 0,
    // Every table can be downloaded as the CSV it names.
    csv: table !== undefined,
  };
  return DRAWING_KINDS.filter((kind) => draws[kind]);
}
