/** The rd calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { rdWorking } from '../growth/rdWorking';
import { workingFor } from '../working';
import type { RdInputs, RdResult } from '../calculators/rd';
import { recurringDepositMaturity } from '../calculators/rd';
import type { Working } from '../working';

export const working: (inputs: Required<RdInputs>, result: RdResult) => Working = (inputs, result) => rdWorking(workingFor('INR'), inputs, result, (months) => recurringDepositMaturity(inputs.monthly, inputs.rate, months));
