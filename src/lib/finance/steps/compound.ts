/** The compound calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { factorDigits, stepList } from '../growth/growthWorking';
import { workingFor, type Working } from '../working';
import { type CompoundInputs, type CompoundResult, compoundTable } from '../calculators/compound';

export const working: (inputs: Required<CompoundInputs>, result: CompoundResult) => Working = ({ principal, rate, years, frequency }, result) => {
  const list = stepList(workingFor('USD'), factorDigits(result, (rate / 100) * years));
  const { typed, add, give } = list;
  const amount = typed.money(principal);
  const perYear = typed.count(frequency);
  const periods = add('periods', `The number of times interest is added: the years times ${perYear.show} times a year`, [typed.count(years), '*', perYear], years * frequency, typed.count);
  const periodRate = add('periodRate', `The rate for each period: the yearly rate divided by 100, and by ${perYear.show}`, [typed.percent(rate), '/', 100, '/', perYear], rate / 100 / frequency);
  const growth = add('growth', `The growth factor: what 1 grows to over ${periods.show} periods at that rate`, ['(', 1, '+', periodRate, ')', '^', periods], (1 + periodRate.value) ** periods.value);
  const final = give('finalAmount', 'The final amount: the principal times the growth factor', [amount, '*', growth], result.finalAmount);
  const rows = compoundTable({ principal, rate, years, frequency }).table?.yearly;
  list.lastRow(rows, 2);
  give('totalInterest', 'The interest: the final amount less the principal', [final, '-', amount], result.totalInterest);
  give('principal', 'The principal: the amount you start with, as entered', [amount], result.principal);
  list.firstRow(rows, 2, `the principal after 1 year, ${perYear.show} periods`, [amount, '*', '(', 1, '+', periodRate, ')', '^', perYear]);
  return list.steps;
};
