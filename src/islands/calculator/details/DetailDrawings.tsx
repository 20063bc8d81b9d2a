import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import type { CurrencyCode } from '@/lib/finance/planning/currencyRates';
import type { CalculationDetails as Details, DetailChart, SeriesChartData } from '@/lib/finance/details';
import { formatMoney } from '@/lib/format';
import { ShareChart } from './ShareChart';

// Few pages draw these (the tax pages' brackets, the budget's targets, the pay pages' breakdown): their own chunks,
// which the build preloads on the pages whose guide example draws them (integrations/preload-calculator.ts), so the
// other pages do not download them.
const BracketTableView = lazy(() => import('./BracketTableView'));
const TargetChart = lazy(() => import('./TargetChart'));
const LineTableView = lazy(() => import('./LineTableView'));

/** A renderer of columns by period, which only the pages that draw by period load (CalculationDetails.tsx). */
export type SeriesRenderer = ComponentType<Omit<SeriesChartData, 'kind'> & { format: (value: number) => string }>;

interface Props {
  details: Details;
  currency: CurrencyCode;
  /** Draws a series chart: given by the renderer of drawings by period, absent where none is drawn. */
  series?: SeriesRenderer | undefined;
  /** What follows the drawings: the table by period, where there is one. */
  children?: ReactNode;
}

/**
 * What a calculation draws beyond its numbers, but by period: part-of-a-whole charts, a breakdown line by line, bracket
 * tables and charts against targets (the island shows the notes itself). A part of the island, so a page that draws
 * nothing by period (the tax and pay pages) loads no renderer beyond its own lazy one; the pages that draw by period
 * wrap it in CalculationDetails.tsx with their table and series.
 */
function DetailDrawings({ details, currency, series: Series, children }: Props) {
  const format = (value: number) => formatMoney(value, currency);
  const chart = (each: DetailChart) =>
    // Each chart's data is its renderer's props (its `kind` is left over, and ignored).
    each.kind === 'share' ? (
      <ShareChart key={each.name} {...each} format={format} />
    ) : each.kind === 'targets' ? (
      <TargetChart key={each.name} {...each} />
    ) : (
      Series && <Series key={each.name} {...each} format={format} />
    );
  // One boundary for the lazy renderers: each page preloads those its example draws, so they arrive together.
  return (
    <Suspense fallback={null}>
      {details.charts.length > 0 && <div className="detail-charts">{details.charts.map(chart)}</div>}
      {details.breakdown && <LineTableView table={details.breakdown} format={format} />}
      {details.brackets?.map((table) => <BracketTableView key={table.name} table={table} format={format} />)}
      {children}
    </Suspense>
  );
}

// The same details object (same inputs) skips rendering altogether.
export default memo(DetailDrawings);
