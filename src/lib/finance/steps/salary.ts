/** The salary calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney, places } from '../everydayWorking';
import { workingFor, type Working } from '../working';
import { type SalaryInputs, type SalaryResult, PERIOD_WORDS, PERIODS_PER_YEAR, SALARY_PERIODS, type SalaryPeriod } from '../calculators/salary';

/** The yearly salary from the amount entered, then every other period from it, each to the cent. */
export const working: (inputs: Required<SalaryInputs>, result: SalaryResult) => Working = ({ amount, period }, result) => {
  const w = workingFor('USD');
  const entered = exactMoney(w, amount);
  const annual = exactMoney(w, result.annual, places(amount));
  const many = (which: SalaryPeriod) => `${w.count(PERIODS_PER_YEAR[which]).show} ${PERIOD_WORDS[which][1]}`;
  return SALARY_PERIODS.map((which) => {
    const [name] = PERIOD_WORDS[which];
    const hooks = { for: which };
    // The amount entered is not worked out: it is read as typed (before rounding, where it has more than cents).
    if (which === period) {
      const typed = entered.unrounded ? ', before rounding to the cent' : '';
      return w.lookup(which, `${name}: the amount you entered${typed}`, `${entered.show}, as entered`, result[which], hooks);
    }
    if (which === 'annual') {
      return w.step(which, `${name}: the ${PERIOD_WORDS[period][0].toLowerCase()} times the ${many(period)} in a year`, [entered, '*', PERIODS_PER_YEAR[period]], result.annual, () => annual, hooks);
    }
    const yearly = annual.unrounded ? 'the yearly salary before rounding' : 'the yearly salary';
    return w.step(which, `${name}: ${yearly} divided by ${many(which)}`, [annual, '/', PERIODS_PER_YEAR[which]], result[which], w.money, hooks);
  });
};
