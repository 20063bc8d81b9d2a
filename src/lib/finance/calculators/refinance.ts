/**
 * Refinance (DECISIONS.md): the current loan's payment against a new loan's, the months until the closing costs are
 * paid back, what both cost over their lives, and the new loan's schedule as DEPTH.md draws a loan's.
 */
import { formatMoney, formatMonths } from '../../format';
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import type { DetailNote } from '../details';
import { optional, positive } from '../inputKinds';
import { messages } from '../messages';
import { loanDetails } from '../loans/loanDetails';
import { DEFAULT_NEW_YEARS, refinance as refinanceLoan } from '../loans/refinance';
import { amount, plainNumber, termInYears, yearlyRate } from '../units';

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

/**
 * Why a refinance costs more over both loans' lives (DECISIONS.md `data-reasons`), only the reasons that hold, each
 * with its words: `rate` when the new rate is higher; `term` when the new loan runs longer; `costs` when there are
 * closing costs and the same refinance without them would not cost more overall.
 */
function costReasons(inputs: Required<RefinanceInputs>): (readonly [reason: string, words: string])[] {
  const withoutCosts = refinanceLoan({ ...inputs, closingCosts: 0 });
  // The terms are whole months (checked before the formula runs); rounding only clears float noise in years × 12.
  const [n1, n2] = [Math.round(inputs.remainingYears * 12), Math.round(inputs.newYears * 12)];
  const reasons = [
    [inputs.newRate > inputs.currentRate, 'rate', `the new rate, ${plainNumber(inputs.newRate)} %, is higher than today’s ${plainNumber(inputs.currentRate)} %`],
    [n2 > n1, 'term', `the new loan runs ${String(n2)} months against the ${String(n1)} left on today’s, and the extra months add interest`],
    [inputs.closingCosts > 0 && withoutCosts.ok && withoutCosts.lifetimeSavings >= 0, 'costs', `the ${money(inputs.closingCosts)} of closing costs outweigh what the new loan saves`],
  ] as const;
  return reasons.flatMap(([holds, reason, words]) => (holds ? [[reason, words] as const] : []));
}

/** In words: when the costs are paid back, or why they never are, and what the switch costs over both loans' lives. */
function refinanceNotes(inputs: Required<RefinanceInputs>, result: RefinanceResult): DetailNote[] {
  const notes: DetailNote[] = [];
  if (result.breakEvenMonths === undefined) {
    // Paying the closing costs back is spoken of only when there are some.
    const payBack = inputs.closingCosts > 0 ? ', so no monthly saving pays the closing costs back' : ': refinancing saves nothing a month';
    notes.push({
      name: 'no-monthly-savings',
      text: `The new payment, ${money(result.newPayment)}, is not lower than today’s ${money(result.currentPayment)}${payBack}.`,
    });
  } else if (inputs.closingCosts > 0) {
    notes.push({
      name: 'break-even',
      text: `The ${money(inputs.closingCosts)} of closing costs is paid back by the monthly saving of ${money(result.monthlySavings)} after ${formatMonths(result.breakEvenMonths)}: keep the new loan at least that long for the switch to pay.`,
    });
  }
  if (result.lifetimeSavings < 0) {
    const reasons = costReasons(inputs);
    notes.push({
      name: 'costs-more-overall',
      reasons: reasons.map(([reason]) => reason),
      text: `Over both loans’ lives refinancing costs ${money(-result.lifetimeSavings)} more${reasons.length > 0 ? ': ' : ''}${reasons.map(([, words]) => words).join('; ')}.`,
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
    balance: amount('Balance'),
    currentRate: yearlyRate('Current rate'),
    remainingYears: termInYears('Years left'),
    newRate: yearlyRate('New rate'),
    newYears: termInYears('New term'),
    closingCosts: amount('Closing costs', { percentOf: { field: 'balance', what: 'the loan' } }),
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
    const outcome = refinanceLoan(inputs);
    if (!outcome.ok) return rejectFields([{ field: outcome.field, message: messages.notWholeMonths }]);
    const { ok: _ok, breakEvenMonths, ...figures } = outcome;
    return accept(breakEvenMonths === undefined ? figures : { ...figures, breakEvenMonths });
  },
  details: (inputs, result) => {
    const loan = loanDetails(
      'refinance',
      // No extraMonthly: the page takes no extra payments, so the schedule has no Extra column.
      { principal: result.newLoanAmount, annualPercent: inputs.newRate, months: inputs.newYears * 12 },
      { totalInterest: result.interestNew, currency: 'USD' },
    );
    return { ...loan, notes: [...refinanceNotes(inputs, result), ...loan.notes] };
  },
  working: lazyWorking(() => import('../steps/refinance')),
});
