import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { calculatorForm, waitForHydration } from './support/calculator';

/**
 * Answers a careful reader can trust (the answers issue): every case seen on the built site, from the reader's
 * side: the address they open or what they type, and what the page must then show. Figures are the hand
 * computations.
 */
const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);

async function open(page: Page, path: string, query: Record<string, string>) {
  await page.goto(`${path}?${new URLSearchParams(query).toString()}`);
  await waitForHydration(page);
}

test.describe('slips a reader makes get a check-units note and still a result', () => {
  const cases: { what: string; path: string; query: Record<string, string>; shown: string; says: string }[] = [
    {
      what: 'a mortgage rate of 6.5 % typed as 0.065',
      path: '/mortgage-calculator',
      query: { price: '400000', downPayment: '40000', rate: '0.065', years: '30' },
      shown: 'monthlyPayment',
      says: 'Interest rate: 0.065 % a year? If you meant 6.5 %, type 6.5.',
    },
    { what: 'a discount of 0.25', path: '/discount-calculator', query: { price: '80', percent: '0.25' }, shown: 'finalPrice', says: 'If you meant 25 %, type 25.' },
    { what: 'a tip of 0.15', path: '/tip-calculator', query: { bill: '84.50', percent: '0.15', people: '1' }, shown: 'total', says: 'If you meant 15 %, type 15.' },
    { what: 'inflation of 0.03', path: '/inflation-calculator', query: { amount: '1000', rate: '0.03', years: '10' }, shown: 'futureValue', says: 'If you meant 3 %, type 3.' },
    {
      what: 'a withdrawal rate of 0.04',
      path: '/retirement-calculator',
      query: { currentAge: '35', retirementAge: '65', currentSavings: '50000', monthlyContribution: '500', rate: '7', withdrawalRate: '0.04' },
      shown: 'annualIncome',
      says: 'If you meant 4 %, type 4.',
    },
    { what: 'a loan of 360 years (months typed as years)', path: '/loan-calculator', query: { amount: '10000', rate: '6', years: '360' }, shown: 'monthlyPayment', says: '360 months is 30 years' },
    { what: 'a salary of 72,000 an hour', path: '/salary-calculator', query: { amount: '72000', period: 'hourly' }, shown: 'annual', says: 'Salary: $72,000 an hour?' },
    {
      what: 'a $4,800 property tax bill typed as a percent',
      path: '/mortgage-calculator',
      query: { price: '400000', downPayment: '80000', rate: '6.5', years: '30', propertyTax: '4800' },
      shown: 'monthlyTotal',
      says: 'Property tax: 4,800 % of the price a year?',
    },
  ];
  for (const slip of cases) {
    test(`${slip.what}`, async ({ page }) => {
      await open(page, slip.path, slip.query);
      await expect(result(page, slip.shown)).toBeVisible();
      await expect(note(page, 'check-units')).toContainText(slip.says);
    });
  }

  test('a rate typed with its % sign reads as the rate, and an unreadable one is asked for in its own unit', async ({ page }) => {
    await open(page, '/loan-calculator', { amount: '10000', rate: '6.5', years: '5' });
    const before = await result(page, 'monthlyPayment').getAttribute('data-value');
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ rate: '6.5%' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(result(page, 'monthlyPayment')).toHaveAttribute('data-value', before ?? '');
    await ui.fill({ rate: 'six' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.locator('.field-error')).toHaveText('Enter a number, like 6.5.');
  });

  test('an amount above 1,000,000,000,000 is rejected as too large for this calculator', async ({ page }) => {
    await open(page, '/loan-calculator', { amount: '1000000000001', rate: '6', years: '5' });
    await expect(page.locator('.field-error')).toContainText('enter 1,000,000,000,000 or less');
  });
});

test.describe('cash-flow lists read the way people write them', () => {
  test('NPV of “15,000, 18,000, 20,000, 12,000” at 8 % on $50,000 is $4,017.99, with the flows listed as read', async ({ page }) => {
    await open(page, '/npv-calculator', { initial: '50000', cashFlows: '15,000, 18,000, 20,000, 12,000', rate: '8' });
    await expect(result(page, 'npv')).toHaveText('$4,017.99');
    await expect(note(page, 'cash-flows-read')).toHaveText(
      'Cash flows read as: year 0 -$50,000.00; year 1 $15,000.00; year 2 $18,000.00; year 3 $20,000.00; year 4 $12,000.00.',
    );
  });

  test('a comma-only list with three-digit pieces is read comma by comma, and says how to write thousands', async ({ page }) => {
    await open(page, '/npv-calculator', { initial: '50000', cashFlows: '15,000,18,000', rate: '8' });
    await expect(result(page, 'npv')).toBeVisible();
    await expect(note(page, 'check-units')).toContainText('read as 4 flows, one per comma: 15; 0; 18; 0');
  });

  test('IRR of “-50 000, 20 000, 20 000, 20 000” from the address is 9.70 %: a space between digit groups groups thousands', async ({ page }) => {
    // At 9.70 %, 20,000 × (0.9115770 + 0.8309727 + 0.7574956) = 50,000.91: the NPV is all but zero (issue 31).
    await page.goto('/irr-calculator?cashFlows=-50%20000%2C%2020%20000%2C%2020%20000%2C%2020%20000');
    await waitForHydration(page);
    await expect(result(page, 'irr')).toBeVisible();
    expect(Math.abs(Number(await result(page, 'irr').getAttribute('data-value')) - 9.7)).toBeLessThan(0.005);
    await expect(note(page, 'check-units')).toHaveCount(0);
  });

  test('NPV’s list “50 000” of plain spaces is two flows, with a note on how to write thousands', async ({ page }) => {
    await open(page, '/npv-calculator', { initial: '0', cashFlows: '50 000', rate: '5' });
    // 50 / 1.05 = 47.62: the flows 50 and 0, not 50,000.
    await expect(result(page, 'npv')).toHaveText('$47.62');
    await expect(note(page, 'check-units')).toHaveText(
      'Cash flows: read as 2 flows, one per space: 50; 0. If a space was meant to group thousands, separate the flows with a comma or a semicolon: 50 000; 20 000.',
    );
    await expect(note(page, 'cash-flows-read')).toHaveText('Cash flows read as: year 0 $0.00; year 1 $50.00; year 2 $0.00.');
  });

  test('IRR of 401 flows from the address, -100 then 400 years of 10, is 10.00 %, its note shortened', async ({ page }) => {
    // At 10 % the 400 tens are worth 100 - 100 × 1.1^-400: the 100 paid, to 3e-15.
    await open(page, '/irr-calculator', { cashFlows: ['-100', ...Array<string>(400).fill('10')].join(',') });
    await expect(result(page, 'irr')).toHaveText('10.00%');
    await expect(note(page, 'cash-flows-read')).toContainText('year 9 $10.00; … 386 more …; year 396 $10.00;');
    await expect(note(page, 'cash-flows-read')).toContainText('year 400 $10.00 (401 flows in all).');
  });

  test('a list of 501 flows is turned away on its field, with its count', async ({ page }) => {
    await open(page, '/irr-calculator', { cashFlows: ['-100', ...Array<string>(500).fill('10')].join(',') });
    const ui = calculatorForm(page, 'irr');
    await expect(page.locator('.field-error')).toHaveText('Enter at most 500 cash flows: this list has 501.');
    await expect(ui.field('cashFlows')).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page, 'irr')).toHaveCount(0);
  });
});

test.describe('the seven decisions: slips follow from what each field measures (issue 30, part 2)', () => {
  const RENT_VS_BUY = { price: '450000', rate: '6.5', rent: '2200' };
  const cases: { what: string; path: string; query: Record<string, string>; field: string; says: string }[] = [
    // $13,500 of closing costs on a $450,000 home is 3 % of the price.
    { what: 'rent vs buy: closing costs typed in dollars', path: '/rent-vs-buy-calculator', query: { ...RENT_VS_BUY, closingCosts: '13500' }, field: 'closingCosts', says: 'Closing costs: 13,500 % of the price? If you meant $13,500, that is 3 % of the price: type 3.' },
    // $26,400 is 5.87 % of $450,000, every month; a month's share of it is $2,200.
    { what: 'rent vs buy: a year’s rent in the monthly rent', path: '/rent-vs-buy-calculator', query: { ...RENT_VS_BUY, rent: '26400' }, field: 'rent', says: 'Monthly rent: $26,400 a month? That is 5.87 % of the price every month. If that is a year’s, a month’s is $2,200: type 2,200.' },
    { what: 'rent vs buy: a return of 35 %', path: '/rent-vs-buy-calculator', query: { ...RENT_VS_BUY, investReturn: '35' }, field: 'investReturn', says: 'A return above 30 % a year' },
    // ₹1,06,250 a month is ₹12,75,000 a year.
    { what: 'India: a month’s salary in the yearly income', path: '/india-income-tax-calculator', query: { income: '106250' }, field: 'income', says: 'Gross yearly income: ₹1,06,250 a year? If that is a month’s, the year’s is ₹12,75,000: type 12,75,000.' },
    // 2 % of a $200,000 balance is $4,000.
    { what: 'refinance: closing costs typed as a percent', path: '/refinance-calculator', query: { balance: '200000', currentRate: '7', remainingYears: '25', newRate: '6', closingCosts: '2' }, field: 'closingCosts', says: 'Closing costs: $2? If you meant 2 % of the loan, that is $4,000: type 4,000.' },
    { what: 'SWP: a return of 35 %', path: '/swp-calculator', query: { investment: '1000000', withdrawal: '8000', rate: '35', years: '10' }, field: 'rate', says: 'A return above 30 % a year' },
    { what: 'car loan: 360 months', path: '/auto-loan-calculator', query: { price: '35000', rate: '7', months: '360' }, field: 'months', says: 'Loan term: 360 months, 30 years? Car loans rarely run longer than 96 months (8 years): check the term.' },
  ];
  for (const slip of cases) {
    test(`${slip.what}, from the address`, async ({ page }) => {
      await open(page, slip.path, slip.query);
      await expect(page.locator(`[data-results] [data-field="${slip.field}"]`).first()).toContainText(slip.says);
    });
  }

  test('rent vs buy: a year’s rent typed into the form, from the keys', async ({ page }) => {
    await open(page, '/rent-vs-buy-calculator', RENT_VS_BUY);
    await expect(note(page, 'check-units')).toHaveCount(0);
    const ui = calculatorForm(page, 'rentVsBuy');
    await ui.fill({ rent: '26400' });
    await ui.form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-results] [data-field="rent"]')).toContainText('If that is a year’s, a month’s is $2,200');
  });

  test('affordability: a property tax bill typed as a percent is named on its own field, and by the income’s message', async ({ page }) => {
    await open(page, '/home-affordability-calculator', { income: '120000', downPayment: '60000', rate: '6.5', propertyTax: '4800' });
    const ui = calculatorForm(page, 'affordability');
    await expect(ui.field('propertyTax')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('Property tax: 4,800 % of the price a year? A value above 10 % is rare. If that is the yearly bill, give the property tax as dollars a year.');
    await expect(ui.field('income')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('the doubt before the number (DEPTH.md: notes about the inputs stand above the first figure)', () => {
  const cases = [
    { path: '/swp-calculator', query: { investment: '1000000', withdrawal: '8000', rate: '0.08', years: '10' }, first: 'finalValue', field: 'rate' },
    { path: '/mortgage-calculator', query: { price: '400000', downPayment: '80000', rate: '0.065', years: '30' }, first: 'loanAmount', field: 'rate' },
    { path: '/investment-calculator', query: { initial: '1000', monthly: '100', rate: '35', years: '10' }, first: 'futureValue', field: 'rate' },
    // The case: after Calculate the phone showed "BUYING AHEAD" and met "0.065 %?" six results further down.
    { path: '/rent-vs-buy-calculator', query: { price: '450000', rate: '0.065', rent: '2200' }, first: 'difference', field: 'rate' },
  ];
  for (const { path, query, first, field } of cases) {
    test(`${path}: on a phone the note about ${field} comes before the first result, inside what is announced`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path, query);
      const firstFigure = result(page, first);
      await expect(firstFigure).toBeVisible();
      const inputNote = page.locator('[data-results] .input-note').first();
      await expect(inputNote).toHaveAttribute('data-field', field);
      const [noteBox, figureBox] = [await inputNote.boundingBox(), await firstFigure.boundingBox()];
      expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(figureBox!.y);
      // Inside the polite live region, so a screen reader hears the doubt with the number.
      await expect(page.locator('[data-results][aria-live="polite"] .input-note')).not.toHaveCount(0);
    });
  }
});

test.describe('a result that no longer matches the inputs says so', () => {
  test('IRR: a failed calculation leaves the old rate dimmed and marked stale, and marks the list with the reason', async ({ page }) => {
    await open(page, '/irr-calculator', { cashFlows: '-10000, 3000, 4200, 6800' });
    const ui = calculatorForm(page, 'irr');
    await expect(result(page, 'irr')).toBeVisible();
    await expect(note(page, 'stale')).toHaveCount(0);
    await ui.fill({ cashFlows: '-10000, 30000, -25000' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Calculation Failed');
    await expect(note(page, 'stale')).toContainText('previous inputs');
    await expect(page.locator('.results-body.is-stale')).toBeVisible();
    // How the list was read is about the reader's input: it stands with the results, dimmed with them.
    await expect(page.locator('.results-body.is-stale [data-note="cash-flows-read"]')).toBeVisible();
    await expect(ui.field('cashFlows')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error')).toContainText('No rate of return fits these flows');
    expect(await axeViolations(page)).toEqual([]);
    // The next valid result clears both.
    await ui.fill({ cashFlows: '-10000, 3000, 4200, 6800' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(note(page, 'stale')).toHaveCount(0);
    await expect(page.locator('.is-stale')).toHaveCount(0);
  });

  test('a rejected input keeps the loan result, marked stale', async ({ page }) => {
    await open(page, '/loan-calculator', { amount: '10000', rate: '6', years: '5' });
    await calculatorForm(page, 'loan').fill({ years: '' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(result(page, 'monthlyPayment')).toBeVisible();
    await expect(note(page, 'stale')).toBeVisible();
  });

  test('debt plan: a rejected comparison keeps the plans, marked stale; a rate typed as a fraction gets a note', async ({ page }) => {
    await page.goto('/debt-payoff-calculator');
    await waitForHydration(page);
    const plan = calculatorForm(page, 'debtPlan');
    await plan.fill({ name1: 'Card', balance1: '3000', rate1: '0.18', minimum1: '100' });
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(result(page, 'avalancheMonths')).toBeVisible();
    await expect(note(page, 'check-units')).toContainText('Card interest rate: 0.18 % a year? If you meant 18 %, type 18.');
    await plan.fill({ balance1: 'lots' });
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(result(page, 'avalancheMonths')).toBeVisible();
    await expect(note(page, 'stale')).toContainText('previous inputs');
  });

  test('IRR with no positive flow says why no rate exists', async ({ page }) => {
    await page.goto('/irr-calculator');
    await waitForHydration(page);
    await calculatorForm(page, 'irr').fill({ cashFlows: '-1000, -200, -300' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.locator('.field-error')).toContainText('Every flow here is money put in');
  });
});

test.describe('figures on one page agree, or say why not', () => {
  test('mortgage $320,000 at 6.5 %: the schedule says by how much its interest differs from the total, and why', async ({ page }) => {
    await open(page, '/mortgage-calculator', { price: '400000', downPayment: '80000', rate: '6.5', years: '30' });
    await expect(note(page, 'schedule-rounding')).toContainText('$408,140.64, is $1.72 less than the total above, $408,142.36');
  });

  test('EMI ₹10,00,000 at 8.5 % for 240 months: the schedule’s ₹10,82,776.63 against the formula’s ₹10,82,775.76 is explained', async ({ page }) => {
    await open(page, '/emi-calculator', { amount: '1000000', rate: '8.5', months: '240' });
    await expect(result(page, 'totalInterest')).toHaveText('₹10,82,775.76');
    await expect(note(page, 'schedule-rounding')).toContainText('₹10,82,776.63, is ₹0.87 more than the total above');
  });

  test('$100 extra on $25,000 at 8.5 % for 5 years: the interest with the extra payments is its own result', async ({ page }) => {
    await open(page, '/loan-calculator', { amount: '25000', rate: '8.5', years: '5', extraMonthly: '100' });
    await expect(result(page, 'totalInterest')).toHaveText('$5,774.80');
    await expect(result(page, 'totalInterestWithExtra')).toHaveText('$4,608.76');
    await expect(page.locator('dt', { hasText: 'Total interest with the extra payments' })).toBeVisible();
  });

  test('compare: the difference is the difference of the figures shown', async ({ page }) => {
    await open(page, '/loan-calculator', { amount: '25000', rate: '8.5', years: '5' });
    await page.getByRole('button', { name: 'Keep for comparison' }).click();
    await calculatorForm(page, 'loan').fill({ rate: '6' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const row = page.locator('[data-compare-field="totalPayment"]');
    await expect(row.locator('[data-col="pinned"]')).toHaveText('$30,774.80');
    await expect(row.locator('[data-col="current"]')).toHaveText('$28,999.20');
    await expect(row.locator('[data-col="difference"]')).toHaveText('−$1,775.60');
    await expect(row.locator('[data-col="difference"]')).toHaveAttribute('data-value', '-1775.6');
  });

  test('tip: $186.40 at 18 % between 4 says who pays what so the total is exact', async ({ page }) => {
    await open(page, '/tip-calculator', { bill: '186.40', percent: '18', people: '4' });
    await expect(note(page, 'split-rounding')).toHaveText('$219.95 does not split into 4 equal amounts to the cent: 3 pay $54.99 and 1 pays $54.98, which makes exactly $219.95.');
  });

  test('mortgage with 10 % down and no PMI rate: no months of PMI, and a note that lenders usually charge it', async ({ page }) => {
    await open(page, '/mortgage-calculator', { price: '400000', downPayment: '40000', rate: '6.5', years: '30', propertyTax: '1.1' });
    await expect(result(page, 'monthlyTotal')).toBeVisible();
    await expect(result(page, 'pmiMonths')).toHaveCount(0);
    await expect(note(page, 'pmi-likely')).toContainText('0.3 % to 1.5 %');
  });
});

test.describe('the law’s limits, beside the formula', () => {
  test('gratuity above ₹20,00,000: the formula’s amount, the payable ceiling and why', async ({ page }) => {
    await open(page, '/gratuity-calculator', { salary: '720000', years: '18' });
    await expect(result(page, 'gratuityAmount')).toHaveText('₹74,76,923.08');
    await expect(result(page, 'gratuityPayable')).toHaveText('₹20,00,000.00');
    await expect(note(page, 'gratuity-cap')).toContainText('Payment of Gratuity Act, 1972');
  });

  test('PPF: a yearly deposit above ₹1,50,000 is outside the scheme', async ({ page }) => {
    await open(page, '/ppf-calculator', { yearly: '200000', rate: '7.1', years: '15' });
    await expect(note(page, 'ppf-limit')).toContainText('Public Provident Fund Scheme, 2019');
  });
});

test.describe('defaults for a reader in 2026', () => {
  test('tax opens on 2026 and names the year, status and deduction', async ({ page }) => {
    await page.goto('/tax-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'tax');
    await expect(ui.field('taxYear')).toHaveValue('2026');
    await ui.fill({ income: '85000' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('Federal income tax for 2026, filing as single, on $85,000.00 as entered (no standard deduction taken).')).toBeVisible();
  });

  test('retirement: a blank withdrawal rate means 4 %, above 100 % is rejected, and inflation gives the income in today’s money', async ({ page }) => {
    const plan = { currentAge: '35', retirementAge: '65', currentSavings: '50000', monthlyContribution: '500', rate: '7' };
    await open(page, '/retirement-calculator', { ...plan, withdrawalRate: '', inflation: '3' });
    await expect(result(page, 'annualIncome')).toBeVisible();
    await expect(result(page, 'annualIncomeToday')).toBeVisible();
    const ui = calculatorForm(page, 'retirement');
    // The link filled an optional field, so its group is open already.
    await ui.fill({ withdrawalRate: '101' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.locator('.field-error')).toHaveText('Enter a percentage from 0 to 100.');
  });

  test('mortgage: a property tax given in dollars a year', async ({ page }) => {
    await open(page, '/mortgage-calculator', { price: '400000', downPayment: '80000', rate: '6.5', years: '30', propertyTax: '4800', propertyTaxUnit: 'dollars' });
    await expect(result(page, 'monthlyTotal')).toBeVisible();
    await expect(note(page, 'check-units')).toHaveCount(0);
    // $2,022.62 of principal and interest plus $400 of tax.
    await expect(result(page, 'monthlyTotal')).toHaveText('$2,422.62');
  });
});
