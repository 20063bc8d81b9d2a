/**
 * The working of the safe withdrawal rate (WORKING.md, HISTORY.md). The main line: the withdrawal rate, the start years
 * tested and those whose money ran out, the share that lasted, the worst start year and the median left at the end.
 * The rest, in "Show every step": the worst start year worked year by year to the year its money ran out; and each
 * most spending (in every start year, and in 95 % of them) found as the spending at which the start year that decides
 * it just covers a year's spending (a `solved` step, worked year by year to that year), rounded down to whole dollars.
 */
import { plural } from '../../format';
import type { SafeWithdrawalInputs, SafeWithdrawalResult } from '../calculators/safeWithdrawal';
import { percentFigure, type Figure, type Term, type WorkingStep, type WorkingWriter } from '../working';
import { factorAt, landing, valueOf, writer } from '../homes/homesWorking';
import { bondReturn, FIRST_YEAR, historyWindows, LAST_YEAR, stockReturn, windowsFor95, worstWindow, yearEnd, type HistoryWindow } from './windows';
import { inWords } from './historyDetails';

/** A calendar year as itself (1966, not 1,966). */
const yearOf = (year: number): Figure => ({ show: String(year), expr: String(year), value: year });

export function historyWorking(w: WorkingWriter, inputs: Required<SafeWithdrawalInputs>, result: SafeWithdrawalResult): WorkingStep[] {
  const { steps, add, push, offMain } = writer(w);
  const { stocks, fees, years: Y } = inputs;
  const portfolio = w.money(inputs.portfolio, 6);
  const spending = w.money(inputs.spending, 6);
  const lasts = (window: HistoryWindow) => window.lasted === Y;
  const windows = historyWindows(inputs);
  const percent = (value: number) => percentFigure(w, value);

  // The main line.
  add('withdrawalRate', 'The withdrawal rate: the spending a year ÷ the savings, as a percent', [spending, '/', portfolio, '*', 100], percent, { exact: result.withdrawalRate, for: 'withdrawalRate' });
  const count = add(
    'windows',
    `The start years tested: ${FIRST_YEAR}, the data’s first year, to the last with ${plural(Y, 'year')} of data by ${LAST_YEAR}, its last`,
    [yearOf(LAST_YEAR), '-', w.count(Y), '+', 1, '-', yearOf(FIRST_YEAR), '+', 1],
    w.count,
    { exact: result.windows, for: 'windows' },
  );
  const of = `of the ${count.show} start years`;
  const failed = windows.filter((window) => !lasts(window)).map((window) => window.start);
  push(
    w.lookup(
      'failedWindows',
      'The start years whose money ran out (a year began with less than its spending), counted in the table',
      `${failed.length} ${of}${failed.length > 10 ? `, the first ${failed[0]} and the last ${failed.at(-1)}` : failed.length ? `: ${inWords(failed.map(String))}` : ''}`,
      result.failedWindows,
      { for: 'failedWindows' },
    ),
  );
  add('successRate', 'The share of start years whose money lasted, as a percent', ['(', count, '-', w.count(failed.length), ')', '/', count, '*', 100], percent, { exact: result.successRate, for: 'successRate' });
  const worst = worstWindow(windows);
  const S = worst.start;
  const tied = windows.filter((window) => window.lasted === worst.lasted).length;
  push(
    w.lookup(
      'worstStartYear',
      'The worst start year: the one whose money lasted the fewest years (on a tie, the one that ended lowest, then the earlier), from the table',
      `${S}: ${lasts(worst) ? `every one ${of} lasted; it ended lowest, ${w.money(worst.ending).show}` : `its money ran out soonest ${of}${tied > 1 ? `, the earliest of the ${tied} that tie` : ''}`}`,
      S,
      { for: 'worstStartYear', table: 'windows', period: S },
    ),
  );
  const yearsPaid = (terms: Term[], text: string) =>
    add('worstYearsLasted', `The years ${S} paid, in its row of the windows table: from ${S} ${text}`, terms, w.count, { exact: worst.lasted, for: 'worstYearsLasted', kind: 'row', table: 'windows', period: S });
  if (lasts(worst)) yearsPaid([yearOf(S + Y - 1), '-', yearOf(S), '+', 1], `to ${S + Y - 1}, every year`);

  // The median ending: the middle one, or halfway between the middle two.
  const sorted = [...windows].sort((a, b) => a.ending - b.ending);
  const middle = Math.floor(sorted.length / 2);
  // An ending is a cell of its start year's row in the windows table: a row step, its line its place in the order.
  const ending = (name: string, text: string, place: number, figure: Figure, hooks?: { for: string }): Figure => {
    const window = sorted[place - 1]!;
    push({
      name,
      text: `${text} of the endings put in order, lowest first ($0 where the money ran out), from the table`,
      line: `number ${place} of ${count.show}: ${window.start}’s, ${figure.show}${figure.unrounded ? ' before rounding' : ''}${lasts(window) ? '' : ' (its money ran out)'}`,
      expr: figure.expr,
      value: window.ending,
      kind: 'row',
      table: 'windows',
      period: window.start,
      ...hooks,
    });
    return figure;
  };
  if (sorted.length % 2) ending('medianEnding', 'The median left at the end: the middle one', middle + 1, w.money(result.medianEnding), { for: 'medianEnding' });
  else {
    const [a, b] = [middle, middle + 1].map((place) => ending(`middle${place > middle ? 'High' : 'Low'}`, `The ${place > middle ? 'higher' : 'lower'} middle one`, place, landing(w, 1, 2e-3)(sorted[place - 1]!.ending))) as [Figure, Figure];
    add('medianEnding', 'The median left at the end: halfway between the two middle ones', ['(', a, '+', b, ')', '/', 2], w.money, { exact: result.medianEnding, for: 'medianEnding' });
  }

  offMain();
  // A year's return, written from the data to enough decimals that a balance redone from it lands within a cent.
  const decimals = Math.min(16, Math.max(10, Math.ceil(Math.log10(Math.max(1, inputs.portfolio))) + 2));
  const weight = w.percent(stocks);
  const bonds = stocks > 0 && stocks < 100 ? add('bondShare', `The share in bonds: the rest, after the ${weight.show} in stocks`, [w.percent(100), '-', weight], w.percent) : undefined;
  const returnOf = (year: number, data: (year: number) => number) => w.percent(data(year) * 100, decimals);
  const kind = stocks === 100 ? 'stock' : 'bond';
  /**
   * Start year `start` through `paid` years: in dollars at `spend` a year, each balance to `places` decimals; or, with
   * the spending a percent of the savings, on each $1 saved, each balance to `places` significant digits.
   */
  const run = (start: number, spend: Figure, paid: number, places: number) => {
    const years: { year: number; terms: Term[]; figure: Figure }[] = [];
    let balance: Figure | number = spend.percent ? 1 : portfolio;
    for (let year = start; year < start + paid; year++) {
      const terms: Term[] = ['(', balance, '-', spend, ')', '*', '(', 1, '+', ...(bonds ? [weight, '*', returnOf(year, stockReturn), '+', bonds, '*', returnOf(year, bondReturn)] as Term[] : [returnOf(year, stocks === 100 ? stockReturn : bondReturn)]), ')', ...(fees ? ['*', '(', 1, '-', w.percent(fees), ')'] as Term[] : [])];
      balance = spend.percent ? factorAt(w, valueOf(terms), places) : w.money(valueOf(terms), places);
      years.push({ year, terms, figure: balance });
    }
    return years;
  };
  /** A run's steps: its first year said in full, then each year after it; returns the last balance. */
  const runSteps = (prefix: string, years: ReturnType<typeof run>, title: string, from = 'the savings'): Figure => {
    years.forEach(({ year, terms, figure }, index) =>
      add(
        prefix + String(year),
        `${index ? '' : `${title}. `}At the end of ${year} (year ${index + 1}): ${index ? `what was left less the spending, grown by ${year}’s return` : `${from} less the year’s spending, grown by the year’s return after inflation, from the data (${bonds ? `${weight.show} of its stock return and ${bonds.show} of its bond return` : `its ${kind} return (all in ${kind}s)`})${fees ? ', less the fees' : ''}`}`,
        terms,
        () => figure,
      ),
    );
    return years.at(-1)?.figure ?? portfolio;
  };

  // The worst start year, year by year, when its money ran out.
  if (!lasts(worst)) {
    const out = S + worst.lasted;
    const left = runSteps('end', run(S, spending, worst.lasted, 2), `Start year ${S} at ${spending.show} a year, year by year`);
    add('runsOut', `${out} (year ${worst.lasted + 1}) begins with ${left.show}, less than the ${spending.show} spending: the money runs out, this much short`, [spending, '-', left], w.money);
    yearsPaid([yearOf(out), '-', yearOf(S)], `up to ${out}, when its money ran out`);
  }

  /**
   * The most spending at which a start year still pays every year: a year's balance is the savings grown less the
   * spending times what each year's spending would have grown to, so at most (savings × growth) ÷ (1 + that) for each
   * year; the least of those is where the balance as that year begins just covers its spending.
   */
  const ranked = windows
    .map((window) => {
      let [growth, spent, limit, year] = [1, 0, inputs.portfolio, 1];
      for (let k = 1; k < Y; k++) {
        const c = yearEnd(1, { ...inputs, spending: 0 }, window.start + k - 1);
        [growth, spent] = [growth * c, (spent + 1) * c];
        const can = (inputs.portfolio * growth) / (1 + spent);
        if (can < limit) [limit, year] = [can, k + 1];
      }
      return { start: window.start, limit, year };
    })
    .sort((a, b) => a.limit - b.limit || a.start - b.start);
  const lastingAt = (spend: number) => historyWindows({ ...inputs, spending: spend }).filter(lasts).length;
  const search = (field: 'safeSpending' | 'spending95', need: Figure) => {
    const prefix = field === 'safeSpending' ? 'safe' : 'most';
    const found = result[field];
    const { start, limit, year: k } = ranked[windows.length - need.value]!;
    // Worked on each $1 saved, at the rate the start year can pay: a share of the savings, to as many digits as it needs.
    const at = (digits: number) => {
      const share = (limit / inputs.portfolio) * 100;
      const rate = w.percent(share, Math.max(0, digits - 1 - Math.floor(Math.log10(share))));
      const years = run(start, rate, k - 1, digits);
      return { rate, years, terms: [years.at(-1)?.figure ?? 1, '-', rate] as Term[] };
    };
    const holds = ({ rate, terms }: ReturnType<typeof at>) =>
      Math.floor(valueOf([portfolio, '*', rate])) === found && Math.abs(valueOf(terms)) <= 0.9e-6 * (Math.abs(valueOf([terms[0]!])) + rate.value / 100);
    let made = at(10);
    for (let digits = 12; digits <= 16 && !holds(made); digits += 2) made = at(digits);
    const { rate, years, terms } = made;
    const text = `The most spending that at least ${need.show} start years last at. As it rises, start years run out one by one; ${start} is the one that leaves fewer.`;
    if (years.length) runSteps(prefix, years, `${text} It can pay at most ${rate.show} of the savings a year: each $1 saved, year by year at that rate`, '$1');
    add(
      `${prefix}Solved`,
      `${years.length ? '' : `${text} `}${start + k - 1} (year ${k}) begins with ${years.length ? 'what is left of each $1' : 'each $1 saved'}, which just covers that year’s ${rate.show} of it: at any higher rate, ${start} runs out then`,
      terms,
      () => w.count(0),
      { exact: rate.value, kind: 'solved' },
    );
    add(
      field,
      `The most spending a year in whole dollars: the savings × that rate, rounded down. At ${w.money(found).show}, ${lastingAt(found)} ${of} last; at ${w.money(found + 1).show}, ${lastingAt(found + 1)}.`,
      ['floor(', portfolio, '*', rate, ')'],
      w.money,
      { exact: found, for: field },
    );
  };
  search('safeSpending', count);
  search('spending95', add('needed95', `The start years that must last for 95 %: 95 % of the ${count.show}, rounded up to a whole start year`, ['ceil(', count, '*', w.percent(95), ')'], w.count, { exact: windowsFor95(result.windows) }));
  return steps;
}
