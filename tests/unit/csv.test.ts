import { describe, expect, it } from 'vitest';
import { periodTableCsv } from '@/lib/csv';
import type { PeriodTable } from '@/lib/finance/details';

const table: PeriodTable = {
  caption: 'Amortization schedule',
  columns: [
    { key: 'payment', label: 'Payment', format: 'money' },
    { key: 'balance', label: 'Balance', format: 'money' },
  ],
  yearly: [{ period: 1, values: [1000, 0] }],
  monthly: [
    { period: 1, values: [888.49, 9211.51] },
    { period: 2, values: [1234567.8, 0] },
  ],
  csvName: 'loan-schedule.csv',
};

describe('schedule CSV (DEPTH.md)', () => {
  it('has a header of period and the column keys, then one line per month', () => {
    expect(periodTableCsv(table).split('\r\n')).toEqual(['period,payment,balance', '1,888.49,9211.51', '2,1234567.80,0.00', '']);
  });

  it('holds the yearly rows when a table has no monthly view (growth tables)', () => {
    expect(periodTableCsv({ ...table, monthly: undefined }).split('\r\n')[1]).toBe('1,1000.00,0.00');
  });

  it('writes plain numbers: 2 decimals, no grouping, no currency sign, halves up, never -0.00', () => {
    const csv = periodTableCsv({ ...table, monthly: [{ period: 2.58, values: [0.125, -0.001] }] });
    expect(csv.split('\r\n')[1]).toBe('2.58,0.13,0.00');
  });
});
