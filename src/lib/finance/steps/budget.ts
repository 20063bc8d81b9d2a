/** The budget calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { budgetWorking } from '../planning/budgetWorking';
import type { BudgetInputs, BudgetResult } from '../calculators/budget';
import type { Working } from '../working';

export const working: (inputs: Required<BudgetInputs>, result: BudgetResult) => Working = budgetWorking;
