/** The 401(k) calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { k401Working } from '../growth/k401Working';
import { workingFor, type Working } from '../working';
import { k401Details, k401Years, type K401Inputs, type K401Result } from '../calculators/k401';

export const working: (inputs: Required<K401Inputs>, result: K401Result) => Working = (inputs, result) =>
  k401Working(workingFor('USD'), inputs, result, k401Years(inputs), k401Details(inputs).table?.yearly);
