/**
 * The working of one debt paid at a fixed amount a month (WORKING.md, the debt payoff calculator): the monthly rate,
 * the first month, and the months pinned by the fixed-payment balance formula on the month before the last (still
 * owing) and the last (what is left and its interest, at most the payment); then the totals.
 */
import type { Figure, Term, WorkingStep } from '../working';
import { workingFor } from '../working';

/** The debt page's step writer: dollars. */
export const w = workingFor('USD');
/** An entered amount as typed (a cent's fraction included), so each figure in a line is the reader's own. */
export const entered = (value: number): Figure => w.money(value, 6);
/** The monthly rate of a yearly rate in %: the same sentence on both forms. */
export const rateStep = (name: string, whose: string, yearly: number, significant = 12): WorkingStep =>
  w.step(name, `${whose}monthly rate: the yearly rate divided by 12 months, and by 100 to make it a fraction`, [w.percent(yearly), '/', 12, '/', 100], w.factor(yearly / 1200, significant).value, (value) => w.factor(value, significant));

/** One debt paid at a fixed amount a month (the `debt` calculator). */
export function debtWorking(inputs: { debt: number; rate: number; payment: number }, result: { months: number; years: number; totalPaid: number; totalInterest: number }): WorkingStep[] {
  const debt = entered(inputs.debt);
  const payment = entered(inputs.payment);
  const before = result.months - 1;
  // Digits enough that the formula, redone from the shown rate and growth, lands within a thousandth of a cent of the
  // month-by-month run: its figures are as large as the payments over the term, grown.
  const grown = (1 + inputs.rate / 1200) ** before * (inputs.debt + inputs.payment * before);
  const significant = Math.min(17, Math.max(12, Math.ceil(Math.log10(grown)) + 4));
  const factor = (value: number) => w.factor(value, significant);
  const rateRow = rateStep('monthlyRate', 'The ', inputs.rate, significant);
  const rate = factor(rateRow.value);
  const steps = [rateRow];
  const total = (terms: Term[], field: 'totalPaid' | 'totalInterest', text: string) => w.step(field, text, terms, result[field], w.money, { for: field });

  if (before === 0) {
    const paid = total([debt, '+', debt, '*', rate], 'totalPaid', 'Paid: the debt and its interest');
    steps.push(
      total([debt, '*', rate], 'totalInterest', 'The interest: the debt times the monthly rate'),
      paid,
      w.lookup('months', 'The first payment clears it', `${w.money(paid.value).show} is at most ${payment.show}: 1 month`, 1, { for: 'months' }),
    );
  } else {
    const interest = w.money(inputs.debt * rate.value);
    const count = w.count(before);
    const growth = factor((1 + rate.value) ** before);
    const owed = w.money(debt.value * growth.value - (payment.value * (growth.value - 1)) / rate.value, 6);
    const last = w.money(owed.value + owed.value * rate.value, 6);
    const months = w.count(result.months);
    steps.push(
      w.step('firstInterest', "Month 1's interest: the debt times the monthly rate", [debt, '*', rate], interest.value, w.money),
      w.step('firstMonth', 'Owed after month 1: the debt plus its interest, less the payment', [debt, '+', interest, '-', payment], debt.value + interest.value - payment.value, w.money),
      w.lookup('fullPayments', 'Month by month, the payments before the last', `${count.show} payments of ${payment.show} leave some owed`, before),
      w.step('growth', `What 1 grows to in ${count.show} months at the monthly rate`, ['(', 1, '+', rate, ')', '^', count], growth.value, factor),
      w.step(
        'owedBefore',
        `Owed after month ${count.show}, still above 0: the debt grown over those months, less each payment grown from its month`,
        [debt, '*', growth, '-', payment, '*', '(', growth, '-', 1, ')', '/', rate],
        owed.value,
        () => owed,
      ),
      w.step(
        'lastPayment',
        `Month ${months.show} clears it: what is left plus its interest, at most the payment (the results round it to the cent)`,
        [owed, '+', owed, '*', rate],
        last.value,
        () => last,
      ),
      w.step('months', 'The months: the full payments and the last', [count, '+', 1], result.months, w.count, { for: 'months' }),
      total([payment, '*', count, '+', last], 'totalPaid', 'Paid: the full payments and the last'),
      total([payment, '*', count, '+', last, '-', debt], 'totalInterest', 'The interest: everything paid less the debt'),
    );
  }
  steps.push(w.step('years', 'The years: the months over 12 months, to 1 decimal', ['round(', w.count(result.months), '/', 12, ',', 1, ')'], result.years, w.count, { for: 'years' }));
  return steps;
}

