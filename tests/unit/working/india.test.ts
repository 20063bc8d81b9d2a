import { describe, expect, it } from 'vitest';
import type { WorkingStep } from '../../../src/lib/finance/working';
import { expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step } from './workingRules';


/** The yearly table's rows that the working shows, by period. */
const rowsShown = (steps: readonly WorkingStep[]) => steps.filter((each) => each.kind === 'row' && each.table === 'yearly').map((each) => each.period);

describe('SIP working', () => {
  it("works the guide's example: a 10 % step-up's first and last years as rows, the last from the year before", () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '10' } });
    expect(line(steps, 'monthlyRate')).toContain('= 0.01');
    expect(step(steps, 'annuityDue12').expr).toBe('0.12682503013197 / 0.01 * (1 + 0.01)');
    expect(step(steps, 'year1')).toMatchObject({ kind: 'row', period: 1 });
    expect(step(steps, 'instalmentYear15')).toMatchObject({ kind: 'row', period: 15 });
    expect(step(steps, 'balanceYear14').kind).toBe('lookup');
    expect(step(steps, 'maturityValue')).toMatchObject({ for: 'maturityValue', kind: 'row', period: 15 });
    expect(line(steps, 'maturityWithoutStepUp')).toContain('₹50,45,760.00');
  });
  it('works a plain SIP from the monthly rate through the annuity-due factor, with Indian grouping', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '5000', rate: '12', years: '10', stepUp: '' } });
    expect(step(steps, 'annuityDue120').expr).toMatch(/^[\d.]+ \/ 0\.01 \* \(1 \+ 0\.01\)$/);
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 10 });
    expect(line(steps, 'totalInvestment')).toBe('₹5,000.00 × 120 = ₹6,00,000.00');
    expect(rowsShown(steps)).toEqual([1, 10]);
  });
  it('shows the 0 % rate as instalments that add up, with and without a step-up', () => {
    const plain = expectWorkingHolds({ id: 'sip', inputs: { monthly: '2500', rate: '0', years: '3', stepUp: '' } });
    expect(plain.some((each) => each.name === 'monthlyRate')).toBe(false);
    expect(line(plain, 'maturityValue')).toBe('₹2,500.00 × 36 = ₹90,000.00');
    const stepped = expectWorkingHolds({ id: 'sip', inputs: { monthly: '2500', rate: '0', years: '3', stepUp: '5' } });
    expect(step(stepped, 'maturityValue').expr).toMatch(/^[\d.]+ \+ [\d.]+ \* 12$/);
  });
  it('ends a partial last year on its own months, with and without a step-up', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '2.5', stepUp: '10' } });
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 2.5 });
    expect(step(steps, 'annuityDue6').kind).toBeUndefined();
    expect(step(steps, 'maturityWithoutStepUp').expr).toContain('* ');
    expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '2.5', stepUp: '' } });
  });
  it('works a SIP shorter than a year as its only row', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '0.5', stepUp: '10' } });
    expect(rowsShown(steps)).toEqual([0.5]);
  });
  it('keeps every figure to the paisa on crores over 30 years', () => {
    expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000000', rate: '15', years: '30', stepUp: '10' } });
    expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000000', rate: '15', years: '30', stepUp: '' } });
  });
  it('keeps a tiny instalment, a tiny rate and a tiny step-up to the paisa', () => {
    expectWorkingHolds({ id: 'sip', inputs: { monthly: '1', rate: '0.01', years: '1', stepUp: '' } });
    expectWorkingHolds({ id: 'sip', inputs: { monthly: '93074', rate: '13.2', years: '4', stepUp: '0.005' } });
  });
  it('works a term past the 100-year table without row steps', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '5000', rate: '12', years: '101', stepUp: '' } });
    expect(rowsShown(steps)).toEqual([]);
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '10' } }, { id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '11' } });
  });
});

describe('FD working', () => {
  it("works the guide's example, compounded once a year, with year 1 and the last year as rows", () => {
    const steps = expectWorkingHolds({ id: 'fd', inputs: { principal: '500000', rate: '7', years: '5' } });
    expect(line(steps, 'growth')).toBe('(1 + 7 % ÷ 100)^5 = 1.4025517307');
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 5 });
    expect(line(steps, 'maturityValue')).toBe('₹5,00,000.00 × 1.4025517307 = ₹7,01,275.87');
    expect(rowsShown(steps)).toEqual([1, 5]);
  });
  it('raises the growth to a partial year', () => {
    const steps = expectWorkingHolds({ id: 'fd', inputs: { principal: '500000', rate: '7', years: '2.5' } });
    expect(step(steps, 'maturityValue').period).toBe(2.5);
  });
  it('works a deposit under a year as its only row', () => {
    expect(rowsShown(expectWorkingHolds({ id: 'fd', inputs: { principal: '100000', rate: '6.5', years: '0.5' } }))).toEqual([0.5]);
  });
  it('shows the 0 % rate as a growth of 1', () => {
    const steps = expectWorkingHolds({ id: 'fd', inputs: { principal: '100000', rate: '0', years: '3' } });
    expect(step(steps, 'growth').value).toBe(1);
  });
  it('keeps large and tiny deposits to the paisa', () => {
    expectWorkingHolds({ id: 'fd', inputs: { principal: '1000000000', rate: '9', years: '40' } });
    expectWorkingHolds({ id: 'fd', inputs: { principal: '1', rate: '0.1', years: '1' } });
  });
  it('works a tenure past the 100-year table without row steps', () => {
    expect(rowsShown(expectWorkingHolds({ id: 'fd', inputs: { principal: '5000', rate: '6.8', years: '150' } }))).toEqual([]);
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'fd', inputs: { principal: '500000', rate: '7', years: '5' } }, { id: 'fd', inputs: { principal: '500000', rate: '7', years: '6' } });
  });
});

describe('RD working', () => {
  it("works the guide's example with quarterly compounding of monthly deposits", () => {
    const steps = expectWorkingHolds({ id: 'rd', inputs: { monthly: '5000', rate: '6.8', months: '36' } });
    expect(line(steps, 'quarterlyRate')).toBe('6.8 % ÷ 4 ÷ 100 = 0.017');
    expect(step(steps, 'divisor').expr).toBe('1 - (1 + 0.017) ^ (-1 / 3)');
    expect(step(steps, 'growth36').expr).toBe('(1 + 0.017) ^ (36 / 3) - 1');
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 3 });
    expect(rowsShown(steps)).toEqual([1, 3]);
  });
  it('ends a partial last year on the whole deposit', () => {
    expect(rowsShown(expectWorkingHolds({ id: 'rd', inputs: { monthly: '2000', rate: '7.25', months: '13' } }))).toEqual([1, 1.08]);
  });
  it('works a six-month deposit as its only row', () => {
    expect(rowsShown(expectWorkingHolds({ id: 'rd', inputs: { monthly: '2000', rate: '7.25', months: '6' } }))).toEqual([0.5]);
  });
  it('shows the 0 % rate as deposits that add up', () => {
    const steps = expectWorkingHolds({ id: 'rd', inputs: { monthly: '5000', rate: '0', months: '36' } });
    expect(line(steps, 'maturityValue')).toBe('₹5,000.00 × 36 = ₹1,80,000.00');
  });
  it('keeps large and tiny deposits to the paisa, past the 100-year table too', () => {
    expectWorkingHolds({ id: 'rd', inputs: { monthly: '5000000', rate: '9.5', months: '600' } });
    expectWorkingHolds({ id: 'rd', inputs: { monthly: '1', rate: '0.05', months: '6' } });
    expect(rowsShown(expectWorkingHolds({ id: 'rd', inputs: { monthly: '5000', rate: '6.8', months: '1500' } }))).toEqual([]);
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'rd', inputs: { monthly: '5000', rate: '6.8', months: '36' } }, { id: 'rd', inputs: { monthly: '5000', rate: '6.8', months: '48' } });
  });
});

describe('PPF working', () => {
  it("works the guide's example year by year: year 1, the year before the last, and the last as rows", () => {
    const steps = expectWorkingHolds({ id: 'ppf', inputs: { yearly: '150000', rate: '7.1', years: '15' } });
    expect(line(steps, 'year1')).toBe('₹1,50,000.00 × (1 + 0.071) = ₹1,60,650.00');
    expect(step(steps, 'year14')).toMatchObject({ kind: 'row', period: 14 });
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 15, for: 'maturityValue' });
    expect(line(steps, 'maturityValue')).toMatch(/^\(₹36,48,514\.67814 \+ ₹1,50,000\.00\) × \(1 \+ 0\.071\) = ₹40,68,209\.22$/);
    expect(rowsShown(steps)).toEqual([1, 14, 15]);
  });
  it('works one, two and three years', () => {
    expect(rowsShown(expectWorkingHolds({ id: 'ppf', inputs: { yearly: '500', rate: '7.1', years: '1' } }))).toEqual([1]);
    expect(rowsShown(expectWorkingHolds({ id: 'ppf', inputs: { yearly: '500', rate: '7.1', years: '2' } }))).toEqual([1, 2]);
    expect(rowsShown(expectWorkingHolds({ id: 'ppf', inputs: { yearly: '500', rate: '7.1', years: '3' } }))).toEqual([1, 2, 3]);
  });
  it('keeps deposits beyond the scheme limit, a tiny rate and a tenure past the table to the paisa', () => {
    expectWorkingHolds({ id: 'ppf', inputs: { yearly: '1000000000', rate: '15', years: '50' } });
    expectWorkingHolds({ id: 'ppf', inputs: { yearly: '1', rate: '0.01', years: '15' } });
    expect(rowsShown(expectWorkingHolds({ id: 'ppf', inputs: { yearly: '150000', rate: '7.1', years: '120' } }))).toEqual([]);
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'ppf', inputs: { yearly: '150000', rate: '7.1', years: '15' } }, { id: 'ppf', inputs: { yearly: '150000', rate: '7.1', years: '20' } });
  });
});

describe('SWP working', () => {
  it("works the guide's example: the withdrawal that lasts, year 1 and the last year as rows", () => {
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '5000000', withdrawal: '40000', rate: '8', years: '20' } });
    expect(line(steps, 'sustainableWithdrawal')).toMatch(/= ₹41,822\.00$/);
    expect(step(steps, 'year20')).toMatchObject({ for: 'finalValue', kind: 'row', period: 20 });
    expect(line(steps, 'totalWithdrawn')).toBe('₹40,000.00 × 240 = ₹96,00,000.00');
    expect(rowsShown(steps)).toEqual([1, 20]);
  });
  it('marks the year the money runs out and the year before it as rows, and the month it runs out', () => {
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '5000000', withdrawal: '50000', rate: '8', years: '20' } });
    expect(rowsShown(steps)).toEqual([1, 13, 14]);
    expect(step(steps, 'monthsPaidInFull')).toMatchObject({ kind: 'lookup', value: 165 });
    expect(step(steps, 'lastMonth').value).toBeLessThanOrEqual(50000);
    expect(step(steps, 'lastsMonths')).toMatchObject({ for: 'lastsMonths', expr: '165 + 1', value: 166 });
  });
  it('runs out within the first year', () => {
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '100000', withdrawal: '30000', rate: '8', years: '2' } });
    expect(rowsShown(steps)).toEqual([1]);
    expect(step(steps, 'lastsMonths').value).toBe(4);
  });
  it('shows a last month that pays less than the withdrawal, where the money lasts the term', () => {
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '100000', withdrawal: '4700', rate: '8', years: '2' } });
    expect(steps.some((each) => each.for === 'lastsMonths')).toBe(false);
    expect(step(steps, 'lastMonth').value).toBeLessThan(4700);
  });
  it('shows the 0 % rate as withdrawals taken from the investment', () => {
    expectWorkingHolds({ id: 'swp', inputs: { investment: '1200000', withdrawal: '10000', rate: '0', years: '5' } });
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '1000', withdrawal: '45', rate: '0', years: '2' } });
    expect(step(steps, 'lastsMonths').value).toBe(23);
  });
  it('works a plan under a year', () => {
    expect(rowsShown(expectWorkingHolds({ id: 'swp', inputs: { investment: '500000', withdrawal: '10000', rate: '7', years: '0.5' } }))).toEqual([0.5]);
  });
  it('keeps a century of interest-only withdrawals on crores to the paisa', () => {
    expectWorkingHolds({ id: 'swp', inputs: { investment: '100000000', withdrawal: '1000000', rate: '12', years: '100' } });
    expectWorkingHolds({ id: 'swp', inputs: { investment: '1000', withdrawal: '1', rate: '0.5', years: '30' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows(
      { id: 'swp', inputs: { investment: '5000000', withdrawal: '40000', rate: '8', years: '20' } },
      { id: 'swp', inputs: { investment: '5000000', withdrawal: '45000', rate: '8', years: '20' } },
    );
  });
});
