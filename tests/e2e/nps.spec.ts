import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * SAVE.md's NPS calculator through its public hooks: every input by name, every result's data-value, the lump-capped
 * note (with and without the ₹6 lakh route), the rejections, the yearly table, its CSV and chart, and the working.
 * Expected figures come from SAVE.md's recursion run month by month outside the site (B ← B (1 + r/1200) + c).
 */

const EVERY_INPUT = { age: '30', exitAge: '60', monthly: '5000', increase: '5', rate: '10', balance: '100000', lumpSumPercent: '80', annuityRate: '6' };

async function open(page: Page, inputs: Readonly<Record<string, string>>) {
  await page.goto(`/nps-calculator?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

const valueOf = async (page: Page, field: string) => Number(await page.locator(`[data-result="${field}"]`).getAttribute('data-value'));
const cell = (page: Page, period: string, column: string) => page.locator(`table[data-schedule="yearly"] tbody tr[data-period="${period}"] td[data-col="${column}"]`);

test.describe('NPS calculator', () => {
  test('a link with every input gives the six results, the yearly table, its CSV and chart, and the working', async ({ page }) => {
    await open(page, EVERY_INPUT);
    const ui = calculatorForm(page, 'nps');
    for (const [name, value] of Object.entries(EVERY_INPUT)) await expect(ui.field(name), name).toHaveValue(value);
    // ₹1,00,000 now and ₹5,000 a month raised 5 % a year, 10 % for 30 years: 1,98,00,373.20; paid in 39,86,330.85.
    expect(await valueOf(page, 'corpus')).toBeCloseTo(19_800_373.2, 1);
    expect(await valueOf(page, 'totalContributions')).toBeCloseTo(3_986_330.85, 2);
    expect(await valueOf(page, 'growth')).toBeCloseTo(19_800_373.2 - 100_000 - 3_986_330.85, 1);
    expect(await valueOf(page, 'lumpSum')).toBeCloseTo(19_800_373.2 * 0.8, 0);
    expect(await valueOf(page, 'annuityAmount')).toBeCloseTo(19_800_373.2 * 0.2, 0);
    expect(await valueOf(page, 'monthlyPension')).toBeCloseTo(19_800.37, 1);
    await expect(page.locator('[data-note="lump-capped"]')).toHaveCount(0);

    const rows = page.locator('table[data-schedule="yearly"] tbody tr');
    await expect(rows).toHaveCount(30);
    // Year 1: 1,00,000 × 1.0083333^12 + 5,000 × 12.565568 = 1,73,299.15; paid in so far counts the balance now.
    expect(Number(await cell(page, '1', 'deposits').getAttribute('data-value'))).toBeCloseTo(160_000, 2);
    expect(Number(await cell(page, '1', 'balance').getAttribute('data-value'))).toBeCloseTo(173_299.15, 2);
    expect(Number(await cell(page, '1', 'interest').getAttribute('data-value'))).toBeCloseTo(13_299.15, 2);
    expect(Number(await cell(page, '30', 'balance').getAttribute('data-value'))).toBeCloseTo(await valueOf(page, 'corpus'), 2);
    const chart = page.locator('figure[data-chart="growth"]');
    await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\S/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('nps-schedule.csv');
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(31);
    expect(lines[0]).toMatch(/^period,(\w+,)*deposits,interest,balance$/);

    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const field of ['corpus', 'totalContributions', 'growth', 'lumpSum', 'annuityAmount', 'monthlyPension']) {
      await expect(working.locator(`li[data-for="${field}"]`), field).toHaveCount(1);
    }
    await expect(working.locator('li[data-step="balanceYear29"]')).toHaveAttribute('data-period', '29');

    // The page names what it leaves out and whose rules it follows.
    const body = page.locator('main');
    await expect(body).toContainText('Exits and Withdrawals under the National Pension System');
    await expect(body).toContainText('at least 40 %');
    await expect(body).toContainText('premature exit');
  });

  test('the rule lowers a lump sum above ₹8 lakh to 80 %, naming the ₹6 lakh route up to ₹12 lakh; a small corpus may all be taken', async ({ page }) => {
    // ₹5,000 a month from 50 to 60 at 10 % (the defaults): 10,24,224.89.
    await open(page, { age: '50', monthly: '5000', lumpSumPercent: '100' });
    expect(await valueOf(page, 'corpus')).toBeCloseTo(1_024_224.89, 2);
    expect(await valueOf(page, 'lumpSum')).toBeCloseTo(819_379.92, 2);
    expect(await valueOf(page, 'annuityAmount')).toBeCloseTo(204_844.98, 2);
    expect(await valueOf(page, 'monthlyPension')).toBeCloseTo(1_024.22, 2);
    const capped = page.locator('[data-note="lump-capped"]');
    await expect(capped).toContainText('at most 80');
    await expect(capped).toContainText('₹6,00,000');
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(10);

    // Above ₹12 lakh: capped, without the other route.
    const ui = calculatorForm(page, 'nps');
    await ui.fill({ monthly: '8000' });
    await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(capped).toBeVisible();
    await expect(capped).not.toContainText('₹6,00,000');

    // ₹3,000 a month: 6,14,534.94, all of it as a lump sum, nothing for an annuity.
    await ui.fill({ monthly: '3000' });
    await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(capped).toHaveCount(0);
    expect(await valueOf(page, 'lumpSum')).toBeCloseTo(614_534.94, 2);
    expect(await valueOf(page, 'annuityAmount')).toBe(0);
    expect(await valueOf(page, 'monthlyPension')).toBe(0);
  });

  test('ages outside the scheme, an exit not after the age and a return of −100 % are refused on their fields, keeping the result', async ({ page }) => {
    await open(page, EVERY_INPUT);
    const ui = calculatorForm(page, 'nps');
    const before = await page.locator('[data-result="corpus"]').getAttribute('data-value');
    const refused = async (inputs: Record<string, string>, field: string, message: RegExp) => {
      await ui.fill(inputs);
      await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(ui.field(field), field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#calc-nps-${field}-error`)).toHaveText(message);
    };
    await refused({ age: '17' }, 'age', /^Enter a whole number from 18 to 84\./);
    await refused({ age: '30', exitAge: '59' }, 'exitAge', /^Enter a whole number from 60 to 85\./);
    await refused({ age: '70', exitAge: '65' }, 'exitAge', /^Must be greater than your age now\./);
    await refused({ age: '30', exitAge: '60', rate: '-100' }, 'rate', /^Enter a return above -100\s%/);
    await refused({ rate: '10', lumpSumPercent: '120' }, 'lumpSumPercent', /^Enter a percentage from 0 to 100\./);
    await refused({ lumpSumPercent: '80', monthly: '0' }, 'monthly', /^Enter a number greater than 0\./);
    expect(await page.locator('[data-result="corpus"]').getAttribute('data-value')).toBe(before);
    await expect(ui.field('age')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
