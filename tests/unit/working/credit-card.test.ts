import { describe, expect, it } from 'vitest';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepNamed as step, stepNames } from './workingRules';

const EXAMPLE = { balance: '5000', apr: '22', minPercent: '1', minRule: 'percentPlusInterest', minFloor: '25', payment: '200' };

describe('creditCard working', () => {
  it('works month 1, the month each plan ends as rows of the monthly table with the month before, and the totals', () => {
    const steps = expectGuideMainLine('creditCard', 'minimumMonths', 10, 16);
    expect(step(steps, 'firstInterest').line.replace(/\u00a0/g, ' ')).toBe('$5,000.00 × 22 % ÷ 12 = $91.67');
    expect(step(steps, 'minimumFirstPayment').line.replace(/\s+/g, ' ')).toContain('the larger of $25.00 and ($50.00 + $91.67)');
    expect(step(steps, 'minimumBefore')).toMatchObject({ kind: 'row', table: 'monthly', period: 229 });
    expect(step(steps, 'minimumEnd')).toMatchObject({ kind: 'row', table: 'monthly', period: 230, value: 0 });
    expect(step(steps, 'minimumMonths')).toMatchObject({ for: 'minimumMonths', value: 230 });
    expect(step(steps, 'fixedEnd')).toMatchObject({ period: 34, value: 0 });
  });

  it('holds without a fixed payment, when the minimum never finishes, and with the minimum capped', () => {
    expectWorkingHolds({ id: 'creditCard', inputs: { ...EXAMPLE, payment: '' } });
    const never = expectWorkingHolds({ id: 'creditCard', inputs: { ...EXAMPLE, minRule: 'percent', payment: '' } });
    expect(stepNames(never)).toContain('minimumAfter10Years');
    const capped = expectWorkingHolds({ id: 'creditCard', inputs: { ...EXAMPLE, balance: '20', apr: '12', payment: '' } });
    expect(step(capped, 'minimumFirstPayment').line).toContain('the smaller of');
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'creditCard', inputs: EXAMPLE }, { id: 'creditCard', inputs: { ...EXAMPLE, payment: '300' } });
  });
});
