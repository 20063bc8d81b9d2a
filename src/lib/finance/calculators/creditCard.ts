/**
 * Credit card payoff (DATED.md): a card paid month by month with no new charges, once at its minimum payment and once
 * at a fixed payment the reader chooses. Every figure of a month is rounded to the cent, as a card issuer's statement
 * is, so the schedule works in whole cents.
 */
import { formatMoney } from '../../format';
import { formatWholeMoney } from '../../formatWhole';
import { accept, defineCalculator, lazyWorking, rejectFields } from '../define';
import type { CalculationDetails, DetailNote, DetailRow, PeriodTable } from '../details';
import { nonNegative, optional, positive } from '../inputKinds';
import { amortizedPayment } from '../math/amortization';
import { amount, monthly, yearlyRate } from '../units';

/** The longest the minimum is followed: past 100 years the card is said never to be repaid (DATED.md). */
export const MINIMUM_MONTHS_LIMIT = 1200;
/** Where a minimum that never repays the card says what is still owed: after 10 years. */
export const NEVER_BALANCE_MONTH = 120;
/**
 * The months of the statement's payoff figure: under the Credit CARD Act of 2009 (15 U.S.C. 1637(b)(11)(B)(iii);
 * Regulation Z, 12 CFR 1026.7(b)(12)(i)(F)), a US card statement prints the monthly payment that repays the balance
 * in 36 months, rounded to the nearest dollar, where paying only the minimum would take longer.
 */
export const STATEMENT_MONTHS = 36;

export const MIN_RULES = ['percentPlusInterest', 'percent'] as const;
export type MinRule = (typeof MIN_RULES)[number];

export type CreditCardInputs = { balance: number; apr: number; minPercent: number; minRule: MinRule; minFloor: number; payment?: number };
export type CreditCardResult = {
  minimumMonths?: number;
  minimumInterest: number;
  minimumFirstPayment: number;
  payoffIn36: number;
  fixedMonths?: number;
  fixedInterest?: number;
  interestSaved?: number;
  monthsSaved?: number;
};

/** One month of a plan, in dollars (each a whole number of cents). */
export interface CardMonth {
  readonly month: number;
  readonly opening: number;
  readonly interest: number;
  readonly payment: number;
  readonly balance: number;
}

export interface CardPlan {
  readonly months: CardMonth[];
  /** Whether the balance reached 0.00 (the minimum may not within 1,200 months). */
  readonly paidOff: boolean;
  readonly interest: number;
  readonly paid: number;
}

/** Cents from dollars, rid of float noise first (0.1 + 0.2), halves away from zero. */
const cents = (dollars: number): number => Math.round(Number((dollars * 100).toFixed(6)));

/** A month's interest and minimum payment on a balance in cents (DATED.md), both in cents. */
function monthFigures(balance: number, inputs: Required<CreditCardInputs>): { interest: number; minimum: number } {
  const interest = cents((balance * inputs.apr) / 1200 / 100);
  const share = cents((balance * inputs.minPercent) / 100 / 100) + (inputs.minRule === 'percentPlusInterest' ? interest : 0);
  return { interest, minimum: Math.min(Math.max(cents(inputs.minFloor), share), balance + interest) };
}

/** Month 1's interest and minimum, in dollars. */
export function firstMonth(inputs: Required<CreditCardInputs>): { interest: number; minimum: number; share: number } {
  const balance = cents(inputs.balance);
  const { interest, minimum } = monthFigures(balance, inputs);
  return { interest: interest / 100, minimum: minimum / 100, share: cents((balance * inputs.minPercent) / 100 / 100) / 100 };
}

/** The card paid month by month at the minimum (`fixed` absent) or at a fixed payment, for at most `limit` months. */
export function cardPlan(inputs: Required<CreditCardInputs>, fixed?: number, limit = MINIMUM_MONTHS_LIMIT): CardPlan {
  let balance = cents(inputs.balance);
  const months: CardMonth[] = [];
  let interestTotal = 0;
  let paidTotal = 0;
  while (balance > 0 && months.length < limit) {
    const { interest, minimum } = monthFigures(balance, inputs);
    const payment = fixed === undefined ? minimum : Math.min(cents(fixed), balance + interest);
    const closing = balance + interest - payment;
    months.push({ month: months.length + 1, opening: balance / 100, interest: interest / 100, payment: payment / 100, balance: closing / 100 });
    interestTotal += interest;
    paidTotal += payment;
    balance = closing;
  }
  return { months, paidOff: balance <= 0, interest: interestTotal / 100, paid: paidTotal / 100 };
}

export const paymentBelowMinimum = (minimum: string): string => `Must be at least month 1’s minimum payment, ${minimum}: a card asks for no less.`;
export const paymentNotAboveInterest = (interest: string): string => `Must be more than month 1’s interest, ${interest}, or the balance never falls.`;
export const fixedTooLong = 'At this payment the card takes over 100 years to clear. Enter a larger payment.';

const money = (value: number) => formatMoney(value, 'USD');

export const creditCard = defineCalculator<CreditCardInputs, CreditCardResult>({
  id: 'creditCard',
  inputs: {
    balance: positive,
    apr: positive,
    minPercent: positive,
    minRule: { kind: 'choice', options: MIN_RULES },
    minFloor: nonNegative,
    // Blank: no fixed payment, only the minimum's plan.
    payment: optional,
  },
  defaults: { minPercent: '1', minRule: 'percentPlusInterest', minFloor: '25' },
  units: {
    balance: amount('Card balance'),
    apr: yearlyRate('APR'),
    minPercent: { unit: 'percent', what: 'Minimum payment', per: ' of the balance', atMost: 100 },
    minFloor: monthly('Smallest minimum payment'),
    payment: monthly('Monthly payment'),
  },
  results: {
    minimumMonths: 'months',
    minimumInterest: 'money',
    minimumFirstPayment: 'money',
    payoffIn36: 'money',
    fixedMonths: 'months',
    fixedInterest: 'money',
    interestSaved: 'money',
    monthsSaved: 'months',
  },
  optionalResults: ['minimumMonths', 'fixedMonths', 'fixedInterest', 'interestSaved', 'monthsSaved'],
  currency: 'USD',
  compute: (inputs) => {
    const first = firstMonth(inputs);
    const payment = inputs.payment;
    if (payment > 0 && cents(payment) < cents(first.minimum)) return rejectFields([{ field: 'payment', message: paymentBelowMinimum(money(first.minimum)) }]);
    if (payment > 0 && cents(payment) <= cents(first.interest)) return rejectFields([{ field: 'payment', message: paymentNotAboveInterest(money(first.interest)) }]);
    const minimum = cardPlan(inputs);
    const result: CreditCardResult = {
      ...(minimum.paidOff ? { minimumMonths: minimum.months.length } : {}),
      minimumInterest: minimum.interest,
      minimumFirstPayment: first.minimum,
      payoffIn36: amortizedPayment(inputs.balance, inputs.apr / 1200, STATEMENT_MONTHS),
    };
    if (!(payment > 0)) return accept(result);
    const fixed = cardPlan(inputs, payment);
    if (!fixed.paidOff) return rejectFields([{ field: 'payment', message: fixedTooLong }]);
    return accept({
      ...result,
      fixedMonths: fixed.months.length,
      fixedInterest: fixed.interest,
      ...(minimum.paidOff ? { interestSaved: (cents(minimum.interest) - cents(fixed.interest)) / 100, monthsSaved: minimum.months.length - fixed.months.length } : {}),
    });
  },
  details: (inputs) => cardDetails(inputs),
  working: lazyWorking(() => import('../steps/creditCard')),
});

/** A year's period: whole years as 1, 2 …; a last part-year as its length in years to 2 decimals. */
const yearPeriod = (elapsed: number): number => (elapsed % 12 === 0 ? elapsed / 12 : Math.round((elapsed / 12) * 100) / 100);

/** Each plan's payment and balance, month by month, until both are paid off (a plan paid off stays at 0.00). */
function tableRows(plans: readonly CardPlan[]): DetailRow[] {
  const length = Math.max(...plans.map((plan) => plan.months.length));
  return Array.from({ length }, (_, index) => ({
    period: index + 1,
    values: plans.flatMap((plan) => {
      const month = plan.months[index];
      return month ? [month.payment, month.balance] : [0, 0];
    }),
  }));
}

/** Yearly rows: each sums its months' payments (in cents) and shows the balances at its last month. */
function yearly(monthlyRows: readonly DetailRow[]): DetailRow[] {
  const years: DetailRow[] = [];
  for (let start = 0; start < monthlyRows.length; start += 12) {
    const months = monthlyRows.slice(start, start + 12);
    const values = months[0]!.values.map((_, column) =>
      column % 2 === 0 ? months.reduce((total, row) => total + cents(row.values[column]!), 0) / 100 : months.at(-1)!.values[column]!,
    );
    years.push({ period: yearPeriod(start + months.length), values });
  }
  return years;
}

export function cardTable(inputs: Required<CreditCardInputs>): PeriodTable {
  const minimum = cardPlan(inputs);
  const fixed = inputs.payment > 0 ? cardPlan(inputs, inputs.payment) : null;
  const plans = fixed ? [minimum, fixed] : [minimum];
  const monthlyRows = tableRows(plans);
  const columns = [
    { key: 'paidMinimum', label: 'Paid, minimum', format: 'money' as const },
    { key: 'balanceMinimum', label: 'Balance, minimum', format: 'money' as const },
    ...(fixed
      ? [
          { key: 'paidFixed', label: `Paid, ${money(inputs.payment)} a month`, format: 'money' as const },
          { key: 'balanceFixed', label: `Balance, ${money(inputs.payment)} a month`, format: 'money' as const },
        ]
      : []),
  ];
  return {
    caption: 'Paying the card off',
    columns,
    yearly: yearly(monthlyRows),
    monthly: monthlyRows,
    totals: plans.flatMap((plan) => [plan.paid, null]),
    csvName: 'creditCard-schedule.csv',
  };
}

function cardDetails(inputs: Required<CreditCardInputs>): CalculationDetails {
  const table = cardTable(inputs);
  const minimum = cardPlan(inputs);
  const notes: DetailNote[] = [];
  if (!minimum.paidOff) {
    const after = minimum.months[NEVER_BALANCE_MONTH - 1]!.balance;
    notes.push({
      name: 'minimum-never',
      text: `Paying only the minimum never repays this card: after 10 years you would still owe ${money(after)}, and after 100 years the card is still not clear. Each minimum barely covers the interest; pay a fixed amount instead.`,
    });
  }
  if (!minimum.paidOff || minimum.months.length > STATEMENT_MONTHS) {
    const payoff = amortizedPayment(inputs.balance, inputs.apr / 1200, STATEMENT_MONTHS);
    notes.push({
      name: 'statement',
      text: `Paying only the minimum takes longer than 3 years, so a US card statement prints the payment that clears the balance in 36 months, rounded to the dollar (the Credit CARD Act of 2009; Regulation Z, 12 CFR 1026.7(b)(12)): here about ${formatWholeMoney(Math.round(payoff), 'USD')} a month.`,
    });
  }
  const years = table.yearly.map((row) => row.period);
  return {
    notes,
    charts: [
      {
        kind: 'series',
        name: 'balance',
        caption: 'The card’s balance at the end of each year',
        periodLabel: 'Year',
        periods: years,
        stacked: false,
        series: [
          { label: 'Paying the minimum', values: table.yearly.map((row) => row.values[1]!), tone: 'balance' },
          ...(inputs.payment > 0 ? [{ label: `Paying ${money(inputs.payment)} a month`, values: table.yearly.map((row) => row.values[3]!), tone: 'savings' as const }] : []),
        ],
      },
    ],
    table,
  };
}
