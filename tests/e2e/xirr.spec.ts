import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, waitForHydration } from './support/calculator';

/**
 * DATED.md's xirr page through its public hooks: the dated list (each date format, lakh amounts, the date order), every
 * result, the table of flows as read, the several-rates note, each rejection naming its entry, and the IRR page's
 * "Calculation Failed" toast. Figures are worked in the comments or are Microsoft's published XIRR example.
 */

async function calculate(page: Page, values: Readonly<Record<string, string>>) {
  const ui = calculatorForm(page, 'xirr');
  await ui.fill(values);
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  return ui;
}

const EXCEL = '2008-01-01 -10000; 1 Mar 2008 2750; Oct 30, 2008 4250; 15/02/2009 3250; 01/04/2009 2750';

test.describe('XIRR: returns on dated investments', () => {
  test("Excel's example: every result, the table of flows as read, and the date order", async ({ page }) => {
    await page.goto('/xirr-calculator');
    await waitForHydration(page);
    const ui = await calculate(page, { cashFlows: EXCEL, dateOrder: 'dmy' });
    await expect(ui.results).toBeVisible();
    // Microsoft's XIRR help page: 0.373362535.
    expect(await ui.valueOf('xirr')).toBeCloseTo(37.3362535, 5);
    // 2,750 + 4,250 + 3,250 + 2,750 = 13,000 back on 10,000 put in: 3,000 gained, 30 %; 366 + 31 + 28 + 31 = 456 days.
    expect(await ui.valueOf('totalInvested')).toBe(10000);
    expect(await ui.valueOf('totalReturned')).toBe(13000);
    expect(await ui.valueOf('gain')).toBe(3000);
    expect(await ui.valueOf('absoluteReturn')).toBe(30);
    expect(await ui.valueOf('days')).toBe(456);
    await expect(ui.result('totalReturned')).toContainText('₹13,000');
    const table = page.locator('table[data-breakdown]');
    await expect(table.locator('tbody tr[data-line]')).toHaveCount(5);
    const flow = (n: number, col: string) => table.locator(`tr[data-line="flow${String(n)}"] td[data-col="${col}"]`);
    await expect(table.locator('tr[data-line="flow3"] th')).toHaveText('30 Oct 2008');
    await expect(flow(3, 'amount')).toHaveAttribute('data-value', '4250');
    // 30 Oct 2008 is 303 days after 1 Jan 2008 (2008 a leap year): 303 / 365 years.
    await expect(flow(3, 'days')).toHaveAttribute('data-value', '303');
    expect(Number(await flow(3, 'years').getAttribute('data-value'))).toBeCloseTo(303 / 365, 12);
    await expect(page.locator('[data-note="several-rates"]')).toHaveCount(0);
    // The same flows, slashed month first, give the same rate under mdy.
    await calculate(page, { cashFlows: '01/01/2008 -10000; 03/01/2008 2750; 10/30/2008 4250; 02/15/2009 3250; 04/01/2009 2750', dateOrder: 'mdy' });
    await expect(ui.result('xirr')).toHaveAttribute('data-value', /^37\.3362/);
    await expect(ui.result('days')).toHaveAttribute('data-value', '456');
    // One flow a line, as a statement is pasted (the list is a textarea), gives the same rate again.
    await calculate(page, { cashFlows: EXCEL.split('; ').join('\n'), dateOrder: 'dmy' });
    const list = ui.form.locator('textarea[name="cashFlows"]');
    await expect(list).toHaveValue(/-10000\n1 Mar 2008 2750\n/);
    // Read, not refused: no message on the list, and the result is this calculation's, not a stale one.
    await expect(list).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-note="stale"]')).toHaveCount(0);
    await expect(ui.result('xirr')).toHaveAttribute('data-value', /^37\.3362/);
  });

  test('rejections name the entry, and the several-rates note', async ({ page }) => {
    await page.goto('/xirr-calculator');
    await waitForHydration(page);
    const ui = await calculate(page, { cashFlows: '2024-01-15 -1.5 lakh; 31/04/2024 20000' });
    await expect(ui.field('cashFlows')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error')).toContainText('“31/04/2024 20000”: that date does not exist');
    await calculate(page, { cashFlows: '2024-01-15 -5000; soon 6000' });
    await expect(page.locator('.field-error')).toContainText('“soon 6000” is not a date and an amount');
    await calculate(page, { cashFlows: '2024-01-15 -5000; 2024-06-15 -6000' });
    await expect(page.locator('.field-error')).toContainText('at least one amount put in');
    await calculate(page, { cashFlows: '2024-01-15 -5000; 15 Jan 2024 6000' });
    await expect(page.locator('.field-error')).toContainText('two different dates');
    // -100, then +230, then -132, a year apart each: two changes of sign (rates of 10 % and 20 % both fit).
    await calculate(page, { cashFlows: '2020-01-01 -100; 2021-01-01 230; 2022-01-01 -132' });
    await expect(ui.field('cashFlows')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-note="several-rates"]')).toBeVisible();
  });

  test('no rate found: the IRR page\'s "Calculation Failed" toast, with the list saying why', async ({ page }) => {
    await page.goto('/xirr-calculator');
    await waitForHydration(page);
    // 100 in, 10 back, 100 in again: at every rate the flows are worth less than 0.
    await calculate(page, { cashFlows: '2020-01-01 -100; 2021-01-01 10; 2022-01-01 -100' });
    const toast = page.getByRole('alert');
    await expect(toast).toContainText('Calculation Failed');
    await expect(toast).toContainText('Could not converge to a solution. Please check your cash flow values.');
    await expect(page.locator('.field-error')).toContainText('No rate of return fits these flows');
  });
});
