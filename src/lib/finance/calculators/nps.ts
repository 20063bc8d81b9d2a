/**
 * NPS (India), a non-government subscriber's normal exit (SAVE.md): a monthly contribution at each month's end,
 * raised by `increase` % every 12 months, on top of the balance now, at rate/1200 a month; at the exit age the corpus
 * splits into a lump sum (PFRDA's exit rule, schemes/tables/nps.ts) and an annuity paying annuityRate/1200 a month.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import { inRupees } from '../rupees';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { nonNegative, optional, positive, signed } from '../inputKinds';
import { growthFactor } from '../math/growth';
import { steppedSip } from '../growth/steppedSip';
import { age, amount, monthly, MONTHLY_SAVING, yearlyRate } from '../units';
import { yearlyReturn, yearlyStepUp } from '../softLimits';
import { NPS_LATEST_EXIT_AGE, NPS_MAX_LUMP_PERCENT, NPS_MIDDLE_CORPUS, NPS_NORMAL_EXIT_AGE, NPS_SMALL_CORPUS } from '../schemes/tables/nps';
import type { DetailNote } from '../details';

export type NpsInputs = { age: number; exitAge: number; monthly: number; increase?: number; rate: number; balance?: number; lumpSumPercent: number; annuityRate: number };
export type NpsResult = { corpus: number; totalContributions: number; growth: number; lumpSum: number; annuityAmount: number; monthlyPension: number };

export const NPS_FIRST_AGE = 18;
export const npsMessages = {
  age: `Enter a whole number from ${String(NPS_FIRST_AGE)} to ${String(NPS_LATEST_EXIT_AGE - 1)}.`,
  // An exit before 60 is a premature exit, with other rules: the field's hint and the method say so.
  exitAge: `Enter a whole number from ${String(NPS_NORMAL_EXIT_AGE)} to ${String(NPS_LATEST_EXIT_AGE)}.`,
  afterAge: 'Must be greater than your age now.',
  rate: 'Enter a return above -100 %.',
} as const;

const wholeFrom = (value: number, from: number, to: number) => Number.isInteger(value) && value >= from && value <= to;

/** The balance after `months` (whole years or not): the balance now grown, plus each month-end contribution grown to then. */
export function npsBalance({ monthly, increase, rate, balance }: Pick<Required<NpsInputs>, 'monthly' | 'increase' | 'rate' | 'balance'>, months: number) {
  const i = rate / 1200;
  // steppedSip pays at each month's start; paid a month later, every contribution earns one month less.
  const paid = steppedSip(monthly, i, months, increase);
  return { corpus: balance * growthFactor(i, months) + paid.maturity / (1 + i), contributions: paid.invested };
}

/** The lump sum's share: the reader's, or at most 80 % above ₹8,00,000. */
export const lumpShare = (corpus: number, percent: number) => (corpus <= NPS_SMALL_CORPUS ? percent : Math.min(percent, NPS_MAX_LUMP_PERCENT));

const rupees = (value: number) => formatMoney(value, 'INR');

/** The note when the rule lowered the reader's share; between ₹8 and ₹12 lakh, the other route the rules allow. */
function lumpCapped(corpus: number, percent: number): DetailNote[] {
  if (lumpShare(corpus, percent) === percent) return [];
  const middle =
    corpus <= NPS_MIDDLE_CORPUS.upTo
      ? ` Up to ${rupees(NPS_MIDDLE_CORPUS.upTo)} the rules also allow up to ${rupees(NPS_MIDDLE_CORPUS.lumpSum)} as a lump sum, the rest by systematic withdrawal or an annuity.`
      : '';
  return [
    {
      name: 'lump-capped',
      text: `Above ${rupees(NPS_SMALL_CORPUS)}, at most ${String(NPS_MAX_LUMP_PERCENT)} % of the corpus may be taken as a lump sum, not the ${String(percent)} % you entered.${middle}`,
      field: 'lumpSumPercent',
    },
  ];
}

export const nps = defineCalculator<NpsInputs, NpsResult>({
  id: 'nps',
  inputs: {
    age: positive,
    exitAge: { ...positive, blank: NPS_NORMAL_EXIT_AGE },
    monthly: positive,
    increase: optional,
    rate: { ...signed, blank: 10 },
    balance: optional,
    lumpSumPercent: { ...nonNegative, blank: NPS_MAX_LUMP_PERCENT },
    annuityRate: { ...nonNegative, blank: 6 },
  },
  defaults: { exitAge: String(NPS_NORMAL_EXIT_AGE), rate: '10', lumpSumPercent: String(NPS_MAX_LUMP_PERCENT), annuityRate: '6' },
  units: {
    age: age('Your age'),
    exitAge: age('Exit age'),
    monthly: monthly('Monthly contribution', MONTHLY_SAVING.INR),
    increase: yearlyStepUp('Yearly increase'),
    rate: yearlyReturn(),
    balance: amount('NPS balance now'),
    lumpSumPercent: { unit: 'percent', what: 'Lump sum', per: ' of the corpus', fractionUpTo: 100, atMost: 100 },
    annuityRate: yearlyRate('Annuity rate'),
  },
  results: { corpus: 'money', totalContributions: 'money', growth: 'money', lumpSum: 'money', annuityAmount: 'money', monthlyPension: 'money' },
  ...inRupees,
  overflowField: 'monthly',
  compute: (inputs) => {
    const { age, exitAge, rate, lumpSumPercent, annuityRate } = inputs;
    const ageOk = wholeFrom(age, NPS_FIRST_AGE, NPS_LATEST_EXIT_AGE - 1);
    // The exit age against the age only once the age itself is one the page takes.
    const exitMessage = !wholeFrom(exitAge, NPS_NORMAL_EXIT_AGE, NPS_LATEST_EXIT_AGE) ? npsMessages.exitAge : ageOk && exitAge <= age ? npsMessages.afterAge : null;
    const errors = [
      ...(ageOk ? [] : [{ field: 'age', message: npsMessages.age }]),
      ...(exitMessage ? [{ field: 'exitAge', message: exitMessage }] : []),
      ...(rate > -100 ? [] : [{ field: 'rate', message: npsMessages.rate }]),
    ];
    if (errors.length > 0) return rejectFields(errors);
    const { corpus, contributions } = npsBalance(inputs, (exitAge - age) * 12);
    const lumpSum = (corpus * lumpShare(corpus, lumpSumPercent)) / 100;
    const annuityAmount = corpus - lumpSum;
    return accept({
      corpus,
      totalContributions: contributions,
      growth: corpus - inputs.balance - contributions,
      lumpSum,
      annuityAmount,
      monthlyPension: (annuityAmount * annuityRate) / 1200,
    });
  },
  // The yearly table: paid in so far counts the balance now (DEPTH.md's growth table).
  details: (inputs, { corpus }) =>
    growthDetails(
      'nps',
      yearlyGrowth(inputs.exitAge - inputs.age, (term) => {
        const { corpus: balance, contributions } = npsBalance(inputs, term * 12);
        return { deposits: inputs.balance + contributions, balance };
      }),
      { notes: lumpCapped(corpus, inputs.lumpSumPercent) },
    ),
  working: lazyWorking(() => import('../steps/nps')),
});
