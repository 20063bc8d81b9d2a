/**
 * Inflation (SPEC.md section 9): what the amount will cost after `years` of inflation, what it will
 * then buy in today's money, and the difference.
 */
import { accept, defineCalculator, lazyWorking } from '../define';
import { inflationDetails } from '../growth/growthDetails';
import { nonNegative, positive } from '../inputKinds';
import { growthFactor } from '../math/growth';
import { amount } from '../units';
import { inflationRate } from '../softLimits';
import type { CalculationDetails } from '../details';

export type InflationInputs = { amount: number; rate: number; years: number };
export type InflationResult = { futureValue: number; purchasingPower: number; inflationImpact: number };

/** The price and what the amount buys, year by year. */
export const inflationTable = ({ amount, rate, years }: InflationInputs): CalculationDetails =>
  inflationDetails(years, (term) => {
    const growth = growthFactor(rate / 100, term);
    return { futureValue: amount * growth, purchasingPower: amount / growth };
  });

export const inflation = defineCalculator<InflationInputs, InflationResult>({
  id: 'inflation',
  inputs: { amount: positive, rate: nonNegative, years: positive },
  defaults: {},
  units: { amount: amount('Amount'), rate: inflationRate('Inflation rate'), years: { unit: 'years', what: 'Number of years' } },
  results: { futureValue: 'money', purchasingPower: 'money', inflationImpact: 'money' },
  currency: 'USD',
  compute: ({ amount, rate, years }) => {
    const growth = growthFactor(rate / 100, years);
    const futureValue = amount * growth;
    return accept({ futureValue, purchasingPower: amount / growth, inflationImpact: futureValue - amount });
  },
  details: inflationTable,
  working: lazyWorking(() => import('../steps/inflation')),
});
