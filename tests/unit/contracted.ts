import type { CalculatorId } from '../../src/lib/finance/types';

/**
 * The calculators the first contracts name: CALCULATORS.md's 25, DECISIONS.md's seven and HISTORY.md's one. A test that
 * says a thing of "these and no other" says it of them; a calculator of a later contract says what it draws and warns
 * of in tests of its own, and adding it changes none of these.
 */
export const CONTRACTED: readonly CalculatorId[] = [
  'loan', 'mortgage', 'investment', 'retirement', 'savings', 'compound', 'roi', 'debt', 'budget', 'tax', 'inflation',
  'currency', 'emi', 'sip', 'ppf', 'fd', 'rd', 'gratuity', 'npv', 'irr', 'breakEven', 'margin', 'discount', 'tip',
  'salary', 'affordability', 'rentVsBuy', 'refinance', 'autoLoan', 'selfEmployment', 'incomeTaxIndia', 'swp',
  'safeWithdrawal',
];
