/**
 * The working of a SIP (WORKING.md): the monthly return, what ₹1 paid at the start of each month grows to, the
 * maturity. With a step-up, the last year from the balance after the year before it (a row of the yearly table), what
 * was paid in, and the maturity without the step-up. Then the yearly table's first row: year 1's 12 instalments.
 * In the goal mode (SAVE.md) the first instalment is the target ÷ what ₹1 a month, stepped up, grows to, and the same
 * steps then put it back in: the maturity they reach is the target. With inflation, the maturity in today's money.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { counted, lastRowWords, paidAndGain, paidEachTerms, worked, yearRow } from './indiaGrowthWorking';
import { lastRow, rowsFor } from './yearTerms';

type SipFigures = { maturityValue: number; totalInvestment: number; wealthGained: number; maturityWithoutStepUp?: number; requiredMonthly?: number; maturityToday?: number };
type SipPlan = { monthly: number; rate: number; years: number; stepUp: number; target?: number; inflation?: number };

/**
 * `at(months)`: the calculator's own maturity after that many months, as its yearly table has it. `monthly` is the
 * first instalment: in the goal mode the one found (`result.requiredMonthly`), for the `target`.
 */
export function sipWorking(w: WorkingWriter, { monthly, rate, years, stepUp, target = 0, inflation = 0 }: SipPlan, result: SipFigures, at: (months: number) => number): WorkingStep[] {
  const last = lastRow(years);
  const instalments = Math.round(years * 12);
  // The years before the last, each of which raises the instalment by the step-up.
  const raises = stepUp > 0 ? Math.ceil(instalments / 12) - 1 : 0;
  const found = result.requiredMonthly;
  return worked(w, (g) => {
    /** The instalment in a line: its figure, or where a found one shown to 6 decimals would miss the paisa, the division that found it. */
    let paid: Term[] = [g.entered(monthly)];
    const r = rate > 0 ? g.perPeriod('monthlyRate', 'The monthly return: the yearly return ÷ 12 months', rate, 12) : undefined;
    // The term is whole months (the form asks for them).
    const years_ = g.count(years);
    const months = g.shown('months', 'The months: the years × 12', [years_, '*', 12], g.count(instalments));
    /** What ₹1 paid at the start of each month for 12 months grows to, where the main line works it out. */
    let twelve: Figure | undefined;
    /** What ₹1 paid at the start of each month for `count` months grows to (and what ₹1 grows to over them); at 0 % the months. */
    const perMonth = (count: Figure): { grown?: Figure; each: Figure; words: string } => {
      if (!r) return { each: count, words: 'the months (at 0 % nothing grows)' };
      const grown = g.grows(count, `What ₹1 grows to in ${counted(count, 'month')} at ${r.show} a month`, r);
      const each = g.paidEach(count, 'month', grown, r, 'the monthly return');
      if (count.value === 12) twelve = each;
      return { grown, each, words: `what ₹1 paid at the start of each month for ${counted(count, 'month')} grows to` };
    };
    const level = (field: 'maturityValue' | 'maturityWithoutStepUp', count: Figure, text: string) => {
      const { each, words } = perMonth(count);
      return g.money(field, `${text}: the instalment × ${words}`, [...paid, '*', each], result[field]!, { for: field, ...(field === 'maturityValue' ? yearRow(last) : {}) });
    };
    const step = w.percent(stepUp);
    const rise: Term[] = ['(', 1, '+', step, ')'];
    const before = g.count(raises);
    const inLast = g.count(instalments - 12 * raises);
    const stepped = () => g.factor('stepUp', `The step-up growth: year ${String(raises + 1)}'s instalment is year 1's raised by the step-up, ${step.show}, once a year, ${counted(before, 'time')}`, [...rise, '^', before]);
    /**
     * What the instalments of the years before the last come to by its start, `pay` the first: year 1's come to it × what
     * ₹1 a month grows to in 12 months, each later year's the step-up more, each year's money then growing as ₹1 does in
     * 12 months every year after (at 0 %, 12 instalments a year, each year's the step-up more).
     */
    /** What `yearsBefore` adds up, in words. */
    let stepWords = '';
    const yearsBefore = (pay: Term[]): Term[] => {
      const year = perMonth(g.count(12));
      stepWords = `12 instalments a year, each year's the step-up more${year.grown ? ', growing as ₹1 does in 12 months every year after' : ''}`;
      const times: Term[] = pay.length ? [...pay, '*'] : [];
      return year.grown
        ? [...times, year.each, '*', '(', year.grown, '^', before, '-', ...rise, '^', before, ')', '/', '(', year.grown, '-', ...rise, ')']
        : [12, '*', ...times, '(', stepped(), '-', 1, ')', '/', step];
    };
    if (found !== undefined) {
      // What ₹1 a month grows to, each year's instalments the step-up more than the year before's (SAVE.md's Σ g_m (1+r)^(n−m+1)).
      const final = perMonth(inLast);
      const each: Term[] = raises === 0 ? [final.each] : ['(', ...yearsBefore([]), ...(final.grown ? (['*', final.grown] as const) : []), '+', stepped(), '*', final.each, ')'];
      const goal = g.entered(target);
      // The instalment to the paisa, or past it where what it reaches would miss the target's paisa (what ₹1 a month grows to is target ÷ found).
      const off = (figure: Figure) => (Math.abs(figure.value - found) * target) / found;
      const figure = g.money(
        'requiredMonthly',
        `The first instalment needed: the ${goal.show} target ÷ what ₹1 a month grows to${raises ? `, ${stepWords}` : ''}`,
        [goal, '/', ...each],
        found,
        { for: 'requiredMonthly' },
        g.fewest(found, off, 0.0025),
      );
      paid = off(figure) <= 0.0025 ? [figure] : ['(', goal, '/', ...each, ')'];
    }
    const gain = { field: 'wealthGained', text: 'The gain', value: result.wealthGained };
    let maturity: Figure;
    if (raises === 0) {
      maturity = level('maturityValue', months, `The maturity value${lastRowWords(last)}`);
      paidAndGain(g, maturity, { field: 'totalInvestment', text: 'Paid in: the instalment × the months', terms: [...paid, '*', months], value: result.totalInvestment }, gain);
    } else {
      const raised = stepped();
      const { grown, each, words } = perMonth(inLast);
      // The balance after the year before the last, to the paisa where the last year's line lands from it.
      const carried = at(12 * raises);
      const growth = (1 + rate / 1200) ** inLast.value;
      const balance = g.fewest(carried, (figure) => (figure.value - carried) * growth, 0.0047);
      const sentence = `The balance after year ${before.show}`;
      if (last !== undefined && raises === 1) {
        // Year 1, which the last year grows from: its own arithmetic, the first row of the yearly table.
        const year = perMonth(g.count(12));
        g.money('balanceYear1', `Year 1 of the yearly table: the balance after year 1, the instalment × ${year.words}`, [...paid, '*', year.each], carried, yearRow(1), balance);
      } else if (last !== undefined) {
        const said = balance.unrounded ? ' before rounding' : '';
        g.steps.push({ name: `balanceYear${before.expr}`, text: `${sentence}: year ${before.show} of the yearly table, its Balance`, line: `Balance, year ${before.show} = ${balance.show}${said}`, expr: balance.expr, value: carried, kind: 'row', table: 'yearly', period: raises });
      } else {
        // No table past 100 years: the years before the last added up, each year's instalments grown to the end of it.
        const terms = yearsBefore(paid);
        g.money(`balanceYear${before.expr}`, `${sentence}: ${stepWords}`, terms, carried, {}, balance);
      }
      maturity = g.money(
        'maturityValue',
        `The maturity value${lastRowWords(last)}: the balance after year ${before.show}${grown ? ` grown for ${counted(inLast, 'month')}` : ''}, plus the last ${counted(inLast, 'instalment')}, each the first × the step-up growth, × ${words}`,
        [balance, ...(grown ? (['*', grown] as const) : []), '+', ...paid, '*', raised, '*', each],
        result.maturityValue,
        { for: 'maturityValue', ...yearRow(last) },
      );
      paidAndGain(
        g,
        maturity,
        {
          field: 'totalInvestment',
          text: `Paid in: ${counted(before, 'year')} of 12 instalments, each year's ${step.show} more, come to 12 × the first × (the step-up growth − 1) ÷ the step-up; then the last ${counted(inLast, 'instalment')}, each the first × the step-up growth`,
          terms: [12, '*', ...paid, '*', '(', raised, '-', 1, ')', '/', step, '+', ...paid, '*', raised, '*', inLast],
          value: result.totalInvestment,
        },
        gain,
      );
    }
    // In today's money, with inflation entered; in the goal mode the target is in the year it is reached. The same two
    // steps as todaysMoneyWorking.ts writes for the other pages, written here on this page's step list: that module is a
    // chunk of its own, which would take this page's working past its 6 KB (WORKING.md).
    const today = result.maturityToday;
    if (today !== undefined) {
      g.optional(() => {
        const prices = g.factor('priceGrowth', `What ₹1 of today’s prices will cost in ${years_.show} years at ${w.percent(inflation, 12).show} inflation`, ['(', 1, '+', w.percent(inflation, 12), ')', '^', years_]);
        g.money('maturityToday', 'The maturity value in today’s money: divided by that rise in prices', [maturity, '/', prices], today, { for: 'maturityToday' });
      });
    }
    if (result.maturityWithoutStepUp !== undefined) g.optional(() => level('maturityWithoutStepUp', months, 'The maturity value without the step-up'));
    // Year 1's 12 instalments, unless the main line works them out (the year a step-up's last year grows from).
    if (raises !== 1) {
      const each = twelve
        ? 'the instalment × what ₹1 paid at the start of each month for 12 months grows to'
        : 'the instalment × (what ₹1 grows to in 12 months − 1) ÷ the monthly return × (1 + the monthly return)';
      g.firstRow(rowsFor(years), {
        cell: at(12),
        text: `the balance after 12 months, ${r ? each : 'the instalment × 12 months (at 0 % nothing grows)'}`,
        terms: [...paid, '*', ...(twelve ? [twelve] : r ? paidEachTerms(['(', 1, '+', r, ')', '^', 12], r) : [g.count(12)])],
      });
    }
  });
}
