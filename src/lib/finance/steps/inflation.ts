/** The inflation calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { inflationWorking } from '../growth/inflationWorking';
import { workingFor, type Working } from '../working';
import { type InflationInputs, type InflationResult, inflationTable } from '../calculators/inflation';

export const working: (inputs: Required<InflationInputs>, result: InflationResult) => Working = (inputs, result) => inflationWorking(workingFor('USD'), inputs, result, inflationTable(inputs).table?.yearly);
