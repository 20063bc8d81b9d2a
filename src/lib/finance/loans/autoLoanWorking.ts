/**
 * The working of a car loan (WORKING.md, DECISIONS.md `autoLoan`): the sales tax on the price less the trade-in, what
 * is borrowed, the loan's own working, and the car's total cost. Only the car loan page loads it.
 */
import { moneyDecimalsFor, type Figure, type Term, type WorkingStep, type WorkingWriter } from '../working';
import { DEFAULT_AUTO_LOAN_MONTHS, type AutoLoanInputs } from './autoLoan';
import type { ExtraPaymentResults } from './loanDetails';
import { loanWorking, type Part } from './loanWorking';

type CarLoanResult = { salesTaxAmount: number; loanAmount: number; monthlyPayment: number; totalInterest: number; totalOfPayments: number; totalCost: number } & ExtraPaymentResults;

/** `+ figure` for each amount above 0 (blanks are 0 and left out), and words that name them after `first`'s. */
function added(w: WorkingWriter, first: string, parts: readonly (readonly [number | Figure, '+' | '-', string])[]): { terms: Term[]; words: string } {
  const terms: Term[] = [];
  const words = [first];
  for (const [value, sign, what] of parts) {
    const figure = typeof value === 'number' ? w.money(value, 6) : value;
    if (figure.value <= 0) continue;
    terms.push(sign, figure);
    words.push(`${sign === '+' ? 'plus' : 'less'} ${what}`);
  }
  return { terms, words: words.join(', ') };
}

export function autoLoanWorking(w: WorkingWriter, inputs: Required<AutoLoanInputs> & { extraMonthly: number }, result: CarLoanResult): Part[] {
  const steps: WorkingStep[] = [];
  const price = w.money(inputs.price, 6);
  const rate = w.percent(inputs.salesTax);
  // Figures worked out here, to as many decimals past the cent as the sums they join need, and the payment worked
  // out from the amount borrowed, to its own decimals (a payment that is a large share of the loan needs more).
  const share = result.monthlyPayment / result.loanAmount;
  const decimals = Math.min(6, Math.max(moneyDecimalsFor(1), Math.ceil(moneyDecimalsFor(inputs.months) + Math.log10(2.5 * share))));
  let taxed = price;
  if (inputs.tradeIn > 0) {
    const tradeIn = w.money(inputs.tradeIn, 6);
    const covers = tradeIn.value >= price.value;
    taxed = w.money(Math.max(0, price.value - tradeIn.value), 6);
    steps.push(
      w.step(
        'taxedPrice',
        `What is taxed: the price less the trade-in, which most states take off before the tax${covers ? '; the trade-in is worth more, so nothing is taxed' : ''}`,
        covers ? ['max(', 0, ',', price, '-', tradeIn, ')'] : [price, '-', tradeIn],
        taxed.value,
        () => taxed,
      ),
    );
  }
  const tax = w.money(result.salesTaxAmount, decimals);
  steps.push(
    w.step('salesTaxAmount', `The sales tax: ${inputs.tradeIn > 0 ? 'that' : 'the price'} times the tax rate${inputs.salesTax === 0 ? ' (0 % when none is entered)' : ''}`, [taxed, '*', rate], result.salesTaxAmount, () => tax, {
      for: 'salesTaxAmount',
    }),
  );
  const fees: readonly [number, '+', string] = [inputs.fees, '+', 'the fees'];
  const more = added(w, 'the price', [
    [tax, '+', 'its sales tax'],
    fees,
    [inputs.tradeInOwed, '+', 'what is still owed on the trade-in'],
    [inputs.tradeIn, '-', 'the trade-in'],
    [inputs.downPayment, '-', 'the down payment'],
  ]);
  const borrowed = w.money(result.loanAmount, decimals);
  const amountPart = [
    more.terms.length > 0
      ? w.step('loanAmount', `The amount borrowed: ${more.words}`, [price, ...more.terms], result.loanAmount, () => borrowed, { for: 'loanAmount' })
      : w.lookup('loanAmount', 'The amount borrowed: the price, nothing added or taken off', `the price, ${borrowed.show}`, result.loanAmount, { for: 'loanAmount' }),
  ];
  const defaultTerm = inputs.months === DEFAULT_AUTO_LOAN_MONTHS ? 'the term used when none is entered' : undefined;
  const loan = loanWorking(
    w,
    { principal: result.loanAmount, annualPercent: inputs.rate, months: inputs.months, extraMonthly: inputs.extraMonthly, borrowed, termNote: defaultTerm },
    { ...result, totalPayment: result.totalOfPayments },
    { monthlyPayment: 'monthlyPayment', totalPayment: 'totalOfPayments', totalInterest: 'totalInterest' },
  );
  // The price, tax and fees, plus the interest: as the interest's step shows it when the tax is to the cent, else as
  // everything paid less the amount borrowed, whose parts past the cent cancel the tax's.
  const costs = added(w, 'its price', [[tax, '+', 'its sales tax'], fees]);
  const interest: Term[] = tax.unrounded ? ['(', loan.paid!, '-', borrowed, ')'] : [loan.interest];
  const rolled = inputs.tradeInOwed > inputs.tradeIn ? '; the old loan rolled into the new one is not part of the car’s cost' : '';
  const cost = w.step(
    'totalCost',
    `What the car costs in all: ${costs.words}, plus the interest${tax.unrounded ? ', everything paid less the amount borrowed before rounding' : ''}${rolled}`,
    [price, ...costs.terms, '+', ...interest],
    result.totalCost,
    w.money,
    { for: 'totalCost' },
  );
  // Right after the interest it adds (the loan's third part), before any extra payments' steps.
  const parts = loan.parts;
  parts.splice(3, 0, [cost]);
  return [steps, amountPart, ...parts];
}
