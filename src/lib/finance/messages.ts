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
  tooLarge: 'This number is too large to calculate with. Enter a smaller number.',
  notAnOption: 'Choose one of the listed options.',
  wholeNumberAtLeast: (min: number): string => `Enter a whole number of ${String(min)} or more.`,
  cashFlowNotANumber: (entry: string): string =>
    `“${entry}” is not a number. Separate cash flows with commas or spaces.`,
  atLeastOneCashFlow: 'Enter at least one cash flow, like -10000, 3000, 4200.',
} as const;
