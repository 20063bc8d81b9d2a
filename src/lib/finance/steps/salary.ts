/** The salary calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import { type SalaryInputs, type SalaryResult, PERIOD_WORDS, PERIODS_PER_YEAR, SALARY_PERIODS, type SalaryPeriod } from '../calculators/salary';

export const working: (inputs: Required<SalaryInputs>, result: SalaryResult) => Working = ({ amount, period }, result) => {
  const w = workingFor('USD');
  const entered = exactMoney(w, amount);
  const annual = exactMoney(w, result.annual, places(amount));
  const many = (which: SalaryPeriod) => `${w.count(PERIODS_PER_YEAR[which]).show} ${PERIOD_WORDS[which][1]}`;
  return SALARY_PERIODS.map((which) => {
    const [name] = PERIOD_WORDS[which];
    const hooks = { for: which };
    if (which === period) return w.step(which, `${name}, as entered`, [entered], result[which], () => entered, hooks);
    if (which === 'annual') {
      return w.step(which, `${name}: the ${PERIOD_WORDS[period][0].toLowerCase()} times the ${many(period)} in a year`, [entered, '*', PERIODS_PER_YEAR[period]], result.annual, () => annual, hooks);
    }
    return w.step(which, `${name}: the yearly salary divided by ${many(which)}, to the cent`, [annual, '/', PERIODS_PER_YEAR[which]], result[which], w.money, hooks);
  });
};
