import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * PAY.md's HRA exemption page, driven through its public hooks: the inputs by name, each result's data-value, the
 * limit, new-regime and landlord-PAN notes, the breakdown table's lines and year and month columns, the working, a
 * rejection's aria-invalid and message, and the slips of units. Expected figures are worked by hand in the comments.
 */

const PATH = '/hra-calculator';

async function openCalculated(page: Page, inputs: Readonly<Record<string, string>>) {
  await page.goto(`${PATH}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
const cell = (page: Page, line: string, column: string) => page.locator(`table[data-breakdown] tr[data-line="${line}"] td[data-col="${column}"]`);

/** The results as the page gives them, by field. */
const resultValues = (page: Page) =>
  page.locator('[data-result]').evaluateAll((items) => Object.fromEntries(items.map((item) => [item.getAttribute('data-result'), Number(item.getAttribute('data-value'))])));

test.describe('HRA exemption (India)', () => {
  test('the guide’s Bengaluru case from a link: the three limits, the notes, the table by year and month, the working', async ({ page }) => {
    // Basic 7,20,000, HRA 3,60,000, rent 4,20,000, FY 2026-27, a listed city: 4,20,000 − 72,000 = 3,48,000; 50 % =
    // 3,60,000; exempt 3,48,000 (the rent limit), taxable 12,000.
    await openCalculated(page, { basic: '720000', hra: '360000', rent: '420000', fy: '2026-27', metro: 'yes' });
    expect(await resultValues(page)).toEqual({ actualHra: 360000, rentOverTenth: 348000, salaryShare: 360000, exemptHra: 348000, taxableHra: 12000 });
    await expect(result(page, 'exemptHra')).toHaveText('₹3,48,000.00');
    await expect(note(page, 'limit-rent')).toBeVisible();
    await expect(note(page, 'limit-actual')).toHaveCount(0);
    await expect(note(page, 'limit-salary')).toHaveCount(0);
    await expect(note(page, 'new-regime').locator('a')).toHaveAttribute('href', '/india-income-tax-calculator');
    await expect(note(page, 'landlord-pan')).toContainText('PAN');

    // The table: each line a year and a month (a year ÷ 12), its caption naming rule 279's list.
    const table = page.locator('table[data-breakdown]');
    // The table's renderer is a chunk of its own, drawn once it arrives.
    await expect(table.locator('tbody tr')).toHaveCount(5, { timeout: READER_PATIENCE });
    expect(await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-line')))).toEqual(['actualHra', 'rentOverTenth', 'salaryShare', 'exemptHra', 'taxableHra']);
    const expected = { actualHra: [360000, 30000], rentOverTenth: [348000, 29000], salaryShare: [360000, 30000], exemptHra: [348000, 29000], taxableHra: [12000, 1000] };
    for (const [line, [year, month]] of Object.entries(expected)) {
      await expect(cell(page, line, 'year')).toHaveAttribute('data-value', String(year));
      await expect(cell(page, line, 'month')).toHaveAttribute('data-value', String(month));
    }
    await expect(cell(page, 'taxableHra', 'month')).toHaveText('₹1,000.00');
    await expect(page.locator('.line-table h3')).toContainText('rule 279');

    // The working: one step for each result, the exemption in words.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const field of ['actualHra', 'rentOverTenth', 'salaryShare', 'exemptHra', 'taxableHra']) await expect(working.locator(`li[data-for="${field}"]`)).toHaveCount(1);
    await expect(working.locator('li[data-step="exemptHra"]')).toHaveAttribute('data-value', '348000');
    await expect(working.locator('li[data-step="exemptHra"]')).toContainText('the smallest of');
    await expect(working.locator('li[data-step="exemptHra"]')).not.toContainText('min(');
  });

  test('from the keys: defaults, each limit binding, the landlord-PAN threshold, a rejection and the slips', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const ui = calculatorForm(page, 'hra');
    const calculate = () => ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    // A select's first option is its default; the hint names both years' cities.
    await expect(ui.field('fy')).toHaveValue('2026-27');
    await expect(ui.field('metro')).toHaveValue('no');
    await expect(ui.form).toContainText('Bengaluru');

    // Basic 6,00,000, HRA 1,20,000, rent 1,00,000 (exactly the PAN threshold): rent above 10 % = 40,000; 40 % = 2,40,000;
    // exempt 40,000 (rent), taxable 80,000; no landlord-PAN note at exactly ₹1,00,000.
    await ui.fill({ basic: '6,00,000', hra: '1,20,000', rent: '1,00,000' });
    await calculate();
    await expect(result(page, 'exemptHra')).toHaveAttribute('data-value', '40000');
    await expect(result(page, 'taxableHra')).toHaveAttribute('data-value', '80000');
    await expect(note(page, 'limit-rent')).toBeVisible();
    await expect(note(page, 'new-regime')).toBeVisible();
    await expect(note(page, 'landlord-pan')).toHaveCount(0);

    // Rent 3,00,000: 2,40,000 above 10 %, so the HRA, 1,20,000, is the least (limit-actual); the PAN note appears.
    await ui.fill({ rent: '3,00,000' });
    await calculate();
    await expect(result(page, 'exemptHra')).toHaveAttribute('data-value', '120000');
    await expect(note(page, 'limit-actual')).toBeVisible();
    await expect(note(page, 'landlord-pan')).toBeVisible();

    // HRA 3,00,000 and rent 4,80,000: 4,20,000 above 10 %; 40 % = 2,40,000 is the least (limit-salary), taxable 60,000.
    // In a listed city of FY 2025-26 the third limit is 3,00,000, tied with the HRA: the HRA is named.
    await ui.fill({ hra: '3,00,000', rent: '4,80,000' });
    await calculate();
    await expect(result(page, 'salaryShare')).toHaveAttribute('data-value', '240000');
    await expect(result(page, 'taxableHra')).toHaveAttribute('data-value', '60000');
    await expect(note(page, 'limit-salary')).toBeVisible();
    await ui.fill({ fy: '2025-26', metro: 'yes' });
    await calculate();
    await expect(result(page, 'salaryShare')).toHaveAttribute('data-value', '300000');
    await expect(note(page, 'limit-actual')).toBeVisible();
    await expect(page.locator('.line-table h3')).toContainText('rule 2A');

    // A basic of 0 is rejected on its field, keeping the result.
    await ui.fill({ basic: '0' });
    await calculate();
    await expect(ui.field('basic')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#calc-hra-basic-error')).not.toBeEmpty();
    await expect(result(page, 'exemptHra')).toHaveAttribute('data-value', '300000');

    // Slips: a month's basic (50,000) in the yearly field, then a month's rent (20,000) against a yearly basic.
    await ui.fill({ basic: '50000', hra: '20000', rent: '25000' });
    await calculate();
    await expect(ui.field('basic')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-note="check-units"][data-field="basic"]')).toContainText('6,00,000');
    await ui.fill({ basic: '6,00,000', hra: '2,40,000', rent: '20,000' });
    await calculate();
    await expect(page.locator('[data-note="check-units"][data-field="rent"]')).toContainText('2,40,000');
    await expect(page.locator('[data-note="check-units"][data-field="basic"]')).toHaveCount(0);
    // Rent 20,000 is below 10 % of basic (60,000): nothing is exempt.
    await expect(result(page, 'exemptHra')).toHaveAttribute('data-value', '0');
  });
});
