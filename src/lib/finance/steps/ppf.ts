/** The ppf calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { annuityFactor } from '../math/growth';
import { ppfWorking } from '../growth/ppfWorking';
import { workingFor, type Working } from '../working';
import type { PpfInputs, PpfResult } from '../calculators/ppf';

// The yearly table's balance after `term` years, as calculators/ppf.ts writes it.
export const working: (inputs: Required<PpfInputs>, result: PpfResult) => Working = (inputs, result) => ppfWorking(workingFor('INR'), inputs, result, (term) => inputs.yearly * (1 + inputs.rate / 100) * annuityFactor(inputs.rate / 100, term));
