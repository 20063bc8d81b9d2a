/**
 * A loan's events (DATED.md): prepayments on given months and every 12th month, rate changes, and what each does, a
 * shorter term or a new payment. The schedule is DEPTH.md's, cent by cent, with an end month E that the events move,
 * in DATED.md's order at the start of each month: a rate change, then the prepayment of the month before, then the cap
 * of ten years past the term. Its own chunk in the browser (eventsEngine.ts): a page loads it only once a reader
 * enters an event, so the loan pages pay nothing for it before an answer.
 */
import { formatMoney } from '../../format';
import type { DetailNote as Note, SeriesChartData } from '../details';
import type { FieldRejection, FieldRead } from '../types';
import { amortizedPayment, monthlyRate } from '../math/amortization';
import type { ParsedNumber } from '../parse';
import { plainNumber } from '../units';
import { quoted } from '../growth/listLimits';
import { inDollars, MAX_SCHEDULE_MONTHS, roundHalfUp, toCents, yearlyRows, type AmortizationSchedule, type ScheduleRow } from './schedule';
import type { LoanEvents, EventLoan } from './eventFields';

/** No loan is stretched past this many months beyond its term (DATED.md): the payment rises instead. */
export const STRETCH_LIMIT = 120;
/** The most entries a list takes: a month each over the longest term a schedule draws. */
export const MAX_EVENT_ENTRIES = 1200;
/** A rate a list may hold, as the rate field allows (units.ts `yearlyPercent`). */
const MAX_RATE = 1000;

// ---------------------------------------------------------------------------------------------------------- reading

/** Between the month and its figure: a colon (with or without spaces) or white space (DATED.md). */
const ENTRY = /^(\d+)(?:\s*:\s*|\s+)(\S.*)$/su;
const ENTRIES = /[;\r\n]+/u;
/** Amounts with grouping commas and no months ("1,00,000, 50,000"): a list of amounts, not of months. */
const AMOUNTS_ONLY = /^[-+]?[₹$]?\s*\d{1,3}(?:,\d{2,3})+(?:\.\d*)?\s*,/u;

/** An amount whose digits spaces group as thousands or lakh do: "12 75 000", "1 250 000.50", "$ 5 000". */
const SPACED_AMOUNT = /^[-+]?[₹$]?\s*\d{1,3}(?:\s\d{2,3})*\s\d{3}(?:\.\d*)?$/u;


export type ListKind = 'prepayments' | 'rateChanges';

const EXAMPLE: Readonly<Record<ListKind, string>> = { prepayments: '12 100000; 36 50000', rateChanges: '25 8.9; 61 8.4' };
const WHAT: Readonly<Record<ListKind, string>> = { prepayments: 'the month, then the amount', rateChanges: 'the month, then the new rate in % a year' };

const notAnEntry = (kind: ListKind, entry: string): string => `“${quoted(entry)}” is not a month and ${kind === 'prepayments' ? 'an amount' : 'a rate'}. Write ${WHAT[kind]}, one pair a line or separated by semicolons, like ${EXAMPLE[kind]}.`;

/**
 * Reads a list of "month figure" pairs into `[month₁, figure₁, month₂, figure₂, …]`, naming the first entry it cannot
 * read: nothing is dropped. `readFigure` reads an amount as the page's money fields do (lakh and crore on ₹ pages), or
 * a rate as its rate field does; a rate under 1 reads as typed, with a note asking whether a fraction was meant.
 */
export function readMonthList(kind: ListKind, text: string, readFigure: (text: string) => ParsedNumber): FieldRead {
  const entries = text.split(ENTRIES).map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length > MAX_EVENT_ENTRIES) return { ok: false, message: `Enter at most ${plainNumber(MAX_EVENT_ENTRIES)} entries: this list has ${plainNumber(entries.length)}.` };
  const pairs: number[] = [];
  const fractions: string[] = [];
  for (const entry of entries) {
    if (AMOUNTS_ONLY.test(entry) || (!ENTRY.test(entry) && readFigure(entry).ok)) {
      return { ok: false, message: `“${quoted(entry)}” has no month${AMOUNTS_ONLY.test(entry) ? ' (here commas group digits, they do not separate entries)' : ''}. Write ${WHAT[kind]}, like ${EXAMPLE[kind]}.` };
    }
    const [, month = '', rest = ''] = ENTRY.exec(entry) ?? [];
    // Spaces may group an amount's digits ("12 75 000"), but not any way: "100000 36 50000" is two entries run together.
    if (/\d\s+\d/u.test(rest) && !SPACED_AMOUNT.test(rest.trim())) return { ok: false, message: `“${quoted(entry)}” reads as more than one entry: separate them with semicolons or new lines, like ${EXAMPLE[kind]}.` };
    const figure = readFigure(rest);
    if (month === '' || !figure.ok) return { ok: false, message: notAnEntry(kind, entry) };
    const value = Number(month);
    if (value < 1) return { ok: false, message: `“${quoted(entry)}”: months count from 1, the first payment’s month.` };
    if (!(figure.value > 0)) return { ok: false, message: `“${quoted(entry)}”: the ${kind === 'prepayments' ? 'amount' : 'rate'} must be above 0.` };
    if (kind === 'rateChanges' && figure.value > MAX_RATE) return { ok: false, message: `“${quoted(entry)}”: enter a rate of at most ${plainNumber(MAX_RATE)} % a year.` };
    const asPercent = Number((figure.value * 100).toPrecision(12));
    if (kind === 'rateChanges' && figure.value < 1 && asPercent >= 1 && asPercent <= 30) fractions.push(`${plainNumber(figure.value)} % a year from month ${month}? If you meant ${plainNumber(asPercent)} %, type ${month} ${plainNumber(asPercent)}.`);
    pairs.push(value, figure.value);
  }
  if (fractions.length === 0) return { ok: true, value: pairs };
  const note: Note = { name: 'check-units', field: 'rateChanges', text: `Rate changes: ${fractions.join(' ')}` };
  return { ok: true, value: pairs, note };
}

/** A list's own rule, for what was typed and a direct call alike: whole months from 1 and figures above 0, in pairs. */
export function checkMonthList(value: unknown): string | null {
  if (!Array.isArray(value)) return 'Enter months and figures in pairs, like 12 100000.';
  const ok = value.length % 2 === 0 && value.every((figure, index) => typeof figure === 'number' && Number.isFinite(figure) && figure > 0 && (index % 2 === 1 || Number.isInteger(figure)));
  if (!ok) return 'Enter months and figures in pairs, each above 0, the months whole numbers, like 12 100000.';
  return value.length / 2 > MAX_EVENT_ENTRIES ? `Enter at most ${plainNumber(MAX_EVENT_ENTRIES)} entries.` : null;
}

/** Pairs back as [month, figure]. */
export function monthPairs(list: readonly number[]): [month: number, figure: number][] {
  const pairs: [number, number][] = [];
  for (let index = 0; index + 1 < list.length; index += 2) pairs.push([list[index]!, list[index + 1]!]);
  return pairs;
}

/**
 * What the term decides of the lists: a prepayment in months 1 to n (rejected with the term), rate changes in months 2
 * to n, increasing, none twice. Each message names its entry.
 */
export function eventRejections(events: LoanEvents, months: number): FieldRejection[] {
  const field = events.prepayments.length > 0 ? 'prepayments' : events.rateChanges.length > 0 ? 'rateChanges' : 'yearlyPrepayment';
  if (!Number.isInteger(months) || months > MAX_SCHEDULE_MONTHS) return [{ field, message: `Prepayments and rate changes need a schedule: a term of whole months, up to ${plainNumber(MAX_SCHEDULE_MONTHS)}.` }];
  const errors: FieldRejection[] = [];
  const late = monthPairs(events.prepayments).find(([month]) => month > months);
  if (late) errors.push({ field: 'prepayments', message: `Month ${plainNumber(late[0])} is past the term of ${plainNumber(months)} months: enter months from 1 to ${plainNumber(months)}.` });
  let previous = 1;
  for (const [month] of monthPairs(events.rateChanges)) {
    const problem =
      month < 2 ? 'a rate change starts in month 2 or later (month 1 is the rate above)'
      : month > months ? `month ${plainNumber(month)} is past the term of ${plainNumber(months)} months`
      : month === previous ? `month ${plainNumber(month)} is listed twice`
      : month < previous ? `month ${plainNumber(month)} comes after month ${plainNumber(previous)}: list the changes in order`
      : null;
    if (problem) {
      errors.push({ field: 'rateChanges', message: `In the rate changes, ${problem}.` });
      break;
    }
    previous = month;
  }
  return errors;
}

// --------------------------------------------------------------------------------------------------------- schedule

export type EventCause = 'rate' | 'prepayment' | 'raised';

/** A new level payment: the month it starts, what was owed then, the rate, and the months it is spread over. */
export interface Recast {
  readonly month: number;
  readonly cause: EventCause;
  readonly balance: number;
  readonly annualPercent: number;
  readonly months: number;
  readonly payment: number;
}

/** A month of the schedule, marked when a prepayment or rate change happens in it. */
export interface EventRow extends ScheduleRow {
  readonly event?: string | undefined;
}

export interface EventSchedule extends AmortizationSchedule {
  readonly monthly: readonly EventRow[];
  /** The payment P in force after the last event, before any last month's settling (DATED.md `finalPayment`). */
  readonly finalPayment: number;
  /** Every change of the payment, in month order. */
  readonly recasts: readonly Recast[];
  /** The months whose payment the ten-year cap raised (`payment-raised`). */
  readonly raised: readonly Recast[];
}


/**
 * The month in which paying `payment` cents at monthly rate `r` from month `from`, with no further events or extra
 * payments, clears `balance` cents; Infinity when it never does, or not before `limit`.
 */
function endMonth(balance: number, r: number, payment: number, from: number, limit: number): number {
  let owed = balance;
  for (let month = from; month <= limit; month += 1) {
    const interest = roundHalfUp(owed * r);
    if (payment >= owed + interest) return month;
    if (payment <= interest) return Infinity;
    owed -= payment - interest;
  }
  return Infinity;
}

/**
 * DATED.md's schedule with events. `withPrepayments: false` gives the schedule the savings are measured against: the
 * same rate changes, no prepayments and no extra payments.
 */
export function eventSchedule(loan: EventLoan, { withPrepayments = true } = {}): EventSchedule {
  const { events } = loan;
  const n = loan.months;
  const prepaid = new Map<number, number>();
  if (withPrepayments) {
    for (const [month, amount] of monthPairs(events.prepayments)) prepaid.set(month, (prepaid.get(month) ?? 0) + toCents(amount));
    const yearly = toCents(events.yearlyPrepayment);
    if (yearly > 0) for (let month = 12; month <= n; month += 12) prepaid.set(month, (prepaid.get(month) ?? 0) + yearly);
  }
  const changes = new Map(monthPairs(events.rateChanges));
  const extraCents = withPrepayments ? toCents(loan.extraMonthly ?? 0) : 0;
  const limit = n + STRETCH_LIMIT;

  let annual = loan.annualPercent;
  let r = monthlyRate(annual);
  const levelPayment = toCents(amortizedPayment(loan.principal, r, n));
  let payment = levelPayment;
  let end = n;
  let balance = toCents(loan.principal);
  const rows: EventRow[] = [];
  const recasts: Recast[] = [];
  const raised: Recast[] = [];
  const recast = (month: number, cause: EventCause) => {
    payment = toCents(amortizedPayment(balance / 100, r, end - month + 1));
    const change = { month, cause, balance: balance / 100, annualPercent: annual, months: end - month + 1, payment: payment / 100 };
    recasts.push(change);
    return change;
  };
  for (let month = 1; balance > 0 && month <= limit; month += 1) {
    const marks: string[] = [];
    const newRate = changes.get(month);
    // 1. A rate change sets the rate, then a new payment to the same end month, or a new end month at the payment.
    if (newRate !== undefined && end - month + 1 >= 1) {
      annual = newRate;
      r = monthlyRate(annual);
      marks.push(`rate ${plainNumber(newRate)} %`);
      if (events.rateChangeEffect === 'payment') recast(month, 'rate');
      else end = endMonth(balance, r, payment, month, limit + 1);
    }
    // 2. Last month's prepayment: the same, as the prepayment's effect says.
    if ((prepaid.get(month - 1) ?? 0) > 0 && end - month + 1 >= 1) {
      if (events.prepaymentEffect === 'payment') recast(month, 'prepayment');
      else end = endMonth(balance, r, payment, month, limit + 1);
    }
    // 3. Never past ten years beyond the term, nor into a balance that grows: the payment rises instead.
    if (end > limit) {
      end = limit;
      raised.push(recast(month, 'raised'));
    }
    const opening = balance;
    const interest = roundHalfUp(balance * r);
    // Month E pays off whatever is left, so the balance ends at exactly 0.00.
    const paid = month === end ? balance + interest : Math.min(payment, balance + interest);
    const principal = paid - interest;
    balance -= principal;
    const prepayment = prepaid.get(month) ?? 0;
    const extra = Math.min(extraCents + prepayment, balance);
    // A prepayment happens only where something is left to prepay (not in the month that settles the loan).
    if (prepayment > 0 && extra > Math.min(extraCents, balance)) marks.push('prepayment');
    balance -= extra;
    rows.push({ period: month, opening, payment: paid, principal, interest, extra, balance, event: marks.length > 0 ? marks.join(', ') : undefined });
  }
  return {
    ...inDollars(rows, levelPayment),
    finalPayment: payment / 100,
    recasts,
    raised,
  };
}

// ---------------------------------------------------------------------------------------------------------- results

export type EventResults = { payoffMonths: number; totalInterestPlan: number; finalPayment: number; interestSaved?: number; monthsSaved?: number; totalInterestWithExtra?: number };

/** Whether anything is paid ahead of the schedule: listed or yearly prepayments, or an extra each month. */
export const paysAhead = (loan: EventLoan): boolean => loan.events.prepayments.length > 0 || loan.events.yearlyPrepayment > 0 || (loan.extraMonthly ?? 0) > 0;

/** DATED.md's results: the months and interest of the plan, the payment at the end, and what paying ahead saves. */
export function eventResults(loan: EventLoan): EventResults {
  const plan = eventSchedule(loan);
  const results: EventResults = { payoffMonths: plan.monthly.length, totalInterestPlan: plan.totals.interest, finalPayment: plan.finalPayment };
  if (!paysAhead(loan)) return results;
  const without = eventSchedule(loan, { withPrepayments: false });
  return {
    ...results,
    interestSaved: (toCents(without.totals.interest) - toCents(plan.totals.interest)) / 100,
    monthsSaved: without.monthly.length - plan.monthly.length,
    // DEPTH.md's result with an extra each month: the schedule's interest, here with the events too.
    ...((loan.extraMonthly ?? 0) > 0 ? { totalInterestWithExtra: plan.totals.interest } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------- details

/** What the page shows of the events besides the schedule: the `payment-raised` note and the balance chart. */
export function eventDetails(loan: EventLoan, currency: 'USD' | 'INR'): { notes: Note[]; balance: SeriesChartData } {
  const plan = eventSchedule(loan);
  const raised = raisedNote(plan, loan.months, currency);
  return { notes: raised ? [raised] : [], balance: balanceChart(loan, plan) };
}

/** `payment-raised`: each month the cap raised the payment, and to what. */
function raisedNote(schedule: EventSchedule, n: number, currency: 'USD' | 'INR'): Note | null {
  if (schedule.raised.length === 0) return null;
  const each = schedule.raised.map((change) => `from month ${plainNumber(change.month)} to ${formatMoney(change.payment, currency)}`).join(', then ');
  return {
    name: 'payment-raised',
    text: `Keeping the payment would have stretched the loan more than 10 years past its term of ${plainNumber(n)} months, or never repaid it: the payment rises ${each}, so the loan ends by month ${plainNumber(n + STRETCH_LIMIT)}.`,
  };
}

/**
 * The balance chart's two lines (DATED.md: both balances): the plan's, and the one its savings are measured against
 * (the same rate changes, nothing paid ahead), or with rate changes alone, the loan as first agreed.
 */
function balanceChart(loan: EventLoan, plan: EventSchedule): SeriesChartData {
  const ahead = paysAhead(loan);
  const other = eventSchedule(ahead ? loan : { ...loan, events: { ...loan.events, rateChanges: [] } }, { withPrepayments: !ahead });
  const [planYears, otherYears] = [plan, other].map((schedule) => yearlyRows(schedule.monthly));
  const longer = planYears!.length >= otherYears!.length ? planYears! : otherYears!;
  const balances = (years: readonly ScheduleRow[]) => longer.map((_, index) => years[index]?.balance ?? 0);
  return {
    kind: 'series',
    name: 'balance',
    caption: `The balance still owed at the end of each year, with your ${ahead ? 'prepayments' : 'rate changes'} and without`,
    periodLabel: 'Year',
    periods: longer.map((row) => row.period),
    stacked: false,
    series: [
      { label: ahead ? 'With your prepayments' : 'With the rate changes', values: balances(planYears!), tone: 'balance' },
      { label: ahead ? 'Without them' : 'At the starting rate', values: balances(otherYears!), tone: 'balance-before' },
    ],
  };
}
