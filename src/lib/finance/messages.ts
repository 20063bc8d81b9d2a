/**
 * Every field message in one place, so the wording stays consistent across the 25 calculators.
 * Messages never repeat the label (it is shown beside them) and always say what to enter instead.
 */
export const messages = {
  missing: 'Enter a number.',
  notANumber: 'Enter a number, like 250,000.',
  notPositive: 'Enter a number greater than 0.',
  negative: 'Enter 0 or more.',
  tooLarge: 'This number is too large to calculate with. Enter a smaller number.',
  notAnOption: 'Choose one of the listed options.',
  wholeNumberAtLeast: (min: number): string => `Enter a whole number of ${String(min)} or more.`,
  cashFlowNotANumber: (entry: string): string =>
    `“${entry}” is not a number. Separate cash flows with commas or spaces.`,
  atLeastOneCashFlow: 'Enter at least one cash flow, like -10000, 3000, 4200.',
  irrCashFlows: 'Enter at least two cash flows, the first one negative (the initial investment).',
  // Cross-field and special rules.
  downPaymentBelowPrice: 'Must be less than the home price.',
  retirementAfterCurrentAge: 'Must be greater than your current age.',
  paymentAboveFirstInterest: (firstInterest: string, smallest: string): string =>
    `Must be more than the first month's interest (${firstInterest}): the smallest payment that clears the debt is ${smallest}.`,
  payoffTooLong: 'At this payment the debt takes over 1,000 years to clear. Enter a larger payment.',
  priceAboveVariableCost: 'Must be more than the variable cost per unit.',
  percentAtMost100: 'Enter a percentage from 0 to 100.',
  gratuityMinimumYears: 'Enter at least 5 years: gratuity needs 5 years of service.',
  goalBeyond100Years: 'These deposits take more than 100 years (1,200 months) to reach this target. Enter a smaller target, or save more.',
  goalOutsideRates: (low: number, high: number): string =>
    `No return from ${String(low)} % to ${String(high).replace(/\B(?=(\d{3})+$)/g, ',')} % a year reaches this target. Enter a target closer to what you pay in.`,
  noDebts: 'Enter at least one debt: its balance, interest rate and minimum payment.',
  planTooLong: 'At these payments the debts are not all paid off within 100 years (1,200 months). Enter a larger extra amount, or larger minimums.',
  wholeMonthsForStepUp: 'With a step-up, enter a whole number of months in years, like 10 or 2.5.',
} as const;

/** SPEC.md section 8's IRR toasts, word for word. */
export const irrToasts = {
  invalidInput: {
    title: 'Invalid Input',
    description:
      'Please provide at least two cash flows, with the first being a negative number (initial investment).',
  },
  calculationFailed: {
    title: 'Calculation Failed',
    description: 'Could not converge to a solution. Please check your cash flow values.',
  },
} as const;
