/** The sip calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { sipWorking } from '../growth/sipWorking';
import { workingFor, type Working } from '../working';
import { type SipInputs, type SipResult, growth } from '../calculators/sip';

export const working: (inputs: Required<SipInputs>, result: SipResult) => Working = (inputs, result) => {
  // In the goal mode the instalment is the one found, put back in.
  const monthly = result.requiredMonthly ?? inputs.monthly;
  return sipWorking(workingFor('INR'), { ...inputs, monthly }, result, (months) => growth(monthly, inputs.rate, months, inputs.stepUp).maturity);
};
