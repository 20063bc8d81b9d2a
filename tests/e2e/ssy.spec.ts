import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * SAVE.md's Sukanya Samriddhi page, driven through its public hooks: the inputs by name, each result's data-value, the
 * rate-changes note, the 21-row yearly table with its CSV and chart, the working's row steps, and each rejection's
 * aria-invalid and message. Expected figures are the scheme's rule worked year by year in the comments:
 * b_k = (b_(k−1) + the deposit while k <= 15) × (1 + rate).
 */

const PATH = '/sukanya-samriddhi-calculator';

const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const cell = (page: Page, period: number, column: string) => page.locator(`table[data-schedule="yearly"] tbody tr[data-period="${String(period)}"] td[data-col="${column}"]`);
const cellValue = async (page: Page, period: number, column: string) => Number(await cell(page, period, column).getAttribute('data-value'));

test.describe('Sukanya Samriddhi Yojana', () => {
  test('the guide’s case from a link: results, the note, 21 rows, the CSV, the chart and the working', async ({ page }) => {
    // ₹1,50,000 at 8.2 % for a girl of 2: b1 = 1,62,300; b15 = 44,75,989.33; b16 = b15 × 1.082 = 48,43,020.45;
    // b21 = b15 × 1.082^6 = 71,82,119.17; paid in 15 × 1,50,000 = 22,50,000; interest 49,32,119.17; age 23.
    await page.goto(`${PATH}?${new URLSearchParams({ girlAge: '2', yearly: '150000', rate: '8.2' }).toString()}`);
    await waitForHydration(page);
    const ui = calculatorForm(page, 'ssy');
    await expect(ui.results).toBeVisible();
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(7182119.17, 2);
    expect(await ui.valueOf('totalDeposits')).toBe(2250000);
    expect(await ui.valueOf('interestEarned')).toBeCloseTo(4932119.17, 2);
    expect(await ui.valueOf('maturityAge')).toBe(23);
    await expect(result(page, 'maturityValue')).toContainText('₹71,82,119.17');
    const note = page.locator('[data-note="rate-changes"]');
    await expect(note).toContainText('8.2 %');
    await expect(note).toContainText('F.No.1/4/2019-NS');

    // The yearly table: 21 rows; deposits stop after year 15.
    const rows = page.locator('table[data-schedule="yearly"] tbody tr');
    await expect(rows).toHaveCount(21, { timeout: READER_PATIENCE });
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-period')))).toEqual(Array.from({ length: 21 }, (_, index) => String(index + 1)));
    expect(await cellValue(page, 1, 'balance')).toBeCloseTo(162300, 2);
    expect(await cellValue(page, 1, 'interest')).toBeCloseTo(12300, 2);
    expect(await cellValue(page, 15, 'deposits')).toBe(2250000);
    expect(await cellValue(page, 15, 'balance')).toBeCloseTo(4475989.33, 2);
    expect(await cellValue(page, 16, 'deposits')).toBe(2250000);
    expect(await cellValue(page, 16, 'balance')).toBeCloseTo(4843020.45, 2);
    expect(await cellValue(page, 21, 'balance')).toBeCloseTo(7182119.17, 2);
    expect(await cellValue(page, 21, 'interest')).toBeCloseTo(4932119.17, 2);
    const chart = page.locator('figure[data-chart="growth"]');
    await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\S/);
    await expect(chart.locator('figcaption')).not.toBeEmpty();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('ssy-schedule.csv');
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('period,deposits,interest,balance');
    expect(lines).toHaveLength(22);
    expect(lines[21]).toBe('21,2250000.00,4932119.17,7182119.17');

    // The working: a step for each result; year 15, year 16 (no deposit) and year 21 as rows of the table, year 1 too.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const field of ['maturityValue', 'totalDeposits', 'interestEarned', 'maturityAge']) await expect(working.locator(`li[data-for="${field}"]`)).toHaveCount(1);
    for (const period of ['15', '16', '21', '1']) await expect(working.locator(`li[data-kind="row"][data-table="yearly"][data-period="${period}"]`)).toHaveCount(1);
    await expect(working.locator('li[data-step="year16"]')).toContainText('no deposit');
    await expect(working.locator('li[data-for="maturityAge"]')).toContainText('2 + 21 = 23');
  });

  test('from the keys: the default rate, each limit rejected with its figure, and a fresh answer', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const ui = calculatorForm(page, 'ssy');
    const calculate = () => ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.field('rate')).toHaveValue('8.2');

    // ₹250 a year for a newborn: 250/1,50,000 of the guide's maturity, 71,82,119.17 ÷ 600 = 11,970.20; age 21.
    await ui.fill({ girlAge: '0', yearly: '250' });
    await calculate();
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(11970.2, 2);
    expect(await ui.valueOf('totalDeposits')).toBe(3750);
    expect(await ui.valueOf('maturityAge')).toBe(21);
    await expect(page.locator('[data-note="rate-changes"]')).toBeVisible();

    // Her age of 10 is past the scheme's limit; so are ₹249 and ₹1,50,001: each rejected on its field, naming the limit.
    await ui.fill({ girlAge: '10' });
    await calculate();
    await expect(ui.field('girlAge')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#calc-ssy-girlAge-error')).toContainText('0 to 9');
    await ui.fill({ girlAge: '4', yearly: '249' });
    await calculate();
    await expect(ui.field('yearly')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#calc-ssy-yearly-error')).toContainText('₹250');
    await ui.fill({ yearly: '1,50,001' });
    await calculate();
    await expect(page.locator('#calc-ssy-yearly-error')).toContainText('₹1,50,000');
    await ui.fill({ yearly: '1 lakh', rate: '0' });
    await calculate();
    await expect(ui.field('rate')).toHaveAttribute('aria-invalid', 'true');

    // ₹1,00,000 at 7.6 % for a girl of 9: 15 deposits, then 6 years' growth; she is 30 at maturity.
    let balance = 0;
    for (let year = 1; year <= 21; year += 1) balance = (balance + (year <= 15 ? 100000 : 0)) * 1.076;
    await ui.fill({ girlAge: '9', rate: '7.6' });
    await calculate();
    await expect(ui.field('yearly')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(balance, 2);
    expect(await ui.valueOf('interestEarned')).toBeCloseTo(balance - 1500000, 2);
    expect(await ui.valueOf('maturityAge')).toBe(30);
  });
});
