/**
 * DEPTH.md's growth: yearly rows that are the calculator's own result for each term, the SIP step-up, retirement
 * income and the soft warnings. Figures are published references or hand arithmetic written beside them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compound, fd, inflation, investment, ppf, rd, retirement, runCalculatorWithDetails, savings, sip } from '../../../src/lib/finance';
import { yearTerms } from '../../../src/lib/finance/growth/growthDetails';
import { isPrintable, resultOf } from './helpers';

/** Amounts as people type them: whole cents between two bounds given in cents. */
const cents = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 100);

describe('yearly rows', () => {
  it('number whole years and then a last partial one to 2 decimals', () => {
    expect(yearTerms(2.5)?.map((term) => term.period)).toEqual([1, 2, 2.5]);
    expect(yearTerms(31 / 12)?.map((term) => term.period)).toEqual([1, 2, 2.58]);
    expect(yearTerms(3)?.map((term) => term.period)).toEqual([1, 2, 3]);
    expect(yearTerms(0.5)?.map((term) => term.period)).toEqual([0.5]);
    expect(yearTerms(101)).toBeNull();
  });

  // The last row is the whole term: it must be the calculator's own result, to the cent, for any inputs.
  const lastRowIsTheResult: [string, () => void][] = [
    // Terms are whole months (every term is); a sum beyond what a page prints is rejected, with nothing to compare.
    ['investment', () => fc.assert(fc.property(cents(0, 1e8), cents(0, 1e6), cents(100, 3000), fc.integer({ min: 1, max: 720 }), (initial, monthly, rate, months) => {
      const outcome = runCalculatorWithDetails(investment, { initial: String(initial), monthly: String(monthly), rate: String(rate), years: String(months / 12) });
      if (!isPrintable(outcome)) return;
      const last = outcome.details?.table?.yearly.at(-1)?.values;
      expect(last?.at(-1)).toBeCloseTo(resultOf(outcome).futureValue ?? NaN, 6);
      expect(last?.at(0)).toBeCloseTo(resultOf(outcome).totalContributions ?? NaN, 6);
    }), { numRuns: 100 })],
    ['rd', () => fc.assert(fc.property(cents(100, 1e7), cents(0, 2000), fc.integer({ min: 1, max: 600 }), (monthly, rate, months) => {
      const outcome = runCalculatorWithDetails(rd, { monthly: String(monthly), rate: String(rate), months: String(months) });
      expect(outcome.details?.table?.yearly.at(-1)?.values.at(-1)).toBeCloseTo(resultOf(outcome).maturityValue ?? NaN, 6);
      expect(outcome.details?.table?.yearly).toHaveLength(Math.ceil(months / 12));
    }), { numRuns: 100 })],
  ];
  for (const [name, property] of lastRowIsTheResult) it(`${name}: the last row equals the result for any inputs`, property);

  it('end with the contract result on every growth calculator', () => {
    const cases = [
      [savings, { initial: '100', monthly: '100', rate: '5', years: '10' }, 'totalSavings'],
      [retirement, { currentAge: '35', retirementAge: '45', currentSavings: '100', monthlyContribution: '100', rate: '5' }, 'retirementSavings'],
      [sip, { monthly: '1000', rate: '12', years: '10' }, 'maturityValue'],
      [compound, { principal: '1500', rate: '4.3', years: '6', frequency: '4' }, 'finalAmount'],
      [ppf, { yearly: '150000', rate: '7.1', years: '15' }, 'maturityValue'],
      [fd, { principal: '100000', rate: '7', years: '5.5' }, 'maturityValue'],
      [inflation, { amount: '100', rate: '3', years: '10' }, 'purchasingPower'],
    ] as const;
    for (const [calculator, inputs, field] of cases) {
      const outcome = runCalculatorWithDetails(calculator, inputs);
      const last = outcome.details?.table?.yearly.at(-1)?.values.at(-1);
      expect(last, calculator.id).toBeCloseTo(resultOf(outcome)[field as never] ?? NaN, 6);
    }
  });

  it('show the age at each year’s end on the retirement table', () => {
    const outcome = runCalculatorWithDetails(retirement, { currentAge: '35', retirementAge: '37.5', currentSavings: '100', monthlyContribution: '100', rate: '5' });
    expect(outcome.details?.table?.columns.map((column) => column.key)).toEqual(['age', 'deposits', 'interest', 'balance']);
    expect(outcome.details?.table?.yearly.map((row) => row.values[0])).toEqual([36, 37, 37.5]);
  });
});

describe('SIP step-up', () => {
  it('raises the instalment every 12 months: ₹10,000 at 12 % for 2 years with 10 % is ₹2,85,241.32 (by hand)', () => {
    // Year 1: 10,000 x ((1.01^12 - 1) / 0.01 = 12.682503) x 1.01 = 1,28,093.28, grown 12 months (x 1.126825)
    // = 1,44,338.71; year 2: 11,000 x 12.682503 x 1.01 = 1,40,902.61. Sum 2,85,241.32; invested 2,52,000.
    const result = resultOf(sip.calculate({ monthly: 10_000, rate: 12, years: 2, stepUp: 10 }));
    expect(result.maturityValue).toBeCloseTo(285_241.32, 1);
    expect(result.totalInvestment).toBeCloseTo(252_000, 6);
    expect(result.maturityWithoutStepUp).toBeCloseTo(272_431.99, 1);
  });

  it('with a step-up of 0 is the contract’s SIP', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e5, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }), fc.integer({ min: 1, max: 40 }), (monthly, rate, years) => {
        const plain = resultOf(sip.calculate({ monthly, rate, years }));
        const stepped = resultOf(sip.calculate({ monthly, rate, years, stepUp: 0 }));
        expect(stepped).toEqual(plain);
      }),
      { numRuns: 100 },
    );
  });

  it('at a tiny step-up is within a whisker of the plain SIP (the yearly sum agrees with the closed form)', () => {
    const plain = resultOf(sip.calculate({ monthly: 1000, rate: 12, years: 10 })).maturityValue;
    expect(resultOf(sip.calculate({ monthly: 1000, rate: 12, years: 10, stepUp: 1e-9 })).maturityValue).toBeCloseTo(plain, 4);
  });

  it('asks for whole months in the period when stepping up', () => {
    expect(sip.calculate({ monthly: 1000, rate: 12, years: 1.05, stepUp: 10 }).ok).toBe(false);
    expect(sip.calculate({ monthly: 1000, rate: 12, years: 2.5, stepUp: 10 }).ok).toBe(true);
  });
});

describe('retirement income', () => {
  it('pays 4 % of the nest egg a year by default: 15,692.93 gives 627.72 a year, 52.31 a month', () => {
    const result = resultOf(retirement.calculate({ currentAge: 35, retirementAge: 45, currentSavings: 100, monthlyContribution: 100, rate: 5 }));
    expect(result.annualIncome).toBeCloseTo(627.72, 2);
    expect(result.monthlyIncome).toBeCloseTo(52.31, 2);
  });

  it('with no inflation entered, blank or 0, gives no figure in today’s money, and a note that says the savings are in future dollars only', () => {
    const plan = { currentAge: '35', retirementAge: '45', currentSavings: '100', monthlyContribution: '100', rate: '5' };
    for (const inflation of [undefined, '', '0', ' ']) {
      const outcome = runCalculatorWithDetails(retirement, inflation === undefined ? plan : { ...plan, inflation });
      const result = resultOf(outcome);
      // Not the savings again under a label that says "in today's money": no such result at all.
      expect(result.savingsToday, `inflation ${String(inflation)}`).toBeUndefined();
      expect(result.annualIncomeToday).toBeUndefined();
      expect(result.retirementSavings).toBeCloseTo(15_692.93, 2);
      const notes = outcome.details?.notes ?? [];
      expect(notes.map((note) => note.name)).toEqual([undefined, 'no-inflation']);
      const said = notes.find((note) => note.name === 'no-inflation');
      // A note on the result, not on an input: it stands with the other notes, after the results.
      expect(said?.field).toBeUndefined();
      expect(said?.text).toMatch(/^No inflation entered .*future dollars only/);
    }
    // Left out by a direct caller, it reads as blank.
    expect(resultOf(retirement.calculate({ currentAge: 35, retirementAge: 45, currentSavings: 100, monthlyContribution: 100, rate: 5 })).savingsToday).toBeUndefined();
  });

  it('with any inflation above 0, gives both figures in today’s money and no such note', () => {
    const outcome = runCalculatorWithDetails(retirement, { currentAge: '35', retirementAge: '45', currentSavings: '100', monthlyContribution: '100', rate: '5', inflation: '1' });
    const result = resultOf(outcome);
    // 1.01^10 = 1.1046221; 15,692.93 / 1.1046221 = 14,206.60; 627.72 / 1.1046221 = 568.26.
    expect(result.savingsToday).toBeCloseTo(14_206.6, 1);
    expect(result.annualIncomeToday).toBeCloseTo(568.26, 1);
    expect(outcome.details?.notes.map((note) => note.name)).toEqual([undefined]);
  });

  it('states the nest egg in today’s money: 15,692.93 / 1.03^10 = 11,677.01', () => {
    const result = resultOf(retirement.calculate({ currentAge: 35, retirementAge: 45, currentSavings: 100, monthlyContribution: 100, rate: 5, withdrawalRate: 5, inflation: 3 }));
    expect(result.savingsToday).toBeCloseTo(11_677.01, 2);
    expect(result.annualIncome).toBeCloseTo(784.65, 2);
  });
});

describe('soft warnings', () => {
  it('notes a return above 30 % and inflation above 20 %, and never rejects them', () => {
    const high = runCalculatorWithDetails(investment, { initial: '1000', monthly: '0', rate: '30.01', years: '1' });
    expect(high.ok).toBe(true);
    expect(high.details?.notes.map((note) => note.name)).toEqual(['high-return']);
    expect(runCalculatorWithDetails(investment, { initial: '1000', monthly: '0', rate: '30', years: '1' }).details?.notes).toEqual([]);
    expect(runCalculatorWithDetails(inflation, { amount: '100', rate: '20.5', years: '1' }).details?.notes.map((note) => note.name)).toEqual(['high-inflation']);
    // A note about an input comes first: it stands above the results.
    const retired = runCalculatorWithDetails(retirement, { currentAge: '35', retirementAge: '45', currentSavings: '100', monthlyContribution: '100', rate: '5', inflation: '25' });
    expect(retired.details?.notes.map((note) => note.name)).toEqual(['high-inflation', undefined]);
  });
});
