/** The investment calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { goalWorking } from '../growth/savingsGoalWorking';
import { workingFor, type Working } from '../working';
import type { InvestmentInputs, InvestmentResult } from '../calculators/investment';

export const working: (inputs: Required<InvestmentInputs>, result: InvestmentResult) => Working = (inputs, result) => goalWorking(workingFor('USD'), 'investment', inputs, result, ['futureValue', 'totalContributions', 'totalEarnings']);
