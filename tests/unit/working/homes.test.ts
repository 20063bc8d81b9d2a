import { describe, expect, it } from 'vitest';
import { guideExample } from '../../../src/lib/calculatorGuide';
import { mainLineFirst, MAIN_LINE_STEPS, type WorkingStep } from '../../../src/lib/finance/working';
import { evaluate } from './expression';
import { expectWorkingFollows, expectWorkingHolds, workedOutcome, stepLine as line, stepNamed as step, stepNames as names } from './workingRules';

/** The payment a month on each $1 borrowed, from the textbook formula: r (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1), r the yearly % ÷ 1200. */
const perDollar = (yearly: number, months: number) => {
  const r = yearly / 1200;
  return (r * (1 + r) ** months) / ((1 + r) ** months - 1);
};
const mainNames = (steps: readonly WorkingStep[]) => mainLineFirst(steps).main.map((candidate) => candidate.name);
const mainResults = (steps: readonly WorkingStep[]) => mainLineFirst(steps).main.flatMap((candidate) => (candidate.for ? [candidate.for] : []));

describe('affordability working', () => {
  const holds = (inputs: Record<string, string>) => expectWorkingHolds({ id: 'affordability', inputs });
  const GUIDE = guideExample('affordability');

  it('puts the guide’s example on a main line of 12 steps that gives every result, headline first', () => {
    const steps = holds(GUIDE);
    expect(mainNames(steps)).toHaveLength(12);
    expect(mainNames(steps).length).toBeLessThanOrEqual(MAIN_LINE_STEPS);
    expect(mainLineFirst(steps).more).toHaveLength(0);
    expect(mainResults(steps)).toEqual(expect.arrayContaining(['maxPrice', 'loanAmount', 'monthlyPayment', 'monthlyTotal', 'housingBudget']));
  });

  it('works both limits and names the binding one in words: the back end, once the debts are paid', () => {
    const steps = holds(GUIDE);
    // 120,000 ÷ 12 = 10,000 a month: 28 % is 2,800; 36 % is 3,600, less 850 of debts, 2,750.
    expect(line(steps, 'frontEndLimit')).toBe('$120,000.00 ÷ 12 × 28 % = $2,800.00');
    expect(line(steps, 'backEndHousing')).toBe('$120,000.00 ÷ 12 × 36 % − $850.00 = $2,750.00');
    expect(step(steps, 'housingBudget').expr).toBe('min(2800.00, 2750.00)');
    expect(line(steps, 'housingBudget')).toBe('the smaller of $2,800.00 and $2,750.00 = $2,750.00');
    expect(step(steps, 'housingBudget').text).toMatch(/the smaller of the two limits, here the back-end one, once the debts are paid$/);
  });

  it('writes each percent once, never divided by 100 again', () => {
    const steps = holds(GUIDE);
    for (const candidate of steps) expect(candidate.line.replace(/\u00a0/g, ' ')).not.toMatch(/%\s*\)?\s*÷\s*100\b/);
    expect(line(steps, 'pmiFreePrice')).toBe('$50,000.00 ÷ 20 % = $250,000.00');
    expect(step(steps, 'perDollar').expr).toBe('6.75% / 12 * (1 + 6.75% / 12) ^ 360 / ((1 + 6.75% / 12) ^ 360 - 1)');
    expect(step(steps, 'perDollar').value).toBeCloseTo(perDollar(6.75, 360), 9);
  });

  it('finds the price with PMI as the larger of the PMI price and the 20 %-down price, from the formula', () => {
    const steps = holds(GUIDE);
    expect(names(steps)).toEqual(expect.arrayContaining(['priceWithoutPmi', 'priceWithPmi', 'pmiFreePrice']));
    expect(step(steps, 'maxPrice').expr).toMatch(/^max\(/);
    expect(line(steps, 'maxPrice')).toMatch(/^the larger of \$376,648\.42\d* and \$250,000\.00 = \$376,648\.42$/);
    // The price whose cost a month (payment, 1.1 % tax, 0.5 % PMI on the loan and $150 insurance) is the $2,750 budget.
    const A = perDollar(6.75, 360);
    const price = (2750 - 150 + 50_000 * (A + 0.005 / 12)) / (A + 0.011 / 12 + 0.005 / 12);
    expect(step(steps, 'maxPrice').value).toBeCloseTo(price, 6);
    expect(step(steps, 'loanAmount').value).toBeCloseTo(price - 50_000, 6);
  });

  it('names the front-end limit when it binds (no debts), and needs no PMI at 20 % down or more', () => {
    const steps = holds({ income: '120000', downPayment: '100000', rate: '6', propertyTax: '1.2', homeInsurance: '1200', pmi: '0.6' });
    expect(step(steps, 'housingBudget').text).toMatch(/here the front-end one$/);
    expect(step(steps, 'housingBudget').expr).toBe('min(2800.00, 3600.00)');
    expect(names(steps)).not.toContain('priceWithPmi');
    expect(step(steps, 'maxPrice').text).toContain('no PMI');
  });

  it('names the back end when its ratio alone is the lower, with no debts', () => {
    const steps = holds({ income: '90000', downPayment: '40000', rate: '6.5', frontRatio: '40', backRatio: '30' });
    expect(names(steps)).toContain('backEndLimit');
    expect(step(steps, 'housingBudget').text).toMatch(/here the back-end one$/);
  });

  it('names the front end on a tie, as the page does', () => {
    expect(step(holds({ income: '120000', debts: '800', downPayment: '100000', rate: '6' }), 'housingBudget').text).toMatch(/here the front-end one$/);
  });

  it('stops the price at 20 % down when PMI would push any dearer home over budget, and charges no PMI there', () => {
    const steps = holds({ income: '132000', downPayment: '100000', rate: '6', propertyTax: '1.2', homeInsurance: '1200', pmi: '0.6' });
    expect(step(steps, 'maxPrice').value).toBe(500_000);
    expect(step(steps, 'maxPrice').text).toContain('stops where the down payment is 20 %');
    expect(step(steps, 'monthlyTotal').expr).not.toContain('0.6%');
  });

  it('works a home with nothing down, with PMI and without', () => {
    const withPmi = holds({ income: '85000', debts: '400', rate: '7.1', propertyTax: '0.9', homeInsurance: '1500', hoa: '75', pmi: '0.8' });
    expect(step(withPmi, 'maxPrice').expr).not.toContain('max(');
    expect(step(withPmi, 'maxPrice').expr).toContain('0.8% / 12');
    expect(step(withPmi, 'loanAmount').text).toContain('nothing down');
    const withoutPmi = holds({ income: '85000', rate: '7.1' });
    expect(names(withoutPmi)).not.toContain('fixedCosts');
    // No tax a month on each $1 of price: the price is the budget over the payment per $1 alone.
    expect(step(withoutPmi, 'maxPrice').expr).not.toMatch(/\+ [\d.]+% \/ 12/);
  });

  it('puts a property tax given in dollars a year among the fixed costs', () => {
    const steps = holds({ income: '150000', downPayment: '60000', rate: '6.5', propertyTax: '4800', propertyTaxUnit: 'dollars', homeInsurance: '1300', hoa: '40' });
    expect(line(steps, 'fixedCosts')).toContain('$4,800.00 ÷ 12');
    expect(step(steps, 'maxPrice').expr).not.toContain('4800%');
  });

  it('works the budget out again in the price where its cent would move the price by more than a cent', () => {
    const inputs = { income: '97531.45', debts: '612.37', downPayment: '33333.33', rate: '5.875', years: '15.5', propertyTax: '1.37', homeInsurance: '1300', hoa: '19.99', pmi: '0.45', frontRatio: '31', backRatio: '43' };
    const steps = holds(inputs);
    // 97,531.45 ÷ 12 × 31 % = 2,519.5624583…: the budget is shown to the cent, and the price works from its arithmetic.
    expect(line(steps, 'housingBudget')).toBe('the smaller of $2,519.56 and $2,882.51 = $2,519.56');
    expect(step(steps, 'priceWithPmi').expr).toMatch(/^\(97531\.45 \/ 12 \* 31% - \(1300\.00 \/ 12 \+ 19\.99\) \+ /);
    expect(evaluate('97531.45 / 12 * 31%')).toBeCloseTo(2519.5624583, 6);
  });

  it('uses ratios and a term in part-years as entered', () => {
    const steps = holds({ income: '97531.45', debts: '612.37', downPayment: '33333.33', rate: '5.875', years: '15.5', propertyTax: '1.37', homeInsurance: '1234.56', hoa: '19.99', pmi: '0.45', frontRatio: '31', backRatio: '43' });
    expect(step(steps, 'perDollar').text).toContain('186 months (15.5 years × 12)');
  });

  it('keeps every figure to the cent on a very large income and on a small one', () => {
    holds({ income: '75000000', debts: '25000', downPayment: '4000000', rate: '7.25', propertyTax: '1.8', homeInsurance: '95000', hoa: '3000', pmi: '0.7' });
    holds({ income: '18000', downPayment: '5000', rate: '8.5', years: '10', homeInsurance: '300', pmi: '1.2' });
  });

  it('holds across incomes, debts, down payments, rates, taxes and PMI', () => {
    for (const income of ['40000', '97531.45', '250000'])
      for (const downPayment of ['0', '15000', '90000'])
        for (const pmi of ['0', '0.85'])
          for (const [propertyTax, propertyTaxUnit] of [['1.25', 'percent'], ['3600', 'dollars']])
            holds({ income, debts: income === '40000' ? '' : '700', downPayment, rate: '6.9', propertyTax: propertyTax!, propertyTaxUnit: propertyTaxUnit!, homeInsurance: '1300', hoa: downPayment === '0' ? '45' : '', pmi });
  });

  it('follows the inputs', () => {
    expectWorkingFollows({ id: 'affordability', inputs: GUIDE }, { id: 'affordability', inputs: { ...GUIDE, debts: '900' } });
  });
});

describe('rentVsBuy working', () => {
  const holds = (inputs: Record<string, string>) => expectWorkingHolds({ id: 'rentVsBuy', inputs });
  const GUIDE = guideExample('rentVsBuy');
  const rows = (steps: readonly WorkingStep[]) => [...new Set(steps.filter((candidate) => candidate.kind === 'row').map((candidate) => Number(candidate.period)))].sort((a, b) => a - b);

  it('puts the guide’s example on a main line of 12 steps that reaches the lead, both net worths and the payment', () => {
    const steps = holds(GUIDE);
    expect(mainNames(steps)).toEqual(['loan', 'monthlyPayment', 'renter9', 'buyer9', 'equity9', 'own10', 'rent10', 'rentNetWorth10', 'owed10', 'homeEquity10', 'buyNetWorth10', 'difference']);
    expect(mainNames(steps).length).toBeLessThanOrEqual(MAIN_LINE_STEPS);
    expect(mainResults(steps)).toEqual(['monthlyPayment', 'rentNetWorth', 'buyNetWorth', 'difference']);
    expect(steps.filter((candidate) => candidate.kind === 'lookup')).toEqual([]);
  });

  it('reads each figure carried from the yearly table as a row step that names its row, at the value of its cell', () => {
    const { outcome, steps } = workedOutcome('rentVsBuy', GUIDE);
    const row9 = outcome.details!.table!.yearly.find((candidate) => candidate.period === 9)!;
    // The table's columns: owner's costs, rent paid, home equity, buyer's net worth, renter's net worth.
    for (const [name, cell] of [['renter9', 4], ['buyer9', 3], ['equity9', 2]] as const) {
      expect(step(steps, name)).toMatchObject({ kind: 'row', table: 'yearly', period: 9, value: row9.values[cell] });
      expect(step(steps, name).text).toContain('year 9 of the yearly table');
    }
    // To the cent, or before rounding with no more decimals than the next step needs.
    expect(line(steps, 'renter9')).toMatch(/^year 9, renter’s net worth = \$233,566\.70\d? before rounding$/);
  });

  it('says a rate the reader left blank is the default, and one they typed is not', () => {
    // The guide leaves the down payment (20 %) and the home’s growth (3 %) at their defaults (WORKING.md rule 3).
    const steps = holds(GUIDE);
    expect(step(steps, 'loan').text).toMatch(/the default 20\s%/);
    expect(step(steps, 'homeEquity10').text).toMatch(/the default 3\s%/);
    const typed = holds({ ...GUIDE, downPaymentPercent: '25', appreciation: '4' });
    expect(step(typed, 'loan').text).not.toContain('default');
    expect(line(typed, 'loan')).toBe('$400,000.00 × (1 − 25 %) = $300,000.00');
    expect(step(typed, 'homeEquity10').text).toMatch(/grown at 4\s%/);
  });

    it('writes each percent once and the payment from the reader’s rate', () => {
    const steps = holds(GUIDE);
    expect(line(steps, 'loan')).toBe('$400,000.00 × (1 − 20 %) = $320,000.00');
    expect(step(steps, 'monthlyPayment').value).toBeCloseTo(320_000 * perDollar(6.5, 360), 9);
    for (const candidate of steps) expect(candidate.line.replace(/\u00a0/g, ' ')).not.toMatch(/%\s*\)?\s*÷\s*100\b|100 − [\d.]+ %/);
  });

  it('works the break-even past the stay year by year, beside the year before it', () => {
    const steps = holds(GUIDE);
    expect(rows(steps)).toEqual([1, 9, 10]);
    const even = step(steps, 'breakEvenYears');
    expect(even).toMatchObject({ value: 13, expr: '12 + 1' });
    expect(even.kind).toBeUndefined();
    expect(even.text).toContain('past the stay');
    expect(step(steps, 'lead12').value).toBeLessThan(0);
    expect(step(steps, 'lead13').value).toBeGreaterThanOrEqual(0);
    expect(names(steps)).toEqual(expect.arrayContaining(['ahead10', 'ahead11', 'ahead12', 'ahead13']));
    expect(step(steps, 'difference').for).toBe('difference');
  });

  it('marks the break-even year and the year before it as rows of the yearly table when the stay reaches them', () => {
    const steps = holds({ ...GUIDE, stayYears: '15' });
    expect(rows(steps)).toEqual([1, 12, 13, 14, 15]);
    expect(step(steps, 'breakEvenYears')).toMatchObject({ kind: 'row', table: 'yearly', period: 13, value: 13, expr: '12 + 1' });
    for (const name of ['buyer12', 'renter12', 'buyer13', 'renter13']) expect(step(steps, name).kind).toBe('row');
    expect(evaluate(step(steps, 'lead12').expr)).toBeLessThan(0);
    expect(evaluate(step(steps, 'lead13').expr)).toBeGreaterThanOrEqual(0);
    expect(steps.filter((candidate) => candidate.kind === 'lookup')).toEqual([]);
  });

  it('shows a break-even in the first year with no row before it', () => {
    const steps = holds({ price: '300000', rent: '4000', rate: '5', stayYears: '5' });
    expect(step(steps, 'breakEvenYears')).toMatchObject({ kind: 'row', period: 1, value: 1, expr: '1' });
  });

  it('says nothing of a break-even that never comes, and looks nothing up', () => {
    const steps = holds({ price: '900000', rent: '1500', rate: '7.5', rentIncrease: '1', appreciation: '1', investReturn: '8' });
    expect(names(steps)).not.toContain('breakEvenYears');
    expect(steps.filter((candidate) => candidate.kind === 'lookup')).toEqual([]);
  });

  it('shows the years buying leads for a while and renting is ahead again, each beside the year before it', () => {
    const steps = holds({ price: '600000', rate: '3', rent: '3000', appreciation: '2', investReturn: '9', rentIncrease: '2', stayYears: '25' });
    expect(rows(steps)).toEqual([1, 7, 8, 18, 19, 24, 25]);
    expect(step(steps, 'rentAheadAgainYears')).toMatchObject({ kind: 'row', period: 19, value: 19, expr: '18 + 1' });
    expect(step(steps, 'lead18').value).toBeGreaterThanOrEqual(0);
    expect(step(steps, 'lead19').value).toBeLessThan(0);
    holds({ price: '450000', rate: '6.5', rent: '3000', appreciation: '5', investReturn: '9', rentIncrease: '0' });
  });

  it('splits the year a loan ends in part-way, and drops the payment once it is paid', () => {
    const steps = holds({ price: '250000', downPaymentPercent: '50', rate: '4.5', years: '2.5', stayYears: '3', rent: '1400', homeInsurance: '1200' });
    expect(step(steps, 'ownerCosts3').expr).toMatch(/\* 6 \+ .* \* 6$/);
    expect(names(steps)).toContain('own3Paid');
    expect(step(steps, 'own3Paid').expr).not.toContain('4413');
    expect(names(steps)).not.toContain('owed3');
    holds({ price: '250000', rate: '4.5', years: '5', stayYears: '8', rent: '1400' });
    holds({ price: '250000', rate: '4.5', years: '0.5', stayYears: '1', rent: '1400' });
  });

  it('works a 0 % return with no growth to add, a falling home price and nothing down', () => {
    const steps = holds({ price: '350000', downPaymentPercent: '0', rate: '6.9', rent: '2100', investReturn: '0', appreciation: '-2', closingCosts: '0', stayYears: '7', hoa: '250' });
    // At 0 % each month's difference is invested for nothing more: × 12 months.
    expect(step(steps, 'rentNetWorth7').expr).toMatch(/\* 12$/);
    expect(step(steps, 'rentNetWorth7').expr).not.toContain('^');
    expect(step(steps, 'homeEquity7').expr).toContain('(1 + (-2%)) ^ 7');
  });

  it('works a one-year stay from the start, with the first month’s cost on the main line, and a fifty-year stay', () => {
    const one = holds({ price: '520000', rate: '6.25', rent: '2600', stayYears: '1' });
    expect(mainResults(one)).toEqual(expect.arrayContaining(['monthlyPayment', 'firstMonthCost', 'rentNetWorth', 'buyNetWorth', 'difference']));
    expect(line(one, 'renterStart')).toBe('$520,000.00 × (20 % + 3 %) = $119,600.00');
    holds({ price: '520000', rate: '6.25', rent: '2600', stayYears: '50', years: '40' });
  });

  it('keeps every figure to the cent on a very large home and on a small one', () => {
    holds({ price: '45000000', rate: '7.25', rent: '120000', homeInsurance: '90000', hoa: '5000', stayYears: '20' });
    holds({ price: '25000', rate: '9', rent: '300', years: '10', stayYears: '12' });
  });

  it('holds across stays, terms, returns and prices', () => {
    for (const stayYears of ['1', '2', '9', '31'])
      for (const years of ['0.5', '15', '30'])
        for (const investReturn of ['0', '7'])
          for (const price of ['180000.37', '750000']) holds({ price, rent: '1900', rate: '6.1', years, stayYears, investReturn, homeInsurance: '1777.77', appreciation: investReturn === '0' ? '-1' : '4' });
  });

  it('follows the inputs', () => {
    const inputs = { price: '400000', rent: '2000', rate: '6.5' };
    expectWorkingFollows({ id: 'rentVsBuy', inputs }, { id: 'rentVsBuy', inputs: { ...inputs, rent: '2100' } });
  });
});
