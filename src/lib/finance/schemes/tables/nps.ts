/**
 * The National Pension System's normal exit for a non-government subscriber (PFRDA (Exits and Withdrawals under the
 * National Pension System) (Amendment) Regulations, December 2025): a corpus up to ₹8,00,000 may all be taken as a lump
 * sum; above it, at most 80 % as a lump sum and at least 20 % buys an annuity; between ₹8,00,000 and ₹12,00,000 the
 * rules also allow up to ₹6,00,000 as a lump sum with the rest by systematic withdrawal or an annuity. Government-sector
 * subscribers keep at least 40 % for an annuity (not modelled).
 */
export const NPS_SMALL_CORPUS = 8_00_000;
export const NPS_MAX_LUMP_PERCENT = 80;
export const NPS_MIDDLE_CORPUS = { upTo: 12_00_000, lumpSum: 6_00_000 } as const;
export const NPS_GOVERNMENT_MIN_ANNUITY_PERCENT = 40;
/** Normal exit at 60; the page offers exit ages up to 85, the latest a subscriber may stay in. */
export const NPS_NORMAL_EXIT_AGE = 60;
export const NPS_LATEST_EXIT_AGE = 85;
