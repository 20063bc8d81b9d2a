/** The loan calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { loanWorking } from '../loans/loanWorking';
import { workingFor } from '../working';
import type { LoanInputs, LoanResult } from '../calculators/loan';
import { terms } from '../calculators/loan';
import type { Working } from '../working';

export const working: (inputs: Required<LoanInputs>, result: LoanResult) => Working = (inputs, result) => {
    const w = workingFor('USD');
    return loanWorking(w, { ...terms(inputs), borrowed: w.money(inputs.amount), years: inputs.years }, result);
  };
