import { describe, expect, it } from 'vitest';
import { bondReturn, FIRST_YEAR, LAST_YEAR, stockReturn } from '../../../src/lib/finance/history/windows';
import type { WorkingStep } from '../../../src/lib/finance/working';
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

/** The numbers a lookup's line shows. */
const numbersOf = (text: string) => (text.replace(/(\d),(?=\d)/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

describe('safe withdrawal working', () => {
  const holds = (inputs: Record<string, string>) => expectWorkingHolds({ id: 'safeWithdrawal', inputs });
  const GUIDE = { portfolio: '1000000', spending: '40000', years: '30', stocks: '60' };

  /** Both searches: the counts shown at the amount found and a dollar more are HISTORY.md's, and pin the amount. */
  function expectSearchesPinned(steps: readonly WorkingStep[], inputs: Record<string, string>) {
    const plan = { portfolio: Number(inputs['portfolio']), spending: Number(inputs['spending']), years: Number(inputs['years'] ?? 30), stocks: Number(inputs['stocks'] ?? 60), fees: Number(inputs['fees'] ?? 0) };
    const windows = lastedByStart(plan).length;
    const lastingAt = (spending: number) => lastedByStart({ ...plan, spending }).filter((lasted) => lasted === plan.years).length;
    const needed95 = Math.ceil(windows * 0.95 - 1e-9);
    expect(step(steps, 'needed95').value).toBe(needed95);
    for (const [field, needed] of [['safeSpending', windows], ['spending95', needed95]] as const) {
      const found = giving(steps, field).value;
      const [at, above] = [step(steps, `${field}Lasts`), step(steps, `${field}Above`)];
      expect(at.value, `${field}: the start years that last at ${found}`).toBe(lastingAt(found));
      expect(above.value, `${field}: the start years that last at ${found + 1}`).toBe(lastingAt(found + 1));
      expect(at.value).toBeGreaterThanOrEqual(needed);
      expect(above.value).toBeLessThan(needed);
      expect(numbersOf(at.line)).toContain(found);
      expect(numbersOf(above.line)).toContain(found + 1);
    }
  }

  it('works the guide’s example: 4 %, 123 start years, 1966 the worst after 25 years, year by year', () => {
    const steps = holds(GUIDE);
    expect(line(steps, 'withdrawalRate')).toBe('$40,000.00 ÷ $1,000,000.00 × 100 = 4 %');
    expect(giving(steps, 'withdrawalRate').value).toBe(4);
    expect(line(steps, 'windows')).toBe('2022 − 30 + 1 − 1871 + 1 = 123');
    expect(giving(steps, 'windows').value).toBe(123);
    expect(line(steps, 'failedWindows')).toBe('4 of the 123 start years: 1965, 1966, 1968 and 1969');
    expect(step(steps, 'successRate').expr).toBe('(123 - 4) / 123 * 100');
    expect(giving(steps, 'worstStartYear')).toMatchObject({ name: 'worstStartYear', value: 1966, table: 'windows', period: 1966 });

    // 1966, the first year: 60 % of the year's stock return from the data and 40 % of its bond return.
    const mix = step(steps, 'return1966');
    const [, stock, , , , bond] = mix.expr.match(/-?\d+(?:\.\d+)?/g)!.map(Number) as [number, number, number, number, number, number];
    expect(mix.expr).toMatch(/^60 \* \(-9\.5\d+\) \/ 100 \+ \(100 - 60\) \* 1\.71\d+ \/ 100$/);
    expect(stock).toBeCloseTo(stockReturn(1966) * 100, 9);
    expect(bond).toBeCloseTo(bondReturn(1966) * 100, 9);
    expect(step(steps, 'end1966').expr).toMatch(/^\(1000000\.00 - 40000\.00\) \* \(1 \+ \(-5\.03\d+\) \/ 100\)$/);
    expect(step(steps, 'end1966').value).toBeCloseTo(960_000 * (1 + 0.6 * stockReturn(1966) + 0.4 * bondReturn(1966)), 6);

    // 1990, year 25, the last it pays; 1991 begins below the spending.
    const start = step(steps, 'start1990');
    expect(start.kind).toBe('lookup');
    expect(start.value).toBeGreaterThanOrEqual(40_000);
    expect(step(steps, 'end1990').expr.startsWith(`(${start.line.match(/\$([\d,.]+),/)![1]!.replace(/,/g, '')} - 40000.00)`)).toBe(true);
    expect(step(steps, 'end1990').value).toBeLessThan(40_000);
    expect(step(steps, 'runsOut').text).toMatch(/^1991, year 26, begins with \$19,842\.\d+, less than the \$40,000\.00 spending/);
    expect(step(steps, 'runsOut').value).toBeGreaterThan(0);
    expect(giving(steps, 'worstYearsLasted')).toMatchObject({ expr: '1991 - 1966', value: 25, kind: 'row', table: 'windows', period: 1966 });

    // 123 endings: the median is the 62nd, read from the table.
    expect(giving(steps, 'medianEnding')).toMatchObject({ name: 'medianEnding', kind: 'lookup', table: 'windows' });
    expect(line(steps, 'medianEnding')).toMatch(/^number 62 of 123: \d{4}’s, \$1,320,552\.49$/);
    expect(line(steps, 'safeSpendingAbove')).toBe('at $37,328.00 a year, 122 of the 123 last, fewer than 123: 1966 runs out');
    expect(line(steps, 'safeSpending')).toBe('$37,328.00 − 1 = $37,327.00');
    expect(line(steps, 'needed95')).toBe('ceil(123 × 95 ÷ 100) = 117');
    expect(line(steps, 'spending95')).toBe('$42,172.00 − 1 = $42,171.00');
    expectSearchesPinned(steps, GUIDE);
    expect(names(steps)).toEqual([
      'withdrawalRate', 'windows', 'failedWindows', 'successRate', 'worstStartYear', 'return1966', 'end1966', 'start1990', 'return1990', 'end1990',
      'runsOut', 'worstYearsLasted', 'medianEnding', 'safeSpendingLasts', 'safeSpendingAbove', 'safeSpending', 'needed95', 'spending95Lasts', 'spending95Above', 'spending95',
    ]);
  });

  it('works a one-year plan: 152 start years, the worst year’s ending as its table row, the median of an even count', () => {
    const inputs = { portfolio: '1000000', spending: '40000', years: '1', stocks: '60' };
    const steps = holds(inputs);
    expect(giving(steps, 'windows').value).toBe(152);
    expect(giving(steps, 'failedWindows').value).toBe(0);
    const worst = giving(steps, 'worstStartYear').value;
    expect(names(steps)).not.toContain('runsOut');
    expect(step(steps, `end${String(worst)}`)).toMatchObject({ kind: 'row', table: 'windows', period: worst });
    expect(giving(steps, 'worstYearsLasted').expr).toBe(`${String(worst)} - ${String(worst)} + 1`);
    // 152 endings: the median is halfway between the 76th and the 77th.
    expect(line(steps, 'middleLow')).toMatch(/^number 76 of 152: /);
    expect(line(steps, 'middleHigh')).toMatch(/^number 77 of 152: /);
    expect(giving(steps, 'medianEnding').expr).toMatch(/^\([\d.]+ \+ [\d.]+\) \/ 2$/);
    expect(evaluate(giving(steps, 'medianEnding').expr)).toBeCloseTo(step(steps, 'middleLow').value / 2 + step(steps, 'middleHigh').value / 2, 6);
    // A year's spending no window fails at: up to the savings themselves.
    expect(giving(steps, 'safeSpending').value).toBe(1_000_000);
    expect(line(steps, 'safeSpendingAbove')).toContain('0 of the 152 last, fewer than 152: every one runs out');
    expectSearchesPinned(steps, inputs);
  });

  it('works a 60-year plan: 93 start years', () => {
    const inputs = { portfolio: '1000000', spending: '40000', years: '60', stocks: '60' };
    const steps = holds(inputs);
    expect(line(steps, 'windows')).toBe('2022 − 60 + 1 − 1871 + 1 = 93');
    expect(line(steps, 'needed95')).toBe('ceil(93 × 95 ÷ 100) = 89');
    expectSearchesPinned(steps, inputs);
  });

  it('uses the year’s bond return alone with no stocks, and its stock return alone with all stocks', () => {
    const bonds = holds({ ...GUIDE, stocks: '0' });
    const all = holds({ ...GUIDE, stocks: '100' });
    for (const [steps, returnOf, word] of [[bonds, bondReturn, 'bonds'], [all, stockReturn, 'stocks']] as const) {
      const worst = giving(steps, 'worstStartYear').value;
      expect(names(steps).some((name) => name.startsWith('return'))).toBe(false);
      const first = step(steps, `end${String(worst)}`);
      expect(first.text).toContain(`(all in ${word}, from the data)`);
      const shown = Number(/\(1 \+ \((-?[\d.]+)\)|\(1 \+ ([\d.]+)/.exec(first.expr)!.slice(1).find(Boolean));
      expect(shown).toBeCloseTo(returnOf(worst) * 100, 9);
    }
    expectSearchesPinned(bonds, { ...GUIDE, stocks: '0' });
    expectSearchesPinned(all, { ...GUIDE, stocks: '100' });
  });

  it('takes the fees off each year worked', () => {
    const inputs = { ...GUIDE, fees: '1' };
    const steps = holds(inputs);
    const worst = giving(steps, 'worstStartYear').value;
    expect(step(steps, `end${String(worst)}`).expr).toMatch(/ \* \(1 - 1 \/ 100\)$/);
    expect(step(steps, `end${String(worst)}`).text.replace(/\u00a0/g, ' ')).toContain('less the fees of 1 %');
    expect(holds(GUIDE).some((candidate) => candidate.expr.includes('(1 - 0 / 100)'))).toBe(false);
    expectSearchesPinned(steps, inputs);
  });

  it('runs out at once in every start year when the spending is above the savings', () => {
    const steps = holds({ ...GUIDE, spending: '1500000' });
    expect(line(steps, 'failedWindows')).toBe('123 of the 123 start years, the first 1871 and the last 1993');
    expect(giving(steps, 'successRate').value).toBe(0);
    expect(line(steps, 'worstStartYear')).toBe('1871: every one of the 123 start years ran out as soon, and 1871 is the earliest');
    expect(names(steps).some((name) => /^(end|return|start)\d/.test(name))).toBe(false);
    expect(line(steps, 'runsOut')).toBe('$1,500,000.00 − $1,000,000.00 = $500,000.00');
    expect(giving(steps, 'worstYearsLasted')).toMatchObject({ expr: '1871 - 1871', value: 0 });
    expect(line(steps, 'medianEnding')).toContain('$0.00 (its money ran out)');
    expect(giving(steps, 'withdrawalRate').value).toBe(150);
  });

  it('shows the hardest start year’s last year as its table row when no start year runs out', () => {
    const inputs = { ...GUIDE, spending: '10000' };
    const steps = holds(inputs);
    expect(line(steps, 'failedWindows')).toBe('0 of the 123 start years');
    expect(giving(steps, 'successRate').value).toBe(100);
    const worst = giving(steps, 'worstStartYear').value;
    expect(line(steps, 'worstStartYear')).toMatch(new RegExp(`^every one of the 123 start years lasted all 30 years; ${String(worst)} ended with the least, \\$`));
    const last = worst + 29;
    expect(step(steps, `end${String(last)}`)).toMatchObject({ kind: 'row', table: 'windows', period: worst });
    expect(step(steps, `start${String(last)}`).kind).toBe('lookup');
    expect(giving(steps, 'worstYearsLasted')).toMatchObject({ expr: `${String(last)} - ${String(worst)} + 1`, value: 30, kind: 'row' });
    expect(names(steps)).not.toContain('runsOut');
    expectSearchesPinned(steps, inputs);
  });

  it('works a start year whose money runs out after its first year, and a two-year one', () => {
    // 3 years: 150 start years, an even count with some at $0.
    holds({ portfolio: '1000000', spending: '360000', years: '3', stocks: '60' });
    const steps = holds({ portfolio: '1000000', spending: '520000', years: '2', stocks: '50' });
    const worst = giving(steps, 'worstStartYear').value;
    expect(giving(steps, 'worstYearsLasted').value).toBe(1);
    expect(step(steps, 'runsOut').text).toContain(`${String(worst + 1)}, year 2, begins with`);
    expect(names(steps)).not.toContain(`start${String(worst)}`);
  });

  it('keeps every figure to the cent on odd amounts, a part of a % in stocks and fees, and a very large portfolio', () => {
    const odd = { portfolio: '1234567.89', spending: '45678.9', years: '33', stocks: '62.5', fees: '0.35' };
    expectSearchesPinned(holds(odd), odd);
    holds({ portfolio: '5000000000', spending: '180000000', years: '45', stocks: '75', fees: '0.2' });
    holds({ portfolio: '5000000000', spending: '20000000', years: '30', stocks: '80' });
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
