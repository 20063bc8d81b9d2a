/**
 * Home affordability by the 28 / 36 debt-to-income rules. Every case uses a 6 %, 30-year mortgage, whose payment per
 * dollar borrowed is A = PMT(0.5 %, 360, -1) = 0.005995505251527524 (the familiar $599.55 a month per $100,000), a
 * 1.2 % property tax (t = 0.001 a month) and $1,200 a year of insurance ($100 a month). The prices were solved by
 * hand from the cost of a home at price p, (p − D) A + p t + f [+ (p − D) q under 20 % down], set equal to the budget.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails } from '../../../src/lib/finance';
import { affordability, type Affordability, type AffordabilityInputs, type AffordabilityOutcome } from '../../../src/lib/finance/homes/affordability';
import { expectRejected, resultOf } from './helpers';

const BASE = { income: 120_000, debts: 0, downPayment: 100_000, rate: 6, years: 30, propertyTax: 1.2, homeInsurance: 1_200, hoa: 0, pmi: 0.6 } as const;

const home = (changes: Partial<AffordabilityInputs> = {}): Affordability => {
  const outcome = affordability({ ...BASE, ...changes });
  if (!outcome.ok) expect.fail(`expected a price, got ${JSON.stringify(outcome)}`);
  return outcome;
};

/** The parts make the total, and the total is the cost of a home at the price found. */
function expectConsistent(result: Affordability, inputs: AffordabilityInputs) {
  const { principalAndInterest, propertyTax, insurance, pmi, hoa } = result.parts;
  expect(principalAndInterest + propertyTax + insurance + pmi + hoa).toBeCloseTo(result.monthlyTotal, 9);
  expect(result.loanAmount).toBeCloseTo(result.maxPrice - inputs.downPayment, 9);
  expect(result.monthlyPayment).toBe(principalAndInterest);
  expect(propertyTax).toBeCloseTo((result.maxPrice * inputs.propertyTax) / 1200, 9);
  expect(insurance).toBeCloseTo(inputs.homeInsurance / 12, 9);
  expect(hoa).toBe(inputs.hoa);
}

describe('the housing budget is the smaller of 28 % of monthly income and 36 % less the debts', () => {
  it('$120,000 and no debts: the front end’s $2,800 is below the back end’s $3,600, so it limits', () => {
    // 120,000 / 12 = 10,000; 28 % = 2,800; 36 % = 3,600 − 0.
    const result = home();
    expect(result).toMatchObject({ housingBudget: 2_800, frontEndLimit: 2_800, backEndLimit: 3_600, backEndHousing: 3_600, limit: 'front' });
  });

  it('$1,500 of debts: the back end leaves $3,600 − $1,500 = $2,100 for housing, and that limits', () => {
    const result = home({ debts: 1_500 });
    expect(result).toMatchObject({ housingBudget: 2_100, frontEndLimit: 2_800, backEndHousing: 2_100, limit: 'back' });
  });

  it('names the front end on a tie: $800 of debts leaves exactly $2,800 on both', () => {
    expect(home({ debts: 800 })).toMatchObject({ housingBudget: 2_800, limit: 'front' });
  });

  it('takes 30 years, 28 % and 36 % when they are not given', () => {
    const { years: _years, ...withoutTerm } = BASE;
    const outcome = affordability({ ...withoutTerm, debts: 1_000 });
    expect(outcome).toEqual(affordability({ ...BASE, debts: 1_000, years: 30, frontRatio: 28, backRatio: 36 }));
    // Other ratios are used as given: 33 % of 10,000 = 3,300; 43 % = 4,300 − 1,000 = 3,300.
    expect(home({ debts: 1_000, frontRatio: 33, backRatio: 43 })).toMatchObject({ housingBudget: 3_300, limit: 'front' });
  });
});

describe('no PMI: a down payment of at least 20 % of the price found', () => {
  it('$100,000 down on a $2,800 budget buys $471,667.22, whose monthly cost is the budget to the cent', () => {
    // p1 = (2,800 − 100 + 100,000 A) / (A + 0.001) = 3,299.5505251528 / 0.0069955052515275 = 471,667.2215251742.
    // 5 D = 500,000 ≥ p1 (21.2 % down), so no PMI. Loan 371,667.2215251742; P&I × A = 2,228.3327784748;
    // tax 471.6672215252; insurance 100. 2,228.33 + 471.67 + 100 = 2,800.
    const result = home();
    expect(result.maxPrice).toBeCloseTo(471_667.2215251742, 6);
    expect(result.loanAmount).toBeCloseTo(371_667.2215251742, 6);
    expect(result.monthlyPayment).toBeCloseTo(2_228.3327784748, 8);
    expect(result.parts).toMatchObject({ insurance: 100, pmi: 0, hoa: 0 });
    expect(result.parts.propertyTax).toBeCloseTo(471.6672215252, 8);
    expect(result.monthlyTotal).toBeCloseTo(result.housingBudget, 8);
    expect(result.pmiStep).toBe(false);
    expectConsistent(result, BASE);
  });

  it('with $1,500 of debts the $2,100 budget buys $371,602.97', () => {
    // p1 = (2,100 − 100 + 599.5505251528) / 0.0069955052515275 = 371,602.9695760889 ≤ 500,000.
    // P&I 271,602.9695760889 × A = 1,628.3970304239; tax 371.6029695761; + 100 = 2,100.
    const result = home({ debts: 1_500 });
    expect(result.maxPrice).toBeCloseTo(371_602.9695760889, 6);
    expect(result.monthlyPayment).toBeCloseTo(1_628.3970304239, 8);
    expect(result.parts.pmi).toBe(0);
    expect(result.monthlyTotal).toBeCloseTo(2_100, 8);
    expectConsistent(result, { ...BASE, debts: 1_500 });
  });
});

describe('PMI: under 20 % down the price solves the budget with PMI included', () => {
  const SMALL_DOWN = { downPayment: 20_000, hoa: 50 } as const;

  it('$20,000 down, $50 HOA, 0.6 % PMI: p1 > 5 D, so the price is p2 = $370,876.95', () => {
    // f = 100 + 50 = 150; q = 0.6 / 1200 = 0.0005. p1 = (2,800 − 150 + 20,000 A) / (A + t) = 395,955.69 > 5 D = 100,000.
    // p2 = (2,650 + 20,000 (A + q)) / (A + t + q) = 2,779.9101050306 / 0.0074955052515275 = 370,876.9471496304.
    // Loan 350,876.9471496304: P&I 2,103.6845792756, PMI 175.4384735748; tax 370.8769471496; + 150 = 2,800.
    const result = home(SMALL_DOWN);
    expect(result.maxPrice).toBeCloseTo(370_876.9471496304, 6);
    expect(result.loanAmount).toBeCloseTo(350_876.9471496304, 6);
    expect(result.monthlyPayment).toBeCloseTo(2_103.6845792756, 8);
    expect(result.parts.pmi).toBeCloseTo(175.4384735748, 8);
    expect(result.parts.propertyTax).toBeCloseTo(370.8769471496, 8);
    expect(result.parts.hoa).toBe(50);
    expect(result.monthlyTotal).toBeCloseTo(result.housingBudget, 8);
    expect(result.pmiStep).toBe(false);
    expectConsistent(result, { ...BASE, ...SMALL_DOWN });
  });

  it('with no PMI rate the 5 D boundary changes nothing: the price is p1 = $395,955.69', () => {
    // q = 0, so p2 = p1 = (2,650 + 119.9101050306) / 0.0069955052515275 = 395,955.6894658493.
    const result = home({ ...SMALL_DOWN, pmi: 0 });
    expect(result.maxPrice).toBeCloseTo(395_955.6894658493, 6);
    expect(result.monthlyTotal).toBeCloseTo(2_800, 8);
  });
});

describe('the PMI step: when PMI would push every dearer home over budget, the price stops at 5 × the down payment', () => {
  it('$132,000, $100,000 down: p1 = $511,692.92 > $500,000 but p2 = $484,230.27 < it, so $500,000 and a budget left over', () => {
    // Budget 11,000 × 28 % = 3,080. p1 = (2,980 + 599.5505251528) / 0.0069955052515275 = 511,692.92 > 500,000;
    // p2 = (2,980 + 100,000 (A + 0.0005)) / 0.0074955052515275 = 3,629.5505251528 / 0.0074955… = 484,230.27 < 500,000.
    // At $500,000 (exactly 20 % down, no PMI): P&I 400,000 A = 2,398.2021006110 (4 × $599.55), tax 500, insurance 100:
    // 2,998.2021006110, below the 3,080 budget.
    const result = home({ income: 132_000 });
    expect(result.pmiStep).toBe(true);
    expect(result.maxPrice).toBe(500_000);
    expect(result.loanAmount).toBe(400_000);
    expect(result.monthlyPayment).toBeCloseTo(2_398.202100611, 8);
    expect(result.parts).toMatchObject({ propertyTax: 500, insurance: 100, pmi: 0, hoa: 0 });
    expect(result.monthlyTotal).toBeCloseTo(2_998.202100611, 8);
    expect(result.monthlyTotal).toBeLessThan(result.housingBudget);
    expect(result.housingBudget).toBeCloseTo(3_080, 9);
    expectConsistent(result, { ...BASE, income: 132_000 });
  });

  it('a home a dollar dearer, with PMI, would cost more than the budget', () => {
    // $500,001 with $100,000 down is under 20 % down: 400,001 (A + 0.0005) + 500.001 + 100 = 3,198.2077… > 3,080.
    const A = 0.005995505251527524;
    expect(400_001 * (A + 0.0005) + 500_001 * 0.001 + 100).toBeGreaterThan(home({ income: 132_000 }).housingBudget);
  });
});

describe('failures', () => {
  const failure = (outcome: AffordabilityOutcome) => {
    if (outcome.ok) expect.fail(`expected a failure, got ${JSON.stringify(outcome)}`);
    return outcome;
  };

  it('names the debts when they use the whole back-end limit: $60,000 with $1,800 of debts (36 % is $1,800)', () => {
    // 60,000 / 12 = 5,000; 36 % = 1,800 − 1,800 = 0 ≤ 0.
    expect(failure(affordability({ ...BASE, income: 60_000, debts: 1_800 }))).toEqual({ ok: false, field: 'debts', backEndLimit: 1_800, debts: 1_800 });
    expect(failure(affordability({ ...BASE, income: 60_000, debts: 2_500 }))).toMatchObject({ field: 'debts', backEndLimit: 1_800 });
  });

  it('names the income when the budget cannot carry the tax and insurance of a home costing the down payment', () => {
    // $12,000: budget 1,000 × 28 % = 280. At p = D = 200,000: 0 of P&I + 200 of tax + 100 of insurance = 300 > 280,
    // so p1 = (280 − 100 + 200,000 A) / (A + t) = 1,379.1010503055 / 0.0069955… = 197,141.02 < D.
    const outcome = failure(affordability({ ...BASE, income: 12_000, downPayment: 200_000 }));
    expect(outcome).toMatchObject({ ok: false, field: 'income', housingBudget: 280, costs: { insurance: 100, hoa: 0 } });
    // The costs of that home a month: 200,000 × 1.2 % / 12 = 200 of tax, 100 of insurance.
    if (outcome.field === 'income') expect(outcome.costs.propertyTax).toBeCloseTo(200, 9);
  });

  it('names the income with nothing down when the fixed costs alone pass the budget: $300 of HOA on a $280 budget', () => {
    // f = 100 + 300 = 400 > 280, so p1 = (280 − 400) / (A + t) < 0 = D.
    expect(failure(affordability({ ...BASE, income: 12_000, downPayment: 0, hoa: 300 }))).toMatchObject({ field: 'income', housingBudget: 280 });
  });
});

describe('property tax in dollars a year (propertyTaxUnit), as on the mortgage page', () => {
  it('$4,800 a year is $400 a month whatever the price: t = 0 and it joins f', () => {
    // p1 = (2,800 − 100 − 400 + 100,000 A) / A = 2,300 / A + 100,000 = 383,620.71 + 100,000 = 483,620.71 (Python's
    // decimal), under 5 D = 500,000, so no PMI.
    const result = home({ propertyTax: 4800, propertyTaxUnit: 'dollars' });
    expect(result.maxPrice).toBeCloseTo(483_620.713_102, 5);
    expect(result.parts.propertyTax).toBeCloseTo(400, 9);
    expect(result.monthlyTotal).toBeCloseTo(2800, 9);
    expect(result.underTwentyPercent).toBe(false);
  });

  it('the page reads the select, percent by default, and draws no check-units note for a bill in dollars', () => {
    const inputs = { income: '120000', downPayment: '100000', rate: '6', propertyTax: '4800', homeInsurance: '1200' };
    const dollars = runCalculatorWithDetails(calculators.affordability, { ...inputs, propertyTaxUnit: 'dollars' });
    expect(resultOf(dollars).maxPrice).toBeCloseTo(483_620.713_102, 5);
    expect(dollars.details?.notes.some((note) => note.name === 'check-units')).toBe(false);
  });

  it('a property tax above 10 % of the price gets a check-units note only while it is given as a percent', () => {
    const slipNotes = (propertyTaxUnit: string) =>
      (runCalculatorWithDetails(calculators.affordability, { income: '120000', rate: '6', propertyTax: '15', propertyTaxUnit }).details?.notes ?? []).filter((note) => note.name === 'check-units').map((note) => note.text);
    expect(slipNotes('percent')).toEqual(['Property tax: 15 % of the price a year? A value above 10 % is rare. If that is the yearly bill, give the property tax as dollars a year.']);
    expect(slipNotes('dollars')).toEqual([]);
  });

  it('a bill in dollars typed as a percent is rejected on the income field, naming the property tax as the likely cause', () => {
    // 4,800 % of the $60,000 the down payment buys is 60,000 × 48 / 12 = $240,000 a month against a $2,800 budget.
    const [message, slip] = expectRejected(runCalculatorWithDetails(calculators.affordability, { income: '120000', downPayment: '60000', rate: '6.5', propertyTax: '4800' }), 'income', 'propertyTax');
    // The property tax field itself says what it looks like (check-units on the field the slip is in).
    expect(slip).toBe('Property tax: 4,800 % of the price a year? A value above 10 % is rare. If that is the yearly bill, give the property tax as dollars a year.');
    expect(message).toBe(
      'Your housing budget of $2,800.00 a month does not cover even the costs that come with a home priced at your $60,000.00 down payment: property tax $240,000.00 a month. The property tax is read as 4,800 % of the price a year: if 4,800 is the yearly bill in dollars, give the property tax as dollars a year.',
    );
  });

  it('without such a property tax the rejection names the costs, the largest when it is most of them', () => {
    // $12,000: a $280 budget; at $200,000: 200 of tax (1.2 %) and 100 of insurance.
    const [message] = expectRejected(
      runCalculatorWithDetails(calculators.affordability, { income: '12000', downPayment: '200000', rate: '6', propertyTax: '1.2', homeInsurance: '1200' }),
      'income',
    );
    expect(message).toBe('Your housing budget of $280.00 a month does not cover even the costs that come with a home priced at your $200,000.00 down payment: property tax $200.00 and home insurance $100.00 a month, most of it property tax. No loan fits: check the income and the costs.');
  });
});

describe('pmi-likely: under 20 % down and no PMI rate entered', () => {
  const notes = (inputs: Record<string, string>) => runCalculatorWithDetails(calculators.affordability, inputs).details?.notes ?? [];
  const pmiLikely = (inputs: Record<string, string>) => notes(inputs).find((note) => note.name === 'pmi-likely');

  it('$60,000 a year at 7 % with nothing down buys $210,430.60 with no PMI, and the page says a lender will likely charge it', () => {
    // 28 % of 5,000 = 1,400; A = PMT(7 %/12, 360, −1) = 0.0066530250; 1,400 / A = 210,430.5951.
    const outcome = runCalculatorWithDetails(calculators.affordability, { income: '60000', rate: '7' });
    expect(resultOf(outcome).maxPrice).toBeCloseTo(210_430.595_127, 5);
    expect(pmiLikely({ income: '60000', rate: '7' })?.text).toBe(
      'With nothing down, a lender will likely charge mortgage insurance (PMI), often 0.3 % to 1.5 % of the loan a year, and the price above assumes none. Enter a PMI rate to include it: the price you can afford will be lower.',
    );
  });

  it('names the down payment when there is one under 20 %, and is absent with a PMI rate or 20 % down', () => {
    // $20,000 down on a $2,800 budget at 6 % is far under 20 % of the price.
    expect(pmiLikely({ income: '120000', downPayment: '20000', rate: '6' })?.text).toMatch(/^Your \$20,000\.00 down payment is under 20 % of this price, so a lender will likely charge/);
    expect(pmiLikely({ income: '120000', downPayment: '20000', rate: '6', pmi: '0.6' })).toBeUndefined();
    // $100,000 down: p1 = 471,667.22 (above), under 5 D, so 20 % or more down.
    expect(pmiLikely({ income: '120000', downPayment: '100000', rate: '6', propertyTax: '1.2', homeInsurance: '1200' })).toBeUndefined();
  });
});
