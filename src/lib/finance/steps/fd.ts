/** The fd calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { fdWorking } from '../growth/fdWorking';
import { workingFor } from '../working';
import type { FdInputs, FdResult } from '../calculators/fd';
import { balance } from '../calculators/fd';
import type { Working } from '../working';

export const working: (inputs: Required<FdInputs>, result: FdResult) => Working = (inputs, result) => fdWorking(workingFor('INR'), inputs, result, (years) => balance(inputs, years));
