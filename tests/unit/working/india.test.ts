import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { mainLineFirst, POWER, type WorkingStep } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames, workedOutcome } from './workingRules';

type Steps = readonly WorkingStep[];

/** The yearly table's rows that the working shows, by period. */
const rowsShown = (steps: Steps) => steps.filter((each) => each.kind === 'row' && each.table === 'yearly').map((each) => each.period);
/** Rupees as the page writes them, to the paisa, with Indian grouping. */
const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** A line's power as its text holds it: "(1 + 7 %)" then WORD JOINER and the exponent. */
const raised = (exponent: string) => `${POWER}${exponent}`;
/** Every step's sentence and line, as a reader reads them. */
const wordsOf = (steps: Steps) => steps.map((each) => `${each.text} ${each.line}`.replace(/\u00a0/g, ' '));


/** A SIP at `rate` % a year: what ₹1 paid at the start of each month for `months` months grows to (CALCULATORS.md's formula). */
const sipFactor = (rate: number, months: number) => {
  const r = rate / 1200;
  return ((Math.pow(1 + r, months) - 1) / r) * (1 + r);
};

/**
 * WORKING.md: "Tables by period show the arithmetic of their first row and of their last". The first row (year 1) is a
 * row step of the yearly table worked out to `first` (in "Show every step" unless `onMainLine`), the last row (year
 * `last`) one on the main line that gives `field` as `final`.
 */
function expectFirstAndLastRows(steps: Steps, { first, last, field, final, onMainLine = false }: { first: number; last: number; field: string; final: number; onMainLine?: boolean }): void {
  const rows = steps.filter((each) => each.kind === 'row' && each.table === 'yearly');
  const one = rows.find((each) => each.period === 1);
  expect(one, stepNames(steps).join(', ')).toBeDefined();
  expect(one!.text).toMatch(/^Year 1 of the yearly table: /);
  expect(Boolean(one!.more)).toBe(!onMainLine);
  expect(one!.value).toBeCloseTo(first, 2);
  expect(one!.line.replace(/\u00a0/g, ' ')).toMatch(new RegExp(` = ${rupees(first).replace(/[.]/g, '\\.')}( before rounding)?$`));
  expect(one!.expr).toMatch(/[-+*/^]/);
  const end = rows.find((each) => each.period === last);
  expect(end).toMatchObject({ for: field });
  expect(end!.more).toBeFalsy();
  expect(end!.value).toBeCloseTo(final, 2);
}

/** What `amount` paid at the start of each of 12 periods comes to at the end of the 12th, each growing by `growth` a period. */
const twelvePaidAtStart = (amount: number, growth: number) => {
  let total = 0;
  for (let period = 1; period <= 12; period += 1) total = (total + amount) * growth;
  return total;
};

describe('SIP working', () => {
  it("gives the guide's example (a 10 % step-up) in 12 main-line steps, every result among them", () => {
    const steps = expectGuideMainLine('sip', 'maturityValue', 12, 13);
    expect(stepNames(steps)).toEqual(['monthlyRate', 'months', 'stepUp', 'growth12', 'paidEach12', 'balanceYear14', 'maturityValue', 'totalInvestment', 'wealthGained', 'growth180', 'paidEach180', 'maturityWithoutStepUp', 'year1']);
  });

  it('carries year 14 from the yearly table as a row to the paisa, and works the last year from it', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '10' } });
    // Year y's 12 instalments of 10,000 × 1.1^(y − 1), each paid at the start of its month, grown to the end of year 14.
    const year = sipFactor(12, 12);
    const growth = 1.01 ** 12;
    let balance = 0;
    for (let y = 1; y <= 14; y += 1) balance += 10000 * 1.1 ** (y - 1) * year * growth ** (14 - y);
    expect(step(steps, 'balanceYear14')).toMatchObject({ kind: 'row', table: 'yearly', period: 14 });
    expect(step(steps, 'balanceYear14').text).toContain('year 14 of the yearly table');
    expect(line(steps, 'balanceYear14')).toMatch(new RegExp(`= ${rupees(balance).replace(/[.]/g, '\\.')}$`));
    expect(step(steps, 'maturityValue')).toMatchObject({ for: 'maturityValue', kind: 'row', period: 15 });
    expect(step(steps, 'maturityValue').value).toBeCloseTo(balance * growth + 10000 * 1.1 ** 14 * year, 2);
    expect(step(steps, 'maturityValue').expr).toMatch(/^7274789\.96 \* [\d.]+ \+ 10000\.00 \* [\d.]+ \* [\d.]+$/);
  });

  it('works the yearly table\'s first row (year 1: 12 instalments at the start of each month) in "Show every step", and its last on the main line', () => {
    const stepped = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '10' } });
    let balance = 0;
    for (let y = 1; y <= 15; y += 1) balance = balance * 1.01 ** 12 + twelvePaidAtStart(10000 * 1.1 ** (y - 1), 1.01);
    expectFirstAndLastRows(stepped, { first: twelvePaidAtStart(10000, 1.01), last: 15, field: 'maturityValue', final: balance });
    // The guide's last year has 12 instalments: year 1 uses the main line's figure for them.
    const twelve = /[\d.]+$/.exec(line(stepped, 'paidEach12'))![0];
    expect(step(stepped, 'year1').expr).toBe(`10000.00 * ${twelve}`);
    expect(rowsShown(stepped)).toEqual([14, 15, 1]);
    const plain = expectWorkingHolds({ id: 'sip', inputs: { monthly: '5000', rate: '12', years: '10', stepUp: '' } });
    expectFirstAndLastRows(plain, { first: twelvePaidAtStart(5000, 1.01), last: 10, field: 'maturityValue', final: 5000 * sipFactor(12, 120) });
    // No year-1 figure on the main line: its own line, from the monthly return alone.
    expect(step(plain, 'year1').expr).toBe('5000.00 * ((1 + 1%) ^ 12 - 1) / 1% * (1 + 1%)');
    expect(rowsShown(plain)).toEqual([10, 1]);
    // A partial last year: year 1 still worked, in "Show every step".
    const partial = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15.5', stepUp: '10' } });
    expect(step(partial, 'year1')).toMatchObject({ kind: 'row', period: 1, more: true });
    expect(step(partial, 'year1').value).toBeCloseTo(twelvePaidAtStart(10000, 1.01), 2);
    expect(rowsShown(partial)).toEqual([15, 15.5, 1]);
  });

  it('works year 1 on the main line where a step-up\'s last year grows from it', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '2', stepUp: '10' } });
    const first = twelvePaidAtStart(10000, 1.01);
    expectFirstAndLastRows(steps, { first, last: 2, field: 'maturityValue', final: first * 1.01 ** 12 + twelvePaidAtStart(11000, 1.01), onMainLine: true });
    expect(step(steps, 'balanceYear1').text).toMatch(/^Year 1 of the yearly table: /);
    expect(stepNames(steps)).not.toContain('year1');
    expect(rowsShown(steps)).toEqual([1, 2]);
    expect(mainLineFirst(steps).main.length).toBeLessThanOrEqual(12);
  });

  it('works year 1 at 0 % as 12 instalments that add up', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '2500', rate: '0', years: '3', stepUp: '' } });
    expect(line(steps, 'year1')).toBe('₹2,500.00 × 12 = ₹30,000.00');
    expect(step(steps, 'year1')).toMatchObject({ kind: 'row', table: 'yearly', period: 1, more: true, value: 30000 });
  });

  it('names the step-up and the return plainly, and writes each percent once', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '10' } });
    expect(wordsOf(steps).filter((words) => /\bthe rate\b/.test(words))).toEqual([]);
    expect(step(steps, 'monthlyRate').text).toMatch(/^The monthly return: the yearly return/);
    expect(line(steps, 'monthlyRate')).toBe('12 % ÷ 12 = 1 %');
    expect(step(steps, 'monthlyRate').expr).toBe('12 / 12');
    expect(step(steps, 'stepUp').text.replace(/\u00a0/g, ' ')).toContain('the step-up, 10 %');
    expect(step(steps, 'stepUp').expr).toBe('(1 + 10%) ^ 14');
    expect(step(steps, 'growth12').expr).toBe('(1 + 1%) ^ 12');
  });

  it('says what the factor is: what ₹1 paid at the start of each month grows to, (growth − 1) ÷ 1 % × (1 + 1 %)', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '5000', rate: '12', years: '10', stepUp: '' } });
    expect(step(steps, 'paidEach120').text).toMatch(/^What ₹1 paid at the start of each month for 120 months grows to/);
    expect(step(steps, 'paidEach120').expr).toMatch(/^\([\d.]+ - 1\) \/ 1% \* \(1 \+ 1%\)$/);
    expect(step(steps, 'paidEach120').value).toBeCloseTo(sipFactor(12, 120), 5);
    expect(line(steps, 'maturityValue')).toMatch(new RegExp(`= ${rupees(5000 * sipFactor(12, 120)).replace(/[.]/g, '\\.')}$`));
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 10 });
    expect(line(steps, 'totalInvestment')).toBe('₹5,000.00 × 120 = ₹6,00,000.00');
    expect(steps).toHaveLength(8);
  });

  it('shows the carried balance past the paisa, said before rounding, only where the last year cannot land from the paisa', () => {
    // ₹1,000 a month, 12 %, a 10 % step-up for 15 years: year 14 ends with ₹7,27,478.996, and 0.004 × 1.127 is more than half a paisa.
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '1000', rate: '12', years: '15', stepUp: '10' } });
    expect(line(steps, 'balanceYear14')).toBe('Balance, year 14 = ₹7,27,478.996 before rounding');
    expect(step(steps, 'maturityValue').text).toContain('before rounding');
  });

  it('shows the 0 % rate as instalments that add up, with and without a step-up', () => {
    const plain = expectWorkingHolds({ id: 'sip', inputs: { monthly: '2500', rate: '0', years: '3', stepUp: '' } });
    expect(stepNames(plain)).not.toContain('monthlyRate');
    expect(line(plain, 'maturityValue')).toBe('₹2,500.00 × 36 = ₹90,000.00');
    const stepped = expectWorkingHolds({ id: 'sip', inputs: { monthly: '2500', rate: '0', years: '3', stepUp: '5' } });
    // Years 1 and 2: 12 × 2,500 + 12 × 2,625; year 3 adds 12 × 2,756.25.
    expect(line(stepped, 'balanceYear2')).toBe('Balance, year 2 = ₹61,500.00');
    expect(step(stepped, 'maturityValue').expr).toBe('61500.00 + 2500.00 * 1.1025 * 12');
    expect(step(stepped, 'maturityValue').value).toBe(61500 + 33075);
  });

  it('ends a partial last year on its own months, with and without a step-up', () => {
    const steps = expectWorkingHolds({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '2.5', stepUp: '10' } });
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 2.5 });
    expect(step(steps, 'balanceYear2')).toMatchObject({ kind: 'row', period: 2 });
    expect(step(steps, 'paidEach6').value).toBeCloseTo(sipFactor(12, 6), 6);
    expect(step(steps, 'maturityWithoutStepUp').expr).toMatch(/^10000\.00 \* [\d.]+$/);
    expect(step(steps, 'paidEach30').value).toBeCloseTo(sipFactor(12, 30), 6);
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

  it('works a term past the 100-year table without row steps, the year before the last added up year by year', () => {
    expect(rowsShown(expectWorkingHolds({ id: 'sip', inputs: { monthly: '5000', rate: '12', years: '101', stepUp: '' } }))).toEqual([]);
    const stepped = expectWorkingHolds({ id: 'sip', inputs: { monthly: '5000', rate: '8', years: '120', stepUp: '5' } });
    expect(rowsShown(stepped)).toEqual([]);
    expect(step(stepped, 'balanceYear119').kind).toBeUndefined();
    expect(rowsShown(expectWorkingHolds({ id: 'sip', inputs: { monthly: '5000', rate: '0', years: '101', stepUp: '5' } }))).toEqual([]);
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '10' } }, { id: 'sip', inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '11' } });
  });
});

describe('FD working', () => {
  it("gives the guide's example in 4 main-line steps: what ₹1 grows to, the maturity as the last row, the deposit, the interest", () => {
    const steps = expectGuideMainLine('fd', 'maturityValue', 4, 5);
    expect(stepNames(steps)).toEqual(['growth5', 'maturityValue', 'principal', 'interestEarned', 'year1']);
    expect(line(steps, 'growth5')).toMatch(new RegExp(`^\\(1 \\+ 7 %\\)${raised('5')} = 1\\.402551`));
    expect(step(steps, 'growth5').value).toBeCloseTo(1.07 ** 5, 8);
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 5 });
    expect(line(steps, 'maturityValue')).toMatch(new RegExp(`= ${rupees(500000 * 1.07 ** 5).replace(/[.]/g, '\\.')}$`));
    expect(step(steps, 'principal')).toMatchObject({ kind: 'lookup', for: 'principal', value: 500000 });
    expect(rowsShown(steps)).toEqual([5, 1]);
  });

  it('works the yearly table\'s first row (the deposit with a year\'s interest) in "Show every step", and its last on the main line', () => {
    const steps = expectWorkingHolds({ id: 'fd', inputs: { principal: '500000', rate: '7', years: '5' } });
    expectFirstAndLastRows(steps, { first: 500000 * 1.07, last: 5, field: 'maturityValue', final: 500000 * 1.07 ** 5 });
    expect(line(steps, 'year1')).toBe('₹5,00,000.00 × (1 + 7 %) = ₹5,35,000.00');
    expect(step(steps, 'year1').expr).toBe('500000.00 * (1 + 7%)');
    const partial = expectWorkingHolds({ id: 'fd', inputs: { principal: '100000', rate: '6.5', years: '2.5' } });
    expectFirstAndLastRows(partial, { first: 106500, last: 2.5, field: 'maturityValue', final: 100000 * 1.065 ** 2.5 });
    // A single row is the first and the last: one step.
    expect(stepNames(expectWorkingHolds({ id: 'fd', inputs: { principal: '100000', rate: '6.5', years: '1' } }))).not.toContain('year1');
  });

  it('writes the rate once, as 7 %, never divided by 100', () => {
    const steps = expectWorkingHolds({ id: 'fd', inputs: { principal: '500000', rate: '7', years: '5' } });
    expect(step(steps, 'growth5').expr).toBe('(1 + 7%) ^ 5');
  });

  it('raises the growth to a partial year', () => {
    const steps = expectWorkingHolds({ id: 'fd', inputs: { principal: '500000', rate: '7', years: '2.5' } });
    expect(step(steps, 'maturityValue').period).toBe(2.5);
    expect(step(steps, 'growth2.5').expr).toBe('(1 + 7%) ^ 2.5');
    expect(rowsShown(steps)).toEqual([2.5, 1]);
  });

  it('works a deposit under a year as its only row', () => {
    expect(rowsShown(expectWorkingHolds({ id: 'fd', inputs: { principal: '100000', rate: '6.5', years: '0.5' } }))).toEqual([0.5]);
  });

  it('shows the 0 % rate as a growth of 1', () => {
    const steps = expectWorkingHolds({ id: 'fd', inputs: { principal: '100000', rate: '0', years: '3' } });
    expect(step(steps, 'growth3').value).toBe(1);
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
  // The bank's formula: R × ((1 + i)^(months ÷ 3) − 1) ÷ (1 − (1 + i)^(−1/3)), i the quarterly rate.
  const rd = (monthly: number, rate: number, months: number) => (monthly * ((1 + rate / 400) ** (months / 3) - 1)) / (1 - (1 + rate / 400) ** (-1 / 3));

  it("gives the guide's example in 7 main-line steps, compounding monthly deposits every quarter", () => {
    const steps = expectGuideMainLine('rd', 'maturityValue', 7, 8);
    expect(stepNames(steps)).toEqual(['quarterlyRate', 'monthGrowth', 'growth36', 'paidEach36', 'maturityValue', 'totalInvestment', 'interestEarned', 'year1']);
    expect(line(steps, 'quarterlyRate')).toBe('6.8 % ÷ 4 = 1.7 %');
    expect(step(steps, 'quarterlyRate').expr).toBe('6.8 / 4');
    expect(step(steps, 'monthGrowth').expr).toBe('(1 + 1.7%) ^ (1 / 3) - 1');
    expect(step(steps, 'growth36').expr).toBe('(1 + 1.7%) ^ 12');
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 3 });
    expect(step(steps, 'maturityValue').value).toBeCloseTo(rd(5000, 6.8, 36), 6);
    expect(rowsShown(steps)).toEqual([3, 1]);
  });

  it('works the yearly table\'s first row (12 deposits, 4 quarters) in "Show every step", and its last on the main line', () => {
    const steps = expectWorkingHolds({ id: 'rd', inputs: { monthly: '5000', rate: '6.8', months: '36' } });
    // Each deposit grows (1 + 1.7 %)^(1/3) a month, from the start of its month to the end of month 12.
    expectFirstAndLastRows(steps, { first: twelvePaidAtStart(5000, 1.017 ** (1 / 3)), last: 3, field: 'maturityValue', final: rd(5000, 6.8, 36) });
    expect(step(steps, 'year1').expr).toMatch(/^5000\.00 \* \(\(1 \+ 1\.7%\) \^ 4 - 1\) \/ [\d.]+ \* \(1 \+ [\d.]+\)$/);
    expect(step(steps, 'year1').text.replace(/\u00a0/g, ' ')).toContain('4 quarters');
    const zero = expectWorkingHolds({ id: 'rd', inputs: { monthly: '5000', rate: '0', months: '36' } });
    expect(line(zero, 'year1')).toBe('₹5,000.00 × 12 = ₹60,000.00');
    // A single row is the first and the last: one step.
    expect(stepNames(expectWorkingHolds({ id: 'rd', inputs: { monthly: '5000', rate: '6.8', months: '12' } }))).not.toContain('year1');
  });

  it('ends a partial last year on the whole deposit, in thirds of a quarter', () => {
    const steps = expectWorkingHolds({ id: 'rd', inputs: { monthly: '2000', rate: '7.25', months: '13' } });
    expect(step(steps, 'growth13').expr).toBe('(1 + 1.8125%) ^ (13 / 3)');
    expect(rowsShown(steps)).toEqual([1.08, 1]);
    expect(step(steps, 'year1').value).toBeCloseTo(twelvePaidAtStart(2000, 1.018125 ** (1 / 3)), 2);
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
  it("gives the guide's example in 5 main-line steps: each deposit grown from its year's start, the maturity as the last row", () => {
    const steps = expectGuideMainLine('ppf', 'maturityValue', 5, 6);
    expect(stepNames(steps)).toEqual(['growth15', 'paidEach15', 'maturityValue', 'totalInvestment', 'interestEarned', 'year1']);
    expect(step(steps, 'growth15').expr).toBe('(1 + 7.1%) ^ 15');
    expect(step(steps, 'paidEach15').expr).toMatch(/^\([\d.]+ - 1\) \/ 7\.1% \* \(1 \+ 7\.1%\)$/);
    // Σ 1.071^k for k = 1 … 15: each year's deposit grows from the start of its year.
    let each = 0;
    for (let k = 1; k <= 15; k += 1) each += 1.071 ** k;
    expect(line(steps, 'maturityValue')).toMatch(new RegExp(`= ${rupees(150000 * each).replace(/[.]/g, '\\.')}$`));
    expect(step(steps, 'maturityValue')).toMatchObject({ kind: 'row', period: 15, for: 'maturityValue' });
    expect(line(steps, 'totalInvestment')).toBe('₹1,50,000.00 × 15 = ₹22,50,000.00');
    expect(rowsShown(steps)).toEqual([15, 1]);
  });

  it('works the yearly table\'s first row (the first deposit with a year\'s interest) in "Show every step", and its last on the main line', () => {
    const steps = expectWorkingHolds({ id: 'ppf', inputs: { yearly: '150000', rate: '7.1', years: '15' } });
    // Year by year: the deposit goes in at the year's start, then the balance earns the year's interest.
    let balance = 0;
    for (let year = 1; year <= 15; year += 1) balance = (balance + 150000) * 1.071;
    expectFirstAndLastRows(steps, { first: 150000 * 1.071, last: 15, field: 'maturityValue', final: balance });
    expect(line(steps, 'year1')).toBe('₹1,50,000.00 × (1 + 7.1 %) = ₹1,60,650.00');
  });

  it('works one, two and three years', () => {
    const one = expectWorkingHolds({ id: 'ppf', inputs: { yearly: '500', rate: '7.1', years: '1' } });
    expect(line(one, 'maturityValue')).toBe('₹500.00 × (1 + 7.1 %) = ₹535.50');
    // One year: its single row is the first and the last, one step.
    expect(rowsShown(one)).toEqual([1]);
    expect(stepNames(one)).not.toContain('year1');
    const two = expectWorkingHolds({ id: 'ppf', inputs: { yearly: '500', rate: '7.1', years: '2' } });
    expect(rowsShown(two)).toEqual([2, 1]);
    expect(line(two, 'year1')).toBe('₹500.00 × (1 + 7.1 %) = ₹535.50');
    expect(rowsShown(expectWorkingHolds({ id: 'ppf', inputs: { yearly: '500', rate: '7.1', years: '3' } }))).toEqual([3, 1]);
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
  /** What is left after `months` months that each pay `withdrawal` at the end of the month. */
  const left = (investment: number, withdrawal: number, rate: number, months: number) => {
    const r = rate / 1200;
    return investment * (1 + r) ** months - (withdrawal * ((1 + r) ** months - 1)) / r;
  };

  it("gives the guide's example in 7 main-line steps, what is left from the investment and the withdrawals, never from a carried year", () => {
    const steps = expectGuideMainLine('swp', 'finalValue', 7, 8);
    expect(stepNames(steps)).toEqual(['monthlyRate', 'months', 'growth240', 'finalValue', 'totalWithdrawn', 'totalEarnings', 'sustainableWithdrawal', 'year1']);
    expect(line(steps, 'monthlyRate')).toMatch(/^8 % ÷ 12 = 0\.66666667?\d* %$/);
    expect(step(steps, 'finalValue')).toMatchObject({ for: 'finalValue', kind: 'row', period: 20 });
    expect(line(steps, 'finalValue')).toMatch(new RegExp(`= ${rupees(left(5000000, 40000, 8, 240)).replace(/[.]/g, '\\.')}$`));
    expect(line(steps, 'totalWithdrawn')).toBe('₹40,000.00 × 240 = ₹96,00,000.00');
    // Excel's PMT: 5,000,000 × r ÷ (1 − (1 + r)^−240) at r = 8 % ÷ 12.
    expect(line(steps, 'sustainableWithdrawal')).toMatch(new RegExp(`= ${rupees((5000000 * (0.08 / 12)) / (1 - (1 + 0.08 / 12) ** -240)).replace(/[.]/g, '\\.')}$`));
    expect(steps.filter((each) => each.kind === 'lookup')).toEqual([]);
    expect(rowsShown(steps)).toEqual([20, 1]);
  });

  /** What is left after `months` months, simulated month by month: the month's return, then the withdrawal. */
  const simulated = (investment: number, withdrawal: number, rate: number, months: number) => {
    let balance = investment;
    for (let month = 1; month <= months; month += 1) balance = Math.max(0, balance * (1 + rate / 1200) - withdrawal);
    return balance;
  };

  it('works the yearly table\'s first row (what is left after 12 months) in "Show every step", and its last on the main line', () => {
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '5000000', withdrawal: '40000', rate: '8', years: '20' } });
    expectFirstAndLastRows(steps, { first: simulated(5000000, 40000, 8, 12), last: 20, field: 'finalValue', final: simulated(5000000, 40000, 8, 240) });
    // Its own line, from the monthly return alone: no figure that only it needs.
    expect(step(steps, 'year1').expr).toMatch(/^5000000\.00 \* \(1 \+ [\d.]+%\) \^ 12 - 40000\.00 \* \(\(1 \+ [\d.]+%\) \^ 12 - 1\) \/ [\d.]+%$/);
    const runsOut = expectWorkingHolds({ id: 'swp', inputs: { investment: '5000000', withdrawal: '50000', rate: '8', years: '20' } });
    expectFirstAndLastRows(runsOut, { first: simulated(5000000, 50000, 8, 12), last: 20, field: 'finalValue', final: 0 });
    const zero = expectWorkingHolds({ id: 'swp', inputs: { investment: '1200000', withdrawal: '10000', rate: '0', years: '5' } });
    expect(line(zero, 'year1')).toBe('₹12,00,000.00 − ₹10,000.00 × 12 = ₹10,80,000.00');
    // A single row is the first and the last: one step.
    expect(stepNames(expectWorkingHolds({ id: 'swp', inputs: { investment: '500000', withdrawal: '10000', rate: '7', years: '1' } }))).not.toContain('year1');
  });

  it('finds the month the money runs out as a solved step, and the month that pays what is left', () => {
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '5000000', withdrawal: '50000', rate: '8', years: '20' } });
    expect(mainLineFirst(steps).main).toHaveLength(12);
    expect(step(steps, 'runsOut').kind).toBe('solved');
    // ln(W ÷ (W − I × r)) ÷ ln(1 + r): the moment what is left comes to 0.
    const moment = Math.log(50000 / (50000 - 5000000 * (0.08 / 12))) / Math.log(1 + 0.08 / 12);
    expect(step(steps, 'runsOut').value).toBeCloseTo(moment, 4);
    expect(step(steps, 'lastsMonths')).toMatchObject({ for: 'lastsMonths', value: 166 });
    expect(step(steps, 'lastsMonths').expr).toMatch(/^ceil\(165\.\d+\)$/);
    expect(line(steps, 'fullMonths')).toBe('166 − 1 = 165');
    const lastMonth = left(5000000, 50000, 8, 165) * (1 + 0.08 / 12);
    expect(step(steps, 'lastMonth').value).toBeCloseTo(lastMonth, 4);
    expect(step(steps, 'lastMonth').value).toBeLessThanOrEqual(50000);
    expect(step(steps, 'totalWithdrawn').value).toBeCloseTo(50000 * 165 + lastMonth, 4);
    expect(step(steps, 'finalValue')).toMatchObject({ for: 'finalValue', kind: 'row', period: 20, value: 0 });
    expect(steps.filter((each) => each.kind === 'lookup')).toEqual([]);
  });

  it('runs out within the first year', () => {
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '100000', withdrawal: '30000', rate: '8', years: '2' } });
    // Year 1 pays out everything: its row's Withdrawn is the total paid out, worked on the main line.
    expect(rowsShown(steps)).toEqual([2, 1]);
    expect(step(steps, 'totalWithdrawn')).toMatchObject({ for: 'totalWithdrawn', kind: 'row', period: 1 });
    expect(step(steps, 'totalWithdrawn').text).toContain('year 1 of the yearly table');
    expect(step(steps, 'totalWithdrawn').value).toBeCloseTo(30000 * 3 + simulated(100000, 30000, 8, 3) * (1 + 8 / 1200), 2);
    expect(stepNames(steps)).not.toContain('year1');
    expect(step(steps, 'lastsMonths').value).toBe(4);
    const zero = expectWorkingHolds({ id: 'swp', inputs: { investment: '100000', withdrawal: '30000', rate: '0', years: '2' } });
    expect(step(zero, 'totalWithdrawn')).toMatchObject({ kind: 'row', period: 1, value: 100000 });
  });

  it('shows a last month that pays less than the withdrawal, where the money lasts the term', () => {
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '100000', withdrawal: '4700', rate: '8', years: '2' } });
    expect(steps.some((each) => each.for === 'lastsMonths')).toBe(false);
    expect(step(steps, 'lastsMonths').value).toBe(24);
    expect(step(steps, 'lastMonth').value).toBeLessThan(4700);
  });

  it('shows the 0 % rate as withdrawals taken from the investment', () => {
    const lasts = expectWorkingHolds({ id: 'swp', inputs: { investment: '1200000', withdrawal: '10000', rate: '0', years: '5' } });
    expect(line(lasts, 'finalValue')).toBe('₹12,00,000.00 − ₹10,000.00 × 60 = ₹6,00,000.00');
    const steps = expectWorkingHolds({ id: 'swp', inputs: { investment: '1000', withdrawal: '45', rate: '0', years: '2' } });
    expect(step(steps, 'lastsMonths')).toMatchObject({ value: 23, expr: 'ceil(1000.00 / 45.00)' });
    expect(line(steps, 'lastMonth')).toBe('₹1,000.00 − ₹45.00 × 22 = ₹10.00');
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

describe('the ₹ growth workings', () => {
  it('look nothing up but the FD deposit as entered: every other figure is worked out, solved or a row of the yearly table', () => {
    for (const id of ['sip', 'fd', 'rd', 'ppf', 'swp'] as const) {
      const { steps } = workedOutcome(id, guideExample(id));
      expect(steps.filter((each) => each.kind === 'lookup').map((each) => each.name)).toEqual(id === 'fd' ? ['principal'] : []);
    }
  });
});
