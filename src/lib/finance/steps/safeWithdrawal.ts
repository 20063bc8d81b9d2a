/** TEMPORARY: replaced by the real working before this lands. */
import { workingFor, type Working } from '../working';
import type { SafeWithdrawalInputs, SafeWithdrawalResult } from '../calculators/safeWithdrawal';

export const working: (inputs: Required<SafeWithdrawalInputs>, result: SafeWithdrawalResult) => Working = () => { void workingFor('USD'); return [] as unknown as Working; };
