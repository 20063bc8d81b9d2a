/** The lumpsum page's working (WORKING.md, SAVE.md): what ₹1 grows to, each result, and today's money with inflation. */
import { describe, expect, it } from 'vitest';
import { mainLineFirst } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine, stepNamed, stepNames } from './workingRules';

const plan = { investment: '100000', rate: '12', years: '10', inflation: '6' };

describe('lumpsum working', () => {
  it("works the guide's example in 6 main-line steps to the maturity, what was invested, the gain and today's money", () => {
    const steps = expectGuideMainLine('lumpsum', 'maturityValue', 6, 7);
    expect(stepNames(mainLineFirst(steps).main)).toEqual(['growth', 'maturityValue', 'totalInvested', 'wealthGained', 'priceGrowth', 'maturityToday']);
  });

  it('grows ₹1 once a year: 1.12^10 = 3.1058482, and the maturity is the last row of the yearly table', () => {
    const steps = expectWorkingHolds({ id: 'lumpsum', inputs: plan });
    // The power is raised on the page (a word joiner ties it to its bracket).
    expect(stepLine(steps, 'growth')).toBe('(1 + 12 %)\u206010 = 3.1058482');
    expect(stepLine(steps, 'maturityValue')).toBe('₹1,00,000.00 × 3.1058482 = ₹3,10,584.82');
    expect(stepNamed(steps, 'maturityValue')).toMatchObject({ kind: 'row', table: 'yearly', period: 10 });
    // 1.06^10 = 1.7908477; ₹3,10,584.82 ÷ 1.7908477 = ₹1,73,428.94.
    expect(stepLine(steps, 'maturityToday')).toBe('₹3,10,584.82 ÷ 1.7908477 = ₹1,73,428.94');
    expect(stepNamed(steps, 'firstYear').more).toBe(true);
  });

  it("has no today's money without inflation, and holds for a loss, a part year and a single year", () => {
    const none = expectWorkingHolds({ id: 'lumpsum', inputs: { ...plan, inflation: '' } });
    expect(stepNames(none)).not.toContain('maturityToday');
    expect(stepNames(none)).not.toContain('priceGrowth');
    expect(stepLine(expectWorkingHolds({ id: 'lumpsum', inputs: { ...plan, rate: '-5', years: '3' } }), 'wealthGained')).toMatch(/= −₹14,262\.50$/);
    expectWorkingHolds({ id: 'lumpsum', inputs: { ...plan, years: '2.5' } });
    expect(stepNames(expectWorkingHolds({ id: 'lumpsum', inputs: { ...plan, years: '1' } }))).not.toContain('firstYear');
    expectWorkingHolds({ id: 'lumpsum', inputs: { investment: '2500000', rate: '14', years: '60', inflation: '7' } });
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'lumpsum', inputs: plan }, { id: 'lumpsum', inputs: { ...plan, rate: '11' } });
  });
});
