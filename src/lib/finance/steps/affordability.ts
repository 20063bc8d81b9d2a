/** The affordability calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { affordabilityWorking } from '../homes/affordabilityWorking';
import type { AffordabilityInputs, AffordabilityResult } from '../calculators/affordability';
import type { Working } from '../working';

export const working: (inputs: Required<AffordabilityInputs>, result: AffordabilityResult) => Working = (inputs) => affordabilityWorking(inputs);
