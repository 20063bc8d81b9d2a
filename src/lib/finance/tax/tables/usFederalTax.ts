/**
 * US federal income tax, one table per tax year, as the IRS publishes it each autumn in a Revenue Procedure (the
 * "tax rate tables" and "standard deduction" sections). Adding a year is adding a table here: nothing else changes.
 */

/** The four filing statuses; `married` is married filing jointly (CALCULATORS.md's name for it). */
export const FILING_STATUSES = ['single', 'married', 'headOfHousehold', 'marriedSeparate'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** The seven rates, in %, the same every year since 2018: each applies up to the matching bracket top below. */
export const TAX_RATES = [10, 12, 22, 24, 32, 35, 37] as const;

export interface TaxYearTable {
  /** The Revenue Procedure that sets this year's figures. */
  readonly source: string;
  /** The taxable income at which each bracket but the last (37 %) ends, per status, in dollars. */
  readonly bracketTops: Readonly<Record<FilingStatus, readonly [number, number, number, number, number, number]>>;
  /** The basic standard deduction per status, in dollars. */
  readonly standardDeduction: Readonly<Record<FilingStatus, number>>;
}

export const TAX_YEARS = {
  '2023': {
    source: 'Rev. Proc. 2022-38',
    bracketTops: {
      single: [11_000, 44_725, 95_375, 182_100, 231_250, 578_125],
      married: [22_000, 89_450, 190_750, 364_200, 462_500, 693_750],
      headOfHousehold: [15_700, 59_850, 95_350, 182_100, 231_250, 578_100],
      marriedSeparate: [11_000, 44_725, 95_375, 182_100, 231_250, 346_875],
    },
    standardDeduction: { single: 13_850, married: 27_700, headOfHousehold: 20_800, marriedSeparate: 13_850 },
  },
  '2024': {
    source: 'Rev. Proc. 2023-34',
    bracketTops: {
      single: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
      married: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
      headOfHousehold: [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
      marriedSeparate: [11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
    },
    standardDeduction: { single: 14_600, married: 29_200, headOfHousehold: 21_900, marriedSeparate: 14_600 },
  },
  '2025': {
    source: 'Rev. Proc. 2024-40',
    bracketTops: {
      single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      married: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      headOfHousehold: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
      marriedSeparate: [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
    },
    // Public Law 119-21 (July 2025) raised these above Rev. Proc. 2024-40's 15,000 / 30,000 / 22,500.
    standardDeduction: { single: 15_750, married: 31_500, headOfHousehold: 23_625, marriedSeparate: 15_750 },
  },
  '2026': {
    source: 'Rev. Proc. 2025-32',
    bracketTops: {
      single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
      married: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      headOfHousehold: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
      marriedSeparate: [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
    },
    standardDeduction: { single: 16_100, married: 32_200, headOfHousehold: 24_150, marriedSeparate: 16_100 },
  },
} as const satisfies Record<string, TaxYearTable>;

export type TaxYear = keyof typeof TAX_YEARS;
/** The years offered, oldest first; the form starts on the newest (the `defaults` of calculators/tax.ts). */
export const TAX_YEAR_OPTIONS = Object.keys(TAX_YEARS) as TaxYear[];
