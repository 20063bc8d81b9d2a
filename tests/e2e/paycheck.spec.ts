import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * PAY.md's paycheck calculator through its public hooks: inputs by name, results' data-value, each data-note, each
 * rejection's aria-invalid and message, the breakdown chart, the `<table data-breakdown>` lines and columns, and the
 * working. Expected figures are worked by hand in the comments (2026: standard deduction $16,100 single; 401(k) limit
 * $24,500; wage base $184,500; 6.2 %, 1.45 %, 0.9 % above $200,000).
 */

const PATH = '/paycheck-calculator';

/** Opens the page from a shared link; `answered` waits for its result (a rejection shows none). */
async function openCalculated(page: Page, inputs: Readonly<Record<string, string>>, answered = true) {
  await page.goto(`${PATH}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  if (answered) await expect(page.locator('[data-results]')).toBeVisible();
}

const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
const valueOf = async (page: Page, field: string) => Number(await result(page, field).getAttribute('data-value'));

test.describe('Paycheck: take-home pay', () => {
  test('$85,000 single in 2026, every two weeks, 6 % 401(k), $150 premiums, 5 % state: the results, table, chart, note and working', async ({ page }) => {
    await openCalculated(page, { pay: '85000', payUnit: 'year', frequency: 'biweekly', taxYear: '2026', filingStatus: 'single', retirementPercent: '6', pretaxDeductions: '150', stateRate: '5' });
    // Federal: 85,000 − 5,100 − 3,900 − 16,100 = 59,900: 1,240 + 4,560 + 2,090 = 7,890. FICA wages 81,100: 5,028.20 and
    // 1,175.95. State 5 % of 76,000 = 3,800. Take-home 58,105.85 a year, ÷ 26 = 2,234.84.
    await expect(result(page, 'takeHome')).toContainText('$2,234.84');
    expect(await valueOf(page, 'takeHomeYear')).toBeCloseTo(58_105.85, 6);
    expect(await valueOf(page, 'grossYear')).toBe(85_000);
    expect(await valueOf(page, 'grossPay')).toBeCloseTo(85_000 / 26, 6);
    expect(await valueOf(page, 'federalIncomeTax')).toBeCloseTo(7_890 / 26, 6);
    expect(await valueOf(page, 'socialSecurity')).toBeCloseTo(5_028.2 / 26, 6);
    expect(await valueOf(page, 'medicare')).toBeCloseTo(1_175.95 / 26, 6);
    expect(await valueOf(page, 'stateTax')).toBeCloseTo(3_800 / 26, 6);
    expect(await valueOf(page, 'retirementContribution')).toBeCloseTo(5_100 / 26, 6);
    expect(await valueOf(page, 'pretax')).toBe(150);
    expect(await valueOf(page, 'afterTax')).toBe(0);
    expect(await valueOf(page, 'totalTaxRate')).toBeCloseTo(17_894.15 / 850, 6);

    // The pay stub line by line: gross first, take-home last, each with a paycheck and a year cell.
    const table = page.locator('table[data-breakdown]');
    // Its renderer is a chunk of its own (preloaded): the table is drawn once it has arrived.
    await expect(table.locator('tr[data-line]')).toHaveCount(9);
    expect(await table.locator('tr[data-line]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-line')))).toEqual([
      'grossPay', 'retirementContribution', 'pretax', 'federalIncomeTax', 'socialSecurity', 'medicare', 'stateTax', 'afterTax', 'takeHome',
    ]);
    await expect(table.locator('tr[data-line="pretax"] td[data-col="year"]')).toHaveAttribute('data-value', '3900');
    await expect(table.locator('tr[data-line="pretax"] td[data-col="paycheck"]')).toHaveAttribute('data-value', '150');
    await expect(table.locator('tr[data-line="takeHome"] td[data-col="year"]')).toHaveText('$58,105.85');
    await expect(table.locator('tr[data-line="takeHome"] td[data-col="paycheck"]')).toHaveText('$2,234.84');

    await expect(page.locator('[data-chart="breakdown"]')).toBeVisible();
    await expect(note(page, 'estimate')).toContainText('W-4');
    for (const name of ['deferral-limit', 'wage-base', 'additional-medicare', 'check-units']) await expect(note(page, name)).toHaveCount(0);

    // The working reaches the take-home pay in the year's steps, then one paycheck.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step="takeHome"]')).toHaveAttribute('data-for', 'takeHome', { timeout: READER_PATIENCE });
    await expect(working.locator('li[data-step="taxableIncome"]')).toContainText('$59,900.00');
  });

  test('an hourly rate, the hours read only then, and a high salary past the 401(k) limit, the wage base and $200,000', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const ui = calculatorForm(page, 'paycheck');
    const calculate = ui.form.getByRole('button', { name: 'Calculate', exact: true });
    // $30 × 45 hours × 52 = $70,200 a year; weekly: $1,350 a paycheck.
    // The hours are asked for only with an hourly rate.
    await expect(ui.field('hoursPerWeek')).toBeHidden();
    await ui.fill({ pay: '30', payUnit: 'hour' });
    await expect(ui.field('hoursPerWeek')).toBeVisible();
    await ui.fill({ hoursPerWeek: '45', frequency: 'weekly', taxYear: '2025' });
    await calculate.click();
    await expect(result(page, 'grossYear')).toHaveAttribute('data-value', '70200');
    await expect(result(page, 'grossPay')).toHaveAttribute('data-value', '1350');

    await ui.fill({ hoursPerWeek: '101' });
    await calculate.click();
    await expect(ui.field('hoursPerWeek')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('at most 100');
    // With a salary the hours are neither read nor checked.
    await ui.fill({ payUnit: 'year', pay: '300000', retirementPercent: '10', taxYear: '2026', frequency: 'biweekly' });
    await calculate.click();
    await expect(result(page, 'grossYear')).toHaveAttribute('data-value', '300000');
    await expect(ui.field('hoursPerWeek')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(ui.field('hoursPerWeek')).toBeHidden();
    // 10 % is $30,000, above the $24,500 limit; Social Security on $184,500: $11,439; Medicare 4,350 + 0.9 % of 100,000 = 5,250.
    expect(await valueOf(page, 'retirementContribution')).toBeCloseTo(24_500 / 26, 6);
    expect(await valueOf(page, 'socialSecurity')).toBeCloseTo(11_439 / 26, 6);
    expect(await valueOf(page, 'medicare')).toBeCloseTo(5_250 / 26, 6);
    await expect(note(page, 'deferral-limit')).toContainText('Notice 2025-67');
    await expect(note(page, 'wage-base')).toContainText('$184,500.00');
    await expect(note(page, 'additional-medicare')).toContainText('$900.00');
    await expect(note(page, 'estimate')).toBeVisible();
  });

  test('rejections on the deductions, and the slips of units said above the result', async ({ page }) => {
    // $26,000 a year is $1,000 a paycheck: $1,100 of pre-tax deductions is more than the pay.
    await openCalculated(page, { pay: '26000', pretaxDeductions: '1100' }, false);
    const ui = calculatorForm(page, 'paycheck');
    await expect(ui.field('pretaxDeductions')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('at most $1,000.00 each paycheck');
    // Taxable 26,000 − 16,100 = 9,900 at 10 % = 990; FICA 1,989: 23,021 a year, $885.42 a paycheck left.
    await openCalculated(page, { pay: '26000', afterTaxDeductions: '900' }, false);
    await expect(ui.field('afterTaxDeductions')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('$885.42');

    // A year's pay typed as one paycheck: $200,000 × 26 = $5,200,000.
    await openCalculated(page, { pay: '200000', payUnit: 'paycheck' });
    await expect(page.locator('[data-note="check-units"][data-field="pay"]')).toContainText('$5,200,000.00');
    // An hourly rate and a month's pay typed as a year's.
    await openCalculated(page, { pay: '25' });
    await expect(page.locator('[data-note="check-units"][data-field="pay"]')).toContainText('An hour');
    await openCalculated(page, { pay: '6000' });
    await expect(page.locator('[data-note="check-units"][data-field="pay"]')).toContainText('72,000');
    // 6.2 % typed as 0.062.
    await openCalculated(page, { pay: '85000', stateRate: '0.062' });
    await expect(page.locator('[data-note="check-units"][data-field="stateRate"]')).toContainText('6.2');
    expect(await valueOf(page, 'stateTax')).toBeCloseTo((85_000 * 0.00062) / 26, 6);
  });
});
