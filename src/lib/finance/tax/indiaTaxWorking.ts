/**
 * The working of India's income tax, old regime against new (WORKING.md): each regime's taxable income, every slab
 * reached, the section 87A rebate or its marginal relief, the surcharge and its marginal relief, the 4 % cess and the
 * total; the saving; and the break-even deductions, with the old regime's tax worked at that amount and at one rupee
 * less, each set against the new regime's.
 */
import { workingFor, type Figure, type StepHooks, type Term, type WorkingStep } from '../working';
import { indiaRegimeTax, indiaTaxableIncome, type IndiaRegime, type IndiaRegimeComparison, type IndiaTaxInput, type RegimeTax } from './indiaIncomeTax';
import { HEALTH_AND_EDUCATION_CESS, NEW_REGIME_YEARS, SURCHARGE_BANDS, oldRegimeTable } from './tables/indiaIncomeTax';
import { atLeastZero, bracketSteps } from './bracketWorking';
import { moneySteps, rateStep } from './taxWorking';

export function indiaTaxWorking(input: IndiaTaxInput, comparison: IndiaRegimeComparison): WorkingStep[] {
  const w = workingFor('INR');
  const { steps, add, money } = moneySteps(w);
  const income = money(input.income);
  const tableOf = (regime: IndiaRegime) => (regime === 'new' ? NEW_REGIME_YEARS[input.fy] : oldRegimeTable(input.fy, input.age));

  /** Taxable income: the gross income less the standard deduction (salary only) and, in the old regime, `deductions`. */
  const taxableStep = (name: string, regime: IndiaRegime, deductions: Figure | undefined, what: string, value: number, hooks?: StepHooks): Figure => {
    const standard = input.incomeType === 'salary' ? w.money(tableOf(regime).standardDeduction) : undefined;
    const terms: Term[] = [income, ...(standard ? (['-', standard] as const) : []), ...(deductions ? (['-', deductions] as const) : [])];
    const less = [standard && `its ${standard.show} standard deduction on salary`, deductions && 'the deductions'].filter(Boolean).join(' and ');
    const raw = income.value - (standard?.value ?? 0) - (deductions?.value ?? 0);
    const text = `${what}: the gross income${less ? ` less ${less}` : ' as entered (no standard deduction on income other than salary)'}${raw < 0 ? ', and not below 0' : ''}`;
    return add(name, text, atLeastZero(terms, raw), value, hooks);
  };

  /** One regime's tax from its taxable income: slabs, rebate, surcharge, cess, total (the step `total`). */
  const regimeSteps = (name: string, regime: IndiaRegime, taxable: Figure, tax: RegimeTax, total: string, hooks?: StepHooks): Figure => {
    const table = tableOf(regime);
    const which = regime === 'new' ? 'the new regime' : 'the old regime';
    const slabs = bracketSteps(w, `${name}-slab`, 'slab', taxable, tax.slabs, { name: `${name}-slabTax`, text: `The tax on ${which}'s slabs, added up`, value: tax.slabTax });
    steps.push(...slabs.steps);

    // Section 87A: at or below the limit the tax is forgiven up to the rebate; just above it (new regime), marginal relief.
    const limit = w.money(table.rebate.limit);
    const afterRebate = tax.slabTax + tax.rebate;
    let tax87A = slabs.tax;
    if (tax.taxable <= table.rebate.limit && tax.slabTax > 0) {
      const maximum = w.money(table.rebate.maximum);
      const rebate = add(`${name}-rebate`, `The section 87A rebate: ${taxable.show} is at most ${limit.show}, so the tax is forgiven up to ${maximum.show}`, ['min(', slabs.tax, ',', maximum, ')'], -tax.rebate);
      tax87A = add(`${name}-afterRebate`, 'The tax after the rebate', [slabs.tax, '-', rebate], afterRebate);
    } else if (tax.rebate < 0) {
      tax87A = add(
        `${name}-marginalRelief`,
        `Marginal relief under section 87A: above ${limit.show} there is no rebate, but the tax may not exceed the income above ${limit.show}`,
        ['min(', slabs.tax, ',', taxable, '-', limit, ')'],
        afterRebate,
      );
    }

    // The surcharge of the highest band the taxable income is above, at most what keeps tax and surcharge within the income above the band.
    const band = SURCHARGE_BANDS[regime].findLast((candidate) => tax.taxable > candidate.above);
    let surcharge: Figure | undefined;
    if (band) {
      const threshold = w.money(band.above);
      const rate = w.percent(band.rate);
      const full: Term[] = [tax87A, '*', rate, '/', 100];
      const above = `${taxable.show} is above ${threshold.show}, so ${rate.show} of the tax`;
      const fullValue = (tax87A.value * band.rate) / 100;
      if (tax.surcharge < fullValue - 1e-9 * fullValue) {
        const before = add(`${name}-surchargeFull`, `The surcharge before relief: ${above}`, full, fullValue);
        const at = indiaRegimeTax(regime, band.above, input.fy, input.age);
        const atThreshold = money(at.slabTax + at.rebate + at.surcharge);
        surcharge = add(
          `${name}-surcharge`,
          `Marginal relief on the surcharge: tax and surcharge together may not exceed the ${atThreshold.show} they come to on exactly ${threshold.show}, plus the income above ${threshold.show}`,
          ['min(', before, ',', atThreshold, '+', '(', taxable, '-', threshold, ')', '-', tax87A, ')'],
          tax.surcharge,
        );
      } else {
        surcharge = add(`${name}-surcharge`, `The surcharge: ${above}`, full, tax.surcharge);
      }
    }

    const taxed: Term[] = surcharge ? ['(', tax87A, '+', surcharge, ')'] : [tax87A];
    const cess = w.percent(HEALTH_AND_EDUCATION_CESS);
    const cessFigure = add(`${name}-cess`, `The health and education cess: ${cess.show} of the tax${surcharge ? ' and surcharge' : ''}`, [...taxed, '*', cess, '/', 100], tax.cess);
    const parts = surcharge ? 'the tax, the surcharge and the cess' : 'the tax and the cess';
    return add(total, `The tax under ${which}: ${parts}${hooks ? ' (the results round it to the paisa)' : ''}`, [tax87A, ...(surcharge ? (['+', surcharge] as const) : []), '+', cessFigure], tax.total, hooks);
  };

  const totals = { new: income, old: income };
  for (const regime of ['new', 'old'] as const) {
    const field = regime === 'new' ? 'New' : 'Old';
    const tax = comparison.regimes[regime];
    const deductions = regime === 'old' && input.deductions > 0 ? money(input.deductions) : undefined;
    const taxable = taxableStep(`taxable${field}`, regime, deductions, `The ${regime} regime's taxable income`, tax.taxable, { for: `taxable${field}` });
    totals[regime] = regimeSteps(regime, regime, taxable, tax, `tax${field}`, { for: `tax${field}` });
    const rate = comparison[`effectiveRate${field}`];
    steps.push(rateStep(w, `effectiveRate${field}`, `The ${regime} regime's effective rate: its tax divided by the gross income, times 100 %`, totals[regime], income, rate));
  }

  const [dearer, cheaper] = comparison.cheaper === 'old' ? (['new', 'old'] as const) : (['old', 'new'] as const);
  const savingText = comparison.cheaper === 'same' ? 'Both regimes cost the same, so choosing one saves nothing' : `The saving in the ${cheaper} regime: the ${dearer} regime's tax less the ${cheaper} regime's`;
  add('savings', savingText, [totals[dearer], '-', totals[cheaper]], comparison.savings, { for: 'savings' });

  // The break-even deductions, found by a search: the old regime's tax at that amount is no more than the new regime's, and at one rupee less it is more.
  const newTax = totals.new;
  const found = w.money(comparison.breakEvenDeductions);
  steps.push(
    w.lookup(
      'breakEvenDeductions',
      'The break-even deductions: the fewest whole rupees of deductions with which the old regime costs no more than the new, found by search',
      `the old regime's tax is first at most ${newTax.show} with ${found.show} of deductions`,
      comparison.breakEvenDeductions,
      { for: 'breakEvenDeductions' },
    ),
  );
  const oldTaxWith = (name: string, deductions: Figure, check: string) => {
    const value = indiaTaxableIncome('old', { ...input, deductions: deductions.value });
    const taxable = taxableStep(`${name}-taxable`, 'old', deductions, `The old regime's taxable income with ${deductions.show} of deductions`, value);
    const total = regimeSteps(name, 'old', taxable, indiaRegimeTax('old', value, input.fy, input.age), `${name}-total`);
    add(`${name}-check`, `${check}: the new regime's tax less the old regime's`, [newTax, '-', total], newTax.value - total.value);
  };
  oldTaxWith('even', found, `With ${found.show} of deductions the old regime costs no more than the new one`);
  if (comparison.breakEvenDeductions > 0) {
    const less = add('short-deductions', 'One rupee less of deductions', [found, '-', 1], comparison.breakEvenDeductions - 1);
    oldTaxWith('short', less, `With ${less.show} of deductions the old regime would cost more than the new one`);
  }
  return steps;
}
