import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/config/calculators';
import { exampleDrawings, guideExample } from '@/lib/calculatorGuide';
import { calculators, runCalculatorWithDetails } from '@/lib/finance';
import type { CalculationDetails, PeriodTable } from '@/lib/finance/details';
import { DRAWING_KINDS, drawingKinds, type DrawingKind } from '@/lib/finance/drawings';
import { CONTRACTED } from './contracted';

/** A table by period with these columns, by year only or by month too. */
const table = (keys: readonly string[], monthly: boolean): PeriodTable => ({
  caption: 'A table',
  columns: keys.map((key) => ({ key, label: key, format: 'money' })),
  yearly: [{ period: 1, values: keys.map(() => 1) }],
  monthly: monthly ? [{ period: 1, values: keys.map(() => 1) }] : undefined,
  csvName: 'x-schedule.csv',
});

const share = { kind: 'share', name: 'breakdown', caption: 'Parts', parts: [] } as const;
const series = { kind: 'series', name: 'balance', caption: 'By year', periodLabel: 'Year', periods: [], series: [] } as const;

/** The calculators that draw a kind, by id, in the registry's order. */
/** The first contracts' calculators that draw a kind (tests/unit/contracted.ts), in the registry's order. */
const drawing = (kind: DrawingKind) =>
  CALCULATORS.filter((calculator) => CONTRACTED.includes(calculator.id) && calculator.draws.includes(kind)).map((calculator) => calculator.id);

describe('what a calculation draws, read from its details', () => {
  it('reads a loan’s schedule (principal and interest, by year and by month) as an amortization schedule with its CSV', () => {
    const details: CalculationDetails = { notes: [], charts: [], table: table(['payment', 'principal', 'interest', 'balance'], true) };
    expect(drawingKinds(details)).toEqual(['amortization-schedule', 'yearly-table', 'monthly-table', 'csv']);
  });

  it('reads a growth table (interest but no principal, by year only) as a yearly table, not a schedule', () => {
    const details: CalculationDetails = { notes: [], charts: [series], table: table(['deposits', 'interest', 'balance'], false) };
    expect(drawingKinds(details)).toEqual(['yearly-table', 'chart', 'csv']);
  });

  it('reads bracket tables and a part-of-a-whole chart', () => {
    const brackets = [{ name: '', caption: 'Bracket by bracket', rows: [], totals: { taxed: 0, tax: 0 } }];
    expect(drawingKinds({ notes: [], charts: [share], brackets })).toEqual(['bracket-table', 'breakdown-chart', 'chart']);
  });

  it('reads nothing from notes alone, or from no details', () => {
    expect(drawingKinds({ notes: [{ text: 'A note' }], charts: [] })).toEqual([]);
    expect(drawingKinds(undefined)).toEqual([]);
  });
});

describe('what each calculator draws, found from its guide’s worked example', () => {
  it('is what its details draw for that example, in the registry', () => {
    for (const calculator of CALCULATORS) {
      const outcome = runCalculatorWithDetails(calculators[calculator.id], guideExample(calculator.id));
      expect(outcome.ok, calculator.id).toBe(true);
      expect(calculator.draws, calculator.id).toEqual(drawingKinds(outcome.details));
      expect(calculator.draws, calculator.id).toEqual(exampleDrawings(calculator.id));
    }
  });

  it('gives an amortization schedule to the loan, mortgage, EMI, refinance and car loan pages, and to no other', () => {
    expect(drawing('amortization-schedule')).toEqual(['loan', 'mortgage', 'emi', 'refinance', 'autoLoan']);
    // Each of them can be read month by month as well as year by year.
    expect(drawing('monthly-table')).toEqual(drawing('amortization-schedule'));
  });

  it('gives a yearly table to the nine growth pages, SWP, rent vs buy and the safe withdrawal page, as well as to every schedule', () => {
    const growth = ['investment', 'retirement', 'savings', 'compound', 'inflation', 'sip', 'ppf', 'fd', 'rd', 'swp', 'rentVsBuy'];
    // HISTORY.md's table of every window has a row for each start year: a table by year, with its CSV.
    const history = ['safeWithdrawal'];
    expect([...drawing('yearly-table')].sort()).toEqual([...growth, ...history, ...drawing('amortization-schedule')].sort());
    // Every table can be downloaded.
    expect(drawing('csv')).toEqual(drawing('yearly-table'));
  });

  it('gives bracket tables to the two income tax pages', () => {
    expect(drawing('bracket-table')).toEqual(['tax', 'incomeTaxIndia']);
  });

  it('gives a breakdown line by line to the three pay pages of PAY.md and to XIRR\'s table of dated flows (DATED.md)', () => {
    const breakdown = CALCULATORS.filter((calculator) => calculator.draws.includes('breakdown-table')).map((calculator) => calculator.id);
    expect([...breakdown].sort()).toEqual(['hra', 'inHandSalary', 'paycheck', 'xirr']);
  });

  it('draws every kind on some page: no kind is named that nothing draws', () => {
    for (const kind of DRAWING_KINDS) expect(CALCULATORS.filter((calculator) => calculator.draws.includes(kind)).length, kind).toBeGreaterThan(0);
  });
});
