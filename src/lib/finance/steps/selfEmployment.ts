/** The selfEmployment calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { selfEmploymentTax } from '../tax/selfEmploymentTax';
import { selfEmploymentWorking } from '../tax/selfEmploymentWorking';
import type { SelfEmploymentInputs, SelfEmploymentResult } from '../calculators/selfEmployment';
import type { Working } from '../working';

export const working: (inputs: Required<SelfEmploymentInputs>, result: SelfEmploymentResult) => Working = (inputs) => selfEmploymentWorking(inputs, selfEmploymentTax(inputs));
