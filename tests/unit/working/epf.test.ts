import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { mainLineFirst } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames as names } from './workingRules';

const id = 'epf';

describe('EPF working', () => {
  it("reaches the corpus and the four totals on a main line of 10 steps in the guide's example, year 1 after", () => {
    const steps = expectGuideMainLine(id, 'corpus', 10, 14);
    expect(names(mainLineFirst(steps).main)).toEqual(['years', 'employeeTotal', 'epsTotal', 'employerTotal', 'wageLast', 'monthLast', 'balanceBefore', 'interestLast', 'corpus', 'interestTotal']);
    // The totals to the paisa: the corpus ₹1,38,40,150.8158 shows as .82 (0.0042 over), each of your ₹25,22,991.5756 and
    // the employer's ₹18,23,271.5756 as .58 (0.0044 over); the interest in all, corpus less them, is off by
    // 0.0042 − 0.0088 = −0.0046, within half a paisa, so no third decimal is needed.
    expect(line(steps, 'employeeTotal')).toBe('12 × 12 % × ₹30,000.00 × ((1 + 5 %)\u206028 − 1) ÷ 5 % = ₹25,22,991.58');
    // 8.33 % × ₹30,000 = ₹2,499 is over ₹2,082.50 from year 1, so the pension share is at its most all 28 years:
    // 12 × 2,082.5 × 28 = 24,990 × 28 = 6,99,720.
    expect(line(steps, 'epsTotal')).toBe('12 × ₹2,082.50 × 28 = ₹6,99,720.00');
    // The pension share in words, never `min(`; the 66 months explained in the interest's sentence.
    expect(line(steps, 'monthLast')).toContain('− (the smaller of (8.33 % × ₹1,12,003.6897) and ₹2,082.50)');
    expect(step(steps, 'interestLast').text).toContain('11 + 10 + … + 0 = 66 months of interest');
    // Year 28's month: W = 30,000 × 1.05^27 = 1,12,003.68967; C = 24 % × W − 2,082.5 = 26,880.88552 − 2,082.5 = 24,798.38552.
    // The balance after year 27, X: each year closing = 1.0825 × opening + 12.45375 × C_k (12 + 66 × 0.006875 = 12.45375),
    // C_k = 7,200 × 1.05^(k−1) − 2,082.5, from 2,00,000: X = 2,00,000 × 1.0825^27 + Σ(k = 1…27) 12.45375 × C_k × 1.0825^(27−k)
    // = 1,25,00,062.74561 (this sum worked in exact fractions, apart from the page’s code).
    // Interest = 0.006875 × (12 × 1,25,00,062.74561 + 66 × 24,798.38552) = 0.006875 × (15,00,00,752.9473 + 16,36,693.4444)
    // = 10,42,507.44394.
    expect(line(steps, 'interestLast')).toBe('8.25 % ÷ 12 × (12 × ₹1,25,00,062.7456 + 66 × ₹24,798.3855) = ₹10,42,507.444 before rounding');
    expect(step(steps, 'balanceBefore')).toMatchObject({ kind: 'row', table: 'yearly', period: 27 });
    expect(step(steps, 'corpus')).toMatchObject({ kind: 'row', period: 28, for: 'corpus' });
    // 3,600 + 3,600 − 2,082.5 = 5,117.5.
    expect(line(steps, 'monthYear1')).toBe('12 % × ₹30,000.00 + 12 % × ₹30,000.00 − (the smaller of (8.33 % × ₹30,000.00) and ₹2,082.50) = ₹5,117.50');
  });

  it('works the pension share in its three parts, the employer’s cap, and the years from 58', () => {
    // Pay under ₹25,000 at first (8.33 % of it under ₹2,082.50), then ₹2,082.50, and nothing from 58. ₹16,000 rising 6 %:
    // 16,000 × 1.06^7 = 16,000 × 1.50363 = 24,058 (age 47) is the last year under; 16,000 × 1.06^8 = 25,501.6 (age 48) is
    // over. So 8 years (40–47) at 8.33 %, 10 (48–57) at ₹2,082.50, none at 58 and 59; the employer's 12 % is of pay for
    // 8 years and of ₹25,000 for the other 12.
    const steps = expectWorkingHolds({ id, inputs: { age: '40', retireAge: '60', basic: '16000', salaryGrowth: '6', employerPf: 'capped', balance: '50000' } });
    expect(step(steps, 'epsTotal').text).toMatch(/8\.33\s% of pay for 8 years, then ₹2,082\.50 a month \(its most\) for 10 years, then nothing from age 58/);
    expect(line(steps, 'employerTotal')).toMatch(/^12 × 12 % × \(₹16,000\.00 × \(\(1 \+ 6 %\)\u20608 − 1\) ÷ 6 % \+ ₹25,000\.00 × 12\) − ₹/);
    expect(step(steps, 'monthLast').text).toContain('from 58 none of it goes to the pension scheme');
    expect(line(steps, 'monthLast')).not.toContain('8.33');
  });

  it('works a single year with no table rows before it, and no pay rise', () => {
    const steps = expectWorkingHolds({ id, inputs: { age: '57', retireAge: '58', basic: '30000', balance: '100000' } });
    expect(names(steps)).toEqual(['years', 'employeeTotal', 'epsTotal', 'employerTotal', 'monthLast', 'interestLast', 'corpus', 'interestTotal']);
    // C = 3,600 + 3,600 − 2,082.5 = 5,117.5; I = 0.006875 × (12,00,000 + 66 × 5,117.5) = 10,572.065625;
    // 1,00,000 + 61,410 + 10,572.065625 = 1,71,982.065625.
    expect(line(steps, 'corpus')).toBe('₹1,00,000.00 + 12 × ₹5,117.50 + ₹10,572.066 = ₹1,71,982.07');
  });

  it('holds across ages, pay, pay rises, both employer options and rates', () => {
    for (const age of ['18', '45', '57']) for (const basic of ['8000', '24000.5', '123456.78']) for (const salaryGrowth of ['0', '3.5', '12']) for (const employerPf of ['full', 'capped']) for (const rate of ['8.25', '1', '25']) {
      expectWorkingHolds({ id, inputs: { age, retireAge: age === '57' ? '60' : '58', basic, salaryGrowth, employeeRate: '12', employerPf, balance: '123456.78', rate } });
    }
  });

  it('follows the inputs', () => {
    const example = guideExample(id);
    expectWorkingFollows({ id, inputs: example }, { id, inputs: { ...example, employerPf: 'capped' } });
  });
});
