/**
 * What the three tax pages' workings share (WORKING.md): money shown as exactly as the arithmetic makes it, and a
 * tax as a share of an income. The bracket-by-bracket steps are in bracketWorking.ts, which the
 * self-employment page does not load.
 */
import { percentFigure, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';

/**
 * Money to up to 8 decimals, trailing zeros dropped to the cent: a whole percent of an amount in cents comes out
 * exact, so each later step redoes from the figure shown ($4,386.0444 at 12 % of $36,550.37).
 */
export const exactMoney =
  (w: WorkingWriter) =>
  (value: number): Figure =>
    w.money(value, 8);

/**
 * A list of steps and a writer of money steps into it (`add`), each shown as `exactMoney` shows it and returned as
 * the figure that the steps after it use.
 */
export function moneySteps(w: WorkingWriter) {
  const steps: WorkingStep[] = [];
  const money = exactMoney(w);
  const add = (name: string, text: string, terms: readonly Term[], value: number, hooks?: StepHooks): Figure => {
    const figure = money(value);
    steps.push(w.step(name, text, terms, value, () => figure, hooks));
    return figure;
  };
  return { steps, add, money };
}

/** A tax as a share of an income, the result `name`: tax ÷ income × 100 %. */
export function rateStep(w: WorkingWriter, name: string, text: string, tax: Figure, income: Figure, value: number): WorkingStep {
  return w.step(name, text, [tax, '/', income, '*', 100], value, (v) => percentFigure(w, v), { for: name });
}
