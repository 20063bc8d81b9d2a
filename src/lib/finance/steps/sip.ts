/** The sip calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { sipWorking } from '../growth/sipWorking';
import { workingFor, type Working } from '../working';
import { type SipInputs, type SipResult, growth } from '../calculators/sip';

export const working: (inputs: Required<SipInputs>, result: SipResult) => Working = (inputs, result) => sipWorking(workingFor('INR'), inputs, result, (months) => growth(inputs.monthly, inputs.rate, months, inputs.stepUp).maturity);
