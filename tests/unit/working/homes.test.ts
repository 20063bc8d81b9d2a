import { describe, expect, it } from 'vitest';
import type { WorkingStep } from '../../../src/lib/finance/working';
import { expectWorkingFollows, expectWorkingHolds, stepLine as line, stepNamed as step, stepNames as names } from './workingRules';


describe('affordability working', () => {
  const holds = (inputs: Record<string, string>) => expectWorkingHolds({ id: 'affordability', inputs });
  const GUIDE = { income: '120000', debts: '850', downPayment: '50000', rate: '6.75', years: '30', propertyTax: '1.1', homeInsurance: '1800', pmi: '0.5' };

  it('works the guide’s example: both limits, the back-end one binding through min(), then the price with PMI', () => {
    const steps = holds(GUIDE);
    expect(line(steps, 'frontEndLimit')).toContain('$120,000.00 ÷ 12 × 28 % ÷ 100 = $2,800.00');
    expect(line(steps, 'backEndHousing')).toContain('$3,600.00 − $850.00 = $2,750.00');
    expect(step(steps, 'housingBudget').expr).toBe('min(2800.00, 2750.00)');
    expect(step(steps, 'housingBudget').text).toContain('back-end');
    expect(step(steps, 'maxPrice').expr).toMatch(/^max\(/);
    expect(names(steps)).toEqual(expect.arrayContaining(['priceWithoutPmi', 'pmiRate', 'priceWithPmi', 'pmiFreePrice']));
  });

  it('names the front-end limit when it binds (no debts), and needs no PMI at 20 % down or more', () => {
    const steps = holds({ income: '120000', downPayment: '100000', rate: '6', propertyTax: '1.2', homeInsurance: '1200', pmi: '0.6' });
    expect(step(steps, 'housingBudget').text).toContain('front-end');
    expect(step(steps, 'housingBudget').expr).toBe('min(2800.00, 3600.00)');
    expect(names(steps)).not.toContain('priceWithPmi');
    expect(step(steps, 'maxPrice').text).toContain('no PMI');
  });

  it('names the back end when its ratio alone is the lower, with no debts', () => {
    const steps = holds({ income: '90000', downPayment: '40000', rate: '6.5', frontRatio: '40', backRatio: '30' });
    expect(step(steps, 'housingBudget').text).toMatch(/smaller of the two, the back-end limit \(/);
  });

  it('names the front end on a tie, as the page does', () => {
    expect(step(holds({ income: '120000', debts: '800', downPayment: '100000', rate: '6' }), 'housingBudget').text).toContain('front-end');
  });

  it('stops the price at 20 % down when PMI would push any dearer home over budget', () => {
    const steps = holds({ income: '132000', downPayment: '100000', rate: '6', propertyTax: '1.2', homeInsurance: '1200', pmi: '0.6' });
    expect(step(steps, 'maxPrice').value).toBe(500_000);
    expect(step(steps, 'maxPrice').text).toContain('stops where the down payment is 20 %');
    expect(step(steps, 'monthlyTotal').expr).not.toContain('0.0005');
  });

  it('works a home with nothing down, with PMI and without', () => {
    const withPmi = holds({ income: '85000', debts: '400', rate: '7.1', propertyTax: '0.9', homeInsurance: '1500', hoa: '75', pmi: '0.8' });
    expect(step(withPmi, 'maxPrice').expr).not.toContain('max(');
    expect(step(withPmi, 'loanAmount').text).toContain('nothing down');
    const withoutPmi = holds({ income: '85000', rate: '7.1' });
    expect(names(withoutPmi)).not.toContain('fixedCosts');
    expect(names(withoutPmi)).not.toContain('taxRate');
  });

  it('puts a property tax given in dollars a year among the fixed costs', () => {
    const steps = holds({ income: '150000', downPayment: '60000', rate: '6.5', propertyTax: '4800', propertyTaxUnit: 'dollars', homeInsurance: '1300', hoa: '40' });
    expect(line(steps, 'fixedCosts')).toContain('$4,800.00 ÷ 12');
    expect(names(steps)).not.toContain('taxRate');
  });

  it('uses ratios and a term in part-years as entered', () => {
    holds({ income: '97531.45', debts: '612.37', downPayment: '33333.33', rate: '5.875', years: '15.5', propertyTax: '1.37', homeInsurance: '1234.56', hoa: '19.99', pmi: '0.45', frontRatio: '31', backRatio: '43' });
  });

  it('keeps every figure to the cent on a very large income and on a small one', () => {
    holds({ income: '75000000', debts: '25000', downPayment: '4000000', rate: '7.25', propertyTax: '1.8', homeInsurance: '95000', hoa: '3000', pmi: '0.7' });
    holds({ income: '18000', downPayment: '5000', rate: '8.5', years: '10', homeInsurance: '300', pmi: '1.2' });
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'affordability', inputs: GUIDE }, { id: 'affordability', inputs: { ...GUIDE, debts: '900' } });
  });
});

describe('rentVsBuy working', () => {
  const holds = (inputs: Record<string, string>) => expectWorkingHolds({ id: 'rentVsBuy', inputs });
  const rows = (steps: readonly WorkingStep[]) => [...new Set(steps.filter((candidate) => candidate.kind === 'row').map((candidate) => candidate.period))];

  it('works the guide’s example: the first and last years as rows, and the break-even after the stay as plain steps', () => {
    const steps = holds({ price: '400000', rent: '2000', rate: '6.5', homeInsurance: '1500' });
    expect(rows(steps)).toEqual([1, 10]);
    const even = step(steps, 'breakEvenYears');
    expect(even).toMatchObject({ value: 13, expr: '12 + 1' });
    expect(even.kind).toBeUndefined();
    expect(step(steps, 'lead12').value).toBeLessThan(0);
    expect(step(steps, 'lead13').value).toBeGreaterThanOrEqual(0);
    expect(step(steps, 'lead10').for).toBe('difference');
  });

  it('marks the break-even year and the year before it as rows when the stay reaches them', () => {
    const steps = holds({ price: '400000', rent: '2000', rate: '6.5', homeInsurance: '1500', stayYears: '15' });
    expect(rows(steps)).toEqual([1, 12, 13, 15]);
    expect(step(steps, 'breakEvenYears')).toMatchObject({ kind: 'row', table: 'yearly', period: 13, value: 13 });
    // Year 13 carries on from year 12's own figures, not from a lookup.
    expect(names(steps)).not.toContain('renterAt13');
  });

  it('shows a break-even in the first year with no row before it', () => {
    const steps = holds({ price: '300000', rent: '4000', rate: '5', stayYears: '5' });
    expect(step(steps, 'breakEvenYears')).toMatchObject({ period: 1, value: 1, expr: '1' });
  });

  it('says when the break-even never comes, with the closest year', () => {
    const steps = holds({ price: '900000', rent: '1500', rate: '7.5', rentIncrease: '1', appreciation: '1', investReturn: '8' });
    expect(names(steps)).not.toContain('breakEvenYears');
    expect(step(steps, 'noBreakEven').value).toBeLessThan(0);
  });

  it('shows the years buying leads for a while and renting is ahead again', () => {
    const steps = holds({ price: '600000', rate: '3', rent: '3000', appreciation: '2', investReturn: '9', rentIncrease: '2', stayYears: '25' });
    expect(rows(steps)).toEqual([1, 7, 8, 18, 19, 25]);
    expect(step(steps, 'rentAheadAgainYears')).toMatchObject({ kind: 'row', period: 19, value: 19, expr: '18 + 1' });
    expect(step(steps, 'lead18').value).toBeGreaterThanOrEqual(0);
    expect(step(steps, 'lead19').value).toBeLessThan(0);
    holds({ price: '450000', rate: '6.5', rent: '3000', appreciation: '5', investReturn: '9', rentIncrease: '0' });
  });

  it('splits the year a loan ends in part-way, and drops the payment once it is paid', () => {
    const steps = holds({ price: '250000', downPaymentPercent: '50', rate: '4.5', years: '2.5', stayYears: '3', rent: '1400', homeInsurance: '1200' });
    expect(step(steps, 'ownerCosts3').expr).toMatch(/\* 6 \+ .* \* 6$/);
    expect(names(steps)).toContain('ownPaid3');
    expect(names(steps)).not.toContain('owed3');
    holds({ price: '250000', rate: '4.5', years: '5', stayYears: '8', rent: '1400' });
    holds({ price: '250000', rate: '4.5', years: '0.5', stayYears: '1', rent: '1400' });
  });

  it('works a 0 % return, a falling home price and nothing down', () => {
    const steps = holds({ price: '350000', downPaymentPercent: '0', rate: '6.9', rent: '2100', investReturn: '0', appreciation: '-2', closingCosts: '0', stayYears: '7', hoa: '250' });
    expect(names(steps)).not.toContain('adds12');
  });

  it('works a one-year stay and a fifty-year stay', () => {
    holds({ price: '520000', rate: '6.25', rent: '2600', stayYears: '1' });
    holds({ price: '520000', rate: '6.25', rent: '2600', stayYears: '50', years: '40' });
  });

  it('keeps every figure to the cent on a very large home and on a small one', () => {
    holds({ price: '45000000', rate: '7.25', rent: '120000', homeInsurance: '90000', hoa: '5000', stayYears: '20' });
    holds({ price: '25000', rate: '9', rent: '300', years: '10', stayYears: '12' });
  });

  it('follows the inputs', () => {
    const inputs = { price: '400000', rent: '2000', rate: '6.5' };
    expectWorkingFollows({ id: 'rentVsBuy', inputs }, { id: 'rentVsBuy', inputs: { ...inputs, rent: '2100' } });
  });
});
