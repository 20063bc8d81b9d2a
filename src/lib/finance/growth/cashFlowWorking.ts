/**
 * What the workings (WORKING.md) of NPV and IRR share: flows discounted year by year, and added up with a negative
 * one taken away. NPV shows each discounted flow and their sum; IRR, the flows' NPV at the rate it found coming out
 * at 0. Each writes its steps in its own definition.
 */
import type { Figure, Term } from '../working';

/** A figure without its sign, to be taken away: `a − b` rather than `a + (−b)`. */
const unsigned = (figure: Figure): Figure => (figure.value < 0 ? { show: figure.show.slice(1), expr: figure.expr.slice(1), value: -figure.value } : figure);

/** Terms that add groups up, each led by a figure (`$3,000.00 ÷ 1.1^2`); a negative one is taken away. */
export function addUp(groups: readonly (readonly [Figure, ...Term[]])[]): Term[] {
  return groups.flatMap(([figure, ...rest], index) =>
    index === 0 ? [figure, ...rest] : [figure.value < 0 ? ('-' as const) : ('+' as const), unsigned(figure), ...rest],
  );
}

/** A flow divided by the factor once for each year it waits: `$3,000.00 ÷ 1.08^2` (year 0 stays as it is). */
export const discounted = (flow: Figure, factor: Figure, year: number): [Figure, ...Term[]] =>
  year === 0 ? [flow] : year === 1 ? [flow, '/', factor] : [flow, '/', factor, '^', year];
