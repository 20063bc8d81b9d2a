/**
 * The working of an SWP (WORKING.md): the monthly return; what is left after months that each pay the whole
 * withdrawal (the investment grown, less each withdrawal grown from its month); where the money runs out, the moment
 * it does (a `solved` step: what is left comes to 0 there), the month that pays what is left; the totals; the
 * withdrawal that lasts exactly the term; and the yearly table's first row.
 */
import type { Figure, StepHooks, Term, WorkingStep, WorkingWriter } from '../working';
import { counted, lastRowWords, worked, yearRow } from './indiaGrowthWorking';
import type { Swp, SwpInputs } from './swp';

type SwpFigures = { totalWithdrawn: number; finalValue: number; totalEarnings: number; sustainableWithdrawal: number; lastsMonths?: number };

export function swpWorking(w: WorkingWriter, { investment, withdrawal, rate, years }: SwpInputs, result: SwpFigures, { yearly }: Swp): WorkingStep[] {
  const n = Math.round(years * 12);
  const last = yearly.at(-1)?.period;
  // The month the money runs out: the result's, or a last month that pays less than the withdrawal.
  const runsOut = result.lastsMonths ?? (result.finalValue === 0 ? n : undefined);
  return worked(w, (g) => {
    const invested = g.entered(investment);
    const paid = g.entered(withdrawal);
    const r = rate > 0 ? g.perPeriod('monthlyRate', 'The monthly return: the yearly return ÷ 12 months', rate, 12) : undefined;
    const term = () => g.once('months', () => g.shown('months', 'The months: the years × 12', [g.count(years), '*', 12], g.count(n)));
    /** What ₹1 grows to in `count` months. */
    const over = (count: Figure) => g.grows(count, `What ₹1 grows to in ${counted(count, 'month')} at ${r!.show} a month`, r!);
    /** What is left after `count` months that each pay the whole withdrawal, and its words; `inline`: with (1 + the monthly return) raised in the line. */
    const left = (count: Figure, inline = false): { terms: Term[]; words: string } => {
      if (!r) return { terms: [invested, '-', paid, '*', count], words: `the investment less ${counted(count, 'withdrawal')} (at 0 % nothing grows)` };
      const grown: Term[] = inline ? ['(', 1, '+', r, ')', '^', count] : [over(count)];
      return { terms: [invested, '*', ...grown, '-', paid, '*', '(', ...grown, '-', 1, ')', '/', r], words: `the investment grown for ${counted(count, 'month')}, less each withdrawal grown from its month` };
    };
    const ends = { for: 'finalValue', ...yearRow(last) };
    /** Paid out (shown to the paisa, or to the decimals that let the earnings land), then the earnings. */
    const totals = (final: Figure, text: string, terms: readonly Term[], row: StepHooks = {}) => {
      const off = final.value - result.finalValue - result.totalWithdrawn;
      const total = g.money('totalWithdrawn', `Paid out: ${text}`, terms, result.totalWithdrawn, { for: 'totalWithdrawn', ...row }, g.fewest(result.totalWithdrawn, (figure) => off + figure.value, 0.00499));
      g.money('totalEarnings', 'Earned: what is left, plus what was paid out, less the investment', [final, '+', total, '-', invested], result.totalEarnings, { for: 'totalEarnings' });
    };
    const sustainable = () => {
      const months = term();
      const grown = r && over(months);
      g.money(
        'sustainableWithdrawal',
        `The withdrawal that lasts exactly ${counted(months, 'month')} and leaves 0: ${grown ? 'the investment × the monthly return × what ₹1 grows to ÷ (what ₹1 grows to − 1)' : 'the investment ÷ the months (at 0 % nothing grows)'}`,
        grown ? [invested, '*', r, '*', grown, '/', '(', grown, '-', 1, ')'] : [invested, '/', months],
        result.sustainableWithdrawal,
        { for: 'sustainableWithdrawal' },
      );
    };

    // Year 1 of the yearly table, where it has more rows: what is left after its 12 months, each paying the whole withdrawal.
    const firstRow = () => {
      const { terms, words } = left(g.count(12), true);
      g.firstRow(yearly.length, { cell: yearly[0]?.balance ?? 0, text: `what is left after 12 months, ${words}`, terms });
    };
    if (runsOut === undefined) {
      const months = term();
      const { terms, words } = left(months);
      const final = g.money('finalValue', `What is left after ${counted(months, 'month')}${lastRowWords(last)}: ${words}`, terms, result.finalValue, ends);
      totals(final, 'the withdrawal × the months', [paid, '*', months]);
      sustainable();
      firstRow();
      return;
    }
    // When the money runs out: the moment what is left comes to 0, as if every month paid the whole withdrawal.
    const hooks = result.lastsMonths === undefined ? {} : { for: 'lastsMonths' };
    const month = g.count(runsOut);
    // A plan whose last month pays less than the withdrawal lasts the term: the page says the money never runs out.
    const out = (when: string) =>
      result.lastsMonths === undefined ? `${when} in month ${month.show}, the last, which pays only what is left` : `The money runs out in month ${month.show}: ${when.toLowerCase()} in it`;
    if (r) {
      const i = r.value / 100;
      const found = Math.log(withdrawal / (withdrawal - investment * i)) / Math.log1p(i);
      let at = w.factor(found);
      for (let digits = 9; Math.ceil(at.value) !== runsOut && digits < 16; digits += 1) at = w.factor(found, digits);
      const grown: Term[] = ['(', 1, '+', r, ')', '^', at];
      g.steps.push(
        w.step(
          'runsOut',
          `When the money runs out: what is left, the investment grown less each withdrawal grown from its month, comes to 0 after ${at.show} months`,
          [invested, '*', ...grown, '-', paid, '*', '(', ...grown, '-', 1, ')', '/', r],
          at.value,
          () => w.money(0),
          { kind: 'solved' },
        ),
      );
      g.steps.push(w.step('lastsMonths', out('That moment falls'), ['ceil(', at, ')'], runsOut, w.count, hooks));
    } else {
      g.steps.push(w.step('lastsMonths', out('The withdrawals reach the investment'), ['ceil(', invested, '/', paid, ')'], runsOut, w.count, hooks));
    }
    const full = g.shown('fullMonths', `The months that pay the whole ${paid.show}: those before month ${month.show}`, [month, '-', 1], g.count(runsOut - 1));
    // What the last month pays: what those months leave, with its month's return.
    const pays = result.totalWithdrawn - withdrawal * full.value;
    const before: Term[] = full.value === 0 && r ? [invested] : ['(', ...left(full).terms, ')'];
    const lastMonth = g.money(
      'lastMonth',
      `Month ${month.show} starts with what ${counted(full, 'whole withdrawal')} leave${r ? ", and earns its month's return" : ''}: no more than the ${paid.show} withdrawal, so month ${month.show} pays all of it`,
      r ? [...before, '*', '(', 1, '+', r, ')'] : before.slice(1, -1),
      pays,
      {},
      g.fewest(pays, (figure) => figure.value - pays, 0.00499),
    );
    const final = g.money('finalValue', `What is left${lastRowWords(last)}: nothing, as month ${month.show} pays out all it has`, [lastMonth, '-', lastMonth], result.finalValue, ends);
    // Money that runs out within year 1 is all paid out in it: that row's Withdrawn is the total, worked above.
    const inYearOne = yearly.length > 1 && runsOut <= 12;
    totals(final, `${counted(full, 'whole withdrawal')}, and month ${month.show}'s${inYearOne ? ' (year 1 of the yearly table, its Withdrawn)' : ''}`, [paid, '*', full, '+', lastMonth], inYearOne ? yearRow(1) : {});
    g.optional(sustainable);
    if (!inYearOne) firstRow();
  });
}
