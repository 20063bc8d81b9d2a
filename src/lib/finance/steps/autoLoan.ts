/** The autoLoan calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { autoLoanWorking } from '../loans/autoLoanWorking';
import { mainLine } from '../loans/loanWorking';
import { workingFor, type Working } from '../working';
import type { AutoLoanInputs, AutoLoanResult } from '../calculators/autoLoan';

export const working: (inputs: Required<AutoLoanInputs>, result: AutoLoanResult) => Working = (inputs, result) =>
  mainLine(autoLoanWorking(workingFor('USD'), inputs, result));
