import type { CalculatorView } from '@/lib/calculatorView';
import { CalculatorIsland } from './CalculatorIsland';
import { DebtPlanForm } from './DebtPlanForm';
import './debtPlan.css';

/**
 * The debt payoff page's one island: the single-debt calculator, then the debt plan (DEPTH.md asks for a second
 * form in the same island). Only this page loads the plan's code.
 */
export function DebtPayoffIsland({ view }: { view: CalculatorView }) {
  return (
    <>
      <CalculatorIsland view={view} />
      <DebtPlanForm action={view.action} />
    </>
  );
}
