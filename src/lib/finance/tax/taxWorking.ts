/**
 * What the three tax pages' workings share (WORKING.md): money shown as exactly as the arithmetic makes it, and a
 * rate in % to 12 significant digits. The bracket-by-bracket steps are in bracketWorking.ts, which the
 * self-employment page does not load.
 */
import type { Figure, StepHooks, Term, WorkingStep, WorkingWriter } from '../working';

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

/**
 * A rate in %, to 12 significant digits. A rate that only float noise keeps from its shorter form (10,149 ÷ 85,000
 * × 100 is 11.940000000000001) keeps zeros to 8 significant digits, 11.940000 %, so that the figure says how far it
 * was rounded.
 */
export function percentFigure(w: WorkingWriter, value: number): Figure {
  const { show, expr, value: shown } = w.factor(value);
  const digits = expr.replace(/^-?0*\.?0*/, '').replace('.', '').length;
  const zeros = shown === value || digits >= 8 ? '' : `${expr.includes('.') ? '' : '.'}${'0'.repeat(8 - digits)}`;
  return { show: `${show}${zeros}\u00a0%`, expr: expr + zeros, value: shown };
}

/** A tax as a share of an income, the result `name`: tax ÷ income × 100 %. */
export function rateStep(w: WorkingWriter, name: string, text: string, tax: Figure, income: Figure, value: number): WorkingStep {
  return w.step(name, text, [tax, '/', income, '*', 100], value, (v) => percentFigure(w, v), { for: name });
}
