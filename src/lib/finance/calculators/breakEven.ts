/**
 * Break-even: units = fixed costs / (price - variable cost), rounded UP (a part unit still has to be
 * sold whole); revenue = units x price (CALCULATORS.md).
 */
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import { nonNegative, positive } from '../inputKinds';
import { ceilWhole } from '../math/numbers';
import { amount } from '../units';

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
  working: lazyWorking(() => import('../steps/breakEven')),
});
