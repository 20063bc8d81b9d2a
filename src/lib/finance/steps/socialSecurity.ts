/** The Social Security calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { socialSecurityWorking } from '../schemes/socialSecurityWorking';
import { workingFor, type Working } from '../working';
import { socialSecurityDetails, type SocialSecurityInputs, type SocialSecurityResult } from '../calculators/socialSecurity';

export const working: (inputs: Required<SocialSecurityInputs>, result: SocialSecurityResult) => Working = (inputs, result) =>
  socialSecurityWorking(workingFor('USD'), inputs, result, socialSecurityDetails(inputs).table?.yearly);
