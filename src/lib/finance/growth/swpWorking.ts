/**
 * The working of an SWP (WORKING.md): the monthly rate, the withdrawal that lasts exactly the term, year 1 and the
 * last year of the table; where the money runs out, the year before it, the months paid in full, the last month, and
 * the year it happens.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { digitsFor, growthSteps, monthsOf, yearRow } from './indiaGrowthWorking';
import type { Swp, SwpInputs } from './swp';

type SwpFigures = { totalWithdrawn: number; finalValue: number; totalEarnings: number; sustainableWithdrawal: number; lastsMonths?: number };

export function swpWorking(w: WorkingWriter, { investment, withdrawal, rate, years }: SwpInputs, result: SwpFigures, { yearly, finalValue }: Swp): WorkingStep[] {
  const n = Math.round(years * 12);
  const row = (year: number) => yearly[year - 1] ?? yearly[0]!;
  // The month the money runs out: the result's, or a last month that pays less than the withdrawal.
  const runsOut = result.lastsMonths ?? (finalValue === 0 ? n : undefined);
  // Where it runs out, balances are shown to 6 decimals for the steps after them: 4 more digits in the factors.
  const g = growthSteps(w, digitsFor((runsOut === undefined ? 1 : 1e4) * Math.max(investment, 12 * withdrawal, ...yearly.map((year) => year.balance))));
  const invested = g.entered(investment);
  const paid = g.entered(withdrawal);
  const r = rate > 0 ? g.rate('monthlyRate', 'The monthly rate: the yearly rate ÷ 12 months ÷ 100', rate, 12) : undefined;
  const { whole } = monthsOf(g, years, true);
  const over = (months: Figure) => g.grown(`growth${String(months.value)}`, `${months.show} months`, r!, months);

  const growth = r && over(whole);
  g.money(
    'sustainableWithdrawal',
    `The withdrawal that lasts exactly ${whole.show} months: ${growth ? 'the investment × the rate × (1 + that growth) ÷ that growth' : 'the investment ÷ the months (at 0 % nothing grows)'}`,
    growth ? [invested, '*', r, '*', '(', 1, '+', growth, ')', '/', growth] : [invested, '/', whole],
    result.sustainableWithdrawal,
    { for: 'sustainableWithdrawal' },
  );

  /** `start` after `months` months that each pay the whole withdrawal, with its sentence. */
  const after = (start: Figure, from: string, months: Figure): { text: string; terms: Term[]; value: number } => {
    if (!r) return { text: `${from} less ${months.show} withdrawals`, terms: [start, '-', paid, '*', months], value: start.value - paid.value * months.value };
    const grown = over(months);
    return {
      text: `${from} grown for ${months.show} months, less ${months.show} withdrawals, each grown from its month`,
      terms: [start, '*', '(', 1, '+', grown, ')', '-', paid, '*', grown, '/', r],
      value: start.value * (1 + grown.value) - (paid.value * grown.value) / r.value,
    };
  };
  /** Year `year`'s row: its balance at the end, from what it started with (the table's balance after the year before). */
  const yearStep = (year: number, text: string, months: Figure, hooks: object = {}, decimals = 2): Figure => {
    let start = invested;
    if (year > 1) {
      start = w.money(row(year - 1).balance, 8);
      g.steps.push(w.lookup(`balanceYear${String(year - 1)}`, `The balance after year ${String(year - 1)}, as the yearly table works it out`, `year ${String(year - 1)}: ${start.show}`, start.value));
    }
    const { text: how, terms } = after(start, year > 1 ? 'that balance' : 'the investment', months);
    return g.money(`year${String(year)}`, `${text}: ${how}`, terms, row(year).balance, { ...yearRow(row(year).period), ...hooks }, decimals);
  };

  const lastYear = runsOut === undefined ? yearly.length : Math.ceil(runsOut / 12);
  const twelve = g.count(12);
  if (lastYear > (runsOut === undefined ? 1 : 2)) yearStep(1, 'Year 1 ends with', twelve);
  let withdrawn: Term[] = [paid, '*', whole];
  let final: Figure;
  if (runsOut === undefined) {
    final = yearStep(lastYear, `What is left after year ${String(lastYear)}, the last`, g.count(n - 12 * (lastYear - 1)), { for: 'finalValue' });
  } else {
    // The year before still ends with money; then the months paid in full, and the month that pays what is left.
    const start = lastYear > 1 ? yearStep(lastYear - 1, `Year ${String(lastYear - 1)}, the year before the money runs out, ends with`, twelve, {}, 6) : invested;
    const full = g.count(runsOut - 1);
    g.steps.push(w.lookup('monthsPaidInFull', `The months that pay the whole ${paid.show}, found month by month`, `months 1 to ${full.show} each end with money left`, full.value));
    const inYear = g.count(full.value - 12 * (lastYear - 1));
    let left = start;
    if (inYear.value > 0) {
      const balance = after(start, lastYear > 1 ? `After month ${full.show}: the balance after year ${String(lastYear - 1)}` : `After month ${full.show}: the investment`, inYear);
      left = g.shown('balanceAfterFullMonths', balance.text, balance.terms, w.money(balance.value, 6));
    }
    if (r) left = g.shown('lastMonth', `Month ${String(runsOut)}: that balance with a month's return, no more than the ${paid.show} withdrawal, so the month pays all of it`, [left, '*', '(', 1, '+', r, ')'], w.money(left.value * (1 + r.value), 6));
    const out = row(lastYear);
    g.money(`year${String(lastYear)}Withdrawn`, `Year ${String(lastYear)}, when the money runs out, pays ${inYear.show} whole withdrawals and the last month's`, inYear.value > 0 ? [paid, '*', inYear, '+', left] : [left], out.withdrawn, yearRow(out.period));
    if (result.lastsMonths !== undefined) g.steps.push(w.step('lastsMonths', 'The money runs out the month after the last whole withdrawal', [full, '+', 1], result.lastsMonths, w.count, { for: 'lastsMonths' }));
    withdrawn = [paid, '*', full, '+', left];
    final = g.money('finalValue', `Nothing is left: month ${String(runsOut)} paid out all it had`, [left, '-', left], result.finalValue, { for: 'finalValue' });
  }
  const total = g.money('totalWithdrawn', 'Paid out in all: the whole withdrawals, and any last month that pays what is left', withdrawn, result.totalWithdrawn, { for: 'totalWithdrawn' }, runsOut === undefined ? 6 : 2);
  g.money('totalEarnings', 'Earned: what is left, plus what was paid out, less the investment', [final, '+', total, '-', invested], result.totalEarnings, { for: 'totalEarnings' });
  return g.steps;
}
