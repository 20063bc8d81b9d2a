/**
 * How much home an income can carry, by the lenders' debt-to-income rules: housing may take at most the
 * front-end ratio of gross monthly income (28 %), and housing plus other debts at most the back-end ratio (36 %).
 * The budget that leaves is then turned into a price by solving "monthly cost of a home at price p = budget",
 * which is linear in p once it is known whether PMI applies (it does when the down payment is under 20 % of the
 * price). Nothing is rounded.
 */
import { amortizedPayment } from '../math/amortization';
import type { PropertyTaxUnit } from './homeCostInputs';

/** The front-end ratio lenders use for a conventional loan, % of gross monthly income for housing. */
export const DEFAULT_FRONT_RATIO = 28;
/** The back-end ratio, % of gross monthly income for housing plus every other debt payment. */
export const DEFAULT_BACK_RATIO = 36;
/** The usual mortgage term, in years. */
export const DEFAULT_AFFORDABILITY_YEARS = 30;
/** A down payment of at least this share of the price, in %, avoids private mortgage insurance. */
export const PMI_FREE_DOWN_PERCENT = 20;

/** What the calculation needs; the caller has checked the ranges. Missing term and ratios take the defaults above. */
export interface AffordabilityInputs {
  /** Gross income a year, > 0. */
  readonly income: number;
  /** Other debt payments a month (car, cards, student loans), >= 0. */
  readonly debts: number;
  /** Cash put down, $ >= 0. */
  readonly downPayment: number;
  /** The mortgage rate, % a year, > 0. */
  readonly rate: number;
  /** The mortgage term, > 0 and a whole number of months; 30 when absent. */
  readonly years?: number;
  /** Property tax, % of the price a year, or $ a year when propertyTaxUnit is 'dollars'. */
  readonly propertyTax: number;
  /** How propertyTax is given; 'percent' when absent. */
  readonly propertyTaxUnit?: PropertyTaxUnit;
  /** Homeowner's insurance, $ a year. */
  readonly homeInsurance: number;
  /** HOA dues, $ a month. */
  readonly hoa: number;
  /** PMI, % of the loan a year, charged only while the down payment is under 20 % of the price. */
  readonly pmi: number;
  /** % of gross monthly income for housing; 28 when absent. */
  readonly frontRatio?: number;
  /** % of gross monthly income for housing plus debts; 36 when absent. */
  readonly backRatio?: number;
}

/** The monthly cost of the home at the price found, part by part, for a breakdown chart. */
export interface AffordabilityParts {
  readonly principalAndInterest: number;
  readonly propertyTax: number;
  readonly insurance: number;
  readonly pmi: number;
  readonly hoa: number;
}

/** The most home the budget buys, and how its monthly cost is made up. */
export interface Affordability {
  readonly ok: true;
  readonly maxPrice: number;
  readonly loanAmount: number;
  /** Principal and interest a month on the loan. */
  readonly monthlyPayment: number;
  /** Everything the home costs a month at `maxPrice`: equal to the budget, or below it when `pmiStep`. */
  readonly monthlyTotal: number;
  /** The most housing may cost a month: the smaller of the two limits. */
  readonly housingBudget: number;
  /** Income / 12 × the front-end ratio. */
  readonly frontEndLimit: number;
  /** Income / 12 × the back-end ratio: what housing and the debts together may take. */
  readonly backEndLimit: number;
  /** What the back-end limit leaves for housing once the debts are paid: backEndLimit − debts. */
  readonly backEndHousing: number;
  /** Which limit sets the budget: the front-end one when it is not larger than `backEndHousing` (ties name the front end). */
  readonly limit: 'front' | 'back';
  /**
   * True when the price stops at 5 × the down payment (20 % down): any dearer home would need PMI, and the PMI
   * would push it over budget, so the budget is not used up.
   */
  readonly pmiStep: boolean;
  /** True when the down payment is under 20 % of maxPrice, so a lender charges PMI (at the rate given, maybe none). */
  readonly underTwentyPercent: boolean;
  readonly parts: AffordabilityParts;
}

/**
 * Why no price can be given. `debts`: the debts alone use up the back-end limit (`backEndLimit`, income / 12 × the
 * back-end ratio), leaving nothing for housing. `income`: the budget does not even cover the taxes,
 * insurance and HOA of a home costing the down payment, so no loan fits; `costs` are those, a month.
 */
export type AffordabilityFailure =
  | { readonly ok: false; readonly field: 'debts'; readonly backEndLimit: number; readonly debts: number }
  | { readonly ok: false; readonly field: 'income'; readonly housingBudget: number; readonly costs: Omit<AffordabilityParts, 'principalAndInterest' | 'pmi'> };

/** Either the most home the income buys or the field that stops it. */
export type AffordabilityOutcome = Affordability | AffordabilityFailure;

/**
 * The dearest home whose monthly cost fits the budget. With A the payment per dollar borrowed, t the monthly
 * property tax rate, q the monthly PMI rate, f the fixed monthly costs and D the down payment, a home at price p
 * costs (p − D) A + p t + f a month, plus (p − D) q when D < 20 % of p. Without PMI the budget buys
 * p1 = (budget − f + D A) / (A + t); that stands when D is at least 20 % of it (p1 <= 5 D). Otherwise PMI applies:
 * p2 = (budget − f + D (A + q)) / (A + t + q), but never below 5 D, the dearest home that needs no PMI, which the
 * budget covers since p1 > 5 D. A property tax given in dollars a year is not a rate: then t = 0 and a twelfth of it
 * joins f.
 */
export function affordability(inputs: AffordabilityInputs): AffordabilityOutcome {
  const { income, debts, downPayment: D, rate, propertyTax, homeInsurance, hoa, pmi } = inputs;
  const years = inputs.years ?? DEFAULT_AFFORDABILITY_YEARS;
  const frontRatio = inputs.frontRatio ?? DEFAULT_FRONT_RATIO;
  const backRatio = inputs.backRatio ?? DEFAULT_BACK_RATIO;

  const monthlyIncome = income / 12;
  const frontEndLimit = (monthlyIncome * frontRatio) / 100;
  const backEndLimit = (monthlyIncome * backRatio) / 100;
  const backEndHousing = backEndLimit - debts;
  const housingBudget = Math.min(frontEndLimit, backEndHousing);
  if (housingBudget <= 0) return { ok: false, field: 'debts', backEndLimit, debts };

  // The term is whole months; rounding only forgives float noise in years × 12 (0.1 × 3 × 12 is 3.6000000000000005).
  const A = amortizedPayment(1, rate / 1200, Math.round(years * 12));
  // A yearly bill in dollars is the same every month whatever the price: it joins the fixed costs.
  const taxInDollars = inputs.propertyTaxUnit === 'dollars';
  const t = taxInDollars ? 0 : propertyTax / 1200;
  const fixedTax = taxInDollars ? propertyTax / 12 : 0;
  const q = pmi / 1200;
  const f = homeInsurance / 12 + hoa + fixedTax;
  const pmiFreePrice = (D * 100) / PMI_FREE_DOWN_PERCENT;

  const p1 = (housingBudget - f + D * A) / (A + t);
  if (p1 < D) return { ok: false, field: 'income', housingBudget, costs: { propertyTax: D * t + fixedTax, insurance: homeInsurance / 12, hoa } };

  let maxPrice = p1;
  let pmiStep = false;
  // Decided here rather than by testing D < 20 % of maxPrice again, which float rounding could flip at exactly 5 D.
  let pmiCharged = false;
  if (p1 > pmiFreePrice) {
    const p2 = (housingBudget - f + D * (A + q)) / (A + t + q);
    pmiStep = p2 <= pmiFreePrice;
    pmiCharged = !pmiStep;
    maxPrice = pmiStep ? pmiFreePrice : p2;
  }

  const loanAmount = maxPrice - D;
  const parts: AffordabilityParts = {
    principalAndInterest: loanAmount * A,
    propertyTax: maxPrice * t + fixedTax,
    insurance: homeInsurance / 12,
    pmi: pmiCharged ? loanAmount * q : 0,
    hoa,
  };
  return {
    ok: true,
    maxPrice,
    loanAmount,
    monthlyPayment: parts.principalAndInterest,
    monthlyTotal: parts.principalAndInterest + parts.propertyTax + parts.insurance + parts.pmi + parts.hoa,
    housingBudget,
    frontEndLimit,
    backEndLimit,
    backEndHousing,
    limit: frontEndLimit <= backEndHousing ? 'front' : 'back',
    pmiStep,
    underTwentyPercent: pmiCharged,
    parts,
  };
}
