/**
 * Indian income tax for resident individuals, both regimes, one table per financial year, as each year's Finance Act
 * sets it (the "rates of income-tax" in its First Schedule, and the sections it amends). Adding a year is adding a
 * table here: the formulas in math/indiaIncomeTax.ts read nothing else. Amounts are in rupees; 1 lakh (L) is
 * ₹1,00,000 and 1 crore (Cr) is ₹1,00,00,000. Rates are whole percents, as bracketSlices wants them.
 */

/** The financial years offered, newest first: the page defaults to the year being earned now. */
export const INDIA_FINANCIAL_YEARS = ['2026-27', '2025-26', '2024-25'] as const;
export type IndiaFinancialYear = (typeof INDIA_FINANCIAL_YEARS)[number];

/** The old regime's three age bands (age at any time in the year); the new regime ignores age. */
export const INDIA_AGE_BANDS = ['under60', '60to80', 'over80'] as const;
export type IndiaAgeBand = (typeof INDIA_AGE_BANDS)[number];

/** Slabs as bracketSlices reads them: `rates[i]` applies up to `tops[i]`, the last rate to everything above. */
export interface IndiaSlabs {
  readonly rates: readonly number[];
  readonly tops: readonly number[];
}

/** One regime's rules for one year, in the order they are applied. */
export interface IndiaRegimeTable {
  /** The law that sets these figures. */
  readonly source: string;
  /** Deducted from salary or pension only, in rupees. */
  readonly standardDeduction: number;
  readonly slabs: IndiaSlabs;
  /** Section 87A: at or below `limit` of taxable income, up to `maximum` of tax is forgiven. */
  readonly rebate: { readonly limit: number; readonly maximum: number; readonly marginalRelief: boolean };
}

/** A surcharge band: `rate` % of the tax applies once taxable income is strictly above `above`. */
export interface SurchargeBand {
  readonly above: number;
  readonly rate: number;
}

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/**
 * The new regime (section 115BAC) from FY 2025-26: Finance Act, 2025 set these slabs and the section 87A rebate of up
 * to ₹60,000 for taxable income up to ₹12,00,000, with marginal relief just above; the ₹75,000 standard deduction
 * carries over from FY 2024-25. Budget 2026 kept them unchanged for FY 2026-27, the first year under the Income-tax
 * Act, 2025.
 */
const NEW_REGIME_FROM_2025: IndiaSlabs = {
  rates: [0, 5, 10, 15, 20, 25, 30],
  tops: [4 * LAKH, 8 * LAKH, 12 * LAKH, 16 * LAKH, 20 * LAKH, 24 * LAKH],
};

/**
 * The new regime for FY 2024-25: Finance (No. 2) Act, 2024 (the July 2024 Budget) set these slabs and raised the
 * standard deduction to ₹75,000; the ₹25,000 rebate up to ₹7,00,000, with marginal relief, dates from Finance Act, 2023.
 */
const NEW_REGIME_2024: IndiaSlabs = {
  rates: [0, 5, 10, 15, 20, 30],
  tops: [3 * LAKH, 7 * LAKH, 10 * LAKH, 12 * LAKH, 15 * LAKH],
};

/**
 * The old regime's slabs, the same every year offered (Part III of each Finance Act's First Schedule, unchanged since
 * the Finance (No. 2) Act, 2014): a resident aged 60 to 80 pays nothing on the first ₹3,00,000, one over 80 on the
 * first ₹5,00,000 (and so has no 5 % slab).
 */
export const OLD_REGIME_SLABS: Readonly<Record<IndiaAgeBand, IndiaSlabs>> = {
  under60: { rates: [0, 5, 20, 30], tops: [2.5 * LAKH, 5 * LAKH, 10 * LAKH] },
  '60to80': { rates: [0, 5, 20, 30], tops: [3 * LAKH, 5 * LAKH, 10 * LAKH] },
  over80: { rates: [0, 20, 30], tops: [5 * LAKH, 10 * LAKH] },
};

/**
 * The old regime's deductions, also unchanged across the years offered: the ₹50,000 standard deduction (Finance Act,
 * 2019; section 16(ia)) and the section 87A rebate of up to ₹12,500 at or below ₹5,00,000 (Finance Act, 2019), which has
 * no marginal relief: ₹1 above the limit loses the whole rebate.
 */
const OLD_REGIME = {
  standardDeduction: 50_000,
  rebate: { limit: 5 * LAKH, maximum: 12_500, marginalRelief: false },
} as const;

/** The law that sets each year's rates, as a caption names it. */
const YEAR_LAW: Readonly<Record<IndiaFinancialYear, string>> = {
  '2026-27': 'Budget 2026, first year of the Income-tax Act, 2025',
  '2025-26': 'Finance Act, 2025',
  '2024-25': 'Finance (No. 2) Act, 2024',
};

/** The new regime, year by year. */
export const NEW_REGIME_YEARS = {
  '2026-27': {
    source: 'Budget 2026, keeping the FY 2025-26 slabs for the first year of the Income-tax Act, 2025',
    standardDeduction: 75_000,
    slabs: NEW_REGIME_FROM_2025,
    rebate: { limit: 12 * LAKH, maximum: 60_000, marginalRelief: true },
  },
  '2025-26': {
    source: 'Finance Act, 2025',
    standardDeduction: 75_000,
    slabs: NEW_REGIME_FROM_2025,
    rebate: { limit: 12 * LAKH, maximum: 60_000, marginalRelief: true },
  },
  '2024-25': {
    source: 'Finance (No. 2) Act, 2024',
    standardDeduction: 75_000,
    slabs: NEW_REGIME_2024,
    rebate: { limit: 7 * LAKH, maximum: 25_000, marginalRelief: true },
  },
} as const satisfies Record<IndiaFinancialYear, IndiaRegimeTable>;

/** The old regime for one year and age band: only the slabs depend on age. */
export function oldRegimeTable(fy: IndiaFinancialYear, age: IndiaAgeBand): IndiaRegimeTable {
  return { source: `${YEAR_LAW[fy]} (old-regime slabs unchanged since FY 2014-15)`, ...OLD_REGIME, slabs: OLD_REGIME_SLABS[age] };
}

/**
 * Surcharge on the tax, by taxable income, the same in every year offered. The 37 % top rate above ₹5 crore came with
 * the Finance (No. 2) Act, 2019; Finance Act, 2023 capped the new regime at 25 %, so it has no ₹5 crore band (and no
 * marginal relief there, as its rate does not step up).
 */
export const SURCHARGE_BANDS = {
  new: [
    { above: 50 * LAKH, rate: 10 },
    { above: 1 * CRORE, rate: 15 },
    { above: 2 * CRORE, rate: 25 },
  ],
  old: [
    { above: 50 * LAKH, rate: 10 },
    { above: 1 * CRORE, rate: 15 },
    { above: 2 * CRORE, rate: 25 },
    { above: 5 * CRORE, rate: 37 },
  ],
} as const satisfies Record<'new' | 'old', readonly SurchargeBand[]>;

/** Health and education cess, in %, on tax plus surcharge (Finance Act, 2018, and every year since). */
export const HEALTH_AND_EDUCATION_CESS = 4;
