/**
 * SIP: monthly instalments at the START of each month, compounding monthly:
 * M = P ((1+r)^n - 1) / r x (1+r); at rate 0, P x n (CALCULATORS.md). With DEPTH.md's step-up the instalment
 * rises every 12 months. SAVE.md adds the goal (the first instalment that reaches a target, solved as the
 * investment page solves its deposit) and the maturity in today's money.
 */
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import { inRupees } from '../rupees';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { nonNegative, optional, positive } from '../inputKinds';
import { futureValueMonthly } from '../growth/futureValue';
import { monthlyRate } from '../math/amortization';
import { steppedSip } from '../growth/steppedSip';
import { inTodaysMoney } from '../growth/todaysMoney';
import { amount, monthly, MONTHLY_SAVING, termInYears } from '../units';
import { inflationRate, yearlyReturn, yearlyStepUp } from '../softLimits';
import { messages } from '../messages';

/** The maturity of the instalments the form gives (the page as it was), or the first instalment a target needs. */
export const SIP_SOLVE_FOR = ['maturity', 'monthly'] as const;

export type SipInputs = { monthly: number; rate: number; years: number; stepUp?: number; solveFor?: (typeof SIP_SOLVE_FOR)[number]; target?: number; inflation?: number };
export type SipResult = { maturityValue: number; totalInvestment: number; wealthGained: number; maturityWithoutStepUp?: number; requiredMonthly?: number; maturityToday?: number };

/** Maturity and amount invested over `months`, with the step-up when there is one. */
export function growth(monthly: number, rate: number, months: number, stepUp: number) {
  if (stepUp > 0) return steppedSip(monthly, monthlyRate(rate), months, stepUp);
  return { maturity: futureValueMonthly(0, monthly, monthlyRate(rate), months, 'start'), invested: monthly * months };
}

/**
 * The first month's instalment: as typed, or in the goal mode the target ÷ what ₹1 a month, stepped up as the form
 * says, grows to (Σ g_m (1+r)^(n−m+1), SAVE.md: each instalment earns in the month it is paid, as the page's own).
 */
export const firstInstalment = ({ monthly, rate, years, stepUp = 0, solveFor, target = 0 }: SipInputs): number =>
  solveFor === 'monthly' ? target / growth(1, rate, Math.round(years * 12), stepUp).maturity : monthly;

export const sip = defineCalculator<SipInputs, SipResult>({
  id: 'sip',
  inputs: {
    monthly: { ...positive, when: { input: 'solveFor', in: ['maturity'] } },
    rate: nonNegative,
    years: positive,
    stepUp: optional,
    solveFor: { kind: 'choice', options: SIP_SOLVE_FOR },
    target: { ...positive, when: { input: 'solveFor', in: ['monthly'] } },
    inflation: optional,
  },
  defaults: { solveFor: 'maturity' },
  units: {
    monthly: monthly('Monthly investment', MONTHLY_SAVING.INR),
    rate: yearlyReturn(),
    years: termInYears('Investment period'),
    stepUp: yearlyStepUp('Annual step-up'),
    target: amount('Target'),
    inflation: inflationRate('Inflation'),
  },
  results: { maturityValue: 'money', totalInvestment: 'money', wealthGained: 'money', maturityWithoutStepUp: 'money', requiredMonthly: 'money', maturityToday: 'money' },
  optionalResults: ['maturityWithoutStepUp', 'requiredMonthly', 'maturityToday'],
  ...inRupees,
  compute: (inputs) => {
    const { rate, years, stepUp, solveFor, inflation } = inputs;
    const months = years * 12;
    const first = firstInstalment(inputs);
    // So much growth that ₹1 a month passes what a double holds: no instalment to show (said on the return, as the form shows it).
    if (!(first > 0)) return rejectFields([{ field: 'rate', message: messages.tooLarge }]);
    const { maturity, invested } = growth(first, rate, stepUp > 0 ? Math.round(months) : months, stepUp);
    const plain = stepUp > 0 ? { maturityWithoutStepUp: growth(first, rate, months, 0).maturity } : {};
    const goal = solveFor === 'monthly' ? { requiredMonthly: first } : {};
    return accept({ maturityValue: maturity, totalInvestment: invested, wealthGained: maturity - invested, ...plain, ...goal, ...inTodaysMoney({ maturityToday: maturity }, inflation, years) });
  },
  details: (inputs) => {
    const { rate, years, stepUp } = inputs;
    const first = firstInstalment(inputs);
    const months = Math.round(years * 12);
    return growthDetails(
      'sip',
      yearlyGrowth(years, (term) => {
        const elapsed = stepUp > 0 ? Math.min(Math.round(term * 12), months) : term * 12;
        const { maturity, invested } = growth(first, rate, elapsed, stepUp);
        const year = Math.ceil(elapsed / 12 - 1e-9) - 1;
        // The instalment during the row's last year: what a step-up raises.
        return { deposits: invested, balance: maturity, extra: [first * (1 + stepUp / 100) ** Math.max(0, year)] };
      }),
      { extraColumns: [{ key: 'instalment', label: 'Monthly instalment that year', format: 'money' }] },
    );
  },
  working: lazyWorking(() => import('../steps/sip')),
});
