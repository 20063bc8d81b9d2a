/**
 * DATED.md "Loan events: loan, mortgage, EMI": prepayments, a yearly prepayment and rate changes, on the engine
 * (loans/loanEvents.ts) and on the three calculators.
 *
 * Expected values come from three places, never from the code under test:
 * - `reference` below: an independent, plainly written schedule in integer cents that follows DATED.md's words step by
 *   step (each month's interest worked with exact integer arithmetic, halves up, as a lender's decimal arithmetic does);
 * - arithmetic worked by hand in the comments (the 12-month and 6-month loans written out cent by cent);
 * - two published illustrations: the SAS/ETS LOAN procedure's prepayment example and a home-loan prepayment
 *   illustration by Paisabazaar's head of home loans, published by Mint (cited where they are used).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emi, loan, mortgage, readInputs, runCalculator, runCalculatorWithDetails } from '@/lib/finance';
import type { EventLoan } from '@/lib/finance/loans/eventFields';
import { eventSchedule } from '@/lib/finance/loans/loanEvents';
import { amortizationSchedule, type ScheduleRow } from '@/lib/finance/loans/schedule';
import { expectRejected, resultOf } from './helpers';

// ------------------------------------------------------------------------------------------------ the reference loop

type Effect = 'tenure' | 'payment';

/** A loan with events as a reader would describe it, in dollars (or rupees) and % a year. */
interface Plan {
  readonly principal: number;
  readonly annualPercent: number;
  readonly months: number;
  readonly extraMonthly?: number;
  /** [month, amount] pairs, as listed (a month may come twice). */
  readonly prepayments?: readonly (readonly [number, number])[];
  readonly yearlyPrepayment?: number;
  /** [month, % a year] pairs. */
  readonly rateChanges?: readonly (readonly [number, number])[];
  readonly prepaymentEffect?: Effect;
  readonly rateChangeEffect?: Effect;
}

/** One month of the reference schedule, every figure in integer cents. */
interface Month {
  readonly period: number;
  readonly opening: number;
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  readonly extra: number;
  readonly balance: number;
}

interface Reference {
  readonly months: readonly Month[];
  /** The level payment P when the schedule ends (DATED.md `finalPayment`), in cents. */
  readonly finalPayment: number;
  /** The end month E when the schedule ends. */
  readonly end: number;
  /** Each month in which the ten-year cap raised P, with the new P in cents. */
  readonly raised: readonly { month: number; payment: number }[];
  /** The schedule's interest, in cents. */
  readonly interest: number;
}

const toCentsExact = (amount: number): number => Math.round(amount * 100);

/**
 * A month's interest in cents: balance × annual % / 1200, rounded to the cent, halves up. The rate is carried as an
 * integer in 1/10,000ths of a percent and the division done on BigInts, so nothing here depends on binary fractions.
 */
function monthInterest(balanceCents: number, annualPercent: number): number {
  const rate = BigInt(Math.round(annualPercent * 10_000));
  const numerator = BigInt(balanceCents) * rate;
  const denominator = 1200n * 10_000n;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** pmt(balance, rate, months) rounded to the cent: balance × r / (1 − (1 + r)^−months), r = annual % / 1200. */
function levelPayment(balanceCents: number, annualPercent: number, months: number): number {
  const r = annualPercent / 1200;
  return Math.round(((balanceCents / 100) * r * 100) / (1 - Math.pow(1 + r, -months)));
}

/**
 * DATED.md's schedule, written from its words: P the payment rounded to the cent, an end month E (at first n), and at
 * the start of each month m, in this order:
 *   1. a rate change taking effect in month m sets the rate; with `payment` P ← pmt(balance, rate, E − m + 1); with
 *      `tenure` E ← the month in which paying P at the new rate, with no further events or extra, clears the balance;
 *   2. when month m − 1 had a prepayment (listed or yearly): the same, as `prepaymentEffect` says;
 *   3. when E would come more than 120 months after n, or never (P not above the month's interest): E ← n + 120 and
 *      P ← pmt(balance, rate, E − m + 1).
 * Steps 1 and 2 only while E − m + 1 ≥ 1. Then the month is paid: interest = balance × rate / 1200 to the cent;
 * payment = min(P, balance + interest), month E the whole balance + interest; extra = min(extraMonthly + the month's
 * prepayments, balance left after the principal). The schedule ends when the balance is 0.00.
 * `withPrepayments: false` drops the prepayments and the extra, keeping the rate changes (what savings are measured
 * against).
 */
function reference(plan: Plan, { withPrepayments = true } = {}): Reference {
  const n = plan.months;
  const limit = n + 120;
  const prepaid = new Map<number, number>();
  if (withPrepayments) {
    for (const [month, amount] of plan.prepayments ?? []) prepaid.set(month, (prepaid.get(month) ?? 0) + toCentsExact(amount));
    if ((plan.yearlyPrepayment ?? 0) > 0) for (let month = 12; month <= n; month += 12) prepaid.set(month, (prepaid.get(month) ?? 0) + toCentsExact(plan.yearlyPrepayment!));
  }
  const extraEachMonth = withPrepayments ? toCentsExact(plan.extraMonthly ?? 0) : 0;
  const newRates = new Map(plan.rateChanges ?? []);
  const prepaymentEffect = plan.prepaymentEffect ?? 'tenure';
  const rateChangeEffect = plan.rateChangeEffect ?? 'payment';

  let rate = plan.annualPercent;
  let balance = toCentsExact(plan.principal);
  let P = levelPayment(balance, rate, n);
  let E = n;
  const months: Month[] = [];
  const raised: { month: number; payment: number }[] = [];

  /** The month, from m on, in which paying P at the current rate clears the balance; Infinity for never (or too late). */
  const clearedIn = (m: number): number => {
    let owed = balance;
    for (let month = m; month <= limit + 1; month += 1) {
      const interest = monthInterest(owed, rate);
      if (P >= owed + interest) return month;
      if (P <= interest) return Infinity;
      owed -= P - interest;
    }
    return Infinity;
  };

  for (let m = 1; balance > 0; m += 1) {
    const newRate = newRates.get(m);
    if (newRate !== undefined && E - m + 1 >= 1) {
      rate = newRate;
      if (rateChangeEffect === 'payment') P = levelPayment(balance, rate, E - m + 1);
      else E = clearedIn(m);
    }
    if ((prepaid.get(m - 1) ?? 0) > 0 && E - m + 1 >= 1) {
      if (prepaymentEffect === 'payment') P = levelPayment(balance, rate, E - m + 1);
      else E = clearedIn(m);
    }
    if (E > limit) {
      E = limit;
      P = levelPayment(balance, rate, E - m + 1);
      raised.push({ month: m, payment: P });
    }
    const opening = balance;
    const interest = monthInterest(balance, rate);
    const payment = m === E ? balance + interest : Math.min(P, balance + interest);
    const principal = payment - interest;
    balance -= principal;
    const extra = Math.min(extraEachMonth + (prepaid.get(m) ?? 0), balance);
    balance -= extra;
    months.push({ period: m, opening, payment, principal, interest, extra, balance });
  }
  return { months, finalPayment: P, end: E, raised, interest: months.reduce((total, month) => total + month.interest, 0) };
}

// ------------------------------------------------------------------------------------------------ bridges to the code

const flat = (pairs: readonly (readonly [number, number])[] | undefined): number[] => (pairs ?? []).flatMap(([month, figure]) => [month, figure]);

/** The plan as the engine takes it. */
const eventLoan = (plan: Plan): EventLoan => ({
  principal: plan.principal,
  annualPercent: plan.annualPercent,
  months: plan.months,
  extraMonthly: plan.extraMonthly ?? 0,
  events: {
    prepayments: flat(plan.prepayments),
    yearlyPrepayment: plan.yearlyPrepayment ?? 0,
    rateChanges: flat(plan.rateChanges),
    prepaymentEffect: plan.prepaymentEffect ?? 'tenure',
    rateChangeEffect: plan.rateChangeEffect ?? 'payment',
  },
});

/** A schedule's rows back in whole cents (they are cents / 100 already), without the event marks. */
const inCents = (rows: readonly ScheduleRow[]): Month[] =>
  rows.map((row) => ({
    period: row.period,
    opening: Math.round(row.opening * 100),
    payment: Math.round(row.payment * 100),
    principal: Math.round(row.principal * 100),
    interest: Math.round(row.interest * 100),
    extra: Math.round(row.extra * 100),
    balance: Math.round(row.balance * 100),
  }));

/** The engine's schedule for a plan, in cents. */
const engineMonths = (plan: Plan, options?: { withPrepayments: boolean }): Month[] => inCents(eventSchedule(eventLoan(plan), options).monthly);

/** DATED.md's results, worked from the reference: the plan, and (paying ahead) what it saves against the same rates. */
function referenceResults(plan: Plan) {
  const withThem = reference(plan);
  const results: Record<string, number> = { payoffMonths: withThem.months.length, totalInterestPlan: withThem.interest / 100, finalPayment: withThem.finalPayment / 100 };
  const paysAhead = (plan.prepayments ?? []).length > 0 || (plan.yearlyPrepayment ?? 0) > 0 || (plan.extraMonthly ?? 0) > 0;
  if (!paysAhead) return results;
  const without = reference(plan, { withPrepayments: false });
  return { ...results, interestSaved: (without.interest - withThem.interest) / 100, monthsSaved: without.months.length - withThem.months.length };
}

const usd = (value: number): string => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const inr = (value: number): string => value.toLocaleString('en-IN', { style: 'currency', currency: 'INR' });

/** The loan page's inputs as typed: $100,000 at 7 % for 10 years (120 months). */
const LOAN = { amount: '100000', rate: '7', years: '10' } as const;
const LOAN_PLAN: Plan = { principal: 100_000, annualPercent: 7, months: 120 };
const NO_EVENTS = { prepayments: [], yearlyPrepayment: 0, rateChanges: [], prepaymentEffect: 'tenure', rateChangeEffect: 'payment' } as const;

// ------------------------------------------------------------------------------------------------------------ rules

describe('the reference loop itself', () => {
  it('works the textbook loan by hand: $10,000 at 12 % for 12 months pays $888.49', () => {
    // r = 0.01; P = 10,000 × 0.01 / (1 − 1.01^−12) = 100 / 0.112550775 = 888.4879 → 888.49.
    // Month 1: interest 10,000.00 × 12 / 1200 = 100.00; principal 788.49; balance 9,211.51.
    // Month 2: interest 9,211.51 × 0.01 = 92.1151 → 92.12; principal 796.37; balance 8,415.14.
    const own = reference({ principal: 10_000, annualPercent: 12, months: 12 });
    expect(own.months[0]).toEqual({ period: 1, opening: 1_000_000, payment: 88_849, principal: 78_849, interest: 10_000, extra: 0, balance: 921_151 });
    expect(own.months[1]).toMatchObject({ interest: 9212, principal: 79_637, balance: 841_514 });
    // Halves go up, the rest to the nearest cent: 300 cents × 2 % / 12 = 0.5 → 1; 900 × 2 % / 12 = 1.5 → 2;
    // 150 × 2 % / 12 = 0.25 → 0; 1,005 × 6 % / 12 = 5.025 → 5.
    expect([monthInterest(300, 2), monthInterest(900, 2), monthInterest(150, 2), monthInterest(1005, 6)]).toEqual([1, 2, 0, 5]);
  });
});

describe('the engine against the reference on many loans', () => {
  /** A loan with up to three prepayments, a yearly prepayment, up to three rate changes and either effect of each. */
  const plans = fc
    .record({
      cents: fc.integer({ min: 100_000, max: 100_000_000 }),
      basis: fc.integer({ min: 50, max: 2000 }),
      months: fc.integer({ min: 12, max: 360 }),
      prepayments: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 5_000_000 })), { maxLength: 3 }),
      yearly: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_000 })),
      extra: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
      rateMonths: fc.uniqueArray(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
      rates: fc.array(fc.integer({ min: 25, max: 2400 }), { minLength: 3, maxLength: 3 }),
      prepaymentEffect: fc.constantFrom<Effect>('tenure', 'payment'),
      rateChangeEffect: fc.constantFrom<Effect>('tenure', 'payment'),
    })
    .map(({ cents, basis, months, prepayments, yearly, extra, rateMonths, rates, prepaymentEffect, rateChangeEffect }): Plan => {
      const changeMonths = [...new Set(rateMonths.map((share) => 2 + Math.floor(share * (months - 1.0001))))].sort((a, b) => a - b);
      return {
        principal: cents / 100,
        annualPercent: basis / 100,
        months,
        extraMonthly: extra / 100,
        prepayments: prepayments.map(([share, amount]) => [1 + Math.floor(share * (months - 0.0001)), amount / 100] as const),
        yearlyPrepayment: yearly / 100,
        rateChanges: changeMonths.map((month, index) => [month, rates[index]! / 100] as const),
        prepaymentEffect,
        rateChangeEffect,
      };
    });

  it('gives the reference’s schedule, final payment and savings, month by month, on 300 random loans with events', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const engine = eventSchedule(eventLoan(plan));
        const own = reference(plan);
        expect(inCents(engine.monthly)).toEqual(own.months);
        expect(Math.round(engine.finalPayment * 100)).toBe(own.finalPayment);
        expect(inCents(eventSchedule(eventLoan(plan), { withPrepayments: false }).monthly)).toEqual(reference(plan, { withPrepayments: false }).months);
      }),
      { numRuns: 300, seed: 47 },
    );
  });
});

describe('1. no events: DEPTH.md’s schedule to the cent', () => {
  const loans: readonly { name: string; plan: Plan }[] = [
    { name: 'short: $10,000 at 8 % over 10 months', plan: { principal: 10_000, annualPercent: 8, months: 10 } },
    { name: '30-year: $200,000 at 6 %', plan: { principal: 200_000, annualPercent: 6, months: 360 } },
    { name: '30-year: $320,000 at 6.5 %', plan: { principal: 320_000, annualPercent: 6.5, months: 360 } },
    { name: 'odd rate: $12,345.67 at 7.37 % over 61 months', plan: { principal: 12_345.67, annualPercent: 7.37, months: 61 } },
    { name: 'odd rate: ₹47,50,000 at 8.65 % over 247 months', plan: { principal: 4_750_000, annualPercent: 8.65, months: 247 } },
    { name: 'P rounded up ends a month early: $1.07 at 1 % over 24 months', plan: { principal: 1.07, annualPercent: 1, months: 24 } },
  ];

  for (const { name, plan } of loans) {
    it(`eventSchedule with no events equals amortizationSchedule row by row: ${name}`, () => {
      const plain = amortizationSchedule(plan);
      const events = eventSchedule({ ...plan, events: NO_EVENTS });
      expect(inCents(events.monthly)).toEqual(inCents(plain.monthly));
      expect(events.totals).toEqual(plain.totals);
      expect(events.payment).toBe(plain.payment);
      expect(events.monthly.every((row) => row.event === undefined)).toBe(true);
      // And both are the reference's.
      expect(inCents(plain.monthly)).toEqual(reference(plan).months);
    });

    it(`with only extraMonthly, eventSchedule still equals amortizationSchedule: ${name}`, () => {
      const extraMonthly = Math.max(0.01, Math.round(plan.principal / plan.months) / 4);
      const plain = amortizationSchedule({ ...plan, extraMonthly });
      const events = eventSchedule({ ...plan, extraMonthly, events: NO_EVENTS });
      expect(inCents(events.monthly)).toEqual(inCents(plain.monthly));
      expect(inCents(events.monthly)).toEqual(reference({ ...plan, extraMonthly }).months);
    });
  }

  it('ends a month early on $1.07 at 1 % over 24 months, as DEPTH.md allows', () => {
    // P = 1.07 × (0.01/12) / (1 − (1 + 0.01/12)^−24) = 0.04505… → 0.05 (rounded up). The interest is 107 × 0.01 / 12
    // = 0.09 of a cent → 0.00 every month, so 21 payments of 0.05 leave 1.07 − 1.05 = 0.02, paid in month 22 of 24.
    const events = eventSchedule({ principal: 1.07, annualPercent: 1, months: 24, events: NO_EVENTS });
    expect(events.payment).toBe(0.05);
    expect(events.monthly).toHaveLength(22);
    expect(events.monthly.at(-1)).toMatchObject({ period: 22, payment: 0.02, interest: 0, balance: 0 });
  });

  it('matches the SAS/ETS LOAN procedure’s published example with and without $500 prepaid every month', () => {
    // SAS/ETS User's Guide, The LOAN Procedure, Example 17.3 "Prepayments on a Loan":
    // https://support.sas.com/documentation/cdl/en/etsug/67525/HTML/default/etsug_loan_examples03.htm
    // $240,000 for 30 years at 8.25 %: payment 1803.04, total interest 409094.17 over 360 payments; with prepay=500
    // (paid with each payment): total interest 183650.70 over 184 payments.
    const plan = { principal: 240_000, annualPercent: 8.25, months: 360 };
    const plain = eventSchedule({ ...plan, events: NO_EVENTS });
    expect(plain.payment).toBe(1803.04);
    expect(plain.totals.interest).toBeCloseTo(409_094.17, 2);
    expect(plain.monthly).toHaveLength(360);
    const prepaid = eventSchedule({ ...plan, extraMonthly: 500, events: NO_EVENTS });
    expect(prepaid.totals.interest).toBeCloseTo(183_650.7, 2);
    expect(prepaid.monthly).toHaveLength(184);
  });

  it('leaves the calculators’ results without events as they were: no totalInterestPlan or finalPayment', () => {
    const blank = { prepayments: '', yearlyPrepayment: '', rateChanges: '' };
    const plainLoan = resultOf(runCalculator(loan, { ...LOAN, ...blank }));
    expect(Object.keys(plainLoan)).toEqual(['monthlyPayment', 'totalPayment', 'totalInterest']);
    const plainEmi = resultOf(runCalculator(emi, { amount: '500000', rate: '10', months: '60', ...blank }));
    expect(Object.keys(plainEmi)).toEqual(['emi', 'totalAmount', 'totalInterest', 'principal']);
    const plainHome = resultOf(runCalculator(mortgage, { price: '400000', downPayment: '80000', rate: '6.5', years: '30', ...blank }));
    expect(Object.keys(plainHome)).toEqual(['loanAmount', 'monthlyPayment', 'totalPayment', 'totalInterest']);
    // With extraMonthly alone, DEPTH.md's results and nothing of DATED.md's.
    const extra = resultOf(runCalculator(loan, { ...LOAN, ...blank, extraMonthly: '200' }));
    expect(extra).not.toHaveProperty('totalInterestPlan');
    expect(extra).not.toHaveProperty('finalPayment');
    const own = reference({ ...LOAN_PLAN, extraMonthly: 200 });
    const without = reference(LOAN_PLAN);
    expect(extra).toMatchObject({ payoffMonths: own.months.length, monthsSaved: 120 - own.months.length });
    expect(extra['interestSaved']).toBeCloseTo((without.interest - own.interest) / 100, 2);
  });
});

describe('2. prepayments with `tenure`', () => {
  it('a prepayment in month 12 with `tenure` keeps the payment and ends the loan sooner', () => {
    const plan: Plan = { ...LOAN_PLAN, prepayments: [[12, 10_000]], prepaymentEffect: 'tenure' };
    const own = reference(plan);
    const months = engineMonths(plan);
    expect(months).toEqual(own.months);
    const P = levelPayment(10_000_000, 7, 120);
    // Every month but the last pays the same P; the loan ends well before month 120.
    expect(months.slice(0, -1).every((month) => month.payment === P)).toBe(true);
    expect(months.length).toBeLessThan(120);
    expect(months.at(-1)!.payment).toBeLessThanOrEqual(P);
    expect(months.at(-1)!.balance).toBe(0);
    expect(eventSchedule(eventLoan(plan)).finalPayment).toBe(P / 100);
  });

  it('pays the prepayment after that month’s payment: month 12’s interest is on the whole balance and its extra holds it', () => {
    const plan: Plan = { ...LOAN_PLAN, prepayments: [[12, 10_000]] };
    const months = engineMonths(plan);
    const plain = reference(LOAN_PLAN).months;
    // Months 1–12 are the plain schedule's up to the payment: the same opening, interest and principal.
    for (let index = 0; index < 12; index += 1) expect(months[index]).toMatchObject({ opening: plain[index]!.opening, interest: plain[index]!.interest, principal: plain[index]!.principal });
    expect(months[11]!.extra).toBe(1_000_000);
    expect(months[11]!.balance).toBe(plain[11]!.balance - 1_000_000);
    // Month 13 then charges interest on what is left after the prepayment.
    expect(months[12]!.opening).toBe(plain[11]!.balance - 1_000_000);
    expect(months[12]!.interest).toBe(monthInterest(plain[11]!.balance - 1_000_000, 7));
    expect(eventSchedule(eventLoan(plan)).monthly[11]!.event).toContain('prepayment');
  });

  it('works a 6-month loan with a prepayment in month 2 by hand', () => {
    // $6,000 at 12 % for 6 months: r = 0.01, P = 60 / (1 − 1.01^−6) = 60 / 0.0579548 = 1,035.2904 → 1,035.29.
    // Month 1: interest 60.00; principal 975.29; balance 5,024.71.
    // Month 2: interest 50.2471 → 50.25; principal 985.04; 4,039.67 left; the prepayment 2,000.00 → 2,039.67.
    // Month 3 (`tenure`: E is the month P clears the balance): interest 20.3967 → 20.40; principal 1,014.89; 1,024.78.
    // Month 4: interest 10.2478 → 10.25; 1,024.78 + 10.25 = 1,035.03 ≤ P, so month 4 settles with 1,035.03. Ends in 4.
    const months = engineMonths({ principal: 6000, annualPercent: 12, months: 6, prepayments: [[2, 2000]] });
    expect(months).toEqual([
      { period: 1, opening: 600_000, payment: 103_529, principal: 97_529, interest: 6000, extra: 0, balance: 502_471 },
      { period: 2, opening: 502_471, payment: 103_529, principal: 98_504, interest: 5025, extra: 200_000, balance: 203_967 },
      { period: 3, opening: 203_967, payment: 103_529, principal: 101_489, interest: 2040, extra: 0, balance: 102_478 },
      { period: 4, opening: 102_478, payment: 103_503, principal: 102_478, interest: 1025, extra: 0, balance: 0 },
    ]);
  });

  it('a prepayment larger than the balance left pays only the balance (extra = min(prepayment, balance))', () => {
    // $10,000 at 8 % over 10 months (P 1,037.03): month 3 leaves 8,052.81 − (1,037.03 − 53.69) = 7,069.47 after its
    // principal, so a 1,000,000 prepayment in month 3 pays 7,069.47 and the loan ends there.
    const plan: Plan = { principal: 10_000, annualPercent: 8, months: 10, prepayments: [[3, 1_000_000]] };
    const months = engineMonths(plan);
    expect(months).toEqual(reference(plan).months);
    expect(months).toHaveLength(3);
    expect(months[2]).toMatchObject({ interest: 5369, principal: 98_334, extra: 706_947, balance: 0 });
    const result = resultOf(runCalculator(emi, { amount: '10000', rate: '8', months: '10', prepayments: '3 1000000' }));
    expect(result['payoffMonths']).toBe(3);
    expect(result['monthsSaved']).toBe(7);
  });
});

describe('3. prepayments with `payment`', () => {
  it('a prepayment in month 24 with `payment` recasts P = pmt(balance, rate, E − m) from month 25 and keeps the end month n', () => {
    const plan: Plan = { ...LOAN_PLAN, prepayments: [[24, 20_000]], prepaymentEffect: 'payment' };
    const months = engineMonths(plan);
    expect(months).toEqual(reference(plan).months);
    const P0 = levelPayment(10_000_000, 7, 120);
    const recast = levelPayment(months[23]!.balance, 7, 120 - 24);
    expect(recast).toBeLessThan(P0);
    expect(months.slice(0, 24).every((month) => month.payment === P0)).toBe(true);
    expect(months.slice(24, 119).every((month) => month.payment === recast)).toBe(true);
    expect(months).toHaveLength(120);
    expect(months.at(-1)!.balance).toBe(0);
    expect(eventSchedule(eventLoan(plan)).finalPayment).toBe(recast / 100);
  });

  it('works a 6-month loan with a prepayment in month 2 and `payment` by hand', () => {
    // As above to month 2: 2,039.67 left after the prepayment. Month 3: P ← pmt(2,039.67, 1 %, 6 − 3 + 1 = 4)
    // = 20.3967 / (1 − 1.01^−4) = 20.3967 / 0.0390197 = 522.73. Month 3: interest 20.40; principal 502.33; 1,537.34.
    // Month 4: interest 15.3734 → 15.37; principal 507.36; 1,029.98. Month 5: interest 10.2998 → 10.30; principal
    // 512.43; 517.55. Month 6 (E = n): interest 5.1755 → 5.18; it pays 517.55 + 5.18 = 522.73.
    const months = engineMonths({ principal: 6000, annualPercent: 12, months: 6, prepayments: [[2, 2000]], prepaymentEffect: 'payment' });
    expect(months.map((month) => [month.payment, month.interest, month.balance])).toEqual([
      [103_529, 6000, 502_471],
      [103_529, 5025, 203_967],
      [52_273, 2040, 153_734],
      [52_273, 1537, 102_998],
      [52_273, 1030, 51_755],
      [52_273, 518, 0],
    ]);
  });

  it('recasts again after each prepayment, always to the same end month', () => {
    const plan: Plan = { ...LOAN_PLAN, prepayments: [[12, 5000], [60, 5000], [100, 5000]], prepaymentEffect: 'payment' };
    const months = engineMonths(plan);
    expect(months).toEqual(reference(plan).months);
    expect(months).toHaveLength(120);
    expect(months[60]!.payment).toBe(levelPayment(months[59]!.balance, 7, 60));
    expect(months[100]!.payment).toBe(levelPayment(months[99]!.balance, 7, 20));
  });
});

describe('4. the yearly prepayment', () => {
  it('marks a month only where a prepayment pays something: not month 60, which settles a 60-month loan with nothing left to prepay', () => {
    const schedule = eventSchedule(eventLoan({ principal: 20_000, annualPercent: 9, months: 60, yearlyPrepayment: 1000, prepaymentEffect: 'payment' }));
    expect(schedule.monthly.filter((row) => row.event).map((row) => row.period)).toEqual([12, 24, 36, 48]);
    expect(schedule.monthly.at(-1)).toMatchObject({ period: 60, extra: 0, balance: 0 });
  });

  it('is paid after months 12, 24, … up to the term only: months 12 and 24 of a 30-month loan', () => {
    const plan: Plan = { principal: 30_000, annualPercent: 9, months: 30, yearlyPrepayment: 1000 };
    const schedule = eventSchedule(eventLoan(plan));
    const months = inCents(schedule.monthly);
    expect(months).toEqual(reference(plan).months);
    expect(months.filter((month) => month.extra > 0).map((month) => month.period)).toEqual([12, 24]);
    expect(months[11]!.extra).toBe(100_000);
    expect(months[23]!.extra).toBe(100_000);
    expect(schedule.monthly.filter((row) => row.event?.includes('prepayment')).map((row) => row.period)).toEqual([12, 24]);
  });

  it('adds to a listed prepayment in the same month', () => {
    const plan: Plan = { ...LOAN_PLAN, yearlyPrepayment: 2000, prepayments: [[24, 3000]] };
    const months = engineMonths(plan);
    expect(months).toEqual(reference(plan).months);
    expect(months[23]!.extra).toBe(500_000);
    expect(months[11]!.extra).toBe(200_000);
  });

  it('through the calculator: a yearly prepayment gives the reference’s results', () => {
    const result = resultOf(runCalculator(loan, { ...LOAN, yearlyPrepayment: '2500' }));
    const own = referenceResults({ ...LOAN_PLAN, yearlyPrepayment: 2500 });
    expect(result).toMatchObject({ payoffMonths: own['payoffMonths'], monthsSaved: own['monthsSaved'], finalPayment: own['finalPayment'] });
    expect(result['interestSaved']).toBeCloseTo(own['interestSaved']!, 2);
    expect(result['totalInterestPlan']).toBeCloseTo(own['totalInterestPlan']!, 2);
  });
});

describe('5. rate changes', () => {
  const HOME: Plan = { principal: 200_000, annualPercent: 6, months: 360 };

  it('with `payment`, a new rate from month 61 gives a new payment to the same end month', () => {
    const plan: Plan = { ...HOME, rateChanges: [[61, 7.5]], rateChangeEffect: 'payment' };
    const schedule = eventSchedule(eventLoan(plan));
    const months = inCents(schedule.monthly);
    expect(months).toEqual(reference(plan).months);
    const newP = levelPayment(months[59]!.balance, 7.5, 300);
    expect(months[60]!.interest).toBe(monthInterest(months[59]!.balance, 7.5));
    expect(months.slice(60, 359).every((month) => month.payment === newP)).toBe(true);
    expect(months).toHaveLength(360);
    expect(schedule.finalPayment).toBe(newP / 100);
    expect(schedule.monthly[60]!.event).toBe('rate 7.5 %');
  });

  it('with `tenure`, a rate rise keeps the payment and lengthens the loan', () => {
    const plan: Plan = { ...HOME, rateChanges: [[61, 6.5]], rateChangeEffect: 'tenure' };
    const own = reference(plan);
    const months = engineMonths(plan);
    expect(months).toEqual(own.months);
    const P = levelPayment(20_000_000, 6, 360);
    expect(months.slice(0, -1).every((month) => month.payment === P)).toBe(true);
    expect(months.length).toBeGreaterThan(360);
    expect(months.length).toBeLessThanOrEqual(480);
    expect(own.raised).toEqual([]);
  });

  it('with `tenure`, a rate cut keeps the payment and shortens the loan', () => {
    const plan: Plan = { ...HOME, rateChanges: [[61, 5]], rateChangeEffect: 'tenure' };
    const months = engineMonths(plan);
    expect(months).toEqual(reference(plan).months);
    const P = levelPayment(20_000_000, 6, 360);
    expect(months.slice(0, -1).every((month) => month.payment === P)).toBe(true);
    expect(months.length).toBeLessThan(360);
  });

  it('follows several rate changes, each from its own month, with either effect', () => {
    for (const rateChangeEffect of ['payment', 'tenure'] as const) {
      const plan: Plan = { ...HOME, rateChanges: [[13, 6.75], [37, 5.9], [85, 7.1]], rateChangeEffect };
      expect(engineMonths(plan)).toEqual(reference(plan).months);
    }
  });

  it('works a 12-month loan in full, every month’s cents written out: $12,000 at 12 %, 18 % from month 7', () => {
    // Worked with Python's decimal module (halves up), a third implementation, and checked by hand where shown.
    // P = 120 / (1 − 1.01^−12) = 120 / 0.1125508 = 1,066.185 → 1,066.19. Months 1–6 at 1 % a month:
    //   month  interest  payment   balance
    //   1      120.00    1066.19   11053.81
    //   2      110.54    1066.19   10098.16
    //   3      100.98    1066.19    9132.95
    //   4       91.33    1066.19    8158.09
    //   5       81.58    1066.19    7173.48
    //   6       71.73    1066.19    6179.02
    // Month 7 at 1.5 % a month: interest 6,179.02 × 0.015 = 92.6853 → 92.69.
    // `payment`: P ← pmt(6,179.02, 18 %, 12 − 7 + 1 = 6) = 92.6853 / (1 − 1.015^−6) = 92.6853 / 0.0854578 = 1,084.57.
    //   7  92.69 1084.57 5187.14 | 8  77.81 1084.57 4180.38 | 9  62.71 1084.57 3158.52 | 10 47.38 1084.57 2121.33
    //   11 31.82 1084.57 1068.58 | 12 16.03 and month 12 settles 1,068.58 + 16.03 = 1,084.61.
    // `tenure`: P stays 1,066.19 and E ← 13 (month 12 would leave 114.53):
    //   7  92.69 1066.19 5205.52 | 8  78.08 1066.19 4217.41 | 9  63.26 1066.19 3214.48 | 10 48.22 1066.19 2196.51
    //   11 32.95 1066.19 1163.27 | 12 17.45 1066.19  114.53 | 13 1.72, settling 114.53 + 1.72 = 116.25.
    const firstSix = [[12_000, 106_619, 1_105_381], [11_054, 106_619, 1_009_816], [10_098, 106_619, 913_295], [9133, 106_619, 815_809], [8158, 106_619, 717_348], [7173, 106_619, 617_902]];
    const plan: Plan = { principal: 12_000, annualPercent: 12, months: 12, rateChanges: [[7, 18]] };
    const figures = (months: readonly Month[]) => months.map((month) => [month.interest, month.payment, month.balance]);
    expect(figures(engineMonths({ ...plan, rateChangeEffect: 'payment' }))).toEqual([
      ...firstSix,
      [9269, 108_457, 518_714], [7781, 108_457, 418_038], [6271, 108_457, 315_852], [4738, 108_457, 212_133], [3182, 108_457, 106_858], [1603, 108_461, 0],
    ]);
    expect(figures(engineMonths({ ...plan, rateChangeEffect: 'tenure' }))).toEqual([
      ...firstSix,
      [9269, 106_619, 520_552], [7808, 106_619, 421_741], [6326, 106_619, 321_448], [4822, 106_619, 219_651], [3295, 106_619, 116_327], [1745, 106_619, 11_453], [172, 11_625, 0],
    ]);
  });

  it('by default a rate change keeps the end month on the loan and mortgage pages (`payment`) and the EMI on the EMI page (`tenure`)', () => {
    const onLoan = resultOf(runCalculator(loan, { ...LOAN, rateChanges: '25 8.9' }));
    expect(onLoan['payoffMonths']).toBe(referenceResults({ ...LOAN_PLAN, rateChanges: [[25, 8.9]], rateChangeEffect: 'payment' })['payoffMonths']);
    expect(onLoan['payoffMonths']).toBe(120);
    const onHome = resultOf(runCalculator(mortgage, { price: '250000', downPayment: '50000', rate: '6', years: '30', rateChanges: '25 8.9' }));
    expect(onHome['payoffMonths']).toBe(360);
    const onEmi = resultOf(runCalculator(emi, { amount: '100000', rate: '7', months: '120', rateChanges: '25 8.9' }));
    const tenure = referenceResults({ ...LOAN_PLAN, rateChanges: [[25, 8.9]], rateChangeEffect: 'tenure' });
    expect(onEmi['payoffMonths']).toBe(tenure['payoffMonths']);
    expect(onEmi['payoffMonths']).toBeGreaterThan(120);
    expect(onEmi['finalPayment']).toBe(levelPayment(10_000_000, 7, 120) / 100);
  });

  it('a rate change on the last month still applies to that month', () => {
    const plan: Plan = { principal: 10_000, annualPercent: 8, months: 10, rateChanges: [[10, 12]] };
    const months = engineMonths(plan);
    expect(months).toEqual(reference(plan).months);
    // Month 10 (E): 1,030.20 × 12 / 1200 = 10.302 → 10.30, and it settles 1,030.20 + 10.30 = 1,040.50.
    expect(months[9]).toMatchObject({ opening: 103_020, interest: 1030, payment: 104_050, balance: 0 });
  });
});

describe('6. the order within one month: the rate change, then last month’s prepayment', () => {
  it('rate change (`payment`) and prepayment (`tenure`) in month 25: the new payment is worked first, over n − m + 1 months', () => {
    // Rate first: P ← pmt(balance, 8 %, 360 − 25 + 1); then the prepayment's `tenure` finds the month that P clears the
    // (already prepaid) balance: about month 360, so the loan keeps its term at a lower payment. Were the prepayment
    // first, E would move well before 360 and the new rate's payment would be worked to that earlier month instead.
    const plan: Plan = { principal: 200_000, annualPercent: 6, months: 360, prepayments: [[24, 30_000]], rateChanges: [[25, 8]], prepaymentEffect: 'tenure', rateChangeEffect: 'payment' };
    const own = reference(plan);
    const months = engineMonths(plan);
    expect(months).toEqual(own.months);
    const P = levelPayment(months[23]!.balance, 8, 336);
    expect(months[24]!.payment).toBe(P);
    expect(months.length).toBeGreaterThanOrEqual(359);
    expect(months.length).toBeLessThanOrEqual(360);
  });

  it('rate change (`tenure`) and prepayment (`payment`) in month 25: the end month moves first, then P is recast to it', () => {
    // Rate first: E ← the month in which the old P at 8 % clears the prepaid balance; then P ← pmt(balance, 8 %,
    // E − 25 + 1). Were the prepayment first, P would be recast at 6 % to month 360 and the rate would then move E.
    const plan: Plan = { principal: 200_000, annualPercent: 6, months: 360, prepayments: [[24, 30_000]], rateChanges: [[25, 8]], prepaymentEffect: 'payment', rateChangeEffect: 'tenure' };
    const own = reference(plan);
    const months = engineMonths(plan);
    expect(months).toEqual(own.months);
    expect(months[24]!.payment).toBe(levelPayment(months[23]!.balance, 8, own.end - 25 + 1));
    expect(months[24]!.payment).not.toBe(levelPayment(months[23]!.balance, 6, 336));
    const marks = eventSchedule(eventLoan(plan)).monthly;
    expect(marks[23]!.event).toBe('prepayment');
    expect(marks[24]!.event).toBe('rate 8 %');
  });

  it('rate change and prepayment both with `payment`: one new payment at the new rate over the months left', () => {
    const plan: Plan = { principal: 200_000, annualPercent: 6, months: 360, prepayments: [[24, 30_000]], rateChanges: [[25, 8]], prepaymentEffect: 'payment', rateChangeEffect: 'payment' };
    const months = engineMonths(plan);
    expect(months).toEqual(reference(plan).months);
    expect(months[24]!.payment).toBe(levelPayment(months[23]!.balance, 8, 336));
    expect(months).toHaveLength(360);
  });
});

describe('7. the ten-year cap', () => {
  it('raises the payment when P no longer covers the interest: $200,000 at 4 % with 8 % from month 13 and `tenure`', () => {
    // P = 954.83 at 4 %; month 13's interest at 8 % is about 196,000 × 0.08 / 12 ≈ 1,300 > P, so the loan would never
    // end: E ← 360 + 120 = 480 and P ← pmt(balance, 8 %, 480 − 13 + 1 = 468).
    const plan: Plan = { principal: 200_000, annualPercent: 4, months: 360, rateChanges: [[13, 8]], rateChangeEffect: 'tenure' };
    const own = reference(plan);
    const months = engineMonths(plan);
    expect(months).toEqual(own.months);
    expect(monthInterest(months[11]!.balance, 8)).toBeGreaterThan(levelPayment(20_000_000, 4, 360));
    const raisedTo = levelPayment(months[11]!.balance, 8, 468);
    expect(own.raised).toEqual([{ month: 13, payment: raisedTo }]);
    expect(months[12]!.payment).toBe(raisedTo);
    expect(months.length).toBeLessThanOrEqual(480);
    expect(months.length).toBeGreaterThanOrEqual(479);

    const outcome = runCalculatorWithDetails(loan, { amount: '200000', rate: '4', years: '30', rateChanges: '13 8', rateChangeEffect: 'tenure' });
    if (!outcome.ok) expect.fail(JSON.stringify(outcome.errors));
    expect(outcome.result['finalPayment']).toBe(raisedTo / 100);
    expect(outcome.result['payoffMonths']).toBe(months.length);
    const note = outcome.details?.notes.find((each) => each.name === 'payment-raised');
    expect(note?.text).toContain('month 13');
    expect(note?.text).toContain(usd(raisedTo / 100));
  });

  it('raises the payment when the loan would end more than 120 months past its term: 6 % then 7 % from month 2', () => {
    // $200,000 at 6 % (P 1,199.10); at 7 % month 2's interest is 199,800.90 × 7 / 1200 = 1,165.51 < P, so the loan
    // would end, but after month 480: E ← 480 and P ← pmt(199,800.90, 7 %, 479).
    const plan: Plan = { principal: 200_000, annualPercent: 6, months: 360, rateChanges: [[2, 7]], rateChangeEffect: 'tenure' };
    const own = reference(plan);
    expect(monthInterest(19_980_090, 7)).toBe(116_551);
    expect(own.raised).toEqual([{ month: 2, payment: levelPayment(19_980_090, 7, 479) }]);
    expect(engineMonths(plan)).toEqual(own.months);
    const outcome = runCalculatorWithDetails(loan, { amount: '200000', rate: '6', years: '30', rateChanges: '2 7', rateChangeEffect: 'tenure' });
    if (!outcome.ok) expect.fail(JSON.stringify(outcome.errors));
    const note = outcome.details?.notes.find((each) => each.name === 'payment-raised');
    expect(note?.text).toContain('month 2 ');
    expect(note?.text).toContain(usd(levelPayment(19_980_090, 7, 479) / 100));
    expect(outcome.result['finalPayment']).toBe(levelPayment(19_980_090, 7, 479) / 100);
  });

  it('does not raise the payment while the loan ends within 120 months of its term: 6 % then 6.5 %', () => {
    const outcome = runCalculatorWithDetails(loan, { amount: '200000', rate: '6', years: '30', rateChanges: '2 6.5', rateChangeEffect: 'tenure' });
    if (!outcome.ok) expect.fail(JSON.stringify(outcome.errors));
    expect(outcome.details?.notes.some((each) => each.name === 'payment-raised')).toBe(false);
    const own = reference({ principal: 200_000, annualPercent: 6, months: 360, rateChanges: [[2, 6.5]], rateChangeEffect: 'tenure' });
    expect(own.raised).toEqual([]);
    expect(outcome.result['payoffMonths']).toBe(own.months.length);
    expect(outcome.result['finalPayment']).toBe(1199.1);
  });

  it('names the month and the payment in rupees on the EMI page', () => {
    // ₹30,00,000 at 8 % for 240 months, 11 % from month 61 with `tenure` (the EMI page's default).
    const plan: Plan = { principal: 3_000_000, annualPercent: 8, months: 240, rateChanges: [[61, 11]], rateChangeEffect: 'tenure' };
    const own = reference(plan);
    expect(own.raised.map((each) => each.month)).toEqual([61]);
    const outcome = runCalculatorWithDetails(emi, { amount: '30 lakh', rate: '8', months: '240', rateChanges: '61 11' });
    if (!outcome.ok) expect.fail(JSON.stringify(outcome.errors));
    const note = outcome.details?.notes.find((each) => each.name === 'payment-raised');
    expect(note?.text).toContain('month 61');
    expect(note?.text).toContain(inr(own.raised[0]!.payment / 100));
    expect(outcome.result['finalPayment']).toBe(own.finalPayment / 100);
    expect(outcome.result['payoffMonths']).toBe(own.months.length);
  });
});

describe('8. the results', () => {
  const keysOf = (result: Record<string, number>) => Object.keys(result);

  it('with a prepayment: payoffMonths, totalInterestPlan, finalPayment, interestSaved and monthsSaved, as the reference works them', () => {
    const result = resultOf(runCalculator(loan, { ...LOAN, prepayments: '12 10000; 36 5000' }));
    const own = referenceResults({ ...LOAN_PLAN, prepayments: [[12, 10_000], [36, 5000]] });
    expect(keysOf(result)).toEqual(expect.arrayContaining(['payoffMonths', 'totalInterestPlan', 'finalPayment', 'interestSaved', 'monthsSaved']));
    expect(result['payoffMonths']).toBe(own['payoffMonths']);
    expect(result['monthsSaved']).toBe(own['monthsSaved']);
    expect(result['finalPayment']).toBeCloseTo(own['finalPayment']!, 2);
    expect(result['totalInterestPlan']).toBeCloseTo(own['totalInterestPlan']!, 2);
    expect(result['interestSaved']).toBeCloseTo(own['interestSaved']!, 2);
    // The contract's results keep their formula meaning.
    const plain = resultOf(runCalculator(loan, LOAN));
    expect(result['monthlyPayment']).toBe(plain['monthlyPayment']);
    expect(result['totalInterest']).toBe(plain['totalInterest']);
  });

  it('with rate changes alone: payoffMonths, totalInterestPlan and finalPayment, and no interestSaved or monthsSaved', () => {
    const result = resultOf(runCalculator(loan, { ...LOAN, rateChanges: '25 8.9; 61 8.4' }));
    const own = referenceResults({ ...LOAN_PLAN, rateChanges: [[25, 8.9], [61, 8.4]] });
    expect(result).not.toHaveProperty('interestSaved');
    expect(result).not.toHaveProperty('monthsSaved');
    expect(result['payoffMonths']).toBe(own['payoffMonths']);
    expect(result['finalPayment']).toBeCloseTo(own['finalPayment']!, 2);
    expect(result['totalInterestPlan']).toBeCloseTo(own['totalInterestPlan']!, 2);
  });

  it('measures the savings against the same rate changes without prepayments, not against the loan as first agreed', () => {
    const plan: Plan = { ...LOAN_PLAN, prepayments: [[24, 20_000]], rateChanges: [[61, 9]], rateChangeEffect: 'tenure' };
    const result = resultOf(runCalculator(loan, { ...LOAN, prepayments: '24 20000', rateChanges: '61 9', rateChangeEffect: 'tenure' }));
    const own = referenceResults(plan);
    expect(result['interestSaved']).toBeCloseTo(own['interestSaved']!, 2);
    expect(result['monthsSaved']).toBe(own['monthsSaved']);
    // Against the loan at 7 % throughout, the figures would differ.
    const againstFirstTerms = (reference(LOAN_PLAN).interest - reference(plan).interest) / 100;
    expect(Math.abs(result['interestSaved']! - againstFirstTerms)).toBeGreaterThan(1);
  });

  it('with rate changes and an extra payment each month: savings against the same rate changes without the extra', () => {
    const plan: Plan = { ...LOAN_PLAN, extraMonthly: 150, rateChanges: [[37, 8.25]] };
    const result = resultOf(runCalculator(loan, { ...LOAN, extraMonthly: '150', rateChanges: '37 8.25' }));
    const own = referenceResults(plan);
    expect(result['interestSaved']).toBeCloseTo(own['interestSaved']!, 2);
    expect(result['monthsSaved']).toBe(own['monthsSaved']);
    expect(result['payoffMonths']).toBe(own['payoffMonths']);
    expect(result['totalInterestPlan']).toBeCloseTo(own['totalInterestPlan']!, 2);
  });

  it('the same results on the mortgage and the EMI pages', () => {
    const home = resultOf(runCalculator(mortgage, { price: '400000', downPayment: '80000', rate: '6.5', years: '30', prepayments: '60 25000', rateChanges: '121 7.25' }));
    const homeOwn = referenceResults({ principal: 320_000, annualPercent: 6.5, months: 360, prepayments: [[60, 25_000]], rateChanges: [[121, 7.25]] });
    expect(home['payoffMonths']).toBe(homeOwn['payoffMonths']);
    expect(home['monthsSaved']).toBe(homeOwn['monthsSaved']);
    expect(home['interestSaved']).toBeCloseTo(homeOwn['interestSaved']!, 2);
    expect(home['finalPayment']).toBeCloseTo(homeOwn['finalPayment']!, 2);
    // The EMI page's rate changes keep the EMI (`tenure`) unless told otherwise.
    const india = resultOf(runCalculator(emi, { amount: '25,00,000', rate: '8.5', months: '180', prepayments: '24 2 lakh', rateChanges: '13 9.25' }));
    const indiaOwn = referenceResults({ principal: 2_500_000, annualPercent: 8.5, months: 180, prepayments: [[24, 200_000]], rateChanges: [[13, 9.25]], rateChangeEffect: 'tenure' });
    expect(india['payoffMonths']).toBe(indiaOwn['payoffMonths']);
    expect(india['monthsSaved']).toBe(indiaOwn['monthsSaved']);
    expect(india['interestSaved']).toBeCloseTo(indiaOwn['interestSaved']!, 2);
    expect(india['finalPayment']).toBeCloseTo(indiaOwn['finalPayment']!, 2);
    expect(india['totalInterestPlan']).toBeCloseTo(indiaOwn['totalInterestPlan']!, 2);
  });
});

describe('9. reading the lists as readers write them', () => {
  const listOf = (definition: typeof loan | typeof emi, field: 'prepayments' | 'rateChanges', text: string, base: Record<string, string> = LOAN) => {
    const read = readInputs(definition, { ...base, [field]: text });
    if (!read.ok) expect.fail(JSON.stringify(read.errors));
    return read.inputs[field];
  };
  const EMI_BASE = { amount: '50 lakh', rate: '8.5', months: '240' };

  it('reads pairs separated by semicolons, with a colon or a space between month and amount', () => {
    expect(listOf(loan, 'prepayments', '12 100000; 36 50000')).toEqual([12, 100_000, 36, 50_000]);
    expect(listOf(loan, 'prepayments', '12: 100000')).toEqual([12, 100_000]);
    expect(listOf(loan, 'prepayments', '12:100000;36 : 50000;')).toEqual([12, 100_000, 36, 50_000]);
    expect(listOf(loan, 'rateChanges', '25: 8.9; 61: 8.4')).toEqual([25, 8.9, 61, 8.4]);
  });

  it('reads one pair a line, with \\n and \\r\\n line ends', () => {
    expect(listOf(loan, 'prepayments', '12 100000\n36 50000')).toEqual([12, 100_000, 36, 50_000]);
    expect(listOf(loan, 'prepayments', '12 100000\r\n36 50000\r\n')).toEqual([12, 100_000, 36, 50_000]);
    expect(listOf(loan, 'rateChanges', '25 8.9\r\n61 8.4')).toEqual([25, 8.9, 61, 8.4]);
  });

  it('reads amounts as the EMI page’s money fields do: "12 1.5 lakh" and "12 12 75 000"', () => {
    expect(listOf(emi, 'prepayments', '12 1.5 lakh', EMI_BASE)).toEqual([12, 150_000]);
    expect(listOf(emi, 'prepayments', '12: 1.5 lakh', EMI_BASE)).toEqual([12, 150_000]);
    expect(listOf(emi, 'prepayments', '12 12 75 000', EMI_BASE)).toEqual([12, 1_275_000]);
    expect(listOf(emi, 'prepayments', '24 ₹2,50,000; 48 Rs. 1 lakh', EMI_BASE)).toEqual([24, 250_000, 48, 100_000]);
  });

  it('reads "$5,000" on the $ pages', () => {
    expect(listOf(loan, 'prepayments', '12 $5,000')).toEqual([12, 5000]);
    const read = readInputs(mortgage, { price: '400000', downPayment: '80000', rate: '6.5', years: '30', prepayments: '60: $25,000.50' });
    if (!read.ok) expect.fail(JSON.stringify(read.errors));
    expect(read.inputs['prepayments']).toEqual([60, 25_000.5]);
  });

  it('reads a rate with a % sign in the rate list', () => {
    expect(listOf(loan, 'rateChanges', '25 8.9%')).toEqual([25, 8.9]);
  });

  it('names every wrong entry in the message', () => {
    for (const [text, entry] of [['12 abc', '12 abc'], ['abc 100', 'abc 100'], ['12 100000; 24 xyz; 36 5000', '24 xyz'], ['12 1000 dollars', '12 1000 dollars'], ['12', '12']] as const) {
      const [message] = expectRejected(runCalculator(loan, { ...LOAN, prepayments: text }), 'prepayments');
      expect(message).toContain(entry);
    }
    const [rateMessage] = expectRejected(runCalculator(loan, { ...LOAN, rateChanges: '25 8.9; 61 eight' }), 'rateChanges');
    expect(rateMessage).toContain('61 eight');
  });

  it('drops nothing: two entries for the same month add up', () => {
    const twice = resultOf(runCalculator(loan, { ...LOAN, prepayments: '12 6000; 12 4000' }));
    const once = resultOf(runCalculator(loan, { ...LOAN, prepayments: '12 10000' }));
    expect(twice).toEqual(once);
    const months = engineMonths({ ...LOAN_PLAN, prepayments: [[12, 6000], [12, 4000]] });
    expect(months[11]!.extra).toBe(1_000_000);
    expect(months).toEqual(reference({ ...LOAN_PLAN, prepayments: [[12, 10_000]] }).months);
  });
});

describe('10. the slips', () => {
  it('two entries run together without a semicolon are refused, not read as one huge amount; spaces that group digits still read', () => {
    const [message] = expectRejected(runCalculator(loan, { ...LOAN, prepayments: '12 100000 36 50000' }), 'prepayments');
    expect(message).toContain('“12 100000 36 50000” reads as more than one entry');
    // "12 75 000" groups as lakh do: ₹12,75,000 in month 12, within the EMI page's loan.
    expect(runCalculator(emi, { amount: '50 lakh', rate: '8.5', months: '240', prepayments: '12 12 75 000' }).ok).toBe(true);
  });

  it('rejects a prepayment month beyond the term, naming the term', () => {
    const [message] = expectRejected(runCalculator(loan, { ...LOAN, prepayments: '12 1000; 130 5000' }), 'prepayments');
    expect(message).toContain('130');
    expect(message).toContain('120 months');
    const [emiMessage] = expectRejected(runCalculator(emi, { amount: '5 lakh', rate: '10', months: '60', prepayments: '61 10000' }), 'prepayments');
    expect(emiMessage).toContain('60 months');
    // Month n itself is within the term.
    expect(runCalculator(loan, { ...LOAN, prepayments: '120 5000' }).ok).toBe(true);
  });

  it('a rate change typed as a fraction (0.089) gives a check-units note and still calculates at 0.089 %', () => {
    const outcome = runCalculatorWithDetails(loan, { ...LOAN, rateChanges: '25 0.089' });
    if (!outcome.ok) expect.fail(JSON.stringify(outcome.errors));
    const note = outcome.details?.notes.find((each) => each.name === 'check-units');
    expect(note?.field).toBe('rateChanges');
    expect(note?.text).toContain('8.9');
    const read = readInputs(loan, { ...LOAN, rateChanges: '25 0.089' });
    expect(read.ok && read.notes.some((each) => each.name === 'check-units' && each.field === 'rateChanges')).toBe(true);
    const own = referenceResults({ ...LOAN_PLAN, rateChanges: [[25, 0.089]] });
    expect(outcome.result['finalPayment']).toBeCloseTo(own['finalPayment']!, 2);
    expect(outcome.result['totalInterestPlan']).toBeCloseTo(own['totalInterestPlan']!, 2);
  });

  it('rejects an amount list typed with grouping commas and no months, saying the months are missing', () => {
    const [indian] = expectRejected(runCalculator(emi, { amount: '50 lakh', rate: '8.5', months: '240', prepayments: '1,00,000, 50,000' }), 'prepayments');
    expect(indian).toMatch(/no month/u);
    const [american] = expectRejected(runCalculator(loan, { ...LOAN, prepayments: '100,000, 50,000' }), 'prepayments');
    expect(american).toMatch(/no month/u);
    // An amount alone, without grouping commas, says so too.
    const [alone] = expectRejected(runCalculator(loan, { ...LOAN, prepayments: '$5,000' }), 'prepayments');
    expect(alone).toMatch(/no month/u);
  });
});

describe('11. the rate-change list’s own rules', () => {
  const rejected = (text: string) => expectRejected(runCalculator(loan, { ...LOAN, rateChanges: text }), 'rateChanges')[0]!;

  it('takes months 2 to n, increasing', () => {
    expect(runCalculator(loan, { ...LOAN, rateChanges: '2 7.5; 60 8; 120 6' }).ok).toBe(true);
  });

  it('rejects month 1 (the rate above is month 1’s)', () => {
    expect(rejected('1 7.5')).toMatch(/month 2/u);
  });

  it('rejects a month past the term, naming it and the term', () => {
    const message = rejected('25 7.5; 121 8');
    expect(message).toContain('121');
    expect(message).toContain('120 months');
  });

  it('rejects a month listed twice, naming it', () => {
    expect(rejected('25 7.5; 25 8')).toMatch(/month 25 is listed twice/u);
  });

  it('rejects months out of order, naming them', () => {
    const message = rejected('61 8; 25 7.5');
    expect(message).toContain('25');
    expect(message).toContain('61');
  });

  it('rejects a rate of 0 or below, naming the entry', () => {
    expect(rejected('25 0')).toContain('25 0');
    expect(rejected('25 -1')).toContain('25 -1');
  });
});

describe('12. the mortgage’s PMI months count the prepayments', () => {
  it('counts the months whose opening balance is above 80 % of the price, in the schedule with the prepayments', () => {
    // $400,000 with $40,000 down: $360,000 at 6.5 % for 30 years, PMI 0.5 %, charged while a month opens above $320,000.
    const base = { price: '400000', downPayment: '40000', rate: '6.5', years: '30', pmi: '0.5' };
    const plain = resultOf(runCalculator(mortgage, base));
    const ownPlain = reference({ principal: 360_000, annualPercent: 6.5, months: 360 }).months.filter((month) => month.opening > 32_000_000).length;
    expect(plain['pmiMonths']).toBe(ownPlain);
    for (const effect of ['tenure', 'payment'] as const) {
      const prepaid = resultOf(runCalculator(mortgage, { ...base, prepayments: '12 15000', prepaymentEffect: effect }));
      const own = reference({ principal: 360_000, annualPercent: 6.5, months: 360, prepayments: [[12, 15_000]], prepaymentEffect: effect }).months.filter((month) => month.opening > 32_000_000).length;
      expect(prepaid['pmiMonths']).toBe(own);
      expect(own).toBeLessThan(ownPlain);
    }
    const yearly = resultOf(runCalculator(mortgage, { ...base, yearlyPrepayment: '5000' }));
    expect(yearly['pmiMonths']).toBe(reference({ principal: 360_000, annualPercent: 6.5, months: 360, yearlyPrepayment: 5000 }).months.filter((month) => month.opening > 32_000_000).length);
  });
});

describe('13. a published prepayment illustration', () => {
  // Mint (livemint.com), 14 September 2021, "Consider these factors before opting for home loan prepayment", quoting
  // Ratan Chaudhary, head of home loans at Paisabazaar.com:
  // https://www.livemint.com/money/personal-finance/consider-these-factors-before-opting-for-home-loan-prepayment/amp-11631592244435.html
  // "assume that you availed a home loan of ₹50 lakh about five years ago at 8% p.a. for a tenure of 20 years. Your
  // current outstanding would be Rs43.76 lakh. If you make a lump sum prepayment of Rs6 lakh now and opt for tenure
  // reduction, you will save about Rs11.30 lakh in interest payment, and your loan repayment tenure would reduce by 41
  // months. However, if you opt to continue with the same tenure …, then your EMI would fall from ₹41,822 to ₹36,088
  // and generate a total interest savings of ₹4.32 lakh."
  // On the EMI page: ₹50 lakh, 8 %, 240 months, a prepayment of ₹6 lakh after the 60th EMI (five years).
  // (No bank's own worked prepayment example with its inputs was found in the stored corpus: the bank pages found are
  // calculators whose inputs the stored text does not show.)
  const INPUTS = { amount: '50 lakh', rate: '8', months: '240', prepayments: '60 6 lakh' };
  const lakh = (rupees: number) => Math.round(rupees / 1000) / 100;

  it('₹41,822 EMI, ₹43.76 lakh outstanding after five years', () => {
    const result = resultOf(runCalculator(emi, INPUTS));
    expect(Math.round(result['emi']!)).toBe(41_822);
    const row60 = eventSchedule(eventLoan({ principal: 5_000_000, annualPercent: 8, months: 240, prepayments: [[60, 600_000]] })).monthly[59]!;
    expect(lakh(row60.balance + row60.extra)).toBe(43.76);
    expect(row60.extra).toBe(600_000);
  });

  it('reducing the tenure: 41 months sooner and about ₹11.30 lakh of interest saved', () => {
    const result = resultOf(runCalculator(emi, { ...INPUTS, prepaymentEffect: 'tenure' }));
    expect(result['monthsSaved']).toBe(41);
    expect(result['payoffMonths']).toBe(199);
    expect(lakh(result['interestSaved']!)).toBe(11.3);
    expect(Math.round(result['finalPayment']!)).toBe(41_822);
  });

  it('keeping the tenure: the EMI falls from ₹41,822 to ₹36,088 and about ₹4.32 lakh of interest is saved', () => {
    const result = resultOf(runCalculator(emi, { ...INPUTS, prepaymentEffect: 'payment' }));
    expect(Math.round(result['finalPayment']!)).toBe(36_088);
    expect(result['payoffMonths']).toBe(240);
    expect(result['monthsSaved']).toBe(0);
    expect(lakh(result['interestSaved']!)).toBe(4.32);
  });
});
