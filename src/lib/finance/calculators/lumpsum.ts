/**
 * Lumpsum (SAVE.md): one sum invested once and left to grow, compounded once a year as fund houses illustrate it:
 * investment × (1 + rate/100)^years; with inflation entered, the maturity in today's money too.
 */
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import { inRupees } from '../rupees';
import { growthDetails, MAX_TABLE_YEARS, yearlyGrowth } from '../growth/growthDetails';
import { optional, positive, signed } from '../inputKinds';
import { growthFactor } from '../math/growth';
import { inTodaysMoney } from '../growth/todaysMoney';
import { amount, termInYears } from '../units';
import { inflationRate, yearlyReturn } from '../softLimits';

export const lumpsumRateFloor = 'Enter a yearly return above -100 %: an investment cannot lose more than its whole value.';
export const lumpsumYearsCap = 'Enter 100 years or less.';

export type LumpsumInputs = { investment: number; rate: number; years: number; inflation?: number };
export type LumpsumResult = { maturityValue: number; totalInvested: number; wealthGained: number; maturityToday?: number };

/** The investment after `years` (a last partial year included), as the result and every row of the table have it. */
export const lumpsumValue = ({ investment, rate }: LumpsumInputs, years: number) => investment * growthFactor(rate / 100, years);

/** The yearly table: the investment and what it has grown to by the end of each year. */
export const lumpsumTable = (inputs: LumpsumInputs) =>
  growthDetails('lumpsum', yearlyGrowth(inputs.years, (term) => ({ deposits: inputs.investment, balance: lumpsumValue(inputs, term) })));

export const lumpsum = defineCalculator<LumpsumInputs, LumpsumResult>({
  id: 'lumpsum',
  inputs: { investment: positive, rate: signed, years: positive, inflation: optional },
  defaults: {},
  units: { investment: amount('Investment'), rate: yearlyReturn(), years: termInYears('Investment period'), inflation: inflationRate('Inflation') },
  results: { maturityValue: 'money', totalInvested: 'money', wealthGained: 'money', maturityToday: 'money' },
  optionalResults: ['maturityToday'],
  ...inRupees,
  compute: (inputs) => {
    const { investment, rate, years, inflation } = inputs;
    const errors = [
      ...(rate <= -100 ? [{ field: 'rate', message: lumpsumRateFloor }] : []),
      ...(years > MAX_TABLE_YEARS ? [{ field: 'years', message: lumpsumYearsCap }] : []),
    ];
    if (errors.length > 0) return rejectFields(errors);
    const maturityValue = lumpsumValue(inputs, years);
    return accept({ maturityValue, totalInvested: investment, wealthGained: maturityValue - investment, ...inTodaysMoney({ maturityToday: maturityValue }, inflation, years) });
  },
  details: lumpsumTable,
  working: lazyWorking(() => import('../steps/lumpsum')),
});
