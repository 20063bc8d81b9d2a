/**
 * The working of self-employment tax (WORKING.md), line by line as Schedule SE and Form 8959 run: the 92.35 % net
 * earnings, Social Security up to what the wages leave of the wage base, Medicare, the half deducted, Additional
 * Medicare above what the wages leave of the threshold, the quarterly payment and the effective rate.
 */
import { workingFor, type Figure, type Term, type WorkingStep } from '../working';
import type { SelfEmploymentTax, SelfEmploymentTaxInputs } from './selfEmploymentTax';
import { ADDITIONAL_MEDICARE_PERCENT, MEDICARE_PERCENT, SE_EARNINGS_PERCENT, SE_MINIMUM_EARNINGS, SOCIAL_SECURITY_PERCENT } from './tables/selfEmploymentTax';
import { moneySteps, rateStep } from './taxWorking';

export function selfEmploymentWorking(inputs: SelfEmploymentTaxInputs, tax: SelfEmploymentTax): WorkingStep[] {
  const w = workingFor('USD');
  const { steps, add, money } = moneySteps(w);
  /** A step that gives the result of its name. */
  const result = (name: 'socialSecurity' | 'medicare' | 'seTax' | 'deductibleHalf' | 'additionalMedicare' | 'quarterlyPayment', text: string, terms: readonly Term[]): Figure =>
    add(name, text, terms, tax[name], { for: name });
  const percentOf = (amount: Figure, percent: number): Term[] => [amount, '*', w.percent(percent), '/', 100];
  const profit = money(inputs.netProfit);
  const wages = money(inputs.wages);
  const base = add('netEarnings', `Net earnings from self-employment: ${String(SE_EARNINGS_PERCENT)} % of the net profit (Schedule SE)`, percentOf(profit, SE_EARNINGS_PERCENT), tax.base);

  // Each part's earnings: the net earnings, capped by what the wages leave of the wage base or above what they leave of the threshold.
  let socialSecurityEarnings: Figure;
  let additionalEarnings: Figure;
  let taxed = base;
  if (tax.under400) {
    const minimum = w.money(SE_MINIMUM_EARNINGS);
    taxed = add('under400', `The net earnings are under the ${minimum.show} at which Schedule SE starts (${base.show} < ${minimum.show}), so none of them is taxed`, [base, '*', 0], 0);
    socialSecurityEarnings = additionalEarnings = taxed;
  } else {
    const wageBase = w.money(tax.wageBase);
    const threshold = w.money(tax.additionalMedicareThreshold);
    const left = (name: string, of: string, limit: Figure): Figure =>
      add(name, `What your wages leave of ${of}, ${limit.show}`, ['max(', 0, ',', limit, '-', wages, ')'], Math.max(0, limit.value - wages.value));
    const baseLeft = inputs.wages > 0 ? left('wageBaseLeft', `the ${inputs.taxYear} Social Security wage base`, wageBase) : wageBase;
    socialSecurityEarnings = add(
      'socialSecurityEarnings',
      `The earnings that pay Social Security: the net earnings, up to ${inputs.wages > 0 ? 'what is left of the wage base' : `the ${inputs.taxYear} wage base of ${wageBase.show}`}`,
      ['min(', base, ',', baseLeft, ')'],
      tax.socialSecurityEarnings,
    );
    const thresholdLeft = inputs.wages > 0 ? left('thresholdLeft', 'the Additional Medicare threshold for your filing status', threshold) : threshold;
    additionalEarnings = add(
      'additionalMedicareEarnings',
      `The earnings that pay Additional Medicare: the net earnings above ${inputs.wages > 0 ? 'what is left of the threshold' : `the ${threshold.show} threshold for your filing status`}, if any`,
      ['max(', 0, ',', base, '-', thresholdLeft, ')'],
      Math.max(0, base.value - thresholdLeft.value),
    );
  }

  const socialSecurity = result('socialSecurity', `Social Security tax: ${String(SOCIAL_SECURITY_PERCENT)} % of those earnings`, percentOf(socialSecurityEarnings, SOCIAL_SECURITY_PERCENT));
  const medicare = result('medicare', `Medicare tax: ${String(MEDICARE_PERCENT)} % of all the net earnings, with no cap`, percentOf(taxed, MEDICARE_PERCENT));
  const seTax = result('seTax', 'The self-employment tax: Social Security plus Medicare (the results round it to the cent)', [socialSecurity, '+', medicare]);
  result('deductibleHalf', 'The half of it deducted from your income: the self-employment tax divided by 2', [seTax, '/', 2]);
  const additional = result(
    'additionalMedicare',
    `Additional Medicare tax: ${String(ADDITIONAL_MEDICARE_PERCENT)} % of the earnings above the threshold (Form 8959)`,
    percentOf(additionalEarnings, ADDITIONAL_MEDICARE_PERCENT),
  );
  const incomeTax = money(inputs.incomeTax);
  result(
    'quarterlyPayment',
    `Each of the 4 quarterly payments: a quarter of the self-employment tax${inputs.incomeTax > 0 ? ', the Additional Medicare tax and the income tax you expect' : ' and the Additional Medicare tax (no income tax entered)'}`,
    ['(', seTax, '+', additional, ...(inputs.incomeTax > 0 ? (['+', incomeTax] as const) : []), ')', '/', 4],
  );
  steps.push(rateStep(w, 'effectiveRate', 'The effective rate: the self-employment tax divided by the net profit, times 100 %', seTax, profit, tax.effectiveRate));
  return steps;
}
