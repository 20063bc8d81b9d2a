import { formatWholeMoney } from '@/lib/formatWhole';
import { EARNINGS_TEST_2026, EARNINGS_TEST_WITHHOLDING, EARNINGS_TEST_YEAR } from '@/lib/finance/schemes/tables/socialSecurity';
import { CLAIM_MONTHS, formatAge } from '@/lib/finance/calculators/socialSecurity';
import { defineCalculatorPage } from './types';

const dollars = (value: number) => formatWholeMoney(value, 'USD');

const MORE = 'Claiming months and life expectancy';

/** Every age the full retirement age and the best claiming age can be, in words ("66 and 10 months"), by months. */
const AGE_WORDS = Object.fromEntries(CLAIM_MONTHS.map((months) => [String(months), formatAge(months)]));

export const socialSecurity = defineCalculatorPage({
  id: 'socialSecurity',
  rank: 47,
  title: 'Social Security Calculator: When to Claim',
  path: '/social-security-calculator',
  category: 'saving-and-investing',
  icon: 'claimDate',
  gradient: ['#1d4ed8', '#1e3a8a'],
  // "social security calculator" is its name, which the search already matches (search.test.ts refuses it twice).
  searchTerms: ['when to claim social security', 'full retirement age', 'claiming age', 'break-even age', 'SSA benefit'],
  description: 'Your Social Security benefit at any claiming age from 62 to 70, the break-even age and the best age.',
  intro:
    'See what claiming Social Security at any age from 62 to 70 does to your monthly benefit and to what it adds up to over your life. Enter your year of birth and the monthly benefit at full retirement age from your Social Security statement; the page compares claiming at 62, at full retirement age, at 70 and at your age, finds when claiming later catches up, and the age that pays most by your life expectancy.',
  fields: {
    birthYear: { label: 'Year of birth', hint: 'Born on 1 January? Enter the year before, as SSA counts it' },
    pia: { label: 'Your full benefit a month, from your statement', prefix: '$', hint: 'From your Social Security statement (ssa.gov/myaccount), in today’s dollars' },
    claimAge: { label: 'Claiming age (years)', suffix: 'years', hint: 'From 62 to 70' },
    claimMonths: { label: 'And months', suffix: 'months', hint: '0 to 11; blank is 0 (0 at 70)', group: MORE },
    lifeExpectancy: { label: 'Life expectancy (age)', suffix: 'years', hint: 'From 63 to 110; 85 if blank', group: MORE },
  },
  results: {
    monthlyBenefit: { label: 'Your monthly benefit' },
    percentOfPia: { label: 'Share of your full benefit' },
    fullRetirementAge: { label: 'Your full retirement age', valueWords: AGE_WORDS },
    benefitAt62: { label: 'Monthly benefit at 62' },
    benefitAtFullAge: { label: 'Monthly benefit at full retirement age' },
    benefitAt70: { label: 'Monthly benefit at 70' },
    lifetimeTotal: { label: 'Benefits by your life expectancy, claiming at your age' },
    lifetimeAt62: { label: 'Benefits by your life expectancy, claiming at 62' },
    lifetimeAt70: { label: 'Benefits by your life expectancy, claiming at 70' },
    breakEvenAge: { label: 'Break-even age against claiming at 62', absent: 'none (claiming at 62)' },
    bestClaimAge: { label: 'Claiming age that pays most by your life expectancy', valueWords: AGE_WORDS },
  },
  method: [
    'Your full retirement age comes from your year of birth (20 CFR 404.409): 66 if you were born from 1943 to 1954, 2 months more for each year from 1955 to 1959 (66 and 2 months to 66 and 10 months), and 67 from 1960. SSA counts someone born on 1 January as born the year before, so enter that year.',
    'Claiming before full retirement age cuts the benefit for good by 5/9 of 1 % for each of the first 36 months early and 5/12 of 1 % for each month beyond (20 CFR 404.410): 70 % at 62 for those born from 1960. Claiming after it adds delayed retirement credits of 2/3 of 1 % a month, 8 % a year, up to 70 (SSA’s delayed retirement credit fact sheet, for those born from 1943): 124 % at 70 for those born from 1960. Your monthly benefit is the amount on your statement times that percentage.',
    'What the benefits add up to by your life expectancy is the monthly benefit times the months from your claim to that age. The break-even age is the age at which claiming later has paid as much in all as claiming at 62: where benefit × (age − claiming age) is the same for both. The best claiming age is found by working out the total for each of the 97 claiming months from 62 to 70 and taking the largest (the earliest on a tie).',
    `SSA rounds each benefit down to the dime and each payment down to the dollar; the page shows cents. Statement figures are in today’s dollars, and each year’s cost-of-living increase raises every claiming age alike. Claiming before full retirement age while still working, the ${EARNINGS_TEST_YEAR} earnings test holds back $1 for every $${EARNINGS_TEST_WITHHOLDING.underFullAge} earned above ${dollars(EARNINGS_TEST_2026.underFullAge)} (and $1 for every $${EARNINGS_TEST_WITHHOLDING.yearOfFullAge} above ${dollars(EARNINGS_TEST_2026.yearOfFullAge)} in the year you reach full retirement age), per SSA’s “Determination of the Exempt Amounts for ${EARNINGS_TEST_YEAR}”. Spousal and survivor benefits, taxes on benefits and the timing of delayed credits (applied in the January after you claim) are left out.`,
  ],
});
