import { lazy, memo, Suspense, useDeferredValue } from 'react';
import type { CurrencyCode } from '@/lib/finance/planning/currencyRates';
import type { CalculationDetails as Details, DetailChart } from '@/lib/finance/details';
import { formatMoney } from '@/lib/format';
import { PeriodTableView } from './PeriodTableView';
import { SeriesChart } from './SeriesChart';
import { ShareChart } from './ShareChart';

// One page each draws these (tax, budget): their own chunks, which the build preloads on that page alone
// (integrations/preload-calculator.ts), so the other pages do not download them.
const BracketTableView = lazy(() => import('./BracketTableView').then((module) => ({ default: module.BracketTableView })));
const TargetChart = lazy(() => import('./TargetChart').then((module) => ({ default: module.TargetChart })));

interface Props {
  details: Details;
  currency: CurrencyCode;
}

/**
 * What a calculation draws beyond its numbers: charts, a bracket table and the table by period (the island shows the
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
  switch (chart.kind) {
    case 'share':
      return <ShareChart name={chart.name} caption={chart.caption} parts={chart.parts} format={format} />;
    case 'targets':
      return (
        <Suspense fallback={null}>
          <TargetChart name={chart.name} caption={chart.caption} bars={chart.bars} />
        </Suspense>
      );
    case 'series':
      return (
        <SeriesChart
          name={chart.name}
          caption={chart.caption}
          periodLabel={chart.periodLabel}
          periods={chart.periods}
          series={chart.series}
          stacked={chart.stacked}
          format={format}
        />
      );
  }
}

// The same details object (same inputs) skips rendering altogether.
export default memo(CalculationDetails);
