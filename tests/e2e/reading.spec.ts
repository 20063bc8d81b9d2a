/**
 * How results read, on a phone and to a screen reader: tables a 390 px screen shows whole, one colour per meaning,
 * chart text at one size, results as a label and a value, the words a screen reader hears.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { calculatorForm, waitForHydration } from './support/calculator';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Whether every cell of a row lies inside the screen's width: nothing to scroll sideways for. */
async function cellsInView(page: Page, row: Locator) {
  const width = page.viewportSize()!.width;
  const boxes = await row.locator('th, td').evaluateAll((cells) =>
    cells.filter((cell) => getComputedStyle(cell).display !== 'none').map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('tables on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the mortgage schedule shows every number of a year, the balance included, without scrolling sideways or inside a box', async ({ page }) => {
    await page.goto('/mortgage-calculator?price=400000&downPayment=40000&rate=6.5&years=30');
    const table = page.locator('table[data-schedule="yearly"]');
    await expect(table.locator('tbody tr')).toHaveCount(30);
    const first = table.locator('tr[data-period="1"]');
    // Every DEPTH.md column is still in the DOM, extra included.
    for (const column of ['payment', 'principal', 'interest', 'extra', 'balance']) await expect(first.locator(`td[data-col="${column}"]`)).toHaveCount(1);
    await expect(first.locator('td[data-col="balance"]')).toBeVisible();
    await expect(first.locator('td[data-col="balance"]')).toContainText('$355,976.26');
    await first.scrollIntoViewIfNeeded();
    await cellsInView(page, first);
    expect(await pageScrollsSideways(page)).toBe(false);
    // No scroll inside a scroll: the yearly table's box is as tall as the table.
    const region = page.locator('.period-table .table-region');
    expect(await region.evaluate((box) => box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1)).toBe(true);
    // Each value is labelled with its column on screen.
    expect(await first.locator('td[data-col="balance"]').evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Balance');
  });

  test('the monthly view keeps its box, and says in words that it scrolls inside it', async ({ page }) => {
    await page.goto('/loan-calculator?amount=10000&rate=12&years=5');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect(page.locator('table[data-schedule="monthly"] tbody tr')).toHaveCount(60);
    const region = page.locator('.period-table .table-region');
    expect(await region.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    await expect(page.locator('.period-table .table-scroll-note')).toHaveText(/scroll inside it/);
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await pageScrollsSideways(page)).toBe(false);
  });

  test('the tax brackets show the income and the tax of each bracket, and the totals', async ({ page }) => {
    await page.goto('/tax-calculator?income=85000&filingStatus=single&taxYear=2025&standardDeduction=on');
    const brackets = page.locator('table[data-brackets]');
    await expect(brackets.locator('tbody tr')).toHaveCount(3);
    for (const row of await brackets.locator('tr').filter({ has: page.locator('td') }).all()) {
      await row.scrollIntoViewIfNeeded();
      await cellsInView(page, row);
    }
    await expect(brackets.locator('tfoot')).toContainText('$69,250.00');
    await expect(brackets.locator('tfoot')).toContainText('$10,149.00');
    await expect(brackets.locator('tfoot td').filter({ hasText: '$10,149.00' })).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
  });

  test('the comparison shows kept, now and the difference of each result in view', async ({ page }) => {
    await page.goto('/loan-calculator?amount=10000&rate=12&years=5');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Keep for comparison' }).click();
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ years: '3' });
    await ui.form.getByRole('button', { name: 'Calculate' }).click();
    const row = page.locator('[data-compare-field="monthlyPayment"]');
    await expect(row.locator('[data-col="difference"]')).toBeVisible();
    await cellsInView(page, row);
    expect(await pageScrollsSideways(page)).toBe(false);
  });

  test('print keeps the full table, with its header row', async ({ page }) => {
    await page.goto('/mortgage-calculator?price=400000&downPayment=40000&rate=6.5&years=30');
    await page.emulateMedia({ media: 'print' });
    const table = page.locator('table[data-schedule="yearly"]');
    expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
    expect(await table.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
    await expect(table.locator('thead')).toBeVisible();
  });
});

test.describe('tables at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('keep their columns: one row a line, under a header row', async ({ page }) => {
    await page.goto('/mortgage-calculator?price=400000&downPayment=40000&rate=6.5&years=30');
    const table = page.locator('table[data-schedule="yearly"]');
    await expect(table.locator('thead')).toBeVisible();
    expect(await table.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
  });
});

test.describe('a last partial year', () => {
  test('reads as a person says it, "Year 5 (1 month)", and keeps DEPTH.md\u2019s data-period', async ({ page }) => {
    // 49 months: four whole years and one month, period 4.08.
    await page.goto('/emi-calculator?amount=500000&rate=9&months=49');
    const row = page.locator('table[data-schedule="yearly"] tr[data-period="4.08"]');
    await expect(row.locator('th')).toHaveText('5 (1 month)');
    await page.setViewportSize(PHONE);
    expect(await row.locator('th').evaluate((cell) => `${getComputedStyle(cell, '::before').content}${cell.textContent ?? ''}`)).toBe('"Year "5 (1\u00a0month)');
    await expect(page.locator('figure[data-chart="balance"] svg[role="img"]')).toHaveAttribute('aria-label', /Year 5 \(1\s+month\): ₹0\.00/);
  });
});

test.describe('chart text', () => {
  for (const [name, url, selector] of [
    ['the budget’s bar names', '/budget-calculator?income=5200&housing=1600&food=600&entertainment=400', 'figure[data-chart="budget-split"] text'],
    ['the balance chart’s axis', '/loan-calculator?amount=10000&rate=12&years=5', 'figure[data-chart="balance"] text'],
  ] as const) {
    test(`${name} keep one size at 390 and 1280 px`, async ({ page }) => {
      const heights: number[] = [];
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        const text = page.locator(selector).first();
        await expect(text).toBeVisible();
        heights.push(await text.evaluate((element) => element.getBoundingClientRect().height));
      }
      expect(heights[0]).toBeGreaterThan(10);
      expect(heights[0]).toBeLessThan(24);
      expect(Math.abs(heights[0]! - heights[1]!)).toBeLessThan(0.5);
    });
  }
});

test.describe('one colour, one meaning', () => {
  const fillOf = (page: Page, chart: string, label: string) =>
    page.locator(`figure[data-chart="${chart}"] rect`).filter({ has: page.locator('title', { hasText: new RegExp(`^${label}`) }) }).first().evaluate((rect) => getComputedStyle(rect).fill);

  test('on the mortgage page property tax is not the orange of interest, and interest is the same on every loan page', async ({ page }) => {
    await page.goto('/mortgage-calculator?price=400000&downPayment=40000&rate=6.5&years=30&propertyTax=1.1&homeInsurance=1500&pmi=0.5&hoa=100');
    const interest = await fillOf(page, 'principal-interest', 'Interest');
    const parts = await Promise.all(['Principal and interest', 'Property tax', 'Home insurance', 'PMI', 'HOA'].map((label) => fillOf(page, 'breakdown', label)));
    expect(new Set([...parts, interest]).size).toBe(6);
    expect(parts).not.toContain(interest);
    for (const url of ['/loan-calculator?amount=10000&rate=12&years=5', '/emi-calculator?amount=500000&rate=9&months=60']) {
      await page.goto(url);
      expect(await fillOf(page, 'principal-interest', 'Interest')).toBe(interest);
    }
  });

  test('a legend swatch has the colour of its part', async ({ page }) => {
    await page.goto('/loan-calculator?amount=10000&rate=12&years=5');
    const chart = page.locator('figure[data-chart="principal-interest"]');
    const swatch = await chart.locator('li').nth(1).evaluate((item) => getComputedStyle(item, '::before').backgroundColor);
    expect(swatch).toBe(await fillOf(page, 'principal-interest', 'Interest'));
  });
});

test.describe('results that read well on a phone', () => {
  test.use({ viewport: PHONE });

  test('the debt plan’s results are labels and values of one size, not a headline', async ({ page }) => {
    await page.goto('/debt-payoff-calculator?balance1=5000&rate1=22&minimum1=100&balance2=2000&rate2=6&minimum2=50&extra=100');
    await expect(page.locator('#debt-plan [data-result]')).toHaveCount(4);
    const sizes = await page.locator('#debt-plan [data-result]').evaluateAll((values) => values.map((value) => getComputedStyle(value).fontSize));
    expect(sizes).toHaveLength(4);
    expect(new Set(sizes).size).toBe(1);
    // The months as the value, the years under them in smaller type; the text reads as one.
    const months = page.locator('#debt-plan [data-result="avalancheMonths"]');
    await expect(months).toHaveText(/^\d+\smonths \(\d+\syears?( \d+\smonths?)?\)$/);
    expect(await months.locator('.result-aside').evaluate((aside) => parseFloat(getComputedStyle(aside).fontSize))).toBeLessThan(parseFloat(sizes[0]!));
  });

  test('a number and its unit are joined by a no-break space', async ({ page }) => {
    await page.goto('/loan-calculator?amount=10000&rate=12&years=5&extraMonthly=100');
    const months = await page.locator('[data-result="payoffMonths"]').textContent();
    expect(months).toMatch(/^\d+\u00a0months \(\d+\u00a0years?( \d+\u00a0months?)?\)$/);
    await page.goto('/budget-calculator?income=5200&housing=1600');
    const label = page.locator('.result-row').filter({ has: page.locator('[data-result="needsShare"]') }).locator('dt');
    expect(await label.textContent()).toBe('Needs (guide: 50\u00a0%)');
  });

  test('the budget without an income says that the shares need one, and draws no empty bars', async ({ page }) => {
    await page.goto('/budget-calculator?housing=1600&food=600');
    await expect(page.locator('[data-result="needsShare"]')).toHaveAttribute('data-value', '0');
    await expect(page.locator('[data-note="needs-income"]')).toContainText('shares of your income, so they need one');
    await expect(page.locator('figure[data-chart="budget-split"]')).toHaveCount(0);
  });
});

test.describe('what a screen reader hears', () => {
  test('after Calculate the results, after Keep "Kept", after the next Calculate the comparison in words, after a rejection the error', async ({ page }) => {
    await page.goto('/loan-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ amount: '10000', rate: '12', years: '5' });
    await ui.form.getByRole('button', { name: 'Calculate' }).click();

    // The results are one polite live region: the heading and each result, label and value.
    await expect(ui.results).toHaveAttribute('aria-live', 'polite');
    await expect(ui.results).toMatchAriaSnapshot(`
      - heading "Your results" [level=2]
      - term: Monthly payment
      - definition: $222.44
      - term: Total of all payments
      - definition: $13,346.67
    `);
    const status = page.locator('.compare [role="status"]');
    await expect(status).toHaveText('');

    await page.getByRole('button', { name: 'Keep for comparison' }).click();
    await expect(status).toHaveText('Kept. Change any input and calculate again to compare.');
    // Said once: the live regions hold it once, and nowhere else on the page says it.
    await expect(page.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: 'Kept.' })).toHaveCount(1);

    await ui.fill({ years: '3' });
    await ui.form.getByRole('button', { name: 'Calculate' }).click();
    await expect(status).toHaveText(
      /^Compared with the result you kept: Monthly payment: kept \$222\.44, now \$332\.14, \+\$109\.70; Total of all payments: kept \$13,346\.67, now \$11,957\.15, −\$1,389\.52; .*\.$/,
    );
    await expect(page.locator('[aria-live], [role="status"]').filter({ hasText: 'Compared with the result you kept: Monthly payment: kept' })).toHaveCount(1);
    // The table itself is outside any live region: read when the reader goes to it, not read out as it changes.
    expect(await page.locator('table[data-compare]').evaluate((table) => table.closest('[aria-live], [role="status"]'))).toBeNull();

    await ui.fill({ rate: 'abc' });
    await ui.form.getByRole('button', { name: 'Calculate' }).click();
    const rate = ui.field('rate');
    await expect(rate).toBeFocused();
    await expect(rate).toHaveAccessibleName(/Interest rate/);
    await expect(rate).toHaveAccessibleDescription(/Enter a number/);
    await expect(ui.results).toMatchAriaSnapshot(`
      - heading "Your results" [level=2]
      - paragraph: "These results are for the previous inputs: correct the form to update them."
    `);
  });
});
