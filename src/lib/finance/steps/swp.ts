/** The swp calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { systematicWithdrawal } from '../growth/swp';
import { swpWorking } from '../growth/swpWorking';
import { workingFor, type Working } from '../working';
import type { SwpInputs, SwpResult } from '../calculators/swp';

export const working: (inputs: Required<SwpInputs>, result: SwpResult) => Working = (inputs, result) => swpWorking(workingFor('INR'), inputs, result, systematicWithdrawal(inputs));
