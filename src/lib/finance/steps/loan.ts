/** The loan calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { loanWorking, withEventParts } from '../loans/loanWorking';
import { workingFor, type Working } from '../working';
import { type LoanInputs, type LoanResult, terms } from '../calculators/loan';

export const working: (inputs: Required<LoanInputs>, result: LoanResult) => Working | Promise<Working> = (inputs, result) => {
  const w = workingFor('USD');
  const loan = terms(inputs);
  const worked = { ...loan, borrowed: w.money(inputs.amount, 6), years: inputs.years };
  const { parts, payment } = loanWorking(w, worked, result);
  return withEventParts(w, worked, payment, result, parts);
};
