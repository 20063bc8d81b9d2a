/**
 * The working of a car loan (WORKING.md, DECISIONS.md `autoLoan`): the sales tax on the price less the trade-in, what
 * is borrowed, the loan's own working, and the car's total cost. Only the car loan page loads it.
 */
import type { Term, WorkingStep, WorkingWriter } from '../working';
import { DEFAULT_AUTO_LOAN_MONTHS, type AutoLoanInputs } from './autoLoan';
import type { ExtraPaymentResults } from './loanDetails';
import { loanWorking } from './loanWorking';

type CarLoanResult = { salesTaxAmount: number; loanAmount: number; monthlyPayment: number; totalInterest: number; totalOfPayments: number; totalCost: number } & ExtraPaymentResults;

/** `+ figure` for each amount above 0 (blanks are 0 and left out), and words that name them after `first`'s. */
function added(w: WorkingWriter, first: string, parts: readonly (readonly [number, '+' | '-', string])[]): { terms: Term[]; words: string } {
  const terms: Term[] = [];
  const words = [first];
  for (const [value, sign, what] of parts) {
    if (value <= 0) continue;
    terms.push(sign, w.money(value, 6));
    words.push(`${sign === '+' ? 'plus' : 'less'} ${what}`);
  }
  return { terms, words: words.join(', ') };
}

export function autoLoanWorking(w: WorkingWriter, inputs: Required<AutoLoanInputs> & { extraMonthly: number }, result: CarLoanResult): WorkingStep[] {
  const steps: WorkingStep[] = [];
  const price = w.money(inputs.price, 6);
  const rate = w.percent(inputs.salesTax);
  let taxed = price;
  if (inputs.tradeIn > 0) {
    const tradeIn = w.money(inputs.tradeIn, 6);
    taxed = w.money(Math.max(0, price.value - tradeIn.value), 6);
    steps.push(
      w.step('taxedPrice', 'What is taxed: the price less the trade-in, which most states credit before the tax (never below 0)', ['max(', 0, ',', price, '-', tradeIn, ')'], taxed.value, () => taxed),
    );
  }
  const tax = w.money(result.salesTaxAmount, 6);
  steps.push(w.step('salesTaxAmount', `The sales tax: ${inputs.tradeIn > 0 ? 'that' : 'the price'} times the tax rate${inputs.salesTax === 0 ? ' (0 % when none is entered)' : ''}, divided by 100`, [taxed, '*', rate, '/', 100], result.salesTaxAmount, () => tax, { for: 'salesTaxAmount' }));
  const fees: readonly [number, '+', string] = [inputs.fees, '+', 'the fees'];
  const more = added(w, 'the price', [
    [result.salesTaxAmount, '+', 'its sales tax'],
    fees,
    [inputs.tradeInOwed, '+', 'what is still owed on the trade-in'],
    [inputs.tradeIn, '-', 'the trade-in'],
    [inputs.downPayment, '-', 'the down payment'],
  ]);
  const borrowed = w.money(result.loanAmount, 6);
  steps.push(w.step('loanAmount', `The amount borrowed: ${more.words}`, [price, ...more.terms], result.loanAmount, () => borrowed, { for: 'loanAmount' }));
  const defaultTerm = inputs.months === DEFAULT_AUTO_LOAN_MONTHS ? `${String(DEFAULT_AUTO_LOAN_MONTHS)} months is the term used when none is entered` : undefined;
  const loanSteps = loanWorking(
    w,
    { principal: result.loanAmount, annualPercent: inputs.rate, months: inputs.months, extraMonthly: inputs.extraMonthly, borrowed, termNote: defaultTerm },
    { ...result, totalPayment: result.totalOfPayments },
    { monthlyPayment: 'monthlyPayment', totalPayment: 'totalOfPayments', totalInterest: 'totalInterest' },
  );
  // The interest as the payments less the amount borrowed, from the payment to more than the cent: the total's cent holds.
  const costs = added(w, 'its price', [[result.salesTaxAmount, '+', 'its sales tax'], fees]);
  const payment = w.money(result.monthlyPayment, 6);
  // Right after the interest it adds, before any extra payments' steps.
  loanSteps.splice(
    loanSteps.findIndex((step) => step.name === 'totalInterest') + 1,
    0,
    w.step(
      'totalCost',
      `What the car costs in all: ${costs.words}, plus the interest (the payments less the amount borrowed)${inputs.tradeInOwed > inputs.tradeIn ? '; the old loan rolled into the new one is not part of the car’s cost' : ''}`,
      [price, ...costs.terms, '+', '(', payment, '*', w.count(inputs.months), '-', borrowed, ')'],
      result.totalCost,
      w.money,
      { for: 'totalCost' },
    ),
  );
  return [...steps, ...loanSteps];
}
