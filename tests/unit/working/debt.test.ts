import { describe, expect, it } from 'vitest';
import { compareDebtPlans, type DebtPlanComparison } from '../../../src/lib/finance/planning/debtPlan';
import { debtPlanWorking } from '../../../src/lib/finance/planning/debtPlanWorking';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { MAIN_LINE_STEPS, mainLineFirst, type WorkingStep } from '../../../src/lib/finance/working';
import { evaluate } from './expression';
import { expectMainLine, expectPlainWords, expectWorkingFollows, expectWorkingHolds } from './workingRules';

/** A step by name, its line with plain spaces (the writer puts no-break ones after operators). */
const step = (steps: readonly WorkingStep[], name: string) => {
  const found = steps.find((candidate) => candidate.name === name);
  return found && { ...found, line: found.line.replace(/\u00a0/g, ' ') };
};

describe('debt working', () => {
  const GUIDE = { debt: '6000', rate: '22', payment: '200' };

  it("works the guide's example: $6,000 at 22 % paid at $200 is clear in month 44 with $2,790.68 of interest", () => {
    const steps = expectWorkingHolds({ id: 'debt', inputs: GUIDE });
    // 22 ÷ 12 = 1.8333…, to 8 significant digits; $6,000 of it is $110.
    expect(step(steps, 'monthlyRate')?.line).toBe('22 % ÷ 12 = 1.8333333 %');
    expect(step(steps, 'firstInterest')?.line).toBe('$6,000.00 × 1.8333333 % = $110.00');
    expect(step(steps, 'firstMonth')?.value).toBe(5910);
    expect(step(steps, 'growth')?.text.replace(/\u00a0/g, ' ')).toContain('what $1 grows to in 43 months at 1.8333333 % a month');
    expect(step(steps, 'months')).toMatchObject({ kind: 'solved', value: 44, for: 'months' });
    expect(step(steps, 'months')?.line).toMatch(/ = \$0\.00$/);
    expect(step(steps, 'totalInterest')?.line).toMatch(/= \$2,790\.68$/);
  });

  it('gives the guide’s example within 12 steps, every result on the main line, and nothing read without working it', () => {
    const steps = expectWorkingHolds({ id: 'debt', inputs: guideExample('debt') });
    const { main } = mainLineFirst(steps);
    expect(main.length).toBeLessThanOrEqual(MAIN_LINE_STEPS);
    expect(main.map((item) => item.for)).toEqual(expect.arrayContaining(['months', 'years', 'totalPaid', 'totalInterest']));
    expect(steps.filter((item) => item.kind === 'lookup')).toEqual([]);
  });

  it('tests the payoff month: still owing after the month before, and a last payment no more than the payment that leaves nothing', () => {
    const steps = expectWorkingHolds({ id: 'debt', inputs: { debt: '8000', rate: '7', payment: '150' } });
    const owed = step(steps, 'owedBefore')!;
    expect(owed.value).toBeGreaterThan(0);
    // The last month's test: what is left, plus its interest, less the last payment.
    const [left, interest, last] = step(steps, 'months')!.expr.split(/ [+-] /).map(Number) as [number, number, number];
    expect(left + interest - last).toBeCloseTo(0, 9);
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThanOrEqual(150);
    expect(step(steps, 'totalPaid')?.expr).toBe(`150.00 * ${String(step(steps, 'months')!.value - 1)} + ${String(last)}`);
  });

  it('says so when the first payment clears the debt, with one month of interest', () => {
    const steps = expectWorkingHolds({ id: 'debt', inputs: { debt: '1000', rate: '12', payment: '2000' } });
    expect(step(steps, 'months')).toMatchObject({ kind: 'solved', value: 1, expr: '1000.00 + 10.00 - 1010.00' });
    // 12 % a year is 1 % a month.
    expect(step(steps, 'totalInterest')?.expr).toBe('1000.00 * 1%');
    expect(step(steps, 'growth')).toBeUndefined();
  });

  it('works a debt cleared in month 2, the month before being month 1', () => {
    const steps = expectWorkingHolds({ id: 'debt', inputs: { debt: '1000', rate: '12', payment: '1000' } });
    expect(step(steps, 'months')?.value).toBe(2);
    expect(step(steps, 'owedBefore')?.line).toMatch(/= \$10\.00$/);
  });

  it('holds over a long payoff, a payment a cent above the first interest (50 years)', () => {
    const steps = expectWorkingHolds({ id: 'debt', inputs: { debt: '5000', rate: '18', payment: '75.01' } });
    expect(step(steps, 'months')!.value).toBe(600);
  });

  it('keeps its figures to the cent on large amounts, showing the rate to more digits where the formula needs them', () => {
    expectWorkingHolds({ id: 'debt', inputs: { debt: '250000000', rate: '24', payment: '6000000' } });
    const steps = expectWorkingHolds({ id: 'debt', inputs: { debt: '48000000', rate: '6.5', payment: '300000' } });
    const rate = /^6\.5 % ÷ 12 = (0\.5416666\d*) %$/.exec(step(steps, 'monthlyRate')!.line)?.[1];
    expect(rate?.replace(/^0\./, '').length).toBeGreaterThan(8);
  });

  it('holds on tiny amounts and at the 1,000 % ceiling', () => {
    expectWorkingHolds({ id: 'debt', inputs: { debt: '0.5', rate: '0.1', payment: '0.01' } });
    expectWorkingHolds({ id: 'debt', inputs: { debt: '1000', rate: '1000', payment: '900' } });
  });

  it('shows an amount typed with a fraction of a cent as typed', () => {
    const steps = expectWorkingHolds({ id: 'debt', inputs: { debt: '1234.567', rate: '19.99', payment: '61.505' } });
    expect(step(steps, 'firstMonth')?.line).toMatch(/^\$1,234\.567 \+ .* − \$61\.505 = /);
  });

  it('rounds a quarter of a year half away from zero, as the result does, said in words', () => {
    const steps = expectWorkingHolds({ id: 'debt', inputs: { debt: '290', rate: '12', payment: '100' } });
    expect(step(steps, 'years')).toMatchObject({ expr: 'round(3 / 12, 1)', value: 0.3, line: '(3 ÷ 12) rounded to 1 decimal = 0.3' });
    expect(step(steps, 'years')?.text).toBe('The years: 3 months divided by 12, to 1 decimal');
  });

  it('holds across many debts, rates and payments', () => {
    let seed = 20260407;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let index = 0; index < 300; index += 1) {
      const debt = Number((10 ** (1 + next() * 6)).toFixed(2));
      const rate = Number((0.5 + next() * 35).toFixed(2));
      const payment = Number(((debt * rate) / 1200 + 0.01 + (debt / 12) * next() ** 3).toFixed(2));
      expectWorkingHolds({ id: 'debt', inputs: { debt: String(debt), rate: String(rate), payment: String(payment) } });
    }
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'debt', inputs: GUIDE }, { id: 'debt', inputs: { ...GUIDE, rate: '22.5' } });
  });
});

/**
 * The plan is not a calculator definition (its form is the page's second), so WORKING.md's rules 1 to 4 are checked
 * here on `debtPlanWorking` with the tests' evaluator, as workingRules.ts checks a definition's working: in the page's
 * order (the main line, then "Show every step"), in plain words, with the main line reaching the first result.
 */
function expectPlanWorkingHolds(raw: Record<string, string>, rows: number): { steps: WorkingStep[]; plan: DebtPlanComparison } {
  const outcome = compareDebtPlans(raw, rows);
  if (!outcome.ok) expect.fail(JSON.stringify(outcome.errors));
  const { plan } = outcome;
  const working = debtPlanWorking(plan);
  const { main, more } = mainLineFirst(working);
  const steps = [...main, ...more];
  expectPlainWords(steps, 'debt plan');
  expectMainLine(steps, 'debt plan', 'avalancheMonths');
  const where = (item: WorkingStep) => `plan step "${item.name}" (${item.text}: ${item.line}; expr ${item.expr})`;
  expect(new Set(steps.map((item) => item.name)).size, 'step names are unique').toBe(steps.length);
  for (const [field, value] of Object.entries(plan.results)) {
    const giving = steps.filter((item) => item.for === field);
    expect(giving, `exactly one step gives ${field}`).toHaveLength(1);
    expect(Math.abs(giving[0]!.value - value), `${where(giving[0]!)} equals ${field} = ${value}`).toBeLessThanOrEqual(field.endsWith('Interest') ? 0.01 : 1e-9);
  }
  expect(steps.filter((item) => item.kind === 'lookup' && item.for !== undefined).length).toBeLessThanOrEqual(2);
  const plain = (text: string) => text.replace(/\u2212/g, '-').replace(/(\d),(?=\d)/g, '$1').replace(/\$/g, '');
  const entered = Object.values(raw).flatMap((text) => (plain(text).match(/\d+(?:\.\d+)?/g) ?? []).map(Number));
  const reached = [...entered];
  for (const item of steps) {
    const visible = plain(`${item.text} ${item.line}`);
    const numbers = visible.match(/\d+(?:\.\d+)?/g) ?? [];
    if (item.kind === 'lookup') {
      expect(item.expr).toBe('');
      expect(numbers.some((number) => Math.abs(Number(number) - item.value) <= 0.005), `${where(item)} shows its value`).toBe(true);
      reached.push(item.value, ...numbers.map(Number));
      continue;
    }
    const shown = /-?\d+(?:\.\d+)?(?=\D*$)/.exec(plain(item.line))![0];
    const decimals = shown.includes('.') ? shown.length - shown.indexOf('.') - 1 : 0;
    expect(Math.abs(evaluate(item.expr) - item.value), `${where(item)} evaluates to its value as shown`).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12 * Math.abs(item.value));
    const used = item.expr.match(/\d+(?:\.\d+)?/g) ?? [];
    for (const number of used) expect(visible, `${where(item)} shows ${number}`).toContain(number);
    if (item.for !== undefined) expect(used.some((number) => reached.some((known) => Math.abs(known - Number(number)) <= 1e-12 * Math.max(1, known))), `${where(item)} is reached`).toBe(true);
    reached.push(item.value, Number(shown));
  }
  return { steps, plan };
}

/** A plan step by name, its line with plain spaces. */
const planStep = (steps: readonly WorkingStep[], name: string) => {
  const found = step(steps, name);
  return found && { ...found, text: found.text.replace(/\u00a0/g, ' ') };
};

describe('debt plan working', () => {
  /** planning.test.ts's three debts worked by hand. */
  const THREE = { name1: 'A', balance1: '300', rate1: '12', minimum1: '100', name2: 'B', balance2: '200', rate2: '0', minimum2: '50', name3: 'C', balance3: '100', rate3: '24', minimum3: '50' };

  it('works the three debts worked by hand: the first month, the last month from the month before, the interest', () => {
    const { steps } = expectPlanWorkingHolds(THREE, 3);
    expect(step(steps, 'budget')?.line).toBe('$100.00 + $50.00 + $50.00 = $200.00');
    expect(step(steps, 'avalancheFirst')?.line).toBe('C’s 24 % is the highest of 12 %, 0 % and 24 %');
    expect(step(steps, 'avalancheMonth1')?.line).toBe('the smaller of ($100.00 + $2.00) and ($200.00 − $100.00 − $50.00) = $50.00');
    // By hand: month 3 clears A and C and leaves B $9.1811, at 0 % the whole of month 4's payment.
    expect(step(steps, 'avalancheLeft')?.line).toBe('B: $9.181 before rounding');
    expect(step(steps, 'avalancheLast')).toMatchObject({ expr: '9.181 + 9.181 * 0% / 12' });
    expect(step(steps, 'avalancheLast')?.value).toBeCloseTo(9.181, 9);
    expect(step(steps, 'avalancheInterest')?.expr).toBe('200.00 * 3 + 9.181 - 300.00 - 200.00 - 100.00');
  });

  it('works a last month that clears two debts at once, each from its own balance and a month of its own rate', () => {
    const { steps } = expectPlanWorkingHolds(THREE, 3);
    // By hand: snowball leaves A $6.0803 and B $3.1008 after month 3; A's month at 12 % a year is 1 %.
    expect(step(steps, 'snowballLeft')?.line).toBe('A: $6.08; B: $3.101; $9.181 in all before rounding');
    expect(step(steps, 'snowballLast')?.expr).toBe('6.08 + 6.08 * 12% / 12 + 3.101 + 3.101 * 0% / 12');
    expect(planStep(steps, 'snowballLast')?.text).toContain('what is left on A and B');
    expect(step(steps, 'snowballMonths')).toMatchObject({ expr: '3 + 1', value: 4 });
  });

  it('keeps the main line to the budget and each plan’s last month, months and interest; the first months wait in every step', () => {
    const { steps } = expectPlanWorkingHolds(THREE, 3);
    const { main } = mainLineFirst(steps);
    expect(main.map((item) => item.name)).toEqual([
      'budget',
      'avalancheLeft',
      'avalancheLast',
      'avalancheMonths',
      'avalancheInterest',
      'snowballLeft',
      'snowballLast',
      'snowballMonths',
      'snowballInterest',
    ]);
    expect(step(steps, 'rate1')).toMatchObject({ more: true, line: '12 % ÷ 12 = 1 %' });
  });

  it('puts the extra in the budget and on the first debt in line', () => {
    const { steps } = expectPlanWorkingHolds({ balance1: '1000', rate1: '12', minimum1: '100', balance2: '500', rate2: '0', minimum2: '50', extra: '100' }, 2);
    expect(step(steps, 'budget')?.expr).toBe('100.00 + 50.00 + 100.00');
    expect(step(steps, 'avalancheMonth1')?.value).toBe(200);
    expect(step(steps, 'snowballMonth1')?.value).toBe(150);
    expect(step(steps, 'avalancheMonths')?.value).toBe(7);
  });

  it('gives one debt the single-debt figures', () => {
    const { plan, steps } = expectPlanWorkingHolds({ balance1: '6000', rate1: '22', minimum1: '200' }, 2);
    expect(plan.results.avalancheMonths).toBe(44);
    // One debt and no extra: the budget is the minimum as entered, with no step of its own.
    expect(step(steps, 'budget')).toBeUndefined();
    expect(step(steps, 'avalancheInterest')?.expr).toMatch(/^200\.00 \* 43 \+ /);
  });

  it('says so when the budget clears every debt in the first month', () => {
    const { steps } = expectPlanWorkingHolds({ balance1: '100', rate1: '12', minimum1: '50', balance2: '50', rate2: '6', minimum2: '60', extra: '100' }, 2);
    expect(step(steps, 'avalancheMonths')).toMatchObject({ kind: 'lookup', value: 1 });
    // $100 and a month at 12 % a year, $50 and a month at 6 %: $101.00 + $50.25.
    expect(step(steps, 'avalancheInterest')?.expr).toBe('151.25 - 100.00 - 50.00');
  });

  it('caps a minimum at what its debt owes in month 1', () => {
    const { steps } = expectPlanWorkingHolds({ balance1: '1000', rate1: '20', minimum1: '50', balance2: '30', rate2: '10', minimum2: '40' }, 2);
    expect(step(steps, 'avalancheMonth1')?.expr).toBe('min(1000.00 + 16.67, 90.00 - (30.00 + 0.25))');
  });

  it('holds across many plans of up to ten debts', () => {
    let seed = 11;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let index = 0; index < 100; index += 1) {
      const raw: Record<string, string> = { extra: String(Math.round(next() * 500)) };
      const count = 1 + Math.floor(next() * 10);
      for (let row = 1; row <= count; row += 1) {
        const balance = Math.round(100 + next() * 30_000);
        const rate = Math.round(next() * 3000) / 100;
        Object.assign(raw, { [`balance${String(row)}`]: String(balance), [`rate${String(row)}`]: String(rate), [`minimum${String(row)}`]: String(Math.ceil((balance * rate) / 1200 + 5 + next() * 200)) });
      }
      expectPlanWorkingHolds(raw, count);
    }
  });

  it('follows the inputs', () => {
    const lines = (raw: Record<string, string>) => expectPlanWorkingHolds(raw, 3).steps.map((item) => item.line).join('\n');
    expect(lines(THREE)).not.toBe(lines({ ...THREE, extra: '10' }));
  });
});
