import { describe, expect, it } from 'vitest';
import { arithmetic, mainLineFirst, moneyDecimalsFor, percentFigure, POWER, workingFor } from '../../../src/lib/finance/working';
import { evaluate } from './expression';

/** The step writer's conventions (WORKING.md "What the reader sees"), written once for every calculator. */
describe('the step writer', () => {
  const w = workingFor('USD');

  it('writes a percent once: % in the expression of a money step, never divided by 100 again', () => {
    const step = w.step('tax', 'Property tax a year', [w.money(400000), '*', w.percent(1.1)], 4400, w.money);
    expect(step.line).toBe('$400,000.00 ×\u00a01.1\u00a0% = $4,400.00');
    expect(step.expr).toBe('400000.00 * 1.1%');
    expect(evaluate(step.expr)).toBeCloseTo(4400, 9);
  });
  it('writes percentages as plain numbers of percent in a step whose result is a percentage', () => {
    const step = w.step('monthlyRate', 'The monthly rate', [w.percent(6.5), '/', 12], 6.5 / 12, (value) => percentFigure(w, value));
    expect(step.line).toBe('6.5\u00a0% ÷\u00a012 = 0.54166667\u00a0%');
    expect(step.expr).toBe('6.5 / 12');
  });
  it('says the smaller of, the larger of and rounded up in words, keeping the functions in the expression', () => {
    expect(arithmetic(['min(', w.money(62250), ',', w.money(1215000), '-', w.money(1200000), ')'])).toEqual({
      show: 'the smaller of $62,250.00 and ($12,15,000.00 − $12,00,000.00)'.replace(/12,15,000/, '1,215,000').replace(/12,00,000/, '1,200,000').replace(' − ', ' −\u00a0'),
      expr: 'min(62250.00, 1215000.00 - 1200000.00)',
    });
    expect(arithmetic(['max(', 0, ',', w.money(5), ')']).show).toBe('the larger of 0 and $5.00');
    expect(arithmetic(['ceil(', w.count(35), '/', 12, ')']).show).toBe('(35 ÷\u00a012) rounded up to a whole number');
    expect(arithmetic([w.money(2), '*', 'min(', 1, ',', 2, ')']).show).toBe('$2.00 ×\u00a0(the smaller of 1 and 2)');
    // Three figures (the HRA exemption's limits): the smallest of them, listed.
    expect(arithmetic(['min(', w.money(3), ',', w.money(1), '-', 0.5, ',', w.money(2), ')'])).toEqual({ show: 'the smallest of $3.00, ($1.00 −\u00a00.5) and $2.00', expr: 'min(3.00, 1.00 - 0.5, 2.00)' });
    expect(arithmetic(['max(', 1, ',', 2, ',', 3, ')']).show).toBe('the largest of 1, 2 and 3');
    expect(arithmetic(['round(', w.count(35), '/', 12, ',', 1, ')'])).toEqual({ show: '(35 ÷\u00a012) rounded to 1 decimal', expr: 'round(35 / 12, 1)' });
    expect(arithmetic(['-', '(', 1, '+', 2, ')', '-', w.count(-3)])).toEqual({ show: '−(1 +\u00a02) −\u00a0(−3)', expr: '-(1 + 2) - (-3)' });
  });
  it('raises a power instead of writing ^, keeping its digits apart from the base', () => {
    const { show, expr } = arithmetic(['(', 1, '+', w.percent(0.5), ')', '^', w.count(360)]);
    expect(show).toBe(`(1 +\u00a00.5\u00a0%)${POWER}360`);
    expect(show).not.toContain('^');
    expect(expr).toBe('(1 + 0.5%) ^ 360');
    expect(arithmetic([w.factor(1.005), '^', '(', '-', 1, '/', 3, ')']).show).toBe('1.005 to the power (−1 ÷\u00a03)');
  });
  it('says money past the cent is before rounding, with as few decimals as the next step needs', () => {
    expect(moneyDecimalsFor(1)).toBe(3);
    expect(moneyDecimalsFor(12)).toBe(4);
    expect(moneyDecimalsFor(360)).toBe(5);
    const payment = w.step('payment', 'The payment', [w.money(1000), '/', 3], 1000 / 3, (value) => w.money(value, 4));
    expect(payment.line).toBe('$1,000.00 ÷\u00a03 = $333.3333 before rounding');
    const total = w.step('total', 'Paid in all', [w.money(1000 / 3, 4), '*', 3], 1000, w.money);
    expect(total.text).toContain('before rounding');
    expect(w.money(2022.5, 6).unrounded).toBeUndefined();
  });
  it('rounds factors to 8 significant digits', () => {
    expect(w.factor(6.991797973).expr).toBe('6.991798');
    expect(w.factor(0.0054166666667).expr).toBe('0.0054166667');
  });
  it('lists the main line first, then the steps that wait in "Show every step"', () => {
    const steps = [w.step('a', 'A', [1, '+', 1], 2, w.count, { more: true }), w.step('b', 'B', [1, '+', 2], 3, w.count)];
    const { main, more } = mainLineFirst(steps);
    expect(main.map((step) => step.name)).toEqual(['b']);
    expect(more.map((step) => step.name)).toEqual(['a']);
  });
});
