/**
 * Internal rate of return: the periodic rate at which the net present value of the flows (the first
 * at t = 0) is zero. SPEC.md section 9 prescribes Newton's method from 10 %, at most 100 steps,
 * tolerance 1e-7; we keep that as the first attempt so results match the original wherever it
 * worked. Newton can overshoot below -100 % or wander off when the NPV curve is flat, even though a
 * root exists, so whenever it gives up we look for a sign change and bisect it.
 */

const NEWTON_START = 0.1;
const NEWTON_MAX_STEPS = 100;
const NEWTON_TOLERANCE = 1e-7;

/**
 * The bracket search works on g = ln(1 + rate): equal steps in g are equal ratios in (1 + rate),
 * dense near -100 % and near 0, sparse at absurd rates. Steps of 0.005 are 0.5 % apart in (1 + rate);
 * two roots closer than that cancel out in one step and are not seen (Newton usually finds such
 * pairs, as they sit where the curve is flat). It starts at -99.99 % and ends above the largest possible root
 * (see highestPossibleRate), so a root is never missed for being far from Newton's start.
 */
const SCAN_LOWEST = Math.log(1e-4);
const SCAN_STEP = 0.005;
const BISECTION_STEPS = 200;
const NOISE_FLOOR = 1e-12;

/** NPV of the flows at `rate`, the first flow at t = 0. */
export function presentValueAt(rate: number, flows: readonly number[]): number {
  let total = 0;
  let discount = 1;
  for (const flow of flows) {
    total += flow / discount;
    discount *= 1 + rate;
  }
  return total;
}

/** d NPV / d rate, for Newton's method. */
function presentValueSlope(rate: number, flows: readonly number[]): number {
  let slope = 0;
  for (let t = 1; t < flows.length; t += 1) {
    slope -= (t * (flows[t] ?? 0)) / Math.pow(1 + rate, t + 1);
  }
  return slope;
}

/** SPEC.md's Newton iteration; null when it does not converge inside the domain rate > -1. */
function newton(flows: readonly number[]): number | null {
  let rate = NEWTON_START;
  for (let step = 0; step < NEWTON_MAX_STEPS; step += 1) {
    const value = presentValueAt(rate, flows);
    const slope = presentValueSlope(rate, flows);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < NEWTON_TOLERANCE) return next;
    rate = next;
  }
  return null;
}

/** The NPV as a function of g = ln(1 + rate); NaN where it cannot be computed in floating point. */
function presentValueAtLog(g: number, flows: readonly number[]): number {
  return presentValueAt(Math.expm1(g), flows);
}

/**
 * No IRR can exceed max |CF_t| / |CF_0| (t >= 1). In x = 1 / (1 + rate) the NPV is the polynomial
 * sum CF_t x^t, and Cauchy's bound puts every root at |x| >= |CF_0| / (|CF_0| + max |CF_t|).
 * With CF_0 = 0 every rate is bounded only by doubles; then a generous 10^8 % serves.
 */
function highestPossibleRate(flows: readonly number[]): number {
  const [first = 0, ...later] = flows;
  const largestLater = later.reduce((largest, flow) => Math.max(largest, Math.abs(flow)), 0);
  const bound = first === 0 ? 1e6 : largestLater / Math.abs(first);
  return Math.min(Math.max(bound, 1), Number.MAX_VALUE / 2) * 2;
}

/**
 * Finds every sign change of the NPV over the scan range, bisects the one nearest Newton's start
 * (so with several IRRs we report the one a person starting from 10 % would expect), and returns
 * the rate. Null when the NPV never changes sign: then there is no real IRR to report.
 */
function bracketedRoot(flows: readonly number[]): number | null {
  const target = Math.log1p(NEWTON_START);
  const highest = Math.log1p(highestPossibleRate(flows));
  const samples = Math.ceil((highest - SCAN_LOWEST) / SCAN_STEP);
  let best: { low: number; high: number } | null = null;
  let previous: { g: number; value: number } | null = null;
  for (let i = 0; i <= samples; i += 1) {
    const g = SCAN_LOWEST + ((highest - SCAN_LOWEST) * i) / samples;
    const value = presentValueAtLog(g, flows);
    if (!Number.isFinite(value)) {
      previous = null; // an overflowed sample cannot bound a root
      continue;
    }
    if (value === 0) return Math.expm1(g);
    if (previous !== null && Math.sign(previous.value) !== Math.sign(value)) {
      const candidate = { low: previous.g, high: g };
      const distance = Math.abs((candidate.low + candidate.high) / 2 - target);
      if (best === null || distance < Math.abs((best.low + best.high) / 2 - target)) {
        best = candidate;
      }
    }
    previous = { g, value };
  }
  if (best === null) return null;

  let { low, high } = best;
  const lowSign = Math.sign(presentValueAtLog(low, flows));
  for (let step = 0; step < BISECTION_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break; // the bracket is as narrow as doubles allow
    const value = presentValueAtLog(middle, flows);
    if (value === 0) return Math.expm1(middle);
    if (Math.sign(value) === lowSign) low = middle;
    else high = middle;
  }
  return Math.expm1((low + high) / 2);
}

/**
 * The IRR in percent (12.5 means 12.5 %), or null when the flows have no real IRR.
 * Never returns a rate at or below -100 %, NaN, Infinity or -0.
 */
export function irr(flows: readonly number[]): number | null {
  const rate = newton(flows) ?? bracketedRoot(flows);
  if (rate === null || !Number.isFinite(rate) || rate <= -1) return null;
  // Below 1e-12 the digits are float noise from the iteration (the exact answer of -100, 100 is 0,
  // Newton lands on ~1e-17): report 0 rather than 1.1e-15 %.
  if (Math.abs(rate) < NOISE_FLOOR) return 0;
  return rate * 100;
}
