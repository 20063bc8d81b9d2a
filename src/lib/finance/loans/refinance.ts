/**
 * Refinancing: replace what is left of a mortgage with a new loan, paying closing costs in cash or adding them to
 * the new loan. A lower payment is not the whole story: the months until the monthly saving has paid the closing
 * costs back, and what is paid over both loans' lives (a longer term can cost more even at a lower rate), are
 * what tell whether it is worth it.
 */
import { amortizedPayment, monthlyRate } from '../math/amortization';
import { ceilWhole } from '../math/numbers';
import { wholeMonths } from '../math/months';

/** The loan as it stands and the one offered; the terms are in years, as lenders quote them. */
export interface RefinanceInputs {
  /** What is still owed on the current loan, > 0. */
  readonly balance: number;
  /** The current loan's rate, % a year. */
  readonly currentRate: number;
  /** The years left on the current loan; must be a whole number of months. */
  readonly remainingYears: number;
  /** The new loan's rate, % a year. */
  readonly newRate: number;
  /** The new loan's term in years (30 when not given); must be a whole number of months. */
  readonly newYears?: number;
  /** The cost of taking out the new loan, >= 0. */
  readonly closingCosts: number;
  /** True: the closing costs are borrowed with the new loan instead of paid in cash. */
  readonly financeCosts: boolean;
}

/** The new loan's term when none is given: the usual 30-year mortgage. */
export const DEFAULT_NEW_YEARS = 30;

/** Both payments and the three ways of judging the switch: monthly, time to repay the costs, and over both lives. */
export interface RefinanceResult {
  readonly ok: true;
  /** The current loan's payment over its remaining months. */
  readonly currentPayment: number;
  /** The balance plus any financed closing costs. */
  readonly newLoanAmount: number;
  readonly newPayment: number;
  /** currentPayment − newPayment; negative when the new loan costs more a month. */
  readonly monthlySavings: number;
  /**
   * The whole months of savings that repay the closing costs (0 when there are none); undefined when the new
   * payment saves nothing, since then they are never repaid.
   */
  readonly breakEvenMonths: number | undefined;
  /** The interest still to pay on the current loan. */
  readonly interestCurrent: number;
  /** The interest on the new loan, including on any financed closing costs. */
  readonly interestNew: number;
  /** What staying costs in all, less what refinancing costs in all (cash closing costs included); negative when refinancing costs more. */
  readonly lifetimeSavings: number;
}

/** A term that is not a whole number of months (at least one): payments are monthly. */
export type RefinanceRejection = { readonly ok: false; readonly field: 'remainingYears' | 'newYears'; readonly reason: 'term' };

/** A term in years as whole months, or null when it is not a whole number of months. */
const termMonths = (years: number): number | null => wholeMonths(years * 12);

/**
 * Both loans as level monthly payments (Excel's PMT): the current one over its remaining months, the new one on the
 * balance (plus the closing costs when financed). Break-even is ceil(closing costs / monthly savings); lifetime
 * savings compare every payment left on the current loan with every payment on the new one plus cash costs.
 */
export function refinance(inputs: RefinanceInputs): RefinanceResult | RefinanceRejection {
  const { balance, closingCosts, financeCosts } = inputs;
  const n1 = termMonths(inputs.remainingYears);
  if (n1 === null) return { ok: false, field: 'remainingYears', reason: 'term' };
  const n2 = termMonths(inputs.newYears ?? DEFAULT_NEW_YEARS);
  if (n2 === null) return { ok: false, field: 'newYears', reason: 'term' };

  const currentPayment = amortizedPayment(balance, monthlyRate(inputs.currentRate), n1);
  const newLoanAmount = financeCosts ? balance + closingCosts : balance;
  const newPayment = amortizedPayment(newLoanAmount, monthlyRate(inputs.newRate), n2);
  const monthlySavings = currentPayment - newPayment;
  const cashCosts = financeCosts ? 0 : closingCosts;
  return {
    ok: true,
    currentPayment,
    newLoanAmount,
    newPayment,
    monthlySavings,
    // ceilWhole: a quotient like 10.000000000000002 from float noise is 10 months, not 11.
    breakEvenMonths: monthlySavings > 0 ? ceilWhole(closingCosts / monthlySavings) : undefined,
    interestCurrent: currentPayment * n1 - balance,
    interestNew: newPayment * n2 - newLoanAmount,
    lifetimeSavings: currentPayment * n1 - (newPayment * n2 + cashCosts),
  };
}
