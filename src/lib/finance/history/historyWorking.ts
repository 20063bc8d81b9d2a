/**
 * The working of the safe withdrawal rate (WORKING.md, HISTORY.md): the withdrawal rate; the start years tested and
 * those whose money ran out; the worst start year worked year by year, its first year and its last (the last year it
 * paid and the year the balance fell below the spending, or its final year); the median ending; and both searches for
 * the most spending, by the start years that last at the amount found and at a dollar more.
 */
import { plural } from '../../format';
import type { SafeWithdrawalInputs, SafeWithdrawalResult } from '../calculators/safeWithdrawal';
import { percentFigure, type Figure, type StepHooks, type Term, type WorkingStep, type WorkingWriter } from '../working';
import { balanceBefore, bondReturn, FIRST_YEAR, historyWindows, LAST_YEAR, stockReturn, windowsFor95, worstWindow, yearEnd, type HistoryWindow } from './windows';
import { inWords } from './historyDetails';

/** A calendar year as itself (1966, not 1,966). */
const yearOf = (year: number): Figure => ({ show: String(year), expr: String(year), value: year });

/** Start years in words: "1966", "1965 and 1966", "1965, 1966 and 1968"; past `most` of them, how many and the first and last. */
const listed = (years: readonly number[], most: number): string =>
  years.length > most
    ? `${String(years.length)} start years, the first ${String(years[0])} and the last ${String(years.at(-1))},`
    : inWords(years.map(String));

export function historyWorking(w: WorkingWriter, inputs: Required<SafeWithdrawalInputs>, result: SafeWithdrawalResult): WorkingStep[] {
  const { stocks, fees } = inputs;
  const steps: WorkingStep[] = [];
  /** A step; returns its figure as `shown` writes it, for the steps after it. */
  const add = (name: string, text: string, terms: readonly Term[], value: number, shown: (value: number) => Figure, hooks: StepHooks = {}): Figure => {
    steps.push(w.step(name, text, terms, value, shown, hooks));
    return shown(value);
  };
  const lookup = (...args: Parameters<WorkingWriter['lookup']>): void => void steps.push(w.lookup(...args));
  /** An amount as typed, or a balance carried to the next step: to the cent, or to 6 decimals where it has them. */
  const money = (value: number): Figure => w.money(value, 6);
  const percent = (value: number) => percentFigure(w, value);
  const portfolio = money(inputs.portfolio);
  const spending = money(inputs.spending);
  const years = w.count(inputs.years);
  const span = plural(inputs.years, 'year');
  const lasts = (window: HistoryWindow) => window.lasted === inputs.years;

  add('withdrawalRate', 'The withdrawal rate: the spending a year ÷ the savings × 100', [spending, '/', portfolio, '*', 100], result.withdrawalRate, percent, { for: 'withdrawalRate' });

  // The windows.
  const windows = historyWindows(inputs);
  const count = add(
    'windows',
    `The start years tested: from ${String(FIRST_YEAR)}, where the data begins, to the last whose ${span} ${inputs.years === 1 ? 'ends' : 'end'} by ${String(LAST_YEAR)}, where it ends`,
    [yearOf(LAST_YEAR), '-', years, '+', 1, '-', yearOf(FIRST_YEAR), '+', 1],
    result.windows,
    w.count,
    { for: 'windows' },
  );
  const failed = windows.filter((window) => !lasts(window)).map((window) => window.start);
  lookup(
    'failedWindows',
    'The start years in which the money ran out (its balance, as a year began, was less than the year’s spending), read from the table',
    `${String(failed.length)} of the ${count.show} start years${failed.length > 10 ? `, the first ${String(failed[0])} and the last ${String(failed.at(-1))}` : failed.length > 0 ? `: ${listed(failed, 10)}` : ''}`,
    result.failedWindows,
    { for: 'failedWindows' },
  );
  add(
    'successRate',
    'The share of start years in which the money lasted: those that did not run out, over all of them, × 100',
    ['(', count, '-', w.count(failed.length), ')', '/', count, '*', 100],
    result.successRate,
    percent,
    { for: 'successRate' },
  );

  // The worst window, year by year.
  const worst = worstWindow(windows);
  const S = worst.start;
  const row: StepHooks = { kind: 'row', table: 'windows', period: S };
  const tied = windows.filter((window) => window.lasted === worst.lasted).length;
  lookup(
    'worstStartYear',
    'The worst start year: the one whose money lasted the fewest years (on a tie, the one that ended lowest, then the earlier)',
    lasts(worst)
      ? `every one of the ${count.show} start years lasted all ${span}; ${String(S)} ended with the least, ${w.money(worst.ending).show}`
      : tied === windows.length
        ? `${String(S)}: every one of the ${count.show} start years ran out as soon, and ${String(S)} is the earliest`
        : tied > 1
          ? `${String(S)}: the earliest of the ${String(tied)} start years, of the ${count.show}, whose money ran out soonest`
          : `${String(S)}: of the ${count.show} start years, its money ran out soonest`,
    S,
    { for: 'worstStartYear', table: 'windows', period: S },
  );
  const weight = w.percent(stocks);
  const cut = w.percent(fees);
  /** Year `k` of the worst window, from its balance as the year begins: the year's return, then what is left. */
  const yearSteps = (k: number, start: Figure, hooks: StepHooks = {}): Figure => {
    const year = S + k - 1;
    const Y = String(year);
    // Returns to enough decimals that what is left, redone from them, lands well within half a cent.
    const decimals = Math.min(16, Math.max(10, Math.ceil(Math.log10(Math.max(1, start.value))) + 2));
    const stock = w.percent(stockReturn(year) * 100, decimals);
    const bond = w.percent(bondReturn(year) * 100, decimals);
    // All in stocks or all in bonds, the year's return is that one's; otherwise the mix, worked out.
    const alone = stocks === 100 ? stock : stocks === 0 ? bond : undefined;
    const growth =
      alone ??
      add(
        `return${Y}`,
        `The return in ${Y}, year ${String(k)}: ${weight.show} of the stock return, ${stock.show} after inflation that year in the data, and the rest (100 % less ${weight.show}) of the bond return, ${bond.show}`,
        [weight, '*', stock, '/', 100, '+', '(', 100, '-', weight, ')', '*', bond, '/', 100],
        (weight.value * stock.value) / 100 + ((100 - weight.value) * bond.value) / 100,
        (value) => w.percent(value, decimals),
      );
    const earned = alone
      ? `its return after inflation in ${Y} (all in ${stocks === 100 ? 'stocks' : 'bonds'}, from the data), ${growth.show}`
      : 'that return';
    return add(
      `end${Y}`,
      `${hooks.kind === 'row' ? `What start year ${String(S)} ends with` : 'What is left'} at the end of ${Y}, year ${String(k)}: ${k === 1 ? 'the savings' : 'the balance'} less the year’s spending, grown by ${earned}${fees > 0 ? `, less the fees of ${cut.show}` : ''}`,
      ['(', start, '-', spending, ')', '*', '(', 1, '+', growth, '/', 100, ')', ...(fees > 0 ? (['*', '(', 1, '-', cut, '/', 100, ')'] as const) : [])],
      // A table's cell is the page's own figure; a balance carried to the next step is worked from the figures shown.
      hooks.kind === 'row' ? yearEnd(balanceBefore(inputs, S, k), inputs, year) : (start.value - spending.value) * (1 + growth.value / 100) * (fees > 0 ? 1 - cut.value / 100 : 1),
      hooks.kind === 'row' ? w.money : money,
      hooks,
    );
  };
  // The last year the worst window pays: its final year, or the year before its money runs out.
  const last = lasts(worst) ? inputs.years : worst.lasted;
  let left = portfolio;
  if (last >= 1) left = yearSteps(1, portfolio, last === 1 && lasts(worst) ? row : {});
  if (last >= 2) {
    const year = S + last - 1;
    let start = left;
    if (last >= 3) {
      start = money(balanceBefore(inputs, S, last));
      lookup(`start${String(year)}`, `The balance as ${String(year)} begins, year ${String(last)}: the savings carried through each year before it the same way`, `after ${String(year - 1)}: ${start.show}, at least the ${spending.show} spending, so ${String(year)}’s is paid`, start.value);
    }
    left = yearSteps(last, start, lasts(worst) ? row : {});
  }
  if (lasts(worst)) {
    add('worstYearsLasted', `The years ${String(S)} paid: every year from ${String(S)} to ${String(S + last - 1)}, its last`, [yearOf(S + last - 1), '-', yearOf(S), '+', 1], worst.lasted, w.count, { ...row, for: 'worstYearsLasted' });
  } else {
    const out = S + worst.lasted;
    add(
      'runsOut',
      `${String(out)}, year ${String(worst.lasted + 1)}, begins with ${left.show}${last === 0 ? ', the savings' : ''}, less than the ${spending.show} spending: the money runs out, this much short`,
      [spending, '-', left],
      spending.value - left.value,
      w.money,
    );
    add('worstYearsLasted', `The years ${String(S)} paid: from ${String(S)} up to ${String(out)}, the year its money ran out`, [yearOf(out), '-', yearOf(S)], worst.lasted, w.count, { ...row, for: 'worstYearsLasted' });
  }

  // The median ending: the middle one, or the mean of the middle two.
  const sorted = [...windows].sort((a, b) => a.ending - b.ending);
  const middle = Math.floor(sorted.length / 2);
  const around = 'of the endings put in order, lowest first (a start year that ran out ends at $0)';
  const endingOf = (window: HistoryWindow, place: number, figure: Figure) =>
    `number ${String(place)} of ${count.show}: ${String(window.start)}’s, ${figure.show}${lasts(window) ? '' : ' (its money ran out)'}`;
  if (sorted.length % 2 === 1) {
    const window = sorted[middle]!;
    lookup('medianEnding', `The median left at the end: the middle one ${around}`, endingOf(window, middle + 1, w.money(result.medianEnding)), result.medianEnding, { for: 'medianEnding', table: 'windows', period: window.start });
  } else {
    const [low, high] = [sorted[middle - 1]!, sorted[middle]!];
    const [a, b] = [money(low.ending), money(high.ending)];
    lookup('middleLow', `The lower of the two middle ones ${around}`, endingOf(low, middle, a), a.value, { table: 'windows', period: low.start });
    lookup('middleHigh', 'The higher of the two middle ones', endingOf(high, middle + 1, b), b.value, { table: 'windows', period: high.start });
    add('medianEnding', 'The median left at the end: halfway between the two middle ones', ['(', a, '+', b, ')', '/', 2], result.medianEnding, w.money, { for: 'medianEnding' });
  }

  /** The most spending at which at least `needed` start years last: the start years that last there and a dollar more. */
  const search = (field: 'safeSpending' | 'spending95', needed: Figure, what: string, text: string): void => {
    const found = result[field];
    const counted = (spend: number) => {
      const at = historyWindows({ ...inputs, spending: spend });
      return { lasting: at.filter(lasts).length, out: at.filter((window) => !lasts(window)).map((window) => window.start) };
    };
    const [there, above] = [counted(found), counted(found + 1)];
    const more = w.money(found + 1);
    lookup(`${field}Lasts`, text, `at ${w.money(found).show} a year, ${String(there.lasting)} of the ${count.show} last${what}`, there.lasting);
    lookup(`${field}Above`, 'A dollar more', `at ${more.show} a year, ${String(above.lasting)} of the ${count.show} last, fewer than ${needed.show}: ${above.out.length === windows.length ? 'every one runs out' : `${listed(above.out, 5)} ${above.out.length === 1 ? 'runs' : 'run'} out`}`, above.lasting);
    add(field, `So the most is a dollar less than ${more.show}`, [more, '-', 1], found, w.money, { for: field });
  };
  search('safeSpending', count, '', `The most spending a year at which all ${count.show} start years last, found by trying whole dollars`);
  const needed = add(
    'needed95',
    `The start years that must last for 95 %: 95 % of the ${count.show}, rounded up to a whole start year`,
    ['ceil(', count, '*', 95, '/', 100, ')'],
    windowsFor95(result.windows),
    w.count,
  );
  search('spending95', needed, `, at least ${needed.show}`, `The most spending a year at which at least ${needed.show} start years last, found the same way`);
  return steps;
}
