/** The tax calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { federalTaxWorking } from '../tax/federalTaxWorking';
import type { TaxInputs, TaxResult } from '../calculators/tax';
import type { Working } from '../working';

export const working: (inputs: Required<TaxInputs>, result: TaxResult) => Working = (inputs, result) => federalTaxWorking(inputs, result);
