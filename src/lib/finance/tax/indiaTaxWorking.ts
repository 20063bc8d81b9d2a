/**
 * The working of India's income tax, old regime against new (WORKING.md). The main line: each regime's taxable income,
 * its slabs' tax in one line, the section 87A rebate or its marginal relief, the surcharge (with its relief), the tax
 * with its 4 % cess; the saving; the effective rates; and the break-even deductions, from the old regime's taxable
 * income at which its tax comes to the new regime's (a solved step: the old regime's tax there less the new regime's
 * comes out at 0). "Show every step" holds each slab on its own, and whatever of the above does not fit in 12 steps.
 */
import { workingFor, type Figure, type Term, type WorkingStep } from '../working';
import { indiaRegimeTax, type IndiaRegime, type IndiaRegimeComparison, type IndiaTaxInput } from './indiaIncomeTax';
import { HEALTH_AND_EDUCATION_CESS, NEW_REGIME_YEARS, SURCHARGE_BANDS, oldRegimeTable } from './tables/indiaIncomeTax';
import { added, eachBracket, sliceTax } from './bracketWorking';
import { atLeastZero, landing, mainLine, moneySteps, rateStep } from './taxWorking';

export const indiaTaxWorking = (input: IndiaTaxInput, comparison: IndiaRegimeComparison): WorkingStep[] => landing((decimals) => build(input, comparison, decimals));

function build(input: IndiaTaxInput, comparison: IndiaRegimeComparison, decimals: number) {
  const w = workingFor('INR');
  const { steps, add, money } = moneySteps(w, decimals);
  /** The steps written since the last cut: one group of the main line. */
  const cut = () => steps.splice(0);
  const groups: WorkingStep[][] = [];
  const detail: WorkingStep[] = [];
  const income = money(input.income);
  const taxOf = (regime: IndiaRegime, taxable: number) => indiaRegimeTax(regime, taxable, input.fy, input.age);
  const tableOf = (regime: IndiaRegime) => (regime === 'new' ? NEW_REGIME_YEARS[input.fy] : oldRegimeTable(input.fy, input.age));
  const standardOf = (regime: IndiaRegime) => w.money(input.incomeType === 'salary' ? tableOf(regime).standardDeduction : 0);
  const cess = w.percent(HEALTH_AND_EDUCATION_CESS);
  const withCess = w.percent(100 + HEALTH_AND_EDUCATION_CESS);
  /** What tax and surcharge come to on a surcharge band's start. */
  const bandStart = (regime: IndiaRegime, above: number) => {
    const at = taxOf(regime, above);
    return money(at.slabTax + at.rebate + at.surcharge);
  };

  // Each regime: its taxable income (the gross income less its standard deduction, on salary and pension only, and in
  // the old regime the reader's deductions, not below 0), the slabs in one line, the rebate or its relief, the
  // surcharge, and the tax with its cess.
  const taxes = { new: income, old: income };
  for (const regime of ['new', 'old'] as const) {
    const field = regime === 'new' ? 'New' : 'Old';
    const standard = standardOf(regime);
    const deductions = regime === 'old' && input.deductions > 0 ? money(input.deductions) : undefined;
    const left = income.value - standard.value - (deductions?.value ?? 0);
    const taxable = add(
      `taxable${field}`,
      `The ${regime} regime's taxable income: the gross income less the standard deduction${standard.value > 0 ? '' : ' (none but on salary)'}${deductions ? ' and your deductions' : ''}`,
      atLeastZero([income, '-', standard, ...(deductions ? (['-', deductions] as const) : [])], left),
      Math.max(0, left),
      { for: `taxable${field}` },
    );
    const worked = taxOf(regime, taxable.value);
    const paid = worked.slabs.filter((slice) => slice.rate > 0);
    let tax = add(
      `${regime}-slabs`,
      `The slabs' tax under the ${regime} regime: each slab's part of ${taxable.show} at its rate (each slab below)`,
      paid.length > 0 ? added(paid.map((slice) => sliceTax(w, taxable, slice))) : [taxable, '*', w.percent(0)],
      worked.slabTax,
    );
    eachBracket(w, money, `${regime}-slab`, 'slab', taxable, worked.slabs, detail);
    let what = "the slabs' tax";

    // Section 87A: at or below the limit, the tax is forgiven up to the rebate; just above it (new regime), marginal relief.
    const { limit, maximum } = tableOf(regime).rebate;
    const edge = w.money(limit);
    if (worked.rebate < 0) {
      const rebate = taxable.value <= limit;
      what = `the tax after ${rebate ? 'the rebate' : 'marginal relief'}`;
      const forgiven = w.money(maximum);
      tax = rebate
        ? add(
            `${regime}-rebate`,
            `The tax after the section 87A rebate of up to ${forgiven.show}, as ${taxable.show} is at most ${edge.show}`,
            ['max(', 0, ',', tax, '-', forgiven, ')'],
            Math.max(0, tax.value - maximum),
          )
        : add(`${regime}-marginalRelief`, `The tax after marginal relief: no more than the income above ${edge.show}`, ['min(', tax, ',', taxable, '-', edge, ')'], taxable.value - limit);
    }

    // The surcharge of the highest band the taxable income is above, at most what keeps tax and surcharge within the income above the band.
    const band = SURCHARGE_BANDS[regime].findLast((candidate) => taxable.value > candidate.above);
    let taxed: Term[] = [tax];
    let before = tax.value;
    if (band) {
      const threshold = w.money(band.above);
      const rate = w.percent(band.rate);
      const start = bandStart(regime, band.above);
      const cap = start.value + (taxable.value - band.above) - tax.value;
      const full = (tax.value * band.rate) / 100;
      const text = `The ${rate.show} surcharge, as ${taxable.show} is above ${threshold.show}`;
      const surcharge =
        cap < full
          ? add(
              `${regime}-surcharge`,
              `${text}, with marginal relief: tax and surcharge no more than their ${start.show} on ${threshold.show} plus the income above it`,
              ['min(', tax, '*', rate, ',', start, '+', '(', taxable, '-', threshold, ')', '-', tax, ')'],
              cap,
            )
          : add(`${regime}-surcharge`, text, [tax, '*', rate], full);
      what += ' and the surcharge';
      taxed = ['(', tax, '+', surcharge, ')'];
      before += surcharge.value;
    }
    taxes[regime] = add(
      `tax${field}`,
      `The tax under the ${regime} regime: ${what}, plus the ${cess.show} health and education cess`,
      [...(band ? taxed.slice(1, -1) : taxed), '+', ...taxed, '*', cess],
      before + (before * HEALTH_AND_EDUCATION_CESS) / 100,
      { for: `tax${field}` },
    );
    groups.push(cut());
  }
  const newTax = taxes.new;

  const [dearer, cheaper] = comparison.cheaper === 'old' ? (['new', 'old'] as const) : (['old', 'new'] as const);
  add(
    'savings',
    comparison.cheaper === 'same' ? 'Both regimes cost the same: no saving' : `The saving in the ${cheaper} regime: the ${dearer} regime's tax less the ${cheaper} regime's`,
    [taxes[dearer], '-', taxes[cheaper]],
    comparison.cheaper === 'same' ? 0 : taxes[dearer].value - taxes[cheaper].value,
    { for: 'savings' },
  );
  groups.push(cut());
  const rates = (['New', 'Old'] as const).map((field) => {
    const rate = rateStep(
      w,
      `effectiveRate${field}`,
      `The ${field.toLowerCase()} regime's effective rate: its tax as a share of the gross income`,
      taxes[field === 'New' ? 'new' : 'old'],
      income,
      comparison[`effectiveRate${field}`],
    );
    groups.push([rate.step]);
    return rate.lands;
  });

  // The break-even deductions: the old regime's taxable income at which its tax comes to the new regime's (put back into
  // the old regime's tax, it comes out at the new one's), and the deductions that bring it there, in whole rupees.
  const found = comparison.breakEvenDeductions;
  const standard = standardOf('old');
  const limit = tableOf('old').rebate.limit;
  const newShown = `${newTax.show}${newTax.unrounded ? ' before rounding' : ''}`;
  let reach = w.money(limit);
  /** The deductions down to a taxable income, rounded up to a whole rupee (one within float noise of a whole rupee is it). */
  const wholeRupees = (figure: Figure) => {
    const left = income.value - standard.value - figure.value;
    return Math.abs(left - Math.round(left)) < 1e-6 ? Math.round(left) : Math.ceil(left);
  };
  const lands = (figure: Figure) => Math.max(0, wholeRupees(figure)) === found;
  let text = `, the most on which it owes no tax (above it, more than the new regime's ${newShown})`;
  if (newTax.value > taxOf('old', limit + 1e-9).total) {
    // The largest taxable income the old regime taxes no more than the new one, found by halving, and shown to as few
    // decimals as put back into the old regime's tax give the new regime's, and bring the deductions to the search's answer.
    let low = limit;
    let high = 2 * income.value + 1e7;
    for (let step = 0; step < 80; step += 1) {
      const middle = (low + high) / 2;
      if (taxOf('old', middle).total <= comparison.taxNew) low = middle;
      else high = middle;
    }
    reach =
      [2, 3, 4, 5, 6].map((places) => w.money(low, places)).find((figure) => Math.abs(taxOf('old', figure.value).total - newTax.value) <= 1e-6 * newTax.value && lands(figure)) ?? w.money(low, 6);
    const at = taxOf('old', reach.value);
    const band = SURCHARGE_BANDS.old.findLast((candidate) => reach.value > candidate.above);
    // Tax and surcharge: the slabs' tax, with the surcharge, or held by marginal relief to what they come to on the band's start plus the income above it.
    const threshold = band && w.money(band.above);
    const relief = band && threshold && at.surcharge < (at.slabTax * band.rate) / 100 && bandStart('old', band.above);
    const surcharge = band && !relief && w.percent(100 + band.rate);
    const taxed: Term[] = relief ? [relief, '+', '(', reach, '-', threshold!, ')'] : [...added(at.slabs.filter((slice) => slice.rate > 0).map((slice) => sliceTax(w, reach, slice)))];
    steps.push(
      w.step(
        'breakEvenTaxable',
        `The old regime's taxable income at which its tax equals the new regime's, found by search: at ${reach.show} ${relief ? `tax and surcharge (by marginal relief, ${relief.show} on ${threshold!.show} plus the income above it)` : `its slabs' tax${surcharge ? ` with the surcharge (× ${surcharge.show})` : ''}`} with the ${cess.show} cess (× ${withCess.show}), less the new regime's tax, comes out at 0`,
        ['(', ...taxed, ')', ...(surcharge ? (['*', surcharge] as const) : []), '*', withCess, '-', newTax],
        reach.value,
        () => money(0),
        { kind: 'solved' },
      ),
    );
    text = ', in whole rupees: a rupee less would leave it above that, where the old regime costs more';
  }
  const left = income.value - standard.value - reach.value;
  const bringing: Term[] = [income, '-', standard, '-', reach];
  const whole = Math.abs(left - Math.round(left)) < 1e-6;
  add(
    'breakEvenDeductions',
    `The break-even deductions: what brings the old regime's taxable income down to ${reach.show}${left < 0 ? '; none if it is lower' : text}`,
    left < 0 ? ['max(', 0, ',', ...bringing, ')'] : whole ? bringing : ['ceil(', ...bringing, ')'],
    found,
    { for: 'breakEvenDeductions' },
  );
  groups.push(cut());
  return { steps: mainLine(groups, detail), lands: rates.every(Boolean) };
}
