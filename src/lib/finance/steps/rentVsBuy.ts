/** The rentVsBuy calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { rentVsBuyWorking } from '../homes/rentVsBuyWorking';
import type { RentVsBuyInputs, RentVsBuyResult } from '../calculators/rentVsBuy';
import type { Working } from '../working';

export const working: (inputs: Required<RentVsBuyInputs>, result: RentVsBuyResult) => Working = (inputs, result) => rentVsBuyWorking(inputs, result);
