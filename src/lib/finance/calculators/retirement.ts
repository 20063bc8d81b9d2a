/**
 * Retirement: the investment formula over the years until retirement (CALCULATORS.md), with DEPTH.md's income
 * from the nest egg at a withdrawal rate and the nest egg in today's money.
 */
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { nonNegative, optional, positive } from '../inputKinds';
import { monthlySavingsGrowth } from '../growth/futureValue';
import { inTodaysMoney } from '../growth/todaysMoney';
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
  /**
   * % a year, to state the nest egg and its income in today's money. Blank reads as 0, as does a field left out: with
   * no inflation there is no figure in today's money (the notes say the savings are in future dollars only).
   */
  inflation?: number;
};
export type RetirementResult = {
  retirementSavings: number;
  totalContributions: number;
  totalEarnings: number;
  yearsToRetirement: number;
  annualIncome: number;
  monthlyIncome: number;
  /** Only with inflation entered (above 0): without it, a figure "in today's money" would only repeat the savings. */
  savingsToday?: number;
  /** DEPTH.md: only when inflation is above 0. */
  annualIncomeToday?: number;
};

/** Where the default withdrawal rate comes from, shown with the income. */
const FOUR_PERCENT_RULE = {
  text: 'The 4 % default is the “4 % rule” of William Bengen (1994) and the Trinity study (1998): in US market history, withdrawing 4 % of the starting nest egg a year, raised with inflation, lasted at least 30 years. It is a rule of thumb, not a promise.',
};

/**
 * Why no figure is in today's money: no inflation was entered. A blank field and a typed 0 read alike (an optional
 * field reads blank as 0), and at 0 % such a figure would only repeat the savings, looking adjusted when it is not.
 */
export const NO_INFLATION = {
  name: 'no-inflation',
  text: 'No inflation entered (the field is blank or 0 %): the savings and the income are shown in future dollars only, not in today’s money. Enter an inflation rate to see them in today’s money too.',
};

/** The yearly table of the savings until retirement, with the age at each year's end, the 4 % rule's source, and with no inflation, a note that says so. */
export const retirementDetails = ({ currentAge, retirementAge, currentSavings, monthlyContribution, rate, inflation }: Required<RetirementInputs>): CalculationDetails =>
  growthDetails(
    'retirement',
    yearlyGrowth(retirementAge - currentAge, (term) => {
      const growth = monthlySavingsGrowth(currentSavings, monthlyContribution, rate, term);
      return { deposits: growth.contributions, balance: growth.futureValue, extra: [currentAge + term] };
    }),
    { extraColumns: [{ key: 'age', label: 'Age', format: 'count' }], notes: inflation > 0 ? [FOUR_PERCENT_RULE] : [FOUR_PERCENT_RULE, NO_INFLATION] },
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
  optionalResults: ['savingsToday', 'annualIncomeToday'],
  currency: 'USD',
  overflowField: 'currentSavings',
  compute: ({ currentAge, retirementAge, currentSavings, monthlyContribution, rate, withdrawalRate, inflation }) => {
    // A withdrawal rate above 100 % is refused by its unit's ceiling, like every share.
    if (retirementAge <= currentAge) return rejectFields([{ field: 'retirementAge', message: retirementAfterCurrentAge }]);
    const yearsToRetirement = retirementAge - currentAge;
    const growth = monthlySavingsGrowth(currentSavings, monthlyContribution, rate, yearsToRetirement);
    const annualIncome = (growth.futureValue * withdrawalRate) / 100;

    return accept({
      retirementSavings: growth.futureValue,
      totalContributions: growth.contributions,
      totalEarnings: growth.earnings,
      yearsToRetirement,
      annualIncome,
      monthlyIncome: (growth.futureValue * withdrawalRate) / 1200,
      // The nest egg and its income in today's money, once there is inflation to take out (NO_INFLATION says why not).
      ...inTodaysMoney({ savingsToday: growth.futureValue, annualIncomeToday: annualIncome }, inflation, yearsToRetirement),
    });
  },
  details: retirementDetails,
  working: lazyWorking(() => import('../steps/retirement')),
});
