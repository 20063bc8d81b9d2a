/**
 * The working of take-home pay (WORKING.md), for the year as PAY.md computes it and then per paycheck. The main line:
 * the gross pay, the 401(k) (the smaller of the percent and the year's limit), the pre-tax deductions, the wages for
 * Social Security and Medicare, the taxable income after the standard deduction, the federal tax with its brackets in
 * one line, Social Security up to the wage base, Medicare (with the Additional Medicare Tax above $200,000), the state
 * tax, the after-tax deductions, the take-home pay for the year and per paycheck, and the total tax rate. "Show every
 * step" holds each bracket, every per-paycheck figure, the parts that are 0, and the rate when the rest fill 12 steps.
 */
import { MAIN_LINE_STEPS, percentDecimals, percentFigure, sumOf, workingFor, type Figure, type Term, type WorkingStep } from '../working';
import { bracketSlices } from './brackets';
import type { Paycheck, PaycheckTerms } from './paycheck';
import { PAYCHECKS_A_YEAR, WEEKS_A_YEAR } from './paycheck';
import { SOCIAL_SECURITY_WAGE_BASE } from './tables/selfEmploymentTax';
import { TAX_RATES, TAX_YEARS, type FilingStatus } from './tables/usFederalTax';
import {
  ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT,
  ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD,
  ELECTIVE_DEFERRAL_LIMIT,
  ELECTIVE_DEFERRAL_SOURCE,
  EMPLOYEE_MEDICARE_PERCENT,
  EMPLOYEE_SOCIAL_SECURITY_PERCENT,
} from './tables/usPayroll';
import { added, atLeastZero, eachBracket, landing, moneySteps, sliceTax } from './taxWorking';

const FREQUENCY_WORDS: Readonly<Record<PaycheckTerms['frequency'], string>> = {
  biweekly: 'every two weeks',
  weekly: 'every week',
  semimonthly: 'twice a month',
  monthly: 'once a month',
};

const STATUS_WORDS: Readonly<Record<FilingStatus, string>> = {
  single: 'a single filer',
  married: 'married filing jointly',
  headOfHousehold: 'head of household',
  marriedSeparate: 'married filing separately',
};

/** The percentage 100 %, which turns a share into a percentage. */
const HUNDRED = 100;

export const paycheckWorking = (inputs: PaycheckTerms, pay: Paycheck): WorkingStep[] => landing((decimals) => build(inputs, pay, decimals));

function build(inputs: PaycheckTerms, pay: Paycheck, decimals: number): { steps: WorkingStep[]; lands: boolean } {
  const w = workingFor('USD');
  const { steps, add, money } = moneySteps(w, decimals);
  /** Steps that wait in "Show every step": the per-paycheck figures, each bracket, and the parts that are 0. */
  const more = new Set<string>();
  const detail: WorkingStep[] = [];
  const year = inputs.taxYear;
  const p = PAYCHECKS_A_YEAR[inputs.frequency];
  const paychecks = `${String(p)} paychecks a year (${FREQUENCY_WORDS[inputs.frequency]})`;
  /** Terms less each of `parts` that is not 0. */
  const less = (from: Figure, ...parts: Figure[]): Term[] => [from, ...parts.filter((part) => part.value !== 0).flatMap((part) => ['-' as const, part])];

  // The gross pay for the year, from the pay as entered.
  const entered = money(inputs.pay);
  let gross: Figure;
  if (inputs.payUnit === 'year') {
    gross = entered;
    steps.push(w.lookup('grossYear', 'The gross pay for the year, as you entered it', `${entered.show} a year`, inputs.pay, { for: 'grossYear' }));
  } else if (inputs.payUnit === 'paycheck') {
    gross = add('grossYear', `The gross pay for the year: your pay each paycheck times ${paychecks}`, [entered, '*', p], entered.value * p, { for: 'grossYear' });
  } else {
    const hours = w.count(inputs.hoursPerWeek);
    const week = inputs.hoursPerWeek === 40 ? `${hours.show} hours a week (a full-time week, the default)` : `${hours.show} hours a week`;
    gross = add(
      'grossYear',
      `The gross pay for the year: your hourly pay times ${week} times ${String(WEEKS_A_YEAR)} weeks`,
      [entered, '*', hours, '*', WEEKS_A_YEAR],
      entered.value * hours.value * WEEKS_A_YEAR,
      { for: 'grossYear' },
    );
  }

  // The 401(k): the percent of the gross pay, up to the year's deferral limit.
  const percent = w.percent(inputs.retirementPercent);
  const limit = w.money(ELECTIVE_DEFERRAL_LIMIT[year]);
  const retirement =
    inputs.retirementPercent > 0
      ? add(
          'retirementYear',
          `The 401(k) contribution for the year: ${percent.show} of the gross pay, up to the ${year} limit of ${limit.show} (${ELECTIVE_DEFERRAL_SOURCE[year]})`,
          ['min(', gross, '*', percent, ',', limit, ')'],
          Math.min((gross.value * percent.value) / 100, limit.value),
        )
      : add('retirementYear', 'The 401(k) contribution for the year: none, at 0 % (none entered: blank is 0)', [gross, '*', percent], 0);
  if (retirement.value === 0) more.add('retirementYear');

  const pretaxEach = money(inputs.pretaxDeductions);
  const pretax = add('pretaxYear', `The pre-tax deductions for the year: ${pretaxEach.show} each paycheck${inputs.pretaxDeductions === 0 ? ' (none entered: blank is 0)' : ''} times ${paychecks}`, [pretaxEach, '*', p], pretaxEach.value * p);
  if (pretax.value === 0) more.add('pretaxYear');

  // Social Security and Medicare are on the wages less the cafeteria-plan deductions; a 401(k) is still wages for them.
  const wages =
    pretax.value > 0
      ? add('ficaWages', 'The wages Social Security and Medicare are taken from: the gross pay less the pre-tax deductions (a 401(k) stays in them)', [gross, '-', pretax], gross.value - pretax.value)
      : gross;

  // Federal income tax: the taxable income after the standard deduction, through the year's brackets.
  const table = TAX_YEARS[year];
  const standard = w.money(table.standardDeduction[inputs.filingStatus]);
  const left = gross.value - retirement.value - pretax.value - standard.value;
  const taken = [retirement.value > 0 ? 'the 401(k)' : '', pretax.value > 0 ? 'the pre-tax deductions' : ''].filter(Boolean);
  const taxable = add(
    'taxableIncome',
    `The taxable income: the gross pay less ${taken.length > 0 ? `${taken.join(', ')} and ` : ''}the ${year} standard deduction for ${STATUS_WORDS[inputs.filingStatus]}, ${standard.show} (${table.source})${left < 0 ? ', and not below 0' : ''}`,
    atLeastZero(less(gross, retirement, pretax, standard), left),
    Math.max(0, left),
  );
  const slices = bracketSlices(taxable.value, TAX_RATES, table.bracketTops[inputs.filingStatus]);
  const federal =
    slices.length > 0
      ? add(
          'federalYear',
          `The federal income tax for the year: each bracket's part of ${taxable.show} at its rate (each bracket is a step of its own, further down)`,
          added(slices.map((slice) => sliceTax(w, taxable, slice))),
          slices.reduce((sum, slice) => sum + slice.tax, 0),
        )
      : add('federalYear', `The federal income tax for the year: with no taxable income, not even the lowest bracket, at ${w.percent(TAX_RATES[0]).show}, taxes anything`, [taxable, '*', w.percent(TAX_RATES[0])], 0);
  eachBracket(w, money, 'bracket', 'bracket', taxable, slices, detail);

  const base = w.money(SOCIAL_SECURITY_WAGE_BASE[year]);
  const socialRate = w.percent(EMPLOYEE_SOCIAL_SECURITY_PERCENT);
  const socialSecurity = add(
    'socialSecurityYear',
    `Social Security for the year: ${socialRate.show} of the wages, up to the ${year} wage base of ${base.show} (Social Security Administration)`,
    ['min(', wages, ',', base, ')', '*', socialRate],
    (Math.min(wages.value, base.value) * EMPLOYEE_SOCIAL_SECURITY_PERCENT) / 100,
  );

  const medicareRate = w.percent(EMPLOYEE_MEDICARE_PERCENT);
  const threshold = w.money(ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD);
  const additionalRate = w.percent(ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT);
  const above = wages.value - threshold.value;
  const medicare =
    above > 0
      ? add(
          'medicareYear',
          `Medicare for the year: ${medicareRate.show} of all the wages, plus the ${additionalRate.show} Additional Medicare Tax your employer withholds on wages above ${threshold.show}`,
          [wages, '*', medicareRate, '+', '(', wages, '-', threshold, ')', '*', additionalRate],
          (wages.value * EMPLOYEE_MEDICARE_PERCENT) / 100 + (above * ADDITIONAL_MEDICARE_WITHHOLDING_PERCENT) / 100,
        )
      : add('medicareYear', `Medicare for the year: ${medicareRate.show} of all the wages, with no cap`, [wages, '*', medicareRate], (wages.value * EMPLOYEE_MEDICARE_PERCENT) / 100);

  const stateRate = w.percent(inputs.stateRate);
  const stateWages = less(gross, retirement, pretax);
  const stateWagesValue = gross.value - retirement.value - pretax.value;
  const state = add(
    'stateYear',
    inputs.stateRate > 0
      ? `State income tax for the year: your state rate of ${stateRate.show} on the gross pay${taken.length > 0 ? ` less ${taken.join(' and ')}` : ''}`
      : 'State income tax for the year: none, at a state rate of 0 % (none entered: blank is 0)',
    [...(stateWages.length > 1 ? ['(' as const, ...stateWages, ')' as const] : stateWages), '*', stateRate],
    (stateWagesValue * stateRate.value) / 100,
  );
  if (state.value === 0) more.add('stateYear');

  const afterEach = money(inputs.afterTaxDeductions);
  const afterTax = add('afterTaxYear', `The after-tax deductions for the year: ${afterEach.show} each paycheck${inputs.afterTaxDeductions === 0 ? ' (none entered: blank is 0)' : ''} times ${paychecks}`, [afterEach, '*', p], afterEach.value * p);
  if (afterTax.value === 0) more.add('afterTaxYear');

  const takeHomeYear = add(
    'takeHomeYear',
    `The take-home pay for the year: the gross pay less ${[...taken, afterTax.value > 0 ? 'the after-tax deductions' : '', 'the taxes'].filter(Boolean).join(', ')}`,
    less(gross, retirement, pretax, federal, socialSecurity, medicare, state, afterTax),
    gross.value - retirement.value - pretax.value - federal.value - socialSecurity.value - medicare.value - state.value - afterTax.value,
    { for: 'takeHomeYear' },
  );
  add('takeHome', `The take-home pay of each paycheck: the year's divided by ${paychecks}`, [takeHomeYear, '/', p], takeHomeYear.value / p, { for: 'takeHome' });

  const taxes = [federal, socialSecurity, medicare, ...(state.value > 0 ? [state] : [])];
  const taxesValue = taxes.reduce((sum, figure) => sum + figure.value, 0);
  const rate = Number(pay.totalTaxRate.toPrecision(12));
  steps.push(
    w.step(
      'totalTaxRate',
      `The total tax rate: the federal, Social Security${state.value > 0 ? ', Medicare and state' : ' and Medicare'} taxes as a share of the gross pay`,
      ['(', ...sumOf(taxes), ')', '/', gross, '*', w.percent(HUNDRED)],
      rate,
      (value) => percentFigure(w, value),
      { for: 'totalTaxRate' },
    ),
  );
  const redone = (taxesValue / gross.value) * HUNDRED;
  // `percentFigure` shows at least 8 significant digits: the rate redone from the shown taxes must land on them.
  const lands = Math.abs(redone - rate) <= 0.4 * 10 ** -percentDecimals(rate);

  // Each paycheck's figures: the year's divided by the paychecks.
  const perPaycheck = (name: string, what: string, figure: Figure) => {
    add(name, `${what} of each paycheck: the year's ${figure.show} divided by ${String(p)}`, [figure, '/', p], figure.value / p, { for: name });
    more.add(name);
  };
  perPaycheck('grossPay', 'The gross pay', gross);
  perPaycheck('federalIncomeTax', 'The federal income tax', federal);
  perPaycheck('socialSecurity', 'Social Security', socialSecurity);
  perPaycheck('medicare', 'Medicare', medicare);
  perPaycheck('stateTax', 'The state income tax', state);
  perPaycheck('retirementContribution', 'The 401(k) contribution', retirement);
  perPaycheck('pretax', 'The pre-tax deductions', pretax);
  perPaycheck('afterTax', 'The after-tax deductions', afterTax);

  // The main line holds at most 12 steps: with every part in play, the rate (which take-home does not need) waits.
  if (steps.filter((step) => !more.has(step.name)).length > MAIN_LINE_STEPS) more.add('totalTaxRate');
  const placed = steps.map((step) => (more.has(step.name) ? { ...step, more: true } : step));
  return {
    steps: [...placed.filter((step) => !step.more), ...placed.filter((step) => step.more), ...detail.map((step) => ({ ...step, more: true }))],
    lands,
  };
}
