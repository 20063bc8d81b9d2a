import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * SAVE.md's lumpsum page through its public hooks: the inputs by name, each result's data-value, today's money only
 * with inflation, the yearly table (a last part year as DEPTH.md writes it), its CSV and chart, the working, the
 * rejections and a soft warning. Expected figures are worked by hand in the comments.
 */
const PATH = '/lumpsum-calculator';

async function open(page: Page, inputs: Readonly<Record<string, string>>) {
  await page.goto(`${PATH}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

const cell = (page: Page, period: string, column: string) => page.locator(`table[data-schedule="yearly"] tbody tr[data-period="${period}"] td[data-col="${column}"]`);

test.describe('Lumpsum', () => {
  test('₹1,00,000 at 12 % for 10 years with 6 % inflation: the results, the yearly table, its CSV and chart, the working', async ({ page }) => {
    await open(page, { investment: '100000', rate: '12', years: '10', inflation: '6' });
    const ui = calculatorForm(page, 'lumpsum');
    // 1,00,000 × 1.12^10 = 3,10,584.82; ÷ 1.06^10 (1.7908477) = 1,73,428.94.
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(310_584.82, 2);
    expect(await ui.valueOf('totalInvested')).toBe(100_000);
    expect(await ui.valueOf('wealthGained')).toBeCloseTo(210_584.82, 2);
    expect(await ui.valueOf('maturityToday')).toBeCloseTo(173_428.94, 2);
    await expect(ui.result('maturityValue')).toHaveText(/₹3,10,584\.82/);

    // The yearly table: year 1 is 1,00,000 × 1.12 = 1,12,000; year 10 the result.
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(10);
    expect(Number(await cell(page, '1', 'balance').getAttribute('data-value'))).toBeCloseTo(112_000, 6);
    expect(Number(await cell(page, '1', 'interest').getAttribute('data-value'))).toBeCloseTo(12_000, 6);
    expect(Number(await cell(page, '10', 'deposits').getAttribute('data-value'))).toBe(100_000);
    expect(Number(await cell(page, '10', 'balance').getAttribute('data-value'))).toBeCloseTo(310_584.82, 2);
    const chart = page.locator('figure[data-chart="growth"]');
    await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\S/);
    await expect(chart.locator('figcaption')).not.toBeEmpty();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('lumpsum-schedule.csv');
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('period,deposits,interest,balance');
    expect(lines.at(-1)).toBe('10,100000.00,210584.82,310584.82');

    // The working: one step for each result, the maturity from the table's last row.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const field of ['maturityValue', 'totalInvested', 'wealthGained', 'maturityToday']) await expect(working.locator(`li[data-for="${field}"]`)).toHaveCount(1);
    await expect(working.locator('li[data-step="growth"]')).toHaveAttribute('data-expr', '(1 + 12%) ^ 10');
    await expect(working.locator('li[data-for="maturityValue"]')).toHaveAttribute('data-period', '10');
  });

  test('a part year, no inflation, a loss, the rejections and a high return', async ({ page }) => {
    await open(page, { investment: '10000', rate: '10', years: '2.5' });
    const ui = calculatorForm(page, 'lumpsum');
    // 10,000 × 1.1^2.5 = 12,690.59; rows 1, 2 and the last part year, 2.5.
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(12_690.59, 2);
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(3);
    expect(await page.locator('table[data-schedule="yearly"] tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-period')))).toEqual(['1', '2', '2.5']);
    await expect(ui.result('maturityToday')).toHaveCount(0);

    const calculate = () => page.getByRole('button', { name: 'Calculate', exact: true }).click();
    // −5 % for 3 years: 10,000 × 0.95^3 = 8,573.75, a loss of 1,426.25.
    await ui.fill({ rate: '-5', years: '3' });
    await calculate();
    await expect(ui.result('wealthGained')).toHaveAttribute('data-value', /^-1426\.25/);

    for (const [field, value, message] of [
      ['investment', '0', /greater than 0/],
      ['rate', '-100', /above -100\s%/],
      ['years', '101', /100\syears or less/],
    ] as const) {
      await ui.fill({ investment: '10000', rate: '-5', years: '3', [field]: value });
      await calculate();
      await expect(ui.field(field)).toHaveAttribute('aria-invalid', 'true');
      await expect(ui.field(field)).toHaveAttribute('aria-describedby', new RegExp(`calc-lumpsum-${field}-error`));
      await expect(page.locator(`#calc-lumpsum-${field}-error`)).toContainText(message);
      // The result before stays.
      await expect(ui.result('wealthGained')).toHaveAttribute('data-value', /^-1426\.25/);
    }

    await ui.fill({ investment: '10000', rate: '35', years: '3', inflation: '25' });
    await calculate();
    await expect(page.locator('[data-note="high-return"]')).toBeVisible();
    await expect(page.locator('[data-note="high-inflation"]')).toBeVisible();
    expect(await ui.valueOf('maturityToday')).toBeCloseTo((10_000 * 1.35 ** 3) / 1.25 ** 3, 2);
  });
});
