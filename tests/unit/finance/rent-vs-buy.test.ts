/**
 * Rent or buy: both households start with the same cash and whoever pays less in a month invests the difference.
 * Expected figures are worked by hand in the comments; the payments are Excel's PMT, checked to the cent against
 * Python's decimal module, independently of this code.
 */
import { describe, expect, it } from 'vitest';
import { calculators, runCalculatorWithDetails } from '../../../src/lib/finance';
import { rentVsBuy, type RentVsBuyInputs, type RentVsBuyResult } from '../../../src/lib/finance/homes/rentVsBuy';
import { resultOf } from './helpers';

/** The result of a comparison that must have been accepted. */
function accepted(inputs: RentVsBuyInputs): RentVsBuyResult {
  const outcome = rentVsBuy(inputs);
  if (!outcome.ok) expect.fail(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/**
 * Paid in cash, so nothing is borrowed, and nothing grows: every figure can be worked on paper.
 * own(m) = 100,000 x (1 % + 1 %) / 12 + 1,200 / 12 + 100 = 166.666… + 100 + 100 = 366.666… a month (4,400 a year).
 * The renter starts with 100,000 x (100 % + 3 %) = 103,000 invested; rent 1,000 > own, so each month the buyer
 * invests 1,000 − 366.666… = 633.333…, 7,600 a year.
 */
const CASH_BUYER = {
  price: 100_000,
  downPaymentPercent: 100,
  rate: 6,
  years: 30,
  stayYears: 1,
  rent: 1000,
  rentIncrease: 0,
  appreciation: 0,
  investReturn: 0,
  propertyTax: 1,
  maintenance: 1,
  homeInsurance: 1200,
  hoa: 100,
  closingCosts: 3,
  sellingCosts: 6,
} satisfies RentVsBuyInputs;

describe('a one-year stay, worked by hand', () => {
  it('buying for cash: the buyer ends with 101,600, the renter with 103,000, 1,400 ahead', () => {
    // Selling after a year: 100,000 x (1 − 6 %) = 94,000, nothing owed, plus the 7,600 invested = 101,600.
    const result = accepted(CASH_BUYER);
    expect(result.monthlyPayment).toBe(0);
    expect(result.firstMonthCost).toBeCloseTo(366.666_667, 6);
    expect(result.buyNetWorth).toBeCloseTo(101_600, 6);
    expect(result.rentNetWorth).toBeCloseTo(103_000, 6);
    expect(result.difference).toBeCloseTo(-1400, 6);
    expect(result.yearly).toHaveLength(1);
    const [year] = result.yearly;
    expect(year?.year).toBe(1);
    expect(year?.ownerCosts).toBeCloseTo(4400, 6);
    expect(year?.rentPaid).toBeCloseTo(12_000, 6);
    expect(year?.homeEquity).toBeCloseTo(94_000, 6);
    expect(year?.buyNetWorth).toBeCloseTo(101_600, 6);
    expect(year?.rentNetWorth).toBeCloseTo(103_000, 6);
  });

  it('steps the home value and the rent once a year, at the start of each year', () => {
    // 10 % a year for both: year 1 is at 100,000 and 1,000, year 2 at 110,000 and 1,100.
    // Owner costs: 100,000 x 2 % = 2,000, then 110,000 x 2 % = 2,200. Rent: 12,000, then 13,200.
    // Equity at the end of year Y uses (1.1)^Y: 110,000 x 0.94 = 103,400 and 121,000 x 0.94 = 113,740.
    // The buyer invests 1,000 − 166.67 = 833.33 a month (10,000) in year 1 and 1,100 − 183.33 = 916.67 (11,000)
    // in year 2; the renter keeps the 100,000 down payment (no closing costs): 113,740 + 21,000 = 134,740.
    const result = accepted({ ...CASH_BUYER, stayYears: 2, appreciation: 10, rentIncrease: 10, homeInsurance: 0, hoa: 0, closingCosts: 0 });
    const [first, second] = result.yearly;
    expect(first?.ownerCosts).toBeCloseTo(2000, 6);
    expect(second?.ownerCosts).toBeCloseTo(2200, 6);
    expect(first?.rentPaid).toBeCloseTo(12_000, 6);
    expect(second?.rentPaid).toBeCloseTo(13_200, 6);
    expect(first?.homeEquity).toBeCloseTo(103_400, 6);
    expect(second?.homeEquity).toBeCloseTo(113_740, 6);
    expect(result.buyNetWorth).toBeCloseTo(134_740, 6);
    expect(result.rentNetWorth).toBeCloseTo(100_000, 6);
  });
});

describe('the mortgage', () => {
  // $80,000 borrowed at 6 % over 12 months: PMT(0.5 %, 12, −80,000) = 6,885.3143766 (6,885.31).
  const ONE_YEAR_LOAN = {
    ...CASH_BUYER,
    downPaymentPercent: 20,
    years: 1,
    stayYears: 2,
    homeInsurance: 0,
    hoa: 0,
    closingCosts: 0,
    sellingCosts: 0,
  } satisfies RentVsBuyInputs;

  it('is paid off to exactly 0 in month n, and the owner stops paying P after it', () => {
    const result = accepted(ONE_YEAR_LOAN);
    expect(result.monthlyPayment).toBeCloseTo(6885.314_377, 6);
    // First month: 6,885.3144 + 100,000 x 2 % / 12 (166.6667) = 7,051.9810.
    expect(result.firstMonthCost).toBeCloseTo(7051.981_043, 6);
    const [first, second] = result.yearly;
    // Year 1: 12 x 6,885.3143766 = 82,623.77 + 2,000 of tax and upkeep; year 2: the 2,000 only.
    expect(first?.ownerCosts).toBeCloseTo(84_623.772_519, 5);
    expect(second?.ownerCosts).toBeCloseTo(2000, 6);
    // Nothing owed at the end of month 12: the equity is the whole (unchanged, cost-free) sale price, to the bit.
    expect(first?.homeEquity).toBe(100_000);
    expect(second?.homeEquity).toBe(100_000);
  });

  it('changes who invests once it is paid off', () => {
    // Year 1: owning (7,051.98) costs more than the rent (1,000), so the renter adds 6,051.98 a month to the
    // 20,000 down payment: 20,000 + 84,623.77 − 12,000 = 92,623.77. Year 2: owning costs 166.67, so the buyer
    // invests 833.33 a month, 10,000 in all; the renter adds nothing.
    const result = accepted(ONE_YEAR_LOAN);
    expect(result.yearly[0]?.rentNetWorth).toBeCloseTo(92_623.772_519, 5);
    expect(result.yearly[0]?.buyNetWorth).toBeCloseTo(100_000, 6);
    expect(result.rentNetWorth).toBeCloseTo(92_623.772_519, 5);
    expect(result.buyNetWorth).toBeCloseTo(110_000, 6);
  });

  it('charges the widely published $2,022.62 on $320,000 at 6.5 % for 30 years, with the defaults', () => {
    // $400,000 with the default 20 % down: PMT(6.5 %/12, 360, −320,000) = 2,022.6177. The first month adds the
    // default 1 % tax and 1 % upkeep on 400,000: 8,000 / 12 = 666.6667, so 2,689.2843.
    const result = accepted({ price: 400_000, rate: 6.5, rent: 2000 });
    expect(result.monthlyPayment).toBeCloseTo(2022.617_675, 6);
    expect(result.firstMonthCost).toBeCloseTo(2689.284_342, 6);
    expect(result.yearly).toHaveLength(10);
  });
});

describe('investing the difference', () => {
  // Cash purchase, own(m) = 100,000 x 1.2 % / 12 = 100 a month; 12 % a year is j = 1 % a month.
  // 1.01^12 = 1.1268250301; the annuity factor (1.01^12 − 1) / 0.01 = 12.6825030132.
  const INVESTING = {
    ...CASH_BUYER,
    investReturn: 12,
    propertyTax: 1.2,
    maintenance: 0,
    homeInsurance: 0,
    hoa: 0,
    closingCosts: 0,
    sellingCosts: 0,
  } satisfies RentVsBuyInputs;

  it('when renting costs more, the buyer invests rent − own each month', () => {
    // Rent 600: the buyer invests 500 a month, 500 x 12.6825030132 = 6,341.2515. The renter's 100,000 grows
    // to 100,000 x 1.1268250301 = 112,682.5030.
    const result = accepted({ ...INVESTING, rent: 600 });
    expect(result.buyNetWorth).toBeCloseTo(106_341.251_507, 5);
    expect(result.rentNetWorth).toBeCloseTo(112_682.503_013, 5);
  });

  it('when owning costs more, the renter invests own − rent each month', () => {
    // Rent 50: the renter adds 50 a month, 50 x 12.6825030132 = 634.1252, to the 112,682.5030; the buyer invests
    // nothing and has just the home.
    const result = accepted({ ...INVESTING, rent: 50 });
    expect(result.buyNetWorth).toBeCloseTo(100_000, 6);
    expect(result.rentNetWorth).toBeCloseTo(113_316.628_164, 5);
  });
});

describe('breakEvenYears', () => {
  it('is the first year whose sale leaves the buyer at least level: year 2 for the cash buyer', () => {
    // Buyer 94,000 + 7,600 Y against the renter's 103,000: year 1 gives 101,600 (behind), year 2 109,200 (ahead).
    expect(accepted(CASH_BUYER).breakEvenYears).toBe(2);
  });

  it('is undefined when renting stays ahead for all 50 years', () => {
    // Rent 100 < own 366.67: the renter adds 266.67 a month (3,200 a year) to 103,000, while the buyer keeps
    // 94,000. After 50 years: 103,000 + 160,000 = 263,000 against 94,000.
    const result = accepted({ ...CASH_BUYER, rent: 100, stayYears: 50 });
    expect(result.breakEvenYears).toBeUndefined();
    expect(result.yearly).toHaveLength(50);
    expect(result.rentNetWorth).toBeCloseTo(263_000, 5);
    expect(result.buyNetWorth).toBeCloseTo(94_000, 6);
  });

  it('does not depend on the stay, even a stay shorter than the break-even', () => {
    for (const stayYears of [1, 2, 10, 50]) expect(accepted({ ...CASH_BUYER, stayYears }).breakEvenYears).toBe(2);
  });
});

describe('inputs the comparison refuses', () => {
  it('a stay outside whole years 1 to 50', () => {
    for (const stayYears of [0, 51, 2.5]) expect(rentVsBuy({ ...CASH_BUYER, stayYears })).toEqual({ ok: false, field: 'stayYears', reason: 'stay' });
  });

  it('a loan term that is not whole months, though float noise is forgiven', () => {
    // 30.1 years is 361.2 months; (0.1 + 0.2) x 100 / 12 years is 30 months give or take a bit.
    expect(rentVsBuy({ ...CASH_BUYER, years: 30.1 })).toEqual({ ok: false, field: 'years', reason: 'term' });
    expect(rentVsBuy({ ...CASH_BUYER, years: ((0.1 + 0.2) * 100) / 12 }).ok).toBe(true);
  });

  it('a down payment above the price', () => {
    expect(rentVsBuy({ ...CASH_BUYER, downPaymentPercent: 120 })).toEqual({ ok: false, field: 'downPaymentPercent', reason: 'downPayment' });
  });
});

/**
 * DECISIONS.md's comparison written out again here, month by month, independently of the code under test: the loan's
 * balance b(m) = b(m−1)(1 + r) − P (0 from month n on), own(m), rent(m), and both portfolios; the difference
 * buyNet(Y) − rentNet(Y) for every selling year Y = 1 … 50.
 */
function leadByYear(inputs: Required<Omit<RentVsBuyInputs, 'stayYears'>>): number[] {
  const loan = inputs.price * (1 - inputs.downPaymentPercent / 100);
  const r = inputs.rate / 1200;
  const n = inputs.years * 12;
  const payment = loan === 0 ? 0 : (loan * r * (1 + r) ** n) / ((1 + r) ** n - 1);
  const j = inputs.investReturn / 1200;
  let balance = loan;
  let renter = (inputs.price * (inputs.downPaymentPercent + inputs.closingCosts)) / 100;
  let buyer = 0;
  const lead: number[] = [];
  for (let m = 1; m <= 600; m += 1) {
    const y = Math.ceil(m / 12);
    const value = inputs.price * (1 + inputs.appreciation / 100) ** (y - 1);
    const own = (m <= n ? payment : 0) + (value * (inputs.propertyTax + inputs.maintenance)) / 1200 + inputs.homeInsurance / 12 + inputs.hoa;
    const rent = inputs.rent * (1 + inputs.rentIncrease / 100) ** (y - 1);
    balance = m < n ? balance * (1 + r) - payment : 0;
    renter = renter * (1 + j) + Math.max(0, own - rent);
    buyer = buyer * (1 + j) + Math.max(0, rent - own);
    if (m % 12 === 0) lead.push(inputs.price * (1 + inputs.appreciation / 100) ** y * (1 - inputs.sellingCosts / 100) - balance + buyer - renter);
  }
  return lead;
}

/** The page's defaults (DECISIONS.md) under the given inputs. */
const withDefaults = (inputs: Pick<RentVsBuyInputs, 'price' | 'rate' | 'rent'> & Partial<RentVsBuyInputs>) => ({
  downPaymentPercent: 20, years: 30, rentIncrease: 3, appreciation: 3, investReturn: 5, propertyTax: 1, maintenance: 1, homeInsurance: 0, hoa: 0, closingCosts: 3, sellingCosts: 6, ...inputs,
});

/** The selling years (1-based) in which buying is at least level, by the independent loop. */
const yearsBuyingAhead = (lead: readonly number[]) => lead.flatMap((difference, index) => (difference >= 0 ? [index + 1] : []));

describe('rentAheadAgainYears: buying can lead for a while and fall behind again', () => {
  // The first case: a 3 % loan against a 9 % return. By the loop, buying is ahead when selling at the end of
  // years 8 to 18 (+1,611.60 in year 8, +758.59 in year 18) and behind from year 19 (−8,089.39) to year 50; at the
  // 25-year stay renting leads by 121,774.42, the figure the issue saw.
  const CHEAP_LOAN = { price: 600_000, rate: 3, rent: 3000, appreciation: 2, investReturn: 9, rentIncrease: 2, stayYears: 25 } satisfies RentVsBuyInputs;
  // The second case: ahead from year 3 (+4,606.83) to year 22 (+8,122.10), behind again from year 23 (−31,005.32).
  const HIGH_RETURN = { price: 450_000, rate: 6.5, rent: 3000, appreciation: 5, investReturn: 9, rentIncrease: 0 } satisfies RentVsBuyInputs;

  it('$600,000 at 3 % against a 9 % return: ahead in years 8 to 18, renting ahead again from year 19', () => {
    const lead = leadByYear(withDefaults(CHEAP_LOAN));
    expect(yearsBuyingAhead(lead)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    const result = accepted(CHEAP_LOAN);
    expect(result.breakEvenYears).toBe(8);
    expect(result.rentAheadAgainYears).toBe(19);
    expect(result.buyingAhead).toEqual([{ from: 8, to: 18 }]);
    expect(result.difference).toBeCloseTo(lead[24]!, 4);
    expect(result.difference).toBeCloseTo(-121_774.42, 2);
  });

  it('$450,000 at 6.5 % with rent that never rises: ahead in years 3 to 22, renting ahead again from year 23', () => {
    const lead = leadByYear(withDefaults(HIGH_RETURN));
    expect(yearsBuyingAhead(lead)).toEqual(Array.from({ length: 20 }, (_, index) => index + 3));
    const result = accepted(HIGH_RETURN);
    expect(result.breakEvenYears).toBe(3);
    expect(result.rentAheadAgainYears).toBe(23);
    expect(result.buyingAhead).toEqual([{ from: 3, to: 22 }]);
  });

  it('is absent when buying, once ahead, stays ahead to year 50', () => {
    // The cash buyer gains 7,600 a year on the renter's unchanging 103,000: ahead from year 2 on for good.
    const result = accepted(CASH_BUYER);
    expect(result.rentAheadAgainYears).toBeUndefined();
    expect(result.buyingAhead).toEqual([{ from: 2, to: 50 }]);
  });

  it('is absent when buying never pulls ahead', () => {
    const result = accepted({ ...CASH_BUYER, rent: 100 });
    expect(result.rentAheadAgainYears).toBeUndefined();
    expect(result.buyingAhead).toEqual([]);
  });

  it('does not depend on the stay', () => {
    for (const stayYears of [1, 8, 19, 50]) expect(accepted({ ...CHEAP_LOAN, stayYears }).rentAheadAgainYears).toBe(19);
  });
});

describe('the page’s words on who is ahead', () => {
  const page = (inputs: Record<string, string>) => runCalculatorWithDetails(calculators.rentVsBuy, inputs);
  const notes = (inputs: Record<string, string>) => page(inputs).details?.notes ?? [];
  const named = (inputs: Record<string, string>, name: string) => notes(inputs).find((note) => note.name === name)?.text;
  const CHEAP_LOAN = { price: '600000', rate: '3', rent: '3000', appreciation: '2', investReturn: '9', rentIncrease: '2', stayYears: '25' };

  it('with a lead that changes: rentAheadAgainYears is a result, and lead-changes names years 8 to 18 and year 19', () => {
    expect(resultOf(page(CHEAP_LOAN))).toMatchObject({ breakEvenYears: 8, rentAheadAgainYears: 19 });
    expect(named(CHEAP_LOAN, 'lead-changes')).toBe(
      'Buying is ahead only for a while: selling at the end of years 8 to 18 leaves the buyer at least as well off as the renter, but from year 19 to year 50 renting is ahead again, as the renter’s investments compound at your return and overtake what the buyer has.',
    );
  });

  it('a lead that changes back again is named too: a 1 % loan over 15 years against a 10 % return', () => {
    // By the loop: ahead in years 4 to 19, behind in 20 to 32 (the renter's portfolio compounds faster), ahead again
    // from 33, once the loan is paid off and the buyer invests the whole rent less the owner's costs.
    const inputs = { price: 400_000, rate: 1, years: 15, investReturn: 10, rent: 2000, appreciation: 2, rentIncrease: 4 };
    const ahead = yearsBuyingAhead(leadByYear(withDefaults(inputs)));
    expect(ahead).toEqual([...Array.from({ length: 16 }, (_, index) => index + 4), ...Array.from({ length: 18 }, (_, index) => index + 33)]);
    const text = named(Object.fromEntries(Object.entries(inputs).map(([key, value]) => [key, String(value)])), 'lead-changes');
    expect(text).toBe(
      'Buying is ahead only for a while: selling at the end of years 4 to 19 leaves the buyer at least as well off as the renter, but in year 20 renting is ahead again, as the renter’s investments compound at your return and overtake what the buyer has. The lead changes again later: buying is ahead once more when selling at the end of years 33 to 50.',
    );
  });

  it('the break-even note says only that year 8 is the first, never that buying stays ahead, when it does not', () => {
    const text = named(CHEAP_LOAN, 'break-even');
    expect(text).toBe('Buying first pulls ahead in year 8: selling at the end of year 8 is the earliest sale that leaves the buyer at least as well off as the renter.');
    for (const note of notes(CHEAP_LOAN)) expect(note.text).not.toMatch(/stays? ahead|from selling at the end|any later year/);
  });

  it('when buying stays ahead to year 50, the break-even note says so and there is no lead-changes note', () => {
    // The guide's example (ahead from year 13 to 50 by the loop above).
    const guide = { price: '400000', rent: '2000', rate: '6.5', homeInsurance: '1500' };
    expect(yearsBuyingAhead(leadByYear(withDefaults({ price: 400_000, rent: 2000, rate: 6.5, homeInsurance: 1500 })))).toEqual(Array.from({ length: 38 }, (_, index) => index + 13));
    expect(named(guide, 'break-even')).toBe('Buying first pulls ahead in year 13: selling at the end of year 13 is the earliest sale that leaves the buyer at least as well off as the renter, and so does selling at the end of any later year up to 50.');
    expect(named(guide, 'lead-changes')).toBeUndefined();
    expect(resultOf(page(guide)).rentAheadAgainYears).toBeUndefined();
  });
});
