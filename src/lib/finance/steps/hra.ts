/** The HRA calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. */
import { exactMoney } from '../everydayWorking';
import { workingFor, type Term, type Working } from '../working';
import { exemptionFor, salaryLimitWords, type HraInputs, type HraResult } from '../calculators/hra';
import { HRA_RENT_OVER_PERCENT } from '../tax/tables/indiaSalary';

/**
 * The three limits from the reader's numbers, the exemption as the smallest of them, and the HRA left to tax. A tenth
 * or a half of an amount in paise can have a third decimal: such a figure is shown to it, before rounding.
 */
export const working: (inputs: Required<HraInputs>, result: HraResult) => Working = (inputs, result) => {
  const w = workingFor('INR');
  const { salaryPercent } = exemptionFor(inputs);
  const basic = exactMoney(w, inputs.basic);
  const hra = exactMoney(w, inputs.hra);
  const rent = exactMoney(w, inputs.rent);
  const tenthValue = (inputs.basic * HRA_RENT_OVER_PERCENT) / 100;
  const tenth = w.money(tenthValue, 3);
  const rentAbove: Term[] = inputs.rent >= tenthValue ? [rent, '-', tenth] : ['max(', 0, ',', rent, '-', tenth, ')'];
  const steps = [
    w.lookup('actualHra', 'Limit 1, the HRA you receive, as you entered it', `${hra.show} a year`, result.actualHra, { for: 'actualHra' }),
    w.step('tenthOfBasic', `${HRA_RENT_OVER_PERCENT} % of your basic salary plus DA`, [basic, '*', w.percent(HRA_RENT_OVER_PERCENT)], tenthValue, (value) => w.money(value, 3)),
    w.step(
      'rentOverTenth',
      `Limit 2, the rent you pay above ${HRA_RENT_OVER_PERCENT} % of basic${inputs.rent < tenthValue ? ' (none: the rent is below it)' : ''}`,
      rentAbove,
      result.rentOverTenth,
      (value) => w.money(value, 3),
      { for: 'rentOverTenth' },
    ),
    w.step('salaryShare', `Limit 3, ${salaryLimitWords(inputs.fy, inputs.metro === 'yes')}`, [basic, '*', w.percent(salaryPercent)], result.salaryShare, (value) => w.money(value, 3), {
      for: 'salaryShare',
    }),
  ];
  const [, , rentLimit, shareLimit] = steps.map((step) => w.money(step.value, 3));
  steps.push(
    w.step('exemptHra', 'The exempt HRA: the smallest of the three limits', ['min(', hra, ',', rentLimit!, ',', shareLimit!, ')'], result.exemptHra, (value) => w.money(value, 3), { for: 'exemptHra' }),
    w.step('taxableHra', 'The taxable HRA in the old regime: the HRA received less the exempt part', [hra, '-', w.money(result.exemptHra, 3)], result.taxableHra, (value) => w.money(value, 3), {
      for: 'taxableHra',
    }),
  );
  return steps;
};
