import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * DATED.md's credit card payoff page, driven through its public hooks: every input by name, each result's data-value,
 * the minimum-never and statement notes, the payment's rejections, the balance chart, the yearly and monthly table
 * with its CSV, and the working. Month 1 is worked by hand in the comments; the longer schedules are the unit tests'.
 */

const PATH = '/credit-card-payoff-calculator';
const EXAMPLE = { balance: '5000', apr: '22', minPercent: '1', minRule: 'percentPlusInterest', minFloor: '25', payment: '200' };

async function openCalculated(page: Page, inputs: Readonly<Record<string, string>>) {
  await page.goto(`${PATH}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
const cell = (page: Page, table: string, period: number, column: string) => page.locator(`table[data-schedule="${table}"] tr[data-period="${period}"] td[data-col="${column}"]`);

test.describe('Credit card payoff', () => {
  test('the guide’s card from a link: both plans, the statement note, chart, table by year and month, CSV and working', async ({ page }) => {
    await openCalculated(page, EXAMPLE);
    // Month 1: $5,000 × 22 % ÷ 12 = $91.67 of interest; the minimum $50.00 + $91.67 = $141.67.
    await expect(result(page, 'minimumFirstPayment')).toHaveAttribute('data-value', '141.67');
    await expect(result(page, 'minimumMonths')).toHaveAttribute('data-value', '230');
    await expect(result(page, 'minimumInterest')).toHaveAttribute('data-value', '8099.7');
    await expect(result(page, 'fixedMonths')).toHaveAttribute('data-value', '34');
    await expect(result(page, 'fixedInterest')).toHaveAttribute('data-value', '1749.9');
    await expect(result(page, 'interestSaved')).toHaveAttribute('data-value', '6349.8');
    await expect(result(page, 'monthsSaved')).toHaveAttribute('data-value', '196');
    // The level payment over 36 months at 22 % ÷ 12: $190.95, printed on a statement as $191.
    expect(Number(await result(page, 'payoffIn36').getAttribute('data-value'))).toBeCloseTo(190.952, 3);
    await expect(note(page, 'statement')).toContainText('$191');
    await expect(note(page, 'minimum-never')).toHaveCount(0);

    const chart = page.locator('figure[data-chart="balance"]');
    await expect(chart).toBeVisible({ timeout: READER_PATIENCE });
    await expect(chart).toContainText('Paying the minimum');
    await expect(chart).toContainText('Paying $200.00 a month');

    // Year 1 of the fixed plan pays 12 × $200 = $2,400.00; month 1 of the minimum leaves $4,950.00.
    await expect(cell(page, 'yearly', 1, 'paidFixed')).toHaveAttribute('data-value', '2400', { timeout: READER_PATIENCE });
    for (const column of ['paidMinimum', 'balanceMinimum', 'paidFixed', 'balanceFixed']) await expect(cell(page, 'yearly', 1, column)).toHaveCount(1);
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(20);
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(cell(page, 'monthly', 1, 'paidMinimum')).toHaveAttribute('data-value', '141.67');
    await expect(cell(page, 'monthly', 1, 'balanceMinimum')).toHaveAttribute('data-value', '4950');
    await expect(cell(page, 'monthly', 230, 'balanceMinimum')).toHaveAttribute('data-value', '0');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('creditCard-schedule.csv');

    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const field of ['minimumMonths', 'minimumInterest', 'minimumFirstPayment', 'payoffIn36', 'fixedMonths', 'fixedInterest', 'interestSaved', 'monthsSaved']) {
      await expect(working.locator(`li[data-for="${field}"]`)).toHaveCount(1);
    }
    await expect(working.locator('li[data-step="minimumEnd"]')).toHaveAttribute('data-period', '230');
    await expect(working.locator('li[data-step="minimumBefore"]')).toHaveAttribute('data-kind', 'row');
    await expect(working.locator('li[data-step="minimumFirstPayment"]')).not.toContainText('max(');
  });

  test('from the keys: defaults, the minimum that never repays, the percent rule, and each rejection', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const ui = calculatorForm(page, 'creditCard');
    const calculate = () => ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.field('minRule')).toHaveValue('percentPlusInterest');
    await expect(ui.field('minPercent')).toHaveValue('1');
    await expect(ui.field('minFloor')).toHaveValue('25');

    // No payment: only the minimum's results.
    await ui.fill({ balance: '5,000', apr: '22' });
    await calculate();
    await expect(result(page, 'minimumMonths')).toHaveAttribute('data-value', '230');
    await expect(result(page, 'fixedMonths')).toHaveCount(0);

    // 1 % of the balance alone against 1.83 % of interest a month: never repaid, minimumMonths left out.
    await ui.fill({ minRule: 'percent' });
    await calculate();
    await expect(note(page, 'minimum-never')).toContainText('after 10 years');
    await expect(result(page, 'minimumMonths')).toHaveCount(0);
    await expect(note(page, 'statement')).toBeVisible();
    // 3 % alone: $150.00 first.
    await ui.fill({ minPercent: '3' });
    await calculate();
    await expect(result(page, 'minimumFirstPayment')).toHaveAttribute('data-value', '150');

    // A payment below month 1's minimum ($150.00) is rejected naming it, keeping the last result.
    await ui.fill({ payment: '120' });
    await calculate();
    await expect(ui.field('payment')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#calc-creditCard-payment-error')).toContainText('$150.00');
    // 0.5 % and no floor: $25.00 minimum, but $91.67 of interest to pass.
    await ui.fill({ minPercent: '0.5', minFloor: '0', payment: '91.67' });
    await calculate();
    await expect(page.locator('#calc-creditCard-payment-error')).toContainText('$91.67');
    await ui.fill({ payment: '300' });
    await calculate();
    await expect(ui.field('payment')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(result(page, 'fixedMonths')).toBeVisible();

    // A balance of 0 and a minimum above 100 % are rejected on their fields.
    await ui.fill({ balance: '0', minPercent: '120' });
    await calculate();
    await expect(ui.field('balance')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.field('minPercent')).toHaveAttribute('aria-invalid', 'true');
  });
});
