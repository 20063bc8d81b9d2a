/**
 * The working of the ₹ deposits (WORKING.md): a fixed deposit compounded once a year, a recurring deposit
 * compounded every quarter, and the PPF's yearly deposits; the first and last years of each yearly table.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { yearTerms } from './growthDetails';
import { digitsFor, growthSteps, yearRow, type GrowthSteps } from './indiaGrowthWorking';

type Deposit = { maturityValue: number; interestEarned: number };

/** The yearly table's periods for a term in years (none past 100 years, where there is no table). */
const periodsOf = (years: number): number[] => yearTerms(years)?.map((term) => term.period) ?? [];
const lastRow = (periods: readonly number[]) => ({ ...yearRow(periods.at(-1)), for: 'maturityValue' });

/** The interest: the maturity value less what was paid in. */
function interest(g: GrowthSteps, maturity: Figure, paidIn: Figure, result: Deposit): WorkingStep[] {
  g.money('interestEarned', 'The interest earned: the maturity value less what was paid in', [maturity, '-', paidIn], result.interestEarned, { for: 'interestEarned' });
  return g.steps;
}

/** FD: the deposit × (1 + rate ÷ 100)^years; `at(years)` is the table's balance after that many years. */
export function fdWorking(w: WorkingWriter, { principal, rate, years }: { principal: number; rate: number; years: number }, result: Deposit & { principal: number }, at: (years: number) => number): WorkingStep[] {
  const g = growthSteps(w, digitsFor(result.maturityValue));
  const periods = periodsOf(years);
  const deposit = g.entered(principal);
  const grow: Term[] = ['(', 1, '+', w.percent(rate), '/', 100, ')'];
  if (periods.length > 1) g.money('year1', "Year 1: the deposit with a year's interest, the deposit times 1 plus the rate ÷ 100", [deposit, '*', ...grow], at(1), yearRow(1));
  const span = g.count(years);
  const factor = g.factor('growth', `What 1 grows to in ${span.show} years, compounded once a year: 1 plus the rate ÷ 100, to the power of the years`, [...grow, '^', span], (1 + rate / 100) ** years);
  const maturity = g.money('maturityValue', 'The maturity value: the deposit times that growth', [deposit, '*', factor], result.maturityValue, lastRow(periods));
  const paidIn = g.money('principal', 'The principal: the deposit as entered', [deposit], result.principal, { for: 'principal' }, 6);
  return interest(g, maturity, paidIn, result);
}

/**
 * RD: i = rate ÷ 400 a quarter; each instalment grows (1 + i)^(1/3) a month, so together they come to
 * R × ((1 + i)^(months/3) − 1) ÷ (1 − (1 + i)^(−1/3)); `at(months)` is the table's balance after that many months.
 */
export function rdWorking(w: WorkingWriter, { monthly, rate, months }: { monthly: number; rate: number; months: number }, result: Deposit & { totalInvestment: number }, at: (months: number) => number): WorkingStep[] {
  const g = growthSteps(w, digitsFor(result.maturityValue));
  const periods = periodsOf(months / 12);
  const paid = g.entered(monthly);
  const term = g.count(months);
  let sum = (count: Figure): Term[] => [paid, '*', count];
  let how = 'the monthly deposit times the months (at 0 % nothing grows)';
  if (rate > 0) {
    const i = g.factor('quarterlyRate', 'The quarterly rate: the yearly rate divided by 4 quarters, and by 100 to make it a fraction', [w.percent(rate), '/', 4, '/', 100], rate / 400);
    const share = g.factor(
      'monthShare',
      'The divisor that adds up deposits made every month: a month is a third of a quarter, so it is 1 less (1 + the quarterly rate) to the power −1 ÷ 3',
      [1, '-', '(', 1, '+', i, ')', '^', '(', '-', 1, '/', 3, ')'],
      -Math.expm1(-Math.log1p(i.value) / 3),
    );
    sum = (count) => [paid, '*', g.grown(`growth${String(count.value)}`, `${count.show} months, ${count.show} ÷ 3 quarters`, i, ['(', count, '/', 3, ')'], count.value / 3), '/', share];
    how = 'each deposit grows every quarter from its month to the end, and together they come to the deposit times that growth, divided by the divisor';
  }
  if (periods.length > 1) g.money('year1', `Year 1: its 12 deposits, ${how}`, sum(g.count(12)), at(12), yearRow(1));
  const maturity = g.money('maturityValue', `The maturity value over ${term.show} months: ${how}`, sum(term), result.maturityValue, lastRow(periods));
  const paidIn = g.money('totalInvestment', 'Paid in: the monthly deposit times the months', [paid, '*', term], result.totalInvestment, { for: 'totalInvestment' }, 6);
  return interest(g, maturity, paidIn, result);
}

/**
 * PPF: each year's deposit is made at its start and grows a year at the rate. Year 1, the year before the last in one
 * go (each deposit grown for the years it stays in), and the last year from it; `at(years)` is the table's balance.
 */
export function ppfWorking(w: WorkingWriter, { yearly, rate, years }: { yearly: number; rate: number; years: number }, result: Deposit & { totalInvestment: number }, at: (years: number) => number): WorkingStep[] {
  // The year before the last is shown to 6 decimals as a row of the table: its factors need 3 more digits.
  const g = growthSteps(w, digitsFor(result.maturityValue * 1000));
  const periods = periodsOf(years);
  const row = (period: number) => (periods.length > 0 ? yearRow(period) : {});
  const deposit = g.entered(yearly);
  const i = g.factor('rate', 'The rate as a fraction: the yearly rate divided by 100', [w.percent(rate), '/', 100], rate / 100);
  const grow: Term[] = ['(', 1, '+', i, ')'];
  const firstYear = "Year 1: the deposit, made at the start of the year, earns a year's interest";
  let maturity: Figure;
  if (years === 1) {
    maturity = g.money('maturityValue', firstYear, [deposit, '*', ...grow], result.maturityValue, lastRow(periods));
  } else {
    const before = years - 1;
    if (before > 1) g.money('year1', firstYear, [deposit, '*', ...grow], at(1), row(1));
    const balance = at(before);
    const shown = w.money(balance, 6);
    const terms: Term[] =
      before > 1
        ? [deposit, '*', ...grow, '*', g.grown('growthBefore', `${String(before)} years`, i, [g.count(before)], before), '/', i]
        : [deposit, '*', ...grow];
    g.steps.push(
      w.step(
        `year${String(before)}`,
        before > 1
          ? `Year ${String(before)}: each of its ${String(before)} deposits grows for the years it stays in, which comes to the deposit × (1 + the rate) × that growth ÷ the rate (the table rounds it to the paisa)`
          : `${firstYear} (the table rounds it to the paisa)`,
        terms,
        balance,
        () => shown,
        row(before),
      ),
    );
    maturity = g.money('maturityValue', `Year ${String(years)}, the last: the balance after year ${String(before)} plus the year's deposit, grown a year`, ['(', shown, '+', deposit, ')', '*', ...grow], result.maturityValue, lastRow(periods));
  }
  const paidIn = g.money('totalInvestment', 'Paid in: the yearly deposit times the years', [deposit, '*', g.count(years)], result.totalInvestment, { for: 'totalInvestment' }, 6);
  return interest(g, maturity, paidIn, result);
}
