/**
 * What the workings (WORKING.md) of NPV and IRR share: a flow in today's money (divided by what $1 grows to in a
 * year, once for each year it waits), and flows added up with a negative one taken away. NPV adds the flows' values
 * today and takes the investment away; IRR shows the flows' value today at the rate it found coming out at 0.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';

/** A figure without its sign, to be taken away: `a − b` rather than `a + (−b)`. */
const unsigned = (figure: Figure): Figure => (figure.value < 0 ? { show: figure.show.slice(1), expr: figure.expr.slice(1), value: -figure.value } : figure);

/** Terms that add groups up, each led by a figure (`$3,000.00 ÷ 1.1²`); a negative one is taken away. */
export function addUp(groups: readonly (readonly [Figure, ...Term[]])[]): Term[] {
  return groups.flatMap(([figure, ...rest], index) => (index === 0 ? [figure, ...rest] : [...added(figure), ...rest]));
}

/** A figure added to what comes before it, or taken away if it is negative. */
export const added = (figure: Figure): Term[] => [figure.value < 0 ? '-' : '+', unsigned(figure)];

/** A flow divided by the factor once for each year it waits: `$3,000.00 ÷ 1.08²` (year 0 stays as it is). */
export const discounted = (flow: Figure, factor: Figure, year: number): [Figure, ...Term[]] =>
  year === 0 ? [flow] : year === 1 ? [flow, '/', factor] : [flow, '/', factor, '^', year];

/** Once for each year a flow waits, in words. */
const waits = (year: number): string => (year === 1 ? 'once, as it comes in a year' : `once for each of the ${String(year)} years it waits`);

/** Year `year`'s flow in today's money, shown as `shown` writes it. */
export function flowToday(w: WorkingWriter, flow: Figure, factor: Figure, year: number, shown: (value: number) => Figure): WorkingStep {
  const text = `Year ${String(year)}'s flow in today's money: divided by ${factor.show} ${waits(year)}`;
  return w.step(`year${String(year)}`, text, discounted(flow, factor, year), flow.value / factor.value ** year, shown);
}
