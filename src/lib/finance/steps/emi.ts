/** The emi calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { loanWorking } from '../loans/loanWorking';
import { workingFor, type Working } from '../working';
import { type EmiInputs, type EmiResult, terms } from '../calculators/emi';

export const working: (inputs: Required<EmiInputs>, result: EmiResult) => Working = (inputs, result) => {
  const w = workingFor('INR');
  const borrowed = w.money(inputs.amount);
  const years = inputs.months / 12;
  return [
    w.step('principal', 'The principal: the loan amount you entered', [borrowed], result.principal, w.money, { for: 'principal' }),
    ...loanWorking(
      w,
      { ...terms(inputs), borrowed, termNote: Number.isInteger(years) ? `${String(years)} year${years === 1 ? '' : 's'}` : undefined },
      { ...result, monthlyPayment: result.emi, totalPayment: result.totalAmount },
      { monthlyPayment: 'emi', totalPayment: 'totalAmount', totalInterest: 'totalInterest' },
    ),
  ];
};
