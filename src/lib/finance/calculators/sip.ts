/**
 * SIP: monthly instalments at the START of each month, compounding monthly:
 * M = P ((1+r)^n - 1) / r x (1+r); at rate 0, P x n (CALCULATORS.md). With DEPTH.md's step-up the instalment
 * rises every 12 months.
 */
import { accept, defineCalculator, lazyWorking } from '../define';
import { inRupees } from '../rupees';
import { growthDetails, yearlyGrowth } from '../growth/growthDetails';
import { nonNegative, optional, positive } from '../inputKinds';
import { futureValueMonthly } from '../growth/futureValue';
import { monthlyRate } from '../math/amortization';
import { steppedSip } from '../growth/steppedSip';
import { monthly, MONTHLY_SAVING, termInYears } from '../units';
import { yearlyReturn, yearlyStepUp } from '../softLimits';


export type SipInputs = { monthly: number; rate: number; years: number; stepUp?: number };
export type SipResult = { maturityValue: number; totalInvestment: number; wealthGained: number; maturityWithoutStepUp?: number };

/** Maturity and amount invested over `months`, with the step-up when there is one. */
export function growth(monthly: number, rate: number, months: number, stepUp: number) {
  if (stepUp > 0) return steppedSip(monthly, monthlyRate(rate), months, stepUp);
  return { maturity: futureValueMonthly(0, monthly, monthlyRate(rate), months, 'start'), invested: monthly * months };
}

export const sip = defineCalculator<SipInputs, SipResult>({
  id: 'sip',
  inputs: { monthly: positive, rate: nonNegative, years: positive, stepUp: optional },
  defaults: {},
  units: {
    monthly: monthly('Monthly investment', MONTHLY_SAVING.INR),
    rate: yearlyReturn(),
    years: termInYears('Investment period'),
    stepUp: yearlyStepUp('Annual step-up'),
  },
  results: { maturityValue: 'money', totalInvestment: 'money', wealthGained: 'money', maturityWithoutStepUp: 'money' },
  optionalResults: ['maturityWithoutStepUp'],
  ...inRupees,
  compute: ({ monthly, rate, years, stepUp }) => {
    const months = years * 12;
    const { maturity, invested } = growth(monthly, rate, stepUp > 0 ? Math.round(months) : months, stepUp);
    const plain = stepUp > 0 ? { maturityWithoutStepUp: growth(monthly, rate, months, 0).maturity } : {};
    return accept({ maturityValue: maturity, totalInvestment: invested, wealthGained: maturity - invested, ...plain });
  },
  details: ({ monthly, rate, years, stepUp }) => {
    const months = Math.round(years * 12);
    return growthDetails(
      'sip',
      yearlyGrowth(years, (term) => {
        const elapsed = stepUp > 0 ? Math.min(Math.round(term * 12), months) : term * 12;
        const { maturity, invested } = growth(monthly, rate, elapsed, stepUp);
        const year = Math.ceil(elapsed / 12 - 1e-9) - 1;
        // The instalment during the row's last year: what a step-up raises.
        return { deposits: invested, balance: maturity, extra: [monthly * (1 + stepUp / 100) ** Math.max(0, year)] };
      }),
      { extraColumns: [{ key: 'instalment', label: 'Monthly instalment that year', format: 'money' }] },
    );
  },
  working: lazyWorking(() => import('../steps/sip')),
});
