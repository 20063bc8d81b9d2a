/**
 * The working of a level-payment loan (WORKING.md): the monthly rate, the payment formula with the reader's amount and
 * term, the totals, and with extra payments the month the schedule ends. Shared by every loan page; each names its
 * own result fields (the EMI's `emi`, a refinance's two loans).
 */
import type { Figure, WorkingStep, WorkingWriter } from '../working';
import type { LoanTerms, ExtraPaymentResults } from './loanDetails';
import { scheduleFor } from './loanDetails';
import type { ScheduleRow } from './schedule';

export interface LoanWorkingTerms extends LoanTerms {
  /** The amount borrowed as an earlier step showed it, or as entered. */
  readonly borrowed: Figure;
  /** The term in years as entered, when the form asks for years (the months are worked out from it). */
  readonly years?: number | undefined;
  /** Words said after the term where it is first used: a default said as such, the months in years. */
  readonly termNote?: string | undefined;
}

type Repayment = { monthlyPayment: number; totalPayment?: number; totalInterest: number } & ExtraPaymentResults;

/**
 * The result fields a page gives its payment and totals (no `totalPayment`: the page shows none), and, on a page that
 * works out two loans, a `prefix` for the steps' names and a `label` before their sentences.
 */
export interface LoanFields {
  readonly monthlyPayment: string;
  readonly totalPayment?: string;
  readonly totalInterest: string;
  readonly prefix?: string;
  readonly label?: string;
}

const LOAN_FIELDS: LoanFields = { monthlyPayment: 'monthlyPayment', totalPayment: 'totalPayment', totalInterest: 'totalInterest' };

const monthsText = (count: number): string => `${String(count)} month${count === 1 ? '' : 's'}`;

/** Each figure of a schedule row's arithmetic: what was owed, its interest, what was paid, what is left. */
export function rowStep(w: WorkingWriter, name: string, row: ScheduleRow, text: string): WorkingStep {
  const terms = [w.money(row.opening), '+', w.money(row.interest), '-', w.money(row.payment), ...(row.extra > 0 ? (['-', w.money(row.extra)] as const) : [])] as const;
  return w.step(name, text, terms, row.balance, w.money, { kind: 'row', table: 'monthly', period: row.period });
}

/** The steps from the loan's terms to its payment, totals and, with extra payments, the month it is paid off. */
export function loanWorking(w: WorkingWriter, loan: LoanWorkingTerms, result: Repayment, fields: LoanFields = LOAN_FIELDS): WorkingStep[] {
  const steps: WorkingStep[] = [];
  const { prefix = '', label } = fields;
  // A step of the loan: its name and sentence told apart from the other loan's on a page that has two.
  const step = (name: string, text: string, ...rest: Parameters<WorkingWriter['step']> extends [string, string, ...infer R] ? R : never) =>
    w.step(prefix ? prefix + name[0]!.toUpperCase() + name.slice(1) : name, label ? `${label}, ${text[0]!.toLowerCase()}${text.slice(1)}` : text, ...rest);
  const months = w.count(loan.months);
  const note = loan.termNote ? ` (${loan.termNote})` : '';
  if (loan.years !== undefined) {
    steps.push(step('months', `The number of monthly payments: the term in years${note} times 12 months`, [w.count(loan.years), '*', 12], loan.months, w.count));
  }
  const over = `${months.show} months${loan.years === undefined ? note : ''}`;
  const rate = w.percent(loan.annualPercent);
  const payment = w.money(result.monthlyPayment, 6);
  const forPayment = { for: fields.monthlyPayment };
  if (loan.annualPercent === 0) {
    steps.push(step('monthlyPayment', `At 0 % there is no interest: the monthly payment is the amount borrowed split evenly over ${over}`, [loan.borrowed, '/', months], result.monthlyPayment, () => payment, forPayment));
  } else {
    // Digits enough for the payment to come out to its sixth decimal: 12 on most loans, more on a payment in the
    // hundreds of thousands, and on a growth just above 1, whose leading digits go when 1 is taken off it.
    const digits = Math.min(17, Math.max(12, Math.ceil(Math.log10(result.monthlyPayment * 8e6)) + 1));
    const monthly = w.factor(loan.annualPercent / 12 / 100, digits);
    steps.push(step('monthlyRate', 'The monthly rate: the yearly rate divided by 12 months, and by 100 to make it a fraction', [rate, '/', 12, '/', 100], monthly.value, () => monthly));
    // (1 + r)^n by way of log1p and expm1, as amortizedPayment works: at a small rate, 1 + r itself would lose digits.
    const grown = 1 + Math.expm1(loan.months * Math.log1p(monthly.value));
    const growth = w.factor(grown, Math.min(17, digits + Math.max(0, Math.ceil(-Math.log10(grown - 1)))));
    steps.push(step('growth', `What 1 owed grows to over ${over} at that rate, if nothing were paid`, ['(', 1, '+', monthly, ')', '^', months], growth.value, () => growth));
    steps.push(
      step(
        'monthlyPayment',
        'The monthly payment: the amount borrowed, times the monthly rate, times that growth, divided by the growth less 1 (the results round it to the cent)',
        [loan.borrowed, '*', monthly, '*', growth, '/', '(', growth, '-', 1, ')'],
        result.monthlyPayment,
        () => payment,
        forPayment,
      ),
    );
  }
  if (fields.totalPayment !== undefined && result.totalPayment !== undefined) {
    steps.push(step('totalPayment', `Paid in all: the monthly payment times ${months.show} payments`, [payment, '*', months], result.totalPayment, w.money, { for: fields.totalPayment }));
  }
  steps.push(
    step('totalInterest', 'The interest: everything paid less the amount borrowed', [payment, '*', months, '-', loan.borrowed], result.totalInterest, w.money, { for: fields.totalInterest }),
  );
  if (result.payoffMonths !== undefined) steps.push(...extraPaymentWorking(w, loan, { ...result, payoffMonths: result.payoffMonths }));
  return steps;
}

/** With extra payments: the schedule's last two months, the months saved and the interest saved. */
function extraPaymentWorking(w: WorkingWriter, loan: LoanWorkingTerms, result: Repayment & { payoffMonths: number }): WorkingStep[] {
  const withExtra = scheduleFor(loan);
  const plain = scheduleFor(loan, 0);
  if (!withExtra || !plain) return [];
  const last = withExtra.monthly.at(-1)!;
  const before = withExtra.monthly.at(-2);
  const extra = w.money(loan.extraMonthly ?? 0);
  const steps: WorkingStep[] = [];
  const lastMonth = w.count(last.period);

  if (before) {
    steps.push(rowStep(w, 'monthBeforePayoff', before, `With ${extra.show} extra a month, month ${w.count(before.period).show} of the schedule still ends owing money: what was owed, plus its interest, less the payment and the extra`));
    steps.push(rowStep(w, 'payoffMonth', last, `Month ${lastMonth.show} pays off what is left`));
    steps.push(
      w.step('payoffMonths', `So the loan is paid off in month ${lastMonth.show}, the month after month ${w.count(before.period).show}`, [w.count(before.period), '+', 1], result.payoffMonths, w.count, {
        for: 'payoffMonths',
        kind: 'row',
        table: 'monthly',
        period: last.period,
      }),
    );
  } else {
    steps.push(rowStep(w, 'payoffMonth', last, 'The first month pays off the whole loan'));
    steps.push(w.step('payoffMonths', 'So the loan is paid off in month 1', [lastMonth], result.payoffMonths, w.count, { for: 'payoffMonths', kind: 'row', table: 'monthly', period: last.period }));
  }
  if (result.monthsSaved !== undefined) {
    steps.push(w.step('monthsSaved', 'Months saved: the term less the months the extra payments take', [w.count(Math.round(loan.months)), '-', lastMonth], result.monthsSaved, w.count, { for: 'monthsSaved' }));
  }
  const interestPlain = w.money(plain.totals.interest);
  const interestExtra = w.money(withExtra.totals.interest);
  steps.push(
    w.lookup(
      'interestWithoutExtra',
      'The interest without the extra payments, as the schedule charges it (each month rounded to the cent)',
      `the schedule's interest column over ${monthsText(plain.monthly.length)} adds up to ${interestPlain.show}`,
      plain.totals.interest,
    ),
  );
  if (result.totalInterestWithExtra !== undefined) {
    steps.push(
      w.lookup(
        'totalInterestWithExtra',
        'The interest with the extra payments',
        `with ${extra.show} extra a month, the interest column over ${monthsText(last.period)} adds up to ${interestExtra.show}`,
        result.totalInterestWithExtra,
        { for: 'totalInterestWithExtra' },
      ),
    );
  }
  if (result.interestSaved !== undefined) {
    steps.push(w.step('interestSaved', 'Interest saved: the interest without the extra payments less the interest with them', [interestPlain, '-', interestExtra], result.interestSaved, w.money, { for: 'interestSaved' }));
  }
  return steps;
}
