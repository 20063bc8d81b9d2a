/** The incomeTaxIndia calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { indiaTaxWorking } from '../tax/indiaTaxWorking';
import { compareIndiaRegimes } from '../tax/indiaIncomeTax';
import type { IncomeTaxIndiaInputs, IncomeTaxIndiaResult } from '../calculators/incomeTaxIndia';
import type { Working } from '../working';

export const working: (inputs: Required<IncomeTaxIndiaInputs>, result: IncomeTaxIndiaResult) => Working = (inputs) => indiaTaxWorking(inputs, compareIndiaRegimes(inputs));
