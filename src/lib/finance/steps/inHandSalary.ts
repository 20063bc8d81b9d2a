/**
 * The inHandSalary calculator's working (WORKING.md): a chunk of its own, fetched with the page's first answer. The
 * main line (at most 12 steps) goes from the CTC to a month in hand under each regime: basic pay, the employer's PF,
 * the gross salary (the gratuity provision worked in its line), each regime's taxable income, its slabs' tax, its tax
 * (the rebate or its relief, the surcharge and the cess in one line), and a month in hand. "Show every step" holds
 * the rest of the slip (your PF, the gratuity, HRA, the special allowance), each slab, and a year in hand.
 */
import { ctcToInHand, pfWageOf, SALARY_AGE, type InHandSalaryInput } from '../tax/inHandSalary';
import { indiaRegimeTax, type IndiaRegime } from '../tax/indiaIncomeTax';
import { HEALTH_AND_EDUCATION_CESS, NEW_REGIME_YEARS, SURCHARGE_BANDS, oldRegimeTable } from '../tax/tables/indiaIncomeTax';
import {
  EPF_WAGE_CEILING,
  GRATUITY_DAYS_A_YEAR,
  HRA_METRO_PERCENT,
  HRA_OTHER_PERCENT,
  HRA_RENT_OVER_PERCENT,
  PF_PERCENT,
  SECTION_80C_LIMIT,
  WORKING_DAYS_A_MONTH,
} from '../tax/tables/indiaSalary';
import { added, atLeastZero, eachBracket, mainLine, moneySteps, sliceTax } from '../tax/taxWorking';
import { workingFor, type Figure, type Term, type Working, type WorkingStep } from '../working';
import type { InHandSalaryInputs, InHandSalaryResult } from '../calculators/inHandSalary';

const MONTHS = 12;

export const working: (inputs: Required<InHandSalaryInputs>, result: InHandSalaryResult) => Working = (inputs) => inHandWorking(inputs);

function inHandWorking(inputs: InHandSalaryInput): WorkingStep[] {
  const w = workingFor('INR');
  const { steps, add, money } = moneySteps(w);
  const detail: WorkingStep[] = [];
  /** Moves the step just written to "Show every step". */
  const aside = () => detail.push(steps.pop()!);
  const salary = ctcToInHand(inputs);
  const { fy } = inputs;

  const ctc = money(inputs.ctc);
  const basicShare = w.percent(inputs.basicPercent);
  const basic = add('basic', `Basic pay: ${basicShare.show} of the CTC`, [ctc, '*', basicShare], (ctc.value * inputs.basicPercent) / 100, { for: 'basic' });

  // PF: 12 % of the PF wage, which is basic pay, basic pay up to the EPF ceiling a year, or none; the same from you.
  const pfRate = w.percent(PF_PERCENT);
  const ceiling = w.money(EPF_WAGE_CEILING[fy]);
  const pfTerms: Term[] =
    inputs.pf === 'none' ? [basic, '*', w.percent(0)]
    : inputs.pf === 'capped' ? ['min(', basic, ',', ceiling, '*', MONTHS, ')', '*', pfRate]
    : [basic, '*', pfRate];
  const pfValue = (pfWageOf(inputs.pf, basic.value, fy) * PF_PERCENT) / 100;
  const pfWhat =
    inputs.pf === 'none' ? 'none, as this CTC has no PF'
    : inputs.pf === 'capped' ? `${pfRate.show} of basic pay up to the FY ${fy} EPF wage ceiling of ${ceiling.show} a month, for 12 months`
    : `${pfRate.show} of basic pay`;
  const pf = add('employerPF', `The employer’s PF: ${pfWhat} (Code on Social Security, 2020; EPF Scheme, 2026)`, pfTerms, pfValue, { for: 'employerPF' });
  add('employeePF', `Your PF, taken from the salary: the same as the employer’s, ${pfWhat}`, pfTerms, pfValue, { for: 'employeePF' });
  aside();

  // The gratuity provision: 15 days’ basic pay for a year, a month counted as 26 working days.
  const included = inputs.gratuity === 'included';
  const gratuityTerms: Term[] = [basic, '*', GRATUITY_DAYS_A_YEAR, '/', '(', WORKING_DAYS_A_MONTH, '*', MONTHS, ')'];
  const gratuityValue = included ? (basic.value * GRATUITY_DAYS_A_YEAR) / (WORKING_DAYS_A_MONTH * MONTHS) : 0;
  const gratuityWhat = "15 days’ basic pay for each year of service, a month counted as 26 working days (Code on Social Security, 2020, section 53)";
  const gross = add(
    'grossSalary',
    `The gross salary: the CTC less the employer’s PF${included ? ` and the gratuity provision, ${gratuityWhat}` : ''}`,
    [ctc, '-', pf, ...(included ? (['-', ...gratuityTerms] as const) : [])],
    ctc.value - pf.value - gratuityValue,
    { for: 'grossSalary' },
  );
  add('gratuity', included ? `The gratuity provision: ${gratuityWhat}` : 'No gratuity provision: this CTC leaves it out', included ? gratuityTerms : [basic, '*', 0], gratuityValue, { for: 'gratuity' });
  aside();
  const hraShare = w.percent(inputs.hraPercent);
  const hra = add('hra', `HRA: ${hraShare.show} of basic pay`, [basic, '*', hraShare], (basic.value * inputs.hraPercent) / 100, { for: 'hra' });
  aside();
  const special = gross.value - basic.value - hra.value;
  add('specialAllowance', 'The special allowance: what the gross salary leaves after basic pay and HRA', [gross, '-', basic, '-', hra], Math.abs(special) < 1e-9 ? 0 : special, { for: 'specialAllowance' });
  aside();

  const professionalTax = money(inputs.professionalTax);
  /** The gross salary less your PF, the professional tax and a regime's tax. */
  const keeps = (tax: Figure): Term[] => [gross, ...(pf.value > 0 ? (['-', pf] as const) : []), ...(professionalTax.value > 0 ? (['-', professionalTax] as const) : []), '-', tax];
  const kept = (tax: Figure) => gross.value - pf.value - professionalTax.value - tax.value;
  const lessWhat = `less your PF${professionalTax.value > 0 ? ', the professional tax' : ''} and`;
  const inHand: Record<IndiaRegime, () => void> = { new: () => undefined, old: () => undefined };
  const regimeEnd = (regime: IndiaRegime, tax: Figure) => {
    const field = regime === 'new' ? 'New' : 'Old';
    add(`inHandMonth${field}`, `In hand a month under the ${regime} regime: the gross salary ${lessWhat} its tax, over 12 months`, ['(', ...keeps(tax), ')', '/', MONTHS], kept(tax) / MONTHS, { for: `inHandMonth${field}` });
    inHand[regime] = () => add(`inHandYear${field}`, `In hand a year under the ${regime} regime: the gross salary ${lessWhat} its tax`, keeps(tax), kept(tax), { for: `inHandYear${field}` });
  };

  /** A regime's slabs' tax (each slab in "Show every step"), then its tax in one line. */
  const regimeTax = (regime: IndiaRegime, taxable: Figure): Figure => {
    const worked = indiaRegimeTax(regime, taxable.value, fy, SALARY_AGE);
    const paid = worked.slabs.filter((slice) => slice.rate > 0);
    const slabs = add(
      `${regime}-slabs`,
      `The slabs’ tax under the ${regime} regime: each slab’s part of ${taxable.show} at its rate`,
      paid.length > 0 ? added(paid.map((slice) => sliceTax(w, taxable, slice))) : [taxable, '*', w.percent(0)],
      worked.slabTax,
    );
    eachBracket(w, money, `${regime}-slab`, 'slab', taxable, worked.slabs, detail);
    const { limit, maximum } = (regime === 'new' ? NEW_REGIME_YEARS[fy] : oldRegimeTable(fy, SALARY_AGE)).rebate;
    const edge = w.money(limit);
    const band = SURCHARGE_BANDS[regime].findLast((candidate) => taxable.value > candidate.above);
    let before: Term[] = [slabs];
    let value = slabs.value;
    let what = '';
    if (worked.rebate < 0 && taxable.value <= limit) {
      const forgiven = w.money(maximum);
      before = ['max(', 0, ',', slabs, '-', forgiven, ')'];
      value = Math.max(0, slabs.value - maximum);
      what = ` less the section 87A rebate of up to ${forgiven.show}, as ${taxable.show} is at most ${edge.show}`;
    } else if (worked.rebate < 0) {
      before = ['min(', slabs, ',', taxable, '-', edge, ')'];
      value = Math.min(slabs.value, taxable.value - limit);
      what = ` after marginal relief: no more than the income above ${edge.show}`;
    } else if (band) {
      const threshold = w.money(band.above);
      const withSurcharge = w.percent(100 + band.rate);
      const full = (slabs.value * (100 + band.rate)) / 100;
      const at = indiaRegimeTax(regime, band.above, fy, SALARY_AGE);
      const start = money(at.slabTax + at.rebate + at.surcharge);
      const cap = start.value + (taxable.value - band.above);
      what = ` with the ${w.percent(band.rate).show} surcharge (× ${withSurcharge.show}), as ${taxable.show} is above ${threshold.show}`;
      if (cap < full) {
        before = ['min(', slabs, '*', withSurcharge, ',', start, '+', '(', taxable, '-', threshold, ')', ')'];
        value = cap;
        what += `, held by marginal relief to the ${start.show} of tax and surcharge on ${threshold.show} plus the income above it`;
      } else {
        before = [slabs, '*', withSurcharge];
        value = full;
      }
    }
    const field = regime === 'new' ? 'taxNew' : 'taxOld';
    const cess = w.percent(100 + HEALTH_AND_EDUCATION_CESS);
    return add(
      field,
      `The tax under the ${regime} regime: the slabs’ tax${what}, plus the ${w.percent(HEALTH_AND_EDUCATION_CESS).show} health and education cess (× ${cess.show})`,
      [...before, '*', cess],
      (value * (100 + HEALTH_AND_EDUCATION_CESS)) / 100,
      { for: field },
    );
  };

  // The new regime: the gross salary less its standard deduction.
  const standardNew = w.money(salary.standardNew);
  const leftNew = gross.value - standardNew.value;
  const taxableNew = add('taxableNew', `The new regime’s taxable income: the gross salary less its standard deduction of ${standardNew.show}`, atLeastZero([gross, '-', standardNew], leftNew), Math.max(0, leftNew));
  regimeEnd('new', regimeTax('new', taxableNew));

  // The old regime: the HRA exemption, then the gross salary less the standard deduction, professional tax, the
  // exemption, 80C (your PF and other investments, up to their shared limit) and the other deductions.
  const rent = money(inputs.rent);
  const salaryPercent = inputs.metro === 'yes' ? HRA_METRO_PERCENT : HRA_OTHER_PERCENT;
  const rentOver = rent.value * MONTHS - (basic.value * HRA_RENT_OVER_PERCENT) / 100;
  const exemptionValue = Math.min((basic.value * inputs.hraPercent) / 100, Math.max(0, rentOver), (basic.value * salaryPercent) / 100);
  const exemption = add(
    'hraExemption',
    `The HRA exemption (old regime only): the smallest of the HRA (${hraShare.show} of basic pay), the rent paid in the year above ${w.percent(HRA_RENT_OVER_PERCENT).show} of basic pay, and ${w.percent(salaryPercent).show} of basic pay ${inputs.metro === 'yes' ? 'in a city the rules list' : 'outside the cities the rules list'}`,
    ['min(', basic, '*', hraShare, ',', ...atLeastZero([rent, '*', MONTHS, '-', basic, '*', w.percent(HRA_RENT_OVER_PERCENT)], rentOver), ',', basic, '*', w.percent(salaryPercent), ')'],
    exemptionValue,
    { for: 'hraExemption' },
  );
  if (exemption.value === 0) aside();

  const standardOld = w.money(salary.standardOld);
  const terms: Term[] = [gross, '-', standardOld];
  const less: string[] = [`its standard deduction of ${standardOld.show}`];
  let leftOld = gross.value - standardOld.value;
  if (professionalTax.value > 0) {
    terms.push('-', professionalTax);
    less.push('the professional tax');
    leftOld -= professionalTax.value;
  }
  if (exemption.value > 0) {
    terms.push('-', exemption);
    less.push('the HRA exemption');
    leftOld -= exemption.value;
  }
  const other80C = money(inputs.other80C);
  const pool = pf.value + other80C.value;
  if (pool > 0) {
    const cap = w.money(SECTION_80C_LIMIT);
    const parts: Term[] = pf.value > 0 && other80C.value > 0 ? [pf, '+', other80C] : [pf.value > 0 ? pf : other80C];
    if (pool > SECTION_80C_LIMIT) terms.push('-', 'min(', cap, ',', ...parts, ')');
    else terms.push('-', ...(parts.length > 1 ? (['(', ...parts, ')'] satisfies Term[]) : parts));
    const section = fy === '2025-26' ? 'section 80C of the Income-tax Act, 1961' : 'section 123 of the Income-tax Act, 2025';
    less.push(`${pf.value > 0 ? 'your PF' : ''}${pf.value > 0 && other80C.value > 0 ? ' and ' : ''}${other80C.value > 0 ? 'your other 80C investments' : ''}, ${cap.show} at most in all (${section})`);
    leftOld -= Math.min(SECTION_80C_LIMIT, pool);
  }
  const deductions = money(inputs.deductions);
  if (deductions.value > 0) {
    terms.push('-', deductions);
    less.push('your other deductions');
    leftOld -= deductions.value;
  }
  const taxableOld = add('taxableOld', `The old regime’s taxable income: the gross salary less ${less.join(', ')}`, atLeastZero(terms, leftOld), Math.max(0, leftOld));
  regimeEnd('old', regimeTax('old', taxableOld));
  inHand.new();
  aside();
  inHand.old();
  aside();
  return mainLine([steps], detail);
}
