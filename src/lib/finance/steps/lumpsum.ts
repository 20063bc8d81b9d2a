/** The lumpsum calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { precisely } from '../growth/growthWorking';
import { todaysMoneySteps } from '../growth/todaysMoneyWorking';
import { workingFor, type Working } from '../working';
import { type LumpsumInputs, type LumpsumResult, lumpsumTable } from '../calculators/lumpsum';

export const working: (inputs: Required<LumpsumInputs>, result: LumpsumResult) => Working = (inputs, result) => {
  const { investment, rate, years, inflation } = inputs;
  const w = workingFor('INR');
  const rows = lumpsumTable(inputs).table?.yearly;
  return precisely(w, (list) => {
    const { typed, give } = list;
    const amount = typed.money(investment);
    const yearly = typed.percent(rate);
    const time = typed.count(years);
    const growth = list.add('growth', `What ₹1 grows to in ${time.show} years at ${yearly.show} a year, compounded once a year`, ['(', 1, '+', yearly, ')', '^', time]);
    const maturity = give('maturityValue', 'The maturity value: the investment × what ₹1 grows to', [amount, '*', growth], result.maturityValue, { row: rows?.at(-1), cell: 2 });
    list.steps.push(w.lookup('totalInvested', 'Invested: the one sum, as entered', `${amount.show}, as entered`, result.totalInvested, { for: 'totalInvested' }));
    give('wealthGained', `The ${result.wealthGained < 0 ? 'loss (a gain below 0)' : 'gain'}: the maturity value less the investment`, [maturity, '-', amount], result.wealthGained);
    todaysMoneySteps(list, inflation, time, [{ field: 'maturityToday', text: 'The maturity value', sum: maturity }], result);
    list.firstRow(rows, 2, "the investment with one year's growth", [amount, '*', '(', 1, '+', yearly, ')']);
  });
};
