/** The mortgage calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { homeCostWorking } from '../loans/homeCostWorking';
import { loanWorking, withEventParts } from '../loans/loanWorking';
import { workingFor, type Working } from '../working';
import { type MortgageInputs, type MortgageResult, homeCosts, terms } from '../calculators/mortgage';

export const working: (inputs: Required<MortgageInputs>, result: MortgageResult) => Working | Promise<Working> = (inputs, result) => {
  const w = workingFor('USD');
  const loan = terms(inputs);
  const price = w.money(inputs.price, 6);
  const loanAmount = w.money(result.loanAmount, 6);
  const home = { ...homeCosts(inputs), taxDollars: inputs.propertyTaxUnit === 'dollars' ? inputs.propertyTax : undefined };
  const borrowed = [w.step('loanAmount', 'The amount borrowed: the price less the down payment', [price, '-', w.money(inputs.downPayment, 6)], result.loanAmount, () => loanAmount, { for: 'loanAmount' })];
  const { parts, payment } = loanWorking(w, { ...loan, borrowed: loanAmount, years: inputs.years }, result);
  // The home's costs right after the interest, before the extra payments': the whole monthly cost is a headline result.
  parts.splice(3, 0, ...homeCostWorking(w, home, loan, { price, loanAmount, payment }, result));
  return withEventParts(w, { ...loan, borrowed: loanAmount }, payment, result, [borrowed, ...parts]);
};
