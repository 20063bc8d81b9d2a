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
  const good = w.step('interest', 'A year of interest: the amount times the rate, over 100 %', [w.money(1000), '*', w.percent(12), '/', 100], 120, w.money, { for: 'interest' });

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
    const rate = w.step('rate', 'The monthly rate', [w.percent(12), '/', 12, '/', 100], 0.01, (value) => w.factor(value, 12));
    const short = w.step('third', 'A third of it', [w.factor(0.01), '/', 3], 0.01 / 3, (value) => w.factor(value, 4));
    expect(() => expectStepsHold([rate, short, good], context)).toThrow();
  });
});
