/** The savings calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { goalWorking } from '../growth/savingsGoalWorking';
import { workingFor, type Working } from '../working';
import type { SavingsInputs, SavingsResult } from '../calculators/savings';

export const working: (inputs: Required<SavingsInputs>, result: SavingsResult) => Working = (inputs, result) => goalWorking(workingFor('USD'), 'savings', inputs, result, ['totalSavings', 'totalDeposits', 'totalInterest']);
