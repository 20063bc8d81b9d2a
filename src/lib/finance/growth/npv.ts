/**
 * Net present value of flows at the end of periods 1..n (SPEC.md section 9), at an annual
 * percentage. Like Excel's NPV, the first value is discounted one whole period.
 */
export function npv(ratePercent: number, flowsFromPeriodOne: readonly number[]): number {
  const discount = 1 + ratePercent / 100;
  let total = 0;
  let factor = 1;
  for (const flow of flowsFromPeriodOne) {
    factor *= discount;
    total += flow / factor;
  }
  return total;
}
