/** The breakEven calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import type { BreakEvenInputs, BreakEvenResult } from '../calculators/breakEven';

export const working: (inputs: Required<BreakEvenInputs>, result: BreakEvenResult) => Working = ({ fixedCosts, variableCost, price }, result) => {
  const w = workingFor('USD');
  const priceFigure = exactMoney(w, price);
  const contribution = exactMoney(w, price - variableCost, Math.max(places(price), places(variableCost)));
  let sales = w.factor(fixedCosts / contribution.value);
  // compute forgives float noise a billionth from a whole number (1.1 ÷ 0.1 is 11 units, not 12): so does the working.
  if (Math.ceil(sales.value) !== result.units) sales = w.count(result.units);
  const units = w.count(result.units);
  return [
    w.step('contribution', 'What each sale contributes toward the fixed costs: the price less the variable cost', [priceFigure, '-', exactMoney(w, variableCost)], contribution.value, () => contribution),
    w.step('sales', 'The sales that pay the fixed costs: the fixed costs divided by that contribution', [exactMoney(w, fixedCosts), '/', contribution], sales.value, () => sales),
    w.step('units', 'The break-even units: rounded up to a whole unit, as part of one cannot be sold', ['ceil(', sales, ')'], result.units, () => units, { for: 'units' }),
    w.step('revenue', 'The break-even revenue: those units times the price', [units, '*', priceFigure], result.revenue, w.money, { for: 'revenue' }),
  ];
};
