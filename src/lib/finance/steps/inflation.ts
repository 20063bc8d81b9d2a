/** The inflation calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { inflationWorking } from '../growth/inflationWorking';
import { workingFor } from '../working';
import type { InflationInputs, InflationResult } from '../calculators/inflation';
import { inflationTable } from '../calculators/inflation';
import type { Working } from '../working';

export const working: (inputs: Required<InflationInputs>, result: InflationResult) => Working = (inputs, result) => inflationWorking(workingFor('USD'), inputs, result, inflationTable(inputs).table?.yearly);
