/**
 * DEPTH.md's loans: the schedule a lender would charge, what extra payments save, the whole monthly cost of a
 * home, and the charts and table a loan page draws. Shared by the loan, mortgage and EMI calculators.
 */
import { formatMoney } from '../../format';
import type { CalculationDetails, DetailChart, DetailNote, PeriodTable, ShareChartData } from '../details';
import { amortizationSchedule, scheduleMonths, toCents, yearlyRows, type AmortizationSchedule, type ScheduleRow, type ScheduleTotals } from './schedule';

export interface LoanTerms {
  /** The amount borrowed, in the calculator's currency. */
  readonly principal: number;
  readonly annualPercent: number;
  /** The term in months, possibly fractional (years × 12); a schedule needs a whole number. */
  readonly months: number;
  /**
   * Paid toward principal every month from the first (DEPTH.md `extraMonthly`, blank 0). Absent for a loan whose page
   * takes no extra payments (refinance): its schedule then has no Extra column, which could only ever hold 0.
   */
  readonly extraMonthly?: number | undefined;
}

/** The optional costs of owning a home (DEPTH.md); each blank is 0. */
export interface HomeCosts {
  readonly price: number;
  /** % of the price a year. */
  readonly propertyTax: number;
  /** A year. */
  readonly homeInsurance: number;
  /** % of the loan a year, charged while the balance at the start of a month is above 80 % of the price. */
  readonly pmi: number;
  /** A month. */
  readonly hoa: number;
}

export type ExtraPaymentResults = { payoffMonths?: number; monthsSaved?: number; interestSaved?: number; totalInterestWithExtra?: number };

/** The optional results extra payments add, in display order (DEPTH.md). */
export const EXTRA_PAYMENT_RESULTS = ['payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra'] as const;
export type HomeCostResults = { monthlyTotal?: number; pmiMonths?: number };

/** The schedule with the extra payments, or null when the term has no whole-month schedule. */
function scheduleFor(loan: LoanTerms, extraMonthly = loan.extraMonthly ?? 0): AmortizationSchedule | null {
  const term = scheduleMonths(loan.months);
  return term.ok ? amortizationSchedule({ ...loan, months: term.months, extraMonthly }) : null;
}

const centsDifference = (a: number, b: number): number => (toCents(a) - toCents(b)) / 100;

/** Months to pay off, months saved and interest saved by paying extra; none without extra or a schedule. */
export function extraPaymentResults(loan: LoanTerms): ExtraPaymentResults {
  const withExtra = (loan.extraMonthly ?? 0) > 0 ? scheduleFor(loan) : null;
  const plain = withExtra && scheduleFor(loan, 0);
  if (!withExtra || !plain) return {};
  const payoffMonths = withExtra.monthly.length;
  return {
    payoffMonths,
    monthsSaved: Math.round(loan.months) - payoffMonths,
    interestSaved: centsDifference(plain.totals.interest, withExtra.totals.interest),
    // The schedule's interest with the extra payments: what the charts beside it show.
    totalInterestWithExtra: withExtra.totals.interest,
  };
}

/** Whether mortgage insurance is charged in a month that starts owing `opening`. */
const pmiCharged = (opening: number, home: HomeCosts): boolean => home.pmi > 0 && opening > home.price * 0.8;

/** The months of a schedule in which mortgage insurance is charged. */
const pmiMonths = (schedule: AmortizationSchedule, home: HomeCosts): number => schedule.monthly.filter((row) => pmiCharged(row.opening, home)).length;

const hasHomeCosts = (home: HomeCosts): boolean => home.propertyTax > 0 || home.homeInsurance > 0 || home.pmi > 0 || home.hoa > 0;

/** The monthly parts of owning the home, principal and interest first (the first month's PMI). */
function monthlyHomeParts(monthlyPayment: number, loan: LoanTerms, home: HomeCosts): ShareChartData['parts'] {
  return [
    { label: 'Principal and interest', value: monthlyPayment, tone: 'loan-payment' },
    { label: 'Property tax', value: (home.price * home.propertyTax) / 1200, tone: 'tax' },
    { label: 'Home insurance', value: home.homeInsurance / 12, tone: 'insurance' },
    { label: 'PMI', value: pmiCharged(toCents(loan.principal) / 100, home) ? (loan.principal * home.pmi) / 1200 : 0, tone: 'pmi' },
    { label: 'HOA', value: home.hoa, tone: 'hoa' },
  ];
}

/** The all-in monthly cost and the months of PMI, when any home cost is entered. */
export function homeCostResults(monthlyPayment: number, loan: LoanTerms, home: HomeCosts): HomeCostResults {
  if (!hasHomeCosts(home)) return {};
  const monthlyTotal = monthlyHomeParts(monthlyPayment, loan, home).reduce((sum, part) => sum + part.value, 0);
  const schedule = scheduleFor(loan);
  // Months with PMI mean something only once a PMI rate is entered.
  if (!schedule || home.pmi <= 0) return { monthlyTotal };
  return { monthlyTotal, pmiMonths: pmiMonths(schedule, home) };
}

type ScheduleColumn = keyof ScheduleTotals | 'balance';

const SCHEDULE_LABELS: Readonly<Record<ScheduleColumn, string>> = { payment: 'Payment', principal: 'Principal', interest: 'Interest', extra: 'Extra', balance: 'Balance' };

/** DEPTH.md's columns; `extra` only on a page that takes extra payments (there it stays, 0.00 without any). */
const scheduleColumns = (loan: LoanTerms): readonly ScheduleColumn[] =>
  loan.extraMonthly === undefined ? ['payment', 'principal', 'interest', 'balance'] : ['payment', 'principal', 'interest', 'extra', 'balance'];

function scheduleTable(id: string, schedule: AmortizationSchedule, keys: readonly ScheduleColumn[]): PeriodTable {
  const rowValues = (row: ScheduleRow) => ({ period: row.period, values: keys.map((key) => row[key]) });
  return {
    caption: 'Amortization schedule',
    columns: keys.map((key) => ({ key, label: SCHEDULE_LABELS[key], format: 'money' })),
    yearly: yearlyRows(schedule.monthly).map(rowValues),
    monthly: schedule.monthly.map(rowValues),
    // A balance has no total.
    totals: keys.map((key) => (key === 'balance' ? null : schedule.totals[key])),
    csvName: `${id}-schedule.csv`,
  };
}

function loanCharts(schedule: AmortizationSchedule): DetailChart[] {
  const yearly = yearlyRows(schedule.monthly);
  return [
    {
      kind: 'share',
      name: 'principal-interest',
      caption: 'What you pay in all: the amount borrowed against the interest',
      parts: [
        { label: 'Principal', value: schedule.totals.principal + schedule.totals.extra, tone: 'principal' },
        { label: 'Interest', value: schedule.totals.interest, tone: 'interest' },
      ],
    },
    {
      kind: 'series',
      name: 'balance',
      caption: 'The balance still owed at the end of each year',
      periodLabel: 'Year',
      periods: yearly.map((row) => row.period),
      series: [{ label: 'Balance', values: yearly.map((row) => row.balance), tone: 'balance' }],
    },
  ];
}

const NO_SCHEDULE: Record<'fraction' | 'tooLong', string> = {
  fraction: 'The schedule needs a whole number of months: enter a term that is a whole number of months (2.5 years is 30 months).',
  tooLong: 'The schedule is drawn for terms of up to 100 years (1,200 months).',
};

/** What the formula gave, which the schedule is held against, and the currency its notes speak in. */
export interface FormulaFigures {
  readonly totalInterest: number;
  readonly currency: 'USD' | 'INR';
}

/**
 * The schedule, its charts and notes for a loan; `home` adds the mortgage's cost breakdown and PMI notes.
 * `formula` is the headline's figures, so that a schedule whose cents add up differently says by how much.
 */
export function loanDetails(id: string, loan: LoanTerms, formula: FormulaFigures, extra?: { monthlyPayment: number; home: HomeCosts }): CalculationDetails {
  const term = scheduleMonths(loan.months);
  const schedule = term.ok ? amortizationSchedule({ ...loan, months: term.months, extraMonthly: loan.extraMonthly ?? 0 }) : null;
  const notes: DetailNote[] = [];
  const charts: DetailChart[] = [];
  if (!term.ok) notes.push({ text: NO_SCHEDULE[term.reason] });
  // A soft warning, never a rejection (DEPTH.md): such terms exist, but rarely.
  if (loan.months > 600) notes.push({ name: 'long-term', text: 'A loan term above 50 years is rare: few lenders offer one, and most of what you pay is interest. Check the term you entered.' });

  if (extra && hasHomeCosts(extra.home)) {
    const parts = monthlyHomeParts(extra.monthlyPayment, loan, extra.home).filter((part, index) => index === 0 || part.value > 0);
    charts.push({ kind: 'share', name: 'breakdown', caption: 'Your monthly cost of owning the home', parts });
    if (extra.home.pmi > 0 && schedule) notes.push({ text: pmiSentence(schedule, extra.home) });
  }
  if (extra && extra.home.pmi <= 0 && loan.principal > extra.home.price * 0.8) notes.push(PMI_LIKELY);
  if (!schedule) return { notes, charts };
  const table = scheduleTable(id, schedule, scheduleColumns(loan));
  const rounding = (loan.extraMonthly ?? 0) > 0 ? null : scheduleRounding(schedule.totals.interest, formula);
  return { notes, charts: [...charts, ...loanCharts(schedule)], table: rounding ? { ...table, note: rounding } : table };
}

/**
 * When the schedule's interest and the formula's differ by a cent or more: by how much, and why. The formula pays
 * the exact payment every month; a lender rounds it to the cent and settles the difference in the last payment.
 */
function scheduleRounding(scheduleInterest: number, { totalInterest, currency }: FormulaFigures): DetailNote | null {
  const difference = centsDifference(scheduleInterest, totalInterest);
  if (difference === 0) return null;
  const money = (value: number) => formatMoney(value, currency);
  return {
    name: 'schedule-rounding',
    text: `The schedule’s interest, ${money(scheduleInterest)}, is ${money(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than the total above, ${money(totalInterest)}: like a lender, the schedule rounds each payment to the cent and settles the difference in the last one.`,
  };
}

/** With under 20 % down and no PMI rate entered (the range is the one lenders quote; Freddie Mac gives 0.3–1.5 %). */
const PMI_LIKELY: DetailNote = {
  name: 'pmi-likely',
  text: 'With under 20 % down, lenders usually charge mortgage insurance (PMI), often 0.3 % to 1.5 % of the loan a year, until you owe 80 % of the price: enter a PMI rate to include it.',
};

function pmiSentence(schedule: AmortizationSchedule, home: HomeCosts): string {
  const months = pmiMonths(schedule, home);
  const rule = 'Lenders stop charging private mortgage insurance once you owe no more than 80 % of the home’s price';
  if (months === 0) return `${rule}, and this loan starts there, so there is no PMI.`;
  return `${rule}: here PMI stops after payment ${String(months)}, in year ${String(Math.ceil(months / 12))}.`;
}
