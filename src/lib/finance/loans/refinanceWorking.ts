/**
 * The working of a refinance (WORKING.md, DECISIONS.md `refinance`): both loans' payments and interest, the monthly
 * saving, the month it has paid the closing costs back (with the saving the month before and that month), and what
 * the switch saves over both loans' lives. Only the refinance page loads it.
 */
import { wholeMonths } from '../math/months';
import { moneyDecimalsFor, type Figure, type Term, type WorkingStep, type WorkingWriter } from '../working';
import { loanWorking, type LoanFields, type LoanWorking, type LoanWorkingTerms, type Part } from './loanWorking';
import type { RefinanceResult } from '../calculators/refinance';
import { DEFAULT_NEW_YEARS, type RefinanceInputs } from './refinance';

/** One of the two loans, its steps' names and sentences told apart from the other's: `prefix` and `label`. */
function loan(w: WorkingWriter, terms: LoanWorkingTerms, result: Parameters<typeof loanWorking>[2], fields: LoanFields, prefix: string, label: string): LoanWorking {
  const worked = loanWorking(w, terms, result, fields);
  const told = (step: WorkingStep): WorkingStep => ({ ...step, name: prefix + step.name[0]!.toUpperCase() + step.name.slice(1), text: `${label}, ${step.text[0]!.toLowerCase()}${step.text.slice(1)}` });
  return { ...worked, parts: worked.parts.map((steps) => steps.map(told)) };
}

export function refinanceWorking(w: WorkingWriter, inputs: Required<RefinanceInputs>, result: RefinanceResult): Part[] {
  // The terms are whole months (checked before the formula runs), as the formula counts them.
  const [n1, n2] = [inputs.remainingYears, inputs.newYears].map((years) => wholeMonths(years * 12) ?? years * 12) as [number, number];
  // Both payments to as many decimals as every payment on both loans, added up, needs to keep its cent.
  const paymentDecimals = Math.max(moneyDecimalsFor(n1), moneyDecimalsFor(n2), Math.ceil(Math.log10((n1 + n2) * 125)));
  const balance = w.money(inputs.balance, 6);
  const closing = w.money(inputs.closingCosts, 6);
  const financed = inputs.financeCosts && inputs.closingCosts > 0;
  const current = loan(
    w,
    { principal: inputs.balance, annualPercent: inputs.currentRate, months: n1, borrowed: balance, years: inputs.remainingYears, paymentDecimals },
    { monthlyPayment: result.currentPayment, totalInterest: result.interestCurrent },
    { monthlyPayment: 'currentPayment', totalInterest: 'interestCurrent' },
    'current',
    'On today’s loan',
  );
  const amount = w.money(result.newLoanAmount, 6);
  const amountPart = [
    financed
      ? w.step('newLoanAmount', 'The new loan: the balance plus the closing costs, which you borrow with it', [balance, '+', closing], result.newLoanAmount, () => amount, { for: 'newLoanAmount' })
      : w.lookup('newLoanAmount', `The new loan: the balance, nothing added${inputs.closingCosts > 0 ? ' (the closing costs are paid in cash)' : ''}`, `the balance you entered, ${amount.show}`, result.newLoanAmount, {
          for: 'newLoanAmount',
        }),
  ];
  const offered = loan(
    w,
    {
      principal: result.newLoanAmount,
      annualPercent: inputs.newRate,
      months: n2,
      borrowed: amount,
      years: inputs.newYears,
      paymentDecimals,
      termNote: inputs.newYears === DEFAULT_NEW_YEARS ? 'the term used when none is entered' : undefined,
    },
    { monthlyPayment: result.newPayment, totalInterest: result.interestNew },
    { monthlyPayment: 'newPayment', totalInterest: 'interestNew' },
    'new',
    'On the new loan',
  );
  const [now, next] = [current.payment, offered.payment];
  // One decimal fewer than the payments': the two payments' rounding then stays within its last digit.
  const saving = w.money(result.monthlySavings, Math.max(2, paymentDecimals - 1));
  const cash: Term[] = inputs.closingCosts > 0 && !financed ? ['+', closing] : [];
  const paidNew: Term[] = [next, '*', w.count(n2), ...cash];
  const breakEven = result.breakEvenMonths === undefined ? [] : breakEvenParts(w, closing, saving, result.breakEvenMonths);
  // In the order the results matter, for the main line: the saving, the break-even month and the lifetime saving;
  // then each loan's interest and the break-even month's check.
  return [
    current.parts[0]!,
    amountPart,
    offered.parts[0]!,
    [
      w.step(
        'monthlySavings',
        `The monthly saving: today’s payment less the new one${saving.unrounded ? ` (shown rounded to the cent, ${w.money(result.monthlySavings).show})` : ''}`,
        [now, '-', next],
        result.monthlySavings,
        () => saving,
        { for: 'monthlySavings' },
      ),
    ],
    ...breakEven.slice(0, 1),
    [
      w.step(
        'lifetimeSavings',
        `Saved over both loans’ lives: every payment left on today’s loan, less every payment on the new one${cash.length > 0 ? ' and the closing costs paid in cash' : ''}, each payment before rounding${
          result.lifetimeSavings < 0 ? ' (below 0: refinancing costs more)' : ''
        }`,
        [now, '*', w.count(n1), '-', ...(cash.length > 0 ? (['(', ...paidNew, ')'] as Term[]) : paidNew)],
        result.lifetimeSavings,
        w.money,
        { for: 'lifetimeSavings' },
      ),
    ],
    ...current.parts.slice(1),
    ...offered.parts.slice(1),
    ...breakEven.slice(1),
  ];
}

/**
 * The break-even month: the months of saving the closing costs take, rounded up; then, off the main line, the saving
 * by the month before (less than the costs) and by that month (at least the costs).
 */
function breakEvenParts(w: WorkingWriter, closing: Figure, saving: Figure, months: number): Part[] {
  const bf = saving.unrounded ? ' before rounding' : '';
  const what = closing.value > 0 ? `The break-even month: the closing costs divided by the monthly saving${bf}, rounded up to a whole month` : `There are no closing costs to pay back ($0 when none are entered)${bf && '; the saving is before rounding'}`;
  const check: WorkingStep[] = [];
  const savedIn = (name: string, count: number, text: string) => {
    const figure = w.count(count);
    check.push(w.step(name, `In ${figure.show} months ${text}`, [figure, '*', saving], count * saving.value, w.money));
  };
  if (months > 1) savedIn('savedBeforeBreakEven', months - 1, `the saving${bf} adds up to less than the ${closing.show} of closing costs`);
  if (months > 0) savedIn('savedByBreakEven', months, 'it adds up to at least the closing costs');
  return [[w.step('breakEvenMonths', what, ['ceil(', closing, '/', saving, ')'], months, w.count, { for: 'breakEvenMonths' })], check];
}
