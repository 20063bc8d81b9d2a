/** The fd calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { fdWorking } from '../growth/fdWorking';
import { workingFor, type Working } from '../working';
import { type FdInputs, type FdResult, balance } from '../calculators/fd';

export const working: (inputs: Required<FdInputs>, result: FdResult) => Working = (inputs, result) => fdWorking(workingFor('INR'), inputs, result, (years) => balance(inputs, years));
