import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, waitForHydration } from './support/calculator';

/**
 * Issue 31: a shared link computes what it carries or says why not, and no input can make a page print nonsense.
 * Every case opens the page from its address, as a reader following a link does.
 */

/** Opens a link and waits for the island to have read it (reading a link is its own small chunk). */
async function openLink(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The address's query as the browser holds it now. */
const queryOf = (page: Page) => page.evaluate(() => location.search);

test.describe('a link’s values are read as the reader wrote them, or shown with a message', () => {
  test('a repeated key takes its last value and says so; the address keeps both', async ({ page }) => {
    const link = '?amount=100&amount=200&from=USD&to=EUR';
    await openLink(page, `/currency-converter${link}`);
    const ui = calculatorForm(page, 'currency');
    // 200 × 0.92 (SPEC.md's demo rate for EUR).
    await expect(ui.result('converted')).toHaveText('€184.00');
    await expect(ui.field('amount')).toHaveValue('200');
    await expect(page.locator('[data-note="from-link"][data-field="amount"]')).toHaveText('Amount: the link gives “100”, “200”; this uses the last, “200”.');
    expect(await queryOf(page)).toBe(link);
  });

  test('PPF with the rate given twice uses the last, 9 %, not the default 7.1 %', async ({ page }) => {
    await openLink(page, '/ppf-calculator?yearly=150000&rate=8&rate=9&years=15');
    const ui = calculatorForm(page, 'ppf');
    await expect(ui.field('rate')).toHaveValue('9');
    await expect(page.locator('[data-note="from-link"][data-field="rate"]')).toBeVisible();
    // 15 deposits of ₹1,50,000, each year's balance × 1.09: 1,50,000 × 1.09 × (1.09^15 − 1) / 0.09 = ₹48,00,509.80.
    await expect(ui.result('maturityValue')).toHaveText('₹48,00,509.80');
  });

  test('a select’s value in words or another case is read as its option: daily compounding, an hourly wage', async ({ page }) => {
    await openLink(page, '/compound-interest-calculator?principal=10000&rate=5&years=10&frequency=daily');
    const compound = calculatorForm(page, 'compound');
    await expect(compound.field('frequency')).toHaveValue('365');
    // 10,000 × (1 + 0.05 / 365)^3650 = 16,486.65.
    await expect(compound.result('finalAmount')).toHaveText('$16,486.65');

    await openLink(page, '/salary-calculator?amount=30&period=Hourly');
    const salary = calculatorForm(page, 'salary');
    await expect(salary.field('period')).toHaveValue('hourly');
    // 30 × 2,080 hours.
    await expect(salary.result('annual')).toHaveText('$62,400.00');
  });

  test('a choice the select does not offer is named on the select, and nothing is calculated', async ({ page }) => {
    await openLink(page, '/compound-interest-calculator?principal=10000&rate=5&years=10&frequency=weekly');
    const ui = calculatorForm(page, 'compound');
    await expect(ui.field('frequency')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#calc-compound-frequency-error')).toHaveText('The link asks for “weekly”, which is not one of these: choose one.');
    await expect(ui.results).toBeHidden();
  });

  test('a value with a character no one can type is shown in its field and refused, not replaced by the default', async ({ page }) => {
    await openLink(page, '/tip-calculator?bill=100&percent=20%00&people=1');
    const ui = calculatorForm(page, 'tip');
    await expect(ui.field('percent')).toHaveValue('20\uFFFD');
    await expect(ui.field('percent')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#calc-tip-percent-error')).toHaveText('Enter a number, like 6.5.');
    await expect(ui.results).toBeHidden();
  });

  test('a blank field that takes a default says which value it used, from a link and when cleared in the form', async ({ page }) => {
    await openLink(page, '/auto-loan-calculator?price=35000&downPayment=3000&rate=7&months=');
    const note = page.locator('[data-note="blank-default"][data-field="months"]');
    await expect(note).toHaveText('Loan term: left blank, so this uses 60 months.');
    const ui = calculatorForm(page, 'autoLoan');
    await ui.fill({ months: '48' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(note).toHaveCount(0);
    await ui.fill({ months: '' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(note).toBeVisible();
  });
});

test.describe('whatever the page writes into an address it reads back', () => {
  /** Calculates with what is typed, then reloads the address the page wrote: the same figures must come back. */
  async function roundTrip(page: Page, id: string, result: string, press = 'Calculate') {
    await page.getByRole('button', { name: press, exact: true }).click();
    const figure = page.locator(`[data-result="${result}"]`);
    await expect(figure).toBeVisible();
    const before = await figure.getAttribute('data-value');
    const written = await queryOf(page);
    await page.reload();
    await waitForHydration(page);
    await expect(figure).toHaveAttribute('data-value', before ?? '');
    expect(await queryOf(page), `${id}: the address after the reload`).toBe(written);
  }

  test('a tip typed as 20 with 63 zeros after the point', async ({ page }) => {
    await openLink(page, '/tip-calculator');
    await calculatorForm(page, 'tip').fill({ bill: '100', percent: `20.${'0'.repeat(63)}` });
    await roundTrip(page, 'tip', 'tipAmount');
    await expect(calculatorForm(page, 'tip').result('tipAmount')).toHaveText('$20.00');
  });

  test('an IRR of 401 flows', async ({ page }) => {
    await openLink(page, '/irr-calculator');
    const flows = ['-100000', ...Array.from({ length: 400 }, () => '1000')].join(', ');
    await calculatorForm(page, 'irr').fill({ cashFlows: flows });
    await roundTrip(page, 'irr', 'irr');
    await expect(calculatorForm(page, 'irr').field('cashFlows')).toHaveValue(flows);
  });

  test('a debt named with 70 characters', async ({ page }) => {
    await openLink(page, '/debt-payoff-calculator');
    const plan = calculatorForm(page, 'debtPlan');
    const name = 'Credit card from the department store on Main Street, opened in 2019!!';
    expect(name).toHaveLength(70);
    await plan.fill({ name1: name, balance1: '5000', rate1: '22', minimum1: '150', balance2: '2000', rate2: '9', minimum2: '60', extra: '100' });
    await roundTrip(page, 'debtPlan', 'avalancheMonths', 'Compare plans');
    await expect(plan.field('name1')).toHaveValue(name);
    await expect(page.locator('[data-payoff-order="avalanche"] li').first()).toContainText(name);
  });
});

test.describe('text a link places on the page is capped and cleaned', () => {
  test('a debt’s name keeps no bidi override or zero-width character, and at most 80 characters', async ({ page }) => {
    const name = encodeURIComponent('Card\u202E9102\u200B');
    await openLink(page, `/debt-payoff-calculator?name1=${name}&balance1=5000&rate1=22&minimum1=150&name2=${'y'.repeat(100)}&balance2=2000&rate2=9&minimum2=60`);
    const plan = calculatorForm(page, 'debtPlan');
    await expect(plan.field('name1')).toHaveValue('Card9102');
    await expect(plan.field('name2')).toHaveValue('y'.repeat(80));
    await expect(plan.field('name2')).toHaveAttribute('maxlength', '80');
    await expect(page.locator('[data-payoff-order="avalanche"] li', { hasText: 'Card' })).toHaveText(/^Card9102: paid off in month \d+$/);
  });
});

test.describe('one rule for terms', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, id, field, value] of [
    ['/loan-calculator?amount=250000&rate=6.5&years=0.0000001', 'loan', 'years', '0.0000001'],
    ['/loan-calculator?amount=250000&rate=6.5&years=0.01', 'loan', 'years', '0.01'],
  ] as const) {
    test(`${id}: a term of ${value} years is refused with what works`, async ({ page }) => {
      await openLink(page, path);
      await expect(page.locator(`#calc-${id}-${field}-error`)).toHaveText('Enter a term of whole months: 2.5 years (30 months) works, 2.51 years does not.');
      await expect(calculatorForm(page, id).results).toBeHidden();
    });
  }

  test('EMI: a tenure of 0.0000001 months is refused, and the phone page keeps its width', async ({ page }) => {
    await openLink(page, '/emi-calculator?amount=500000&rate=10&months=0.0000001');
    await expect(page.locator('#calc-emi-months-error')).toHaveText('Enter a whole number of 1 or more.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('figures the arithmetic cannot back are refused', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const [path, id, field, message] of [
    ['/inflation-calculator?amount=50000&rate=1000000000000&years=20', 'inflation', 'rate', /^Enter 1,000\s% or less\./],
    ['/savings-calculator?initial=2000&rate=4294967297&years=3&solveFor=futureValue&monthly=100', 'savings', 'rate', /^Enter 1,000\s% or less\./],
    ['/tip-calculator?bill=186.40&percent=1000000000000&people=4', 'tip', 'percent', /^Enter a percentage from 0 to 100\.$/],
    // $50,000 at 1,000 % for 20 years would be about $3.4 × 10^25: more digits than a double holds.
    ['/inflation-calculator?amount=50000&rate=1000&years=20', 'inflation', 'amount', /^The answer would pass 10,000,000,000,000/],
  ] as const) {
    test(`${path.split('?')[0]}: ${path.split('?')[1]} is refused on ${field}, and the page keeps its width`, async ({ page }) => {
      await openLink(page, path);
      await expect(page.locator(`#calc-${id}-${field}-error`)).toHaveText(message);
      await expect(calculatorForm(page, id).results).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
