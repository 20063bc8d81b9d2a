import { expect, test, type Locator, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * DATED.md's loan events (prepayments, a yearly prepayment, rate changes and what each does) on the loan, mortgage and
 * EMI pages, driven through their public hooks: the five inputs in their group, the results, the monthly rows each
 * event marks, the balance chart's two lines, the payment-raised note, the slips the lists are read for, a shared link,
 * and the engine that arrives only once a reader enters an event.
 *
 * Where the figures come from: tests/reference/loan_events.py, written for this spec from DATED.md's words alone, never from the
 * site's code or output, in integer cents. P = pmt(balance, rate, months left) rounded to the cent (halves up, with
 * Python's decimal module); each month's interest = balance × rate / 1200 rounded to the cent (halves up, exactly, with
 * fractions); payment = min(P, balance + interest), month E pays balance + interest; extra = min(the month's
 * prepayments, the balance left after the principal). At the start of month m, while E − m + 1 >= 1: 1. a rate change
 * (`payment`: P over E − m + 1 months; `tenure`: E = the month paying P clears the balance), 2. the month before's
 * prepayment (the same, by `prepaymentEffect`), 3. E past n + 120 or never: E = n + 120, P over E − m + 1 months.
 * Savings are against the same run with the same rate changes and nothing paid ahead. The script reproduces
 * loans.spec.ts's Excel-checked $10,000 at 12 % for a year ($888.49; month 12 pays $888.47; $661.86 of interest) and its
 * $1,000 extra a month (6 months, $333.73 saved). Each test quotes the months the figures turn on.
 */

interface LoanPage {
  readonly id: 'loan' | 'mortgage' | 'emi';
  readonly path: string;
  /** The first (default) option of `rateChangeEffect` (DATED.md). */
  readonly rateChangeFirst: 'payment' | 'tenure';
}

const PAGES: readonly LoanPage[] = [
  { id: 'loan', path: '/loan-calculator', rateChangeFirst: 'payment' },
  { id: 'mortgage', path: '/mortgage-calculator', rateChangeFirst: 'payment' },
  { id: 'emi', path: '/emi-calculator', rateChangeFirst: 'tenure' },
];

const EVENT_FIELDS = ['prepayments', 'yearlyPrepayment', 'rateChanges', 'prepaymentEffect', 'rateChangeEffect'] as const;
const GROUP = 'Prepayments and rate changes';

/** The `<details>` the five inputs sit in. */
const eventGroup = (page: Page) => page.locator('form[data-calculator] details').filter({ has: page.locator('summary', { hasText: GROUP }) });
const monthlyRows = (page: Page) => page.locator('table[data-schedule="monthly"] tbody tr');
const cell = (page: Page, month: number, column: string) => page.locator(`table[data-schedule="monthly"] tbody tr[data-period="${month}"] td[data-col="${column}"]`);
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
const submit = (page: Page) => page.locator('form[data-calculator] button[type="submit"]').click();

async function openCalculated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible({ timeout: READER_PATIENCE });
}

/** A result's data-value, to the cent (waits for it: the engine may still be on its way). */
async function expectMoney(page: Page, field: string, expected: number) {
  await expect.poll(async () => Number(await page.locator(`[data-result="${field}"]`).getAttribute('data-value')), { timeout: READER_PATIENCE, message: field }).toBeCloseTo(expected, 2);
}

async function expectMonths(page: Page, field: string, expected: number) {
  await expect(page.locator(`[data-result="${field}"]`)).toHaveAttribute('data-value', String(expected), { timeout: READER_PATIENCE });
}

async function expectCell(page: Page, month: number, column: string, expected: number) {
  await expect.poll(async () => Number(await cell(page, month, column).getAttribute('data-value')), { message: `month ${month} ${column}` }).toBeCloseTo(expected, 2);
}

/** Switches the schedule to months and waits for all of them. */
async function showMonthly(page: Page, months: number) {
  await page.getByRole('button', { name: 'Monthly', exact: true }).click({ timeout: READER_PATIENCE });
  await expect(monthlyRows(page)).toHaveCount(months, { timeout: READER_PATIENCE });
}

/** The monthly rows an event marks: [month, what data-event says]. */
const eventRows = (page: Page) =>
  page.locator('table[data-schedule="monthly"] tbody tr[data-event]').evaluateAll((rows) => rows.map((row) => [Number(row.getAttribute('data-period')), row.getAttribute('data-event') ?? ''] as const));

async function expectEventMonths(page: Page, months: readonly number[]) {
  await expect(page.locator('table[data-schedule="monthly"] tbody tr[data-event]')).toHaveCount(months.length);
  expect((await eventRows(page)).map(([month]) => month)).toEqual(months);
}

/** Whether the balance chart draws two lines: a legend of two, each named in the image's label, and two tones of columns. */
async function expectTwoBalances(page: Page) {
  const chart = page.locator('figure[data-chart="balance"]');
  await expect(chart.locator('svg[role="img"]')).toBeVisible({ timeout: READER_PATIENCE });
  const legend = chart.locator('.chart-legend li');
  await expect(legend).toHaveCount(2);
  const label = (await chart.locator('svg[role="img"]').getAttribute('aria-label')) ?? '';
  for (const name of await legend.allTextContents()) {
    expect(name.trim()).not.toBe('');
    expect(label).toContain(name.trim());
  }
  await expect.poll(() => toneCount(chart)).toBe(2);
}

/** How many series the chart's columns are drawn in (each series has its own tone class). */
const toneCount = (chart: Locator) => chart.locator('svg rect').evaluateAll((rects) => new Set(rects.map((rect) => rect.getAttribute('class'))).size);

test.describe('the five inputs on each loan page', () => {
  for (const loanPage of PAGES) {
    test(`${loanPage.path}: lists, a yearly amount and two selects, each labelled, in the closed “${GROUP}” group; rate changes default to \`${loanPage.rateChangeFirst}\``, async ({ page }) => {
      await page.goto(loanPage.path);
      await waitForHydration(page);
      const ui = calculatorForm(page, loanPage.id);
      const group = eventGroup(page);
      await expect(group).toHaveCount(1);
      await expect(group).not.toHaveAttribute('open');
      const kinds = { prepayments: 'TEXTAREA', yearlyPrepayment: 'INPUT', rateChanges: 'TEXTAREA', prepaymentEffect: 'SELECT', rateChangeEffect: 'SELECT' } as const;
      for (const name of EVENT_FIELDS) {
        await expect(group.locator(`[name="${name}"]`), name).toHaveCount(1);
        expect(await ui.field(name).evaluate((el) => el.tagName), name).toBe(kinds[name]);
        await expect(ui.field(name), name).toBeHidden();
      }

      await group.locator('> summary').click();
      await expect(group).toHaveAttribute('open', '');
      for (const name of EVENT_FIELDS) {
        const control = ui.field(name);
        await expect(control, name).toBeVisible();
        const id = await control.getAttribute('id');
        const label = page.locator(`label[for="${id}"]`);
        await expect(label, name).toBeVisible();
        await expect(label, name).not.toHaveText(/^\s*$/);
      }
      await expect(ui.field('yearlyPrepayment')).toHaveAttribute('type', 'text');

      const options = (name: string) => ui.field(name).locator('option').evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
      expect(await options('prepaymentEffect')).toEqual(['tenure', 'payment']);
      await expect(ui.field('prepaymentEffect')).toHaveValue('tenure');
      expect(await options('rateChangeEffect')).toEqual(loanPage.rateChangeFirst === 'payment' ? ['payment', 'tenure'] : ['tenure', 'payment']);
      await expect(ui.field('rateChangeEffect')).toHaveValue(loanPage.rateChangeFirst);
    });

    test(`${loanPage.path}: a link that fills a list opens the group and shows it`, async ({ page }) => {
      // The link gives no loan: the page fills the list and waits for the rest, nothing rejected yet.
      await page.goto(`${loanPage.path}?rateChanges=${encodeURIComponent('25 8.9')}&yearlyPrepayment=1000`);
      await waitForHydration(page);
      const ui = calculatorForm(page, loanPage.id);
      await expect(eventGroup(page)).toHaveAttribute('open', '');
      await expect(ui.field('rateChanges')).toBeVisible();
      await expect(ui.field('rateChanges')).toHaveValue('25 8.9');
      await expect(ui.field('yearlyPrepayment')).toHaveValue('1000');
      await expect(page.locator('[data-results]')).toBeHidden();
    });
  }
});

test.describe('typed events and Calculate', () => {
  test('loan: prepayments in months 12 and 30 shorten a $20,000 5-year loan to 50 months; a rate change in month 25 sets a new payment', async ({ page }) => {
    // $20,000 at 9 % over 60 months: P = $415.17. Month 12 pays $2,000 ahead (balance $14,683.36): `tenure` keeps P
    // and ends the loan sooner. Month 25 the rate goes to 10.5 %, `payment` (the loan page's default): P over the
    // months left to that sooner end, $413.47 (interest $95.09, balance $10,549.61). Month 30: $1,500 ahead (balance
    // $7,415.45). Paid off in month 50: $4,046.94 of interest, against 60 months and $5,240.28 with the same rate
    // change and no prepayments: $1,193.34 and 10 months saved.
    await page.goto('/loan-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'loan');
    // One entry a line, as pasted from a statement.
    await ui.fill({ amount: '20,000', rate: '9', years: '5', prepayments: '12 2000\n30: 1,500', rateChanges: '25 10.5' });
    await submit(page);
    await expectMonths(page, 'payoffMonths', 50);
    await expectMoney(page, 'totalInterestPlan', 4046.94);
    await expectMoney(page, 'finalPayment', 413.47);
    await expectMoney(page, 'interestSaved', 1193.34);
    await expectMonths(page, 'monthsSaved', 10);
    // The contract's payment keeps its formula meaning.
    await expectMoney(page, 'monthlyPayment', 415.17);

    await showMonthly(page, 50);
    await expectEventMonths(page, [12, 25, 30]);
    const events = new Map(await eventRows(page));
    expect(events.get(12)).toMatch(/prepayment/);
    expect(events.get(25)).toMatch(/rate 10\.5\s?%/);
    expect(events.get(30)).toMatch(/prepayment/);
    // Month 12: interest $127.28, principal $287.89, then $2,000 ahead.
    await expectCell(page, 12, 'payment', 415.17);
    await expectCell(page, 12, 'interest', 127.28);
    await expectCell(page, 12, 'extra', 2000);
    await expectCell(page, 12, 'balance', 14683.36);
    await expectCell(page, 13, 'extra', 0);
    await expectCell(page, 25, 'payment', 413.47);
    await expectCell(page, 25, 'interest', 95.09);
    await expectCell(page, 25, 'extra', 0);
    await expectCell(page, 25, 'balance', 10549.61);
    await expectCell(page, 30, 'extra', 1500);
    await expectCell(page, 30, 'balance', 7415.45);
    await expectCell(page, 50, 'balance', 0);
    await expectTwoBalances(page);
  });

  test('mortgage: a $10,000 prepayment and two rate changes that keep the payment (`tenure`) end a 30-year loan in month 328', async ({ page }) => {
    // $320,000 at 6.5 % over 360 months: P = $2,022.62 throughout (`tenure` for both). Month 12: $10,000 ahead
    // (interest $1,715.62, balance $306,423.24). Month 61: 7.25 % (interest $1,731.51 on $286,594.77). Month 121:
    // 5.75 % (interest $1,272.75). Paid off in month 328: $352,560.13 of interest; with the same rate changes and no
    // prepayment, 355 months and $396,105.42: $43,545.29 and 27 months saved.
    await page.goto('/mortgage-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'mortgage');
    await ui.fill({ price: '400000', downPayment: '80000', rate: '6.5', years: '30', prepayments: '12 10000', rateChanges: '61 7.25; 121 5.75', rateChangeEffect: 'tenure' });
    await submit(page);
    await expectMonths(page, 'payoffMonths', 328);
    await expectMoney(page, 'totalInterestPlan', 352560.13);
    await expectMoney(page, 'finalPayment', 2022.62);
    await expectMoney(page, 'interestSaved', 43545.29);
    await expectMonths(page, 'monthsSaved', 27);

    await showMonthly(page, 328);
    await expectEventMonths(page, [12, 61, 121]);
    const events = new Map(await eventRows(page));
    expect(events.get(61)).toMatch(/rate 7\.25\s?%/);
    expect(events.get(121)).toMatch(/rate 5\.75\s?%/);
    await expectCell(page, 12, 'extra', 10000);
    await expectCell(page, 12, 'balance', 306423.24);
    await expectCell(page, 61, 'payment', 2022.62);
    await expectCell(page, 61, 'interest', 1731.51);
    await expectCell(page, 61, 'extra', 0);
    await expectCell(page, 121, 'interest', 1272.75);
    await expectCell(page, 121, 'balance', 264868.08);
    await expectCell(page, 328, 'balance', 0);
    await expectTwoBalances(page);
  });

  test('mortgage: $5,000 every year with `payment` lowers the payment after each and keeps the end, until the 29th clears it in month 348', async ({ page }) => {
    // Month 12: $5,000 ahead, so from month 13 P = pmt($311,423.24, 6.5 %, 348) = $1,990.66; and so on each year.
    // Month 348's $5,000 meets a balance of $3,991.15: the extra is that, and the loan ends there. $322,595.59 of
    // interest against $408,140.64 without: $85,545.05 and 12 months saved; the last P, from month 337, $344.43.
    await page.goto('/mortgage-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'mortgage');
    await ui.fill({ price: '400000', downPayment: '80000', rate: '6.5', years: '30', yearlyPrepayment: '5,000', prepaymentEffect: 'payment' });
    await submit(page);
    await expectMonths(page, 'payoffMonths', 348);
    await expectMoney(page, 'totalInterestPlan', 322595.59);
    await expectMoney(page, 'finalPayment', 344.43);
    await expectMoney(page, 'interestSaved', 85545.05);
    await expectMonths(page, 'monthsSaved', 12);

    await showMonthly(page, 348);
    await expectEventMonths(page, Array.from({ length: 29 }, (_, index) => 12 * (index + 1)));
    await expectCell(page, 12, 'extra', 5000);
    await expectCell(page, 13, 'payment', 1990.66);
    await expectCell(page, 25, 'payment', 1958.31);
    await expectCell(page, 348, 'extra', 3991.15);
    await expectCell(page, 348, 'balance', 0);
  });

  test('EMI: lakh and spaced amounts, a yearly prepayment and two rate changes; `payment` for prepayments, the default `tenure` for rates', async ({ page }) => {
    // ₹50,00,000 at 8.5 % over 240 months: EMI ₹43,391.16. Month 12: ₹1.5 lakh listed + ₹50,000 yearly = ₹2,00,000
    // ahead; from month 13 EMI ₹41,620.27 (`payment`). Month 25: 9.5 %, `tenure` keeps the EMI and moves the end later;
    // then month 24's ₹50,000 sets EMI ₹41,608.65 to that end. Month 36: ₹1,75,000 + ₹50,000 = ₹2,25,000 ahead. Month
    // 61: 8.9 %. Paid off in month 253: ₹52,56,127.37 of interest against ₹65,06,942.79 and 266 months with the same
    // rate changes and nothing ahead: ₹12,50,815.42 and 13 months saved. The last EMI, from month 241, ₹22,559.67.
    await page.goto('/emi-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'emi');
    await expect(ui.field('rateChangeEffect')).toHaveValue('tenure');
    await ui.fill({ amount: '50,00,000', rate: '8.5', months: '240', prepayments: '12: 1.5 lakh; 36 1 75 000', yearlyPrepayment: '50,000', rateChanges: '25 9.5\n61 8.9', prepaymentEffect: 'payment' });
    await submit(page);
    await expectMonths(page, 'payoffMonths', 253);
    await expectMoney(page, 'totalInterestPlan', 5256127.37);
    await expectMoney(page, 'finalPayment', 22559.67);
    await expectMoney(page, 'interestSaved', 1250815.42);
    await expectMonths(page, 'monthsSaved', 13);

    await showMonthly(page, 253);
    // Every 12th month to 240 has a prepayment; months 25 and 61 a rate change.
    await expectEventMonths(page, [...Array.from({ length: 20 }, (_, index) => 12 * (index + 1)), 25, 61].sort((a, b) => a - b));
    const events = new Map(await eventRows(page));
    expect(events.get(25)).toMatch(/rate 9\.5\s?%/);
    expect(events.get(61)).toMatch(/rate 8\.9\s?%/);
    await expectCell(page, 12, 'extra', 200000);
    await expectCell(page, 12, 'balance', 4700488.57);
    await expectCell(page, 13, 'payment', 41620.27);
    await expectCell(page, 25, 'payment', 41608.65);
    await expectCell(page, 25, 'interest', 35993.93);
    await expectCell(page, 36, 'extra', 225000);
    await expectCell(page, 61, 'interest', 29651.2);
    await expectCell(page, 240, 'extra', 50000);
    await expectCell(page, 253, 'balance', 0);
    await expect(cell(page, 12, 'extra')).toHaveText('₹2,00,000.00');
  });
});

test.describe('a payment raised so the loan still ends', () => {
  test('loan: a rise to 7 % in month 2 that the payment no longer covers, with `tenure`: the payment rises to end 10 years past the term', async ({ page }) => {
    // $100,000 at 5 % over 360 months: P = $536.82. Month 2 at 7 %: interest $582.63 on $99,879.85, above P, so the
    // loan would never end: E = 360 + 120 = 480 and P = pmt($99,879.85, 7 %, 479) = $620.92. Month 480 settles
    // $623.46; $197,960.04 of interest in all.
    await page.goto('/loan-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ amount: '100000', rate: '5', years: '30', rateChanges: '2 7', rateChangeEffect: 'tenure' });
    await submit(page);
    await expectMonths(page, 'payoffMonths', 480);
    await expectMoney(page, 'finalPayment', 620.92);
    await expectMoney(page, 'totalInterestPlan', 197960.04);
    // Nothing paid ahead: nothing saved to show.
    await expect(page.locator('[data-result="interestSaved"], [data-result="monthsSaved"]')).toHaveCount(0);
    const raised = note(page, 'payment-raised');
    await expect(raised).toBeVisible({ timeout: READER_PATIENCE });
    await expect(raised).toContainText(/month\s2\b/);
    await expect(raised).toContainText('$620.92');
    await expect(raised).toContainText('480');

    await showMonthly(page, 480);
    await expectEventMonths(page, [2]);
    await expectCell(page, 2, 'payment', 620.92);
    await expectCell(page, 2, 'interest', 582.63);
    await expectCell(page, 480, 'payment', 623.46);
    await expectCell(page, 480, 'balance', 0);
    // Rate changes alone: the plan's balance beside the loan at its starting rate.
    await expectTwoBalances(page);
  });

  test('EMI: under its default `tenure` a rise to 10 % stretches the loan to month 354 with no note; to 11 %, the EMI rises', async ({ page }) => {
    // ₹50,00,000 at 8.5 % over 240 months, EMI ₹43,391.16; balance ₹49,00,488.57 after month 12. From month 13 at 10 %
    // (interest ₹40,837.40) the EMI still clears it, in month 354, within 360. At 11 % the interest, ₹44,921.15, is
    // above the EMI: it rises to pmt(₹49,00,488.57, 11 %, 348) = ₹46,879.52 and the loan ends in month 360.
    await openCalculated(page, `/emi-calculator?amount=5000000&rate=8.5&months=240&rateChanges=${encodeURIComponent('13 10')}`);
    await expectMonths(page, 'payoffMonths', 354);
    await expectMoney(page, 'finalPayment', 43391.16);
    await expectMoney(page, 'totalInterestPlan', 10331754.41);
    await expect(note(page, 'payment-raised')).toHaveCount(0);

    const ui = calculatorForm(page, 'emi');
    await ui.fill({ rateChanges: '13 11' });
    await submit(page);
    await expectMonths(page, 'payoffMonths', 360);
    await expectMoney(page, 'finalPayment', 46879.52);
    await expectMoney(page, 'totalInterestPlan', 11834757.07);
    await expect(note(page, 'payment-raised')).toContainText(/month\s13\b/, { timeout: READER_PATIENCE });
    await expect(note(page, 'payment-raised')).toContainText('₹46,879.52');
  });
});

test.describe('slips and rejections at the field', () => {
  test('loan: a prepayment in month 72 of a 5-year loan is refused, naming the term', async ({ page }) => {
    await page.goto('/loan-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ amount: '20000', rate: '9', years: '5', prepayments: '12 2000; 72 1000' });
    await submit(page);
    await expect(ui.field('prepayments')).toHaveAttribute('aria-invalid', 'true', { timeout: READER_PATIENCE });
    const error = page.locator('#calc-loan-prepayments-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText(/72/);
    await expect(error).toContainText(/term of 60\smonths/);
    await expect(ui.field('prepayments')).toBeFocused();
    await expect(page.locator('[data-results]')).toBeHidden();

    // Corrected, it calculates: month 12's $2,000 alone ends the loan in month 54, $801.38 of interest saved.
    await ui.fill({ prepayments: '12 2000' });
    await submit(page);
    await expectMonths(page, 'payoffMonths', 54);
    await expectMoney(page, 'interestSaved', 801.38);
    await expect(ui.field('prepayments')).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('#calc-loan-prepayments-error')).toHaveCount(0);
  });

  test('loan: rate changes out of order are refused at their field, naming the months', async ({ page }) => {
    await page.goto('/loan-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ amount: '20000', rate: '9', years: '5', rateChanges: '40 8; 25 10' });
    await submit(page);
    await expect(ui.field('rateChanges')).toHaveAttribute('aria-invalid', 'true', { timeout: READER_PATIENCE });
    await expect(page.locator('#calc-loan-rateChanges-error')).toContainText(/month 25.*month 40/);
  });

  test('EMI: amounts with grouping commas and no months (“1,00,000, 50,000”) are refused as missing their months', async ({ page }) => {
    await page.goto('/emi-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'emi');
    await ui.fill({ amount: '5000000', rate: '8.5', months: '240', prepayments: '1,00,000, 50,000' });
    await submit(page);
    await expect(ui.field('prepayments')).toHaveAttribute('aria-invalid', 'true', { timeout: READER_PATIENCE });
    const error = page.locator('#calc-emi-prepayments-error');
    await expect(error).toContainText('1,00,000, 50,000');
    await expect(error).toContainText('has no month');
    await expect(error).toContainText('commas group digits');
    await expect(page.locator('[data-results]')).toBeHidden();
  });

  test('EMI: a new rate of 0.089 is calculated as typed, with a check-units note at the rate changes suggesting 8.9', async ({ page }) => {
    // As typed, 0.089 % from month 25 with `tenure`: the EMI of ₹43,391.16 then clears the loan in month 135.
    await openCalculated(page, `/emi-calculator?amount=5000000&rate=8.5&months=240&rateChanges=${encodeURIComponent('25 0.089')}`);
    const checkUnits = page.locator('[data-note="check-units"][data-field="rateChanges"]');
    await expect(checkUnits).toBeVisible({ timeout: READER_PATIENCE });
    await expect(checkUnits).toContainText(/25 8\.9\b/);
    await expect(calculatorForm(page, 'emi').field('rateChanges')).not.toHaveAttribute('aria-invalid');
    await expectMonths(page, 'payoffMonths', 135);
    await expectMoney(page, 'totalInterestPlan', 853482.08);
  });
});

test.describe('a shared link with events', () => {
  test('the EMI link fills the lists, opens the group and calculates: a lakh in month 12, 9.5 % from month 25', async ({ page }) => {
    // ₹50,00,000 at 8.5 % over 240 months, EMI ₹43,391.16 kept throughout (`tenure`, the EMI page's default for
    // both). Month 12: ₹1,00,000 ahead. Month 25 at 9.5 % (interest ₹37,076.46). Paid off in month 269:
    // ₹67,47,112.00 of interest against 288 months and ₹74,54,334.97 with the rate change alone: ₹7,07,222.97 and
    // 19 months saved.
    await openCalculated(page, '/emi-calculator?amount=5000000&rate=8.5&months=240&prepayments=12%201%20lakh&rateChanges=25%209.5');
    const ui = calculatorForm(page, 'emi');
    await expect(eventGroup(page)).toHaveAttribute('open', '');
    await expect(ui.field('prepayments')).toBeVisible();
    await expect(ui.field('prepayments')).toHaveValue('12 1 lakh');
    await expect(ui.field('rateChanges')).toHaveValue('25 9.5');
    await expect(ui.field('rateChangeEffect')).toHaveValue('tenure');
    await expectMonths(page, 'payoffMonths', 269);
    await expectMoney(page, 'totalInterestPlan', 6747112);
    await expectMoney(page, 'finalPayment', 43391.16);
    await expectMoney(page, 'interestSaved', 707222.97);
    await expectMonths(page, 'monthsSaved', 19);

    await showMonthly(page, 269);
    await expectEventMonths(page, [12, 25]);
    await expectCell(page, 12, 'extra', 100000);
    await expectCell(page, 12, 'balance', 4800488.57);
    await expectCell(page, 25, 'interest', 37076.46);
    await expectCell(page, 25, 'payment', 43391.16);
    await expectTwoBalances(page);
  });
});

test.describe('the engine arrives only when needed', () => {
  test('on /mortgage-calculator nothing of the engine is fetched until a prepayment is typed; then once, and it answers', async ({ page }) => {
    const engineRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('loanEvents')) engineRequests.push(request.url());
    });
    await page.goto('/mortgage-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'mortgage');
    await ui.fill({ price: '400000', downPayment: '80000', rate: '6.5', years: '30' });
    await submit(page);
    await expectMoney(page, 'monthlyPayment', 2022.62);
    // The schedule and charts have arrived too: everything a calculation without events fetches.
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(30, { timeout: READER_PATIENCE });
    expect(engineRequests).toEqual([]);

    // $10,000 ahead in month 12, `tenure`: 331 months, $50,536.97 and 29 months saved.
    await ui.fill({ prepayments: '12 10000' });
    await submit(page);
    await expectMonths(page, 'payoffMonths', 331);
    await expectMoney(page, 'totalInterestPlan', 357603.67);
    await expectMoney(page, 'interestSaved', 50536.97);
    await expectMonths(page, 'monthsSaved', 29);
    // Another calculation with events asks for nothing more.
    await ui.fill({ prepayments: '12 10000; 24 5000' });
    await submit(page);
    await expect(page.locator('[data-result="payoffMonths"]')).not.toHaveAttribute('data-value', '331', { timeout: READER_PATIENCE });
    expect(engineRequests).toHaveLength(1);
  });
});

test.describe('without events', () => {
  test('the loan page is as before: no plan results, no marked rows, one balance; an event and then none brings it back', async ({ page }) => {
    // $10,000 at 12 % for 5 years: Excel's PMT(1 %, 60, -10000) = $222.44; month 60 settles $222.81; the schedule's
    // interest $3,346.77 against the formula's 60 × 222.444477 − 10,000 = $3,346.67.
    await page.goto('/loan-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'loan');
    // The selects alone are no event.
    await ui.fill({ amount: '10000', rate: '12', years: '5', prepaymentEffect: 'payment', rateChangeEffect: 'tenure' });
    await submit(page);
    const asBefore = async () => {
      await expectMoney(page, 'monthlyPayment', 222.44);
      await expect(page.locator('[data-result="totalInterestPlan"], [data-result="finalPayment"], [data-result="payoffMonths"], [data-result="interestSaved"], [data-result="monthsSaved"]')).toHaveCount(0);
      await expect(note(page, 'schedule-rounding')).toContainText('$3,346.77', { timeout: READER_PATIENCE });
      await expect(note(page, 'schedule-rounding')).toContainText('$3,346.67');
      const chart = page.locator('figure[data-chart="balance"]');
      await expect(chart.locator('svg[role="img"]')).toBeVisible();
      await expect(chart.locator('.chart-legend')).toHaveCount(0);
      await expect.poll(() => toneCount(chart)).toBe(1);
      await showMonthly(page, 60);
      await expect(page.locator('table[data-schedule="monthly"] tr[data-event]')).toHaveCount(0);
      await expectCell(page, 1, 'payment', 222.44);
      await expectCell(page, 60, 'payment', 222.81);
      await expectCell(page, 60, 'balance', 0);
    };
    await asBefore();
    await expect(page).not.toHaveURL(/prepayments=\w/);

    // $1,000 ahead in month 6 (interest $93.75, balance $8,246.75), with the `payment` chosen above: from month 7
    // P = pmt($8,246.75, 12 %, 54) = $198.39, the end kept at month 60 (settling $198.31); $3,047.62 of interest,
    // $299.15 saved, no months.
    await ui.fill({ prepayments: '6 1000' });
    await submit(page);
    await expectMoney(page, 'finalPayment', 198.39);
    await expectMonths(page, 'payoffMonths', 60);
    await expectMoney(page, 'totalInterestPlan', 3047.62);
    await expectMoney(page, 'interestSaved', 299.15);
    await expectMonths(page, 'monthsSaved', 0);
    await showMonthly(page, 60);
    await expectEventMonths(page, [6]);
    await expectCell(page, 6, 'extra', 1000);
    await expectCell(page, 6, 'balance', 8246.75);
    await expectCell(page, 7, 'payment', 198.39);
    await expectCell(page, 60, 'payment', 198.31);
    await expectTwoBalances(page);

    await ui.fill({ prepayments: '' });
    await submit(page);
    await expect(page.locator('[data-result="totalInterestPlan"]')).toHaveCount(0, { timeout: READER_PATIENCE });
    await asBefore();
  });
});
