/** The breakEven calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import type { BreakEvenInputs, BreakEvenResult } from '../calculators/breakEven';

/** What each sale contributes, the fixed costs divided by it and rounded up to whole units, and their revenue. */
export const working: (inputs: Required<BreakEvenInputs>, result: BreakEvenResult) => Working = ({ fixedCosts, variableCost, price }, result) => {
  const w = workingFor('USD');
  const priceFigure = exactMoney(w, price);
  const contribution = exactMoney(w, price - variableCost, Math.max(places(price), places(variableCost)));
  const divided = [exactMoney(w, fixedCosts), '/', contribution] as const;
  const units = w.count(result.units);
  // compute forgives float noise a billionth from a whole number (1.1 ÷ 0.1 is 11 units, not 12): a division that
  // comes out whole is shown as it is, with nothing to round up.
  const whole = Math.abs(divided[0].value / contribution.value - result.units) <= 1e-9 * result.units;
  const sell = 'The units to sell to break even: the fixed costs divided by what each sale contributes';
  return [
    w.step('contribution', 'What each sale contributes toward the fixed costs: the price less the variable cost', [priceFigure, '-', exactMoney(w, variableCost)], contribution.value, () => contribution),
    whole
      ? w.step('units', `${sell}, which comes out a whole number`, divided, result.units, () => units, { for: 'units' })
      : w.step('units', `${sell} (part of a unit cannot be sold, so it is rounded up)`, ['ceil(', ...divided, ')'], result.units, () => units, { for: 'units' }),
    w.step('revenue', 'The break-even revenue: those units times the price', [units, '*', priceFigure], result.revenue, w.money, { for: 'revenue' }),
  ];
};
