import { useId } from 'react';
import type { LineTable } from '@/lib/finance/details';
import { formatCount, formatNumber } from '@/lib/format';

interface Props {
  table: LineTable;
  /** Formats money for people ("$1,234.56", "₹1,23,456.00"). */
  format: (value: number) => string;
}

/** Years from a first date to 4 decimals: a day is 0.0027 of a year. */
const YEARS_DECIMALS = 4;

/**
 * An amount line by line (PAY.md's `<table data-breakdown>`): each line a row (`data-line`), one money cell per column
 * (`data-col`). Few columns, so it stays a table on a phone: the line's name wraps, the figures do not.
 */
export default function LineTableView({ table, format }: Props) {
  const headingId = useId();
  return (
    <div className="line-table">
      <h3 id={headingId}>{table.caption}</h3>
      {/* A named region the keyboard can reach, as the bracket tables are: it scrolls only for figures no phone fits. */}
      <div className="line-table-scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
        <table data-breakdown="" aria-labelledby={headingId}>
          <thead>
            <tr>
              <td />
              {table.columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.lines.map((line) => (
              <tr key={line.name} data-line={line.name} data-kind={line.kind}>
                <th scope="row">{line.label}</th>
                {table.columns.map((column, index) => {
                  const value = line.values[index] ?? 0;
                  // A line taken away says so with its sign, so colour or position is never the only signal.
                  const figure = column.format === 'count' ? formatCount(value) : column.format === 'years' ? formatNumber(value, YEARS_DECIMALS) : format(value);
                  const shown = line.kind === 'less' && value !== 0 ? `−${figure}` : figure;
                  return (
                    <td key={column.key} data-col={column.key} data-value={String(value)}>
                      {shown}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
