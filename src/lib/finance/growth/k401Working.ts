/**
 * The working of a 401(k) (WORKING.md): year 1 in full (the pay counted, your contribution within the limit, the
 * match, what is left unclaimed), the month's return and what a year does to the balance, then the last year from the
 * year before it (rows of the yearly table) to the balance at retirement. Off the main line: the totals, each a column
 * of the yearly table added up, the balance in today's money, and year 1's balance.
 */
import { moneyDecimalsFor, sumOf, type Figure, type Term, type WorkingStep, type WorkingWriter } from '../working';
import { lands, precisely, type Rows } from './growthWorking';
import { todaysMoneySteps } from './todaysMoney';
import { DEFERRAL_LIMIT, LIMITS, type K401Inputs, type K401Result, type K401Year } from '../calculators/k401';

/** The yearly table's cells, by column (calculators/k401.ts). */
const CELL = { contribution: 2, match: 3, balance: 5 } as const;

export function k401Working(w: WorkingWriter, inputs: Required<K401Inputs>, result: K401Result, years: readonly K401Year[], rows: Rows): WorkingStep[] {
  const first = years[0]!;
  const last = years.at(-1)!;
  const n = years.length;
  // Figures later lines multiply or add up: past the cent where they need it, said "before rounding".
  const fine = (value: number) => w.money(value, 4);
  return precisely(w, (list) => {
    const { typed, add, give } = list;
    const span = add('years', 'The years to retirement: your retirement age less your age', [typed.count(inputs.retireAge), '-', typed.count(inputs.age)], w.count);
    const salary = typed.money(inputs.salary);
    const compensation = w.money(LIMITS.compensation);
    const pay = first.counted < inputs.salary ? add('payCounted', `The pay your plan may count: your salary, up to ${compensation.show} (the 2026 limit of section 401(a)(17))`, ['min(', salary, ',', compensation, ')'], w.money) : salary;
    const share = typed.percent(inputs.contribution);
    const limit: Term[] = first.limit === DEFERRAL_LIMIT ? [w.money(DEFERRAL_LIMIT)] : ['(', w.money(DEFERRAL_LIMIT), '+', w.money(first.limit - DEFERRAL_LIMIT), ')'];
    const capped = (pay.value * inputs.contribution) / 100 > first.limit;
    const limitWords = first.limit === DEFERRAL_LIMIT ? 'the 2026 limit' : `the 2026 limit plus the catch-up at age ${String(first.age)}`;
    const yours = add(
      'contributionYear1',
      capped ? `Your contribution in year 1: your pay × your contribution, up to ${limitWords}` : 'Your contribution in year 1: your pay × your contribution',
      capped ? ['min(', pay, '*', share, ',', ...limit, ')'] : [pay, '*', share],
      fine,
    );
    const matchRate = typed.percent(inputs.matchRate);
    const matchLimit = typed.percent(inputs.matchLimit);
    const matchedPay = (pay.value * inputs.matchLimit) / 100;
    const base: Term[] = yours.value <= matchedPay ? [matchRate, '*', yours] : [matchRate, '*', pay, '*', matchLimit];
    const additions = w.money(LIMITS.annualAdditions);
    const within = (inputs.matchRate / 100) * Math.min(yours.value, matchedPay) > LIMITS.annualAdditions - Math.min(yours.value, DEFERRAL_LIMIT);
    const match = give(
      'firstYearMatch',
      `The employer’s match in year 1: the match rate × your contribution on pay up to the match limit${within ? `, within the ${additions.show} a year may add from you both (section 415(c), catch-ups outside it)` : ''}`,
      within ? ['min(', ...base, ',', additions, '-', yours.value <= DEFERRAL_LIMIT ? yours : w.money(DEFERRAL_LIMIT), ')'] : base,
      result.firstYearMatch,
      { shown: fine },
    );
    // Off the main line, which holds 12 steps at most with the pay capped and inflation entered.
    if (result.matchMissed !== undefined) {
      give('matchMissed', 'The match you leave unclaimed in year 1: the whole match (the match rate × your pay × the match limit) less the match you get', [matchRate, '*', pay, '*', matchLimit, '-', match], result.matchMissed, { more: true });
    }

    // A year's balance: the one before it grown 12 months, plus the year's contributions paid in at each month's end.
    const rate = inputs.rate === 0 ? undefined : list.rate('monthlyRate', 'The monthly return: the yearly return ÷ 12 months', [typed.percent(inputs.rate), '/', 12]);
    const grown = rate && add('yearGrowth', `What $1 grows to in 12 months at ${rate.show} a month`, ['(', 1, '+', rate, ')', '^', 12]);
    const twelve = rate && grown && add('twelveMonths', 'What $1 paid at the end of each month for 12 months grows to: (that growth − 1) ÷ the monthly return', ['(', grown, '-', 1, ')', '/', rate]);
    const yearEnd = (opening: Figure, paid: Figure, matched: Figure): Term[] => {
      const start: Term[] = opening.value === 0 ? [] : grown ? [opening, '*', grown, '+'] : [opening, '+'];
      return twelve ? [...start, '(', paid, '+', matched, ')', '/', 12, '*', twelve] : [...start, paid, '+', matched];
    };
    const now = typed.money(inputs.balance);
    const yearText = rate ? 'the balance a year before grown 12 months, plus the year’s contribution and match paid in a twelfth at each month’s end' : 'the balance a year before plus the year’s contribution and match (at 0 % nothing grows)';
    // A cell of the yearly table, carried as it stands there (to the digits the balance's line needs).
    const carry = (name: string, text: string, column: string, value: number, period: number, digits = 4): Figure => {
      const figure = w.money(value, digits);
      const said = figure.unrounded ? ' before rounding' : '';
      list.steps.push({ name, text: `${text}: year ${String(period)} of the yearly table`, line: `${column}, year ${String(period)} = ${figure.show}${said}`, expr: figure.expr, value, kind: 'row', table: 'yearly', period });
      return figure;
    };
    let finalTerms: Term[];
    let finalRow: number;
    let lastPaid = yours;
    let lastMatched = match;
    if (n === 1) {
      finalTerms = yearEnd(now, yours, match);
      finalRow = 0;
    } else {
      const before = years[n - 2]!;
      const opening = carry(`balanceYear${String(n - 1)}`, 'The balance a year before retirement', 'Balance', before.balance, n - 1, moneyDecimalsFor(grown?.value ?? 1));
      lastPaid = carry('contributionLastYear', 'Your contribution in the last year', 'Your contribution', last.contribution, n);
      lastMatched = carry('matchLastYear', 'The match in the last year', 'Employer match', last.match, n);
      finalTerms = yearEnd(opening, lastPaid, lastMatched);
      finalRow = n - 1;
    }
    const final = give('balanceAtRetirement', `The balance at retirement: ${yearText}`, finalTerms, result.balanceAtRetirement, { row: rows?.[finalRow], cell: CELL.balance });
    if (n > 1) list.firstRow(rows, CELL.balance, `the balance after year 1, ${yearText}`, yearEnd(now, yours, match));

    // The totals paid in: a column of the yearly table added up, from year 1's figure (above) to the last year's.
    const column = (field: 'yourContributions' | 'employerContributions', text: string, cell: number, ends: readonly [Figure, Figure], pick: (year: K401Year) => number) => {
      const cells = years.map((year, index) => (index === 0 ? ends[0] : index === n - 1 ? ends[1] : fine(pick(year))));
      const figure = n === 1 ? give(field, `${text}: year 1 of the yearly table`, cells, result[field], { row: rows?.[0], cell, more: true, shown: fine }) : give(field, `${text}: the column of the yearly table, years 1 to ${String(n)}, added up`, sumOf(cells), result[field], { more: true });
      return { figure, cells };
    };
    const own = column('yourContributions', 'Your contributions', CELL.contribution, [yours, lastPaid], (year) => year.contribution);
    const matched = column('employerContributions', 'Your employer’s contributions', CELL.match, [match, lastMatched], (year) => year.match);
    // The growth from the figures as shown, or, where their rounding adds up past half a cent, from their own lines.
    const less = (figures: readonly Term[]): Term[] => [...(now.value === 0 ? [] : ['-', now] as Term[]), ...figures];
    const short: Term[] = [final, ...less(['-', own.figure, '-', matched.figure])];
    const long: Term[] = ['(', ...finalTerms, ')', ...less(['-', '(', ...sumOf(own.cells), ')', '-', '(', ...sumOf(matched.cells), ')'])];
    give('growth', 'The growth: the balance at retirement less the balance now and every contribution', lands(short, result.growth) ? short : long, result.growth, { more: true });
    todaysMoneySteps(list, inputs.inflation, span, [{ field: 'balanceToday', text: 'The balance at retirement', sum: final, more: true }], result);
  });
}
