/**
 * The working of a loan with events (WORKING.md, DATED.md): the payment in force after the last change (the balance it
 * starts from, a row of the monthly schedule, spread over the months left at the rate then), the month the loan is
 * paid off as rows of the schedule, the plan's interest year by year from the yearly table, and what paying ahead
 * saves. Fetched with an answer that has events, never with the loan pages' own working.
 */
import type { Figure, Term, WorkingWriter } from '../working';
import type { EventLoan } from './eventFields';
import { eventSchedule, type Recast } from './loanEvents';
import { monthOf, paymentFigures, rowStep, type Part } from './loanWorking';
import { yearlyRows } from './schedule';

type EventResultFigures = { payoffMonths?: number; totalInterestPlan?: number; finalPayment?: number; interestSaved?: number; monthsSaved?: number; totalInterestWithExtra?: number };

const CAUSE: Readonly<Record<Recast['cause'], (change: Recast, w: WorkingWriter) => string>> = {
  rate: (change, w) => `From month ${String(change.month)} the rate is ${w.percent(change.annualPercent).show} a year, and the payment is worked out again`,
  prepayment: (change) => `After month ${String(change.month - 1)}’s prepayment the payment is worked out again, from month ${String(change.month)}`,
  raised: (change) => `From month ${String(change.month)} keeping the payment would stretch the loan more than 10 years past its term, so the payment is raised`,
};

/** The payment after the last event: the level payment where no event changed it, else the last change worked out. */
function finalPaymentPart(w: WorkingWriter, loan: EventLoan, payment: Figure, finalPayment: number): Part {
  const plan = eventSchedule(loan);
  const change = plan.recasts.at(-1);
  if (!change) {
    return [w.step('finalPayment', 'No event changes the payment: the payment after the last change is the monthly payment, rounded to the cent as the schedule charges it', ['round(', payment, ',', 2, ')'], finalPayment, w.money, { for: 'finalPayment' })];
  }
  const before = plan.monthly[change.month - 2]!;
  const balance = w.money(change.balance);
  const months = w.count(change.months);
  const end = change.month + change.months - 1;
  // The new payment rounds to its cent, never from a figure a half cent away.
  const monthly = change.annualPercent / 12;
  const { rate, growth } = paymentFigures(w, balance.value, change.annualPercent, change.months, (worked) => Math.round(worked * 100) / 100 === finalPayment && Math.abs(worked * 100 - Math.round(worked * 100)) < 0.49);
  return [
    rowStep(w, 'changeBalance', before, `${CAUSE[change.cause](change, w)}. What is owed then: ${monthOf(before.period)}, what it started owing, plus interest, less what it paid`),
    w.step('changeRate', `The monthly rate from month ${String(change.month)}: the yearly rate divided by 12 months`, [w.percent(change.annualPercent), '/', 12], monthly, () => rate),
    w.step('changeGrowth', `What ${w.money(1).show.replace(/\.00$/, '')} grows to in the ${months.show} months from month ${String(change.month)} to month ${String(end)}, at ${rate.show} a month`, ['(', 1, '+', rate, ')', '^', months], growth.value, () => growth),
    w.step(
      'finalPayment',
      'The payment after the last change: what is owed, times the monthly rate, times that growth, divided by the growth less 1, rounded to the cent',
      ['round(', balance, '*', rate, '*', growth, '/', '(', growth, '-', 1, ')', ',', 2, ')'],
      finalPayment,
      w.money,
      { for: 'finalPayment' },
    ),
  ];
}

/**
 * The month the schedule ends and the month before it, still owing, as rows of the monthly schedule. The extra payments'
 * working (loanWorking.ts) words its own the same way; shared, the loan pages' working would grow by 50 bytes, which the
 * refinance page's, at 5.96 of its 6 KB, does not have. This copy travels only with an answer that has events.
 */
function payoffPart(w: WorkingWriter, loan: EventLoan): Part {
  const plan = eventSchedule(loan);
  const last = plan.monthly.at(-1)!;
  const before = plan.monthly.at(-2);
  const lastMonth = w.count(last.period);
  const beforeMonth = before && w.count(before.period);
  return [
    ...(before ? [rowStep(w, 'monthBeforePayoff', before, `With your prepayments and rate changes, ${monthOf(before.period)} still ends owing: what it started owing, plus interest, less what it pays`)] : []),
    rowStep(w, 'payoffMonth', last, `${before ? `Month ${lastMonth.show}` : `With your prepayments and rate changes, ${monthOf(1)}`} pays off what is left: what it started owing, plus interest, less what it pays`),
    w.step('payoffMonths', `So the loan is paid off in month ${lastMonth.show}${beforeMonth ? `, the month after month ${beforeMonth.show}` : ''}`, beforeMonth ? [beforeMonth, '+', 1] : [lastMonth], last.period, w.count, {
      for: 'payoffMonths',
      kind: 'row',
      table: 'monthly',
      period: last.period,
    }),
  ];
}

/**
 * The plan's interest: everything paid, each year's payments and prepayments from the yearly table, less the amount
 * borrowed. The schedule starts from the amount borrowed to the cent: said so where an earlier step showed it past it.
 */
function interestPart(w: WorkingWriter, loan: EventLoan, borrowed: Figure, result: EventResultFigures): Part {
  const years = yearlyRows(eventSchedule(loan).monthly);
  const terms: Term[] = years.flatMap((year, index) => [...(index === 0 ? [] : ['+' as const]), w.money(year.payment), ...(year.extra > 0 ? (['+', w.money(year.extra)] as Term[]) : [])]);
  const cents = Math.round(loan.principal * 100) / 100;
  const owed: Term[] = borrowed.unrounded && Math.round(borrowed.value * 100) / 100 === cents ? ['round(', borrowed, ',', 2, ')'] : [w.money(cents)];
  terms.push('-', ...owed);
  const interest = w.money(result.totalInterestPlan!);
  const span = years.length > 1 ? `, years 1 to ${String(years.length)}` : '';
  const steps = [
    w.step('totalInterestPlan', `The interest with your prepayments and rate changes: everything paid, each year’s payments and prepayments from the yearly table${span}, less the amount borrowed`, terms, result.totalInterestPlan!, () => interest, { for: 'totalInterestPlan' }),
  ];
  if (result.totalInterestWithExtra !== undefined) {
    steps.push(w.step('totalInterestWithExtra', 'The interest with the extra payments: the same, everything paid less the amount borrowed', terms, result.totalInterestWithExtra, w.money, { for: 'totalInterestWithExtra' }));
  }
  return steps;
}

/** What paying ahead saves: against the same loan and rate changes without prepayments or extra payments. */
function savingsPart(w: WorkingWriter, loan: EventLoan, result: EventResultFigures): Part[] {
  if (result.interestSaved === undefined || result.monthsSaved === undefined) return [];
  const without = eventSchedule(loan, { withPrepayments: false });
  const months = w.count(without.monthly.length);
  const interestWithout = w.money(without.totals.interest);
  const same = loan.events.rateChanges.length > 0 ? 'with the same rate changes and ' : '';
  return [
    [
      w.lookup('monthsWithout', `The months the loan takes ${same}without prepayments or extra payments (clear those fields to see its schedule)`, `${months.show} months`, without.monthly.length),
      w.step('monthsSaved', `Months saved: ${months.show} months less the ${w.count(result.payoffMonths!).show} they take`, [months, '-', w.count(result.payoffMonths!)], result.monthsSaved, w.count, { for: 'monthsSaved' }),
    ],
    [
      w.lookup('interestWithout', `The interest ${same}without prepayments or extra payments, as that schedule charges it`, `over ${months.show} months, ${interestWithout.show}`, without.totals.interest),
      w.step('interestSaved', 'Interest saved: the interest without paying ahead less the interest with it', [interestWithout, '-', w.money(result.totalInterestPlan!)], result.interestSaved, w.money, { for: 'interestSaved' }),
    ],
  ];
}

/** The events' parts, after the loan's own: its payment's figure is the level payment the events start from, and the amount borrowed as shown. */
export function eventParts(w: WorkingWriter, loan: EventLoan, figures: { payment: Figure; borrowed: Figure }, result: EventResultFigures): Part[] {
  return [payoffPart(w, loan), finalPaymentPart(w, loan, figures.payment, result.finalPayment!), interestPart(w, loan, figures.borrowed, result), ...savingsPart(w, loan, result)];
}
