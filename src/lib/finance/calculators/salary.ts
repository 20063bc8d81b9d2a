/**
 * Salary: the amount for the chosen period times that period's divisor gives the annual figure;
 * every other period is annual / its divisor (12, 26, 52, 260 working days, 2080 working hours).
 */
import { accept, defineCalculator, lazyWorking } from '../define';
import type { DetailNote } from '../details';
import { positive } from '../inputKinds';
import { amount, plainNumber } from '../units';

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

/** What each period is called, and what a year holds of it, for the working. */
export const PERIOD_WORDS: Readonly<Record<SalaryPeriod, readonly [string, string]>> = {
  annual: ['The yearly salary', ''],
  monthly: ['Monthly pay', 'months'],
  biweekly: ['Pay every two weeks', 'two-week pay periods'],
  weekly: ['Weekly pay', 'weeks'],
  daily: ['Daily pay', 'working days (5 a week for 52 weeks)'],
  hourly: ['Hourly pay', 'working hours (40 a week for 52 weeks)'],
};

export type SalaryInputs = { amount: number; period: SalaryPeriod };
export type SalaryResult = Record<SalaryPeriod, number>;

export const salary = defineCalculator<SalaryInputs, SalaryResult>({
  id: 'salary',
  inputs: { amount: positive, period: { kind: 'choice', options: SALARY_PERIODS } },
  defaults: { period: 'annual' },
  units: { amount: amount('Salary') },
  unitNotes: ({ amount, period }) => salarySlips(amount, period),
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
  // The yearly figure from the amount entered, then every other period from it.
  working: lazyWorking(() => import('../steps/salary')),
});

/**
 * Check-units for a salary: an amount that is usual for another period than the one chosen (a yearly salary typed
 * with "Hourly" selected reads as $149,760,000 a year).
 */
export function salarySlips(amount: number, period: SalaryPeriod): DetailNote[] {
  const typed = `$${plainNumber(amount)}`;
  const note = (text: string): DetailNote[] => [{ name: 'check-units', field: 'amount', text }];
  if (period === 'hourly' && amount > 1000) return note(`Salary: ${typed} an hour? If that is a yearly or monthly amount, choose that period.`);
  if (period === 'daily' && amount > 10000) return note(`Salary: ${typed} a day? If that is a yearly or monthly amount, choose that period.`);
  if (period === 'annual' && amount < 1000) return note(`Salary: ${typed} a year? If that is an hourly, daily or weekly amount, choose that period.`);
  return [];
}
