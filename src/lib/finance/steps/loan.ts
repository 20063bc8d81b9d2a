/** The loan calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { loanWorking, mainLine } from '../loans/loanWorking';
import { workingFor, type Working } from '../working';
import { type LoanInputs, type LoanResult, terms } from '../calculators/loan';

export const working: (inputs: Required<LoanInputs>, result: LoanResult) => Working = (inputs, result) => {
  const w = workingFor('USD');
  return mainLine(loanWorking(w, { ...terms(inputs), borrowed: w.money(inputs.amount, 6), years: inputs.years }, result).parts);
};
