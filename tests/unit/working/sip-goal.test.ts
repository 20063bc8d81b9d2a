/**
 * The SIP page's working in SAVE.md's modes (WORKING.md): in the goal mode the first instalment is the target ÷ what ₹1
 * a month grows to, and the same steps then put it back in, reaching the target; with inflation, today's money.
 */
import { describe, expect, it } from 'vitest';
import { mainLineFirst } from '../../../src/lib/finance/working';
import { expectWorkingFollows, expectWorkingHolds, stepLine, stepNamed, stepNames } from './workingRules';

const goal = { solveFor: 'monthly', target: '5000000', rate: '12', years: '15', stepUp: '', inflation: '' };

describe('SIP goal working', () => {
  it('divides the target by what ₹1 paid at the start of each month grows to, then puts the instalment back in', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: goal });
    expect(stepNames(mainLineFirst(steps).main)).toEqual(['monthlyRate', 'months', 'growth180', 'paidEach180', 'requiredMonthly', 'maturityValue', 'totalInvestment', 'wealthGained']);
    // 1.01^180 = 5.995802; (5.995802 − 1) ÷ 1 % × 1.01 = 504.576; 50,00,000 ÷ 504.576 = 9,909.31
    expect(stepLine(steps, 'requiredMonthly')).toBe('₹50,00,000.00 ÷ 504.576 = ₹9,909.31');
    expect(stepLine(steps, 'maturityValue')).toBe('₹9,909.31 × 504.576 = ₹50,00,000.00');
    expect(stepNamed(steps, 'maturityValue')).toMatchObject({ kind: 'row', table: 'yearly', period: 15 });
  });

  it('with a step-up, sums the years as ₹1 a month raised each year grows, and reaches the target from the year before the last', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { ...goal, stepUp: '10' } });
    const main = stepNames(mainLineFirst(steps).main);
    expect(main.slice(0, 6)).toEqual(['monthlyRate', 'months', 'growth12', 'paidEach12', 'stepUp', 'requiredMonthly']);
    expect(main).toContain('balanceYear14');
    expect(stepLine(steps, 'maturityValue')).toMatch(/= ₹50,00,000\.00$/);
    expect(main.length).toBeLessThanOrEqual(12);
  });

  it('holds at 0 %, with a part last year, a single year, a long term and a step-up as large as the yearly return', () => {
    expectWorkingHolds({ id: 'sip', inputs: { ...goal, rate: '0', stepUp: '10' } });
    expectWorkingHolds({ id: 'sip', inputs: { ...goal, years: '15.5', stepUp: '10', inflation: '5' } });
    expectWorkingHolds({ id: 'sip', inputs: { ...goal, years: '1.5', stepUp: '10' } });
    expectWorkingHolds({ id: 'sip', inputs: { ...goal, years: '0.5', stepUp: '10' } });
    expectWorkingHolds({ id: 'sip', inputs: { ...goal, target: '1000000000', rate: '15', years: '50' } });
    // (1 + 1 %)^12 = 1.1268250 to 8 digits: the step-up's own rise, where the yearly sum's ratio is 1.
    expectWorkingHolds({ id: 'sip', inputs: { ...goal, target: '100000000', years: '40', stepUp: '12.6825' } });
  });

  it('follows the target', () => {
    expectWorkingFollows({ id: 'sip', inputs: goal }, { id: 'sip', inputs: { ...goal, target: '6000000' } });
  });
});

describe("SIP working in today's money", () => {
  it('divides the maturity by what ₹1 of today’s prices costs then, and writes nothing without inflation', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', inflation: '6' } });
    // 1.06^15 = 2.3965582; ₹50,45,760.00 ÷ 2.3965582 = ₹21,05,419.35
    expect(stepLine(steps, 'priceGrowth')).toBe('(1 + 6 %)\u206015 = 2.3965582');
    expect(stepLine(steps, 'maturityToday')).toMatch(/^₹50,45,760\.00 ÷ 2\.3965582 = ₹21,05,419\.35$/);
    expect(stepNames(expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15' } }))).not.toContain('priceGrowth');
    const target = expectWorkingHolds({ id: 'sip', inputs: { ...goal, inflation: '6' } });
    expect(stepLine(target, 'maturityToday')).toMatch(/^₹50,00,000\.00 ÷ 2\.396558\d* = ₹20,86,325\.30$/);
  });
});
