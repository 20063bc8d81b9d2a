/** The ssy calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { ssyBalance, type SsyInputs, type SsyResult } from '../calculators/ssy';
import { ssyWorking } from '../growth/ssyWorking';
import { SSY_DEPOSIT_YEARS, SSY_MATURITY_YEARS } from '../schemes/tables/smallSavings';
import { workingFor, type Working } from '../working';

export const working: (inputs: Required<SsyInputs>, result: SsyResult) => Working = (inputs, result) =>
  ssyWorking(workingFor('INR'), inputs, result, { deposits: SSY_DEPOSIT_YEARS, maturity: SSY_MATURITY_YEARS }, (years) => ssyBalance(inputs.yearly, inputs.rate, years));
