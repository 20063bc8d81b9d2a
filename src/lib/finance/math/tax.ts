/** Progressive tax: each slice of income is taxed at its own bracket's rate. */

/** A bracket taxes income up to `upTo` (the top one has upTo = Infinity) at `rate` (0.22 = 22 %). */
export type TaxBracket = { readonly upTo: number; readonly rate: number };

export function taxFromBrackets(income: number, brackets: readonly TaxBracket[]): number {
  let tax = 0;
  let lowerEdge = 0;
  for (const { upTo, rate } of brackets) {
    if (income <= lowerEdge) break;
    tax += (Math.min(income, upTo) - lowerEdge) * rate;
    lowerEdge = upTo;
  }
  return tax;
}

/** US federal income tax brackets for 2023 (SPEC.md section 9; IRS Rev. Proc. 2022-38). */
export const US_2023_BRACKETS = {
  single: [
    { upTo: 11_000, rate: 0.1 },
    { upTo: 44_725, rate: 0.12 },
    { upTo: 95_375, rate: 0.22 },
    { upTo: 182_100, rate: 0.24 },
    { upTo: 231_250, rate: 0.32 },
    { upTo: 578_125, rate: 0.35 },
    { upTo: Infinity, rate: 0.37 },
  ],
  married: [
    { upTo: 22_000, rate: 0.1 },
    { upTo: 89_450, rate: 0.12 },
    { upTo: 190_750, rate: 0.22 },
    { upTo: 364_200, rate: 0.24 },
    { upTo: 462_500, rate: 0.32 },
    { upTo: 693_750, rate: 0.35 },
    { upTo: Infinity, rate: 0.37 },
  ],
} as const satisfies Record<string, readonly TaxBracket[]>;
