import { memo, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import type { CurrencyCode } from '@/lib/finance/planning/currencyRates';
import type { DetailRow, PeriodTable } from '@/lib/finance/details';
import { formatResult, keepUnits, yearLabel } from '@/lib/format';

type Period = 'yearly' | 'monthly';

interface Props {
  table: PeriodTable;
  currency: CurrencyCode;
}

/**
 * A table by period (DEPTH.md's hooks): yearly by default, monthly on request, a totals row, a CSV download. On a
 * phone each row is a block of labelled values (details.css), every number in view without scrolling sideways;
 * each cell names its column in `data-label` for that. A table of up to 60 rows flows in the page (no scroll inside
 * the page's scroll); a longer one (and on a phone any monthly view, details.css) scrolls inside its box, its header
 * and totals kept in view, and says so in words.
 */
export function PeriodTableView({ table, currency }: Props) {
  const headingId = useId();
  const [chosen, setChosen] = useState<Period>('yearly');
  // The pressed button updates at once; the 360 rows of a monthly view follow in the background.
  const period = useDeferredValue(table.monthly ? chosen : 'yearly');
  const rows = period === 'monthly' && table.monthly ? table.monthly : table.yearly;
  const periodWord = table.rowsBy ? 'Start year' : period === 'yearly' ? (table.periodLabel ?? 'Year') : 'Month';
  // The caption says what the table holds; the view is said here, once ("Growth, year by year"). A table by start
  // year has one view.
  const name = table.rowsBy ? table.caption : `${table.caption}, ${period === 'yearly' ? 'year by year' : 'month by month'}`;
  const [regionRef, scrolls] = useBoxScrolls(rows);

  return (
    <section className="period-table" aria-labelledby={headingId}>
      <div className="period-table-bar">
        <h3 id={headingId}>{name}</h3>
        {table.monthly && (
          <div className="view-switch" role="group" aria-label="Rows by">
            {(['yearly', 'monthly'] as const).map((option) => (
              <button type="button" key={option} aria-pressed={chosen === option} onClick={() => setChosen(option)}>
                {option === 'yearly' ? 'Yearly' : 'Monthly'}
              </button>
            ))}
          </div>
        )}
        <button type="button" className="button button-secondary" onClick={() => download(table)}>
          Download CSV
        </button>
      </div>
      {/* Up to 60 rows the table flows in the page (details.css boxes a longer one). A region a keyboard can scroll
          only while it scrolls: a table that flows in the page is no stop for Tab. */}
      <div ref={regionRef} className="table-region" {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': `${name}, scrollable` })}>
        {/* By start year (HISTORY.md's windows), the table and its rows carry their own hooks. */}
        <table {...(table.rowsBy ? { 'data-windows': '' } : { 'data-schedule': period })}>
          <thead>
            <tr>
              <th scope="col">{periodWord}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <Rows rows={rows} table={table} currency={currency} periodWord={periodWord} monthly={period === 'monthly'} />
          {table.totals && (
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                {table.totals.map((total, index) => (
                  <td key={table.columns[index]!.key} data-total={table.columns[index]!.key} data-label={table.columns[index]!.label}>
                    {total === null ? '' : formatResult(total, table.columns[index]!.format, currency)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {scrolls === 'down' && <p className="table-scroll-note">Every {periodWord.toLowerCase()} is in this table: scroll inside it to see them all.</p>}
      {table.note && (
        <p className="table-note" data-note={table.note.name}>
          {keepUnits(table.note.text)}
        </p>
      )}
    </section>
  );
}

/**
 * How the table's box scrolls, as measured: `down` (a table of more than 60 rows in its box; on a phone, any monthly
 * view), `sideways` (many columns in a narrow window) or not at all (''). Measured again as the box or rows change.
 */
function useBoxScrolls(rows: readonly DetailRow[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState('');
  useEffect(() => {
    const box = ref.current!;
    const observer = new ResizeObserver(() =>
      setScrolls(box.scrollHeight > box.clientHeight + 1 ? 'down' : box.scrollWidth > box.clientWidth + 1 ? 'sideways' : ''),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [rows]);
  return [ref, scrolls] as const;
}

// Memoised on the rows array: switching back and forth, or recalculating the same inputs, renders no rows.
const Rows = memo(function Rows({ rows, table, currency, periodWord, monthly }: { rows: readonly DetailRow[]; periodWord: string; monthly: boolean } & Props) {
  return (
    <tbody>
      {rows.map((row) => (
        // DATED.md's `data-event` marks a month; a year only names its months' events in words.
        <tr key={row.period} {...{ [table.rowsBy ? 'data-start' : 'data-period']: row.period }} data-event={monthly ? row.event : undefined}>
          <th scope="row" data-label={periodWord}>
            {periodWord === 'Year' ? yearLabel(row.period) : row.period}
            {row.event && <span className="event-mark">{row.event}</span>}
          </th>
          {row.values.map((value, index) => {
            const column = table.columns[index]!;
            return (
              <td key={column.key} data-col={column.key} data-value={String(value)} data-label={column.label}>
                {formatResult(value, column.format, currency)}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
});

/** Saves the table as CSV, by code fetched on the first download (most readers never ask). */
function download(table: PeriodTable) {
  // Not destructured in the import: Vite would wrap a destructuring import in a function of its own.
  void import('@/lib/csv').then((csv) => csv.downloadPeriodTable(table));
}
