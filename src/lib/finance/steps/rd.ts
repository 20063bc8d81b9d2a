/** The rd calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { rdWorking } from '../growth/rdWorking';
import { workingFor, type Working } from '../working';
import { type RdInputs, type RdResult, recurringDepositMaturity } from '../calculators/rd';

export const working: (inputs: Required<RdInputs>, result: RdResult) => Working = (inputs, result) => rdWorking(workingFor('INR'), inputs, result, (months) => recurringDepositMaturity(inputs.monthly, inputs.rate, months));
