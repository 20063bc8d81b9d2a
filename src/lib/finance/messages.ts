/**
 * The field messages every calculator shares, so the wording stays consistent across the calculators. A rule of
 * one calculator keeps its message in that calculator's module, so that no page ships another page's wording.
 * Messages never repeat the label (it is shown beside them) and always say what to enter instead.
 */
export const messages = {
  missing: 'Enter a number.',
  /** `example` is in the field's own unit: "6.5" for a rate, "30" for a term, "250,000" for money. */
  notANumber: (example = '250,000'): string => `Enter a number, like ${example}.`,
  beyondLimit: 'This is too large for this calculator: enter 1,000,000,000,000 or less.',
  notPositive: 'Enter a number greater than 0.',
  negative: 'Enter 0 or more.',
  /** An answer past RESULT_LIMIT, beyond the digits a double holds to the cent. */
  tooLarge: 'The answer would pass 10,000,000,000,000, beyond what can be shown exactly: enter smaller figures.',
  /** Payments, deposits and withdrawals are monthly: a term in years must be whole months. */
  notWholeMonths: 'Enter a term of whole months: 2.5 years (30 months) works, 2.51 years does not.',
  percentAtMost: (limit: number): string => (limit === 100 ? 'Enter a percentage from 0 to 100.' : 'Enter 1,000 % or less.'),
  notAnOption: 'Choose one of the listed options.',
  wholeNumberAtLeast: (min: number): string => `Enter a whole number of ${String(min)} or more.`,
} as const;
