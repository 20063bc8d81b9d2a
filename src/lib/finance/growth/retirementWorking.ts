/**
 * The working of retirement (WORKING.md): the years to retirement, the nest egg as a starting sum plus monthly
 * contributions (growthWorking.ts), the income at the withdrawal rate, and both in today's money.
 */
import type { WorkingStep, WorkingWriter } from '../working';
import { factorDigits, type Rows, stepList } from './growthWorking';
import { savingsSteps } from './savingsWorking';

interface Plan {
  readonly currentAge: number;
  readonly retirementAge: number;
  readonly currentSavings: number;
  readonly monthlyContribution: number;
  readonly rate: number;
  readonly withdrawalRate: number;
  readonly inflation: number;
}

export function retirementWorking(w: WorkingWriter, inputs: Plan, result: Readonly<Record<string, number>>, rows: Rows): WorkingStep[] {
  const { inflation } = inputs;
  const list = stepList(w, factorDigits(result, (result['yearsToRetirement']! * Math.max(inputs.rate, inflation)) / 100));
  const { typed, add, give, steps } = list;
  // The figure as shown, which float noise alone separates from the result (65 − 35.3 = 29.700000000000003).
  const years = typed.count(result['yearsToRetirement']!);
  steps.push(w.step('yearsToRetirement', 'The years until retirement: the retirement age less the current age', [typed.count(inputs.retirementAge), '-', typed.count(inputs.currentAge)], years.value, typed.count, { for: 'yearsToRetirement' }));
  const months = add('months', 'The number of monthly contributions: the years times 12 months', [years, '*', 12], years.value * 12, typed.count);
  const fields = { value: 'retirementSavings', deposits: 'totalContributions', earnings: 'totalEarnings' };
  const plan = { initial: typed.money(inputs.currentSavings), monthly: typed.money(inputs.monthlyContribution), rate: typed.percent(inputs.rate), months, rows, cell: 3 };
  const nestEgg = savingsSteps(list, plan, fields, result)!;
  const annual = give(
    'annualIncome',
    'The yearly income: the nest egg times the withdrawal rate (4 % when left blank, the “4 % rule”), divided by 100',
    [nestEgg, '*', typed.percent(inputs.withdrawalRate), '/', 100],
    result['annualIncome']!,
  );
  give('monthlyIncome', 'The monthly income: the yearly income divided by 12 months', [annual, '/', 12], result['monthlyIncome']!);
  if (inflation > 0) {
    const prices = add(
      'priceGrowth',
      `What prices grow by in ${years.show} years: 1 plus the inflation rate divided by 100, to the power of the years`,
      ['(', 1, '+', typed.percent(inflation), '/', 100, ')', '^', years],
      (1 + inflation / 100) ** years.value,
    );
    give('savingsToday', 'The nest egg in today’s money: divided by that growth in prices', [nestEgg, '/', prices], result['savingsToday']!);
    give('annualIncomeToday', 'The yearly income in today’s money: divided by the same growth in prices', [annual, '/', prices], result['annualIncomeToday']!);
  } else {
    give('savingsToday', 'The nest egg in today’s money: with no inflation (0 % when left blank), the same', [nestEgg], result['savingsToday']!);
  }
  return steps;
}
