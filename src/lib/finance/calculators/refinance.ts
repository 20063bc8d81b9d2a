/**
 * Refinance (DECISIONS.md): the current loan's payment against a new loan's, the months until the closing costs are
 * paid back, what both cost over their lives, and the new loan's schedule as DEPTH.md draws a loan's.
 */
import { formatMoney, formatMonths } from '../../format';
import { accept, defineCalculator, rejectFields } from '../define';
import type { DetailNote } from '../details';
import { optional, positive } from '../inputKinds';
import { loanDetails } from '../loans/loanDetails';
import { DEFAULT_NEW_YEARS, refinance as refinanceLoan } from '../loans/refinance';
import { NOT_WHOLE_MONTHS, wholeMonthRejections } from '../loans/wholeMonthTerms';
import { termInYears, yearlyRate } from '../units';

export type RefinanceInputs = {
  balance: number;
  currentRate: number;
  remainingYears: number;
  newRate: number;
  newYears?: number;
  closingCosts?: number;
  financeCosts?: boolean;
};
export type RefinanceResult = {
  currentPayment: number;
  newPayment: number;
  monthlySavings: number;
  breakEvenMonths?: number;
  newLoanAmount: number;
  interestCurrent: number;
  interestNew: number;
  lifetimeSavings: number;
};

const money = (value: number) => formatMoney(value, 'USD');

/** In words: when the costs are paid back, or why they never are, and what the switch costs over both loans' lives. */
function refinanceNotes(inputs: Required<RefinanceInputs>, result: RefinanceResult): DetailNote[] {
  const notes: DetailNote[] = [];
  if (result.breakEvenMonths === undefined) {
    notes.push({
      name: 'no-monthly-savings',
      text: `The new payment, ${money(result.newPayment)}, is not lower than today’s ${money(result.currentPayment)}, so there is no monthly saving to pay the closing costs back.`,
    });
  } else if (inputs.closingCosts > 0) {
    notes.push({
      name: 'break-even',
      text: `The ${money(inputs.closingCosts)} of closing costs is paid back by the monthly saving of ${money(result.monthlySavings)} after ${formatMonths(result.breakEvenMonths)}: keep the new loan at least that long for the switch to pay.`,
    });
  }
  if (result.lifetimeSavings < 0) {
    notes.push({
      name: 'costs-more-overall',
      text: `Over both loans’ lives refinancing costs ${money(-result.lifetimeSavings)} more: a lower payment spread over a longer term can add up to more in all, closing costs included.`,
    });
  }
  return notes;
}

export const refinance = defineCalculator<RefinanceInputs, RefinanceResult>({
  id: 'refinance',
  inputs: {
    balance: positive,
    currentRate: positive,
    remainingYears: positive,
    newRate: positive,
    newYears: { ...positive, blank: DEFAULT_NEW_YEARS },
    closingCosts: optional,
    financeCosts: { kind: 'checkbox' },
  },
  defaults: { newYears: String(DEFAULT_NEW_YEARS) },
  units: {
    currentRate: yearlyRate('Current rate'),
    newRate: yearlyRate('New rate'),
    remainingYears: termInYears('Years left'),
    newYears: termInYears('New term'),
  },
  results: {
    monthlySavings: 'money',
    breakEvenMonths: 'months',
    lifetimeSavings: 'money',
    currentPayment: 'money',
    newPayment: 'money',
    newLoanAmount: 'money',
    interestCurrent: 'money',
    interestNew: 'money',
  },
  optionalResults: ['breakEvenMonths'],
  currency: 'USD',
  compute: (inputs) => {
    const terms = wholeMonthRejections({ remainingYears: inputs.remainingYears, newYears: inputs.newYears });
    if (terms.length > 0) return rejectFields(terms);
    const outcome = refinanceLoan(inputs);
    if (!outcome.ok) return rejectFields([{ field: outcome.field, message: NOT_WHOLE_MONTHS }]);
    const { ok: _ok, breakEvenMonths, ...figures } = outcome;
    return accept(breakEvenMonths === undefined ? figures : { ...figures, breakEvenMonths });
  },
  details: (inputs, result) => {
    const loan = loanDetails(
      'refinance',
      { principal: result.newLoanAmount, annualPercent: inputs.newRate, months: inputs.newYears * 12, extraMonthly: 0 },
      { totalInterest: result.interestNew, currency: 'USD' },
    );
    return { ...loan, notes: [...refinanceNotes(inputs, result), ...loan.notes] };
  },
});
