/**
 * What the three tax pages' workings share (WORKING.md): money shown as the arithmetic makes it, to the cent where it
 * comes out there and to at most `decimals` past it ("before rounding") where a later step needs them; each step's
 * value is worked from the figures shown before it, as a reader redoes it; a tax as a share of an income; and the
 * main line. The bracket-by-bracket steps (bracketWorking.ts) are exported from here too, so that the three pages'
 * shared working is one chunk rather than two, each paying its own gzip overhead (0.14 KB on the India page).
 */
export * from './bracketWorking';
import { mainLineFirst, MAIN_LINE_STEPS, percentDecimals, percentFigure, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';

/**
 * A list of steps and a writer of money steps into it (`add`), each shown to up to `decimals` and returned as the
 * figure that the steps after it use.
 */
export function moneySteps(w: WorkingWriter, decimals = 4) {
  const steps: WorkingStep[] = [];
  const money = (value: number): Figure => w.money(value, decimals);
  const add = (name: string, text: string, terms: readonly Term[], value: number, hooks?: StepHooks): Figure => {
    const figure = money(value);
    steps.push(w.step(name, text, terms, value, () => figure, hooks));
    return figure;
  };
  return { steps, add, money };
}

/** `a − b …`, written as "the larger of 0 and (a − b …)" only where it would go below 0. */
export const atLeastZero = (terms: readonly Term[], value: number): Term[] => (value < 0 ? ['max(', 0, ',', ...terms, ')'] : [...terms]);

/** The percentage 100 %, which turns a share into a percentage (`$13,614.00 ÷ $85,000.00 × 100 %`). */
const HUNDRED = 100;

/**
 * A tax as a share of an income, the result `name`. `lands` says whether redoing it from the tax as shown gives the
 * rate to the digits the step shows; a working whose tax is shown past the cent tries more decimals when it does not.
 */
export function rateStep(w: WorkingWriter, name: string, text: string, tax: Figure, income: Figure, result: number): { step: WorkingStep; lands: boolean } {
  // The result to 12 significant digits: 11.94 %, not 11.940000 % for 11.940000000000001.
  const value = Number(result.toPrecision(12));
  const step = w.step(name, text, [tax, '/', income, '*', w.percent(HUNDRED)], value, (v) => percentFigure(w, v), { for: name });
  const redone = income.value > 0 ? (tax.value / income.value) * HUNDRED : 0;
  return {
    step,
    lands: Math.abs(redone - value) <= 0.4 * 10 ** -percentDecimals(value),
  };
}

/** The working shown to the fewest decimals of money (4, else 5 or 6) at which every step lands on its figure. */
export function landing(build: (decimals: number) => { steps: WorkingStep[]; lands: boolean }): WorkingStep[] {
  let built = build(4);
  for (let decimals = 5; !built.lands && decimals <= 6; decimals += 1) built = build(decimals);
  return built.steps;
}

/**
 * The main line (WORKING.md): groups of steps, each reaching a result, in the order the page shows the results; each
 * joins the main line while it fits in 12 steps, and the rest, with `detail` (each slab), wait in "Show every
 * step". A group relies only on the groups before it that are on the main line.
 */
export function mainLine(groups: readonly (readonly WorkingStep[])[], detail: readonly WorkingStep[]): WorkingStep[] {
  let room = MAIN_LINE_STEPS;
  const placed = groups.flatMap((group) => {
    const fits = group.length <= room;
    if (fits) room -= group.length;
    return group.map((step) => ({ ...step, more: !fits }));
  });
  const { main, more } = mainLineFirst([...placed, ...detail.map((step) => ({ ...step, more: true }))]);
  return [...main, ...more];
}
