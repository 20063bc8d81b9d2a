import { describe, expect, it } from 'vitest';
import { expectGuideMainLine, expectWorkingHolds, stepNamed } from './workingRules';

describe('xirr working', () => {
  it("holds on Excel's example and on a fund statement, the rate a solved step at which the flows come to 0", () => {
    const steps = expectWorkingHolds({ id: 'xirr', inputs: { cashFlows: '2008-01-01 -10000; 1 Mar 2008 2750; Oct 30, 2008 4250; 15/02/2009 3250; 01/04/2009 2750' } });
    expect(stepNamed(steps, 'xirr')).toMatchObject({ for: 'xirr', kind: 'solved' });
    expect(stepNamed(steps, 'xirr').line).toMatch(/= ₹0\.00$/u);
    expect(stepNamed(steps, 'flow2').more).toBe(true);
    expectWorkingHolds({ id: 'xirr', inputs: { cashFlows: '05/04/2024 -1 lakh; 05/04/2025 -50000; 01/12/2025 1,70,000', dateOrder: 'mdy' } });
  });
  it("keeps the guide's example on one short main line", () => {
    expectGuideMainLine('xirr', 'xirr', 7, 13);
  });
});
