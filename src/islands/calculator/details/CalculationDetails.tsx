import { lazy, memo, Suspense, useDeferredValue } from 'react';
import type { CurrencyCode } from '@/lib/finance/planning/currencyRates';
import type { CalculationDetails as Details, DetailChart } from '@/lib/finance/details';
import { formatMoney } from '@/lib/format';
import { PeriodTableView } from './PeriodTableView';
import { SeriesChart } from './SeriesChart';
import { ShareChart } from './ShareChart';

// Few pages draw these (the tax pages' brackets, the budget's targets, the pay pages' breakdown): their own chunks, which the build preloads on
// the pages whose guide example draws them (integrations/preload-calculator.ts), so the other pages do not download them.
const BracketTableView = lazy(() => import('./BracketTableView'));
const TargetChart = lazy(() => import('./TargetChart'));
const LineTableView = lazy(() => import('./LineTableView'));

interface Props {
  details: Details;
  currency: CurrencyCode;
}

/**
 * What a calculation draws beyond its numbers: charts, a breakdown line by line, a bracket table and the table by period (the island shows the
 * notes itself). A new schedule renders in the background (a deferred value), so pressing Calculate paints at once
 * even when hundreds of rows change.
 */
function CalculationDetails({ details: latest, currency }: Props) {
  const details = useDeferredValue(latest);
  const format = (value: number) => formatMoney(value, currency);
  return (
    <>
      {details.charts.length > 0 && (
        <div className="detail-charts">
          {details.charts.map((chart) => (
            <Chart key={chart.name} chart={chart} format={format} />
          ))}
        </div>
      )}
      {details.breakdown && (
        <Suspense fallback={null}>
          <LineTableView table={details.breakdown} format={format} />
        </Suspense>
      )}
      {details.brackets && (
        <Suspense fallback={null}>
          {details.brackets.map((table) => (
            <BracketTableView key={table.name} table={table} format={format} />
          ))}
        </Suspense>
      )}
      {details.table && <PeriodTableView table={details.table} currency={currency} />}
    </>
  );
}

function Chart({ chart, format }: { chart: DetailChart; format: (value: number) => string }) {
  // Each chart's data is its renderer's props (its `kind` is left over, and ignored).
  switch (chart.kind) {
    case 'share':
      return <ShareChart {...chart} format={format} />;
    case 'targets':
      return (
        <Suspense fallback={null}>
          <TargetChart {...chart} />
        </Suspense>
      );
    case 'series':
      return <SeriesChart {...chart} format={format} />;
  }
}

// The same details object (same inputs) skips rendering altogether.
export default memo(CalculationDetails);
