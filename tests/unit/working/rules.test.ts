import { describe, expect, it } from 'vitest';
import { workingFor } from '../../../src/lib/finance/working';
import { evaluate } from './expression';
import { expectStepsHold, type WorkingContext } from './workingRules';

describe("the tests' own evaluator of WORKING.md's grammar", () => {
  it('computes the operators with the usual precedence', () => {
    expect(evaluate('2 + 3 * 4')).toBe(14);
    expect(evaluate('(2 + 3) * 4')).toBe(20);
    expect(evaluate('2 ^ 3 ^ 2')).toBe(512);
    expect(evaluate('-2 ^ 2')).toBe(-4);
    expect(evaluate('10 - -3')).toBe(13);
    expect(evaluate('6.5 / 12 / 100')).toBeCloseTo(0.00541666666667, 14);
  });
  it('reads a number followed by % as that number over 100', () => {
    expect(evaluate('320000 * 6.5%')).toBeCloseTo(20800, 9);
    expect(evaluate('(1 + 0.5%) ^ 2')).toBeCloseTo(1.010025, 12);
    expect(evaluate('6.5 / 12')).toBeCloseTo(0.54166666666667, 12);
  });
  it('knows min, max, floor, ceil and round with halves away from zero', () => {
    expect(evaluate('min(3, 1, 2) + max(4, 9)')).toBe(10);
    expect(evaluate('floor(2.7) + ceil(2.1)')).toBe(5);
    expect(evaluate('round(2.5, 0)')).toBe(3);
    expect(evaluate('round(-2.5, 0)')).toBe(-3);
    expect(evaluate('round(1.005, 2)')).toBe(1.01);
  });
  it('refuses anything outside the grammar', () => {
    expect(() => evaluate('rate * 12')).toThrow();
    expect(() => evaluate('1,000 + 2')).toThrow();
    expect(() => evaluate('$5 + 2')).toThrow();
    expect(() => evaluate('sqrt(4)')).toThrow();
  });
});

describe('the checker of the five rules', () => {
  const w = workingFor('USD');
  const context: WorkingContext = { id: 'loan', inputs: { amount: '1000', rate: '12' }, result: { interest: 120 }, formats: { interest: 'money' } };
  const good = w.step('interest', 'A year of interest: the amount times the rate', [w.money(1000), '*', w.percent(12)], 120, w.money, { for: 'interest' });

  it('passes a working that adds up', () => {
    expectStepsHold([good], context);
  });
  it('fails a step whose arithmetic does not give its value', () => {
    expect(() => expectStepsHold([{ ...good, value: 121 }], { ...context, result: { interest: 121 } })).toThrow();
  });
  it('fails a result that no step gives, or that two give', () => {
    expect(() => expectStepsHold([{ ...good, for: undefined }], context)).toThrow();
    expect(() => expectStepsHold([good, { ...good, name: 'again' }], context)).toThrow();
  });
  it('fails a number the reader cannot see', () => {
    expect(() => expectStepsHold([{ ...good, expr: '1000.00 * 12 / 100 + 0' }], context)).toThrow();
  });
  it('fails a result that no entered value reaches', () => {
    const constants = w.step('interest', 'A constant', [w.money(60), '*', 2], 120, w.money, { for: 'interest' });
    expect(() => expectStepsHold([constants], context)).toThrow();
  });
  it('fails a factor shown with too few digits to redo the next step', () => {
    const rate = w.step('rate', 'The monthly rate as a fraction', [w.percent(12), '/', 12], 1, (value) => w.factor(value, 12));
    const short = w.step('third', 'A third of it', [w.factor(1), '/', 3], 1 / 3, (value) => w.factor(value, 4));
    expect(() => expectStepsHold([rate, short, good], context)).toThrow();
  });
});

describe('the checker of what the reader sees', () => {
  const w = workingFor('USD');
  const context: WorkingContext = { id: 'loan', inputs: { amount: '1000', rate: '12' }, result: { interest: 120 }, formats: { interest: 'money' } };
  const good = w.step('interest', 'A year of interest: the amount times the rate', [w.money(1000), '*', w.percent(12)], 120, w.money, { for: 'interest' });
  const withLine = (line: string, expr: string, text = good.text) => ({ ...good, text, line, expr });

  it('fails code in a visible line', () => {
    expect(() => expectStepsHold([withLine('min($1,000.00, $2,000.00) × 12 % = $120.00', 'min(1000.00, 2000.00) * 12%')], context)).toThrow(/code symbols/);
    expect(() => expectStepsHold([withLine('$1,000.00 × 12 % × 1^1 = $120.00', '1000.00 * 12% * 1 ^ 1')], context)).toThrow(/code symbols/);
  });
  it('fails a percent divided by 100 after its % sign', () => {
    expect(() => expectStepsHold([withLine('$1,000.00 × 12 % ÷ 100 = $120.00', '1000.00 * 12 / 100')], context)).toThrow(/percent/);
    expect(() => expectStepsHold([withLine('$1,000.00 × (100 − 88 %) = $120.00', '1000.00 * (100 - 88) / 100')], context)).toThrow(/percent/);
  });
  it('fails money past the cent that is not said to be before rounding', () => {
    expect(() => expectStepsHold([withLine('$1,000.00 × 12 % = $120.0001', '1000.00 * 12%')], context)).toThrow(/before rounding/);
    expectStepsHold([withLine('$1,000.00 × 12 % = $120.0001 before rounding', '1000.00 * 12%')], context);
  });
  it('fails method jargon a reader must look up', () => {
    expect(() => expectStepsHold([withLine('$1,000.00 × 12 % = $120.00', '1000.00 * 12%', 'The annuity-due factor')], context)).toThrow(/jargon/);
  });
  it('fails a step that only repeats a figure', () => {
    const repeat = w.step('amount', 'The amount', [w.money(1000)], 1000, w.money);
    expect(() => expectStepsHold([repeat, good], context)).toThrow(/arithmetic/);
  });
  it('fails a main line of more than 12 steps, and one that leaves the headline result to "Show every step"', () => {
    const padding = Array.from({ length: 12 }, (_, index) => w.step(`double${String(index)}`, 'Twice the amount', [w.money(1000), '*', 2], 2000, w.money));
    expect(() => expectStepsHold([...padding, good], context)).toThrow(/main line/);
    expectStepsHold([...padding.map((item) => ({ ...item, more: true })), good], context);
    expect(() => expectStepsHold([{ ...good, more: true }], context)).toThrow(/headline/);
  });
  it('reads the main line first: a main step cannot use a figure only "Show every step" shows', () => {
    const tenfold = w.step('tenfold', 'Ten times the amount', [w.money(1000), '*', 10], 10000, w.money);
    const uses = w.step('interest', 'A year of interest', [w.money(10000), '*', w.percent(1.2)], 120, w.money, { for: 'interest' });
    expectStepsHold([tenfold, uses], context);
    expect(() => expectStepsHold([{ ...tenfold, more: true }, uses], context)).toThrow(/reached/);
  });
});
