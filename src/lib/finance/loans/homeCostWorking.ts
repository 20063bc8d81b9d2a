/**
 * The working of a home's whole monthly cost (WORKING.md), beside the mortgage's loan working: each part a month and
 * their sum, and the months of PMI as the schedule's rows where it stops. Only the mortgage page loads it.
 */
import { sumOf, type Figure, type Term, type WorkingStep, type WorkingWriter } from '../working';
import type { HomeCostResults, HomeCosts } from './homeCosts';
import { scheduleFor, type LoanTerms } from './loanDetails';
import { rowStep } from './loanWorking';
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

/** The steps from the home's costs to the whole monthly cost and the months PMI is charged. */
export function homeCostWorking(w: WorkingWriter, home: HomeCostTerms, loan: LoanTerms, shown: HomeFigures, result: HomeCostResults): WorkingStep[] {
  if (result.monthlyTotal === undefined) return [];
  const steps: WorkingStep[] = [];
  const parts: Term[] = [shown.payment];
  const named = ['the monthly payment'];
  // One part of the monthly cost, shown to more than the cent so that the parts add up to the total's cent.
  const part = (name: string, what: string, text: string, terms: Term[], value: number) => {
    steps.push(w.step(name, text, terms, value, (v) => w.money(v, 6)));
    parts.push(w.money(value, 6));
    named.push(what);
  };
  const twelfth = 'divided by 12 months';
  if (home.propertyTax > 0) {
    if (home.taxDollars !== undefined) {
      const tax = w.money(home.taxDollars);
      part('propertyTaxMonthly', 'property tax', `Property tax a month: the yearly tax ${twelfth}`, [tax, '/', 12], tax.value / 12);
    } else {
      const rate = w.percent(home.propertyTax);
      part('propertyTaxMonthly', 'property tax', `Property tax a month: the price times the yearly tax rate, divided by 100 and by 12 months`, [shown.price, '*', rate, '/', 100, '/', 12], (shown.price.value * rate.value) / 1200);
    }
  }
  if (home.homeInsurance > 0) {
    const insurance = w.money(home.homeInsurance);
    part('insuranceMonthly', 'insurance', `Home insurance a month: the yearly premium ${twelfth}`, [insurance, '/', 12], insurance.value / 12);
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
        [shown.price, '*', 80, '/', 100],
        limit.value,
        w.money,
      ),
    );
    if (charged) {
      const rate = w.percent(home.pmi);
      part(
        'pmiMonthly',
        'PMI',
        `PMI in the first month, which starts owing the loan, ${shown.loanAmount.show}, more than ${limit.show}: the loan times the PMI rate, divided by 100 and by 12 months`,
        [shown.loanAmount, '*', rate, '/', 100, '/', 12],
        (shown.loanAmount.value * rate.value) / 1200,
      );
    }
  }
  if (home.hoa > 0) {
    parts.push(w.money(home.hoa));
    named.push('the HOA dues');
  }
  const list = `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
  steps.push(w.step('monthlyTotal', `The whole monthly cost: ${list}`, sumOf(parts), result.monthlyTotal, w.money, { for: 'monthlyTotal' }));
  if (result.pmiMonths !== undefined && limit) steps.push(...pmiMonthsWorking(w, loan, limit, result.pmiMonths));
  return steps;
}

/** The last month PMI is charged and the month after it, from the schedule's rows, and so the months of PMI. */
function pmiMonthsWorking(w: WorkingWriter, loan: LoanTerms, limit: Figure, pmiMonths: number): WorkingStep[] {
  const monthly = scheduleFor(loan)?.monthly ?? [];
  const last = monthly[pmiMonths - 1];
  const after = monthly[pmiMonths];
  const steps: WorkingStep[] = [];
  const starts = (month: number, opening: number) => `Month ${String(month)} starts owing ${w.money(opening).show}`;
  if (last) steps.push(rowStep(w, 'lastPmiMonth', last, `${starts(last.period, last.opening)}, more than ${limit.show}, so PMI is charged; what it ends owing`));
  if (after) {
    steps.push(rowStep(w, 'firstMonthWithoutPmi', after, `${starts(after.period, after.opening)}, no more than ${limit.show}: no PMI from this month on; what it ends owing`));
    const first = w.count(after.period);
    steps.push(
      w.step('pmiMonths', `The months PMI is charged: every month before month ${first.show}`, [first, '-', 1], pmiMonths, w.count, {
        for: 'pmiMonths',
        ...(last ? { kind: 'row', table: 'monthly', period: last.period } : {}),
      }),
    );
  } else if (last) {
    const months = w.count(last.period);
    steps.push(w.step('pmiMonths', `PMI is charged in every month of the schedule, the last being month ${months.show}`, [months], pmiMonths, w.count, { for: 'pmiMonths', kind: 'row', table: 'monthly', period: last.period }));
  }
  return steps;
}
