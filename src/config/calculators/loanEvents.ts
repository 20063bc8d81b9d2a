import type { FieldCopy, ResultCopy } from './types';

/**
 * DATED.md's loan events as the loan, mortgage and EMI pages ask for them: the prepayments by month, one every year,
 * rate changes, and what each does; `group` is the `<details>` they sit in. Examples in the page's own money: a ₹ page
 * takes lakh.
 */
export const loanEventFields = (group: string, { sign, lump, yearly, payment }: { sign: '$' | '₹'; lump: string; yearly: string; payment: 'payment' | 'EMI' }) =>
  ({
    prepayments: { label: 'Prepayments (month and amount)', hint: `Optional: one per line or separated by semicolons, e.g. 12 ${lump}; 36 ${lump}: month 12 is the 12th payment’s`, group },
    yearlyPrepayment: { label: 'Prepayment every year', prefix: sign, hint: `Optional: paid after every 12th payment, e.g. ${yearly}`, group },
    rateChanges: { label: 'Rate changes (month and new rate in %)', hint: 'Optional: e.g. 25 8.9; 61 8.4 for a new yearly rate from month 25, then from month 61', group },
    prepaymentEffect: { label: 'A prepayment', options: { tenure: `Shortens the loan, same ${payment}`, payment: `Lowers the ${payment}, same end` }, group },
    rateChangeEffect: { label: 'A rate change', options: { payment: `Changes the ${payment}, same end`, tenure: `Changes the end, same ${payment}` }, group },
  }) as const satisfies Readonly<Record<string, FieldCopy>>;

/** The results the events add. */
export const loanEventResults = (payment: 'payment' | 'EMI') =>
  ({
    totalInterestPlan: { label: 'Total interest with your prepayments and rate changes' },
    finalPayment: { label: `Monthly ${payment} after the last change` },
  }) as const satisfies Readonly<Record<string, ResultCopy>>;

/** What the method says of them. */
export const LOAN_EVENTS_METHOD =
  'Prepayments go toward principal after that month’s payment; a rate change sets the rate from its month on. Each then either keeps the payment and moves the end month, or keeps the end month and works out a new payment over the months left, rounded to the cent, as you choose. A rate change comes first in its month, then the effect of the month before’s prepayment. No loan is stretched more than ten years past its term: the payment rises instead. Interest saved and time saved compare the same loan, with the same rate changes, without the prepayments and extra payments.';
