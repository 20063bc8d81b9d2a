import { describe, expect, it } from 'vitest';
import { mainLineFirst } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectPlainWords, expectWorkingFollows, expectWorkingHolds, stepLine, stepNamed, stepNames } from './workingRules';

const PLAN = { age: '30', exitAge: '60', monthly: '5000', increase: '5', rate: '10' };

describe('nps working', () => {
  it("works the guide's example in 12 main-line steps: the year before the exit from the yearly table, then the exit year, the exit", () => {
    const steps = expectGuideMainLine('nps', 'corpus', 12, 13);
    expect(stepNames(mainLineFirst(steps).main)).toEqual(['months', 'monthlyRate', 'stepUp', 'growth12', 'paidEach12', 'balanceYear29', 'corpus', 'totalContributions', 'growth', 'lumpSum', 'annuityAmount', 'monthlyPension']);
    expect(stepNamed(steps, 'balanceYear29')).toMatchObject({ kind: 'row', table: 'yearly', period: 29 });
    expect(stepNamed(steps, 'corpus')).toMatchObject({ for: 'corpus', kind: 'row', period: 30 });
    expect(stepNamed(steps, 'year1')).toMatchObject({ more: true, period: 1 });
    // 30 years, 5 % a year, raised 29 times.
    expect(stepLine(steps, 'months')).toBe('(60 − 30) × 12 = 360');
    expect(stepLine(steps, 'monthlyRate')).toMatch(/^10 % ÷ 12 = 0\.833333/);
    expect(stepNamed(steps, 'stepUp').expr).toBe('(1 + 5%) ^ 29');
    // Above ₹8 lakh, 80 % of the corpus: the reader's own choice, within the rule.
    expect(stepNamed(steps, 'lumpSum').text.replace(/\u00a0/g, ' ')).toContain('up to 80 %');
    expect(stepNamed(steps, 'annuityAmount').expr).toMatch(/\* 20%$/);
    expect(stepNamed(steps, 'monthlyPension').expr).toMatch(/\* 6% \/ 12$/);
  });

  it('without an increase, grows the balance now and the level contribution over all the months, with year 1 under "Show every step"', () => {
    const steps = expectWorkingHolds({ id: 'nps', inputs: { age: '40', monthly: '6000', rate: '9', balance: '250000' } });
    expect(stepNames(mainLineFirst(steps).main)).toEqual(['months', 'monthlyRate', 'growth240', 'paidEach240', 'corpus', 'totalContributions', 'growth', 'lumpSum', 'annuityAmount', 'monthlyPension']);
    expect(stepNamed(steps, 'corpus').expr).toMatch(/^250000(\.00)? \* /);
    expect(stepLine(steps, 'totalContributions')).toBe('₹6,000.00 × 240 = ₹14,40,000.00');
    expect(stepNamed(steps, 'growth').expr).toMatch(/- 250000(\.00)? - 1440000(\.00)?$/);
    expect(stepNamed(steps, 'year1').more).toBe(true);
  });

  it('names the cap when the rule lowers the share, and a small corpus taken whole', () => {
    const capped = expectWorkingHolds({ id: 'nps', inputs: { ...PLAN, lumpSumPercent: '95' } });
    expect(stepNamed(capped, 'lumpSum').text.replace(/\u00a0/g, ' ')).toMatch(/at most 80 % as a lump sum, less than the 95 % you entered/);
    expect(stepNamed(capped, 'lumpSum').expr).toMatch(/\* 80%$/);
    const small = expectWorkingHolds({ id: 'nps', inputs: { age: '50', monthly: '3000', lumpSumPercent: '100' } });
    expect(stepNamed(small, 'lumpSum').text).toContain('may all be taken');
    expect(stepNamed(small, 'annuityAmount').value).toBe(0);
  });

  it('holds at 0 %, below 0 %, for one year, for two (year 1 on the main line) and at 85', () => {
    for (const inputs of [
      { ...PLAN, rate: '0' },
      { ...PLAN, rate: '-4.5', balance: '100000' },
      { ...PLAN, age: '59' },
      { ...PLAN, age: '58', balance: '12345.67' },
      { ...PLAN, age: '18', exitAge: '85', increase: '12.5', rate: '11.25', balance: '987654.32', lumpSumPercent: '33.3', annuityRate: '7.15' },
    ]) {
      const steps = expectWorkingHolds({ id: 'nps', inputs });
      expectPlainWords(steps, 'nps');
      expect(mainLineFirst(steps).main.length, JSON.stringify(inputs)).toBeLessThanOrEqual(12);
    }
    const two = expectWorkingHolds({ id: 'nps', inputs: { ...PLAN, age: '58' } });
    expect(stepNamed(two, 'balanceYear1')).toMatchObject({ kind: 'row', period: 1 });
    expect(stepNames(two)).not.toContain('year1');
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'nps', inputs: PLAN }, { id: 'nps', inputs: { ...PLAN, annuityRate: '7' } });
  });
});
