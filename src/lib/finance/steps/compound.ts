/** The compound calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { precisely } from '../growth/growthWorking';
import { workingFor, type Working } from '../working';
import { type CompoundInputs, type CompoundResult, compoundTable } from '../calculators/compound';

/** How often interest is added, in words. */
const HOW_OFTEN: Readonly<Record<number, string>> = { 1: 'once a year', 2: 'twice a year', 4: '4 times a year (every quarter)', 12: '12 times a year (every month)', 365: '365 times a year (every day)' };

export const working: (inputs: Required<CompoundInputs>, result: CompoundResult) => Working = (inputs, result) => {
  const { principal, rate, years, frequency } = inputs;
  const w = workingFor('USD');
  const rows = compoundTable(inputs).table?.yearly;
  return precisely(w, (list) => {
    const { typed, give } = list;
    const amount = typed.money(principal);
    const yearly = typed.percent(rate);
    const time = typed.count(years);
    const often = HOW_OFTEN[frequency] ?? `${String(frequency)} times a year`;
    const perYear = typed.count(frequency);
    // Once a year, the yearly rate is added once for each year: nothing to divide or multiply.
    const periods = frequency === 1 ? time : list.add('periods', `The number of times interest is added: ${time.show} years × ${often}`, [time, '*', perYear], typed.count);
    const periodRate = frequency === 1 ? yearly : list.rate('periodRate', `The rate added each time: the yearly rate divided by the ${perYear.show} times a year it is added`, [yearly, '/', perYear]);
    const growth = list.add('growth', `What $1 grows to when ${periodRate.show} is added ${periods.show} times`, ['(', 1, '+', periodRate, ')', '^', periods]);
    const final = give('finalAmount', `The final amount: the ${amount.show} times that`, [amount, '*', growth], result.finalAmount, { row: rows?.at(-1), cell: 2 });
    give('totalInterest', 'The interest: the final amount less the principal', [final, '-', amount], result.totalInterest);
    list.steps.push(w.lookup('principal', 'The principal: the amount you start with', `${amount.show}, as entered`, result.principal, { for: 'principal' }));
    list.firstRow(rows, 2, `the amount after 1 year, with interest added ${often}`, frequency === 1 ? [amount, '*', '(', 1, '+', yearly, ')'] : [amount, '*', '(', 1, '+', periodRate, ')', '^', perYear]);
  });
};
