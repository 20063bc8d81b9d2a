/**
 * SPEC.md section 8's IRR toasts, word for word: the IRR page's, and the XIRR page's "Calculation Failed" when no rate
 * is found (DATED.md). A module of their own, so the XIRR page does not download the IRR calculator.
 */
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
