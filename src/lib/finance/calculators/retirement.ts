/**
 * Retirement: the investment formula over the years until retirement (CALCULATORS.md), with DEPTH.md's income
 * from the nest egg at a withdrawal rate and the nest egg in today's money.
 */
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { nonNegative, optional, positive } from '../inputKinds';
import { growthFactor } from '../math/growth';
import { monthlySavingsGrowth } from '../growth/futureValue';
import { age, amount, monthly, MONTHLY_SAVING } from '../units';
import { inflationRate, yearlyReturn } from '../softLimits';
import type { CalculationDetails } from '../details';

export const retirementAfterCurrentAge = 'Must be greater than your current age.';

export type RetirementInputs = {
  currentAge: number;
  retirementAge: number;
  currentSavings: number;
  monthlyContribution: number;
  rate: number;
  /** % of the nest egg taken each year (DEPTH.md; 4 by default, the "4 % rule"). */
  withdrawalRate?: number;
  /** % a year, to state the nest egg in today's money (blank 0). */
  inflation?: number;
};
export type RetirementResult = {
  retirementSavings: number;
  totalContributions: number;
  totalEarnings: number;
  yearsToRetirement: number;
  annualIncome: number;
  monthlyIncome: number;
  savingsToday: number;
  /** DEPTH.md: only when inflation is above 0. */
  annualIncomeToday?: number;
};

/** Where the default withdrawal rate comes from, shown with the income. */
const FOUR_PERCENT_RULE = {
  text: 'The 4 % default is the “4 % rule” of William Bengen (1994) and the Trinity study (1998): in US market history, withdrawing 4 % of the starting nest egg a year, raised with inflation, lasted at least 30 years. It is a rule of thumb, not a promise.',
};

/** The yearly table of the savings until retirement, with the age at each year's end, and the 4 % rule's source. */
export const retirementDetails = ({ currentAge, retirementAge, currentSavings, monthlyContribution, rate }: Required<RetirementInputs>): CalculationDetails =>
  growthDetails(
    'retirement',
    yearlyGrowth(retirementAge - currentAge, (term) => {
      const growth = monthlySavingsGrowth(currentSavings, monthlyContribution, rate, term);
      return { deposits: growth.contributions, balance: growth.futureValue, extra: [currentAge + term] };
    }),
    { extraColumns: [{ key: 'age', label: 'Age', format: 'count' }], notes: [FOUR_PERCENT_RULE] },
  );

export const retirement = defineCalculator<RetirementInputs, RetirementResult>({
  id: 'retirement',
  inputs: {
    currentAge: positive,
    retirementAge: positive,
    currentSavings: nonNegative,
    monthlyContribution: nonNegative,
    rate: positive,
    // DEPTH.md: blank means the 4 % rule.
    withdrawalRate: { ...positive, blank: 4 },
    inflation: optional,
  },
  defaults: { withdrawalRate: '4' },
  units: {
    currentAge: age('Current age'),
    retirementAge: age('Retirement age'),
    currentSavings: amount('Current savings'),
    monthlyContribution: monthly('Monthly contribution', MONTHLY_SAVING.USD),
    rate: yearlyReturn(),
    withdrawalRate: { unit: 'percent', what: 'Withdrawal rate', per: ' a year', fractionUpTo: 30, atMost: 100 },
    inflation: inflationRate('Inflation'),
  },
  results: {
    retirementSavings: 'money',
    totalContributions: 'money',
    totalEarnings: 'money',
    yearsToRetirement: 'count',
    annualIncome: 'money',
    monthlyIncome: 'money',
    savingsToday: 'money',
    annualIncomeToday: 'money',
  },
  optionalResults: ['annualIncomeToday'],
  currency: 'USD',
  overflowField: 'currentSavings',
  compute: ({ currentAge, retirementAge, currentSavings, monthlyContribution, rate, withdrawalRate, inflation }) => {
    // A withdrawal rate above 100 % is refused by its unit's ceiling, like every share.
    if (retirementAge <= currentAge) return rejectFields([{ field: 'retirementAge', message: retirementAfterCurrentAge }]);
    const yearsToRetirement = retirementAge - currentAge;
    const growth = monthlySavingsGrowth(currentSavings, monthlyContribution, rate, yearsToRetirement);
    return accept({
      retirementSavings: growth.futureValue,
      totalContributions: growth.contributions,
      totalEarnings: growth.earnings,
      yearsToRetirement,
      annualIncome: (growth.futureValue * withdrawalRate) / 100,
      monthlyIncome: (growth.futureValue * withdrawalRate) / 1200,
      savingsToday: growth.futureValue / growthFactor(inflation / 100, yearsToRetirement),
      // The income in today's money, beside the nest egg in today's money, once there is inflation to take out.
      ...(inflation > 0 ? { annualIncomeToday: (growth.futureValue * withdrawalRate) / 100 / growthFactor(inflation / 100, yearsToRetirement) } : {}),
    });
  },
  details: retirementDetails,
  working: lazyWorking(() => import('../steps/retirement')),
});
