/**
 * The working of retirement (WORKING.md): the years to retirement, the savings as a starting sum plus monthly
 * contributions (savingsWorking.ts), the income at the withdrawal rate, and, with inflation entered, both in today's
 * money.
 */
import type { WorkingStep, WorkingWriter } from '../working';
import { precisely, type Rows } from './growthWorking';
import { flat, growthSteps, monthsOf, savingsSteps, type SavingsFields } from './savingsWorking';
import { todaysMoneySteps } from './todaysMoney';

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
  return precisely(w, (list) => {
    const { typed, give } = list;
    const years = give('yearsToRetirement', 'The years to retirement: your retirement age less your age now', [typed.count(inputs.retirementAge), '-', typed.count(inputs.currentAge)], result['yearsToRetirement']!, { shown: typed.count });
    const months = monthsOf(list, years);
    const rate = typed.percent(inputs.rate);
    const fields: SavingsFields = ['retirementSavings', 'totalContributions', 'totalEarnings'];
    const plan = { initial: typed.money(inputs.currentSavings), monthly: typed.money(inputs.monthlyContribution), months, rows, cell: 3, balance: 'savings at retirement', start: 'your savings now' };
    const savings = savingsSteps(list, plan, growthSteps(list, rate, months, flat(rate, fields, result)), fields, result);
    const withdrawal = typed.percent(inputs.withdrawalRate);
    const annual = give('annualIncome', `The income a year: the savings times the withdrawal rate${inputs.withdrawalRate === 4 ? ' (the “4 % rule”, the default)' : ''}`, [savings, '*', withdrawal], result['annualIncome']!);
    give('monthlyIncome', 'The income a month: the income a year divided by 12', [annual, '/', 12], result['monthlyIncome']!);
    // In today's money only with inflation entered (with none, the calculator gives no such figure: its notes say so).
    todaysMoneySteps(list, inputs.inflation, years, [
      { field: 'savingsToday', text: 'The savings', sum: savings },
      { field: 'annualIncomeToday', text: 'The income a year', sum: annual, more: true },
    ], result);
  });
}
