/** The emi calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { loanWorking, withEventParts } from '../loans/loanWorking';
import { workingFor, type Working } from '../working';
import { type EmiInputs, type EmiResult, terms } from '../calculators/emi';

export const working: (inputs: Required<EmiInputs>, result: EmiResult) => Working | Promise<Working> = (inputs, result) => {
  const w = workingFor('INR');
  const borrowed = w.money(inputs.amount, 6);
  const years = inputs.months / 12;
  const loan = terms(inputs);
  const repaid = loanWorking(
    w,
    { ...loan, borrowed, termNote: Number.isInteger(years) ? `${String(years)} year${years === 1 ? '' : 's'}` : undefined },
    { ...result, monthlyPayment: result.emi, totalPayment: result.totalAmount },
    { monthlyPayment: 'emi', totalPayment: 'totalAmount', totalInterest: 'totalInterest' },
  );
  const principal = [w.lookup('principal', 'The principal: the loan amount you entered, which the EMI repays', `the loan amount, ${borrowed.show}`, result.principal, { for: 'principal' })];
  return withEventParts(w, { ...loan, borrowed }, repaid.payment, result, [principal, ...repaid.parts]);
};
