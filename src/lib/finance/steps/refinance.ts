/** The refinance calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { mainLine } from '../loans/loanWorking';
import { refinanceWorking } from '../loans/refinanceWorking';
import { workingFor, type Working } from '../working';
import type { RefinanceInputs, RefinanceResult } from '../calculators/refinance';

export const working: (inputs: Required<RefinanceInputs>, result: RefinanceResult) => Working = (inputs, result) =>
  mainLine(refinanceWorking(workingFor('USD'), inputs, result));
