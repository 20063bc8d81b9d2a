import { memo, useDeferredValue } from 'react';
import type { CurrencyCode } from '@/lib/finance/currencyRates';
import type { CalculationDetails as Details, DetailChart } from '@/lib/finance/details';
import { formatMoney } from '@/lib/format';
import { PeriodTableView } from './PeriodTableView';
import { SeriesChart } from './SeriesChart';
import { ShareChart } from './ShareChart';

interface Props {
  details: Details;
  currency: CurrencyCode;
}

/**
 * Everything a calculation shows beyond its numbers: notes, charts and the table by period. A new schedule renders
 * in the background (a deferred value), so pressing Calculate paints at once even when hundreds of rows change.
 */
function CalculationDetails({ details: latest, currency }: Props) {
  const details = useDeferredValue(latest);
  const format = (value: number) => formatMoney(value, currency);
  return (
    <section className="calculation-details card" aria-label="Schedule and charts">
      {details.notes.map((note) => (
        <p className="detail-note" key={note.text} data-note={note.name}>
          {note.text}
        </p>
      ))}
      {details.charts.length > 0 && (
        <div className="detail-charts">
          {details.charts.map((chart) => (
            <Chart key={chart.name} chart={chart} format={format} />
          ))}
        </div>
      )}
      {details.table && <PeriodTableView table={details.table} currency={currency} />}
    </section>
  );
}

function Chart({ chart, format }: { chart: DetailChart; format: (value: number) => string }) {
  if (chart.kind === 'share') return <ShareChart name={chart.name} caption={chart.caption} parts={chart.parts} format={format} />;
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

// The same details object (same inputs) skips rendering altogether.
export default memo(CalculationDetails);
