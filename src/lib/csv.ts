/**
 * A table by period as CSV (DEPTH.md): a header `period` (`start` for a table by start year) then the column keys, one line per row, plain numbers
 * with 2 decimals (the period as the table numbers it), no currency signs or grouping, so a spreadsheet reads every cell as a number.
 */
import type { PeriodTable } from './finance/details';


export function periodTableCsv(table: PeriodTable): string {
  const header = [table.rowsBy ?? 'period', ...table.columns.map((column) => column.key)].join(',');
  // The period reads as in the table (1, 2, 2.5); the amounts with their 2 decimals.
  // The monthly rows when the table has them (a loan), else the yearly ones (growth).
  const lines = (table.monthly ?? table.yearly).map((row) => [String(row.period), ...row.values.map(plainNumber)].join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}

/**
 * Saves a table by period as its CSV file, made here in the browser. In this module, which the table fetches on the
 * first download (most readers never ask), so no page carries the download's code before it is asked for.
 */
export function downloadPeriodTable(table: PeriodTable): void {
  const url = URL.createObjectURL(new Blob([periodTableCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = table.csvName;
  link.click();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 2 decimals, halves away from zero as the table shows them, and never `-0.00`. */
function plainNumber(value: number): string {
  const rounded = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return `${value < 0 && rounded > 0 ? '-' : ''}${rounded.toFixed(2)}`;
}
