/**
 * Compound growth over n periods, written with log1p/expm1 so that tiny rates keep their precision
 * ((1 + 1e-12)^n - 1 would lose almost every digit) and huge ones overflow cleanly to Infinity,
 * which the calculators then reject, instead of producing Infinity / Infinity = NaN.
 */

/** (1 + rate)^periods */
export function growthFactor(rate: number, periods: number): number {
  return Math.exp(periods * Math.log1p(rate));
}

/**
 * ((1 + rate)^periods - 1) / rate: what a payment of 1 at the end of each period grows to
 * (the annuity factor). At rate 0 it is simply the number of periods.
 */
export function annuityFactor(rate: number, periods: number): number {
  if (rate === 0) return periods;
  return Math.expm1(periods * Math.log1p(rate)) / rate;
}
