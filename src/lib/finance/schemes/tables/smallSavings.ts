/**
 * Sukanya Samriddhi Yojana (Sukanya Samriddhi Account Scheme, 2019, G.S.R. 914(E) of 12 December 2019): deposits of
 * ₹250 to ₹1,50,000 a financial year, for 15 years from opening; the account matures 21 years after it opens, and is
 * opened before the girl turns 10. The interest rate is notified each quarter by the Ministry of Finance.
 *
 * The rate: 8.2 % since January 2024, held "unchanged" through July to September 2026 by the Department of Economic
 * Affairs' Office Memorandum F.No.1/4/2019-NS of 30 June 2026 (checked 29 November 2026:
 * no notification for October to December 2026 was found, so the page names the last one read).
 */
export const SSY_DEPOSIT = { min: 250, max: 1_50_000 } as const;
export const SSY_DEPOSIT_YEARS = 15;
export const SSY_MATURITY_YEARS = 21;
export const SSY_LAST_OPENING_AGE = 9;
export const SSY_RATE = {
  rate: 8.2,
  quarter: 'July to September 2026',
  source: 'the Ministry of Finance’s Office Memorandum F.No.1/4/2019-NS of 30 June 2026',
} as const;
