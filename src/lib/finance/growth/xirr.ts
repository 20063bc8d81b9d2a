/**
 * XIRR: the yearly rate r at which dated flows are worth 0 together, Σ amount_i / (1 + r)^t_i = 0 with t_i the years
 * (days / 365) from the first date. DATED.md asks for Excel's search: Newton's method from 10 %, stopping when two
 * iterates differ by less than 1e-10, failing after 100 iterations or at an iterate at or below −100 %; then bisection
 * on (−99.99 %, 1,000,000 %), and no rate when the two ends have the same sign.
 */

/** One flow: its amount and its time in years from the first date. */
export type TimedFlow = { readonly amount: number; readonly years: number };

const START = 0.1;
const TOLERANCE = 1e-10;
const MAX_ITERATIONS = 100;
const LOWEST = -0.9999;
const HIGHEST = 10_000;
const BISECTION_STEPS = 300;

/** The flows' value at the first date, discounted at `rate`. */
export function valueAt(rate: number, flows: readonly TimedFlow[]): number {
  return flows.reduce((sum, { amount, years }) => sum + amount / (1 + rate) ** years, 0);
}

/** d value / d rate. */
function slopeAt(rate: number, flows: readonly TimedFlow[]): number {
  return flows.reduce((sum, { amount, years }) => sum - (years * amount) / (1 + rate) ** (years + 1), 0);
}

function newton(flows: readonly TimedFlow[]): number | null {
  let rate = START;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const slope = slopeAt(rate, flows);
    const next = rate - valueAt(rate, flows) / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < TOLERANCE) return next;
    rate = next;
  }
  return null;
}

function bisection(flows: readonly TimedFlow[]): number | null {
  let [low, high] = [LOWEST, HIGHEST];
  const lowSign = Math.sign(valueAt(low, flows));
  const highSign = Math.sign(valueAt(high, flows));
  if (lowSign === 0) return low;
  if (highSign === 0) return high;
  if (lowSign === highSign || Number.isNaN(lowSign) || Number.isNaN(highSign)) return null;
  for (let step = 0; step < BISECTION_STEPS && high - low > TOLERANCE * Math.max(1, Math.abs(low)); step += 1) {
    const middle = (low + high) / 2;
    if (Math.sign(valueAt(middle, flows)) === lowSign) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The XIRR as a fraction (0.3734 for 37.34 %), or null when neither search finds a rate. */
export function xirrRate(flows: readonly TimedFlow[]): number | null {
  return newton(flows) ?? bisection(flows);
}

