/**
 * Salary: the amount for the chosen period times that period's divisor gives the annual figure;
 * every other period is annual / its divisor (12, 26, 52, 260 working days, 2080 working hours).
 */
import { accept, defineCalculator } from '../define';
import { positive } from '../inputKinds';

/** How many of each period make a year (SPEC.md section 9). */
export const PERIODS_PER_YEAR = {
  annual: 1,
  monthly: 12,
  biweekly: 26,
  weekly: 52,
  daily: 260,
  hourly: 2080,
} as const;

export type SalaryPeriod = keyof typeof PERIODS_PER_YEAR;
export const SALARY_PERIODS = Object.keys(PERIODS_PER_YEAR) as SalaryPeriod[];

export type SalaryInputs = { amount: number; period: SalaryPeriod };
export type SalaryResult = Record<SalaryPeriod, number>;

export const salary = defineCalculator<SalaryInputs, SalaryResult>({
  id: 'salary',
  inputs: { amount: positive, period: { kind: 'choice', options: SALARY_PERIODS } },
  defaults: { period: 'annual' },
  results: { annual: 'money', monthly: 'money', biweekly: 'money', weekly: 'money', daily: 'money', hourly: 'money' },
  currency: 'USD',
  compute: ({ amount, period }) => {
    const annual = amount * PERIODS_PER_YEAR[period];
    // The entered period keeps the exact amount typed (x 12 / 12 can drift in the last bit).
    const per = (which: SalaryPeriod): number => (which === period ? amount : annual / PERIODS_PER_YEAR[which]);
    return accept({
      annual: per('annual'),
      monthly: per('monthly'),
      biweekly: per('biweekly'),
      weekly: per('weekly'),
      daily: per('daily'),
      hourly: per('hourly'),
    });
  },
});
