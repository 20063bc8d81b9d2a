/**
 * Debt payoff: month by month the balance grows by the monthly rate, then the payment comes off;
 * the last payment is only what is left (CALCULATORS.md). `years` is months / 12 to one decimal,
 * as the contract states (the only rounded result besides the currency converter's).
 */
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import { formatMoney } from '../../format';
import { positive } from '../inputKinds';
import { debtPayoffSchedule } from '../loans/debtPayoff';
import { monthlyRate } from '../math/amortization';
import { roundTo } from '../math/numbers';
import { amount, monthly, yearlyRate } from '../units';

export const paymentAboveFirstInterest = (firstInterest: string, smallest: string): string =>
  `Must be more than the first month's interest (${firstInterest}): the smallest payment that clears the debt is ${smallest}.`;
export const payoffTooLong = 'At this payment the debt takes over 1,000 years to clear. Enter a larger payment.';

/** 1,000 years: far beyond any real debt, and a bound on the month-by-month loop. */
const MAX_MONTHS = 12_000;

/**
 * The smallest whole-cent amount above an interest charge (DEPTH.md): $50.00 of interest needs $50.01. The cents are
 * first rounded to 6 places so float noise (1,000 x 1.5 % = 15.000000000000002) does not ask for an extra cent.
 */
export function smallestPaymentAbove(interest: number): number {
  return (Math.floor(Number((interest * 100).toFixed(6))) + 1) / 100;
}

export type DebtInputs = { debt: number; rate: number; payment: number };
export type DebtResult = { months: number; years: number; totalPaid: number; totalInterest: number };

export const debt = defineCalculator<DebtInputs, DebtResult>({
  id: 'debt',
  inputs: { debt: positive, rate: positive, payment: positive },
  defaults: {},
  units: { debt: amount('Debt'), rate: yearlyRate(), payment: monthly('Monthly payment') },
  results: { months: 'count', years: 'count', totalPaid: 'money', totalInterest: 'money' },
  currency: 'USD',
  compute: ({ debt: balance, rate, payment }) => {
    const r = monthlyRate(rate);
    const firstInterest = balance * r;
    // A payment that does not beat the interest never clears the debt (SPEC.md section 5).
    if (payment <= firstInterest) {
      const smallest = formatMoney(smallestPaymentAbove(firstInterest), 'USD');
      return rejectFields([{ field: 'payment', message: paymentAboveFirstInterest(formatMoney(firstInterest, 'USD'), smallest) }]);
    }
    const schedule = debtPayoffSchedule(balance, r, payment, MAX_MONTHS);
    if (schedule === null) return rejectFields([{ field: 'payment', message: payoffTooLong }]);
    return accept({
      months: schedule.months,
      years: roundTo(schedule.months / 12, 1),
      totalPaid: schedule.totalPaid,
      totalInterest: schedule.totalInterest,
    });
  },
  working: lazyWorking(() => import('../steps/debt')),
});
