/** The 401(k) page's working (WORKING.md): year 1 in full, the last year from the year before, the totals from the table. */
import { describe, expect, it } from 'vitest';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames } from './workingRules';

const BASE = { age: '35', retireAge: '67', salary: '72000', salaryGrowth: '3', contribution: '4', matchRate: '50', matchLimit: '6', balance: '25000', rate: '6', inflation: '2.5' };

describe('k401 working', () => {
  it("gives the guide's example with the balance at retirement on the main line, every result worked out", () => {
    const steps = expectGuideMainLine('k401', 'balanceAtRetirement', 11, 17);
    expect(stepNames(steps).slice(0, 3)).toEqual(['years', 'contributionYear1', 'firstYearMatch']);
    expect(step(steps, 'matchMissed').more).toBe(true);
    // 4 % of $72,000 = $2,880; the match 50 % × $2,880 = $1,440; the whole match 50 % × $72,000 × 6 % = $2,160.
    expect(line(steps, 'contributionYear1')).toBe('$72,000.00 × 4 % = $2,880.00');
    expect(line(steps, 'firstYearMatch')).toBe('50 % × $2,880.00 = $1,440.00');
    expect(line(steps, 'matchMissed')).toBe('50 % × $72,000.00 × 6 % − $1,440.00 = $720.00');
    // 6 % ÷ 12 = 0.5 %; 1.005¹² = 1.06167781; (1.06167781 − 1) ÷ 0.5 % = 12.335562.
    expect(line(steps, 'twelveMonths')).toBe('(1.06167781 − 1) ÷ 0.5 % = 12.335562');
    // The last year from year 31's balance and year 32's contribution and match, rows of the yearly table.
    expect(step(steps, 'balanceYear31')).toMatchObject({ kind: 'row', table: 'yearly', period: 31 });
    expect(step(steps, 'contributionLastYear')).toMatchObject({ kind: 'row', period: 32 });
    expect(step(steps, 'balanceAtRetirement')).toMatchObject({ kind: 'row', period: 32, for: 'balanceAtRetirement' });
    expect(line(steps, 'balanceAtRetirement')).toMatch(/^\$705,730\.771 × 1\.06167781 \+ \(\$7,200\.2314 \+ \$3,600\.1157\) ÷ 12 × 12\.335562 = \$760,361\.06/);
    // Year 1 of the table: $25,000 × 1.06167781 + ($2,880 + $1,440) ÷ 12 × 12.335562 = $30,982.75.
    expect(line(steps, 'firstYear')).toBe('$25,000.00 × 1.06167781 + ($2,880.00 + $1,440.00) ÷ 12 × 12.335562 = $30,982.75');
  });

  it('names the limits where they bind: pay up to $360,000, the deferral limit with the catch-up, §415(c)', () => {
    const capped = expectWorkingHolds({ id: 'k401', inputs: { ...BASE, age: '58', salary: '400000', contribution: '40', matchRate: '300', matchLimit: '100' } });
    expect(line(capped, 'payCounted')).toBe('the smaller of $400,000.00 and $360,000.00 = $360,000.00');
    // 40 % of $360,000 = $144,000, held at $24,500 + $8,000 (age 58).
    expect(line(capped, 'contributionYear1')).toBe('the smaller of ($360,000.00 × 40 %) and ($24,500.00 + $8,000.00) = $32,500.00');
    // 300 % × $32,500 = $97,500, above $72,000 − $24,500 = $47,500.
    expect(line(capped, 'firstYearMatch')).toBe('the smaller of (300 % × $32,500.00) and ($72,000.00 − $24,500.00) = $47,500.00');
    expect(step(capped, 'firstYearMatch').text).toMatch(/415\(c\)/);
  });

  it('holds for one year, at 0 %, at a loss, with no balance, no inflation, and raises', () => {
    const one = expectWorkingHolds({ id: 'k401', inputs: { ...BASE, retireAge: '36' } });
    expect(stepNames(one)).not.toContain('firstYear');
    expect(step(one, 'yourContributions')).toMatchObject({ kind: 'row', period: 1 });
    const flat = expectWorkingHolds({ id: 'k401', inputs: { ...BASE, rate: '0' } });
    expect(stepNames(flat)).not.toContain('monthlyRate');
    expect(line(flat, 'firstYear')).toBe('$25,000.00 + $2,880.00 + $1,440.00 = $29,320.00');
    for (const inputs of [
      { ...BASE, rate: '-5', balance: '' },
      { ...BASE, inflation: '', salaryGrowth: '' },
      { ...BASE, age: '18', retireAge: '80', salaryGrowth: '7.5', contribution: '15', rate: '9.25' },
      { ...BASE, salary: '123456.78', contribution: '11.5', matchRate: '100', matchLimit: '4.5', rate: '7.3' },
      // The most main-line steps: pay above $360,000, a match missed and inflation entered.
      { ...BASE, salary: '500000', contribution: '3', matchLimit: '5' },
    ]) {
      expectWorkingHolds({ id: 'k401', inputs });
    }
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'k401', inputs: BASE }, { id: 'k401', inputs: { ...BASE, contribution: '6' } });
  });
});
