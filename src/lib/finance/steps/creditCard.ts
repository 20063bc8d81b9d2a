/**
 * The credit card's working (WORKING.md): month 1's interest and minimum from the reader's numbers; the month each plan
 * ends, as rows of the monthly table with the row before; the totals; and the statement's 36-month payment.
 */
import { cardPlan, firstMonth, MINIMUM_MONTHS_LIMIT, NEVER_BALANCE_MONTH, STATEMENT_MONTHS, type CardMonth, type CardPlan, type CreditCardInputs, type CreditCardResult } from '../calculators/creditCard';
import { MAIN_LINE_STEPS, offMainLine, percentFigure, workingFor, type Figure, type Term, type Working, type WorkingStep } from '../working';

const w = workingFor('USD');
const where = (month: number): string => `month ${String(month)} of the monthly table (pick Monthly above the table)`;

/** A month's own arithmetic: what it started owing, plus interest, less the payment. */
const rowStep = (name: string, row: CardMonth, text: string): WorkingStep =>
  w.step(name, text, [w.money(row.opening), '+', w.money(row.interest), '-', w.money(row.payment)], row.balance, w.money, { kind: 'row', table: 'monthly', period: row.month });

/** The month a plan ends (and the month before it, still owing), and the month count as that row's key. */
function endSteps(plan: CardPlan, who: string, prefix: string, field: string): WorkingStep[] {
  const last = plan.months.at(-1)!;
  const before = plan.months.at(-2);
  const lastMonth = w.count(last.month);
  return [
    ...(before ? [rowStep(`${prefix}Before`, before, `${who}, ${where(before.month)} still ends owing: what it started owing, plus interest, less the payment`)] : []),
    rowStep(`${prefix}End`, last, `${before ? `Month ${lastMonth.show}` : `${who}, ${where(1)}`} pays what is left: what it started owing, plus interest, less the payment`),
    w.step(field, `So the card is clear in month ${lastMonth.show}`, before ? [w.count(before.month), '+', 1] : [lastMonth], last.month, w.count, { for: field, kind: 'row', table: 'monthly', period: last.month }),
  ];
}

/** Interest: every payment of the plan, year by year from the yearly table, plus what is still owed, less the balance. */
function interestStep(name: string, plan: CardPlan, who: string, balance: Figure, value: number, field: string): WorkingStep {
  const paidByYear: number[] = [];
  plan.months.forEach((month, index) => {
    const year = Math.floor(index / 12);
    paidByYear[year] = Math.round((paidByYear[year] ?? 0) * 100 + month.payment * 100) / 100;
  });
  const terms: Term[] = paidByYear.flatMap((paid, index) => (index === 0 ? [w.money(paid)] : ['+' as const, w.money(paid)]));
  const owed = plan.months.at(-1)!.balance;
  if (!plan.paidOff) terms.push('+', w.money(owed));
  terms.push('-', balance);
  const still = plan.paidOff ? '' : ', plus what is still owed after 100 years';
  return w.step(name, `${who}: the interest is every payment (each year’s, from the yearly table)${still}, less the balance`, terms, value, w.money, { for: field });
}

/** The working's parts in order; on the main line until one no longer fits, then in "Show every step". */
function mainLine(parts: readonly WorkingStep[][]): WorkingStep[] {
  let count = 0;
  return parts.flatMap((steps) => ((count += steps.length) > MAIN_LINE_STEPS ? ((count = Infinity), offMainLine(steps)) : steps));
}

export const working = (inputs: Required<CreditCardInputs>, result: CreditCardResult): Working => {
  const balance = w.money(Math.round(inputs.balance * 100) / 100);
  const apr = w.percent(inputs.apr);
  const first = firstMonth(inputs);
  const interest = w.money(first.interest);
  const share = w.money(first.share);
  const floor = w.money(Math.round(inputs.minFloor * 100) / 100);
  const plusInterest = inputs.minRule === 'percentPlusInterest';
  const owedWithInterest = Math.round((balance.value + interest.value) * 100) / 100;
  const capped = first.minimum === owedWithInterest && owedWithInterest < Math.max(floor.value, share.value + (plusInterest ? interest.value : 0));
  const minimumTerms: Term[] = ['max(', floor, ',', share, ...(plusInterest ? (['+', interest] as Term[]) : []), ')'];
  const firstSteps = [
    w.step('firstInterest', 'Month 1’s interest: the balance times the APR, over 12 months, rounded to the cent', [balance, '*', apr, '/', 12], first.interest, w.money),
    w.step('firstShare', `The minimum’s share of the balance: ${w.percent(inputs.minPercent).show} of it, rounded to the cent`, [balance, '*', w.percent(inputs.minPercent)], first.share, w.money),
    w.step(
      'minimumFirstPayment',
      `Month 1’s minimum payment: the share${plusInterest ? ' plus the interest' : ''}, or the ${floor.show} floor where that is more${capped ? ', but never more than the balance plus its interest' : ''}`,
      capped ? ['min(', ...minimumTerms, ',', balance, '+', interest, ')'] : minimumTerms,
      result.minimumFirstPayment,
      w.money,
      { for: 'minimumFirstPayment' },
    ),
  ];
  const minimum = cardPlan(inputs);
  const minimumParts: WorkingStep[][] = [];
  if (minimum.paidOff) minimumParts.push(endSteps(minimum, 'Paying the minimum each month', 'minimum', 'minimumMonths'));
  else {
    const tenYears = minimum.months[NEVER_BALANCE_MONTH - 1]!;
    minimumParts.push([rowStep('minimumAfter10Years', tenYears, `Paying the minimum, ${where(NEVER_BALANCE_MONTH)} (10 years) still ends owing, and month ${String(MINIMUM_MONTHS_LIMIT)} does too: what it started owing, plus interest, less the payment`)]);
  }
  minimumParts.push([interestStep('minimumInterest', minimum, 'Paying the minimum', balance, result.minimumInterest, 'minimumInterest')]);

  // The statement's payment: the level payment that clears the balance in 36 months, at the APR over 12 a month.
  const rate = percentFigure(w, inputs.apr / 12, Math.max(8, 9 - Math.floor(Math.log10(inputs.apr / 12))));
  const grown = 1 + Math.expm1(STATEMENT_MONTHS * Math.log1p(rate.value / 100));
  const growth = w.factor(grown, 12);
  const payoffParts = [
    w.step('monthlyRate', 'The monthly rate: the APR divided by 12 months', [apr, '/', 12], inputs.apr / 12, () => rate),
    w.step('growth', `What $1 grows to in ${String(STATEMENT_MONTHS)} months at ${rate.show} a month, if nothing were paid`, ['(', 1, '+', rate, ')', '^', STATEMENT_MONTHS], grown, () => growth),
    w.step('payoffIn36', 'The payment that clears the card in 36 months: the balance, times the monthly rate, times that growth, divided by the growth less 1', [balance, '*', rate, '*', growth, '/', '(', growth, '-', 1, ')'], result.payoffIn36, w.money, { for: 'payoffIn36' }),
  ];

  const fixedParts: WorkingStep[][] = [];
  if (result.fixedMonths !== undefined && result.fixedInterest !== undefined) {
    const fixed = cardPlan(inputs, inputs.payment);
    const who = `Paying ${w.money(inputs.payment).show} each month`;
    fixedParts.push(endSteps(fixed, who, 'fixed', 'fixedMonths'), [interestStep('fixedInterest', fixed, who, balance, result.fixedInterest, 'fixedInterest')]);
    if (result.interestSaved !== undefined && result.monthsSaved !== undefined) {
      fixedParts.push([
        w.step('interestSaved', 'Interest saved: the interest paying the minimum less the interest paying more', [w.money(result.minimumInterest), '-', w.money(result.fixedInterest)], result.interestSaved, w.money, { for: 'interestSaved' }),
        w.step('monthsSaved', 'Months saved: the months paying the minimum less the months paying more', [w.count(result.minimumMonths!), '-', w.count(result.fixedMonths)], result.monthsSaved, w.count, { for: 'monthsSaved' }),
      ]);
    }
  }
  return mainLine([firstSteps, ...minimumParts, payoffParts, ...fixedParts]);
};
