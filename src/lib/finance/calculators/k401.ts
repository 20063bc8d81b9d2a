/**
 * 401(k) (SAVE.md): a share of pay contributed each year, an employer match on it, both within the IRS's 2026 limits,
 * paid in monthly and growing until retirement; the balance then, also in today's money.
 */
import { formatMoney } from '../../format';
import { formatWholeMoney } from '../../formatWhole';
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import type { CalculationDetails, DetailNote } from '../details';
import { nonNegative, optional, positive, signed } from '../inputKinds';
import { annuityFactor, growthFactor } from '../math/growth';
import { inTodaysMoney } from '../growth/todaysMoney';
import { age, amount, yearly, type PercentUnit } from '../units';
import { inflationRate, yearlyReturn } from '../softLimits';
import { CATCH_UP_60_TO_63_AGES, CATCH_UP_AGE, ELECTIVE_DEFERRAL_LIMIT, PLAN_LIMITS } from '../tax/tables/usPayroll';

export type K401Inputs = {
  /** The age reached by 31 December this year. */
  age: number;
  retireAge: number;
  /** $ a year. */
  salary: number;
  salaryGrowth?: number;
  /** % of salary. */
  contribution: number;
  /** % of the reader's contribution the employer adds. */
  matchRate?: number;
  /** % of salary up to which the employer matches. */
  matchLimit?: number;
  balance?: number;
  rate: number;
  inflation?: number;
};

export type K401Result = {
  balanceAtRetirement: number;
  yourContributions: number;
  employerContributions: number;
  growth: number;
  /** Only with inflation entered (above 0). */
  balanceToday?: number;
  firstYearMatch: number;
  /** Only when year 1's contribution leaves part of a match within reach unclaimed. */
  matchMissed?: number;
};

/** The 2026 limits, held for every year (SAVE.md): later years' are raised with inflation. */
export const DEFERRAL_LIMIT = ELECTIVE_DEFERRAL_LIMIT['2026'];
export const LIMITS = PLAN_LIMITS['2026'];

/** The most the reader may defer in a year they reach `age`: the deferral limit plus the catch-up their age allows. */
export function deferralLimit(age: number): number {
  const [from, to] = CATCH_UP_60_TO_63_AGES;
  if (age >= from && age <= to) return DEFERRAL_LIMIT + LIMITS.catchUp60To63;
  return age >= CATCH_UP_AGE ? DEFERRAL_LIMIT + LIMITS.catchUp : DEFERRAL_LIMIT;
}

/** One year of the plan, as the yearly table shows it (and the working carries). */
export interface K401Year {
  readonly period: number;
  readonly age: number;
  /** S: the salary that year. */
  readonly salary: number;
  /** C: the pay a plan may count (§401(a)(17)). */
  readonly counted: number;
  readonly limit: number;
  /** E: the reader's contribution. */
  readonly contribution: number;
  /** M: the employer's match. */
  readonly match: number;
  readonly growth: number;
  readonly balance: number;
}

/** What the employer's match would be in full on pay C: the match rate on pay up to the match limit. */
const fullMatch = (inputs: Required<K401Inputs>, counted: number) => (inputs.matchRate / 100) * ((counted * inputs.matchLimit) / 100);

/** Each year to retirement, from the balance now: salary, contributions within the limits, the match, and growth. */
export function k401Years(inputs: Required<K401Inputs>): K401Year[] {
  const i = inputs.rate / 1200;
  const grows = growthFactor(i, 12);
  const perMonth = annuityFactor(i, 12);
  const years: K401Year[] = [];
  let balance = inputs.balance;
  for (let period = 1; period <= inputs.retireAge - inputs.age; period += 1) {
    const age = inputs.age + period - 1;
    const salary = inputs.salary * growthFactor(inputs.salaryGrowth / 100, period - 1);
    const counted = Math.min(salary, LIMITS.compensation);
    const limit = deferralLimit(age);
    const contribution = Math.min((counted * inputs.contribution) / 100, limit);
    // The match rate on the contribution up to the match limit (the very figure `fullMatch` gives once it is reached),
    // within §415(c): the year's additions at most $72,000, catch-up contributions outside it.
    const match = Math.min((inputs.matchRate / 100) * Math.min(contribution, (counted * inputs.matchLimit) / 100), LIMITS.annualAdditions - Math.min(contribution, DEFERRAL_LIMIT));
    const opening = balance;
    balance = i === 0 ? opening + contribution + match : opening * grows + ((contribution + match) / 12) * perMonth;
    years.push({ period, age, salary, counted, limit, contribution, match, growth: balance - opening - contribution - match, balance });
  }
  return years;
}

export const k401 = defineCalculator<K401Inputs, K401Result>({
  id: 'k401',
  inputs: {
    age: { kind: 'integer', min: 18 },
    retireAge: { kind: 'integer', min: 19, blank: 67 },
    salary: positive,
    salaryGrowth: optional,
    contribution: nonNegative,
    matchRate: { ...nonNegative, blank: 50 },
    matchLimit: { ...nonNegative, blank: 6 },
    balance: optional,
    rate: signed,
    inflation: optional,
  },
  defaults: { retireAge: '67', matchRate: '50', matchLimit: '6' },
  units: {
    age: age('Age'),
    retireAge: age('Retirement age'),
    // A year's salary under $12,000 reads as a month's pay.
    salary: yearly('Salary', { amount: 12_000 }),
    salaryGrowth: inflationRate('Salary growth'),
    contribution: share('Contribution', ' of salary'),
    // A match of 100 % or more of the contribution is rare but real: no ceiling.
    matchRate: { unit: 'percent', what: 'Employer match', per: ' of your contribution', fractionUpTo: 100 },
    matchLimit: share('Match limit', ' of salary'),
    balance: amount('Balance now'),
    rate: yearlyReturn(),
    inflation: inflationRate('Inflation'),
  },
  results: {
    balanceAtRetirement: 'money',
    yourContributions: 'money',
    employerContributions: 'money',
    growth: 'money',
    balanceToday: 'money',
    firstYearMatch: 'money',
    matchMissed: 'money',
  },
  optionalResults: ['balanceToday', 'matchMissed'],
  currency: 'USD',
  overflowField: 'salary',
  compute: (inputs) => {
    const rejections = [
      ...(inputs.age > 79 ? [{ field: 'age', message: 'Enter an age from 18 to 79.' }] : []),
      ...(inputs.retireAge <= inputs.age ? [{ field: 'retireAge', message: 'Must be greater than your age.' }] : inputs.retireAge > 80 ? [{ field: 'retireAge', message: 'Enter a retirement age of at most 80.' }] : []),
      ...(inputs.rate <= -100 ? [{ field: 'rate', message: 'Enter a yearly return above -100 %: an investment cannot lose more than its whole value.' }] : []),
    ];
    if (rejections.length > 0) return rejectFields(rejections);
    const years = k401Years(inputs);
    const last = years.at(-1)!;
    const first = years[0]!;
    const yourContributions = years.reduce((sum, year) => sum + year.contribution, 0);
    const employerContributions = years.reduce((sum, year) => sum + year.match, 0);
    const missed = matchMissed(inputs, first);
    return accept({
      balanceAtRetirement: last.balance,
      yourContributions,
      employerContributions,
      growth: last.balance - inputs.balance - yourContributions - employerContributions,
      ...inTodaysMoney({ balanceToday: last.balance }, inputs.inflation, years.length),
      firstYearMatch: first.match,
      ...(missed === undefined ? {} : { matchMissed: missed }),
    });
  },
  details: k401Details,
  working: lazyWorking(() => import('../steps/k401')),
});

/** A percent of something, from 0 to 100: a fraction slip (0.06 for 6 %). */
function share(what: string, per: string): PercentUnit {
  return { unit: 'percent', what, per, fractionUpTo: 100, atMost: 100 };
}

/**
 * The match year 1 leaves unclaimed, when the whole of it is within reach: the pay it matches up to fits in year 1's
 * limit, so contributing the match limit's share of pay would take it all.
 */
export function matchMissed(inputs: Required<K401Inputs>, first: K401Year): number | undefined {
  const whole = fullMatch(inputs, first.counted);
  const reachable = (first.counted * inputs.matchLimit) / 100 <= first.limit;
  return reachable && first.match < whole ? whole - first.match : undefined;
}

const dollars = (value: number) => formatMoney(value, 'USD');
/** A limit, in whole dollars. */
const whole = (value: number) => formatWholeMoney(value, 'USD');

const LIMITS_HELD: DetailNote = {
  name: 'limits-held',
  text: `The 2026 limits are used for every year: ${whole(DEFERRAL_LIMIT)} of your own contributions, plus a catch-up of ${whole(LIMITS.catchUp)} from age ${String(CATCH_UP_AGE)} or ${whole(LIMITS.catchUp60To63)} at ${String(CATCH_UP_60_TO_63_AGES[0])} to ${String(CATCH_UP_60_TO_63_AGES[1])}; ${whole(LIMITS.annualAdditions)} from you and your employer together; pay counted up to ${whole(LIMITS.compensation)} (IRS Notice 2025-67). The IRS raises them with inflation, so later years’ limits will be higher.`,
};

function k401Notes(inputs: Required<K401Inputs>, years: readonly K401Year[]): DetailNote[] {
  const notes = [LIMITS_HELD];
  const held = years.find((year) => (year.counted * inputs.contribution) / 100 > year.limit);
  if (held) {
    notes.push({
      name: 'deferral-limit',
      text: `From year ${String(held.period)} (age ${String(held.age)}), ${String(inputs.contribution)} % of pay is more than the ${dollars(held.limit)} you may contribute that year, so your contribution is held at the limit.`,
    });
  }
  const missed = matchMissed(inputs, years[0]!);
  if (missed !== undefined) {
    notes.push({
      name: 'match-missed',
      text: `At ${String(inputs.contribution)} % of pay you leave ${dollars(missed)} of your employer’s match unclaimed in year 1. Contribute at least ${String(inputs.matchLimit)} % of pay to get the whole match.`,
    });
  }
  return notes;
}

/** The yearly table (SAVE.md: salary, contribution, match, growth, balance), its chart, and the notes. */
export function k401Details(inputs: Required<K401Inputs>): CalculationDetails {
  const years = k401Years(inputs);
  const sum = (pick: (year: K401Year) => number) => years.reduce((total, year) => total + pick(year), 0);
  let paid = inputs.balance;
  let matched = 0;
  const cumulative = years.map((year) => {
    paid += year.contribution;
    matched += year.match;
    return { paid, matched, growth: Math.max(0, year.balance - paid - matched) };
  });
  return {
    notes: k401Notes(inputs, years),
    charts: [
      {
        kind: 'series',
        name: 'growth',
        caption: 'Your money, your employer’s match and their growth, year by year',
        periodLabel: 'Year',
        periods: years.map((year) => year.period),
        series: [
          { label: inputs.balance > 0 ? 'Your balance now and contributions' : 'Your contributions', values: cumulative.map((year) => year.paid), tone: 'deposits' },
          { label: 'Employer match', values: cumulative.map((year) => year.matched), tone: 'employer-match' },
          { label: 'Growth', values: cumulative.map((year) => year.growth), tone: 'growth' },
        ],
      },
    ],
    table: {
      caption: 'Contributions and growth',
      columns: [
        { key: 'age', label: 'Age', format: 'count' },
        { key: 'salary', label: 'Salary', format: 'money' },
        { key: 'contribution', label: 'Your contribution', format: 'money' },
        { key: 'match', label: 'Employer match', format: 'money' },
        { key: 'growth', label: 'Growth', format: 'money' },
        { key: 'balance', label: 'Balance', format: 'money' },
      ],
      yearly: years.map((year) => ({ period: year.period, values: [year.age, year.salary, year.contribution, year.match, year.growth, year.balance] })),
      totals: [null, null, sum((year) => year.contribution), sum((year) => year.match), sum((year) => year.growth), null],
      csvName: 'k401-schedule.csv',
    },
  };
}
