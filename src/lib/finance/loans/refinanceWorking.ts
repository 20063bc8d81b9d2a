/**
 * The working of a refinance (WORKING.md, DECISIONS.md `refinance`): both loans' payments and interest, the monthly
 * saving, the month it has paid the closing costs back (a row of the new loan's schedule, beside the month before),
 * and what the switch saves over both loans' lives. Only the refinance page loads it.
 */
import { wholeMonths } from '../math/months';
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { scheduleFor } from './loanDetails';
import { loanWorking } from './loanWorking';
import type { RefinanceResult } from '../calculators/refinance';
import { DEFAULT_NEW_YEARS, type RefinanceInputs } from './refinance';


export function refinanceWorking(w: WorkingWriter, inputs: Required<RefinanceInputs>, result: RefinanceResult): WorkingStep[] {
  // The terms are whole months (checked before the formula runs), as the formula counts them.
  const [n1, n2] = [inputs.remainingYears, inputs.newYears].map((years) => wholeMonths(years * 12) ?? years * 12) as [number, number];
  const balance = w.money(inputs.balance, 6);
  const closing = w.money(inputs.closingCosts, 6);
  const financed = inputs.financeCosts && inputs.closingCosts > 0;
  const current = { principal: inputs.balance, annualPercent: inputs.currentRate, months: n1, borrowed: balance, years: inputs.remainingYears };
  const steps = loanWorking(w, current, { monthlyPayment: result.currentPayment, totalInterest: result.interestCurrent }, {
    monthlyPayment: 'currentPayment',
    totalInterest: 'interestCurrent',
    prefix: 'current',
    label: 'On today’s loan',
  });
  const amount = w.money(result.newLoanAmount, 6);
  steps.push(
    w.step(
      'newLoanAmount',
      financed ? 'The new loan: the balance plus the closing costs, which you borrow with it' : `The new loan: the balance${inputs.closingCosts > 0 ? ' (the closing costs are paid in cash)' : ''}`,
      financed ? [balance, '+', closing] : [balance],
      result.newLoanAmount,
      () => amount,
      { for: 'newLoanAmount' },
    ),
  );
  const offered = { principal: result.newLoanAmount, annualPercent: inputs.newRate, months: n2, borrowed: amount, years: inputs.newYears };
  steps.push(
    ...loanWorking(
      w,
      { ...offered, termNote: inputs.newYears === DEFAULT_NEW_YEARS ? `${String(DEFAULT_NEW_YEARS)} years is the term used when none is entered` : undefined },
      { monthlyPayment: result.newPayment, totalInterest: result.interestNew },
      { monthlyPayment: 'newPayment', totalInterest: 'interestNew', prefix: 'new', label: 'On the new loan' },
    ),
  );
  const [now, next] = [w.money(result.currentPayment, 6), w.money(result.newPayment, 6)];
  // To more than the cent: the break-even month divides by it.
  const saving = w.money(result.monthlySavings, 5);
  steps.push(w.step('monthlySavings', 'The monthly saving: today’s payment less the new one (the results round it to the cent)', [now, '-', next], result.monthlySavings, () => saving, { for: 'monthlySavings' }));
  if (result.breakEvenMonths !== undefined) steps.push(...breakEvenWorking(w, closing, saving, result.breakEvenMonths, scheduleFor(offered)?.monthly.length ?? 0));
  const cash: Term[] = inputs.closingCosts > 0 && !financed ? ['+', closing] : [];
  const paidNew: Term[] = [next, '*', w.count(n2), ...cash];
  steps.push(
    w.step(
      'lifetimeSavings',
      `Saved over both loans’ lives: every payment left on today’s loan, less every payment on the new one${cash.length > 0 ? ' and the closing costs paid in cash' : ''}${result.lifetimeSavings < 0 ? ' (below 0: refinancing costs more)' : ''}`,
      [now, '*', w.count(n1), '-', ...(cash.length > 0 ? (['(', ...paidNew, ')'] as Term[]) : paidNew)],
      result.lifetimeSavings,
      w.money,
      { for: 'lifetimeSavings' },
    ),
  );
  return steps;
}

/**
 * The months of saving the closing costs take; the month before they are paid back and the month they are, each
 * with the saving so far; and the break-even month, that share rounded up (a row of the new loan's schedule when the
 * schedule runs that long).
 */
function breakEvenWorking(w: WorkingWriter, closing: Figure, saving: Figure, months: number, scheduled: number): WorkingStep[] {
  const share = w.factor(closing.value / saving.value);
  const what = closing.value > 0 ? 'How many months of that saving the closing costs take' : 'There are no closing costs to pay back ($0 when none are entered)';
  const steps = [w.step('breakEvenShare', `${what}: the closing costs divided by the monthly saving`, [closing, '/', saving], share.value, w.factor)];
  const savedIn = (name: string, count: Figure, text: string) => steps.push(w.step(name, `In ${count.show} months ${text}`, [count, '*', saving], count.value * saving.value, w.money));
  if (months > 1) savedIn('savedBeforeBreakEven', w.count(months - 1), `the saving adds up to less than the ${closing.show} of closing costs`);
  if (months > 0) savedIn('savedByBreakEven', w.count(months), 'it adds up to at least the closing costs');
  const row = months > 0 && months <= scheduled ? ({ kind: 'row', table: 'monthly', period: months } as const) : {};
  steps.push(w.step('breakEvenMonths', 'The break-even month: that share rounded up to a whole month', ['ceil(', share, ')'], months, w.count, { for: 'breakEvenMonths', ...row }));
  return steps;
}
