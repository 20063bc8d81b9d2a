/**
 * A car loan: what is borrowed once the price, sales tax, fees and any debt left on the trade-in are added and the
 * trade-in and down payment taken off, then repaid in level monthly payments. The trade-in is credited before the
 * tax, as most US states do: only the price less the trade-in is taxed.
 */
import { amortizedPayment, monthlyRate } from '../math/amortization';

/** The deal as a dealer writes it up: the car, what is paid toward it, and the trade-in with any debt on it. */
export interface AutoLoanInputs {
  /** The car's price, > 0. */
  readonly price: number;
  readonly downPayment: number;
  /** What the dealer pays for the old car. */
  readonly tradeIn: number;
  /** What is still owed on the old car: the dealer pays it off and adds it to the new loan. */
  readonly tradeInOwed: number;
  /** Sales tax, % of the price less the trade-in. */
  readonly salesTax: number;
  /** Dealer and registration fees, financed with the car. */
  readonly fees: number;
  /** % a year, >= 0: a dealer's 0 % APR is a real offer. */
  readonly rate: number;
  /** The term, whole months > 0 (60 when not given). */
  readonly months?: number;
}

/** The term when none is given: five years, the most common car loan. */
export const DEFAULT_AUTO_LOAN_MONTHS = 60;

/** The loan and what the car costs in all, so the interest shows beside the price. */
export interface AutoLoanResult {
  readonly ok: true;
  /** max(0, price − trade-in) × the tax rate: a trade-in worth more than the car leaves nothing to tax. */
  readonly salesTaxAmount: number;
  /** What is borrowed. */
  readonly loanAmount: number;
  readonly monthlyPayment: number;
  /** Every payment less the amount borrowed (0 at 0 % APR). */
  readonly totalInterest: number;
  /** Every payment: monthlyPayment × months. Unlike totalCost, it includes any old loan rolled into this one. */
  readonly totalOfPayments: number;
  /** What the car costs in all: its price, tax, fees and the interest on the loan. */
  readonly totalCost: number;
}

/**
 * The down payment and trade-in cover everything: there is nothing to borrow, so no loan to work out. The down
 * payment is blamed when there is one, else the trade-in. `due` is what is to be paid (the price with tax and fees,
 * and what is owed on the trade-in); `leftOver` what the down payment and trade-in cover beyond it (>= 0).
 */
export type AutoLoanRejection = {
  readonly ok: false;
  readonly field: 'downPayment' | 'tradeIn';
  readonly reason: 'nothingToBorrow';
  readonly due: number;
  readonly leftOver: number;
};

/**
 * loanAmount = price + tax + fees + trade-in owed − trade-in − down payment, repaid as Excel's PMT at rate / 1200
 * a month (loanAmount / months at 0 %); rejected when that is 0 or less.
 */
export function autoLoan(inputs: AutoLoanInputs): AutoLoanResult | AutoLoanRejection {
  const { price, downPayment, tradeIn, tradeInOwed, fees } = inputs;
  const months = inputs.months ?? DEFAULT_AUTO_LOAN_MONTHS;
  const salesTaxAmount = (Math.max(0, price - tradeIn) * inputs.salesTax) / 100;
  const due = price + salesTaxAmount + fees + tradeInOwed;
  const loanAmount = due - tradeIn - downPayment;
  if (loanAmount <= 0) return { ok: false, field: downPayment > 0 ? 'downPayment' : 'tradeIn', reason: 'nothingToBorrow', due, leftOver: Math.max(0, -loanAmount) };
  // amortizedPayment splits the loan evenly at rate 0.
  const monthlyPayment = amortizedPayment(loanAmount, monthlyRate(inputs.rate), months);
  const totalOfPayments = monthlyPayment * months;
  const totalInterest = totalOfPayments - loanAmount;
  return { ok: true, salesTaxAmount, loanAmount, monthlyPayment, totalInterest, totalOfPayments, totalCost: price + salesTaxAmount + fees + totalInterest };
}
