/**
 * The working of a SIP (WORKING.md): the monthly rate, the annuity-due factor (instalments at the start of each
 * month), the maturity; with a step-up, the first and last years of the yearly table and the instalments paid in.
 */
import type { Figure, Term, WorkingStep, WorkingWriter } from '../working';
import { yearTerms } from './growthDetails';
import { digitsFor, growthSteps, yearRow } from './indiaGrowthWorking';

export interface SipTerms {
  readonly monthly: number;
  readonly rate: number;
  readonly years: number;
  readonly stepUp: number;
}

type SipFigures = { maturityValue: number; totalInvestment: number; wealthGained: number; maturityWithoutStepUp?: number };

/** `at(months)`: the calculator's own maturity after that many months, as its yearly table has it. */
export function sipWorking(w: WorkingWriter, { monthly, rate, years, stepUp }: SipTerms, result: SipFigures, at: (months: number) => number): WorkingStep[] {
  const fullYears = Math.ceil(Math.round(years * 12) / 12) - 1;
  // With a step-up over more than a year, the last year's figures are shown to 6 decimals: 4 more digits in the factors.
  const stepped = stepUp > 0 && fullYears > 0;
  const g = growthSteps(w, digitsFor(result.maturityValue * (stepped ? 1e4 : 1)));
  const periods = yearTerms(years)?.map((term) => term.period) ?? [];
  const last = { ...yearRow(periods.at(-1)), for: 'maturityValue' };
  const paid = g.entered(monthly);
  const r = rate > 0 ? g.monthlyRate(rate) : undefined;
  const { months, whole } = g.months(years, stepUp > 0);
  const timesDue = (count: Figure) => `times ${r ? 'the annuity-due factor for ' : ''}${count.show} months${r ? '' : ' (at 0 % nothing grows)'}`;
  const plain = (field: string, count: Figure, hooks: object) =>
    g.money(field, `The maturity value${field === 'maturityValue' ? '' : ' without the step-up'}: the monthly ${paid.show} ${timesDue(count)}`, [paid, '*', g.due(r, count).due], result[field as 'maturityValue'], { for: field, ...hooks });
  const twelve = g.count(12);
  if (periods.length > 1) g.money('year1', `Year 1: the ${paid.show} paid at the start of each month, ${timesDue(twelve)}`, [paid, '*', g.due(r, twelve).due], at(12), yearRow(1));
  let maturity: Figure;
  let invested: Term[];
  let paidText = 'the monthly instalment times the months';
  if (!stepped) {
    maturity = plain('maturityValue', whole, last);
    invested = [paid, '*', whole];
  } else {
    // The last year: the balance after the year before grows for the year's months, plus the year's instalments,
    // raised by the step-up once a year.
    const lastYear = String(fullYears + 1);
    const inLast = g.count(whole.value - 12 * fullYears);
    const step = w.percent(stepUp);
    const raised = g.count(fullYears);
    const fraction = g.factor('stepUpRate', 'The step-up as a fraction: the yearly step-up divided by 100', [step, '/', 100], stepUp / 100);
    const stepGrowth = g.grown('stepUpGrowth', `${raised.show} yearly step-ups`, fraction, [raised], fullYears);
    const instalment = g.money(`instalmentYear${lastYear}`, `The instalment in year ${lastYear}: ${paid.show} after those ${raised.show} step-ups`, [paid, '*', '(', 1, '+', stepGrowth, ')'], monthly * (1 + stepUp / 100) ** fullYears, yearRow(periods.at(-1)), 8);
    const before = w.money(at(12 * fullYears), 8);
    g.steps.push(w.lookup(`balanceYear${raised.show}`, `The balance after year ${raised.show}, as the yearly table works it out year by year`, `year ${raised.show}: ${before.show}`, before.value));
    const { grown, due } = g.due(r, inLast);
    maturity = g.money(
      'maturityValue',
      `Year ${lastYear}, the last: the balance after year ${raised.show}${grown ? ` grown for ${inLast.show} months` : ''}, plus the year's ${inLast.show} instalments of ${instalment.show} ${timesDue(inLast)} (the results round it to the paisa)`,
      grown ? [before, '*', '(', 1, '+', grown, ')', '+', instalment, '*', due] : [before, '+', instalment, '*', due],
      result.maturityValue,
      last,
      6,
    );
    invested = [12, '*', paid, '*', stepGrowth, '/', fraction, '+', instalment, '*', inLast];
    paidText = `12 instalments a year for ${raised.show} years, each year's ${step.show} more than the year before's, add up to 12 × the first × that growth ÷ the step-up; plus the last year's (the results round it to the paisa)`;
  }
  if (result.maturityWithoutStepUp !== undefined) plain('maturityWithoutStepUp', months, {});
  const total = g.money('totalInvestment', `Paid in: ${paidText}`, invested, result.totalInvestment, { for: 'totalInvestment' }, 6);
  g.money('wealthGained', 'The wealth gained: the maturity value less what was paid in', [maturity, '-', total], result.wealthGained, { for: 'wealthGained' });
  return g.steps;
}
