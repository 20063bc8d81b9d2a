/**
 * Indian income tax for a resident individual under the new and the old regime, side by side, so that a reader can
 * see which costs less and how much in deductions would make the old regime worth choosing. Each regime runs the
 * same steps in the same order: standard deduction, slabs, section 87A rebate, surcharge, cess. Nothing is rounded
 * here (the law rounds the final figure to ₹10; the page rounds only what it shows).
 */
import {
  HEALTH_AND_EDUCATION_CESS,
  NEW_REGIME_YEARS,
  SURCHARGE_BANDS,
  oldRegimeTable,
  type IndiaAgeBand,
  type IndiaFinancialYear,
  type IndiaRegimeTable,
} from './tables/indiaIncomeTax';
import { bracketSlices, type BracketSlice } from './brackets';

/** The two regimes; `new` is the default under section 115BAC, `old` the one a taxpayer must opt into. */
export type IndiaRegime = 'new' | 'old';

/** Salary and pension earn the standard deduction; other income (business, interest, rent…) does not. */
export type IndiaIncomeType = 'salary' | 'other';

/**
 * What the comparison needs. `income` is gross yearly income in rupees (> 0); `deductions` is what the reader totals
 * of the old regime's own deductions (80C, 80D, HRA…, ≥ 0), which the new regime does not allow, so it is asked once
 * and used only there.
 */
export interface IndiaTaxInput {
  readonly income: number;
  readonly fy: IndiaFinancialYear;
  readonly age: IndiaAgeBand;
  readonly incomeType: IndiaIncomeType;
  readonly deductions: number;
}

/**
 * One regime's tax step by step, so that the page can show where each rupee comes from and the figures add up:
 * slabTax + rebate + surcharge + cess = total.
 */
export interface RegimeTax {
  readonly taxable: number;
  /** The slabs the taxable income reaches, the 0 % one included. */
  readonly slabs: readonly BracketSlice[];
  readonly slabTax: number;
  /** The section 87A rebate and its marginal relief, as a negative amount (0 when none applies). */
  readonly rebate: number;
  /** The surcharge after its marginal relief. */
  readonly surcharge: number;
  readonly cess: number;
  readonly total: number;
}

/** Both regimes, the headline figures a reader compares, and the deductions at which the old regime catches up. */
export interface IndiaRegimeComparison {
  readonly regimes: Readonly<Record<IndiaRegime, RegimeTax>>;
  readonly taxNew: number;
  readonly taxOld: number;
  readonly taxableNew: number;
  readonly taxableOld: number;
  /** How much the cheaper regime saves: |taxNew − taxOld|, and 0 when `cheaper` is 'same'. */
  readonly savings: number;
  /** Tax as a % of gross income (not of taxable income), so the two regimes are measured against the same base. */
  readonly effectiveRateNew: number;
  readonly effectiveRateOld: number;
  readonly cheaper: IndiaRegime | 'same';
  /** The smallest whole-rupee total of old-regime deductions at which the old regime costs no more than the new. */
  readonly breakEvenDeductions: number;
}

/**
 * Two totals this close are the same tax: the steps multiply by whole percents, so equal taxes reached by different
 * slabs can differ in the last bits of a double. A millionth of a rupee is float noise, never a real difference.
 */
const SAME_AMOUNT = 1e-6;

/** The regime's rules for the year and age: kept in one place so that every step reads the same table. */
function regimeTable(regime: IndiaRegime, fy: IndiaFinancialYear, age: IndiaAgeBand): IndiaRegimeTable {
  return regime === 'new' ? NEW_REGIME_YEARS[fy] : oldRegimeTable(fy, age);
}

/**
 * Taxable income under one regime: gross income less the standard deduction (salary and pension only) and, in the
 * old regime, the reader's deductions; never below 0, as a deduction cannot make tax negative.
 */
export function indiaTaxableIncome(regime: IndiaRegime, input: IndiaTaxInput): number {
  const table = regimeTable(regime, input.fy, input.age);
  const standard = input.incomeType === 'salary' ? table.standardDeduction : 0;
  return Math.max(0, input.income - standard - (regime === 'old' ? input.deductions : 0));
}

/** Slab tax and the tax left after the section 87A rebate (with the new regime's marginal relief just above the limit). */
function slabsAndRebate(table: IndiaRegimeTable, taxable: number): { slabs: BracketSlice[]; slabTax: number; afterRebate: number } {
  const slabs = bracketSlices(taxable, table.slabs.rates, table.slabs.tops);
  const slabTax = slabs.reduce((sum, slice) => sum + slice.tax, 0);
  const { limit, maximum, marginalRelief } = table.rebate;
  let afterRebate = slabTax;
  if (taxable <= limit) afterRebate = Math.max(0, slabTax - maximum);
  // Above the limit, no one pays more tax than the income they have above it.
  else if (marginalRelief) afterRebate = Math.min(slabTax, taxable - limit);
  return { slabs, slabTax, afterRebate };
}

/**
 * The surcharge on `tax` (the tax after the rebate) at a taxable income, after marginal relief: crossing a band
 * must not cost more than the income above the band's start, so tax plus surcharge is capped at its value at the
 * threshold plus the excess.
 */
function surchargeOn(regime: IndiaRegime, table: IndiaRegimeTable, taxable: number, tax: number): number {
  const band = SURCHARGE_BANDS[regime].findLast((candidate) => taxable > candidate.above);
  if (band === undefined) return 0;
  const threshold = band.above;
  const atThreshold = slabsAndRebate(table, threshold).afterRebate;
  const cap = atThreshold + surchargeOn(regime, table, threshold, atThreshold) + (taxable - threshold);
  return Math.min((tax * band.rate) / 100, cap - tax);
}

/**
 * One regime's tax on a taxable income already worked out. Exported so that the page (and the tests) can price a
 * taxable income directly, without going back through gross income and deductions.
 */
export function indiaRegimeTax(regime: IndiaRegime, taxable: number, fy: IndiaFinancialYear, age: IndiaAgeBand): RegimeTax {
  const table = regimeTable(regime, fy, age);
  const { slabs, slabTax, afterRebate } = slabsAndRebate(table, taxable);
  const surcharge = surchargeOn(regime, table, taxable, afterRebate);
  const cess = ((afterRebate + surcharge) * HEALTH_AND_EDUCATION_CESS) / 100;
  return { taxable, slabs, slabTax, rebate: afterRebate - slabTax, surcharge, cess, total: afterRebate + surcharge + cess };
}

/**
 * The smallest whole number of rupees of old-regime deductions at which the old regime costs no more than `newTax`
 * (the new regime's tax, which deductions do not change). It always exists: deductions that bring the old regime's
 * taxable income to 0 bring its tax to 0. Old-regime tax never rises as deductions grow, so bisection on whole rupees
 * between 0 and that point finds it in about 30 steps. When the new regime pays nothing, this is the deduction that
 * brings the old regime's taxable income down to its ₹5,00,000 rebate limit, at which every age band owes nothing.
 */
export function indiaBreakEvenDeductions(input: Omit<IndiaTaxInput, 'deductions'>, newTax: number): number {
  const oldCostsNoMore = (deductions: number) =>
    indiaRegimeTax('old', indiaTaxableIncome('old', { ...input, deductions }), input.fy, input.age).total <= newTax + SAME_AMOUNT;
  if (oldCostsNoMore(0)) return 0;
  // The deduction that leaves no old-regime taxable income, rounded up to a whole rupee.
  let high = Math.ceil(indiaTaxableIncome('old', { ...input, deductions: 0 }));
  let low = 0;
  // Invariant: `low` is too little, `high` is enough.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (oldCostsNoMore(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * Both regimes on the same income, and what separates them: the question a reader brings is not "what is my tax"
 * but "which regime should I choose, and what would change the answer".
 */
export function compareIndiaRegimes(input: IndiaTaxInput): IndiaRegimeComparison {
  const taxableNew = indiaTaxableIncome('new', input);
  const taxableOld = indiaTaxableIncome('old', input);
  const newRegime = indiaRegimeTax('new', taxableNew, input.fy, input.age);
  const oldRegime = indiaRegimeTax('old', taxableOld, input.fy, input.age);
  const taxNew = newRegime.total;
  const taxOld = oldRegime.total;
  const difference = taxNew - taxOld;
  const same = Math.abs(difference) <= SAME_AMOUNT;
  const rateOf = (tax: number) => (input.income > 0 ? (tax / input.income) * 100 : 0);
  return {
    regimes: { new: newRegime, old: oldRegime },
    taxNew,
    taxOld,
    taxableNew,
    taxableOld,
    savings: same ? 0 : Math.abs(difference),
    effectiveRateNew: rateOf(taxNew),
    effectiveRateOld: rateOf(taxOld),
    cheaper: same ? 'same' : difference < 0 ? 'new' : 'old',
    breakEvenDeductions: indiaBreakEvenDeductions(input, taxNew),
  };
}
