/**
 * The working of the US federal income tax (WORKING.md): the standard deduction, each bracket reached, the total, the
 * marginal bracket and the rates. Up to three brackets are worked in two steps each (the income in it, its tax), more
 * in one step each, so that every result is on the main line.
 */
import { sumOf, workingFor, type Figure, type Term, type WorkingStep, type WorkingWriter } from '../working';
import type { BracketSlice } from './brackets';
import { TAX_RATES, TAX_YEARS } from './tables/usFederalTax';
import { federalIncomeTax, type TaxTerms } from './taxDetails';
import { eachBracket, named } from './bracketWorking';
import { atLeastZero, moneySteps, rateStep } from './taxWorking';

type FederalTaxResult = {
  totalTax: number;
  effectiveRate: number;
  netIncome: number;
  taxableIncome: number;
  marginalRate: number;
};

export function federalTaxWorking(terms: TaxTerms, result: FederalTaxResult): WorkingStep[] {
  const w = workingFor('USD');
  const { steps, add, money } = moneySteps(w);
  const income = money(terms.income);
  const deduction = w.money(terms.standardDeduction ? TAX_YEARS[terms.taxYear].standardDeduction[terms.filingStatus] : 0);
  const left = income.value - deduction.value;
  const text = terms.standardDeduction
    ? `The taxable income: the income less the ${terms.taxYear} standard deduction for your filing status, ${deduction.show}${left < 0 ? ', and not below 0' : ''}`
    : `The taxable income: the income less no standard deduction (${deduction.show}), as you chose not to take it`;
  const taxable = add('taxableIncome', text, atLeastZero([income, '-', deduction], left), Math.max(0, left), { for: 'taxableIncome' });

  const { brackets } = federalIncomeTax(terms);
  const taxes = brackets.length <= 3 ? bracketPairs(w, money, 'bracket', taxable, brackets, steps) : eachBracket(w, money, 'bracket', 'bracket', taxable, brackets, steps);
  const whole = { for: 'totalTax' } as const;
  let tax = taxes[0];
  if (taxes.length > 1) {
    tax = add(
      'totalTax',
      "The federal income tax: the brackets' taxes added up",
      sumOf(taxes),
      taxes.reduce((sum, figure) => sum + figure.value, 0),
      whole,
    );
  } else if (tax) {
    const last = steps.pop()!;
    steps.push({
      ...last,
      text: `${last.text}: the whole federal income tax`,
      ...whole,
    });
  } else {
    const lowest = w.percent(TAX_RATES[0]!);
    tax = add('totalTax', `The federal income tax: with no taxable income, not even the lowest bracket, at ${lowest.show}, taxes anything`, [taxable, '*', lowest], 0, whole);
  }

  const top = brackets.at(-1);
  const decides =
    top === undefined
      ? `${taxable.show} of taxable income reaches no bracket: 0\u00a0%`
      : `${taxable.show} is above ${w.money(top.from).show}${top.to === null ? '' : ` and at most ${w.money(top.to).show}`}: the ${w.percent(top.rate).show} bracket`;
  steps.push(w.lookup('marginalRate', 'The marginal rate: the rate of the bracket that holds the last dollar of taxable income', decides, result.marginalRate, { for: 'marginalRate' }));
  steps.push(rateStep(w, 'effectiveRate', 'The effective rate: the tax as a share of the income', tax, income, result.effectiveRate).step);
  add('netIncome', 'What is left after the tax: the income less the tax', [income, '-', tax], income.value - tax.value, { for: 'netIncome' });
  return steps;
}

/**
 * Each bracket reached in two steps, the income in it (the taxable income up to the bracket's top, less its bottom:
 * `NAME-1-income`) and its tax (`NAME-1`), the US federal tax's shape where its brackets fit the main line.
 */
function bracketPairs(w: WorkingWriter, money: (value: number) => Figure, name: string, taxable: Figure, slices: readonly BracketSlice[], into: WorkingStep[]): Figure[] {
  return slices.map((slice, index) => {
    const step = `${name}-${String(index + 1)}`;
    const upTo: Term[] = slice.to === null ? [taxable] : ['min(', taxable, ',', w.money(slice.to), ')'];
    const what = slice.to === null ? "less the bracket's bottom" : `up to the bracket's top${slice.from === 0 ? '' : ', less its bottom'}`;
    const income = money(slice.taxed);
    into.push(
      w.step(
        `${step}-income`,
        `The part of the taxable income in ${named(w, 'bracket', slice)}: the taxable income ${what}`,
        slice.from === 0 ? upTo : [...upTo, '-', w.money(slice.from)],
        slice.taxed,
        () => income,
      ),
    );
    const rate = w.percent(slice.rate);
    const tax = money(slice.tax);
    into.push(w.step(step, `Tax in the ${rate.show} bracket: that part at ${rate.show}`, [income, '*', rate], slice.tax, () => tax));
    return tax;
  });
}
