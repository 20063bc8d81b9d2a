/**
 * Compound interest: A = P (1 + rate/100/f)^(f x years) (CALCULATORS.md).
 * `frequency` is a select whose options are the strings '1', '2', '4', '12', '365'; `calculate`
 * receives it as a NUMBER (readInputs converts it), e.g. { frequency: 12 } for monthly.
 */
import { accept, defineCalculator } from '../define';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { positive } from '../inputKinds';
import { growthFactor } from '../math/growth';
import { amount, termInYears } from '../units';
import { yearlyReturn } from '../softLimits';
import type { CalculationDetails } from '../details';
import { factorDigits, stepList } from '../growth/growthWorking';
import { workingFor } from '../working';

/** Annually, semi-annually, quarterly, monthly, daily (SPEC.md section 9). */
export const COMPOUND_FREQUENCIES = ['1', '2', '4', '12', '365'] as const;

export type CompoundInputs = { principal: number; rate: number; years: number; frequency: number };
export type CompoundResult = { finalAmount: number; totalInterest: number; principal: number };

/** The balance year by year, each row the formula for that many years. */
const compoundTable = ({ principal, rate, years, frequency }: CompoundInputs): CalculationDetails =>
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
  working: ({ principal, rate, years, frequency }, result) => {
    const list = stepList(workingFor('USD'), factorDigits(result, (rate / 100) * years));
    const { typed, add, give } = list;
    const amount = typed.money(principal);
    const perYear = typed.count(frequency);
    const periods = add('periods', `The number of times interest is added: the years times ${perYear.show} times a year`, [typed.count(years), '*', perYear], years * frequency, typed.count);
    const periodRate = add('periodRate', `The rate for each period: the yearly rate divided by 100, and by ${perYear.show}`, [typed.percent(rate), '/', 100, '/', perYear], rate / 100 / frequency);
    const growth = add('growth', `The growth factor: what 1 grows to over ${periods.show} periods at that rate`, ['(', 1, '+', periodRate, ')', '^', periods], (1 + periodRate.value) ** periods.value);
    const final = give('finalAmount', 'The final amount: the principal times the growth factor', [amount, '*', growth], result.finalAmount);
    const rows = compoundTable({ principal, rate, years, frequency }).table?.yearly;
    list.lastRow(rows, 2);
    give('totalInterest', 'The interest: the final amount less the principal', [final, '-', amount], result.totalInterest);
    give('principal', 'The principal: the amount you start with, as entered', [amount], result.principal);
    list.firstRow(rows, 2, `the principal after 1 year, ${perYear.show} periods`, [amount, '*', '(', 1, '+', periodRate, ')', '^', perYear]);
    return list.steps;
  },
});
