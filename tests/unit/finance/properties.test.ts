/**
 * Properties that hold for every accepted input, checked with fast-check over sensible ranges:
 * amounts up to 1e9, rates 0-100 %, terms of 1-50 years.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_IDS,
  CURRENCY_CODES,
  calculators,
  emi,
  investment,
  loan,
  mortgage,
  parseAmount,
  runCalculator,
  type CalculatorId,
  type Outcome,
} from '../../../src/lib/finance';
import { formatMoney } from '../../../src/lib/format';
import { RESULT_LIMIT } from '../../../src/lib/finance/rules';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { isPrintable } from './helpers';

const RUNS = { numRuns: 150 };

const amount = fc.double({ min: 0.01, max: 1e9, noNaN: true, noDefaultInfinity: true });
const amountOrZero = fc.oneof(fc.constant(0), amount);
const rate = fc.double({ min: 0.01, max: 100, noNaN: true, noDefaultInfinity: true });
const rateOrZero = fc.oneof(fc.constant(0), rate);
const years = fc.integer({ min: 1, max: 50 });
const wholeCount = fc.integer({ min: 1, max: 600 });

/** Accepted inputs, built to satisfy each calculator's cross-field rules too (one without them: `aroundExample`). */
const acceptedInputs: { [K in CalculatorId]?: fc.Arbitrary<Parameters<(typeof calculators)[K]['calculate']>[0]> } = {
  loan: fc.record({ amount, rate, years }),
  mortgage: fc
    .record({ price: amount, share: fc.double({ min: 0.01, max: 0.99, noNaN: true }), rate, years })
    .map(({ price, share, ...rest }) => ({ price, downPayment: price * share, ...rest })),
  investment: fc.record({ initial: amountOrZero, monthly: amountOrZero, rate, years }),
  retirement: fc
    .record({ currentAge: fc.integer({ min: 18, max: 70 }), gap: years, currentSavings: amountOrZero })
    .chain(({ currentAge, gap, currentSavings }) =>
      fc.record({
        currentAge: fc.constant(currentAge),
        retirementAge: fc.constant(currentAge + gap),
        currentSavings: fc.constant(currentSavings),
        monthlyContribution: amountOrZero,
        rate,
      }),
    ),
  savings: fc.record({ initial: amountOrZero, monthly: amountOrZero, rate: rateOrZero, years }),
  compound: fc.record({ principal: amount, rate, years, frequency: fc.constantFrom(1, 2, 4, 12, 365) }),
  roi: fc.record({ initial: amount, final: amount }),
  // A payment that clears the debt within `months` months at most: interest plus debt / months.
  debt: fc
    .record({ debt: amount, rate, months: wholeCount })
    .map(({ debt, rate: r, months }) => ({ debt, rate: r, payment: (debt * r) / 1200 + debt / months })),
  budget: fc.record({
    income: amountOrZero,
    otherIncome: amountOrZero,
    housing: amountOrZero,
    transportation: amountOrZero,
    food: amountOrZero,
    utilities: amountOrZero,
    insurance: amountOrZero,
    healthcare: amountOrZero,
    debtPayments: amountOrZero,
    entertainment: amountOrZero,
    other: amountOrZero,
  }),
  tax: fc.record({ income: amount, filingStatus: fc.constantFrom('single' as const, 'married' as const) }),
  inflation: fc.record({ amount, rate: rateOrZero, years }),
  currency: fc.record({ amount, from: fc.constantFrom(...CURRENCY_CODES), to: fc.constantFrom(...CURRENCY_CODES) }),
  emi: fc.record({ amount, rate, months: wholeCount }),
  sip: fc.record({ monthly: amount, rate: rateOrZero, years }),
  ppf: fc.record({ yearly: amount, rate, years }),
  fd: fc.record({ principal: amount, rate: rateOrZero, years }),
  rd: fc.record({ monthly: amount, rate: rateOrZero, months: wholeCount }),
  gratuity: fc.record({ salary: amount, years: fc.integer({ min: 5, max: 50 }) }),
  npv: fc.record({
    initial: amountOrZero,
    cashFlows: fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 30 }),
    rate: rateOrZero,
  }),
  // An outlay followed by inflows that repay it: a real IRR always exists.
  irr: fc
    .record({ outlay: amount, inflows: fc.array(amount, { minLength: 1, maxLength: 30 }) })
    .filter(({ outlay, inflows }) => inflows.reduce((sum, flow) => sum + flow, 0) > outlay)
    .map(({ outlay, inflows }) => ({ cashFlows: [-outlay, ...inflows] })),
  breakEven: fc
    .record({ fixedCosts: amount, variableCost: amountOrZero, margin: amount })
    .map(({ fixedCosts, variableCost, margin }) => ({ fixedCosts, variableCost, price: variableCost + margin }))
    .filter(({ price, variableCost }) => price > variableCost),
  margin: fc.record({ cost: amount, revenue: amount }),
  discount: fc.record({ price: amount, percent: fc.double({ min: 0, max: 100, noNaN: true }) }),
  tip: fc.record({ bill: amount, percent: rateOrZero, people: fc.integer({ min: 1, max: 100 }) }),
  salary: fc.record({
    amount,
    period: fc.constantFrom('annual', 'monthly', 'biweekly', 'weekly', 'daily', 'hourly' as const),
  }),
  // Debts within 7 % of income leave the 28 % front-end budget whole, and without taxes or fees any budget buys a home.
  affordability: fc
    .record({ income: fc.double({ min: 10_000, max: 1e9, noNaN: true }), debtShare: fc.double({ min: 0, max: 0.07, noNaN: true }), downShare: fc.double({ min: 0, max: 2, noNaN: true }), rate })
    .map(({ income, debtShare, downShare, rate: r }) => ({ income, debts: (income / 12) * debtShare, downPayment: income * downShare, rate: r })),
  rentVsBuy: fc.record({
    price: amount,
    downPaymentPercent: fc.double({ min: 0, max: 99, noNaN: true }),
    rate,
    years,
    stayYears: years,
    rent: amount,
    appreciation: fc.double({ min: -50, max: 50, noNaN: true }),
    investReturn: fc.double({ min: -50, max: 50, noNaN: true }),
  }),
  refinance: fc.record({ balance: amount, currentRate: rate, remainingYears: years, newRate: rate, newYears: years, closingCosts: amountOrZero, financeCosts: fc.boolean() }),
  autoLoan: fc
    .record({ price: amount, share: fc.double({ min: 0, max: 0.9, noNaN: true }), rate, months: wholeCount })
    .map(({ price, share, ...rest }) => ({ price, downPayment: price * share, ...rest })),
  selfEmployment: fc.record({
    netProfit: amount,
    taxYear: fc.constantFrom('2023' as const, '2024' as const, '2025' as const, '2026' as const),
    filingStatus: fc.constantFrom('single' as const, 'married' as const, 'headOfHousehold' as const, 'marriedSeparate' as const),
    wages: amountOrZero,
    incomeTax: amountOrZero,
  }),
  incomeTaxIndia: fc.record({
    income: amount,
    fy: fc.constantFrom('2026-27' as const, '2025-26' as const, '2024-25' as const),
    age: fc.constantFrom('under60' as const, '60to80' as const, 'over80' as const),
    incomeType: fc.constantFrom('salary' as const, 'other' as const),
    deductions: amountOrZero,
  }),
  swp: fc.record({ investment: amount, withdrawal: amount, rate: rateOrZero, years }),
  safeWithdrawal: fc.record({
    portfolio: amount,
    spending: amount,
    years: fc.integer({ min: 1, max: 60 }),
    stocks: fc.integer({ min: 0, max: 100 }),
    fees: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 5, noNaN: true })),
  }),
};

/**
 * For a calculator without its own arbitrary above: its guide's worked example with each number in it scaled by a
 * factor from 1/100 to 100, as typed text; what the calculator rejects it rejects with a message (checked below).
 */
function aroundExample(id: CalculatorId): fc.Arbitrary<Record<string, string>> {
  const example = guideExample(id);
  const numberIn = (field: string) => {
    const parsed = parseAmount(example[field]!);
    return parsed.ok ? parsed.value : Number.NaN;
  };
  const numeric = Object.keys(example).filter((field) => Number.isFinite(numberIn(field)));
  const inputs: Readonly<Record<string, { kind: string }>> = calculators[id].inputs;
  const wholeFields = new Set(numeric.filter((field) => inputs[field]?.kind === 'integer'));
  const factor = fc.double({ min: 0.01, max: 100, noNaN: true });
  return fc
    .record(Object.fromEntries(numeric.map((field) => [field, factor])))
    .map((factors) => ({
      ...example,
      // A whole-number field (people, a term in months) stays whole.
      ...Object.fromEntries(numeric.map((field) => [field, String(wholeFields.has(field) ? Math.max(1, Math.round(numberIn(field) * factors[field]!)) : numberIn(field) * factors[field]!)])),
    }));
}

/** Numbers a page prints exactly: finite, below RESULT_LIMIT (15 significant digits with the cents), never -0. */
function expectCleanNumbers(outcome: Outcome<Record<string, number>>): void {
  if (!isPrintable(outcome)) return;
  for (const value of Object.values(outcome.result)) {
    expect(Math.abs(value)).toBeLessThan(RESULT_LIMIT);
    expect(Object.is(value, -0)).toBe(false);
  }
}

describe('every calculator, for any accepted input', () => {
  it.each(CALCULATOR_IDS)('%s gives finite numbers a page prints exactly, never NaN, Infinity or -0, or says the answer is too large', (id) => {
    const arbitrary = acceptedInputs[id];
    if (arbitrary) {
      const definition = calculators[id] as unknown as { calculate(inputs: unknown): Outcome<Record<string, number>> };
      fc.assert(fc.property(arbitrary as fc.Arbitrary<unknown>, (inputs) => expectCleanNumbers(definition.calculate(inputs))), RUNS);
      return;
    }
    // What it rejects (a scaled count no longer whole, a rule's limit passed) it rejects with a message, checked below.
    const definition = calculators[id];
    fc.assert(
      fc.property(aroundExample(id), (typed) => {
        const outcome = runCalculator(definition, typed);
        if (outcome.ok) expectCleanNumbers(outcome);
      }),
      RUNS,
    );
  });
});

describe('every calculator, for anything typed into the form', () => {
  /** What people might type: numbers of all signs and sizes, blanks, garbage, select values. */
  const typed = fc.oneof(
    fc.constant(''),
    fc.constantFrom('abc', '1e5', '--5', '$$5', '12abc', '1,5', 'NaN', ' '),
    fc.constantFrom('single', 'married', 'USD', 'EUR', 'INR', 'annual', 'hourly', '12', '365', '3'),
    fc.double({ min: -1e12, max: 1e12, noNaN: true }).map(String),
    fc.integer({ min: -10, max: 100 }).map(String),
    fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 6 }).map((flows) => flows.join(', ')),
  );

  it.each(CALCULATOR_IDS)('%s either calculates cleanly or names only its own fields', (id) => {
    const definition = calculators[id];
    const fields = Object.keys(definition.inputs);
    fc.assert(
      fc.property(fc.array(typed, { minLength: fields.length, maxLength: fields.length }), (values) => {
        const raw = Object.fromEntries(fields.map((field, index) => [field, values[index]]));
        const outcome = runCalculator(definition, raw);
        if (outcome.ok) {
          expectCleanNumbers(outcome);
          return;
        }
        for (const error of outcome.errors) {
          expect(fields).toContain(error.field);
          expect(error.message.trim()).not.toBe('');
        }
        // A rejection always says something: a field message or (IRR) a toast.
        expect(outcome.errors.length > 0 || outcome.toast !== undefined).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('repayment', () => {
  it.each([
    ['loan', (p: number, r: number, y: number) => loan.calculate({ amount: p, rate: r, years: y })],
    ['emi', (p: number, r: number, y: number) => emi.calculate({ amount: p, rate: r, months: y * 12 })],
  ] as const)('%s: the total paid is at least the principal', (_name, calculate) => {
    fc.assert(
      fc.property(amount, rate, years, (principal, r, y) => {
        const outcome = calculate(principal, r, y);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        const total = 'totalPayment' in outcome.result ? outcome.result.totalPayment : outcome.result.totalAmount;
        expect(total).toBeGreaterThanOrEqual(principal);
      }),
      RUNS,
    );
  });

  it('mortgage: the total paid is at least the amount borrowed', () => {
    fc.assert(
      fc.property(acceptedInputs.mortgage!, (inputs) => {
        const outcome = mortgage.calculate(inputs);
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect(outcome.result.totalPayment).toBeGreaterThanOrEqual(outcome.result.loanAmount);
      }),
      RUNS,
    );
  });
});

describe('growth', () => {
  it('investment: the future value grows with the rate', () => {
    fc.assert(
      fc.property(
        amount,
        amountOrZero,
        rate,
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        years,
        (initial, monthly, low, step, y) => {
          const at = (r: number): number | null => {
            const outcome = investment.calculate({ initial, monthly, rate: r, years: y });
            return isPrintable(outcome) ? outcome.result.futureValue : null;
          };
          const [lower, higher] = [at(low), at(low + step)];
          // Beyond RESULT_LIMIT there is no figure to compare.
          if (lower !== null && higher !== null) expect(higher).toBeGreaterThan(lower);
        },
      ),
      RUNS,
    );
  });
});

describe('parseAmount round trips', () => {
  const cents = fc.integer({ min: -1e12, max: 1e12 }).map((n) => n / 100);

  it('reads back en-US and en-IN grouped numbers', () => {
    const us = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const india = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseAmount(us.format(value))).toEqual({ ok: true, value: value === 0 ? 0 : value });
        expect(parseAmount(india.format(value))).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
      RUNS,
    );
  });

  it('reads back what formatMoney shows for $, ₹, €, £ and ¥', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom('USD', 'INR', 'EUR', 'GBP', 'JPY' as const), (value, code) => {
        expect(parseAmount(formatMoney(value, code))).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
      RUNS,
    );
  });
});
