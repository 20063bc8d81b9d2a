/**
 * Break-even: units = fixed costs / (price - variable cost), rounded UP (a part unit still has to be
 * sold whole); revenue = units x price (CALCULATORS.md).
 */
import { accept, defineCalculator, rejectFields } from '../define';
import { nonNegative, positive } from '../inputKinds';
import { ceilWhole } from '../math/numbers';
import { amount } from '../units';
import { exactMoney, places } from '../everydayWorking';
import { workingFor } from '../working';

export const priceAboveVariableCost = 'Must be more than the variable cost per unit.';

export type BreakEvenInputs = { fixedCosts: number; variableCost: number; price: number };
export type BreakEvenResult = { units: number; revenue: number };

export const breakEven = defineCalculator<BreakEvenInputs, BreakEvenResult>({
  id: 'breakEven',
  inputs: { fixedCosts: positive, variableCost: nonNegative, price: positive },
  defaults: {},
  units: { fixedCosts: amount('Fixed costs'), variableCost: amount('Variable cost per unit'), price: amount('Selling price per unit') },
  results: { units: 'count', revenue: 'money' },
  currency: 'USD',
  compute: ({ fixedCosts, variableCost, price }) => {
    // Each sale must contribute something towards the fixed costs, or break-even never comes.
    if (price <= variableCost) return rejectFields([{ field: 'price', message: priceAboveVariableCost }]);
    const units = ceilWhole(fixedCosts / (price - variableCost));
    return accept({ units, revenue: units * price });
  },
  // What each sale contributes, the sales that pay the fixed costs, rounded up to whole units, and their revenue.
  working: ({ fixedCosts, variableCost, price }, result) => {
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
  },
});
