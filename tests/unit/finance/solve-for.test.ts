/**
 * DEPTH.md's "Solve for" on the investment and savings calculators: the monthly deposit, the time and the
 * return that reach a target are Excel's PMT, NPER and RATE, checked against Microsoft's documented examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { investment, runCalculator, runCalculatorWithDetails, savings } from '../../../src/lib/finance';
import { expectRejected, resultOf } from './helpers';

const base = { initial: 0, monthly: 0, rate: 6, years: 18 };

describe('solve for the monthly deposit (Excel PMT)', () => {
  it('$50,000 in 18 years at 6 % takes $129.08 a month (Microsoft PMT example: PMT(6%/12, 216, 0, 50000))', () => {
    const result = resultOf(savings.calculate({ ...base, solveFor: 'monthly', target: 50_000 }));
    expect(result.requiredMonthly).toBeCloseTo(129.08, 2);
    // The plan with that deposit reaches the target: the contract's results describe it.
    expect(result.totalSavings).toBeCloseTo(50_000, 6);
    expect(result.totalDeposits).toBeCloseTo(129.08 * 216, 0);
  });

  it('at 0 % splits what is missing evenly, and is never negative', () => {
    expect(resultOf(savings.calculate({ initial: 1000, monthly: 0, rate: 0, years: 1, solveFor: 'monthly', target: 13_000 })).requiredMonthly).toBe(1000);
    expect(resultOf(savings.calculate({ initial: 100_000, monthly: 0, rate: 5, years: 10, solveFor: 'monthly', target: 1000 })).requiredMonthly).toBe(0);
  });

  it('round-trips: the deposit found, plugged back in, grows to the target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 1e8 }), (initial, rateCents, years, target) => {
        const rate = rateCents / 100;
        const { requiredMonthly } = resultOf(investment.calculate({ initial, monthly: 0, rate, years, solveFor: 'monthly', target }));
        const { futureValue } = resultOf(investment.calculate({ initial, monthly: requiredMonthly!, rate, years }));
        expect(futureValue).toBeGreaterThanOrEqual(target * (1 - 1e-9));
        if (requiredMonthly! > 0) expect(futureValue).toBeCloseTo(target, 4);
      }),
      { numRuns: 200 },
    );
  });
});

describe('solve for the time (Excel NPER)', () => {
  it('$1,000 plus $100 a month at 12 % reaches $10,000 in 61 months: NPER(1%, -100, -1000, 10000) = 60.08 (Microsoft)', () => {
    expect(resultOf(investment.calculate({ initial: 1000, monthly: 100, rate: 12, years: 1, solveFor: 'years', target: 10_000 })).requiredMonths).toBe(61);
  });

  it('is 0 when the starting amount already reaches the target', () => {
    expect(resultOf(savings.calculate({ initial: 5000, monthly: 0, rate: 0, years: 1, solveFor: 'years', target: 5000 })).requiredMonths).toBe(0);
  });

  it('rejects a target that takes more than 1,200 months, saying so', () => {
    const [message] = expectRejected(savings.calculate({ initial: 0, monthly: 1, rate: 0, years: 1, solveFor: 'years', target: 1e6 }), 'target');
    expect(message).toMatch(/100 years \(1,200 months\)/);
  });
});

describe('solve for the return (Excel RATE)', () => {
  it('$129.08 a month for 18 years reaches $50,000 at about 6 % a year (Microsoft’s PMT example, backwards)', () => {
    expect(resultOf(savings.calculate({ initial: 0, monthly: 129.08, rate: 0, years: 18, solveFor: 'rate', target: 50_000 })).requiredRate).toBeCloseTo(6, 2);
  });

  it('$1,000 a month for a year reaches $12,682.50 at 12 % (Microsoft FV example: FV(1%, 12, -1000))', () => {
    expect(resultOf(investment.calculate({ initial: 0, monthly: 1000, rate: 1, years: 1, solveFor: 'rate', target: 12_682.5 })).requiredRate).toBeCloseTo(12, 3);
  });

  it('finds a negative return for a target below the deposits', () => {
    expect(resultOf(savings.calculate({ initial: 10_000, monthly: 0, rate: 0, years: 1, solveFor: 'rate', target: 9000 })).requiredRate).toBeLessThan(0);
  });

  it('rejects a target no return from −99 % to 1,000 % reaches, giving the range', () => {
    const [message] = expectRejected(investment.calculate({ initial: 1000, monthly: 0, rate: 1, years: 1, solveFor: 'rate', target: 1 }), 'target');
    expect(message).toBe('No return from -99 % to 1,000 % a year reaches this target. Enter a target closer to what you pay in.');
  });
});

describe('the form in each mode', () => {
  it('does not ask for the input being solved for, and asks for a target only when solving', () => {
    const monthlyMode = runCalculator(savings, { initial: '0', monthly: '', rate: '6', years: '18', solveFor: 'monthly', target: '50000' });
    expect(monthlyMode.ok).toBe(true);
    const contract = runCalculator(savings, { initial: '0', monthly: '100', rate: '6', years: '18', solveFor: 'futureValue', target: 'junk' });
    expect(contract.ok).toBe(true);
    expectRejected(runCalculator(savings, { initial: '0', monthly: '100', rate: '6', years: '', solveFor: 'years', target: '' }), 'target');
  });

  it('explains each answer in one line', () => {
    const outcome = runCalculatorWithDetails(savings, { initial: '0', monthly: '', rate: '6', years: '18', solveFor: 'monthly', target: '50000' });
    expect(outcome.details?.notes[0]?.text).toBe('Save $129.08 a month for 18\u00a0years at 6.00 % to reach $50,000.00.');
  });

  it('keeps the contract as it is in the default mode', () => {
    expect(Object.keys(resultOf(investment.calculate({ initial: 0, monthly: 1000, rate: 12, years: 1 })))).toEqual(['futureValue', 'totalContributions', 'totalEarnings']);
  });
});
