/**
 * The working of a home's whole monthly cost (WORKING.md), beside the mortgage's loan working: each part a month and
 * their sum, and the months of PMI from the schedule's rows where it stops. Only the mortgage page loads it.
 */
import { moneyDecimalsFor, sumOf, type Figure, type Term, type WorkingStep, type WorkingWriter } from '../working';
import type { HomeCostResults, HomeCosts } from './homeCosts';
import { scheduleFor, type LoanTerms } from './loanDetails';
import { monthOf, rowStep, type Part } from './loanWorking';
import { toCents } from './schedule';

/** The home's costs as entered: the property tax in dollars a year when the form says so. */
export interface HomeCostTerms extends HomeCosts {
  readonly taxDollars?: number | undefined;
}

/** The price, the amount borrowed and the monthly payment as earlier steps showed them. */
export interface HomeFigures {
  readonly price: Figure;
  readonly loanAmount: Figure;
  readonly payment: Figure;
}

/** The parts from the home's costs to the whole monthly cost, and to the months PMI is charged. */
export function homeCostWorking(w: WorkingWriter, home: HomeCostTerms, loan: LoanTerms, shown: HomeFigures, result: HomeCostResults): Part[] {
  if (result.monthlyTotal === undefined) return [];
  const steps: WorkingStep[] = [];
  const parts: Term[] = [shown.payment];
  // Each part a month to as many decimals as their sum needs to come out at the total's cent.
  const decimals = moneyDecimalsFor(5);
  const add = (name: string, text: string, terms: Term[], value: number) => {
    const figure = w.money(value, decimals);
    steps.push(w.step(name, text, terms, value, () => figure));
    parts.push(figure);
  };
  if (home.propertyTax > 0) {
    if (home.taxDollars !== undefined) {
      const tax = w.money(home.taxDollars);
      add('propertyTaxMonthly', 'Property tax a month: the yearly tax divided by 12 months', [tax, '/', 12], tax.value / 12);
    } else {
      const rate = w.percent(home.propertyTax);
      add('propertyTaxMonthly', 'Property tax a month: the price times the yearly tax rate, divided by 12 months', [shown.price, '*', rate, '/', 12], (shown.price.value * rate.value) / 1200);
    }
  }
  if (home.homeInsurance > 0) {
    const insurance = w.money(home.homeInsurance);
    add('insuranceMonthly', 'Home insurance a month: the yearly premium divided by 12 months', [insurance, '/', 12], insurance.value / 12);
  }
  let limit: Figure | undefined;
  if (home.pmi > 0) {
    limit = w.money(shown.price.value * 0.8);
    // The first month's PMI is charged on what it starts owing: the amount borrowed, to the cent.
    const charged = toCents(loan.principal) / 100 > home.price * 0.8;
    steps.push(
      w.step(
        'pmiLimit',
        `80 % of the price: PMI is charged in a month that starts owing more than this${charged ? '' : `, and the loan, ${shown.loanAmount.show}, is not more, so there is no PMI`}`,
        [shown.price, '*', w.percent(80)],
        limit.value,
        w.money,
      ),
    );
    if (charged) {
      const rate = w.percent(home.pmi);
      add(
        'pmiMonthly',
        'PMI a month, while a month starts owing more than that: the loan times the yearly PMI rate, divided by 12 months',
        [shown.loanAmount, '*', rate, '/', 12],
        (shown.loanAmount.value * rate.value) / 1200,
      );
    }
  }
  const each = parts.length > 1 ? ', plus each cost a month' : home.hoa > 0 ? '' : ', plus PMI, none here';
  // Only a PMI rate was entered, and the loan starts owing no more than 80 % of the price: no PMI.
  if (each.endsWith('here')) parts.push(w.money(0));
  if (home.hoa > 0) parts.push(w.money(home.hoa));
  steps.push(
    w.step(
      'monthlyTotal',
      `The whole monthly cost: the monthly payment${shown.payment.unrounded ? ' before rounding' : ''}${each}${home.hoa > 0 ? ', plus the HOA dues' : ''}`,
      sumOf(parts),
      result.monthlyTotal,
      w.money,
      { for: 'monthlyTotal' },
    ),
  );
  return result.pmiMonths !== undefined && limit ? [steps, pmiMonthsWorking(w, loan, limit, result.pmiMonths)] : [steps];
}

/** The last month PMI is charged and the month after it, from the schedule's rows, and so the months of PMI. */
function pmiMonthsWorking(w: WorkingWriter, loan: LoanTerms, limit: Figure, pmiMonths: number): WorkingStep[] {
  const monthly = scheduleFor(loan)?.monthly ?? [];
  const last = monthly[pmiMonths - 1];
  const after = monthly[pmiMonths];
  const steps: WorkingStep[] = [];
  const owing = (opening: number) => `starts owing ${w.money(opening).show}`;
  if (last) steps.push(rowStep(w, 'lastPmiMonth', last, `${monthOf(last.period, 'Month')} ${owing(last.opening)}, more than ${limit.show}, so PMI is charged in it; what it ends owing`));
  if (after) {
    steps.push(rowStep(w, 'firstMonthWithoutPmi', after, `${last ? `Month ${String(after.period)}` : monthOf(1, 'Month')} ${owing(after.opening)}, no more than ${limit.show}: no PMI from this month on; what it ends owing`));
  }
  // PMI is charged in every month before the first without it (or in every month of the schedule).
  const first = w.count(after ? after.period : pmiMonths);
  steps.push(
    w.step('pmiMonths', after ? `The months PMI is charged: every month before month ${first.show}` : 'PMI is charged in every month of the schedule', after ? [first, '-', 1] : [first], pmiMonths, w.count, {
      for: 'pmiMonths',
      ...(last ? { kind: 'row', table: 'monthly', period: last.period } : {}),
    }),
  );
  return steps;
}
