import { useId } from 'react';
import type { BracketTable } from '@/lib/finance/details';

interface Props {
  table: BracketTable;
  /** Formats money for people ("$1,234.56"). */
  format: (value: number) => string;
}

/**
 * Income tax bracket by bracket (DEPTH.md's `<table data-brackets>`): each rate reached, the span of income it covers,
 * the income taxed at it and that tax, with the totals below. Styled and scrolled like the tables by period.
 */
export function BracketTableView({ table, format }: Props) {
  const headingId = useId();
  // Bracket edges are whole dollars: "$11,000", not "$11,000.00".
  const edge = (value: number) => format(value).replace(/\.00$/, '');
  return (
    // One landmark, not two: the scrolling region is the one named by the heading.
    <div className="period-table">
      <div className="period-table-bar">
        <h3 id={headingId}>{table.caption}</h3>
      </div>
      <div className="table-region" tabIndex={0} role="region" aria-labelledby={headingId}>
        <table data-brackets="">
          <thead>
            <tr>
              <th scope="col">Rate</th>
              <th scope="col">Bracket</th>
              <th scope="col">Income taxed at this rate</th>
              <th scope="col">Tax</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.rate} data-rate={row.rate}>
                <th scope="row">{row.rate}&nbsp;%</th>
                <td data-label="Bracket">{row.to === null ? `Over ${edge(row.from)}` : `${edge(row.from)} to ${edge(row.to)}`}</td>
                <td data-col="taxed" data-value={String(row.taxed)} data-label="Income taxed">
                  {format(row.taxed)}
                </td>
                <td data-col="tax" data-value={String(row.tax)} data-label="Tax">
                  {format(row.tax)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td />
              <td data-label="Income taxed">{format(table.totals.taxed)}</td>
              <td data-label="Tax">{format(table.totals.tax)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
