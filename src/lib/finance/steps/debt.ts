/** The debt calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { debtWorking } from '../loans/debtWorking';
import type { DebtInputs, DebtResult } from '../calculators/debt';
import type { Working } from '../working';

export const working: (inputs: Required<DebtInputs>, result: DebtResult) => Working = debtWorking;
