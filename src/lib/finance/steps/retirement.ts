/** The retirement calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { retirementWorking } from '../growth/retirementWorking';
import { workingFor, type Working } from '../working';
import { type RetirementInputs, type RetirementResult, retirementDetails } from '../calculators/retirement';

export const working: (inputs: Required<RetirementInputs>, result: RetirementResult) => Working = (inputs, result) => retirementWorking(workingFor('USD'), inputs, result, retirementDetails(inputs).table?.yearly);
