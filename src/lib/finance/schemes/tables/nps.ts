/**
 * The National Pension System's normal exit for a non-government subscriber: the Pension Fund Regulatory and
 * Development Authority (Exits and Withdrawals under the National Pension System) (Amendment) Regulations, 2025,
 * notified in December 2025 and in force from 16 December 2025 (PFRDA press release of 19 December 2025; Schedule I,
 * Table 2 of the consolidated regulations PFRDA published on 20 July 2026). The Gazette number was not found in the
 * sources checked on 29 November 2026: the page names the regulations and the date only.
 * - Corpus up to ₹8,00,000: all of it may be taken as a lump sum.
 * - Above ₹8,00,000 and up to ₹12,00,000: up to 80 % as a lump sum with at least 20 % buying an annuity, or up to
 *   ₹6,00,000 as a lump sum with the rest by systematic unit redemption over at least 6 years or an annuity.
 * - Above ₹12,00,000: up to 80 % as a lump sum; at least 20 % buys an annuity.
 * Government-sector subscribers keep at least 40 % for an annuity (not modelled). A premature exit (before 60) has
 * its own rules (not modelled). The 2026 amendment (notified 13 July 2026) changed operations only, not these shares.
 */
export const NPS_EXIT_REGULATIONS = 'PFRDA (Exits and Withdrawals under the National Pension System) (Amendment) Regulations, 2025, in force from 16 December 2025';
export const NPS_SMALL_CORPUS = 8_00_000;
export const NPS_MAX_LUMP_PERCENT = 80;
export const NPS_MIDDLE_CORPUS = { upTo: 12_00_000, lumpSum: 6_00_000, withdrawalYears: 6 } as const;
export const NPS_GOVERNMENT_MIN_ANNUITY_PERCENT = 40;
/** Normal exit at 60; the page offers exit ages up to 85, the latest a subscriber may defer to. */
export const NPS_NORMAL_EXIT_AGE = 60;
export const NPS_LATEST_EXIT_AGE = 85;
