/** Small numeric helpers shared by the calculators. */

/** Rounds to `decimals` places, half away from zero, and never gives -0. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  // Number.EPSILON nudge: 1.005 is stored as 1.00499999..., but people (and the contract) expect 1.01.
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale * (1 + Number.EPSILON))) / scale;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The smallest whole number >= value, forgiving float noise: 1.1 / 0.1 is 11.000000000000002 in
 * doubles and must give 11 units, not 12. (Never forgives down to 0: any positive need is 1 or more.)
 */
export function ceilWhole(value: number): number {
  const nearest = Math.round(value);
  if (nearest >= 1 && Math.abs(value - nearest) <= 1e-9 * Math.max(1, Math.abs(value))) return nearest;
  return Math.ceil(value);
}
