/**
 * Rent or buy: two households start with the same cash. The buyer spends it on the down payment and closing costs;
 * the renter invests it. Each month whoever pays less invests the difference at the same return, so the comparison
 * is of wealth, not of monthly bills. Selling at the end of a year, the buyer has the home's price after selling
 * costs, less what is still owed, plus their investments; the renter has their investments.
 *
 * The mortgage balance here is the formula's, unrounded (b(m) = b(m−1)(1 + r) − P), not the cent-rounded schedule
 * of schedule.ts: it enters a comparison, it is not a lender's statement, and nothing is rounded mid-computation.
 */
import { amortizedPayment, monthlyRate } from '../math/amortization';
import { growthFactor } from '../math/growth';
import { wholeMonths } from '../math/months';

/** The years simulated: every stay and every break-even year is read from one run of this many years. */
export const RENT_VS_BUY_MAX_YEARS = 50;

/** What a blank optional input means: 20 % down, a 30-year loan, a 10-year stay and typical yearly rates. */
export const RENT_VS_BUY_DEFAULTS = {
  downPaymentPercent: 20,
  years: 30,
  stayYears: 10,
  rentIncrease: 3,
  appreciation: 3,
  investReturn: 5,
  propertyTax: 1,
  maintenance: 1,
  homeInsurance: 0,
  hoa: 0,
  closingCosts: 3,
  sellingCosts: 6,
} as const;

/** What the comparison needs; a key left out takes its RENT_VS_BUY_DEFAULTS value, as a blank field would. */
export interface RentVsBuyInputs {
  /** The home's price, > 0. */
  readonly price: number;
  /** % of the price paid up front; the rest is borrowed. */
  readonly downPaymentPercent?: number;
  /** The mortgage rate, % a year. */
  readonly rate: number;
  /** The loan term in years; must be a whole number of months. */
  readonly years?: number;
  /** How long the owner stays before selling, whole years 1 to 50. */
  readonly stayYears?: number;
  /** The rent in the first year, a month. */
  readonly rent: number;
  /** How much the rent rises each year, %. */
  readonly rentIncrease?: number;
  /** How much the home's value rises each year, %. */
  readonly appreciation?: number;
  /** What invested money earns, % a year, compounded monthly. */
  readonly investReturn?: number;
  /** % of the home's value a year. */
  readonly propertyTax?: number;
  /** Upkeep, % of the home's value a year. */
  readonly maintenance?: number;
  /** A year. */
  readonly homeInsurance?: number;
  /** A month. */
  readonly hoa?: number;
  /** % of the price, paid when buying. */
  readonly closingCosts?: number;
  /** % of the sale price, paid when selling. */
  readonly sellingCosts?: number;
}

/** One year of the comparison, read at the end of its last month as if the home were sold then. */
export interface RentVsBuyYear {
  /** 1, 2 … stayYears. */
  readonly year: number;
  /** What owning cost this year: mortgage payments, property tax, upkeep, insurance and HOA. */
  readonly ownerCosts: number;
  /** The rent paid this year. */
  readonly rentPaid: number;
  /** The sale price after selling costs, less the balance still owed. */
  readonly homeEquity: number;
  /** The buyer's wealth on selling now: the home's equity plus their investments. */
  readonly buyNetWorth: number;
  /** The renter's wealth: their investments. */
  readonly rentNetWorth: number;
}

/** Whole years `from` to `to`, both included. */
export interface YearSpan {
  readonly from: number;
  readonly to: number;
}

/** The comparison at the end of the stay, its first month, and the yearly rows a page charts and tabulates. */
export interface RentVsBuyResult {
  readonly ok: true;
  /** The buyer's wealth after selling at the end of the stay. */
  readonly buyNetWorth: number;
  /** The renter's wealth at the end of the stay. */
  readonly rentNetWorth: number;
  /** buyNetWorth − rentNetWorth: above 0, buying comes out ahead. */
  readonly difference: number;
  /** The mortgage's principal and interest (0 with nothing borrowed). */
  readonly monthlyPayment: number;
  /** Everything owning costs in the first month. */
  readonly firstMonthCost: number;
  /**
   * The first whole year (1 to 50) at whose end selling leaves the buyer at least as well off as the renter,
   * whatever the stay; undefined when renting stays ahead for all 50 years.
   */
  readonly breakEvenYears: number | undefined;
  /**
   * The first year after breakEvenYears at whose end selling leaves the buyer behind the renter again (a cheap loan
   * against a high return: buying leads for a while, then the renter's investments overtake); undefined when
   * buying stays at least level from breakEvenYears to year 50, or never gets there.
   */
  readonly rentAheadAgainYears: number | undefined;
  /** Every run of selling years, 1 to 50, in which the buyer is at least as well off as the renter, in order. */
  readonly buyingAhead: readonly YearSpan[];
  /** Years 1 to stayYears. */
  readonly yearly: readonly RentVsBuyYear[];
}

/**
 * Inputs the comparison cannot use: a stay outside whole years 1 to 50 ('stay'), a loan term that is not a whole
 * number of months ('term'), or a down payment above the price, which would be a negative loan ('downPayment').
 */
export type RentVsBuyRejection =
  | { readonly ok: false; readonly field: 'stayYears'; readonly reason: 'stay' }
  | { readonly ok: false; readonly field: 'years'; readonly reason: 'term' }
  | { readonly ok: false; readonly field: 'downPaymentPercent'; readonly reason: 'downPayment' };

/** A term in years as whole months, or null when it is not a whole number of months. */
const termMonths = (years: number): number | null => wholeMonths(years * 12);

/**
 * Both households month by month for 50 years (600 months), with month m in year ceil(m / 12):
 * own(m) = P while m <= n + the year's value × (property tax + upkeep) / 1200 + insurance / 12 + HOA;
 * rent(m) = rent × (1 + rise)^(y − 1). The renter starts with the down payment and closing costs invested;
 * each month the one who pays less invests the difference. The results are read at the end of stayYears;
 * breakEvenYears and rentAheadAgainYears look at every year of the run, so neither depends on the stay.
 */
export function rentVsBuy(inputs: RentVsBuyInputs): RentVsBuyResult | RentVsBuyRejection {
  const input = { ...RENT_VS_BUY_DEFAULTS, ...inputs };
  const { price, stayYears } = input;
  if (!Number.isInteger(stayYears) || stayYears < 1 || stayYears > RENT_VS_BUY_MAX_YEARS) return { ok: false, field: 'stayYears', reason: 'stay' };
  const n = termMonths(input.years);
  if (n === null) return { ok: false, field: 'years', reason: 'term' };
  if (input.downPaymentPercent > 100) return { ok: false, field: 'downPaymentPercent', reason: 'downPayment' };

  const loan = price * (1 - input.downPaymentPercent / 100);
  const r = monthlyRate(input.rate);
  const payment = loan === 0 ? 0 : amortizedPayment(loan, r, n);
  const j = monthlyRate(input.investReturn);
  const appreciation = input.appreciation / 100;
  // What owning costs every month whatever the home is worth.
  const fixedMonthly = input.homeInsurance / 12 + input.hoa;
  const valueShare = (input.propertyTax + input.maintenance) / 1200;

  const years: RentVsBuyYear[] = [];
  let balance = loan;
  let renterInvested = (price * (input.downPaymentPercent + input.closingCosts)) / 100;
  let buyerInvested = 0;
  let ownerCosts = 0;
  let rentPaid = 0;
  let firstMonthCost = 0;
  for (let month = 1; month <= RENT_VS_BUY_MAX_YEARS * 12; month += 1) {
    const year = Math.ceil(month / 12);
    const value = price * growthFactor(appreciation, year - 1);
    const own = (month <= n ? payment : 0) + value * valueShare + fixedMonthly;
    const rent = input.rent * growthFactor(input.rentIncrease / 100, year - 1);
    if (month === 1) firstMonthCost = own;
    // The last payment clears the loan: exactly 0, not the float residue of n steps of the recurrence.
    if (month < n) balance = balance * (1 + r) - payment;
    else if (month === n) balance = 0;
    renterInvested = renterInvested * (1 + j) + Math.max(0, own - rent);
    buyerInvested = buyerInvested * (1 + j) + Math.max(0, rent - own);
    ownerCosts += own;
    rentPaid += rent;
    if (month % 12 === 0) {
      const homeEquity = price * growthFactor(appreciation, year) * (1 - input.sellingCosts / 100) - balance;
      years.push({ year, ownerCosts, rentPaid, homeEquity, buyNetWorth: homeEquity + buyerInvested, rentNetWorth: renterInvested });
      ownerCosts = 0;
      rentPaid = 0;
    }
  }

  const end = years[stayYears - 1]!;
  const buyingAhead = spansWhere(years.map((row) => row.buyNetWorth >= row.rentNetWorth));
  const firstLead = buyingAhead[0];
  return {
    ok: true,
    buyNetWorth: end.buyNetWorth,
    rentNetWorth: end.rentNetWorth,
    difference: end.buyNetWorth - end.rentNetWorth,
    monthlyPayment: payment,
    firstMonthCost,
    breakEvenYears: firstLead?.from,
    rentAheadAgainYears: firstLead && firstLead.to < RENT_VS_BUY_MAX_YEARS ? firstLead.to + 1 : undefined,
    buyingAhead,
    yearly: years.slice(0, stayYears),
  };
}

/** The runs of years (1-based) in which `holds` is true. */
function spansWhere(holds: readonly boolean[]): YearSpan[] {
  const spans: YearSpan[] = [];
  holds.forEach((yes, index) => {
    const year = index + 1;
    const last = spans.at(-1);
    if (!yes) return;
    if (last && last.to === year - 1) spans[spans.length - 1] = { from: last.from, to: year };
    else spans.push({ from: year, to: year });
  });
  return spans;
}
