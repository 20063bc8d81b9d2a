/** The paycheck calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { takeHomePay } from '../tax/paycheck';
import { paycheckWorking } from '../tax/paycheckWorking';
import type { PaycheckInputs, PaycheckResult } from '../calculators/paycheck';
import type { Working } from '../working';

export const working: (inputs: Required<PaycheckInputs>, result: PaycheckResult) => Working = (inputs) => paycheckWorking(inputs, takeHomePay(inputs));
