/** What an extra monthly payment measures, on every page with a loan schedule (DEPTH.md's `extraMonthly`). */
import { monthlyRepayment } from '../math/amortization';
import { monthly, type MoneyUnit } from '../units';

/** The loan a form describes: its principal, yearly rate and months, each as read (a blank field is not a number). */
type LoanOf = (inputs: Readonly<Record<string, unknown>>) => readonly [principal: unknown, annualPercent: unknown, months: unknown];

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * An extra payment above the regular payment itself is more likely a year's extra typed for a month's ($1,200 a
 * year beside a $500 payment); paying double is possible, so it is a question, never a rejection.
 */
export function extraPaymentUnit(loanOf: LoanOf): MoneyUnit {
  return monthly('Extra monthly payment', {
    what: 'the regular payment',
    share: 1,
    from: (inputs) => {
      const [principal, annualPercent, months] = loanOf(inputs);
      if (!isPositive(principal) || !isPositive(annualPercent) || !isPositive(months)) return null;
      return monthlyRepayment(principal, annualPercent, months).monthlyPayment;
    },
  });
}
