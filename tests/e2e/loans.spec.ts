import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { calculatorForm, waitForHydration } from './support/calculator';

/**
 * DEPTH.md's loans: the schedule a lender charges, extra payments, the whole cost of a home, charts, CSV, print
 * and compare. Expected figures are Excel's documented PMT results or were worked independently of the site's
 * code, with Python's decimal module following DEPTH.md's rounding rules (round each month's interest to the
 * cent, halves up; pay min(P, balance + interest); the last month settles the balance).
 */

const cell = (page: Page, period: number | string, column: string) =>
  page.locator(`table[data-schedule] tbody tr[data-period="${period}"] td[data-col="${column}"]`);

async function openCalculated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

test.describe('amortization schedule', () => {
  test('a $10,000 loan at 12 % for a year: Excel’s PMT of $888.49, and the 12th payment settles the balance to 0.00', async ({ page }) => {
    await openCalculated(page, '/loan-calculator?amount=10000&rate=12&years=1');
    // Yearly by default: one year holds all 12 payments.
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(1);
    await expect(cell(page, 1, 'payment')).toHaveAttribute('data-value', '10661.86');
    await expect(cell(page, 1, 'interest')).toHaveAttribute('data-value', '661.86');
    await expect(cell(page, 1, 'principal')).toHaveAttribute('data-value', '10000');
    await expect(cell(page, 1, 'extra')).toHaveAttribute('data-value', '0');
    await expect(cell(page, 1, 'balance')).toHaveAttribute('data-value', '0');

    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(page.locator('table[data-schedule="monthly"] tbody tr')).toHaveCount(12);
    // Month 1: interest 10,000 x 1 % = 100.00, principal 888.49 - 100.00 = 788.49, balance 9,211.51.
    await expect(cell(page, 1, 'payment')).toHaveAttribute('data-value', '888.49');
    await expect(cell(page, 1, 'interest')).toHaveAttribute('data-value', '100');
    await expect(cell(page, 1, 'principal')).toHaveAttribute('data-value', '788.49');
    await expect(cell(page, 1, 'balance')).toHaveAttribute('data-value', '9211.51');
    await expect(cell(page, 1, 'payment')).toHaveText('$888.49');
    // Month 12 owes 879.67 + 8.80 interest: it pays 888.47, and the balance is exactly 0.00.
    await expect(cell(page, 12, 'payment')).toHaveAttribute('data-value', '888.47');
    await expect(cell(page, 12, 'balance')).toHaveAttribute('data-value', '0');
    await expect(cell(page, 12, 'balance')).toHaveText('$0.00');
    // The formula's interest is 12 x 888.4879 - 10,000 = $661.85; the schedule's, a cent more, says why.
    await expect(page.locator('[data-note="schedule-rounding"]')).toContainText('The schedule’s interest, $661.86, is $0.01 more than the total above, $661.85');

    await page.getByRole('button', { name: 'Yearly', exact: true }).click();
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(1);
  });

  test('a 30-month loan ends with a half year, period 2.5', async ({ page }) => {
    await openCalculated(page, '/loan-calculator?amount=10000&rate=12&years=2.5');
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(3);
    const periods = await page.locator('table[data-schedule="yearly"] tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-period')));
    expect(periods).toEqual(['1', '2', '2.5']);
  });

  test('a term that is not a whole number of months is refused with what works, as on every term field', async ({ page }) => {
    await page.goto('/loan-calculator?amount=10000&rate=12&years=1.05');
    const years = page.locator('form[data-calculator="loan"] [name="years"]');
    await expect(years).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#calc-loan-years-error')).toHaveText('Enter a term of whole months: 2.5 years (30 months) works, 2.51 years does not.');
    await expect(page.locator('[data-results]')).toBeHidden();
  });

  test('the EMI page shows the schedule in rupees with the same hooks', async ({ page }) => {
    // 5,00,000 at 10 % over 60 months: EMI ₹10,623.52; month 1 interest 4,166.67 (5,00,000 x 10 / 1200).
    await openCalculated(page, '/emi-calculator?amount=500000&rate=10&months=60');
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(5);
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(cell(page, 1, 'interest')).toHaveText('₹4,166.67');
    await expect(cell(page, 60, 'balance')).toHaveAttribute('data-value', '0');
  });

  test('on a phone the monthly schedule scrolls within its own focusable region, never sideways, and the page not at all sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCalculated(page, '/mortgage-calculator?price=400000&downPayment=80000&rate=6.5&years=30');
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(page.locator('table[data-schedule="monthly"] tbody tr')).toHaveCount(360);
    const region = page.getByRole('region', { name: 'Amortization schedule, month by month, scrollable' });
    await expect(region).toHaveAttribute('tabindex', '0');
    // 360 months of blocks scroll up and down inside the box (the words under it say so), never sideways.
    expect(await region.evaluate((el) => el.scrollHeight > el.clientHeight && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('tables in the page at 1280 px', () => {
  const MORTGAGE = '/mortgage-calculator?price=400000&downPayment=80000&rate=6.5&years=30';
  const scrollsDown = (box: Locator) => box.evaluate((el) => el.scrollHeight > el.clientHeight + 1);

  test('a 30-year yearly schedule flows in the page: no box of its own, no region to tab to, named once by its view', async ({ page }) => {
    await openCalculated(page, MORTGAGE);
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(30);
    const box = page.locator('.period-table .table-region');
    // No scroll inside the page's scroll: the box is as tall as its 30 rows.
    expect(await scrollsDown(box)).toBe(false);
    await expect(box).not.toHaveAttribute('tabindex');
    await expect(box).not.toHaveAttribute('role');
    await expect(page.locator('.table-scroll-note')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Amortization schedule, year by year', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Amortization schedule, year by year', exact: true })).toBeVisible();
    // The view is said once: nothing on the page reads "year by year, by year".
    expect(await page.locator('[aria-label*="by year, by"], [aria-label*="by month, by"]').count()).toBe(0);
  });

  test('the 360-month schedule scrolls in its box, its header kept in view, a region a keyboard can scroll, and says so', async ({ page }) => {
    await openCalculated(page, MORTGAGE);
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(page.locator('table[data-schedule="monthly"] tbody tr')).toHaveCount(360);
    await expect(page.getByRole('heading', { name: 'Amortization schedule, month by month', exact: true })).toBeVisible();
    const region = page.getByRole('region', { name: 'Amortization schedule, month by month, scrollable' });
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await scrollsDown(region)).toBe(true);
    await expect(page.locator('.table-scroll-note')).toHaveText('Every month is in this table: scroll inside it to see them all.');
    // Scrolled from the keyboard to its end, the header row stays at the top of the box, the last month in view.
    await region.focus();
    await page.keyboard.press('End');
    await expect.poll(() => region.evaluate((el) => el.scrollTop)).toBeGreaterThan(1000);
    const [boxTop, headerTop] = await Promise.all([region.evaluate((el) => el.getBoundingClientRect().top), page.locator('table[data-schedule="monthly"] thead th').first().evaluate((el) => el.getBoundingClientRect().top)]);
    expect(Math.abs(headerTop - boxTop)).toBeLessThanOrEqual(2);
    await expect(page.locator('tr[data-period="360"]')).toBeInViewport();
    // Back to yearly: the box flows again and is no stop for Tab.
    await page.getByRole('button', { name: 'Yearly', exact: true }).click();
    await expect(page.locator('.period-table .table-region')).not.toHaveAttribute('tabindex');
    await expect(page.locator('.table-scroll-note')).toHaveCount(0);
  });

  test('a 60-month schedule flows in the page; the 61st row puts it in a box', async ({ page }) => {
    // DEPTH.md: up to 60 rows flow. A 5-year loan's monthly view is 60 rows; a 61-month car loan's is 61.
    await openCalculated(page, '/loan-calculator?amount=10000&rate=12&years=5');
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(page.locator('table[data-schedule="monthly"] tbody tr')).toHaveCount(60);
    expect(await scrollsDown(page.locator('.period-table .table-region'))).toBe(false);
    await openCalculated(page, '/emi-calculator?amount=500000&rate=10&months=61');
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(page.locator('table[data-schedule="monthly"] tbody tr')).toHaveCount(61);
    expect(await scrollsDown(page.getByRole('region', { name: /month by month, scrollable/ }))).toBe(true);
  });
});

test.describe('extra payments', () => {
  test('$1,000 extra a month on $10,000 at 12 % for a year: paid off in 6 months, $333.73 of interest saved', async ({ page }) => {
    // Without extra the schedule's interest is 661.86; with it, 328.13 over 6 months.
    await openCalculated(page, '/loan-calculator?amount=10000&rate=12&years=1&extraMonthly=1000');
    const ui = calculatorForm(page, 'loan');
    expect(await ui.valueOf('payoffMonths')).toBe(6);
    expect(await ui.valueOf('monthsSaved')).toBe(6);
    expect(await ui.valueOf('interestSaved')).toBeCloseTo(333.73, 2);
    // The contract's results keep their formula meaning.
    expect(await ui.valueOf('monthlyPayment')).toBeCloseTo(888.49, 2);
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(page.locator('table[data-schedule="monthly"] tbody tr')).toHaveCount(6);
    await expect(cell(page, 1, 'extra')).toHaveAttribute('data-value', '1000');
    await expect(cell(page, 1, 'balance')).toHaveAttribute('data-value', '8211.51');
  });

  test('$200 extra on a $320,000 mortgage at 6.5 % for 30 years: 281 payments, 79 saved, $105,427.85 less interest', async ({ page }) => {
    await openCalculated(page, '/mortgage-calculator?price=400000&downPayment=80000&rate=6.5&years=30&extraMonthly=200');
    const ui = calculatorForm(page, 'mortgage');
    expect(await ui.valueOf('payoffMonths')).toBe(281);
    expect(await ui.valueOf('monthsSaved')).toBe(79);
    expect(await ui.valueOf('interestSaved')).toBeCloseTo(105427.85, 2);
    await expect(ui.result('payoffMonths')).toHaveText('281 months (23 years 5 months)');
  });

  test('without extra payments the extra results are absent', async ({ page }) => {
    await openCalculated(page, '/loan-calculator?amount=10000&rate=12&years=1');
    await expect(page.locator('[data-result="monthlyPayment"]')).toBeVisible();
    await expect(page.locator('[data-result="payoffMonths"], [data-result="monthsSaved"], [data-result="interestSaved"]')).toHaveCount(0);
  });
});

test.describe('the whole cost of a home', () => {
  test('PMI is charged while the balance is above 80 % of the price: 95 months on a 90 % loan, 64 with $200 extra', async ({ page }) => {
    // $400,000 price, $40,000 down: $360,000 at 6.5 % for 30 years; the balance first starts a month at or
    // below $320,000 in month 96.
    await openCalculated(page, '/mortgage-calculator?price=400000&downPayment=40000&rate=6.5&years=30&pmi=0.5');
    const ui = calculatorForm(page, 'mortgage');
    expect(await ui.valueOf('pmiMonths')).toBe(95);
    await expect(page.getByText(/80\s% of the home’s price: here PMI stops after payment 95/)).toBeVisible();

    await ui.fill({ extraMonthly: '200' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.result('pmiMonths')).toHaveAttribute('data-value', '64');
  });

  test('the all-in monthly cost adds tax, insurance, the first month’s PMI and HOA to the payment', async ({ page }) => {
    // 2,275.44 (principal and interest on $360,000 at 6.5 %, 30 years) + 400,000 x 1.2 % / 12 = 400
    // + 1,500 / 12 = 125 + 360,000 x 0.5 % / 12 = 150 + HOA 100 = 3,050.44.
    await openCalculated(page, '/mortgage-calculator?price=400000&downPayment=40000&rate=6.5&years=30&propertyTax=1.2&homeInsurance=1500&pmi=0.5&hoa=100');
    const ui = calculatorForm(page, 'mortgage');
    expect(await ui.valueOf('monthlyTotal')).toBeCloseTo(3050.44, 2);
    await expect(ui.result('monthlyTotal')).toHaveText('$3,050.44');
    const breakdown = page.locator('figure[data-chart="breakdown"]');
    await expect(breakdown.locator('svg[role="img"]')).toBeVisible();
    await expect(breakdown).toContainText('$400.00');
    await expect(breakdown).toContainText('$125.00');
  });

  test('with 20 % down there is no PMI to charge', async ({ page }) => {
    await openCalculated(page, '/mortgage-calculator?price=400000&downPayment=80000&rate=6.5&years=30&pmi=0.5');
    expect(await calculatorForm(page, 'mortgage').valueOf('pmiMonths')).toBe(0);
  });

  test('the optional inputs sit in a <details> that opens, and the form submits, without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/mortgage-calculator');
    const pmi = page.locator('[name="pmi"]');
    await expect(pmi).toBeHidden();
    await page.getByText('Taxes, insurance and extra payments').click();
    await expect(pmi).toBeVisible();
    await expect(page.getByLabel('PMI (% of loan per year)')).toBeVisible();
    await pmi.fill('0.5');
    await page.locator('[name="price"]').fill('400000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page).toHaveURL(/[?&]pmi=0\.5(&|$)/);
    await expect(page).toHaveURL(/[?&]price=400000(&|$)/);
    await context.close();
  });
});

test.describe('charts', () => {
  test('principal against interest and the balance by year, each an SVG image with a caption', async ({ page }) => {
    await openCalculated(page, '/loan-calculator?amount=10000&rate=12&years=1');
    for (const name of ['principal-interest', 'balance']) {
      const figure = page.locator(`figure[data-chart="${name}"]`);
      await expect(figure.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\S/);
      await expect(figure.locator('figcaption')).not.toBeEmpty();
    }
    // The numbers are in text too: the legend states the principal and the schedule's interest.
    await expect(page.locator('figure[data-chart="principal-interest"]')).toContainText('$10,000.00');
    await expect(page.locator('figure[data-chart="principal-interest"]')).toContainText('$661.86');
  });

  test('the chart box has its size before anything is drawn in it (no layout shift)', async ({ page }) => {
    await openCalculated(page, '/loan-calculator?amount=10000&rate=12&years=1');
    // A fixed height in the markup: its box is known before the first column is drawn, at any width.
    const svg = page.locator('figure[data-chart="balance"] svg');
    await expect(svg).toHaveAttribute('height', '220');
    expect((await svg.boundingBox())?.height).toBe(220);
    const share = page.locator('figure[data-chart="principal-interest"] svg');
    expect(await share.evaluate((element) => getComputedStyle(element).aspectRatio)).not.toBe('auto');
  });
});

test.describe('CSV', () => {
  test('"Download CSV" saves loan-schedule.csv: a header, then one line per month, plain numbers with 2 decimals', async ({ page }) => {
    await openCalculated(page, '/loan-calculator?amount=10000&rate=12&years=1');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('loan-schedule.csv');
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe('period,payment,principal,interest,extra,balance');
    expect(lines[1]).toBe('1,888.49,788.49,100.00,0.00,9211.51');
    expect(lines[12]).toBe('12,888.47,879.67,8.80,0.00,0.00');
  });
});

test.describe('print', () => {
  test('prints the inputs, results, charts and the whole schedule, without the header, menu, ads, consent banner or buttons', async ({ page }) => {
    await openCalculated(page, '/mortgage-calculator?price=400000&downPayment=80000&rate=6.5&years=30&hoa=100');
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.site-header', '.ad-slot', '#consent', '.site-footer']) {
      for (const element of await page.locator(chrome).all()) await expect(element).toBeHidden();
    }
    // Every button, the menu's and the island's included (getByRole would skip the hidden ones).
    for (const button of await page.locator('button').all()) await expect(button).toBeHidden();
    await expect(page.locator('form[data-calculator] [name="price"]')).toBeVisible();
    await expect(page.locator('[name="hoa"]')).toBeVisible();
    await expect(page.locator('[data-results]')).toBeVisible();
    await expect(page.locator('figure[data-chart="balance"]')).toBeVisible();
    // The whole schedule: no scroll box cuts it off.
    const region = page.locator('.table-region');
    expect(await region.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  });
});

test.describe('compare', () => {
  test('keeps a 30-year result and sets a 15-year one beside it: $1,580.17 against $2,177.77', async ({ page }) => {
    // $250,000 at 6.5 %: 30 years $1,580.17 a month, 15 years $2,177.77 (Excel: PMT(6.5%/12, 360 | 180, -250000)).
    await openCalculated(page, '/loan-calculator?amount=250000&rate=6.5&years=30');
    const ui = calculatorForm(page, 'loan');
    await expect(page.locator('[data-compare]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Keep for comparison' }).click();
    await ui.fill({ years: '15' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();

    const row = page.locator('[data-compare] tr[data-compare-field="monthlyPayment"]');
    expect(Number(await row.locator('[data-col="pinned"]').getAttribute('data-value'))).toBeCloseTo(1580.17, 2);
    expect(Number(await row.locator('[data-col="current"]').getAttribute('data-value'))).toBeCloseTo(2177.77, 2);
    expect(Number(await row.locator('[data-col="difference"]').getAttribute('data-value'))).toBeCloseTo(597.6, 1);
    await expect(page.locator('[data-compare] tr[data-compare-field]')).toHaveCount(3);
    await expect(page.locator('[data-compare] [data-result]')).toHaveCount(0);
    await expect(page.getByText(/Loan term \(years\) 30 → 15/)).toBeVisible();

    await page.getByRole('button', { name: 'Clear comparison' }).click();
    await expect(page.locator('[data-compare]')).toHaveCount(0);
  });
});

test.describe('shared links', () => {
  test('a link with every mortgage input reproduces the whole page, and calculating writes every input back', async ({ page }) => {
    const inputs = { price: '400000', downPayment: '40000', rate: '6.5', years: '30', propertyTax: '1.2', homeInsurance: '1500', pmi: '0.5', hoa: '100', extraMonthly: '200' };
    await openCalculated(page, `/mortgage-calculator?${new URLSearchParams(inputs)}`);
    const ui = calculatorForm(page, 'mortgage');
    for (const [name, value] of Object.entries(inputs)) await expect(ui.field(name)).toHaveValue(value);
    await expect(ui.field('pmi')).toBeVisible();
    for (const field of ['monthlyTotal', 'pmiMonths', 'payoffMonths', 'monthsSaved', 'interestSaved']) await expect(ui.result(field)).toBeVisible();
    expect(await ui.valueOf('pmiMonths')).toBe(64);

    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const query = new URL(page.url()).searchParams;
    for (const [name, value] of Object.entries(inputs)) expect(query.get(name), name).toBe(value);
  });
});
