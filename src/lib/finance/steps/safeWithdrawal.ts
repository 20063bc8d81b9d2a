/** The safe withdrawal calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { historyWorking } from '../history/historyWorking';
import { workingFor, type Working } from '../working';
import type { SafeWithdrawalInputs, SafeWithdrawalResult } from '../calculators/safeWithdrawal';

export const working: (inputs: Required<SafeWithdrawalInputs>, result: SafeWithdrawalResult) => Working = (inputs, result) => historyWorking(workingFor('USD'), inputs, result);
