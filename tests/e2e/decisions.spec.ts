import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, waitForHydration } from './support/calculator';

/**
 * DECISIONS.md's seven calculators, driven through their public hooks: a shared link with every input, and each one's
 * own depth (rent vs buy's table and break-even, India's two slab tables, the car loan's schedule with extra payments,
 * refinance's break-even, SWP running out, affordability's limits). Expected figures are worked by hand in the
 * comments, or independently of the site's code where a balance is needed (the closed-form balance of a level-payment
 * loan, b(k) = L(1 + r)^k − P((1 + r)^k − 1) / r).
 */

async function openCalculated(page: Page, path: string, inputs: Readonly<Record<string, string>>) {
  await page.goto(`${path}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
/** Every word shown with the answer: the results and every note, wherever the page places them. */
const answerWords = async (page: Page) => (await page.locator('[data-results], [data-note]').allInnerTexts()).join(' ');

/** One link per calculator holding every input, each away from its default so that a dropped one shows. */
const EVERY_INPUT = [
  ['/home-affordability-calculator', 'affordability', { income: '150000', debts: '400', downPayment: '80000', rate: '6.25', years: '25', propertyTax: '5400', propertyTaxUnit: 'dollars', homeInsurance: '1800', hoa: '150', pmi: '0.6', frontRatio: '30', backRatio: '40' }],
  ['/rent-vs-buy-calculator', 'rentVsBuy', { price: '450000', downPaymentPercent: '15', rate: '6.75', years: '25', stayYears: '12', rent: '2400', rentIncrease: '4', appreciation: '-1', investReturn: '6', propertyTax: '1.2', maintenance: '0.8', homeInsurance: '1600', hoa: '90', closingCosts: '2.5', sellingCosts: '5.5' }],
  ['/refinance-calculator', 'refinance', { balance: '280000', currentRate: '7.25', remainingYears: '27', newRate: '6', newYears: '20', closingCosts: '5000', financeCosts: 'on' }],
  ['/auto-loan-calculator', 'autoLoan', { price: '38000', downPayment: '3000', tradeIn: '6000', tradeInOwed: '1500', salesTax: '7.25', fees: '850', rate: '6.9', months: '72', extraMonthly: '75' }],
  ['/self-employment-tax-calculator', 'selfEmployment', { netProfit: '92000', taxYear: '2024', filingStatus: 'headOfHousehold', wages: '15000', incomeTax: '9000' }],
  ['/india-income-tax-calculator', 'incomeTaxIndia', { income: '2400000', fy: '2024-25', age: '60to80', incomeType: 'other', deductions: '350000' }],
  ['/swp-calculator', 'swp', { investment: '4000000', withdrawal: '35000', rate: '9', years: '25' }],
] as const;

test.describe('DECISIONS.md: shared links', () => {
  for (const [path, id, inputs] of EVERY_INPUT) {
    test(`${id}: a link with every input fills the form and calculates, and Calculate writes every input back`, async ({ page }) => {
      await openCalculated(page, path, inputs);
      const ui = calculatorForm(page, id);
      for (const [name, value] of Object.entries(inputs)) {
        if (value === 'on') await expect(ui.field(name)).toBeChecked();
        else await expect(ui.field(name), name).toHaveValue(value);
      }
      await expect(page.locator('[data-result]').first()).not.toHaveText(/NaN|Infinity/);
      await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
      const query = new URL(page.url()).searchParams;
      for (const [name, value] of Object.entries(inputs)) expect(query.get(name), name).toBe(value);
    });
  }

  test('the optional inputs wait in a closed <details>, their defaults filled in', async ({ page }) => {
    await page.goto('/rent-vs-buy-calculator');
    const ui = calculatorForm(page, 'rentVsBuy');
    for (const name of ['price', 'rent', 'rate']) await expect(ui.field(name)).toBeVisible();
    await expect(ui.field('rentIncrease')).toBeHidden();
    for (const [name, value] of Object.entries({ downPaymentPercent: '20', years: '30', stayYears: '10', rentIncrease: '3', appreciation: '3', investReturn: '5', propertyTax: '1', maintenance: '1', closingCosts: '3', sellingCosts: '6' })) {
      await expect(ui.field(name), name).toHaveValue(value);
    }
  });
});

test.describe('rent vs buy', () => {
  // The reference case: nothing grows and nothing costs but the loan. The buyer's equity at year Y is 200,000 − b(12 Y);
  // the renter has invested 264.136 a month. Year 11: 34,722.34 against 34,865.96; year 12: 39,283.21 against 38,035.59.
  const NO_GROWTH = { price: '200000', downPaymentPercent: '0', rate: '6.5', years: '30', stayYears: '15', rent: '1000', rentIncrease: '0', appreciation: '0', investReturn: '0', propertyTax: '0', maintenance: '0', closingCosts: '0', sellingCosts: '0' };

  test('the yearly table holds every year of the stay, and buying pulls ahead in year 12', async ({ page }) => {
    await openCalculated(page, '/rent-vs-buy-calculator', NO_GROWTH);
    await expect(result(page, 'breakEvenYears')).toHaveAttribute('data-value', '12');
    await expect(result(page, 'breakEvenYears')).toHaveText('12 years');
    await expect(note(page, 'break-even')).toContainText('year 12');
    const rows = page.locator('table[data-schedule="yearly"] tbody tr');
    await expect(rows).toHaveCount(15);
    const cell = (year: number, column: string) => page.locator(`table[data-schedule="yearly"] tbody tr[data-period="${String(year)}"] td[data-col="${column}"]`);
    expect(Number(await cell(11, 'homeEquity').getAttribute('data-value'))).toBeCloseTo(34722.34, 2);
    expect(Number(await cell(11, 'rentNetWorth').getAttribute('data-value'))).toBeCloseTo(34865.96, 2);
    expect(Number(await cell(12, 'buyNetWorth').getAttribute('data-value'))).toBeCloseTo(39283.21, 2);
    expect(Number(await cell(12, 'rentNetWorth').getAttribute('data-value'))).toBeCloseTo(38035.59, 2);
    // A year's owner's costs are 12 payments; its rent 12 × 1,000.
    expect(Number(await cell(1, 'ownerCosts').getAttribute('data-value'))).toBeCloseTo(15169.63, 2);
    await expect(cell(1, 'rentPaid')).toHaveAttribute('data-value', '12000');
    await expect(page.locator('[data-chart="net-worth"]')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('rentVsBuy-schedule.csv');
  });

  test('when renting stays ahead for 50 years there is no break-even year, and the page says so', async ({ page }) => {
    // Rent of $400 against a $1,264.14 payment, nothing growing: the renter invests $864.14 a month, $311,089 by year
    // 30. Once the loan is paid off the owner banks the $400 a month instead: 200,000 + 240 × 400 = $296,000 at year 50.
    await openCalculated(page, '/rent-vs-buy-calculator', { ...NO_GROWTH, rent: '400' });
    await expect(note(page, 'no-break-even')).toBeVisible();
    await expect(result(page, 'breakEvenYears')).toHaveCount(0);
  });

  test('buying ahead only for a while: years 8 to 18, renting ahead again from year 19, and no sentence says buying stays ahead', async ({ page }) => {
    // The case, worked month by month in tests/unit/finance/rent-vs-buy.test.ts by a loop written from
    // DECISIONS.md: +1,611.60 in year 8, +758.59 in year 18, −8,089.39 in year 19, −121,774.42 at the 25-year stay.
    await openCalculated(page, '/rent-vs-buy-calculator', { price: '600000', rate: '3', rent: '3000', appreciation: '2', investReturn: '9', rentIncrease: '2', stayYears: '25' });
    expect(Number(await result(page, 'difference').getAttribute('data-value'))).toBeCloseTo(-121774.42, 2);
    await expect(result(page, 'breakEvenYears')).toHaveAttribute('data-value', '8');
    await expect(result(page, 'rentAheadAgainYears')).toHaveAttribute('data-value', '19');
    await expect(result(page, 'rentAheadAgainYears')).toHaveText('19 years');
    await expect(note(page, 'lead-changes')).toContainText('selling at the end of years 8 to 18 leaves the buyer at least as well off as the renter, but from year 19 to year 50 renting is ahead again');
    await expect(note(page, 'break-even')).toHaveText('Buying first pulls ahead in year 8: selling at the end of year 8 is the earliest sale that leaves the buyer at least as well off as the renter.');
    expect(await answerWords(page)).not.toMatch(/stays ahead|any later year|pulls ahead after/);
  });

  test('the second case: ahead from year 3, renting ahead again from year 23', async ({ page }) => {
    await openCalculated(page, '/rent-vs-buy-calculator', { price: '450000', rate: '6.5', rent: '3000', appreciation: '5', investReturn: '9', rentIncrease: '0' });
    await expect(result(page, 'breakEvenYears')).toHaveAttribute('data-value', '3');
    await expect(result(page, 'rentAheadAgainYears')).toHaveAttribute('data-value', '23');
    await expect(note(page, 'lead-changes')).toContainText('years 3 to 22');
    await expect(note(page, 'lead-changes')).toContainText('from year 23 to year 50 renting is ahead again');
  });

  test('a lead that holds to year 50 has no rentAheadAgainYears and no lead-changes note', async ({ page }) => {
    await openCalculated(page, '/rent-vs-buy-calculator', NO_GROWTH);
    await expect(result(page, 'rentAheadAgainYears')).toHaveCount(0);
    await expect(note(page, 'lead-changes')).toHaveCount(0);
    await expect(note(page, 'break-even')).toContainText('and so does selling at the end of any later year up to 50');
  });

  test('a stay outside 1 to 50 whole years and a term of part months are rejected, keeping the result', async ({ page }) => {
    await openCalculated(page, '/rent-vs-buy-calculator', NO_GROWTH);
    const ui = calculatorForm(page, 'rentVsBuy');
    const before = await result(page, 'difference').getAttribute('data-value');
    await ui.fill({ stayYears: '51' });
    await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.field('stayYears')).toHaveAttribute('aria-invalid', 'true');
    // 51 years is refused for its range and named as a likely slip of months for years.
    await expect(page.locator('#calc-rentVsBuy-stayYears-error')).toHaveText(/^Enter a whole number of years from 1 to 50\. Years you stay: 51\syears\?/);
    // A term of part months is refused by the rule every term field shares, before any other rule is asked.
    await ui.fill({ stayYears: '10', years: '30.01' });
    await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.locator('#calc-rentVsBuy-years-error')).toHaveText('Enter a term of whole months: 2.5 years (30 months) works, 2.51 years does not.');
    await expect(ui.field('stayYears')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await result(page, 'difference').getAttribute('data-value')).toBe(before);
  });
});

test.describe('India: old regime against new', () => {
  test('₹12,80,000 of salary in FY 2025-26: both slab tables with the rebate, surcharge, cess and total rows', async ({ page }) => {
    await openCalculated(page, '/india-income-tax-calculator', { income: '1280000', fy: '2025-26' });
    // New: taxable 12,05,000; 5 % of 4 L, 10 % of 4 L, 15 % of 5,000 = 60,750; marginal relief leaves 5,000; cess 200.
    const slabs = (regime: string) => page.locator(`table[data-brackets="${regime}"]`);
    const taxOf = (regime: string, row: string) => slabs(regime).locator(`tr[${row}] td[data-col="tax"]`);
    await expect(slabs('new').locator('tbody tr')).toHaveCount(4);
    expect(await slabs('new').locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-rate')))).toEqual(['0', '5', '10', '15']);
    await expect(slabs('new').locator('tr[data-rate="15"] td[data-col="taxed"]')).toHaveAttribute('data-value', '5000');
    await expect(taxOf('new', 'data-rate="15"')).toHaveAttribute('data-value', '750');
    await expect(taxOf('new', 'data-row="rebate"')).toHaveAttribute('data-value', '-55750');
    await expect(taxOf('new', 'data-row="surcharge"')).toHaveAttribute('data-value', '0');
    await expect(taxOf('new', 'data-row="cess"')).toHaveAttribute('data-value', '200');
    await expect(taxOf('new', 'data-row="total"')).toHaveAttribute('data-value', '5200');
    // Old: taxable 12,30,000; 12,500 + 1,00,000 + 30 % of 2,30,000 (69,000) = 1,81,500; cess 7,260: 1,88,760.
    await expect(slabs('old').locator('tbody tr')).toHaveCount(4);
    expect(await slabs('old').locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-rate')))).toEqual(['0', '5', '20', '30']);
    await expect(taxOf('old', 'data-rate="30"')).toHaveAttribute('data-value', '69000');
    await expect(taxOf('old', 'data-row="rebate"')).toHaveAttribute('data-value', '0');
    await expect(taxOf('old', 'data-row="cess"')).toHaveAttribute('data-value', '7260');
    await expect(taxOf('old', 'data-row="total"')).toHaveAttribute('data-value', '188760');
    await expect(taxOf('old', 'data-row="total"')).toHaveText('₹1,88,760.00');
    await expect(note(page, 'new-better')).toContainText('₹1,83,560.00');
  });

  test('₹12,75,000 of salary pays nothing under the new regime in FY 2025-26, and ₹60,000 lower in 2024-25 is taxed', async ({ page }) => {
    await openCalculated(page, '/india-income-tax-calculator', { income: '1275000', fy: '2025-26' });
    await expect(result(page, 'taxNew')).toHaveAttribute('data-value', '0');
    await expect(result(page, 'breakEvenDeductions')).toBeVisible();
    // FY 2024-25, ₹10,00,000 of salary: taxable 9,25,000; 5 % of 4 L + 10 % of 2,25,000 = 42,500; cess 1,700: 44,200.
    await openCalculated(page, '/india-income-tax-calculator', { income: '1000000', fy: '2024-25' });
    await expect(result(page, 'taxNew')).toHaveAttribute('data-value', '44200');
  });

  test('with deductions large enough the old regime wins, and the page says which and by how much', async ({ page }) => {
    // ₹10,00,000 of salary, FY 2025-26: new regime 0 (taxable 9,25,000 under the ₹12 lakh rebate limit). Old regime with
    // ₹4,50,000 of deductions: taxable 5,00,000, at the rebate limit: 12,500 − 12,500 = 0. Same tax.
    await openCalculated(page, '/india-income-tax-calculator', { income: '1000000', fy: '2025-26', deductions: '450000' });
    await expect(note(page, 'same')).toBeVisible();
    // ₹30,00,000 with ₹8,00,000 of deductions: new 30,00,000 − 75,000 = 29,25,000: 20,000 + 40,000 + 60,000 + 80,000
    // + 1,00,000 + 30 % of 5,25,000 (1,57,500) = 4,57,500, cess 18,300: 4,75,800. Old 21,50,000: 12,500 + 1,00,000 +
    // 30 % of 11,50,000 (3,45,000) = 4,57,500, cess 18,300: 4,75,800. Equal again: ₹8,00,000 is the break-even.
    await openCalculated(page, '/india-income-tax-calculator', { income: '3000000', fy: '2025-26', deductions: '800000' });
    await expect(result(page, 'taxNew')).toHaveAttribute('data-value', '475800');
    await expect(result(page, 'taxOld')).toHaveAttribute('data-value', '475800');
    await expect(result(page, 'breakEvenDeductions')).toHaveAttribute('data-value', '800000');
    await openCalculated(page, '/india-income-tax-calculator', { income: '3000000', fy: '2025-26', deductions: '900000' });
    // ₹1,00,000 more deducted at 30 %, plus cess: ₹31,200 less under the old regime.
    await expect(note(page, 'old-better')).toContainText('₹31,200.00');
  });
});

test.describe('rupee amounts as Indians write them', () => {
  test('India: "12.75 lakh" and "Rs. 12,75,000" typed in the income give the taxes of 1275000, and a rejection gives "like 15,00,000"', async ({ page }) => {
    await page.goto('/india-income-tax-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'incomeTaxIndia');
    const calculate = ui.form.getByRole('button', { name: 'Calculate', exact: true });
    const taxes = async () => [await result(page, 'taxNew').getAttribute('data-value'), await result(page, 'taxOld').getAttribute('data-value')];
    // ₹12,75,000 of salary, FY 2026-27. New: taxable 12,00,000, at the rebate limit: 0. Old: taxable 12,25,000:
    // 12,500 + 1,00,000 + 30 % of 2,25,000 (67,500) = 1,80,000, cess 7,200: 1,87,200.
    await ui.fill({ income: '1275000' });
    await calculate.click();
    await expect(result(page, 'taxOld')).toHaveAttribute('data-value', '187200');
    expect(await taxes()).toEqual(['0', '187200']);
    for (const typed of ['12.75 lakh', 'Rs. 12,75,000']) {
      await ui.fill({ income: '1 crore' });
      await calculate.click();
      await expect(result(page, 'taxOld')).not.toHaveAttribute('data-value', '187200');
      await ui.fill({ income: typed });
      await calculate.click();
      await expect(result(page, 'taxOld'), typed).toHaveAttribute('data-value', '187200');
      expect(await taxes(), typed).toEqual(['0', '187200']);
    }
    await ui.fill({ income: '12 lakh crore' });
    await calculate.click();
    await expect(ui.form).toContainText('Enter a number, like 15,00,000.');
    await expect(ui.field('income')).toHaveAttribute('aria-invalid', 'true');
  });

  test('EMI: "Rs 5 lakh" borrowed at 9 % for 60 months is ₹10,379.18 a month, from the address and from the keys', async ({ page }) => {
    // r = 0.0075, (1 + r)^60 = 1.565681: M = 5,00,000 × 0.0075 × 1.565681 / 0.565681 = 10,379.18.
    await openCalculated(page, '/emi-calculator', { amount: 'Rs 5 lakh', rate: '9', months: '60' });
    await expect(result(page, 'emi')).toHaveText('₹10,379.18');
    const ui = calculatorForm(page, 'emi');
    const calculate = ui.form.getByRole('button', { name: 'Calculate EMI', exact: true });
    await ui.fill({ amount: '1 crore' });
    await calculate.click();
    await expect(result(page, 'emi')).not.toHaveText('₹10,379.18');
    await ui.fill({ amount: 'Rs 5 lakh' });
    await calculate.click();
    await expect(result(page, 'emi')).toHaveText('₹10,379.18');
    expect(new URL(page.url()).searchParams.get('amount')).toBe('Rs 5 lakh');
  });
});

test.describe('car loan', () => {
  test('$1,000 extra a month on $10,000 at 12 % for 12 months: paid off in 6 months, $333.73 of interest saved', async ({ page }) => {
    // The loan page's worked case (tests/e2e/loans.spec.ts), reached through a car's price with nothing else added.
    await openCalculated(page, '/auto-loan-calculator', { price: '10000', rate: '12', months: '12', extraMonthly: '1000' });
    await expect(result(page, 'monthlyPayment')).toHaveText('$888.49');
    await expect(result(page, 'payoffMonths')).toHaveAttribute('data-value', '6');
    await expect(result(page, 'monthsSaved')).toHaveAttribute('data-value', '6');
    await expect(result(page, 'interestSaved')).toHaveAttribute('data-value', '333.73');
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(page.locator('table[data-schedule="monthly"] tbody tr')).toHaveCount(6);
    await expect(page.locator('table[data-schedule] tbody tr[data-period="1"] td[data-col="extra"]')).toHaveAttribute('data-value', '1000');
    await expect(page.locator('table[data-schedule] tbody tr[data-period="6"] td[data-col="balance"]')).toHaveAttribute('data-value', '0');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('autoLoan-schedule.csv');
  });
});

test.describe('car loan: what the totals hold', () => {
  test('debt rolled in from the trade-in: the total of payments includes it, the car’s cost leaves it out, and the page says so', async ({ page }) => {
    // 20,000 + 30,000 owed − 3,000 = 47,000 at 7 % for 60 months: PMT = 930.6563314, × 60 = 55,839.38 (Python's
    // decimal); the car's cost is 20,000 + 8,839.38 of interest.
    await openCalculated(page, '/auto-loan-calculator', { price: '20000', tradeIn: '3000', tradeInOwed: '30000', rate: '7', months: '60' });
    await expect(result(page, 'loanAmount')).toHaveAttribute('data-value', '47000');
    expect(Number(await result(page, 'totalOfPayments').getAttribute('data-value'))).toBeCloseTo(55839.38, 2);
    await expect(result(page, 'totalOfPayments')).toHaveText('$55,839.38');
    await expect(result(page, 'totalCost')).toHaveText('$28,839.38');
    await expect(note(page, 'rolled-in')).toHaveText(
      'You owe $27,000.00 more on the trade-in than it is worth, and that $27,000.00 of the old loan is in the new one. The total cost of the car, $28,839.38, leaves it out; the total of payments, $55,839.38, includes it.',
    );
  });

  test('a trade-in worth more than the car is what is flagged, not the blank down payment, with what is left of its value', async ({ page }) => {
    await page.goto('/auto-loan-calculator?price=15000&tradeIn=20000&rate=6&months=36');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'autoLoan');
    await expect(ui.field('tradeIn')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.field('downPayment')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('$5,000.00 of its value is left over');
  });

  test('a dealer’s 0 % APR: $24,000 over 48 months is $500.00 a month with no interest, and the schedule ends at 0', async ({ page }) => {
    await openCalculated(page, '/auto-loan-calculator', { price: '24000', rate: '0', months: '48' });
    await expect(result(page, 'monthlyPayment')).toHaveText('$500.00');
    await expect(result(page, 'totalInterest')).toHaveAttribute('data-value', '0');
    await expect(result(page, 'totalOfPayments')).toHaveAttribute('data-value', '24000');
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(4);
    await expect(page.locator('table[data-schedule] tbody tr[data-period="4"] td[data-col="balance"]')).toHaveAttribute('data-value', '0');
  });
});

test.describe('refinance', () => {
  test('the closing costs are paid back in month 32, and the schedule is the new loan’s', async ({ page }) => {
    await openCalculated(page, '/refinance-calculator', { balance: '200000', currentRate: '6.5', remainingYears: '30', newRate: '5.5', closingCosts: '4000' });
    await expect(result(page, 'breakEvenMonths')).toHaveAttribute('data-value', '32');
    await expect(note(page, 'break-even')).toContainText('32 months');
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(30);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('refinance-schedule.csv');
  });

  test('a dearer new payment has no break-even, and a longer term that costs more in all says so', async ({ page }) => {
    await openCalculated(page, '/refinance-calculator', { balance: '200000', currentRate: '5', remainingYears: '30', newRate: '6', closingCosts: '3000' });
    await expect(note(page, 'no-monthly-savings')).toBeVisible();
    await expect(result(page, 'breakEvenMonths')).toHaveCount(0);
    // 20 years left at 6.5 % ($1,491.15 a month, $357,875.11 in all) into 30 years at 6 % ($1,199.10, $431,676.38):
    // $292.05 cheaper a month, dearer in all.
    await openCalculated(page, '/refinance-calculator', { balance: '200000', currentRate: '6.5', remainingYears: '20', newRate: '6', closingCosts: '3000' });
    expect(await result(page, 'monthlySavings').getAttribute('data-value').then(Number)).toBeCloseTo(292.045, 3);
    await expect(note(page, 'costs-more-overall')).toBeVisible();
  });
});

test.describe('refinance: the reasons and the words with no closing costs', () => {
  test('a higher rate on the same term costs more because of the rate alone, and says nothing of a longer term', async ({ page }) => {
    // 240 × 1,319.9114784 − (240 × 1,491.1462710 + 3,000) = −44,096.35; without the $3,000 still −41,096.35.
    await openCalculated(page, '/refinance-calculator', { balance: '200000', currentRate: '5', remainingYears: '20', newRate: '6.5', newYears: '20', closingCosts: '3000' });
    await expect(note(page, 'costs-more-overall')).toHaveAttribute('data-reasons', 'rate');
    await expect(note(page, 'costs-more-overall')).toHaveText('Over both loans’ lives refinancing costs $44,096.35 more: the new rate, 6.5 %, is higher than today’s 5 %.');
    expect(await answerWords(page)).not.toMatch(/payments against|longer term|lower payment/);
  });

  test('a longer term at a lower rate: data-reasons="term"', async ({ page }) => {
    await openCalculated(page, '/refinance-calculator', { balance: '200000', currentRate: '6.5', remainingYears: '20', newRate: '6', closingCosts: '3000' });
    await expect(note(page, 'costs-more-overall')).toHaveAttribute('data-reasons', 'term');
    await expect(note(page, 'costs-more-overall')).toContainText('the new loan runs 360 months against the 240 left on today’s');
  });

  test('with no closing costs: nothing is paid back, the break-even reads so, and the schedule has no Extra column', async ({ page }) => {
    await openCalculated(page, '/refinance-calculator', { balance: '200000', currentRate: '6.5', remainingYears: '30', newRate: '5.5' });
    await expect(result(page, 'breakEvenMonths')).toHaveAttribute('data-value', '0');
    await expect(result(page, 'breakEvenMonths')).toHaveText('no closing costs to pay back');
    expect(await answerWords(page)).not.toMatch(/\b0\smonths/);
    expect((await page.locator('[data-note]').allInnerTexts()).join(' ')).not.toMatch(/paid back|pay back/);
    await expect(note(page, 'break-even')).toHaveCount(0);
    await expect(page.locator('table[data-schedule="yearly"] td[data-col="extra"]')).toHaveCount(0);
    await expect(page.locator('table[data-schedule="yearly"] thead')).not.toContainText('Extra');
    await expect(page.locator('table[data-schedule="yearly"] tbody tr[data-period="1"] td[data-col="interest"]')).toHaveCount(1);
    // A dearer payment with no costs: no saving, and nothing said of paying costs back. PMT(5 %/12, 360) on 200,000
    // is $1,073.64, at 6 % $1,199.10.
    await openCalculated(page, '/refinance-calculator', { balance: '200000', currentRate: '5', remainingYears: '30', newRate: '6' });
    await expect(note(page, 'no-monthly-savings')).toHaveText('The new payment, $1,199.10, is not lower than today’s $1,073.64: refinancing saves nothing a month.');
  });
});

test.describe('SWP', () => {
  test('₹10,00,000 at 0 % paying ₹10,000 a month runs out in month 100, before the 120 months end', async ({ page }) => {
    await openCalculated(page, '/swp-calculator', { investment: '1000000', withdrawal: '10000', rate: '0', years: '10' });
    await expect(result(page, 'lastsMonths')).toHaveAttribute('data-value', '100');
    await expect(note(page, 'runs-out')).toContainText('month 100');
    await expect(result(page, 'totalWithdrawn')).toHaveAttribute('data-value', '1000000');
    // 10,00,000 / 120 lasts exactly the term.
    expect(Number(await result(page, 'sustainableWithdrawal').getAttribute('data-value'))).toBeCloseTo(8333.33, 2);
    const balance = (year: number) => page.locator(`table[data-schedule="yearly"] tbody tr[data-period="${String(year)}"] td[data-col="balance"]`);
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(10);
    await expect(balance(8)).toHaveAttribute('data-value', '40000');
    await expect(balance(9)).toHaveAttribute('data-value', '0');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('swp-schedule.csv');
  });

  test('₹10,00,000 at 6 % paying ₹15,000 a month runs out in month 82: the note names the month once, then 6 years 10 months', async ({ page }) => {
    // i = 0.5 %: full withdrawals last −ln(1 − 5,000 / 15,000) / ln(1.005) = 81.3 months; month 82 pays what is left.
    await openCalculated(page, '/swp-calculator', { investment: '1000000', withdrawal: '15000', rate: '6', years: '10' });
    await expect(result(page, 'lastsMonths')).toHaveAttribute('data-value', '82');
    await expect(note(page, 'runs-out')).toContainText(/^The money runs out in month 82 \(6\s+years 10\s+months\), which pays only what is left\./);
    await expect(note(page, 'runs-out')).not.toContainText('82 months');
  });

  test('compare keeps a result on one side only: kept runs out in month 82, now lasts, shown with a dash and said in words', async ({ page }) => {
    await openCalculated(page, '/swp-calculator', { investment: '1000000', withdrawal: '15000', rate: '6', years: '10' });
    await page.getByRole('button', { name: 'Keep for comparison' }).click();
    const ui = calculatorForm(page, 'swp');
    // ₹5,000 a month is what ₹10,00,000 earns each month at 0.5 %: the balance stays, the money never runs out.
    await ui.fill({ withdrawal: '5000' });
    await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(result(page, 'lastsMonths')).toHaveCount(0);
    const row = page.locator('[data-compare] tr[data-compare-field="lastsMonths"]');
    await expect(row.locator('th')).toHaveText('The money runs out in');
    await expect(row.locator('[data-col="pinned"]')).toHaveAttribute('data-value', '82');
    await expect(row.locator('[data-col="pinned"]')).toHaveText(/^82\s+months \(6\s+years 10\s+months\)$/);
    for (const column of ['current', 'difference']) {
      await expect(row.locator(`[data-col="${column}"]`)).toHaveText('—');
      await expect(row.locator(`[data-col="${column}"]`)).toHaveAttribute('data-value', '');
    }
    // The other results are on both sides, as before.
    await expect(page.locator('[data-compare] tr[data-compare-field="finalValue"] [data-col="difference"]')).not.toHaveAttribute('data-value', '');
    await expect(page.locator('.compare [role="status"]')).toContainText(
      /The money runs out in: kept 82\s+months \(6\s+years 10\s+months\), now never \(the money lasts the whole period\)/,
    );
    // And the other way round: keep the plan that lasts, then one that runs out.
    await page.getByRole('button', { name: 'Keep for comparison' }).click();
    await ui.fill({ withdrawal: '15000' });
    await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(row.locator('[data-col="pinned"]')).toHaveText('—');
    await expect(row.locator('[data-col="current"]')).toHaveAttribute('data-value', '82');
    await expect(page.locator('.compare [role="status"]')).toContainText(/The money runs out in: kept never \(the money lasts the whole period\), now 82\s+months/);
  });

  test('money that lasts has no runs-out note', async ({ page }) => {
    await openCalculated(page, '/swp-calculator', { investment: '1000000', withdrawal: '10000', rate: '12', years: '10' });
    await expect(note(page, 'runs-out')).toHaveCount(0);
    await expect(result(page, 'lastsMonths')).toHaveCount(0);
    await expect(result(page, 'finalValue')).toHaveAttribute('data-value', '1000000');
  });
});

test.describe('home affordability', () => {
  test('names the rule that set the budget: the front end at $500 of debts, the back end at $1,000', async ({ page }) => {
    await openCalculated(page, '/home-affordability-calculator', { income: '120000', debts: '500', downPayment: '60000', rate: '6.5' });
    await expect(note(page, 'limit-front')).toBeVisible();
    // 36 % of $10,000 less $1,000 of debts: $2,600, under the front end's $2,800.
    await openCalculated(page, '/home-affordability-calculator', { income: '120000', debts: '1000', downPayment: '60000', rate: '6.5' });
    await expect(note(page, 'limit-back')).toBeVisible();
    await expect(result(page, 'housingBudget')).toHaveAttribute('data-value', '2600');
    await expect(page.locator('[data-chart="breakdown"]')).toBeVisible();
  });

  test('stops at 5 × the down payment where PMI would take any dearer home over budget', async ({ page }) => {
    // $2,800 without PMI buys 442,990 + 100,000 = $542,990, above 5 × $100,000; with 1 % PMI the budget buys only
    // (2,800 + 100,000 × (A + q)) / (A + q) ≈ $491,388, below it: so the price stops at $500,000, 20 % down.
    await openCalculated(page, '/home-affordability-calculator', { income: '120000', downPayment: '100000', rate: '6.5', pmi: '1' });
    await expect(result(page, 'maxPrice')).toHaveAttribute('data-value', '500000');
    await expect(note(page, 'pmi-step')).toBeVisible();
  });

  test('nothing down and no PMI rate: $210,430.60, and the page says a lender will likely charge PMI', async ({ page }) => {
    // 28 % of $5,000 = $1,400; A = PMT(7 %/12, 360, −1) = 0.0066530250; 1,400 / A = 210,430.5951.
    await openCalculated(page, '/home-affordability-calculator', { income: '60000', rate: '7' });
    await expect(result(page, 'maxPrice')).toHaveText('$210,430.60');
    await expect(note(page, 'pmi-likely')).toContainText('a lender will likely charge mortgage insurance (PMI)');
    await expect(note(page, 'pmi-likely')).toContainText('the price above assumes none');
    await openCalculated(page, '/home-affordability-calculator', { income: '60000', rate: '7', pmi: '0.5' });
    await expect(note(page, 'pmi-likely')).toHaveCount(0);
  });

  test('property tax as dollars a year: $4,800 is $400 a month at any price', async ({ page }) => {
    // p = (2,800 − 100 − 400 + 100,000 A) / A with A = PMT(6 %/12, 360, −1): 2,300 / A + 100,000 = 483,620.71.
    await openCalculated(page, '/home-affordability-calculator', { income: '120000', downPayment: '100000', rate: '6', propertyTax: '4800', propertyTaxUnit: 'dollars', homeInsurance: '1200' });
    expect(Number(await result(page, 'maxPrice').getAttribute('data-value'))).toBeCloseTo(483620.71, 2);
    await expect(note(page, 'check-units')).toHaveCount(0);
    await expect(calculatorForm(page, 'affordability').field('propertyTaxUnit')).toHaveValue('dollars');
  });

  test('a yearly bill typed as a percent is rejected on the income field, naming the property tax', async ({ page }) => {
    await page.goto('/home-affordability-calculator?income=120000&downPayment=60000&rate=6.5&propertyTax=4800');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'affordability');
    await expect(ui.field('income')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('property tax $240,000.00 a month');
    await expect(ui.form).toContainText('if 4,800 is the yearly bill in dollars, give the property tax as dollars a year');
  });

  test('debts that use the whole back-end limit are rejected with the limit named', async ({ page }) => {
    await page.goto('/home-affordability-calculator?income=120000&debts=4000&rate=6.5');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'affordability');
    await expect(ui.field('debts')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('$3,600.00');
  });
});

test.describe('self-employment tax', () => {
  test('$300,000 of profit, single, 2026: Social Security stops at the $184,500 wage base, and 0.9 % Additional Medicare above $200,000', async ({ page }) => {
    // Base 277,050 (92.35 %). 12.4 % × 184,500 = 22,878; 2.9 % × 277,050 = 8,034.45; 0.9 % × 77,050 = 693.45.
    await openCalculated(page, '/self-employment-tax-calculator', { netProfit: '300000', taxYear: '2026', incomeTax: '40000' });
    await expect(result(page, 'socialSecurity')).toHaveAttribute('data-value', '22878');
    expect(Number(await result(page, 'medicare').getAttribute('data-value'))).toBeCloseTo(8034.45, 2);
    expect(Number(await result(page, 'additionalMedicare').getAttribute('data-value'))).toBeCloseTo(693.45, 2);
    // (22,878 + 8,034.45 + 693.45 + 40,000) / 4 = 17,901.475.
    expect(Number(await result(page, 'quarterlyPayment').getAttribute('data-value'))).toBeCloseTo(17901.475, 3);
    await expect(note(page, 'due-dates')).toContainText('April 15, 2026');
    await expect(note(page, 'due-dates')).toContainText('January 15, 2027');
  });

  test('under $400 of net earnings there is no self-employment tax, and the page says why', async ({ page }) => {
    await openCalculated(page, '/self-employment-tax-calculator', { netProfit: '400' });
    await expect(note(page, 'under-400')).toBeVisible();
    await expect(result(page, 'seTax')).toHaveAttribute('data-value', '0');
  });

  test('$433.13 of profit is a base of $399.996, shown as $399.99 under the $400.00, never rounded onto the limit', async ({ page }) => {
    // 433.13 × 92.35 % = 399.995555: to the cent that would be $400.00, the limit itself; cut to the cent, $399.99.
    await openCalculated(page, '/self-employment-tax-calculator', { netProfit: '433.13' });
    await expect(note(page, 'under-400')).toHaveText(/^No self-employment tax: 92\.35\s%\sof your net profit is \$399\.99, under the \$400\.00 at which Schedule SE applies\.$/);
    await expect(result(page, 'seTax')).toHaveAttribute('data-value', '0');
  });
});
