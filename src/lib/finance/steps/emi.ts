/** The emi calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { loanWorking, mainLine } from '../loans/loanWorking';
import { workingFor, type Working } from '../working';
import { type EmiInputs, type EmiResult, terms } from '../calculators/emi';

export const working: (inputs: Required<EmiInputs>, result: EmiResult) => Working = (inputs, result) => {
  const w = workingFor('INR');
  const borrowed = w.money(inputs.amount, 6);
  const years = inputs.months / 12;
  const repaid = loanWorking(
    w,
    { ...terms(inputs), borrowed, termNote: Number.isInteger(years) ? `${String(years)} year${years === 1 ? '' : 's'}` : undefined },
    { ...result, monthlyPayment: result.emi, totalPayment: result.totalAmount },
    { monthlyPayment: 'emi', totalPayment: 'totalAmount', totalInterest: 'totalInterest' },
  );
  return mainLine([[w.lookup('principal', 'The principal: the loan amount you entered, which the EMI repays', `the loan amount, ${borrowed.show}`, result.principal, { for: 'principal' })], ...repaid.parts]);
};
