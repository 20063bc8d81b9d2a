import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { calculatorForm, waitForHydration } from './support/calculator';

/**
 * DEPTH.md's planning, driven through its public hooks: tax by year with its brackets, the 50/30/20 budget, the debt
 * plan, IRR's multiple-rate note and the long-term loan note. Expected figures are the IRS's (each Revenue
 * Procedure's rate table) or worked by hand in the comments.
 */

async function expectAxeClean(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await axeViolations(page, { bestPractice: true }), `axe at ${String(width)} px`).toEqual([]);
  }
}

const value = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);

test.describe('tax calculator: years, statuses, the standard deduction and the brackets', () => {
  test('the tax at the start of each year’s and status’s 37 % bracket is the Revenue Procedure’s own figure', async ({ page }) => {
    // "Over $X: $B plus 37% of the excess over $X" in Rev. Proc. 2022-38, 2023-34, 2024-40 and 2025-32.
    const cases = [
      ['2023', 'single', '578125', '174238.25'],
      ['2023', 'married', '693750', '186601.5'],
      ['2023', 'headOfHousehold', '578100', '172623.5'],
      ['2023', 'marriedSeparate', '346875', '93300.75'],
      ['2024', 'single', '609350', '183647.25'],
      ['2024', 'married', '731200', '196669.5'],
      ['2024', 'headOfHousehold', '609350', '181954.5'],
      ['2024', 'marriedSeparate', '365600', '98334.75'],
      ['2025', 'single', '626350', '188769.75'],
      ['2025', 'married', '751600', '202154.5'],
      ['2025', 'headOfHousehold', '626350', '187031.5'],
      ['2025', 'marriedSeparate', '375800', '101077.25'],
      ['2026', 'single', '640600', '192979.25'],
      ['2026', 'married', '768700', '206583.5'],
      ['2026', 'headOfHousehold', '640600', '191171'],
      ['2026', 'marriedSeparate', '384350', '103291.75'],
    ] as const;
    await page.goto('/tax-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'tax');
    // The latest year, single, no deduction (DEPTH.md).
    await expect(ui.field('taxYear')).toHaveValue('2026');
    await expect(ui.field('filingStatus')).toHaveValue('single');
    await expect(ui.field('standardDeduction')).not.toBeChecked();
    for (const [taxYear, filingStatus, income, tax] of cases) {
      await ui.fill({ income, filingStatus, taxYear });
      await ui.form.getByRole('button', { name: 'Calculate' }).click();
      await expect(value(page, 'totalTax'), `${taxYear} ${filingStatus}`).toHaveAttribute('data-value', tax);
      await expect(value(page, 'marginalRate')).toHaveAttribute('data-value', '35');
    }
  });

  test('subtracts the standard deduction when ticked, and shows the brackets the income fills', async ({ page }) => {
    await page.goto('/tax-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'tax');
    // 95,000 - 16,100 = 78,900: 10 % of 12,400 = 1,240; 12 % of 38,000 = 4,560; 22 % of 28,500 = 6,270; 12,070 in all.
    await ui.fill({ income: '95,000', taxYear: '2026' });
    await page.getByLabel('Subtract the standard deduction').check();
    await page.keyboard.press('Enter');
    await expect(value(page, 'taxableIncome')).toHaveAttribute('data-value', '78900');
    await expect(value(page, 'totalTax')).toHaveAttribute('data-value', '12070');
    await expect(value(page, 'totalTax')).toHaveText('$12,070.00');
    await expect(value(page, 'marginalRate')).toHaveAttribute('data-value', '22');
    const rows = page.locator('table[data-brackets] tbody tr');
    await expect(rows).toHaveCount(3);
    for (const [rate, taxed, tax] of [
      ['10', '12400', '1240'],
      ['12', '38000', '4560'],
      ['22', '28500', '6270'],
    ] as const) {
      await expect(page.locator(`tr[data-rate="${rate}"] [data-col="taxed"]`)).toHaveAttribute('data-value', taxed);
      await expect(page.locator(`tr[data-rate="${rate}"] [data-col="tax"]`)).toHaveAttribute('data-value', tax);
    }
    await expect(page.locator('figure[data-chart="brackets"] svg[role="img"]')).toBeVisible();
    await expect(page.getByText('Rev. Proc. 2025-32').first()).toBeVisible();
    // Shared links carry the new inputs: the box comes back ticked.
    expect(new URL(page.url()).searchParams.get('standardDeduction')).toBe('on');
    await page.reload();
    await waitForHydration(page);
    await expect(ui.field('standardDeduction')).toBeChecked();
    await expect(value(page, 'totalTax')).toHaveAttribute('data-value', '12070');
    await expectAxeClean(page);
  });

  test('explains marginal against effective rate, and says what is left out', async ({ page }) => {
    await page.goto('/tax-calculator');
    await expect(page.getByText(/Your marginal rate is the rate on your last dollar of taxable income/)).toBeVisible();
    await expect(page.getByText(/Not included: tax credits/)).toBeVisible();
    for (const source of ['Rev. Proc. 2022-38', 'Rev. Proc. 2023-34', 'Rev. Proc. 2024-40', 'Rev. Proc. 2025-32']) {
      await expect(page.getByText(source).first()).toBeVisible();
    }
  });
});

test.describe('budget calculator: the 50/30/20 guide', () => {
  test('gives a known budget’s shares against their targets, in numbers and in words', async ({ page }) => {
    // Needs 2,000 + 300 + 500 + 150 + 100 + 50 = 3,100 of 5,000 (62 %); wants 400 + 200 = 600 (12 %); 1,300 left (26 %).
    await page.goto('/budget-calculator?income=5000&housing=2000&transportation=300&food=500&utilities=150&insurance=100&healthcare=50&entertainment=400&other=200');
    await waitForHydration(page);
    await expect(value(page, 'needsShare')).toHaveAttribute('data-value', '62');
    await expect(value(page, 'wantsShare')).toHaveAttribute('data-value', '12');
    await expect(value(page, 'savingsShare')).toHaveAttribute('data-value', '26');
    await expect(page.locator('.detail-note')).toHaveText(
      'Your needs take 62 % of income, 12 points above the 50 % guide. Your wants take 12 % of income, 18 points below the 30 % guide. You save 26 % of income, 6 points above the 20 % guide.',
    );
    const chart = page.locator('figure[data-chart="budget-split"]');
    await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /Needs 62\s% \(guide 50\s%\), Wants 12\s% \(guide 30\s%\), Savings 26\s% \(guide 20\s%\)/);
    await expectAxeClean(page);
  });
});

test.describe('debt payoff calculator: the smallest payment that works', () => {
  test('a payment below the first month’s interest is rejected with the smallest one that clears the debt', async ({ page }) => {
    await page.goto('/debt-payoff-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'debt');
    // 5,000 at 19.99 %: the first month's interest is 83.291666…, so the smallest whole-cent payment above it is $83.30.
    await ui.fill({ debt: '5,000', rate: '19.99', payment: '50' });
    await ui.form.getByRole('button', { name: 'Calculate' }).click();
    await expect(ui.field('payment')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form.locator('.field-error')).toHaveText("Must be more than the first month's interest ($83.29): the smallest payment that clears the debt is $83.30.");
    await ui.fill({ payment: '83.30' });
    await ui.form.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('[data-results]')).toBeVisible();
  });
});

test.describe('debt plan: avalanche against snowball', () => {
  const plan = (page: Page) => calculatorForm(page, 'debtPlan');

  /*
   * Worked by hand (a $200 budget, no extra): A $300 at 12 %, minimum $100; B $200 at 0 %, minimum $50; C $100 at
   * 24 %, minimum $50. Months 1 and 2 spend the budget on minimums (interest 3 + 2, then 2.03 + 1.04). In month 3
   * A owes 106.0803 after its 1.0503 of interest and C 3.1008 after 0.0608: C is paid off and 46.8992 is left over.
   * Avalanche gives it to A (cleared) and B, which pays its last 9.1811 in month 4: $9.1811 of interest. Snowball gives
   * it to B; A's last 6.0803 earns 0.060803 more before both are paid in month 4: $9.241903.
   */
  const THREE = [
    { name: 'A', balance: '300', rate: '12', minimum: '100' },
    { name: 'B', balance: '200', rate: '0', minimum: '50' },
    { name: 'C', balance: '100', rate: '24', minimum: '50' },
  ];

  async function fillRows(page: Page, rows: typeof THREE) {
    const form = plan(page);
    for (const [index, row] of rows.entries()) {
      const k = index + 1;
      if ((await form.field(`balance${String(k)}`).count()) === 0) await page.getByRole('button', { name: 'Add a debt' }).click();
      await form.fill({ [`name${String(k)}`]: row.name, [`balance${String(k)}`]: row.balance, [`rate${String(k)}`]: row.rate, [`minimum${String(k)}`]: row.minimum });
    }
  }

  test('compares a three-debt plan: the months, the interest, the order each debt is cleared in and the difference', async ({ page }) => {
    await page.goto('/debt-payoff-calculator');
    await waitForHydration(page);
    await fillRows(page, THREE);
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(value(page, 'avalancheMonths')).toHaveAttribute('data-value', '4');
    expect(Number(await value(page, 'avalancheInterest').getAttribute('data-value'))).toBeCloseTo(9.1811, 9);
    await expect(value(page, 'avalancheInterest')).toHaveText('$9.18');
    await expect(value(page, 'snowballMonths')).toHaveAttribute('data-value', '4');
    expect(Number(await value(page, 'snowballInterest').getAttribute('data-value'))).toBeCloseTo(9.241903, 9);
    await expect(page.locator('ol[data-payoff-order="avalanche"] li')).toHaveText(['A: paid off in month 3', 'C: paid off in month 3', 'B: paid off in month 4']);
    await expect(page.locator('ol[data-payoff-order="snowball"] li')).toHaveText(['C: paid off in month 3', 'A: paid off in month 4', 'B: paid off in month 4']);
    await expect(page.getByText('Avalanche saves $0.06 in interest compared with snowball; both take 4 months.')).toBeVisible();
    await expect(page.locator('figure[data-chart="plan-balance"] svg[role="img"]')).toBeVisible();
    // The single-debt calculator is untouched, and still the page's `data-results`.
    await expect(page.locator('[data-results]')).toBeHidden();
    await expectAxeClean(page);
  });

  test('adds rows up to ten and removes one for good, from the keyboard', async ({ page }) => {
    await page.goto('/debt-payoff-calculator');
    await waitForHydration(page);
    await fillRows(page, THREE);
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(value(page, 'avalancheMonths')).toHaveAttribute('data-value', '4');

    // Remove debt 2 (B): debt 3 (C) becomes debt 2, and the plan is compared again without B.
    await page.getByRole('button', { name: 'Remove debt 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(plan(page).field('balance3')).toHaveCount(0);
    await expect(plan(page).field('name2')).toHaveValue('C');
    await expect(page.getByRole('button', { name: 'Add a debt' })).toBeFocused();
    // Without B: A and C alone, $150 a month. Months 1 and 2 as before; in month 3 C pays its 3.1008 and A its
    // 100 minimum, and the 46.8992 left clears A's last 6.0803: both are paid off in month 3, in listing order.
    await expect(page.locator('ol[data-payoff-order="avalanche"] li')).toHaveText(['A: paid off in month 3', 'C: paid off in month 3']);
    expect(new URL(page.url()).searchParams.get('balance3')).toBeNull();
    expect(new URL(page.url()).searchParams.get('name2')).toBe('C');

    // Add up to ten: the new row's name field takes the focus; at ten the button is disabled.
    const add = page.getByRole('button', { name: 'Add a debt' });
    for (let rows = 3; rows <= 10; rows += 1) {
      await add.focus();
      await page.keyboard.press('Enter');
      await expect(plan(page).field(`name${String(rows)}`)).toBeFocused();
    }
    await expect(page.locator('form[data-calculator="debtPlan"] fieldset')).toHaveCount(10);
    await expect(add).toBeDisabled();
    // Blank rows are ignored: the plan still compares A and C.
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(page.locator('ol[data-payoff-order="snowball"] li')).toHaveCount(2);
  });

  test('rejects a plan that never ends on the extra amount, keeping the plan already shown', async ({ page }) => {
    await page.goto('/debt-payoff-calculator');
    await waitForHydration(page);
    await fillRows(page, THREE);
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(value(page, 'avalancheMonths')).toHaveAttribute('data-value', '4');
    // $10,000 at 24 % charges $200 a month: with minimums of $100 + $50 + $50 nothing is ever paid down.
    await plan(page).fill({ balance1: '10000', rate1: '24' });
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(plan(page).field('extra')).toHaveAttribute('aria-invalid', 'true');
    await expect(plan(page).field('extra')).toBeFocused();
    await expect(plan(page).form.locator('.field-error')).toHaveText(/not all paid off within 100\syears \(1,200\smonths\)/);
    await expect(value(page, 'avalancheMonths')).toHaveAttribute('data-value', '4');
    // A bad row is rejected field by field.
    await plan(page).fill({ balance2: 'abc', minimum3: '0' });
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(plan(page).field('balance2')).toHaveAttribute('aria-invalid', 'true');
    await expect(plan(page).field('minimum3')).toHaveAttribute('aria-invalid', 'true');
    await expect(plan(page).field('balance2')).toBeFocused();
  });

  test('a shared link carries the plan’s rows and the single debt, and shows both', async ({ page }) => {
    const link =
      '/debt-payoff-calculator?debt=8000&rate=7&payment=150&name1=A&balance1=300&rate1=12&minimum1=100&name2=B&balance2=200&rate2=0&minimum2=50&name3=C&balance3=100&rate3=24&minimum3=50';
    await page.goto(link);
    await waitForHydration(page);
    // numpy-financial's nper: $8,000 at 7 % paid $150 a month takes 65 months.
    await expect(value(page, 'months')).toHaveAttribute('data-value', '65');
    await expect(page.locator('form[data-calculator="debtPlan"] fieldset')).toHaveCount(3);
    await expect(plan(page).field('name3')).toHaveValue('C');
    await expect(value(page, 'avalancheMonths')).toHaveAttribute('data-value', '4');
    // Recalculating either form keeps the other's part of the address.
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await calculatorForm(page, 'debt').form.getByRole('button', { name: 'Calculate' }).click();
    const query = new URL(page.url()).searchParams;
    expect([query.get('debt'), query.get('balance3'), query.get('minimum3')]).toEqual(['8000', '100', '50']);
  });

  test('the debt article’s example opens filled in, with the article’s figures', async ({ page }) => {
    // "5 smart strategies to pay off debt faster": store card $1,000 at 18 % ($35), credit card $5,000 at 24 % ($125),
    // car loan $8,000 at 7 % ($200), $240 extra. Avalanche: 27 months, about $1,960, the card cleared in month 17;
    // snowball: the store card gone in four months, about $2,030, also 27 months, about $75 more.
    await page.goto('/blog/5-smart-strategies-to-pay-off-debt-faster');
    await page.getByRole('link', { name: 'open it with this example filled in' }).click();
    await waitForHydration(page);
    await expect(value(page, 'avalancheMonths')).toHaveAttribute('data-value', '27');
    await expect(value(page, 'snowballMonths')).toHaveAttribute('data-value', '27');
    expect(Math.abs(Number(await value(page, 'avalancheInterest').getAttribute('data-value')) - 1960)).toBeLessThan(5);
    expect(Math.abs(Number(await value(page, 'snowballInterest').getAttribute('data-value')) - 2030)).toBeLessThan(5);
    await expect(page.locator('ol[data-payoff-order="avalanche"] li').first()).toHaveText('Credit card: paid off in month 17');
    await expect(page.locator('ol[data-payoff-order="snowball"] li').first()).toHaveText('Store card: paid off in month 4');
    await expect(page.getByText(/Avalanche saves \$7\d\.\d\d in interest compared with snowball; both take 27\smonths\./)).toBeVisible();
  });

  test('works before its script arrives: Compare plans submits the rows, and the page comes back compared', async ({ page }) => {
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/debt-payoff-calculator');
    await plan(page).fill({ balance1: '300', rate1: '12', minimum1: '100', balance2: '200', rate2: '0', minimum2: '50' });
    await page.getByRole('button', { name: 'Compare plans' }).click();
    await expect(page).toHaveURL(/balance1=300&rate1=12&minimum1=100/);
    await page.unroute('**/_astro/*.js');
    await page.reload();
    await waitForHydration(page);
    await expect(value(page, 'avalancheMonths')).toBeVisible();
  });
});

test.describe('notes, never rejections', () => {
  test('IRR: flows that change sign twice get a note naming the rate found', async ({ page }) => {
    // -100, +230, -132 has two rates, 10 % and 20 %; Newton from 10 % finds 10 %.
    await page.goto('/irr-calculator?cashFlows=-100%2C230%2C-132');
    await waitForHydration(page);
    await expect(value(page, 'irr')).toHaveText('10.00%');
    await expect(page.locator('[data-note="irr-multiple"]')).toContainText('more than one rate');
    await expect(page.locator('[data-note="irr-multiple"]')).toContainText('10.00%');
    await calculatorForm(page, 'irr').fill({ cashFlows: '-1000, 300, 400, 500' });
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('[data-note="irr-multiple"]')).toHaveCount(0);
  });

  test('a loan term above 50 years gets a note, and its result', async ({ page }) => {
    await page.goto('/mortgage-calculator?price=300000&downPayment=60000&rate=5&years=60');
    await waitForHydration(page);
    await expect(value(page, 'monthlyPayment')).toBeVisible();
    await expect(page.locator('[data-note="long-term"]')).toBeVisible();
    await calculatorForm(page, 'mortgage').fill({ years: '30' });
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('[data-note="long-term"]')).toHaveCount(0);
  });
});
