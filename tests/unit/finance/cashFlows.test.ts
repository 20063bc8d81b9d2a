/** NPV and IRR: the two calculators that read a typed list of cash flows. */
import { describe, expect, it } from 'vitest';
import { irr, npv, runCalculator } from '../../../src/lib/finance';
import { expectRejected, rejectionOf, resultOf } from './helpers';

const INVALID_INPUT = {
  title: 'Invalid Input',
  description: 'Please provide at least two cash flows, with the first being a negative number (initial investment).',
};
const CALCULATION_FAILED = {
  title: 'Calculation Failed',
  description: 'Could not converge to a solution. Please check your cash flow values.',
};

describe('npv', () => {
  it('matches Microsoft’s NPV example 2: 40,000 invested, flows 8,000 … 14,500 at 8 % is 1,922.06', () => {
    // Microsoft NPV docs: NPV(8%, 8000, 9200, 10000, 12000, 14500) + (-40000) = $1,922.06.
    const result = resultOf(npv.calculate({ initial: 40_000, cashFlows: [8000, 9200, 10_000, 12_000, 14_500], rate: 8 }));
    expect(result.npv).toBeCloseTo(1922.06, 2);
  });

  it('discounts the first listed flow at t = 1: Microsoft’s NPV(10%, -10000, 3000, 4200, 6800) = 1,188.44', () => {
    const result = resultOf(npv.calculate({ initial: 0, cashFlows: [-10_000, 3000, 4200, 6800], rate: 10 }));
    expect(result.npv).toBeCloseTo(1188.44, 2);
  });

  it('reads the list from the form with commas, spaces or new lines', () => {
    const outcome = runCalculator(npv, { initial: '40,000', cashFlows: '8000, 9200\n10000 12000;14500', rate: '8' });
    expect(resultOf(outcome).npv).toBeCloseTo(1922.06, 2);
  });

  it('rejects an empty list along with the other fields’ errors', () => {
    expectRejected(runCalculator(npv, { initial: '', cashFlows: '', rate: '8' }), 'initial', 'cashFlows');
  });

  it('rejects a list entry that is not a number, naming it', () => {
    const [message] = expectRejected(runCalculator(npv, { initial: '0', cashFlows: '100, abc', rate: '8' }), 'cashFlows');
    expect(message).toBe('“abc” is not a number. Separate cash flows with commas or spaces.');
  });
});

describe('irr', () => {
  it('matches Microsoft’s IRR example: -70,000 then 12,000 … 26,000 is 8.66 %', () => {
    expect(resultOf(irr.calculate({ cashFlows: [-70_000, 12_000, 15_000, 18_000, 21_000, 26_000] })).irr).toBeCloseTo(
      8.66,
      2,
    );
  });

  it('matches Microsoft’s IRR example after two years: -70,000, 12,000, 15,000 is -44.35 %', () => {
    expect(resultOf(irr.calculate({ cashFlows: [-70_000, 12_000, 15_000] })).irr).toBeCloseTo(-44.35, 2);
  });

  it('matches numpy-financial’s irr([-100, 39, 59, 55, 20]) = 0.28095 as 28.095 %', () => {
    expect(resultOf(irr.calculate({ cashFlows: [-100, 39, 59, 55, 20] })).irr).toBeCloseTo(28.095, 3);
  });

  it('shows the Invalid Input toast and marks the field for fewer than two flows', () => {
    const rejection = rejectionOf(irr.calculate({ cashFlows: [-100] }));
    expect(rejection.toast).toEqual(INVALID_INPUT);
    expect(rejection.errors.map((error) => error.field)).toEqual(['cashFlows']);
  });

  it('shows the Invalid Input toast when the first flow is not negative', () => {
    expect(rejectionOf(irr.calculate({ cashFlows: [100, 50] })).toast).toEqual(INVALID_INPUT);
    expect(rejectionOf(irr.calculate({ cashFlows: [0, 50] })).toast).toEqual(INVALID_INPUT);
  });

  it('shows the Invalid Input toast for an empty field', () => {
    expect(rejectionOf(runCalculator(irr, { cashFlows: '  ' })).toast).toEqual(INVALID_INPUT);
  });

  it('shows the Calculation Failed toast when no rate makes the NPV zero', () => {
    const rejection = rejectionOf(irr.calculate({ cashFlows: [-100, -20, -30] }));
    expect(rejection.toast).toEqual(CALCULATION_FAILED);
    // The list itself says why: with no positive flow, no rate can bring the NPV to zero.
    expect(rejection.errors).toEqual([{ field: 'cashFlows', message: expect.stringContaining('no positive flow') as string }]);
  });

  it('rejects a non-number entry inline, naming it, without a toast', () => {
    const outcome = runCalculator(irr, { cashFlows: '-100, 12abc, 50' });
    const [message] = expectRejected(outcome, 'cashFlows');
    expect(message).toContain('“12abc”');
    expect(rejectionOf(outcome).toast).toBeUndefined();
  });
});
