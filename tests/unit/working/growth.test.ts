import { describe, expect, it } from 'vitest';
import { mainLineFirst, type WorkingStep } from '../../../src/lib/finance/working';
import { expectGuideMainLine, expectWorkingFollows, expectWorkingHolds, stepLine, stepNamed, stepNames } from './workingRules';

type Steps = readonly WorkingStep[];
const named = (steps: Steps, name: string) => steps.find((step) => step.name === name);
/** The periods of the row steps, in the page's order (the main line first). */
const rows = (steps: Steps) => [...mainLineFirst(steps).main, ...mainLineFirst(steps).more].filter((step) => step.kind === 'row').map((step) => step.period);
/** A step's sentence as a reader reads it (no-break spaces as plain ones). */
const textOf = (steps: Steps, name: string) => stepNamed(steps, name).text.replace(/\u00a0/g, ' ');
/** The money figures a line shows past the cent, and their decimals. */
const pastCent = (line: string) => (line.match(/\$[\d,]+\.\d{3,}/g) ?? []).map((money) => money.split('.')[1]!.length);


/** A figure to `digits` significant digits, as the page shows a factor. */
const significant = (value: number, digits: number) => Number(value.toPrecision(digits));

describe('investment working', () => {
  const plan = { initial: '10000', monthly: '300', rate: '7', years: '20' };

  it("works the guide's example in 7 main-line steps to the balance, what was paid in and the growth", () => {
    const steps = expectGuideMainLine('investment', 'futureValue', 7, 8);
    expect(stepNames(mainLineFirst(steps).main)).toEqual(['months', 'monthlyRate', 'growth', 'perDeposit', 'futureValue', 'totalContributions', 'totalEarnings']);
  });

  it('writes the 7 % once: 7 % ÷ 12 is the monthly rate, never divided by 100 again', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: plan });
    // 7 ÷ 12 = 0.583333… % a month, to 8 significant digits.
    expect(stepLine(steps, 'monthlyRate')).toBe('7 % ÷ 12 = 0.58333333 %');
    expect(stepNamed(steps, 'growth').expr).toBe('(1 + 0.58333333%) ^ 240');
  });

  it('names each factor for what it is: what $1 grows to, and what $1 a month grows to', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: plan });
    expect(textOf(steps, 'growth')).toBe('What $1 grows to in 240 months at 0.58333333 % a month');
    expect(textOf(steps, 'perDeposit')).toMatch(/^What \$1 paid in at the end of every month grows to/);
    // (1.0058333333)^240 = 4.0387388…; (4.0387388 − 1) ÷ 0.0058333333 = 520.92665…
    const g = (1 + 0.0058333333) ** 240;
    expect(stepNamed(steps, 'growth').value).toBe(significant(g, 8));
    expect(stepNamed(steps, 'perDeposit').value).toBe(significant((significant(g, 8) - 1) / 0.0058333333, 8));
    // $10,000 × 4.0387388 + $300 × 520.92665 = $196,665.39, to the cent.
    expect(stepLine(steps, 'futureValue')).toBe('$10,000.00 × 4.0387388 + $300.00 × 520.92665 = $196,665.39');
    // The sentences say what the parts are, once, and leave the figures to the line.
    expect(textOf(steps, 'futureValue')).toBe('The balance at the end: the start times what $1 grows to, plus the deposit times what $1 a month grows to (year 20 of the yearly table)');
    expect(textOf(steps, 'totalContributions')).toBe('Paid in: the start plus 240 monthly deposits');
    expect(stepLine(steps, 'totalContributions')).toBe('$10,000.00 + $300.00 × 240 = $82,000.00');
  });

  it('gives the balance as year 20 of the yearly table, its last row, and year 1 under "Show every step"', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: plan });
    expect(rows(steps)).toEqual([20, 1]);
    expect(textOf(steps, 'futureValue')).toContain('(year 20 of the yearly table)');
    expect(textOf(steps, 'firstYear')).toMatch(/^Year 1 of the yearly table/);
    expect(stepNamed(steps, 'firstYear').more).toBe(true);
  });

  it('shows no money past the cent when a plan is worked forward', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: plan });
    for (const step of steps) expect(pastCent(step.line), step.name).toEqual([]);
  });

  it('works a typical plan', () => {
    expectWorkingHolds({ id: 'investment', inputs: { initial: '5000', monthly: '250', rate: '5.5', years: '15' } });
  });
  it('ends on a partial last year (2.25 years, 27 months)', () => {
    expect(rows(expectWorkingHolds({ id: 'investment', inputs: { ...plan, years: '2.25' } }))).toEqual([2.25, 1]);
  });
  it('has one row when the whole term is under a year', () => {
    expect(rows(expectWorkingHolds({ id: 'investment', inputs: { ...plan, years: '0.5' } }))).toEqual([0.5]);
  });
  it('leaves out a start of $0 and deposits of $0, not multiplying them', () => {
    expect(stepLine(expectWorkingHolds({ id: 'investment', inputs: { ...plan, initial: '0' } }), 'futureValue')).toMatch(/^\$300\.00 × /);
    expect(stepLine(expectWorkingHolds({ id: 'investment', inputs: { ...plan, monthly: '0' } }), 'futureValue')).toMatch(/^\$10,000\.00 × [\d.]+ = /);
  });

  it('finds the deposit and puts it back in: the balance it gives is the target', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, monthly: '', solveFor: 'monthly', target: '500000' } });
    expect(stepLine(steps, 'futureValue')).toMatch(/= \$500,000\.00$/);
    // Put back in, before rounding: said once, in the sentence, not after the table's row.
    expect(textOf(steps, 'futureValue')).toBe('The balance at the end: the start times what $1 grows to, plus the deposit before rounding times what $1 a month grows to, which reaches the $500,000.00 target (year 20 of the yearly table)');
    // (500,000 − 10,000 × 1.0058333^240) × 0.0058333 ÷ (1.0058333^240 − 1) = 882.298…: shown before rounding, to as few
    // decimals as 240 months of it need to land on the cent (5: a deposit off by 0.000005 is off by 0.0026 after 240 months).
    const r = 7 / 1200;
    const g = (1 + r) ** 240;
    expect(stepNamed(steps, 'requiredMonthly').value).toBeCloseTo(((500000 - 10000 * g) * r) / (g - 1), 6);
    expect(stepLine(steps, 'requiredMonthly')).toMatch(/= \$882\.29812 before rounding$/);
  });
  it('puts a deposit found over 50 years at 12 % back in as worked out, where even 6 decimals of it would miss the cent', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { initial: '0', monthly: '', rate: '12', years: '50', solveFor: 'monthly', target: '250000000' } });
    // What $1 a month grows to is 39,058.34: a deposit off by half a millionth of a dollar is 2 cents off after 600 months.
    expect(stepLine(steps, 'futureValue')).toMatch(/^\(\$250,000,000\.00 ÷ 39,058\.3397\) × 39,058\.3397 = \$250,000,000\.00$/);
    for (const step of steps) for (const decimals of pastCent(step.line)) expect(decimals, step.name).toBeLessThanOrEqual(6);
  });
  it('shows a deposit of 0 when the start alone passes the target, put back in', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, initial: '100000', monthly: '', solveFor: 'monthly', target: '100000' } });
    expect(named(steps, 'requiredMonthly')?.value).toBe(0);
    expect(stepLine(steps, 'requiredMonthly')).toMatch(/^the larger of 0 and /);
    // The deposit of $0 is left out of the balance, which is the start grown alone: 100,000 × 4.0387388 = 403,873.88.
    expect(stepLine(steps, 'futureValue')).toBe('$100,000.00 × 4.0387388 = $403,873.88');
    expect(textOf(steps, 'futureValue')).toContain('which reaches the $100,000.00 target');
  });

  it('counts the months needed: the month that reaches the target is the last row, the month before falls short', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, years: '', solveFor: 'years', target: '100000' } });
    // No lookup: the balance after 156 months is the yearly table's last row (year 13), the month before is short.
    expect(steps.filter((step) => step.kind === 'lookup')).toEqual([]);
    expect(stepNamed(steps, 'futureValue')).toMatchObject({ kind: 'row', period: 13 });
    expect(stepNamed(steps, 'futureValue').value).toBeGreaterThanOrEqual(100000);
    expect(stepNamed(steps, 'monthBefore').value).toBeLessThan(100000);
    // A month earlier, from the same monthly rate: 10,000 × 1.0058333333^155 + 300 × (1.0058333333^155 − 1) ÷ 0.0058333333.
    const g155 = (1 + 0.0058333333) ** 155;
    expect(stepNamed(steps, 'monthBefore').value).toBeCloseTo(10000 * g155 + (300 * (g155 - 1)) / 0.0058333333, 1);
    expect(stepLine(steps, 'requiredMonths')).toBe('13 × 12 = 156');
    // On the main line, after what was paid in and the growth; only year 1 waits under "Show every step".
    expect(stepNames(mainLineFirst(steps).main).slice(-2)).toEqual(['monthBefore', 'requiredMonths']);
    expect(stepNames(mainLineFirst(steps).more)).toEqual(['firstYear']);
  });
  it('needs 0 months when the start already reaches the target: read from the start and the target, nothing grown', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, initial: '20000', years: '', solveFor: 'years', target: '10000' } });
    expect(stepNamed(steps, 'requiredMonths')).toMatchObject({ value: 0, kind: 'lookup' });
    expect(stepLine(steps, 'requiredMonths')).toBe('$20,000.00 at the start is at least the $10,000.00 target: 0 months');
    // 20,000 + 300 × 0 = 20,000: no rate step, nothing growing in no time.
    expect(named(steps, 'monthlyRate')).toBeUndefined();
    expect(stepLine(steps, 'futureValue')).toBe('$20,000.00 + $300.00 × 0 = $20,000.00');
  });

  it('finds the return needed and puts it back in: a solved step that gives the return', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, rate: '', solveFor: 'rate', target: '200000' } });
    expect(steps.filter((step) => step.kind === 'solved').map((step) => step.name)).toEqual(['requiredRate']);
    expect(stepNamed(steps, 'requiredRate').for).toBe('requiredRate');
    expect(stepLine(steps, 'requiredRate')).toMatch(/− \$200,000\.00 = \$0\.00$/);
    expect(textOf(steps, 'requiredRate')).toMatch(/^The return needed: at 7\.12\d+ % a year, the balance less the \$200,000\.00 target comes out at 0$/);
    expect(textOf(steps, 'requiredRate')).not.toMatch(/bisection|converge|halving/i);
  });
  it('finds a negative return for a target below the deposits', () => {
    const steps = expectWorkingHolds({ id: 'investment', inputs: { ...plan, rate: '', solveFor: 'rate', target: '50000' } });
    expect(named(steps, 'monthlyRate')!.value).toBeLessThan(0);
  });
  it('keeps to the cent with large amounts at a high return over a long term', () => {
    expectWorkingHolds({ id: 'investment', inputs: { initial: '50000000', monthly: '1000000', rate: '12', years: '40' } });
    expectWorkingHolds({ id: 'investment', inputs: { initial: '50000000', monthly: '', rate: '12', years: '40', solveFor: 'monthly', target: '900000000000' } });
    expectWorkingHolds({ id: 'investment', inputs: { initial: '50000000', monthly: '1000000', rate: '', years: '40', solveFor: 'rate', target: '900000000000' } });
    expectWorkingHolds({ id: 'investment', inputs: { initial: '50000000', monthly: '1000000', rate: '12', years: '', solveFor: 'years', target: '900000000000' } });
  });
  it('keeps to the cent with tiny amounts and a tiny rate', () => {
    expectWorkingHolds({ id: 'investment', inputs: { initial: '0.01', monthly: '0.01', rate: '0.01', years: '1' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'investment', inputs: plan }, { id: 'investment', inputs: { ...plan, rate: '7.5' } });
  });
});

describe('savings working', () => {
  const example = { initial: '2000', rate: '4', years: '3', solveFor: 'monthly', target: '15000' };

  it("works the guide's example in 8 main-line steps: the deposit needed, put back in to reach the target", () => {
    const steps = expectGuideMainLine('savings', 'totalSavings', 8, 9);
    expect(stepLine(steps, 'totalSavings')).toMatch(/= \$15,000\.00$/);
    // (15,000 − 2,000 × (1 + 0.04 ÷ 12)^36) × (0.04 ÷ 12) ÷ ((1 + 0.04 ÷ 12)^36 − 1) = 333.8118…
    const r = 0.04 / 12;
    const g = (1 + r) ** 36;
    expect(stepNamed(steps, 'requiredMonthly').value).toBeCloseTo(((15000 - 2000 * g) * r) / (g - 1), 9);
    // 4 decimals, said before rounding: 36 deposits of it (and what $1 a month grows to, 38.18) land on the cent.
    expect(stepLine(steps, 'requiredMonthly')).toMatch(/= \$333\.8118 before rounding$/);
    expect(textOf(steps, 'totalDeposits')).toContain('before rounding');
    for (const step of steps) for (const decimals of pastCent(step.line)) expect(decimals, step.name).toBeLessThanOrEqual(4);
  });
  it('works a typical plan', () => {
    expectWorkingHolds({ id: 'savings', inputs: { initial: '1000', monthly: '150', rate: '4.25', years: '5' } });
  });
  it('shows the 0 % rate as the deposits simply added up, in every mode', () => {
    const base = { initial: '1000', monthly: '150', rate: '0', years: '5' };
    const steps = expectWorkingHolds({ id: 'savings', inputs: base });
    expect(named(steps, 'growth')).toBeUndefined();
    expect(stepLine(steps, 'totalSavings')).toBe('$1,000.00 + $150.00 × 60 = $10,000.00');
    expect(textOf(steps, 'totalSavings')).toMatch(/^The balance at the end: the start, plus the deposits, nothing growing/);
    expectWorkingHolds({ id: 'savings', inputs: { ...base, monthly: '', solveFor: 'monthly', target: '20000' } });
    const counted = expectWorkingHolds({ id: 'savings', inputs: { ...base, years: '', solveFor: 'years', target: '20000' } });
    // 19,000 ÷ 150 = 126.67: month 127, the yearly table's last row at 10.58 years.
    expect(stepLine(counted, 'requiredMonths')).toBe('(10.58 × 12) rounded to 0 decimals (a whole number) = 127');
  });
  it('works the time and the return needed', () => {
    expectWorkingHolds({ id: 'savings', inputs: { initial: '1000', monthly: '150', rate: '4', years: '', solveFor: 'years', target: '20000' } });
    expectWorkingHolds({ id: 'savings', inputs: { initial: '1000', monthly: '150', rate: '', years: '5', solveFor: 'rate', target: '12000' } });
  });
  it('adds the deposits up when the return found for a target equal to them is all but 0', () => {
    const steps = expectWorkingHolds({ id: 'savings', inputs: { initial: '1', monthly: '10000', rate: '', years: '2.5', solveFor: 'rate', target: '300001' } });
    expect(named(steps, 'growth')).toBeUndefined();
    expect(stepNamed(steps, 'requiredRate')).toMatchObject({ kind: 'solved', for: 'requiredRate' });
  });
  it('ends on a partial last year (2.58 years, 31 months)', () => {
    expect(rows(expectWorkingHolds({ id: 'savings', inputs: { initial: '1000', monthly: '150', rate: '4', years: '', solveFor: 'years', target: '5990' } }))).toEqual([2.58, 1]);
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'savings', inputs: example }, { id: 'savings', inputs: { ...example, target: '16000' } });
  });
});

describe('compound working', () => {
  const example = { principal: '10000', rate: '5', years: '10', frequency: '12' };

  it("works the guide's example in 6 main-line steps from the period rate to the final amount", () => {
    const steps = expectGuideMainLine('compound', 'finalAmount', 6, 7);
    expect(rows(steps)).toEqual([10, 1]);
    expect(stepLine(steps, 'periodRate')).toBe('5 % ÷ 12 = 0.41666667 %');
    // (1 + 0.0041666667)^120 = 1.6470095 to 8 significant digits; × 10,000 = 16,470.09.
    expect(stepNamed(steps, 'growth').value).toBe(significant((1 + 0.0041666667) ** 120, 8));
    expect(textOf(steps, 'growth')).toBe('What $1 grows to when 0.41666667 % is added 120 times');
    expect(stepLine(steps, 'finalAmount')).toBe('$10,000.00 × 1.6470095 = $16,470.09');
    // The principal is read as entered, not worked out.
    expect(stepNamed(steps, 'principal').kind).toBe('lookup');
  });
  it('works every compounding frequency; once a year needs no period rate', () => {
    for (const frequency of ['1', '2', '4', '12', '365']) expectWorkingHolds({ id: 'compound', inputs: { ...example, frequency } });
    const yearly = expectWorkingHolds({ id: 'compound', inputs: { ...example, frequency: '1' } });
    expect(stepNames(yearly)).not.toContain('periodRate');
    expect(stepLine(yearly, 'growth')).toBe('(1 + 5 %)\u206010 = 1.6288946');
  });
  it('ends on a partial last year', () => {
    expect(rows(expectWorkingHolds({ id: 'compound', inputs: { ...example, years: '2.5', frequency: '365' } }))).toEqual([2.5, 1]);
  });
  it('keeps to the cent with a large amount at a high rate, and a tiny one', () => {
    expectWorkingHolds({ id: 'compound', inputs: { principal: '100000000', rate: '20', years: '30', frequency: '365' } });
    expectWorkingHolds({ id: 'compound', inputs: { principal: '0.01', rate: '0.01', years: '0.5', frequency: '1' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'compound', inputs: example }, { id: 'compound', inputs: { ...example, frequency: '4' } });
  });
});

describe('retirement working', () => {
  const example = { currentAge: '35', retirementAge: '65', currentSavings: '50000', monthlyContribution: '500', rate: '6', withdrawalRate: '4', inflation: '2.5' };

  it("works the guide's example in 12 main-line steps, through the income and the savings in today's money", () => {
    const steps = expectGuideMainLine('retirement', 'retirementSavings', 12, 14);
    const { main, more } = mainLineFirst(steps);
    expect(main.at(-1)?.for).toBe('savingsToday');
    expect(stepNames(more)).toEqual(['firstYear', 'annualIncomeToday']);
    expect(rows(steps)).toEqual([30, 1]);
    // 803,386.28 × 4 % = 32,135.45; ÷ (1.025)^30 = 2.0975676 gives 383,008.53 in today's money.
    expect(stepLine(steps, 'annualIncome')).toBe('$803,386.28 × 4 % = $32,135.45');
    // The start is the reader's savings now: 50,000 + 500 × 360 = 230,000 paid in.
    expect(textOf(steps, 'totalContributions')).toBe('Paid in: your savings now plus 360 monthly deposits');
    expect(stepLine(steps, 'totalContributions')).toBe('$50,000.00 + $500.00 × 360 = $230,000.00');
    expect(stepNamed(steps, 'priceGrowth').value).toBeCloseTo(1.025 ** 30, 8);
    expect(stepLine(steps, 'savingsToday')).toMatch(/^\$803,386\.28 ÷ 2\.09756758 = \$383,008\.53$/);
  });
  it('takes the 4 % rule when the withdrawal rate is left blank, and says so', () => {
    const steps = expectWorkingHolds({ id: 'retirement', inputs: { ...example, withdrawalRate: '' } });
    expect(stepLine(steps, 'annualIncome')).toMatch(/×\s4\s%/);
    expect(textOf(steps, 'annualIncome')).toContain('“4 % rule”');
  });
  it("with no inflation entered, blank or 0, works no figure in today's money", () => {
    for (const inflation of ['', '0']) {
      const steps = expectWorkingHolds({ id: 'retirement', inputs: { ...example, inflation } });
      expect(stepNames(steps), inflation).not.toEqual(expect.arrayContaining(['priceGrowth']));
      expect(named(steps, 'savingsToday')).toBeUndefined();
      expect(named(steps, 'annualIncomeToday')).toBeUndefined();
      expect(mainLineFirst(steps).main.length).toBe(10);
    }
  });
  it('ends on a partial last year when the ages are not whole years apart', () => {
    expect(rows(expectWorkingHolds({ id: 'retirement', inputs: { ...example, currentAge: '35.3' } }))).toEqual([29.7, 1]);
  });
  it('works with no savings yet, or no contributions', () => {
    expectWorkingHolds({ id: 'retirement', inputs: { ...example, currentSavings: '0' } });
    expectWorkingHolds({ id: 'retirement', inputs: { ...example, monthlyContribution: '0' } });
  });
  it('keeps to the cent with large amounts', () => {
    expectWorkingHolds({ id: 'retirement', inputs: { ...example, currentAge: '20', retirementAge: '70', currentSavings: '20000000', monthlyContribution: '250000', rate: '11' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'retirement', inputs: example }, { id: 'retirement', inputs: { ...example, withdrawalRate: '3.5' } });
  });
});

describe('inflation working', () => {
  const example = { amount: '50000', rate: '3', years: '20' };

  it("works the guide's example in 4 main-line steps from what $1 of today's prices will cost", () => {
    const steps = expectGuideMainLine('inflation', 'futureValue', 4, 5);
    expect(rows(steps)).toEqual([20, 20, 1]);
    // 1.03^20 = 1.8061112 to 8 significant digits; 50,000 × that = 90,305.56; 50,000 ÷ that = 27,683.79.
    expect(stepLine(steps, 'priceGrowth')).toBe('(1 + 3 %)\u206020 = 1.8061112');
    expect(stepNamed(steps, 'priceGrowth').value).toBe(significant(1.03 ** 20, 8));
    expect(stepLine(steps, 'futureValue')).toBe('$50,000.00 × 1.8061112 = $90,305.56');
    expect(stepLine(steps, 'purchasingPower')).toBe('$50,000.00 ÷ 1.8061112 = $27,683.79');
    expect(textOf(steps, 'futureValue')).toContain('(year 20 of the yearly table)');
  });
  it('shows a 0 % rate as prices that do not grow', () => {
    const steps = expectWorkingHolds({ id: 'inflation', inputs: { ...example, rate: '0' } });
    expect(named(steps, 'priceGrowth')?.value).toBe(1);
  });
  it('ends on a partial last year', () => {
    expect(rows(expectWorkingHolds({ id: 'inflation', inputs: { ...example, years: '2.5' } }))).toEqual([2.5, 2.5, 1]);
  });
  it('has no rows past 100 years, where there is no table', () => {
    expect(rows(expectWorkingHolds({ id: 'inflation', inputs: { ...example, years: '150' } }))).toEqual([]);
  });
  it('keeps to the cent with a large amount and high inflation, and a tiny one', () => {
    expectWorkingHolds({ id: 'inflation', inputs: { amount: '500000000', rate: '25', years: '40' } });
    expectWorkingHolds({ id: 'inflation', inputs: { amount: '0.05', rate: '0.1', years: '1' } });
  });
  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'inflation', inputs: example }, { id: 'inflation', inputs: { ...example, years: '21' } });
  });
});
