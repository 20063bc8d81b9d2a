/**
 * The working of a level-payment loan (WORKING.md): the monthly rate, what $1 grows to over the term, the payment with
 * the reader's amount and term, the totals, and with extra payments the month the schedule ends (its rows) and what
 * the extra saves. Shared by every loan page; each names its own result fields (the EMI's `emi`, a refinance's two
 * loans), and `mainLine` puts on the main line the parts that fit.
 */
import { MAIN_LINE_STEPS, moneyDecimalsFor, offMainLine, percentFigure, type Figure, type Term, type Working, type WorkingStep, type WorkingWriter } from '../working';
import type { LoanPlanResults, LoanTerms } from './loanDetails';
import { scheduleFor } from './loanDetails';
import { toCents, type ScheduleRow } from './schedule';

/** Steps that go on the main line or off it together: a result's and those only it uses. */
export type Part = WorkingStep[];

/**
 * The working, its parts listed in the order their results matter (the headline's first, and each after the parts it
 * uses): on the main line until a part no longer fits within its steps; that part and the rest wait in "Show every
 * step", so the main line never uses a figure only they show.
 */
export function mainLine(parts: readonly Part[]): WorkingStep[] {
  let count = 0;
  return parts.flatMap((steps) => ((count += steps.length) > MAIN_LINE_STEPS ? ((count = Infinity), offMainLine(steps)) : steps));
}

export interface LoanWorkingTerms extends LoanTerms {
  /** The amount borrowed as an earlier step showed it, or as entered. */
  readonly borrowed: Figure;
  /** The term in years as entered, when the form asks for years (the months are worked out from it). */
  readonly years?: number | undefined;
  /** Words said after the term where it is first used: a default said as such, the months in years. */
  readonly termNote?: string | undefined;
  /** Decimals of the payment before rounding: what the steps that multiply it need (the totals' by default). */
  readonly paymentDecimals?: number | undefined;
}

type Repayment = { monthlyPayment: number; totalPayment?: number; totalInterest: number } & LoanPlanResults;

/** The result fields a page gives its payment and totals (no `totalPayment`: the page shows none). */
export interface LoanFields {
  readonly monthlyPayment: string;
  readonly totalPayment?: string;
  readonly totalInterest: string;
}

const LOAN_FIELDS: LoanFields = { monthlyPayment: 'monthlyPayment', totalPayment: 'totalPayment', totalInterest: 'totalInterest' };

/** Where a month of the schedule is: the monthly view, which the table shows once the reader picks it. */
export const monthOf = (period: number, word = 'month'): string => `${word} ${String(period)} of the monthly schedule (pick Monthly above the table)`;

/** A schedule row's arithmetic: what it started owing, plus its interest, less what was paid, is what it ends owing. */
export function rowStep(w: WorkingWriter, name: string, row: ScheduleRow, text: string): WorkingStep {
  const terms: Term[] = [w.money(row.opening), '+', w.money(row.interest), '-', w.money(row.payment), ...(row.extra > 0 ? (['-', w.money(row.extra)] as const) : [])];
  return w.step(name, text, terms, row.balance, w.money, { kind: 'row', table: 'monthly', period: row.period });
}

/**
 * The monthly rate and what $1 grows to over `months`, to as few digits (8 at least) as let the payment worked from them
 * (amount × rate × growth ÷ (growth − 1)) `fit` its figure; past 15, a double's rate would show its binary noise
 * (0.16674999999999998).
 */
export function paymentFigures(w: WorkingWriter, amount: number, annualPercent: number, months: number, fits: (worked: number) => boolean): { rate: Figure; growth: Figure } {
  let rate!: Figure;
  let growth!: Figure;
  for (let digits = 8; digits <= 15; digits += 1) {
    rate = percentFigure(w, annualPercent / 12, digits - 1 - Math.floor(Math.log10(annualPercent / 12)));
    // (1 + r)^n by way of log1p and expm1, as amortizedPayment works: at a small rate, 1 + r would lose digits. A
    // growth just above 1 loses its leading digits when 1 is taken off it: it keeps as many more.
    const grown = 1 + Math.expm1(months * Math.log1p(rate.value / 100));
    growth = w.factor(grown, Math.min(17, digits + Math.max(0, Math.ceil(-Math.log10(grown - 1)))));
    if (fits((amount * rate.value * growth.value) / 100 / (growth.value - 1))) break;
  }
  return { rate, growth };
}

/** The steps of a loan in parts (payment, paid in all, interest, extra payments'), and the figures a page's own steps use. */
export interface LoanWorking {
  readonly parts: Part[];
  readonly payment: Figure;
  /** Paid in all as its step shows it, on a page that shows it. */
  readonly paid?: Figure | undefined;
  readonly interest: Figure;
}

/** The steps from the loan's terms to its payment, totals and, with extra payments, the month it is paid off. */
export function loanWorking(w: WorkingWriter, loan: LoanWorkingTerms, result: Repayment, fields: LoanFields = LOAN_FIELDS): LoanWorking {
  const { borrowed, months: n, annualPercent } = loan;
  const months = w.count(n);
  const note = loan.termNote ? ` (${loan.termNote})` : '';
  const steps: WorkingStep[] = [];
  if (loan.years !== undefined) steps.push(w.step('months', `The number of monthly payments: the term in years${note} times 12 months`, [w.count(loan.years), '*', 12], n, w.count));
  const over = `${months.show} months${loan.years === undefined ? note : ''}`;
  const decimals = loan.paymentDecimals ?? moneyDecimalsFor(n);
  const payment = w.money(result.monthlyPayment, decimals);
  const before = payment.unrounded ? ' before rounding' : '';
  const text = `The monthly payment${before && ` (shown rounded to the cent, ${w.money(result.monthlyPayment).show})`}: `;
  const forPayment = { for: fields.monthlyPayment };
  if (annualPercent === 0) {
    steps.push(w.step('monthlyPayment', `${text}at 0 % there is no interest, so the amount borrowed split evenly over ${over}`, [borrowed, '/', months], result.monthlyPayment, () => payment, forPayment));
  } else {
    const { rate, growth } = paymentFigures(w, borrowed.value, annualPercent, n, (worked) => Math.abs(worked - result.monthlyPayment) <= 0.3 * 10 ** -decimals);
    steps.push(
      w.step('monthlyRate', 'The monthly rate: the yearly rate divided by 12 months', [w.percent(annualPercent), '/', 12], annualPercent / 12, () => rate),
      w.step('growth', `What ${w.money(1).show.replace(/\.00$/, '')} grows to in ${over} at ${rate.show} a month, if nothing were paid`, ['(', 1, '+', rate, ')', '^', months], growth.value, () => growth),
      w.step('monthlyPayment', `${text}the amount borrowed, times the monthly rate, times that growth, divided by the growth less 1`, [borrowed, '*', rate, '*', growth, '/', '(', growth, '-', 1, ')'], result.monthlyPayment, () => payment, forPayment),
    );
  }
  const parts = [steps];
  const paid = fields.totalPayment !== undefined && result.totalPayment !== undefined ? w.money(result.totalPayment) : undefined;
  if (paid) parts.push([w.step('totalPayment', `Paid in all: the monthly payment${before} times ${months.show} payments`, [payment, '*', months], result.totalPayment!, () => paid, { for: fields.totalPayment })]);
  // From what is paid in all, to the cent, when the amount borrowed is too: then the interest's cent holds.
  const viaPaid = paid && !borrowed.unrounded;
  const interest = w.money(result.totalInterest);
  parts.push([
    w.step(
      'totalInterest',
      `The interest: ${viaPaid ? 'paid in all' : `the monthly payment${before} times ${months.show} payments`}, less the amount borrowed`,
      [...(viaPaid ? [paid] : ([payment, '*', months] as Term[])), '-', borrowed],
      result.totalInterest,
      () => interest,
      { for: fields.totalInterest },
    ),
  ]);
  // With events their own parts follow (withEventParts); DEPTH.md's extra payments' are these.
  if (result.payoffMonths !== undefined && !loan.events) parts.push(...extraPaymentParts(w, loan, result));
  return { parts, payment, paid, interest };
}

/**
 * With extra payments: the schedule's month before the last, still owing, and its last, owing nothing; the months
 * saved; the interest with the extra payments (every payment and extra, less the amount borrowed); and what they save.
 */
function extraPaymentParts(w: WorkingWriter, loan: LoanWorkingTerms, result: Repayment): Part[] {
  const withExtra = scheduleFor(loan);
  const plain = scheduleFor(loan, 0);
  if (!withExtra || !plain) return [];
  const last = withExtra.monthly.at(-1)!;
  const before = withExtra.monthly.at(-2);
  const extra = w.money(loan.extraMonthly ?? 0).show;
  const lastMonth = w.count(last.period);
  const beforeMonth = before && w.count(before.period);
  const term = w.count(Math.round(loan.months));
  // The schedule's interest: every payment and extra, less the amount borrowed, each to the cent. Every month before
  // the last pays the payment and the extra in full (else it would be the last). The schedule starts from the amount
  // borrowed to the cent: said so where an earlier step showed it past the cent.
  const cents = toCents(loan.principal) / 100;
  const owed: Term[] = loan.borrowed.unrounded && Math.round(loan.borrowed.value * 100) / 100 === cents ? ['round(', loan.borrowed, ',', 2, ')'] : [w.money(cents)];
  const [interestWith, interestPlain] = [withExtra, plain].map((schedule) => w.money(schedule.totals.interest)) as [Figure, Figure];
  return [
    [
      ...(before ? [rowStep(w, 'monthBeforePayoff', before, `With ${extra} extra a month, ${monthOf(before.period)} still ends owing: what it started owing, plus interest, less what it pays`)] : []),
      rowStep(w, 'payoffMonth', last, `${before ? `Month ${lastMonth.show}` : `With ${extra} extra a month, ${monthOf(1)}`} pays off what is left: what it started owing, plus interest, less what it pays`),
      w.step('payoffMonths', `So the loan is paid off in month ${lastMonth.show}${beforeMonth ? `, the month after month ${beforeMonth.show}` : ''}`, beforeMonth ? [beforeMonth, '+', 1] : [lastMonth], last.period, w.count, {
        for: 'payoffMonths',
        kind: 'row',
        table: 'monthly',
        period: last.period,
      }),
    ],
    [w.step('monthsSaved', `Months saved: the ${term.show} months of the term less the ${lastMonth.show} they take`, [term, '-', lastMonth], result.monthsSaved!, w.count, { for: 'monthsSaved' })],
    [
      w.step(
        'totalInterestWithExtra',
        `The interest with the extra payments, as the schedule charges it: everything paid less the amount borrowed${
          beforeMonth ? `; months 1 to ${beforeMonth.show} pay the payment and the extra` : ''
        }`,
        [
          ...(before ? (['(', w.money(before.payment), '+', w.money(before.extra), ')', '*', beforeMonth!, '+'] as Term[]) : []),
          w.money(last.payment),
          ...(last.extra > 0 ? (['+', w.money(last.extra)] as Term[]) : []),
          '-',
          ...owed,
        ],
        withExtra.totals.interest,
        () => interestWith,
        { for: 'totalInterestWithExtra' },
      ),
    ],
    [
      w.lookup('interestWithoutExtra', 'The interest without the extra payments, as the schedule charges it (leave the extra payment blank to see it)', `over ${String(plain.monthly.length)} months, ${interestPlain.show}`, plain.totals.interest),
      w.step('interestSaved', 'Interest saved: the interest without the extra payments less the interest with them', [interestPlain, '-', interestWith], result.interestSaved!, w.money, { for: 'interestSaved' }),
    ],
  ];
}

/**
 * The working from its parts: with events (DATED.md) their parts follow the loan's, from a chunk fetched only for an
 * answer that has them (eventsWorking.ts), so the loan pages' own working carries none of it.
 */
export function withEventParts(w: WorkingWriter, loan: LoanWorkingTerms, payment: Figure, result: LoanPlanResults, parts: readonly Part[]): Working | Promise<Working> {
  const { events } = loan;
  if (!events) return mainLine(parts);
  return import('./eventsWorking').then((module) => mainLine([...parts, ...module.eventParts(w, { ...loan, months: Math.round(loan.months), events }, { payment, borrowed: loan.borrowed }, result)]));
}
