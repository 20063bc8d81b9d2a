/**
 * DEPTH.md's whole monthly cost of a home, beside the mortgage's schedule: property tax, insurance, PMI until the
 * balance reaches 80 % of the price, and HOA. Only the mortgage page loads it; the other loan pages do without.
 */
import type { DetailChart, DetailNote, ShareChartData } from '../details';
import { scheduleFor, type LoanTerms } from './loanDetails';
import { toCents, type AmortizationSchedule } from './schedule';

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

export type HomeCostResults = { monthlyTotal?: number; pmiMonths?: number };

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

/** The breakdown chart of the monthly cost and the PMI notes, which loanDetails places with the loan's own. */
export function homeCostDetails(monthlyPayment: number, loan: LoanTerms, home: HomeCosts): { notes: DetailNote[]; charts: DetailChart[] } {
  const notes: DetailNote[] = [];
  const charts: DetailChart[] = [];
  if (hasHomeCosts(home)) {
    const parts = monthlyHomeParts(monthlyPayment, loan, home).filter((part, index) => index === 0 || part.value > 0);
    charts.push({ kind: 'share', name: 'breakdown', caption: 'Your monthly cost of owning the home', parts });
    const schedule = home.pmi > 0 ? scheduleFor(loan) : null;
    if (schedule) notes.push({ text: pmiSentence(schedule, home) });
  }
  if (home.pmi <= 0 && loan.principal > home.price * 0.8) notes.push(PMI_LIKELY);
  return { notes, charts };
}
