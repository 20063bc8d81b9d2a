/**
 * Compound interest: A = P (1 + rate/100/f)^(f x years) (CALCULATORS.md).
 * `frequency` is a select whose options are the strings '1', '2', '4', '12', '365'; `calculate`
 * receives it as a NUMBER (readInputs converts it), e.g. { frequency: 12 } for monthly.
 */
import { accept, defineCalculator, lazyWorking } from '../define';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { positive } from '../inputKinds';
import { growthFactor } from '../math/growth';
import { amount, termInYears } from '../units';
import { yearlyReturn } from '../softLimits';
import type { CalculationDetails } from '../details';

/** Annually, semi-annually, quarterly, monthly, daily (SPEC.md section 9). */
export const COMPOUND_FREQUENCIES = ['1', '2', '4', '12', '365'] as const;

export type CompoundInputs = { principal: number; rate: number; years: number; frequency: number };
export type CompoundResult = { finalAmount: number; totalInterest: number; principal: number };

/** The balance year by year, each row the formula for that many years. */
export const compoundTable = ({ principal, rate, years, frequency }: CompoundInputs): CalculationDetails =>
  growthDetails(
    'compound',
    yearlyGrowth(years, (term) => ({ deposits: principal, balance: principal * growthFactor(rate / 100 / frequency, frequency * term) })),
  );

export const compound = defineCalculator<CompoundInputs, CompoundResult>({
  id: 'compound',
  inputs: {
    principal: positive,
    rate: positive,
    years: positive,
    frequency: { kind: 'choice', options: COMPOUND_FREQUENCIES, numeric: true },
  },
  defaults: { frequency: '12' },
  units: { principal: amount('Principal'), rate: yearlyReturn('Interest rate'), years: termInYears('Time period') },
  results: { finalAmount: 'money', totalInterest: 'money', principal: 'money' },
  currency: 'USD',
  compute: ({ principal, rate, years, frequency }) => {
    const finalAmount = principal * growthFactor(rate / 100 / frequency, frequency * years);
    return accept({ finalAmount, totalInterest: finalAmount - principal, principal });
  },
  details: compoundTable,
  working: lazyWorking(() => import('../steps/compound')),
});
