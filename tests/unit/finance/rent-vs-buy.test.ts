/**
 * Rent or buy: both households start with the same cash and whoever pays less in a month invests the difference.
 * Expected figures are worked by hand in the comments; the payments are Excel's PMT, checked to the cent against
 * Python's decimal module, independently of this code.
 */
import { describe, expect, it } from 'vitest';
import { rentVsBuy, type RentVsBuyInputs, type RentVsBuyResult } from '../../../src/lib/finance/homes/rentVsBuy';

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
