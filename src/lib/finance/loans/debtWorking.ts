/**
 * The working of one debt paid at a fixed amount a month (WORKING.md, the debt payoff calculator): the monthly rate,
 * the first month, what is still owed the month before the last (by the fixed-payment balance formula) and the last
 * month, which leaves nothing (the test of the month found by running the months); then the totals and the years.
 */
import { percentFigure, workingFor, type Figure, type WorkingStep } from '../working';

/** The debt page's step writer: dollars. */
export const w = workingFor('USD');
/** An entered amount as typed (a cent's fraction included), so each figure in a line is the reader's own. */
export const entered = (value: number): Figure => w.money(value, 6);
/** The monthly rate in % of a yearly rate in %, to `digits` significant digits (8 unless a later step needs more). */
export const monthlyRate = (yearly: number, digits = 8): Figure =>
  percentFigure(w, yearly / 12, Math.min(20, Math.max(0, digits - 1 - Math.floor(Math.log10(yearly / 12)))));
/** The monthly rate's step: the same sentence on both forms. */
export const rateStep = (name: string, whose: string, yearly: number, rate = monthlyRate(yearly)): WorkingStep =>
  w.step(name, `${whose}monthly rate: the yearly rate divided by 12 months`, [w.percent(yearly), '/', 12], yearly / 12, () => rate);

/** Money worked out here past the cent: as many decimals as the totals that add it once need. */
const PAST_CENT = 3;

/** One debt paid at a fixed amount a month (the `debt` calculator). */
export function debtWorking(inputs: { debt: number; rate: number; payment: number }, result: { months: number; years: number; totalPaid: number; totalInterest: number }): WorkingStep[] {
  const debt = entered(inputs.debt);
  const payment = entered(inputs.payment);
  const before = result.months - 1;
  const count = w.count(before);
  const months = w.count(result.months);
  const steps: WorkingStep[] = [];
  const paidFigure = w.money(result.totalPaid);

  if (before === 0) {
    const rate = monthlyRate(inputs.rate);
    const interest = w.money(result.totalInterest, PAST_CENT);
    const owed = w.money(debt.value + interest.value, 6);
    steps.push(
      rateStep('monthlyRate', 'The ', inputs.rate, rate),
      w.step('totalInterest', 'The interest, one month’s: the debt times the monthly rate', [debt, '*', rate], result.totalInterest, () => interest, { for: 'totalInterest' }),
      w.step('totalPaid', 'Paid in all: the debt plus its interest', [debt, '+', interest], result.totalPaid, w.money, { for: 'totalPaid' }),
      w.step(
        'months',
        `The first payment clears it: the debt plus its interest, ${w.money(owed.value).show}, is at most the ${payment.show} payment, so the one payment is that, and it leaves nothing`,
        [debt, '+', interest, '-', owed],
        1,
        () => w.money(0),
        { for: 'months', kind: 'solved' },
      ),
    );
  } else {
    // The month before the last and the last, by the formula, from figures to as many digits (8 at least) as let the
    // totals come out at their cent: the formula's figures are as large as the payments over the term, grown.
    let figures!: { rate: Figure; growth: Figure; owed: Figure; interest: Figure; last: Figure };
    for (let digits = 8; digits <= 15; digits += 1) {
      const rate = monthlyRate(inputs.rate, digits);
      const r = rate.value / 100;
      const grown = 1 + Math.expm1(before * Math.log1p(r));
      const growth = w.factor(grown, Math.min(17, digits + Math.max(0, Math.ceil(-Math.log10(grown - 1)))));
      const owed = w.money(debt.value * growth.value - (payment.value * (growth.value - 1)) / r, PAST_CENT);
      const interest = w.money(owed.value * r, PAST_CENT);
      // The sum of two figures to 3 decimals is exact to 3 decimals: the last month's test comes out at exactly 0.
      const last = w.money(owed.value + interest.value, PAST_CENT);
      figures = { rate, growth, owed, interest, last };
      const paid = payment.value * before + last.value;
      if (Math.abs(paid - result.totalPaid) <= 0.004 && Math.abs(paid - debt.value - result.totalInterest) <= 0.004) break;
    }
    const { rate, growth, owed, interest, last } = figures;
    const firstInterest = w.money(debt.value * (rate.value / 100));
    steps.push(
      rateStep('monthlyRate', 'The ', inputs.rate, rate),
      w.step('firstInterest', 'Month 1’s interest: the debt times the monthly rate', [debt, '*', rate], firstInterest.value, w.money),
      w.step('firstMonth', 'Owed after month 1: the debt plus its interest, less the payment', [debt, '+', firstInterest, '-', payment], debt.value + firstInterest.value - payment.value, w.money),
      w.step(
        'growth',
        `Month by month like this, the debt is still owed after ${count.show} payments and cleared in month ${months.show}. To check it without working every month: what $1 grows to in ${count.show} months at ${rate.show} a month`,
        ['(', 1, '+', rate, ')', '^', count],
        growth.value,
        () => growth,
      ),
      w.step(
        'owedBefore',
        `Owed after month ${count.show}: the debt grown over those months, less each payment grown from its month; above 0, so still owed`,
        [debt, '*', growth, '-', payment, '*', '(', growth, '-', 1, ')', '/', rate],
        owed.value,
        () => owed,
      ),
      w.step('lastInterest', `Month ${months.show}’s interest: what was left times the monthly rate`, [owed, '*', rate], interest.value, () => interest),
      w.step(
        'months',
        `Month ${months.show} is the last: what is left plus its interest comes to ${last.show}${last.unrounded ? ' before rounding' : ''}, at most the ${payment.show} payment, so the last payment is that, and it leaves nothing: the debt is clear in ${months.show} months`,
        [owed, '+', interest, '-', last],
        result.months,
        () => w.money(0),
        { for: 'months', kind: 'solved' },
      ),
      w.step('totalPaid', `Paid in all: ${count.show} full payments and the last, before rounding`, [payment, '*', count, '+', last], result.totalPaid, () => paidFigure, { for: 'totalPaid' }),
      w.step('totalInterest', 'The interest: paid in all less the debt', [paidFigure, '-', debt], result.totalInterest, w.money, { for: 'totalInterest' }),
    );
  }
  steps.push(w.step('years', `The years: ${months.show} months divided by 12, to 1 decimal`, ['round(', months, '/', 12, ',', 1, ')'], result.years, w.count, { for: 'years' }));
  return steps;
}
