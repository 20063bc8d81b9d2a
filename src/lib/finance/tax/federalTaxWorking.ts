/**
 * The working of the US federal income tax (WORKING.md): the standard deduction, each bracket reached, the total, the
 * marginal bracket and the rates.
 */
import { workingFor, type Term, type WorkingStep } from '../working';
import { TAX_YEARS } from './tables/usFederalTax';
import { federalIncomeTax, type TaxTerms } from './taxDetails';
import { atLeastZero, bracketSteps } from './bracketWorking';
import { moneySteps, rateStep } from './taxWorking';

type FederalTaxResult = { totalTax: number; effectiveRate: number; netIncome: number; taxableIncome: number; marginalRate: number };

export function federalTaxWorking(terms: TaxTerms, result: FederalTaxResult): WorkingStep[] {
  const w = workingFor('USD');
  const { steps, add, money } = moneySteps(w);
  const income = money(terms.income);
  let text = 'The taxable income: the income as entered (no standard deduction taken)';
  let less: Term[] = [income];
  if (terms.standardDeduction) {
    const deduction = w.money(TAX_YEARS[terms.taxYear].standardDeduction[terms.filingStatus]);
    const left = terms.income - deduction.value;
    text = `The taxable income: the income less the ${terms.taxYear} standard deduction for your filing status, ${deduction.show}${left < 0 ? ', and not below 0' : ''}`;
    less = atLeastZero([income, '-', deduction], left);
  }
  const taxable = add('taxableIncome', text, less, result.taxableIncome, { for: 'taxableIncome' });
  const { brackets } = federalIncomeTax(terms);
  const { steps: bracketWork, tax } = bracketSteps(w, 'bracket', 'bracket', taxable, brackets, {
    name: 'totalTax',
    text: `The federal income tax: the brackets' taxes added up (the results round it to the cent)`,
    value: result.totalTax,
    hooks: { for: 'totalTax' },
  });
  steps.push(...bracketWork);
  const top = brackets.at(-1);
  const decides =
    top === undefined
      ? `${taxable.show} of taxable income reaches no bracket: 0\u00a0%`
      : `${taxable.show} is above ${w.money(top.from).show}${top.to === null ? '' : ` and at most ${w.money(top.to).show}`}: the ${String(top.rate)}\u00a0% bracket`;
  steps.push(w.lookup('marginalRate', 'The marginal rate: the rate of the bracket that holds the last dollar of taxable income', decides, result.marginalRate, { for: 'marginalRate' }));
  steps.push(rateStep(w, 'effectiveRate', 'The effective rate: the tax divided by the income, times 100 %', tax, income, result.effectiveRate));
  add('netIncome', 'What is left after the tax: the income less the tax', [income, '-', tax], result.netIncome, { for: 'netIncome' });
  return steps;
}
