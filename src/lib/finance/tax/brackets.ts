/** Progressive tax: each slice of income is taxed at its own bracket's rate. */

/** One bracket an income reaches: its rate in %, its edges (`to` is null for the top one), the income in it and its tax. */
export interface BracketSlice {
  readonly rate: number;
  readonly from: number;
  readonly to: number | null;
  readonly taxed: number;
  readonly tax: number;
}

/**
 * The brackets an income reaches, lowest first (none for an income of 0). `rates` are in %; `tops` are the upper
 * edges of every bracket but the last, which has none. Rates stay whole percents so that $33,725 at 12 % is exactly
 * $4,047, not 4046.999….
 */
export function bracketSlices(income: number, rates: readonly number[], tops: readonly number[]): BracketSlice[] {
  const slices: BracketSlice[] = [];
  let from = 0;
  for (const [index, rate] of rates.entries()) {
    if (income <= from) break;
    const to = tops[index] ?? null;
    const taxed = (to === null ? income : Math.min(income, to)) - from;
    slices.push({ rate, from, to, taxed, tax: (taxed * rate) / 100 });
    if (to === null) break;
    from = to;
  }
  return slices;
}
