/** The sip calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { sipWorking } from '../growth/sipWorking';
import { workingFor } from '../working';
import type { SipInputs, SipResult } from '../calculators/sip';
import { growth } from '../calculators/sip';
import type { Working } from '../working';

export const working: (inputs: Required<SipInputs>, result: SipResult) => Working = (inputs, result) => sipWorking(workingFor('INR'), inputs, result, (months) => growth(inputs.monthly, inputs.rate, months, inputs.stepUp).maturity);
