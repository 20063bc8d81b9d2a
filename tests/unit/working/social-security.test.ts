/**
 * The Social Security page's working (WORKING.md): the full retirement age looked up, the share of the full benefit
 * from the months early or late, the benefit and its lifetime total, 62's figures, the break-even as its equation,
 * and the best age as the search's answer beside the months either side.
 */
import { describe, expect, it } from 'vitest';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames } from './workingRules';
import { mainLineFirst } from '../../../src/lib/finance/working';

const BASE = { birthYear: '1958', pia: '1234.57', claimAge: '64', claimMonths: '5', lifeExpectancy: '85' };

describe('socialSecurity working', () => {
  it("gives the guide's example in 11 steps on the main line, every result among them", () => {
    const steps = expectGuideMainLine('socialSecurity', 'monthlyBenefit', 11, 19);
    expect(stepNames(mainLineFirst(steps).main)).toEqual([
      'fullRetirementAge', 'claimMonthsTotal', 'monthsLate', 'percentOfPia', 'monthlyBenefit', 'lifetimeTotal',
      'percentAt62', 'benefitAt62', 'breakEvenMonths', 'breakEvenAge', 'bestClaimAge',
    ]);
    // Born 1961: 67, looked up; 67 × 12 + 0 = 804; at 62 (60 months early), 100 − 5/9 × 36 − 5/12 × 24 = 70 %.
    expect(line(steps, 'fullRetirementAge')).toBe('born in 1961: 67, 804 months');
    expect(step(steps, 'fullRetirementAge').text).toMatch(/1 January/);
    expect(line(steps, 'percentAt62')).toBe('100 % − 5 % ÷ 9 × 36 − 5 % ÷ 12 × (60 − 36) = 70 %');
    // The break-even as its equation: (100 % × 804 − 70 % × 744) ÷ 30 % = 944 months, ÷ 12 = 78.666667 years.
    expect(line(steps, 'breakEvenMonths')).toBe('(100 % × 804 − 70 % × 744) ÷ (100 % − 70 %) = 944');
    expect(line(steps, 'breakEvenAge')).toBe('944 ÷ 12 = 78.666667');
    // The search's answer against its neighbours: 837 months, $446,520.00 against $446,506.67 either side.
    expect(line(steps, 'bestLifetime')).toBe('$2,000.00 × (100 % + 2 % ÷ 3 × 33) × (85 × 12 − 837) = $446,520.00');
    expect(step(steps, 'bestClaimAge').text).toMatch(/\$446,520\.00, against \$446,506\.67 a month earlier and \$446,506\.67 a month later/);
    expect(line(steps, 'bestClaimAge')).toBe('804 + 33 = 837');
    // The lifetime totals are the table's last row, age 85.
    expect(step(steps, 'lifetimeTotal')).toMatchObject({ kind: 'row', table: 'yearly', period: 85 });
  });

  it('works an early claim with a share of a third, 5/12 beyond 36 months, and a table that stops at 100', () => {
    const steps = expectWorkingHolds({ id: 'socialSecurity', inputs: { ...BASE, lifeExpectancy: '105' } });
    // 66 and 8 months = 800; 64 and 5 months = 773: 27 months early, 100 − 5/9 × 27 = 85 %.
    expect(line(steps, 'monthsEarly')).toBe('800 − 773 = 27');
    expect(line(steps, 'percentOfPia')).toBe('100 % − 5 % ÷ 9 × 27 = 85 %');
    expect(line(steps, 'monthlyBenefit')).toBe('$1,234.57 × 85 % = $1,049.38');
    // 62: 56 months early, 100 − 20 − 5/12 × 20 = 71.666… %, shown to the digits the next lines need.
    expect(line(steps, 'percentAt62')).toMatch(/^100 % − 5 % ÷ 9 × 36 − 5 % ÷ 12 × \(56 − 36\) = 71\.66666+7 %$/);
    expect(stepNames(steps)).toContain('lastRow');
    expect(step(steps, 'lastRow')).toMatchObject({ kind: 'row', period: 100 });
  });

  it('holds at 62 (no break-even), at 70, past the life expectancy, and for each full retirement age', () => {
    const at62 = expectWorkingHolds({ id: 'socialSecurity', inputs: { ...BASE, claimAge: '62', claimMonths: '0' } });
    expect(stepNames(at62)).not.toContain('breakEvenAge');
    expectWorkingHolds({ id: 'socialSecurity', inputs: { ...BASE, claimAge: '70', claimMonths: '0', lifeExpectancy: '110' } });
    const late = expectWorkingHolds({ id: 'socialSecurity', inputs: { ...BASE, claimAge: '69', lifeExpectancy: '66' } });
    expect(line(late, 'lifetimeTotal')).toMatch(/the larger of 0 and \(66 × 12 − 833\)/);
    for (const birthYear of ['1950', '1955', '1956', '1957', '1959', '1990']) {
      for (const claimAge of ['62', '66', '67', '68']) expectWorkingHolds({ id: 'socialSecurity', inputs: { ...BASE, birthYear, claimAge, pia: '3217.89', lifeExpectancy: '92' } });
    }
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'socialSecurity', inputs: BASE }, { id: 'socialSecurity', inputs: { ...BASE, claimMonths: '6' } });
  });
});
