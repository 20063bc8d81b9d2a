/**
 * Social Security: when to claim the US retirement benefit (SAVE.md). The monthly benefit at a claiming age is the full
 * benefit (the statement's amount at full retirement age) times SSA's factor for the months claimed early or late; the
 * lifetime total is that benefit times the months it is paid up to the reader's life expectancy. The page compares
 * 62, full retirement age, 70 and the reader's age, finds the break-even against 62 and searches the 97 claiming
 * months from 62 to 70 for the one that pays most in all.
 */
import { plural } from '../../format';
import { formatWholeMoney } from '../../formatWhole';
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import type { CalculationDetails, DetailNote } from '../details';
import { positive } from '../inputKinds';
import {
  DELAYED_CREDIT,
  EARLIEST_CLAIM_MONTHS,
  EARNINGS_TEST_2026,
  EARNINGS_TEST_WITHHOLDING,
  EARNINGS_TEST_YEAR,
  fullRetirementAgeMonths,
  LATEST_CLAIM_MONTHS,
  REDUCTION_BEYOND_36,
  REDUCTION_FIRST_36,
  REDUCTION_FIRST_MONTHS,
} from '../schemes/tables/socialSecurity';
import type { FieldRejection } from '../types';
import { age, calendarYear, count, monthly } from '../units';

export type SocialSecurityInputs = { birthYear: number; pia: number; claimAge: number; claimMonths?: number; lifeExpectancy?: number };
export type SocialSecurityResult = {
  monthlyBenefit: number;
  percentOfPia: number;
  fullRetirementAge: number;
  benefitAt62: number;
  benefitAtFullAge: number;
  benefitAt70: number;
  lifetimeTotal: number;
  lifetimeAt62: number;
  lifetimeAt70: number;
  /** Only when claiming after 62: there is nothing to break even against at 62 itself. */
  breakEvenAge?: number;
  bestClaimAge: number;
};

/** The years of birth the page covers: from 1943, the first whose delayed credits are 8 % a year, to 2010. */
export const BIRTH_YEARS = { from: 1943, to: 2010 } as const;
export const LIFE_EXPECTANCY = { from: 63, to: 110, usual: 85 } as const;
/** The yearly table stops at 100, whatever the life expectancy. */
const TABLE_LAST_AGE = 100;

/**
 * The benefit at claiming age `c` (months) as a percentage of the full benefit, for full retirement age `f` (months):
 * 5/9 of 1 % less for each of the first 36 months early and 5/12 of 1 % for each month beyond, 2/3 of 1 % more for
 * each month late. Each term is a whole number of months times a fraction, worked so that a whole percentage stays
 * whole (70 at 62 for those born from 1960, not 69.99999999999999).
 */
export function percentAt(f: number, c: number): number {
  if (c >= f) return 100 + (DELAYED_CREDIT.numerator * 100 * (c - f)) / DELAYED_CREDIT.denominator;
  const early = f - c;
  const first = Math.min(early, REDUCTION_FIRST_MONTHS);
  return 100 - (REDUCTION_FIRST_36.numerator * 100 * first) / REDUCTION_FIRST_36.denominator - (REDUCTION_BEYOND_36.numerator * 100 * (early - first)) / REDUCTION_BEYOND_36.denominator;
}

/**
 * The same percentage times 36, a whole number (the fractions' denominators, 9, 12 and 3 of a percent, all divide 36):
 * the search compares claiming ages by it exactly, so a true tie is a tie and goes to the earlier age.
 */
function percentTimes36(f: number, c: number): number {
  if (c >= f) return 3600 + 24 * (c - f);
  const early = f - c;
  const first = Math.min(early, REDUCTION_FIRST_MONTHS);
  return 3600 - 20 * first - 15 * (early - first);
}

/** What claiming at `c` months has paid by the age of `months`: the benefit for each month since the claim. */
export const receivedBy = (benefit: number, c: number, months: number): number => benefit * Math.max(0, months - c);

/** The claiming month from 62 to 70 whose benefits add up to most by the life expectancy; the earliest on a tie. */
export function bestClaimMonths(f: number, lifeMonths: number): number {
  let best = EARLIEST_CLAIM_MONTHS;
  let most = -1;
  for (let c = EARLIEST_CLAIM_MONTHS; c <= LATEST_CLAIM_MONTHS; c += 1) {
    const total = percentTimes36(f, c) * Math.max(0, lifeMonths - c);
    if (total > most) [best, most] = [c, total];
  }
  return best;
}

/** The age at which claiming at `c` has paid as much in all as claiming at 62, in months (c above 62). */
export const breakEvenMonths = (benefit: number, c: number, benefit62: number): number => (benefit * c - benefit62 * EARLIEST_CLAIM_MONTHS) / (benefit - benefit62);

/**
 * An age held in months as people say it, and as SAVE.md shows the full retirement age: `67`, `66 and 10 months`,
 * `62 and 1 month`. Here, not in format.ts: only this page says ages so, and the page gives these words to its results
 * (their valueWords), so the island that every calculator loads carries none of it.
 */
export function formatAge(months: number): string {
  const rest = months % 12;
  return rest > 0 ? `${String((months - rest) / 12)} and ${plural(rest, 'month')}` : String(months / 12);
}

/** The claiming ages the page can give, in months: 62 to 70. */
export const CLAIM_MONTHS = Array.from({ length: LATEST_CLAIM_MONTHS - EARLIEST_CLAIM_MONTHS + 1 }, (_, index) => EARLIEST_CLAIM_MONTHS + index);

/** Everything the results, the table and the working share. */
export function claimPlan({ birthYear, pia, claimAge, claimMonths, lifeExpectancy }: Required<SocialSecurityInputs>) {
  const f = fullRetirementAgeMonths(birthYear);
  const c = claimAge * 12 + claimMonths;
  const ages = { at62: EARLIEST_CLAIM_MONTHS, atFullAge: f, at70: LATEST_CLAIM_MONTHS, atChosen: c };
  const benefits = { at62: (pia * percentAt(f, EARLIEST_CLAIM_MONTHS)) / 100, atFullAge: pia, at70: (pia * percentAt(f, LATEST_CLAIM_MONTHS)) / 100, atChosen: (pia * percentAt(f, c)) / 100 };
  return { f, c, lifeMonths: lifeExpectancy * 12, ages, benefits };
}

const COLUMNS = ['at62', 'atFullAge', 'at70', 'atChosen'] as const;

/** Whole dollars as SSA writes its limits: $24,480. */
const dollars = (value: number) => formatWholeMoney(value, 'USD');

/** SAVE.md: the earnings test, while claiming before full retirement age, with SSA's figures for the year. */
export const earningsTestNote = (f: number): DetailNote => ({
  name: 'earnings-test',
  text: `Working while you claim before your full retirement age (${formatAge(f)}) can hold benefits back: in ${EARNINGS_TEST_YEAR}, SSA withholds $1 for every $${EARNINGS_TEST_WITHHOLDING.underFullAge} you earn above ${dollars(EARNINGS_TEST_2026.underFullAge)} a year, and in the year you reach full retirement age $1 for every $${EARNINGS_TEST_WITHHOLDING.yearOfFullAge} above ${dollars(EARNINGS_TEST_2026.yearOfFullAge)}, counting the months before it. What is held back is not lost: from full retirement age your benefit is raised to make up for it.`,
});

const TODAYS_DOLLARS: DetailNote = {
  name: 'today-dollars',
  text: 'The amounts on your Social Security statement are in today’s dollars. Each year’s cost-of-living increase raises the benefit at every claiming age alike, so it does not change which age pays most.',
};

const LEFT_OUT: DetailNote = {
  text: 'Left out: spousal and survivor benefits (a husband’s or wife’s claim can depend on yours), taxes on benefits, and SSA’s rounding of each benefit down to the dime and each payment to the dollar (the page shows cents).',
};

/** SAVE.md's yearly table by age (63 to the life expectancy, at most 100), its chart, and the notes. */
export function socialSecurityDetails(inputs: Required<SocialSecurityInputs>): CalculationDetails {
  const { f, c, ages, benefits } = claimPlan(inputs);
  const periods = Array.from({ length: Math.min(inputs.lifeExpectancy, TABLE_LAST_AGE) - 62 }, (_, index) => 63 + index);
  const cell = (column: (typeof COLUMNS)[number], y: number) => receivedBy(benefits[column], ages[column], 12 * y);
  const labels = { at62: 'Claim at 62', atFullAge: `Claim at ${formatAge(f)} (full age)`, at70: 'Claim at 70', atChosen: `Claim at ${formatAge(c)} (yours)` };
  const tones = { at62: 'claim-62', atFullAge: 'claim-full', at70: 'claim-70', atChosen: 'claim-chosen' } as const;
  return {
    notes: [...(c < f ? [earningsTestNote(f)] : []), TODAYS_DOLLARS, LEFT_OUT],
    charts: [
      {
        kind: 'series',
        name: 'cumulative',
        caption: 'Benefits received by each age, for four claiming ages',
        periodLabel: 'Age',
        periods,
        series: COLUMNS.map((column) => ({ label: labels[column], values: periods.map((y) => cell(column, y)), tone: tones[column] })),
        stacked: false,
      },
    ],
    table: {
      caption: 'Benefits received by age',
      periodLabel: 'Age',
      columns: COLUMNS.map((key) => ({ key, label: labels[key], format: 'money' })),
      yearly: periods.map((y) => ({ period: y, values: COLUMNS.map((column) => cell(column, y)) })),
      csvName: 'socialSecurity-schedule.csv',
    },
  };
}

/** Each range rule the field kinds cannot say, with the range in its message. */
function outOfRange({ birthYear, claimAge, claimMonths, lifeExpectancy }: Required<SocialSecurityInputs>): FieldRejection[] {
  const errors: FieldRejection[] = [];
  if (birthYear > BIRTH_YEARS.to) errors.push({ field: 'birthYear', message: `Enter a year of birth from ${BIRTH_YEARS.from} to ${BIRTH_YEARS.to}.` });
  if (claimAge > 70) errors.push({ field: 'claimAge', message: 'Enter a whole age from 62 to 70: benefits start at 62 at the earliest, and delayed credits stop at 70.' });
  if (claimMonths > 11) errors.push({ field: 'claimMonths', message: 'Enter 0 to 11 months: 12 months is a year more of the age.' });
  else if (claimAge === 70 && claimMonths > 0) errors.push({ field: 'claimMonths', message: 'Enter 0 at 70: delayed credits stop at 70, so no claim comes later.' });
  if (lifeExpectancy > LIFE_EXPECTANCY.to) errors.push({ field: 'lifeExpectancy', message: `Enter a whole age from ${LIFE_EXPECTANCY.from} to ${LIFE_EXPECTANCY.to}.` });
  return errors;
}

export const socialSecurity = defineCalculator<SocialSecurityInputs, SocialSecurityResult>({
  id: 'socialSecurity',
  inputs: {
    birthYear: { kind: 'integer', min: BIRTH_YEARS.from },
    pia: positive,
    claimAge: { kind: 'integer', min: 62 },
    claimMonths: { kind: 'integer', min: 0, blank: 0 },
    lifeExpectancy: { kind: 'integer', min: LIFE_EXPECTANCY.from, blank: LIFE_EXPECTANCY.usual },
  },
  defaults: { lifeExpectancy: String(LIFE_EXPECTANCY.usual) },
  units: {
    birthYear: calendarYear('Year of birth'),
    // No one is paid $6,000 a month at full retirement age: such a figure is a year's benefit.
    pia: monthly('Benefit at full retirement age', { amount: 6_000 }),
    claimAge: age('Claiming age'),
    claimMonths: count('Months past the claiming age'),
    lifeExpectancy: age('Life expectancy'),
  },
  results: {
    monthlyBenefit: 'money',
    percentOfPia: 'percent',
    // Shown in words, given by the page for each age it can be (valueWords): `67`, `66 and 10 months`.
    fullRetirementAge: 'count',
    benefitAt62: 'money',
    benefitAtFullAge: 'money',
    benefitAt70: 'money',
    lifetimeTotal: 'money',
    lifetimeAt62: 'money',
    lifetimeAt70: 'money',
    breakEvenAge: 'yearsAndMonths',
    bestClaimAge: 'count',
  },
  optionalResults: ['breakEvenAge'],
  currency: 'USD',
  overflowField: 'pia',
  compute: (inputs) => {
    const errors = outOfRange(inputs);
    if (errors.length > 0) return rejectFields(errors);
    const { f, c, lifeMonths, benefits } = claimPlan(inputs);
    return accept({
      monthlyBenefit: benefits.atChosen,
      percentOfPia: percentAt(f, c),
      fullRetirementAge: f,
      benefitAt62: benefits.at62,
      benefitAtFullAge: benefits.atFullAge,
      benefitAt70: benefits.at70,
      lifetimeTotal: receivedBy(benefits.atChosen, c, lifeMonths),
      lifetimeAt62: receivedBy(benefits.at62, EARLIEST_CLAIM_MONTHS, lifeMonths),
      lifetimeAt70: receivedBy(benefits.at70, LATEST_CLAIM_MONTHS, lifeMonths),
      ...(c > EARLIEST_CLAIM_MONTHS ? { breakEvenAge: breakEvenMonths(benefits.atChosen, c, benefits.at62) / 12 } : {}),
      bestClaimAge: bestClaimMonths(f, lifeMonths),
    });
  },
  details: socialSecurityDetails,
  working: lazyWorking(() => import('../steps/socialSecurity')),
});
