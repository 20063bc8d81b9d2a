/**
 * The working of self-employment tax (WORKING.md), line by line as Schedule SE and Form 8959 run: the 92.35 % net
 * earnings, Social Security up to what the wages leave of the wage base, Medicare, the half deducted, Additional
 * Medicare above what the wages leave of the threshold, the quarterly payment and the effective rate.
 */
import { percentFigure, workingFor, type Figure, type Term, type WorkingStep } from '../working';
import type { SelfEmploymentTax, SelfEmploymentTaxInputs } from './selfEmploymentTax';
import { ADDITIONAL_MEDICARE_PERCENT, MEDICARE_PERCENT, SE_EARNINGS_PERCENT, SE_MINIMUM_EARNINGS, SOCIAL_SECURITY_PERCENT } from './tables/selfEmploymentTax';
import { atLeastZero, landing, moneySteps, rateStep } from './taxWorking';

type Result = 'socialSecurity' | 'medicare' | 'seTax' | 'deductibleHalf' | 'additionalMedicare' | 'quarterlyPayment';

export function selfEmploymentWorking(inputs: SelfEmploymentTaxInputs, tax: SelfEmploymentTax): WorkingStep[] {
  return landing((decimals) => {
    const w = workingFor('USD');
    const { steps, add, money } = moneySteps(w, decimals);
    /** `percent` % of an amount, in a step. */
    const share = (name: string, text: string, amount: Figure, percent: number, result?: Result): Figure =>
      add(name, text, [amount, '*', w.percent(percent)], (amount.value * percent) / 100, result && { for: result });
    const profit = money(inputs.netProfit);
    const wages = money(inputs.wages);
    const base = share('netEarnings', `Net earnings from self-employment: ${w.percent(SE_EARNINGS_PERCENT).show} of the net profit (Schedule SE)`, profit, SE_EARNINGS_PERCENT);

    // Each part's earnings: the net earnings, up to what the wages leave of the wage base, or above what they leave of the threshold.
    let socialSecurityEarnings = base;
    let additionalEarnings = base;
    if (tax.under400) {
      const minimum = w.money(SE_MINIMUM_EARNINGS);
      socialSecurityEarnings = additionalEarnings = add('under400', `The net earnings are under the ${minimum.show} at which Schedule SE starts, so none of them is taxed`, [base, '*', 0], 0);
    } else {
      const wageBase = w.money(tax.wageBase);
      const threshold = w.money(tax.additionalMedicareThreshold);
      const left = (name: string, of: string, limit: Figure): Figure =>
        add(
          name,
          `What your ${wages.show} of wages leave of ${of}, ${limit.show} (nothing if they pass it)`,
          atLeastZero([limit, '-', wages], limit.value - wages.value),
          Math.max(0, limit.value - wages.value),
        );
      const baseLeft = inputs.wages > 0 ? left('wageBaseLeft', `the ${inputs.taxYear} Social Security wage base`, wageBase) : wageBase;
      const capped = inputs.wages > 0 ? 'what your wages leave of the wage base' : `the ${inputs.taxYear} Social Security wage base of ${wageBase.show}`;
      socialSecurityEarnings = add(
        'socialSecurityEarnings',
        `The earnings that pay Social Security: the net earnings, up to ${capped}`,
        ['min(', base, ',', baseLeft, ')'],
        Math.min(base.value, baseLeft.value),
      );
      const thresholdLeft = inputs.wages > 0 ? left('thresholdLeft', 'the Additional Medicare threshold for your filing status', threshold) : threshold;
      const above = inputs.wages > 0 ? 'what your wages leave of the threshold' : `the ${threshold.show} threshold for your filing status`;
      const over = base.value - thresholdLeft.value;
      additionalEarnings = add(
        'additionalMedicareEarnings',
        `The earnings that pay Additional Medicare: the net earnings above ${above}, if any`,
        atLeastZero([base, '-', thresholdLeft], over),
        Math.max(0, over),
      );
    }

    const socialSecurity = share('socialSecurity', 'Social Security tax on those earnings', socialSecurityEarnings, SOCIAL_SECURITY_PERCENT, 'socialSecurity');
    const medicareEarnings = tax.under400 ? socialSecurityEarnings : base;
    const medicare = share('medicare', 'Medicare tax on all the net earnings, with no cap', medicareEarnings, MEDICARE_PERCENT, 'medicare');
    const seTax = add('seTax', 'The self-employment tax: Social Security plus Medicare', [socialSecurity, '+', medicare], socialSecurity.value + medicare.value, { for: 'seTax' });
    add('deductibleHalf', 'The half of it you deduct from your income: the self-employment tax divided by 2', [seTax, '/', 2], seTax.value / 2, { for: 'deductibleHalf' });
    const additional = share('additionalMedicare', 'Additional Medicare tax on the earnings above the threshold (Form 8959)', additionalEarnings, ADDITIONAL_MEDICARE_PERCENT, 'additionalMedicare');
    const incomeTax = money(inputs.incomeTax);
    const withIncomeTax = inputs.incomeTax > 0;
    const owed: Term[] = ['(', seTax, '+', additional, ...(withIncomeTax ? (['+', incomeTax] as const) : []), ')', '/', 4];
    add(
      'quarterlyPayment',
      `Each of the 4 quarterly payments: a quarter of the self-employment tax${withIncomeTax ? ', the Additional Medicare tax and the income tax you expect' : ' and the Additional Medicare tax (no income tax entered)'}`,
      owed,
      (seTax.value + additional.value + (withIncomeTax ? incomeTax.value : 0)) / 4,
      { for: 'quarterlyPayment' },
    );
    const rate = rateStep(w, 'effectiveRate', 'The effective rate: the self-employment tax as a share of the net profit', seTax, profit, tax.effectiveRate);
    if (rate.lands || decimals < 6) steps.push(rate.step);
    else {
      // Where even 6 decimals of the tax leave the rate short of its digits, the tax as its two parts make it, exactly:
      // amounts times percentages, which make the share a percentage ("($0.01 × 12.4 % + …) ÷ $433.15").
      const exact: Term[] = ['(', socialSecurityEarnings, '*', w.percent(SOCIAL_SECURITY_PERCENT), '+', medicareEarnings, '*', w.percent(MEDICARE_PERCENT), ')', '/', profit];
      const text = 'The effective rate: the self-employment tax, from its two parts before any rounding, as a share of the net profit';
      steps.push(w.step('effectiveRate', text, exact, Number(tax.effectiveRate.toPrecision(12)), (v) => percentFigure(w, v), { for: 'effectiveRate' }));
    }
    return { steps, lands: rate.lands || decimals === 6 };
  });
}
