import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * HISTORY.md "Around it": the retirement and SWP pages link to the safe-withdrawal calculator with the reader's figures
 * that translate, written into the link as the reader follows it (src/scripts/history-link.js), from the result shown.
 */

const HISTORY_PATH = '/safe-withdrawal-rate-calculator';

/**
 * A guide's worked example, read from its front matter (the registry, which src/lib/calculatorGuide.ts reads, imports
 * the market data as JSON, which the test runner's loader does not).
 */
function guideExample(id: string): Record<string, string> {
  const source = readFileSync(new URL(`../../src/content/calculatorGuides/${id}.mdx`, import.meta.url), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return (parse(frontMatter) as { example: { inputs: Record<string, string> } }).example.inputs;
}

const historyLink = (page: Page) => page.locator('a[data-history-test]');

/** The link's address as it stands, read as a URL: its path and its query's parameters. */
async function linkAddress(page: Page) {
  const href = (await historyLink(page).getAttribute('href')) ?? '';
  const url = new URL(href, 'http://localhost');
  return { href, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** The dollars a result shows, to the whole dollar, from its `data-value`. */
async function dollars(page: Page, field: string): Promise<string> {
  return String(Math.round(await calculatorForm(page, 'retirement').valueOf(field)));
}

async function calculate(page: Page, id: string, values: Readonly<Record<string, string>>) {
  const ui = calculatorForm(page, id);
  await ui.fill(values);
  await ui.form.locator('button[type="submit"]').click();
  await expect(ui.results.locator('[data-result]').first()).toBeVisible({ timeout: READER_PATIENCE });
  return ui;
}

test.describe('links to the safe withdrawal rate calculator (HISTORY.md)', () => {
  test('retirement: the plain link before a result; after the guide example, its savings and income in today’s money, which the safe-withdrawal page opens calculated', async ({ page }) => {
    await page.goto('/retirement-calculator');
    await waitForHydration(page);
    // Before any calculation the reader has no figures: the link is the page itself, even as they follow it.
    await historyLink(page).focus();
    await historyLink(page).dispatchEvent('pointerdown');
    expect(await linkAddress(page)).toEqual({ href: HISTORY_PATH, path: HISTORY_PATH, query: {} });

    await calculate(page, 'retirement', guideExample('retirement'));
    const portfolio = await dollars(page, 'savingsToday');
    const spending = await dollars(page, 'annualIncomeToday');
    // The guide's example with 2.5 % inflation: the nest egg and its income in today's money, not in future dollars.
    expect(Number(portfolio)).toBeLessThan(await calculatorForm(page, 'retirement').valueOf('retirementSavings'));

    // Pointing at the link (a press starts with pointerdown) writes the figures in before the browser follows it.
    await historyLink(page).dispatchEvent('pointerdown');
    expect(await linkAddress(page)).toEqual({ href: `${HISTORY_PATH}?portfolio=${portfolio}&spending=${spending}`, path: HISTORY_PATH, query: { portfolio, spending } });

    await historyLink(page).click();
    await expect(page).toHaveURL(`${HISTORY_PATH}?portfolio=${portfolio}&spending=${spending}`);
    await waitForHydration(page);
    const history = calculatorForm(page, 'safeWithdrawal');
    await expect(history.field('portfolio')).toHaveValue(portfolio);
    await expect(history.field('spending')).toHaveValue(spending);
    // What the retirement page does not know is left to the page's defaults: 30 years, 60 % in stocks.
    await expect(history.field('years')).toHaveValue('30');
    await expect(history.field('stocks')).toHaveValue('60');
    await expect(history.result('successRate')).toBeVisible({ timeout: READER_PATIENCE });
    await expect(page.locator('[data-note="stale"]')).toHaveCount(0);
    expect(await history.valueOf('withdrawalRate')).toBeCloseTo((Number(spending) / Number(portfolio)) * 100, 9);
  });

  test('retirement: without inflation the savings and the income are the future figures, said so; keyboard and context menu write it too; a stale result carries nothing', async ({ page }) => {
    await page.goto('/retirement-calculator');
    await waitForHydration(page);
    const ui = await calculate(page, 'retirement', { ...guideExample('retirement'), inflation: '', withdrawalRate: '3.5' });
    // No inflation entered: no figure in today's money that would only repeat the future one (issue 43); the page says so.
    await expect(ui.result('annualIncomeToday')).toHaveCount(0);
    await expect(ui.result('savingsToday')).toHaveCount(0);
    await expect(page.locator('[data-note="no-inflation"]')).toContainText('No inflation entered');
    const portfolio = await dollars(page, 'retirementSavings');
    const spending = await dollars(page, 'annualIncome');

    // A reader who tabs to the link and presses Enter.
    await historyLink(page).focus();
    expect((await linkAddress(page)).query).toEqual({ portfolio, spending });
    // A reader who copies the link from the context menu, after a new result.
    await calculate(page, 'retirement', { withdrawalRate: '4' });
    await historyLink(page).dispatchEvent('contextmenu');
    expect((await linkAddress(page)).query).toEqual({ portfolio, spending: await dollars(page, 'annualIncome') });

    // A rejected input keeps the old result on the page, marked stale: its figures are not the reader's any more.
    await calculate(page, 'retirement', { currentSavings: 'abc' });
    await expect(page.locator('[data-note="stale"]')).toBeVisible();
    await historyLink(page).dispatchEvent('pointerdown');
    expect(await linkAddress(page)).toEqual({ href: HISTORY_PATH, path: HISTORY_PATH, query: {} });
  });

  test('SWP: carries the period alone, when it is a whole number of years from 1 to 60, and says so', async ({ page }) => {
    await page.goto('/swp-calculator');
    await waitForHydration(page);
    await expect(historyLink(page)).toContainText('in US dollars');
    await expect(page.getByText('the link takes only your period')).toBeVisible();
    await historyLink(page).dispatchEvent('pointerdown');
    expect(await linkAddress(page)).toEqual({ href: HISTORY_PATH, path: HISTORY_PATH, query: {} });

    await calculate(page, 'swp', { investment: '5000000', withdrawal: '30000', rate: '8', years: '20' });
    await historyLink(page).dispatchEvent('pointerdown');
    expect(await linkAddress(page)).toEqual({ href: `${HISTORY_PATH}?years=20`, path: HISTORY_PATH, query: { years: '20' } });

    // Periods the safe-withdrawal page cannot test as they are: part of a year, or longer than its 60.
    for (const years of ['2.5', '75']) {
      await calculate(page, 'swp', { years });
      await historyLink(page).dispatchEvent('pointerdown');
      expect((await linkAddress(page)).query, `period ${years}`).toEqual({});
    }

    await calculate(page, 'swp', { years: '25' });
    await historyLink(page).click();
    await expect(page).toHaveURL(`${HISTORY_PATH}?years=25`);
    await waitForHydration(page);
    const history = calculatorForm(page, 'safeWithdrawal');
    await expect(history.field('years')).toHaveValue('25');
    // No rupee amount is carried into a test in dollars.
    await expect(history.field('portfolio')).toHaveValue('');
    await expect(history.field('spending')).toHaveValue('');
    // The link leaves the amounts out: the form waits for them, with nothing marked wrong and no result.
    await expect(history.form).toHaveAttribute('data-link', 'read');
    await expect(history.form.locator('.field-error')).toHaveCount(0);
    await expect(history.field('portfolio')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(history.results).toBeHidden();
  });

  test('without script both links are plain links that open the safe-withdrawal page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/retirement-calculator', '/swp-calculator']) {
      await page.goto(path);
      await expect(historyLink(page)).toHaveAttribute('href', HISTORY_PATH);
      await historyLink(page).click();
      await expect(page).toHaveURL(HISTORY_PATH);
    }
    await context.close();
  });

  test('only those two calculator pages carry the link', async ({ page }) => {
    for (const path of ['/mortgage-calculator', HISTORY_PATH, '/investment-calculator']) {
      await page.goto(path);
      await expect(historyLink(page)).toHaveCount(0);
    }
  });
});

/** SAVE.md: links that carry the reader's inputs to another calculator (src/scripts/carry-link.js). */
test.describe('links that carry a reader’s inputs to another calculator (SAVE.md)', () => {
  const carryLink = (page: Page, path: string) => page.locator(`a[data-carry][href^="${path}"]`);

  test('retirement to the 401(k) page: nothing before a result; after one, the age, retirement age, savings, return and inflation as typed, which the 401(k) page reads', async ({ page }) => {
    await page.goto('/retirement-calculator');
    await waitForHydration(page);
    const link = carryLink(page, '/401k-calculator');
    await link.dispatchEvent('pointerdown');
    expect(await link.getAttribute('href')).toBe('/401k-calculator');

    await calculate(page, 'retirement', { currentAge: '40', retirementAge: '65', currentSavings: '50000', monthlyContribution: '500', rate: '6', inflation: '2.5' });
    await link.dispatchEvent('pointerdown');
    const href = (await link.getAttribute('href')) ?? '';
    expect(Object.fromEntries(new URL(href, 'http://localhost').searchParams)).toEqual({ age: '40', retireAge: '65', balance: '50000', rate: '6', inflation: '2.5' });
    // The Social Security link carries the retirement age as the claiming age.
    const claim = carryLink(page, '/social-security-calculator');
    await claim.dispatchEvent('pointerdown');
    expect(await claim.getAttribute('href')).toBe('/social-security-calculator?claimAge=65');

    // A stale result carries nothing: its figures are not the form's.
    await calculatorForm(page, 'retirement').fill({ retirementAge: '30' });
    await calculatorForm(page, 'retirement').form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-note="stale"]')).toBeVisible();
    await link.dispatchEvent('pointerdown');
    expect(await link.getAttribute('href')).toBe('/401k-calculator');

    // Followed with a result, the 401(k) page fills its form with the figures (its own salary and contribution still to enter).
    await page.goto(href);
    await waitForHydration(page);
    const k401 = calculatorForm(page, 'k401');
    await expect(k401.form.locator('[name="age"]')).toHaveValue('40');
    await expect(k401.form.locator('[name="balance"]')).toHaveValue('50000');
    await expect(k401.form.locator('[name="inflation"]')).toHaveValue('2.5');
  });

  test('SIP to the lumpsum and NPS pages: the return, years and inflation; the monthly amount, its step-up and the return', async ({ page }) => {
    await page.goto('/sip-calculator');
    await waitForHydration(page);
    await calculate(page, 'sip', { monthly: '10000', rate: '12', years: '15', stepUp: '10', inflation: '6' });
    const lumpsum = carryLink(page, '/lumpsum-calculator');
    await lumpsum.dispatchEvent('pointerdown');
    expect(await lumpsum.getAttribute('href')).toBe('/lumpsum-calculator?rate=12&years=15&inflation=6');
    const nps = carryLink(page, '/nps-calculator');
    await nps.dispatchEvent('pointerdown');
    expect(await nps.getAttribute('href')).toBe('/nps-calculator?monthly=10000&increase=10&rate=12');
  });
});
