import { useId } from 'react';
import type { BracketTable } from '@/lib/finance/details';

interface Props {
  table: BracketTable;
  /** Formats money for people ("$1,234.56"). */
  format: (value: number) => string;
}

/**
 * Income tax bracket by bracket (DEPTH.md's `<table data-brackets>`, DECISIONS.md's two regimes): each rate reached,
 * the span of income it covers, the income taxed at it and that tax; then any steps after the slabs (rebate,
 * surcharge, cess) and the total. Styled and scrolled like the tables by period.
 */
export default function BracketTableView({ table, format }: Props) {
  const headingId = useId();
  // Bracket edges are whole amounts: "$11,000", not "$11,000.00".
  const edge = (value: number) => format(value).replace(/\.00$/, '');
  const money = (value: number) => ({ 'data-value': String(value), children: format(value) });
  return (
    // One landmark, not two: the scrolling region is the one named by the heading.
    <div className="period-table">
      <div className="period-table-bar">
        <h3 id={headingId}>{table.caption}</h3>
      </div>
      <div className="table-region" tabIndex={0} role="region" aria-labelledby={headingId}>
        <table data-brackets={table.name}>
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
                <td data-col="taxed" data-label="Income taxed" {...money(row.taxed)} />
                <td data-col="tax" data-label="Tax" {...money(row.tax)} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            {table.steps?.map((step) => (
              <tr key={step.row} data-row={step.row}>
                <th scope="row" colSpan={3}>
                  {step.label}
                </th>
                <td data-col="tax" data-label="Tax" {...money(step.tax)} />
              </tr>
            ))}
            {/* With steps after the slabs the total is what is finally due: a hook of its own (DECISIONS.md). */}
            <tr data-row={table.steps && 'total'}>
              <th scope="row">Total</th>
              <td />
              <td data-col={table.steps && 'taxed'} data-label="Income taxed" {...money(table.totals.taxed)} />
              <td data-col={table.steps && 'tax'} data-label="Tax" {...money(table.totals.tax)} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
