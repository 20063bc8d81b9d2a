/**
 * Car loan (DECISIONS.md): what is borrowed once tax, fees and any debt on the trade-in are added and the trade-in
 * and down payment taken off, repaid as a loan with DEPTH.md's schedule and extra payments.
 */
import { formatMoney } from '../../format';
import { accept, defineCalculator, rejectFields, lazyWorking } from '../define';
import type { DetailNote } from '../details';
import { nonNegative, optional, positive } from '../inputKinds';
import { autoLoan as carLoan, DEFAULT_AUTO_LOAN_MONTHS, type AutoLoanRejection } from '../loans/autoLoan';
import { extraPaymentResults, extraPaymentUnit, loanDetails, type ExtraPaymentResults, type LoanTerms } from '../loans/loanDetails';
import { amount, plainNumber, yearlyRate } from '../units';

export type AutoLoanInputs = {
  price: number;
  downPayment?: number;
  tradeIn?: number;
  tradeInOwed?: number;
  salesTax?: number;
  fees?: number;
  rate: number;
  months?: number;
  extraMonthly?: number;
};
export type AutoLoanResult = {
  salesTaxAmount: number;
  loanAmount: number;
  monthlyPayment: number;
  totalInterest: number;
  totalOfPayments: number;
  totalCost: number;
} & ExtraPaymentResults;

const money = (value: number) => formatMoney(value, 'USD');

/** Why there is no loan, on the field to change: how much is to be paid, and how much the money put in leaves over. */
function nothingToBorrow({ field, due, leftOver }: AutoLoanRejection, inputs: Required<AutoLoanInputs>): string {
  const what = `${money(due)} to pay (the price with tax and fees, and anything still owed on the trade-in)`;
  return field === 'tradeIn'
    ? `There is nothing to borrow: the trade-in, worth ${money(inputs.tradeIn)}, covers the ${what}${leftOver > 0 ? `, and ${money(leftOver)} of its value is left over` : ''}.`
    : `There is nothing to borrow: your down payment and trade-in cover the ${what}${leftOver > 0 ? ` with ${money(leftOver)} to spare` : ''}. Lower the down payment, or you need no loan.`;
}

/** Debt on the trade-in above its value is paid off by the new loan (DECISIONS.md `rolled-in`). */
function rolledIn(inputs: Required<AutoLoanInputs>, result: AutoLoanResult): DetailNote[] {
  const rolled = inputs.tradeInOwed - inputs.tradeIn;
  if (rolled <= 0) return [];
  return [
    {
      name: 'rolled-in',
      text: `You owe ${money(rolled)} more on the trade-in than it is worth, and that ${money(rolled)} of the old loan is in the new one. The total cost of the car, ${money(result.totalCost)}, leaves it out; the total of payments, ${money(result.totalOfPayments)}, includes it.`,
    },
  ];
}

const terms = (inputs: Required<AutoLoanInputs>, loanAmount: number): LoanTerms => ({
  principal: loanAmount,
  annualPercent: inputs.rate,
  months: inputs.months,
  extraMonthly: inputs.extraMonthly,
});

const PRICE = { field: 'price', what: 'the price' } as const;

/** What the form borrows, for the extra payment's check (the formula's own reading, with blanks as 0). */
function borrowed(inputs: Readonly<Record<string, unknown>>): number {
  const value = (field: string) => (typeof inputs[field] === 'number' ? (inputs[field] as number) : 0);
  const taxed = Math.max(0, value('price') - value('tradeIn')) * (value('salesTax') / 100);
  return value('price') + taxed + value('fees') + value('tradeInOwed') - value('tradeIn') - value('downPayment');
}

/** The longest car loan lenders usually make: a longer term is more likely a slip than a plan. */
const USUAL_CAR_LOAN_MONTHS = 96;

/** A term beyond a car loan's usual length, as a check-units note: here, so only this page carries its words. */
function longCarLoan(months: number): DetailNote[] {
  if (!(months > USUAL_CAR_LOAN_MONTHS)) return [];
  const years = plainNumber(Number((months / 12).toPrecision(4)));
  const text = `Loan term: ${plainNumber(months)} months, ${years} years? Car loans rarely run longer than ${String(USUAL_CAR_LOAN_MONTHS)} months (${String(USUAL_CAR_LOAN_MONTHS / 12)} years): check the term.`;
  return [{ name: 'check-units', field: 'months', text }];
}

export const autoLoan = defineCalculator<AutoLoanInputs, AutoLoanResult>({
  id: 'autoLoan',
  inputs: {
    price: positive,
    downPayment: optional,
    tradeIn: optional,
    tradeInOwed: optional,
    salesTax: optional,
    fees: optional,
    rate: nonNegative,
    months: { kind: 'integer', min: 1, blank: DEFAULT_AUTO_LOAN_MONTHS },
    extraMonthly: optional,
  },
  defaults: { months: String(DEFAULT_AUTO_LOAN_MONTHS) },
  units: {
    price: amount('Car price'),
    downPayment: amount('Down payment', { percentOf: PRICE }),
    tradeIn: amount('Trade-in value'),
    tradeInOwed: amount('Owed on the trade-in'),
    salesTax: { unit: 'percent', what: 'Sales tax', per: ' of the price', fractionUpTo: 30, amountLike: { limit: 20, inclusive: false }, of: PRICE },
    fees: amount('Fees'),
    rate: yearlyRate(),
    // Car loans run 24 to 84 months: under a year is more likely years typed for months, and beyond 96 is rare
    // (`longCarLoan`, below).
    months: { unit: 'months', what: 'Loan term', shorterThan: 12 },
    extraMonthly: extraPaymentUnit((inputs) => [borrowed(inputs), inputs['rate'], inputs['months']]),
  },
  results: {
    monthlyPayment: 'money',
    loanAmount: 'money',
    salesTaxAmount: 'money',
    totalInterest: 'money',
    totalOfPayments: 'money',
    totalCost: 'money',
    payoffMonths: 'months',
    monthsSaved: 'months',
    interestSaved: 'money',
    totalInterestWithExtra: 'money',
  },
  optionalResults: ['payoffMonths', 'monthsSaved', 'interestSaved', 'totalInterestWithExtra'],
  currency: 'USD',
  unitNotes: ({ months }) => longCarLoan(months),
  compute: (inputs) => {
    const loan = carLoan(inputs);
    if (!loan.ok) return rejectFields([{ field: loan.field, message: nothingToBorrow(loan, inputs) }]);
    const { salesTaxAmount, loanAmount, monthlyPayment, totalInterest, totalOfPayments, totalCost } = loan;
    return accept({ salesTaxAmount, loanAmount, monthlyPayment, totalInterest, totalOfPayments, totalCost, ...extraPaymentResults(terms(inputs, loanAmount)) });
  },
  details: (inputs, result) => {
    const loan = loanDetails('autoLoan', terms(inputs, result.loanAmount), { totalInterest: result.totalInterest, currency: 'USD' });
    return { ...loan, notes: [...rolledIn(inputs, result), ...loan.notes] };
  },
  working: lazyWorking(() => import('../steps/autoLoan')),
});
