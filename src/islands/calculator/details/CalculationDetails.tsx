import { memo, useDeferredValue } from 'react';
import type { CurrencyCode } from '@/lib/finance/planning/currencyRates';
import type { CalculationDetails as Details } from '@/lib/finance/details';
import DetailDrawings from './DetailDrawings';
import { PeriodTableView } from './PeriodTableView';
import { SeriesChart } from './SeriesChart';

interface Props {
  details: Details;
  currency: CurrencyCode;
}

/**
 * What a calculation draws by period (`drawsByPeriod`): the table by period and columns by period, with the island's
 * other drawings. A chunk of its own, loaded only by the pages that draw by period. A new schedule renders in the
 * background (a deferred value), so pressing Calculate paints at once even when hundreds of rows change.
 */
function CalculationDetails({ details: latest, currency }: Props) {
  const details = useDeferredValue(latest);
  return (
    <DetailDrawings details={details} currency={currency} series={SeriesChart}>
      {details.table && <PeriodTableView table={details.table} currency={currency} />}
    </DetailDrawings>
  );
}

// The same details object (same inputs) skips rendering altogether.
export default memo(CalculationDetails);
