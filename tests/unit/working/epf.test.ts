import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { mainLineFirst } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames as names } from './workingRules';

const id = 'epf';

describe('EPF working', () => {
  it("reaches the corpus and the four totals on a main line of 10 steps in the guide's example, year 1 after", () => {
    const steps = expectGuideMainLine(id, 'corpus', 10, 14);
    expect(names(mainLineFirst(steps).main)).toEqual(['years', 'employeeTotal', 'epsTotal', 'employerTotal', 'wageLast', 'monthLast', 'balanceBefore', 'interestLast', 'corpus', 'interestTotal']);
    expect(line(steps, 'employeeTotal')).toBe('12 × 12 % × ₹30,000.00 × ((1 + 5 %)\u206028 − 1) ÷ 5 % = ₹25,22,991.576 before rounding');
    expect(line(steps, 'epsTotal')).toBe('12 × ₹1,250.00 × 28 = ₹4,20,000.00');
    // The pension share in words, never `min(`; the 66 months explained in the interest's sentence.
    expect(line(steps, 'monthLast')).toContain('− (the smaller of (8.33 % × ₹1,12,003.6897) and ₹1,250.00)');
    expect(step(steps, 'interestLast').text).toContain('11 + 10 + … + 0 = 66 months of interest');
    expect(line(steps, 'interestLast')).toBe('8.25 % ÷ 12 × (12 × ₹1,34,42,916.0812 + 66 × ₹25,630.8855) = ₹11,20,670.591 before rounding');
    expect(step(steps, 'balanceBefore')).toMatchObject({ kind: 'row', table: 'yearly', period: 27 });
    expect(step(steps, 'corpus')).toMatchObject({ kind: 'row', period: 28, for: 'corpus' });
    expect(line(steps, 'monthYear1')).toBe('12 % × ₹30,000.00 + 12 % × ₹30,000.00 − (the smaller of (8.33 % × ₹30,000.00) and ₹1,250.00) = ₹5,950.00');
  });

  it('works the pension share in its three parts, the employer’s cap, and the years from 58', () => {
    // Pay under ₹15,006 at first (8.33 % of it under ₹1,250), then ₹1,250, and nothing from 58.
    const steps = expectWorkingHolds({ id, inputs: { age: '40', retireAge: '60', basic: '10000', salaryGrowth: '6', employerPf: 'capped', balance: '50000' } });
    expect(step(steps, 'epsTotal').text).toMatch(/8\.33\s% of pay for 7 years, then ₹1,250\.00 a month \(its most\) for 11 years, then nothing from age 58/);
    expect(line(steps, 'employerTotal')).toMatch(/^12 × 12 % × \(₹10,000\.00 × \(\(1 \+ 6 %\)\u20607 − 1\) ÷ 6 % \+ ₹15,000\.00 × 13\) − ₹/);
    expect(step(steps, 'monthLast').text).toContain('from 58 none of it goes to the pension scheme');
    expect(line(steps, 'monthLast')).not.toContain('8.33');
  });

  it('works a single year with no table rows before it, and no pay rise', () => {
    const steps = expectWorkingHolds({ id, inputs: { age: '57', retireAge: '58', basic: '20000', balance: '100000' } });
    expect(names(steps)).toEqual(['years', 'employeeTotal', 'epsTotal', 'employerTotal', 'monthLast', 'interestLast', 'corpus', 'interestTotal']);
    expect(line(steps, 'corpus')).toBe('₹1,00,000.00 + 12 × ₹3,550.00 + ₹9,860.813 = ₹1,52,460.81');
  });

  it('holds across ages, pay, pay rises, both employer options and rates', () => {
    for (const age of ['18', '45', '57']) for (const basic of ['8000', '14000.5', '123456.78']) for (const salaryGrowth of ['0', '3.5', '12']) for (const employerPf of ['full', 'capped']) for (const rate of ['8.25', '1', '25']) {
      expectWorkingHolds({ id, inputs: { age, retireAge: age === '57' ? '60' : '58', basic, salaryGrowth, employeeRate: '12', employerPf, balance: '123456.78', rate } });
    }
  });

  it('follows the inputs', () => {
    const example = guideExample(id);
    expectWorkingFollows({ id, inputs: example }, { id, inputs: { ...example, employerPf: 'capped' } });
  });
});
