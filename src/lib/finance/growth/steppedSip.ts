/**
 * A SIP whose instalment rises by a fixed % every 12 months (DEPTH.md's step-up). The instalment in month m
 * (from 1) is monthly × (1 + step)^floor((m − 1) / 12), paid at the start of its month, so
 * maturity = Σ payment_m (1 + r)^(n − m + 1). Summed a year at a time (each year's 12 equal instalments are an
 * annuity), so even a long term costs one step per year.
 */
import { annuityFactor, growthFactor } from '../math/growth';

export interface SteppedSip {
  readonly maturity: number;
  readonly invested: number;
}

/** `months` must be whole. */
export function steppedSip(monthly: number, monthlyRate: number, months: number, stepUpPercent: number): SteppedSip {
  let maturity = 0;
  let invested = 0;
  for (let start = 0, year = 0; start < months && Number.isFinite(maturity); start += 12, year += 1) {
    const instalment = monthly * growthFactor(stepUpPercent / 100, year);
    const count = Math.min(12, months - start);
    // This year's instalments at the start of each month, valued at the end of its last month, then grown to the end.
    const atYearEnd = instalment * annuityFactor(monthlyRate, count) * (1 + monthlyRate);
    maturity += atYearEnd * growthFactor(monthlyRate, months - start - count);
    invested += instalment * count;
  }
  return { maturity, invested };
}
