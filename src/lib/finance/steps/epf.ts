/**
 * The EPF calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. The totals as
 * sums of pay that rises by the same share each year (each cap binding from the year it is reached), then the last year
 * from the balance after the year before it (a row of the yearly table), and year 1 in "Show every step".
 */
import { precisely, type StepList } from '../growth/growthWorking';
import { EPF_WAGE_CEILING_NOW, EPS_LAST_AGE, EPS_MAX_MONTH, EPS_PERCENT, PF_PERCENT } from '../tax/tables/indiaSalary';
import { workingFor, type Figure, type Term, type Working, type WorkingStep } from '../working';
import { epfDetails, epfYears, MONTHS_OF_INTEREST, type EpfInputs, type EpfResult, type EpfYear } from '../calculators/epf';

/** Two sums of terms added, either of which may be empty. */
const plus = (first: readonly Term[], second: readonly Term[]): Term[] => (first.length > 0 && second.length > 0 ? [...first, '+', ...second] : [...first, ...second]);

const years = (count: number) => `${String(count)} year${count === 1 ? '' : 's'}`;

function write(list: StepList, inputs: Required<EpfInputs>, result: EpfResult, extra: number): void {
  const { w, typed, add, give, exact, steps } = list;
  const all = epfYears(inputs);
  const rows = epfDetails(inputs).table!.yearly;
  const n = all.length;
  const money = (decimals: number) => (value: number) => w.money(value, Math.min(6, decimals + extra));
  // The two totals to the paisa, or to the fewest decimals (at most 4) at which the interest in all, the corpus less
  // them, lands on its own figure; past the first try, every figure one decimal more.
  const error = (value: number, decimals: number) => money(decimals)(value).value - value;
  const off = (decimals: number) => error(result.corpus, 2) - error(result.employeeTotal, decimals) - error(result.employerTotal, decimals);
  const totalDecimals = [2, 3, 4].find((decimals) => Math.abs(off(decimals)) <= 0.0049) ?? 4;
  const basic = typed.money(inputs.basic);
  const growth = typed.percent(inputs.salaryGrowth);
  const rate = typed.percent(inputs.rate);
  const pf = w.percent(PF_PERCENT);
  const epsRate = w.percent(EPS_PERCENT);
  const epsMax = w.money(EPS_MAX_MONTH);
  const ceiling = w.money(EPF_WAGE_CEILING_NOW);
  const capped = inputs.employerPf === 'capped';
  const rising = inputs.salaryGrowth > 0 ? `, rising ${growth.show} a year` : '';
  /** A month's basic pay added up over the first `count` years: (1 + growth)^count − 1, ÷ growth, times basic pay; or basic × count. */
  const pay = (count: number): Term[] => (inputs.salaryGrowth > 0 ? [basic, '*', '(', '(', 1, '+', growth, ')', '^', count, '-', 1, ')', '/', growth] : [basic, '*', count]);
  const count = (test: (year: EpfYear) => boolean) => all.filter(test).length;

  add('years', 'The years of contributions: the retirement age less your age now', [typed.count(inputs.retireAge), '-', typed.count(inputs.age)], w.count);
  const employee = give('employeeTotal', `Your contributions: 12 months a year × your ${typed.percent(inputs.employeeRate).show} × basic pay${rising}, over ${years(n)}`, [12, '*', typed.percent(inputs.employeeRate), '*', ...pay(n)], result.employeeTotal, { shown: money(totalDecimals) });

  // The pension share: 8.33 % of pay while that is under its most (EPS_MAX_MONTH), then that most, and nothing from 58 (pay never falls).
  const pensionYears = count((year) => year.age < EPS_LAST_AGE);
  const below = count((year) => year.age < EPS_LAST_AGE && year.eps < EPS_MAX_MONTH);
  const epsTerms = plus(below > 0 ? [12, '*', epsRate, '*', ...pay(below)] : [], pensionYears > below ? [12, '*', epsMax, '*', pensionYears - below] : []);
  const epsWords = [
    below > 0 ? `${epsRate.show} of pay for ${years(below)}` : '',
    pensionYears > below ? `${epsMax.show} a month (its most) for ${years(pensionYears - below)}` : '',
    pensionYears < n ? `nothing from age ${String(EPS_LAST_AGE)}` : '',
  ].filter(Boolean);
  const eps = give('epsTotal', `Paid into the pension scheme from the employer’s share, 12 months a year: ${epsWords.join(', then ')}`, epsTerms, result.epsTotal, { shown: money(2) });

  // The employer's 12 %, of all pay or of pay up to the wage ceiling, less the pension share.
  const under = capped ? count((year) => year.wage < EPF_WAGE_CEILING_NOW) : n;
  const base = plus(under > 0 ? pay(under) : [], n > under ? [ceiling, '*', n - under] : []);
  const baseWords = capped ? (n > under ? `, pay up to ${ceiling.show} a month (${ceiling.show} for ${years(n - under)})` : `, pay being under ${ceiling.show} a month`) : '';
  const employer = give('employerTotal', `The employer’s part in your EPF: 12 months a year × ${pf.show} of pay${baseWords}, less what went to the pension scheme`, [12, '*', pf, '*', '(', ...base, ')', '-', eps], result.employerTotal, { shown: money(totalDecimals) });

  // The last year, from the balance after the year before it.
  const last = all[n - 1]!;
  const wage = n > 1 && inputs.salaryGrowth > 0 ? add('wageLast', `Basic pay a month in year ${String(n)}: raised by ${growth.show} a year, ${String(n - 1)} times`, [basic, '*', '(', 1, '+', growth, ')', '^', n - 1], money(4)) : basic;
  const month = (pay: Figure, year: EpfYear, name: string, which: string): Figure => {
    const share: Term[] = capped ? ['min(', pay, ',', ceiling, ')'] : [pay];
    const pension = year.age < EPS_LAST_AGE;
    return add(
      name,
      `A month’s contributions in ${which} (age ${String(year.age)}): yours, plus the employer’s ${pf.show} of pay${capped ? ` up to ${ceiling.show}` : ''}${pension ? `, less the pension scheme’s ${epsRate.show} of pay, at most ${epsMax.show}` : ` (from ${String(EPS_LAST_AGE)} none of it goes to the pension scheme)`}`,
      [typed.percent(inputs.employeeRate), '*', pay, '+', pf, '*', ...share, ...(pension ? (['-', 'min(', epsRate, '*', pay, ',', epsMax, ')'] as Term[]) : [])],
      money(4),
    );
  };
  const monthLast = month(wage, last, 'monthLast', `year ${String(n)}`);
  let opening = typed.money(inputs.balance);
  if (n > 1) {
    const carried = rows[n - 2]!.values[2]!;
    opening = money(4)(carried);
    const said = opening.unrounded ? ' before rounding' : '';
    steps.push({ name: 'balanceBefore', text: `The balance after year ${String(n - 1)}: year ${String(n - 1)} of the yearly table, its Balance`, line: `Balance, year ${String(n - 1)} = ${opening.show}${said}`, expr: opening.expr, value: carried, kind: 'row', table: 'yearly', period: n - 1 });
  }
  const interestWords = `the rate ÷ 12 a month, on the opening balance for 12 months and on each contribution from the month after it is paid, so the 12 contributions earn 11 + 10 + … + 0 = ${String(MONTHS_OF_INTEREST)} months of interest`;
  const row = (period: number) => ({ kind: 'row' as const, table: 'yearly', period });
  const interest = (start: Figure, contribution: Figure): Term[] => [rate, '/', 12, '*', '(', 12, '*', start, '+', MONTHS_OF_INTEREST, '*', contribution, ')'];
  const interestLast = exact('interestLast', `The interest in year ${String(n)}, credited at the year’s end: ${interestWords}`, interest(opening, monthLast), last.interest, row(n), money(3));
  const corpus = give('corpus', `The corpus at ${String(inputs.retireAge)}: the balance ${n > 1 ? `after year ${String(n - 1)}` : 'you start with'}, plus 12 months’ contributions, plus the interest`, [opening, '+', 12, '*', monthLast, '+', interestLast], result.corpus, { row: rows[n - 1], cell: 2, shown: money(2) });
  give('interestTotal', 'The interest in all: the corpus less the balance you started with and all the contributions', [corpus, '-', typed.money(inputs.balance), '-', employee, '-', employer], result.interestTotal);

  // Year 1 of the yearly table, when it is not also the last: its own arithmetic, off the main line.
  if (n > 1) {
    const first = rows[0]!.values;
    const monthOne = month(basic, all[0]!, 'monthYear1', 'year 1');
    const paid = exact('contributionYear1', 'Year 1 of the yearly table: its contributions, 12 months of them', [12, '*', monthOne], first[0]!, row(1), money(3));
    const interestOne = exact('interestYear1', `Year 1 of the yearly table: its interest, ${interestWords}`, interest(typed.money(inputs.balance), monthOne), first[1]!, row(1), money(3));
    exact('balanceYear1', 'Year 1 of the yearly table: its balance, the balance you start with plus the contributions and the interest', [typed.money(inputs.balance), '+', paid, '+', interestOne], first[2]!, row(1), money(2));
  }
}

/** The steps at the fewest extra decimals of money (0 to 3) at which every step lands; year 1's four wait in "Show every step". */
export const working: (inputs: Required<EpfInputs>, result: EpfResult) => Working = (inputs, result) => {
  const w = workingFor('INR');
  let steps: WorkingStep[] = [];
  for (let extra = 0; extra <= 3; extra += 1) {
    let landed = false;
    steps = precisely(w, (list) => {
      write(list, inputs, result, extra);
      landed = list.lands();
    });
    if (landed) break;
  }
  const firstYear = steps.findIndex((step) => step.name === 'monthYear1');
  return firstYear < 0 ? steps : steps.map((step, index) => (index >= firstYear ? { ...step, more: true } : step));
};
