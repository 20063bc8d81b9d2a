import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { bondReturn, FIRST_YEAR, LAST_YEAR, stockReturn } from '../../../src/lib/finance/history/windows';
import { mainLineFirst, MAIN_LINE_STEPS, type WorkingStep } from '../../../src/lib/finance/working';
import { evaluate } from './expression';
import { expectStepsHold, expectWorkingFollows, expectWorkingHolds, workedOutcome, stepLine as line, stepNamed as step, stepNames as names } from './workingRules';

const giving = (steps: readonly WorkingStep[], field: string) => steps.find((candidate) => candidate.for === field)!;

/**
 * HISTORY.md's test, written here from its text alone on the data's returns: the years each start year pays at a
 * spending (the table's `lasted`), so the counts the working reads at the amounts found are checked independently.
 */
function lastedByStart(plan: { portfolio: number; spending: number; years: number; stocks: number; fees?: number }): number[] {
  const lasted: number[] = [];
  for (let start = FIRST_YEAR; start + plan.years - 1 <= LAST_YEAR; start += 1) {
    let balance = plan.portfolio;
    let paid = plan.years;
    for (let k = 1; k <= plan.years; k += 1) {
      if (balance < plan.spending) {
        paid = k - 1;
        break;
      }
      const year = start + k - 1;
      const mix = (plan.stocks / 100) * stockReturn(year) + (1 - plan.stocks / 100) * bondReturn(year);
      balance = (balance - plan.spending) * (1 + mix) * (1 - (plan.fees ?? 0) / 100);
    }
    lasted.push(paid);
  }
  return lasted;
}

/** The numbers a line or a sentence shows. */
const numbersOf = (text: string) => (text.replace(/(\d),(?=\d)/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

/** A year's mixed return, as HISTORY.md writes it: w s + (1 − w) b, with w = stocks / 100. */
const mixOf = (year: number, stocks: number) => (stocks / 100) * stockReturn(year) + (1 - stocks / 100) * bondReturn(year);

describe('safe withdrawal working', () => {
  const holds = (inputs: Record<string, string>) => expectWorkingHolds({ id: 'safeWithdrawal', inputs });
  const GUIDE = guideExample('safeWithdrawal');
  const chain = (steps: readonly WorkingStep[], prefix: string) => steps.filter((candidate) => new RegExp(`^${prefix}\\d{4}$`).test(candidate.name));

  /**
   * Both searches: the amount found lasts in the start years needed and a dollar more does not (HISTORY.md's test, run
   * here), it is the savings × a rate rounded down, and that rate is a `solved` step that comes out at 0, never a lookup.
   */
  function expectSearchesPinned(steps: readonly WorkingStep[], inputs: Record<string, string>) {
    const plan = { portfolio: Number(inputs['portfolio']), spending: Number(inputs['spending']), years: Number(inputs['years'] ?? 30), stocks: Number(inputs['stocks'] ?? 60), fees: Number(inputs['fees'] ?? 0) };
    const windows = lastedByStart(plan).length;
    const lastingAt = (spending: number) => lastedByStart({ ...plan, spending }).filter((lasted) => lasted === plan.years).length;
    const needed95 = Math.ceil(windows * 0.95 - 1e-9);
    expect(step(steps, 'needed95').value).toBe(needed95);
    for (const [field, prefix, needed] of [['safeSpending', 'safe', windows], ['spending95', 'most', needed95]] as const) {
      const found = giving(steps, field);
      expect(lastingAt(found.value), `${field}: the start years that last at ${found.value}`).toBeGreaterThanOrEqual(needed);
      expect(lastingAt(found.value + 1), `${field}: the start years that last at ${found.value + 1}`).toBeLessThan(needed);
      expect(Number.isInteger(found.value)).toBe(true);
      // The sentence gives the count at the amount and a dollar more, as HISTORY.md asks.
      expect(numbersOf(found.text)).toEqual(expect.arrayContaining([found.value, found.value + 1]));
      const solved = step(steps, `${prefix}Solved`);
      expect(solved.kind).toBe('solved');
      expect(Math.abs(evaluate(solved.expr))).toBeLessThan(1e-6);
      expect(found.expr).toMatch(new RegExp(`^floor\\(${plan.portfolio.toFixed(2).replace('.', '\\.')} \\* [\\d.]+%\\)$`));
      expect(evaluate(found.expr)).toBe(found.value);
      expect(steps.some((candidate) => candidate.kind === 'lookup' && (candidate.name.startsWith(prefix) || candidate.name.startsWith(field)))).toBe(false);
    }
  }

  it('puts the guide’s example on a main line of 6 steps that gives the share that lasted, the headline, first of all', () => {
    const steps = holds(GUIDE);
    const { main } = mainLineFirst(steps);
    expect(main.map((candidate) => candidate.name)).toEqual(['withdrawalRate', 'windows', 'failedWindows', 'successRate', 'worstStartYear', 'medianEnding']);
    expect(main.length).toBeLessThanOrEqual(MAIN_LINE_STEPS);
    expect(main.map((candidate) => candidate.for)).toContain('successRate');
  });

  it('works the guide’s example: 4 %, 123 start years, 4 of them run out, 1966 the worst', () => {
    const steps = holds(GUIDE);
    expect(line(steps, 'withdrawalRate')).toBe('$40,000.00 ÷ $1,000,000.00 × 100 = 4 %');
    expect(giving(steps, 'withdrawalRate').value).toBe(4);
    expect(line(steps, 'windows')).toBe('2022 − 30 + 1 − 1871 + 1 = 123');
    expect(giving(steps, 'windows').value).toBe(123);
    expect(line(steps, 'failedWindows')).toBe('4 of the 123 start years: 1965, 1966, 1968 and 1969');
    expect(step(steps, 'successRate').expr).toBe('(123 - 4) / 123 * 100');
    expect(giving(steps, 'worstStartYear')).toMatchObject({ name: 'worstStartYear', value: 1966, table: 'windows', period: 1966 });
    // 123 endings: the median is the 62nd, read from the table.
    // A start year's ending is a cell of its row in the windows table: a row step, never a lookup (WORKING.md rule 2).
    expect(giving(steps, 'medianEnding')).toMatchObject({ name: 'medianEnding', kind: 'row', table: 'windows' });
    expect(line(steps, 'medianEnding')).toMatch(/^number 62 of 123: \d{4}’s, \$1,320,552\.49$/);
  });

  it('says the bond share as a percent of its own, never 100 less a percent', () => {
    const steps = holds(GUIDE);
    expect(line(steps, 'bondShare')).toBe('100 % − 60 % = 40 %');
    expect(step(steps, 'bondShare').expr).toBe('100 - 60');
    for (const candidate of steps) expect(`${candidate.text} ${candidate.line}`.replace(/\u00a0/g, ' ')).not.toMatch(/\(100 − [\d.]+ %\)|%\s*\)?\s*÷\s*100\b/);
  });

  it('works 1966 year by year from the savings to 1991, when its money runs out, each year from the one before', () => {
    const steps = holds(GUIDE);
    const years = chain(steps, 'end');
    expect(years.map((candidate) => candidate.name)).toEqual(Array.from({ length: 25 }, (_, index) => `end${String(1966 + index)}`));
    // 1966: 60 % of the year's stock return from the data and 40 % of its bond return.
    const first = step(steps, 'end1966');
    expect(first.expr).toMatch(/^\(1000000\.00 - 40000\.00\) \* \(1 \+ 60% \* \(-9\.5\d+%\) \+ 40% \* 1\.71\d+%\)$/);
    // The numbers in order: the savings, the spending, 1, the stock share, the stock return, the bond share, the bond return.
    const [, , , , stock, , bond] = first.expr.match(/-?\d+(?:\.\d+)?/g)!.map(Number) as number[];
    expect(stock).toBeCloseTo(stockReturn(1966) * 100, 9);
    expect(bond).toBeCloseTo(bondReturn(1966) * 100, 9);
    expect(first.value).toBeCloseTo(960_000 * (1 + mixOf(1966, 60)), 6);
    // Each year starts from the figure the year before shows, to the cent: nothing is carried from nowhere.
    for (const [before, after] of years.slice(0, -1).map((candidate, index) => [candidate, years[index + 1]!] as const)) {
      expect(after.expr.startsWith(`(${before.line.slice(before.line.lastIndexOf('$') + 1).replace(/,/g, '')} - 40000.00)`)).toBe(true);
      expect(before.line).toMatch(/= \$[\d,]+\.\d\d$/);
    }
    expect(step(steps, 'end1990').value).toBeLessThan(40_000);
    expect(step(steps, 'runsOut').text).toMatch(/^1991 \(year 26\) begins with \$19,842\.\d\d, less than the \$40,000\.00 spending/);
    expect(step(steps, 'runsOut').value).toBeGreaterThan(0);
    expect(giving(steps, 'worstYearsLasted')).toMatchObject({ expr: '1991 - 1966', value: 25, kind: 'row', table: 'windows', period: 1966 });
    expect(steps.filter((candidate) => candidate.kind === 'lookup').map((candidate) => candidate.name)).toEqual(['failedWindows', 'worstStartYear']);
  });

  it('finds the most spending in every start year as a rate that start year just pays, solved, then in whole dollars', () => {
    const steps = holds(GUIDE);
    const solved = step(steps, 'safeSolved');
    // 1966's money, at the rate found, just covers 1995's spending: each $1's balance as 1995 begins less the rate is 0.
    expect(solved.text).toMatch(/^1995 \(year 30\) begins with what is left of each \$1/);
    expect(solved.expr).toMatch(/^0\.0373272\d+ - 3\.73272\d+%$/);
    expect(chain(steps, 'safe')).toHaveLength(29);
    expect(step(steps, 'safe1966').expr).toMatch(/^\(1 - 3\.73272\d+%\) \* \(1 \+ 60% \* \(-9\.5\d+%\) \+ 40% \* 1\.71\d+%\)$/);
    expect(line(steps, 'safeSpending')).toMatch(/^\(\$1,000,000\.00 × 3\.73272\d+ %\) rounded down to a whole number = \$37,327\.00$/);
    // A dollar more and 1966 alone runs out: 122 of the 123 last.
    expect(giving(steps, 'safeSpending').text).toContain('At $37,327.00, 123 of the 123 start years last; at $37,328.00, 122.');
    expect(step(steps, 'safe1966').text).toContain('1966 is the one that leaves fewer');
    expect(line(steps, 'needed95')).toBe('(123 × 95 %) rounded up to a whole number = 117');
    expect(line(steps, 'spending95')).toMatch(/ = \$42,171\.00$/);
    expect(giving(steps, 'spending95').text).toContain('At $42,171.00, 117 of the 123 start years last; at $42,172.00, 116.');
    expectSearchesPinned(steps, GUIDE);
  });

  it('works a one-year plan: 152 start years, the worst year’s one year from its table row, the median of an even count', () => {
    const inputs = { portfolio: '1000000', spending: '40000', years: '1', stocks: '60' };
    const steps = holds(inputs);
    expect(giving(steps, 'windows').value).toBe(152);
    expect(giving(steps, 'failedWindows').value).toBe(0);
    const worst = giving(steps, 'worstStartYear').value;
    expect(names(steps)).not.toContain('runsOut');
    expect(giving(steps, 'worstYearsLasted')).toMatchObject({ expr: `${String(worst)} - ${String(worst)} + 1`, kind: 'row', table: 'windows', period: worst });
    expect(mainLineFirst(steps).main.map((candidate) => candidate.for)).toContain('worstYearsLasted');
    // 152 endings: the median is halfway between the 76th and the 77th.
    expect(line(steps, 'middleLow')).toMatch(/^number 76 of 152: /);
    expect(line(steps, 'middleHigh')).toMatch(/^number 77 of 152: /);
    expect(giving(steps, 'medianEnding').expr).toMatch(/^\([\d.]+ \+ [\d.]+\) \/ 2$/);
    // Halfway between the two middle endings as their rows' steps show them.
    expect(evaluate(giving(steps, 'medianEnding').expr)).toBeCloseTo(evaluate(step(steps, 'middleLow').expr) / 2 + evaluate(step(steps, 'middleHigh').expr) / 2, 6);
    expect(step(steps, 'middleLow')).toMatchObject({ kind: 'row', table: 'windows' });
    // A year's spending no start year fails at: up to the savings themselves, at a rate of 100 %.
    expect(giving(steps, 'safeSpending').value).toBe(1_000_000);
    expect(step(steps, 'safeSolved').expr).toBe('1 - 100%');
    expect(giving(steps, 'safeSpending').text).toContain('At $1,000,000.00, 152 of the 152 start years last; at $1,000,001.00, 0.');
    expectSearchesPinned(steps, inputs);
  });

  it('works a 60-year plan: 93 start years', () => {
    const inputs = { portfolio: '1000000', spending: '40000', years: '60', stocks: '60' };
    const steps = holds(inputs);
    expect(line(steps, 'windows')).toBe('2022 − 60 + 1 − 1871 + 1 = 93');
    expect(line(steps, 'needed95')).toBe('(93 × 95 %) rounded up to a whole number = 89');
    expectSearchesPinned(steps, inputs);
  });

  it('uses the year’s bond return alone with no stocks, and its stock return alone with all stocks', () => {
    for (const [stocks, returnOf, word] of [['0', bondReturn, 'bonds'], ['100', stockReturn, 'stocks']] as const) {
      const inputs = { ...GUIDE, stocks };
      const steps = holds(inputs);
      expect(names(steps)).not.toContain('bondShare');
      const first = chain(steps, 'safe')[0]!;
      const year = Number(first.name.slice(4));
      expect(first.text).toContain(`(all in ${word})`);
      expect(first.expr).toMatch(/^\(1 - [\d.]+%\) \* \(1 \+ \(?-?[\d.]+%\)?\)$/);
      const shown = Number(/\(1 \+ \(?(-?[\d.]+)%/.exec(first.expr)![1]);
      expect(shown).toBeCloseTo(returnOf(year) * 100, 9);
      expectSearchesPinned(steps, inputs);
    }
  });

  it('takes the fees off each year worked, and writes no fees when there are none', () => {
    const inputs = { ...GUIDE, fees: '1' };
    const steps = holds(inputs);
    const first = chain(steps, 'safe')[0]!;
    expect(first.expr).toMatch(/ \* \(1 - 1%\)$/);
    expect(first.text.replace(/\u00a0/g, ' ')).toContain('less the fees');
    expect(holds(GUIDE).some((candidate) => candidate.expr.includes('(1 - 0%)'))).toBe(false);
    expectSearchesPinned(steps, inputs);
  });

  it('runs out at once in every start year when the spending is above the savings', () => {
    const steps = holds({ ...GUIDE, spending: '1500000' });
    expect(line(steps, 'failedWindows')).toBe('123 of the 123 start years, the first 1871 and the last 1993');
    expect(giving(steps, 'successRate').value).toBe(0);
    // Every start year runs out at once: a tie of all 123, and 1871 the earliest.
    expect(line(steps, 'worstStartYear')).toBe('1871: its money ran out soonest of the 123 start years, the earliest of the 123 that tie');
    expect(chain(steps, 'end')).toEqual([]);
    expect(line(steps, 'runsOut')).toBe('$1,500,000.00 − $1,000,000.00 = $500,000.00');
    expect(giving(steps, 'worstYearsLasted')).toMatchObject({ expr: '1871 - 1871', value: 0 });
    expect(line(steps, 'medianEnding')).toContain('$0.00 (its money ran out)');
    expect(giving(steps, 'withdrawalRate').value).toBe(150);
  });

  it('gives the hardest start year’s years from its table row on the main line when no start year runs out', () => {
    const inputs = { ...GUIDE, spending: '10000' };
    const steps = holds(inputs);
    expect(line(steps, 'failedWindows')).toBe('0 of the 123 start years');
    expect(giving(steps, 'successRate').value).toBe(100);
    const worst = giving(steps, 'worstStartYear').value;
    expect(line(steps, 'worstStartYear')).toMatch(new RegExp(`^${String(worst)}: every one of the 123 start years lasted; it ended lowest, \\$`));
    expect(giving(steps, 'worstYearsLasted')).toMatchObject({ expr: `${String(worst + 29)} - ${String(worst)} + 1`, value: 30, kind: 'row', table: 'windows', period: worst });
    expect(mainLineFirst(steps).main.map((candidate) => candidate.name)).toContain('worstYearsLasted');
    expect(names(steps)).not.toContain('runsOut');
    expectSearchesPinned(steps, inputs);
  });

  it('works a start year whose money runs out after its first year, and a two-year one', () => {
    // 3 years: 150 start years, an even count with some at $0.
    holds({ portfolio: '1000000', spending: '360000', years: '3', stocks: '60' });
    const steps = holds({ portfolio: '1000000', spending: '520000', years: '2', stocks: '50' });
    const worst = giving(steps, 'worstStartYear').value;
    expect(giving(steps, 'worstYearsLasted').value).toBe(1);
    expect(chain(steps, 'end').map((candidate) => candidate.name)).toEqual([`end${String(worst)}`]);
    expect(step(steps, 'runsOut').text).toContain(`${String(worst + 1)} (year 2) begins with`);
  });

  it('keeps every figure to the cent on odd amounts, a part of a % in stocks and fees, a very large portfolio and a tiny one', () => {
    const odd = { portfolio: '1234567.89', spending: '45678.9', years: '33', stocks: '62.5', fees: '0.35' };
    expectSearchesPinned(holds(odd), odd);
    holds({ portfolio: '5000000000', spending: '180000000', years: '45', stocks: '75', fees: '0.2' });
    holds({ portfolio: '5000000000', spending: '20000000', years: '30', stocks: '80' });
    // A tiny sum over many years: worked on each $1 saved, the rate lands where dollars to 6 decimals could not.
    const tiny = { portfolio: '250', spending: '11.14', years: '41', stocks: '100' };
    expectSearchesPinned(holds(tiny), tiny);
    holds({ portfolio: '250', spending: '9.99', years: '25', stocks: '40' });
  });

  it('holds across plans, mixes, fees and spendings', () => {
    for (const years of ['1', '4', '30', '41', '60'])
      for (const stocks of ['0', '35', '100'])
        for (const spending of ['999', '38000', '65000', '1000001']) holds({ portfolio: '1000000', spending, years, stocks, fees: years === '4' ? '' : '0.4' });
  });

  it('checks its row steps against the table’s row for their start year', () => {
    const { definition, outcome, steps } = workedOutcome('safeWithdrawal', GUIDE);
    const context = { id: 'safeWithdrawal' as const, inputs: GUIDE, result: outcome.result, formats: definition.results, table: outcome.details?.table };
    expectStepsHold(steps, context);
    const moved = steps.map((candidate) => (candidate.for === 'worstYearsLasted' ? { ...candidate, period: 1965 } : candidate));
    expect(() => expectStepsHold(moved, context)).toThrow(/takes its value from its row/);
    expect(() => expectStepsHold(steps, { ...context, table: { ...context.table!, rowsBy: undefined } })).toThrow(/by start year/);
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'safeWithdrawal', inputs: GUIDE }, { id: 'safeWithdrawal', inputs: { ...GUIDE, spending: '41000' } });
    expectWorkingFollows({ id: 'safeWithdrawal', inputs: GUIDE }, { id: 'safeWithdrawal', inputs: { ...GUIDE, stocks: '50' } });
  });
});
