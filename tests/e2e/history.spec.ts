import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, waitForHydration } from './support/calculator';
import { referenceCase } from './support/cases';
import { cachedPaths, manifest, waitForWorker } from './support/offline';

/**
 * HISTORY.md's safe withdrawal page, driven through its public hooks: the results, notes, the table and chart of every
 * window, the CSV, validation, compare and the returns file it fetches. Expected figures are the guide's worked example
 * as published ($1,000,000, $40,000 a year for 30 years, 60 % in stocks), the 1966 retiree who ran out in year
 * 26, and counts of windows from HISTORY.md's rule: a start year S is a window when S + years − 1 <= 2022.
 */

const PATH = '/safe-withdrawal-rate-calculator';
const ID = 'safeWithdrawal';
const EXAMPLE = { portfolio: '1000000', spending: '40000', years: '30', stocks: '60' };
const FIRST_YEAR = 1871;
const LAST_YEAR = 2022;
/** HISTORY.md's last window for a plan of `years`: the start year S with S + years − 1 = 2022. */
const lastStartFor = (years: number) => LAST_YEAR - years + 1;
/** HISTORY.md's windows for a plan of `years`: every start year from 1871 to the last. */
const windowsFor = (years: number) => lastStartFor(years) - FIRST_YEAR + 1;

/** The guide's worked example: 96.75 % of 123 windows last, 4 fail, the worst 1966's (25 years paid). */
const EXAMPLE_RESULTS = { successRate: 96.75, windows: 123, failedWindows: 4, withdrawalRate: 4, worstStartYear: 1966, worstYearsLasted: 25, safeSpending: 37327, spending95: 42171 };
const EXAMPLE_SHOWS = { successRate: '96.75%', safeSpending: '$37,327.00', spending95: '$42,171.00' };

const RETURNS_FILE = /^\/_astro\/market-returns\.[\w-]+\.json$/;

const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const valueOf = async (page: Page, field: string) => Number(await result(page, field).getAttribute('data-value'));
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
const rows = (page: Page) => page.locator('table[data-windows] tr[data-start]');
const calculate = (page: Page) => calculatorForm(page, ID).form.getByRole('button', { name: 'Calculate', exact: true }).click();

/** Every request the page makes for the yearly returns' file, from now on. */
function returnsRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (RETURNS_FILE.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

async function openCalculated(page: Page, inputs: Readonly<Record<string, string>>) {
  await page.goto(`${PATH}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

interface Window {
  start: number;
  lasted: number;
  ending: number;
  /** The ending as the table shows it. */
  shown: string;
}

/** The table's windows, once it holds `count` rows. */
async function windowsTable(page: Page, count: number): Promise<Window[]> {
  await expect(rows(page)).toHaveCount(count);
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = (column: string) => tr.querySelector(`[data-col="${column}"]`);
      return {
        start: Number(tr.getAttribute('data-start')),
        lasted: Number(cell('lasted')?.getAttribute('data-value')),
        ending: Number(cell('ending')?.getAttribute('data-value')),
        shown: cell('ending')?.textContent ?? '',
      };
    }),
  );
}

/** The start years in order, one a year from 1871. */
const startYears = (count: number) => Array.from({ length: count }, (_, index) => FIRST_YEAR + index);

test.describe('the safe withdrawal page (HISTORY.md)', () => {
  test('the guide example by its address: results, notes, a row and a chart column for each of the 123 windows, the CSV, one returns file, and no sideways scroll at 390 px', async ({ page }) => {
    const requested = returnsRequests(page);
    await openCalculated(page, EXAMPLE);
    for (const [field, value] of Object.entries(EXAMPLE_RESULTS)) expect(await valueOf(page, field), field).toBeCloseTo(value, 2);
    for (const [field, text] of Object.entries(EXAMPLE_SHOWS)) await expect(result(page, field), field).toHaveText(text);

    await expect(note(page, 'todays-money')).toBeVisible();
    await expect(note(page, 'worst-start')).toContainText('1966');
    // 30 years is not above 40: the windows are many enough.
    await expect(note(page, 'few-windows')).toHaveCount(0);

    // The table: one row per start year from 1871 to 1993, each with how long the money lasted and what was left.
    const windows = await windowsTable(page, windowsFor(30));
    expect(windows.map((row) => row.start)).toEqual(startYears(123));
    expect(windows.at(-1)!.start).toBe(1993);
    const failed = windows.filter((row) => row.lasted < 30);
    expect(failed).toHaveLength(EXAMPLE_RESULTS.failedWindows);
    for (const row of failed) expect(row.ending, String(row.start)).toBe(0);
    for (const row of windows) expect(row.lasted, String(row.start)).toBeGreaterThanOrEqual(EXAMPLE_RESULTS.worstYearsLasted);
    expect(windows.find((row) => row.start === 1966)?.lasted).toBe(25);

    // The CSV: the same rows, plain numbers.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('safeWithdrawal-windows.csv');
    const [header, ...lines] = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(header).toBe('start,lasted,ending');
    expect(lines).toHaveLength(windows.length);
    lines.forEach((line, index) => {
      const [start, lasted, ending] = line.split(',').map(Number);
      const row = windows[index]!;
      expect(start, line).toBe(row.start);
      expect(lasted, line).toBe(row.lasted);
      expect(ending, line).toBeCloseTo(row.ending, 2);
    });

    // The chart names every window by its start year: what was left, or, marked, that the money ran out.
    const chart = page.locator('[data-chart="windows"]');
    await expect(chart.locator('svg[role="img"]')).toBeVisible();
    await expect(chart.locator('figcaption')).not.toBeEmpty();
    const named = (await chart.locator('svg title').allTextContents()).map((title) => /^Start year (\d{4}): (.*)$/.exec(title));
    expect(named.every(Boolean), 'every column and mark named by its start year').toBe(true);
    const marked = named.filter((match) => match![2] === 'Ran out').map((match) => Number(match![1]));
    expect(marked).toEqual(failed.map((row) => row.start));
    expect(marked).toHaveLength(await valueOf(page, 'failedWindows'));
    const left = new Map(named.filter((match) => match![2] !== 'Ran out').map((match) => [Number(match![1]), match![2]]));
    expect([...left.keys(), ...marked].sort((a, b) => a - b)).toEqual(windows.map((row) => row.start));
    for (const row of windows.filter((each) => each.lasted === 30)) expect(left.get(row.start), String(row.start)).toBe(`Left at the end ${row.shown}`);

    // On a phone the table and the chart fit the width: the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('table[data-windows]')).toBeVisible();
    await expect(chart).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The returns arrived once, with the page.
    expect(requested).toHaveLength(1);
  });

  test('few-windows above 40 years: 108 windows at 45, none at 40 (113), 93 at 60 to 1963, and 152 at 1 year to 2022', async ({ page }) => {
    await openCalculated(page, { ...EXAMPLE, years: '45' });
    await expect(note(page, 'few-windows')).toBeVisible();
    expect((await windowsTable(page, windowsFor(45))).at(-1)!.start).toBe(1978);
    await expect(result(page, 'windows')).toHaveAttribute('data-value', String(windowsFor(45)));

    const ui = calculatorForm(page, ID);
    // 40 years is not above 40; 60 is the longest plan allowed; 1 year tests every year of the data.
    for (const [years, count, last, few] of [[40, 113, 1983, false], [60, 93, 1963, true], [1, 152, 2022, false]] as const) {
      expect([windowsFor(years), lastStartFor(years)]).toEqual([count, last]);
      await ui.fill({ years: String(years) });
      await calculate(page);
      await expect(result(page, 'windows'), String(years)).toHaveAttribute('data-value', String(count));
      const windows = await windowsTable(page, count);
      expect(windows.map((row) => row.start), String(years)).toEqual(startYears(count));
      expect(windows.at(-1)!.start, String(years)).toBe(last);
      await expect(note(page, 'few-windows'), String(years)).toHaveCount(few ? 1 : 0);
    }
  });

  test('typed as a reader types it: the returns file comes once with the page; years 61 and 0 and stocks 150 are refused, the result kept and marked stale; compare shows both', async ({ page }) => {
    const requested = returnsRequests(page);
    await page.goto(PATH);
    await waitForHydration(page);
    // Fetched with the page, before any Calculate: its preload.
    await expect.poll(() => requested.length).toBe(1);

    const ui = calculatorForm(page, ID);
    await ui.fill(referenceCase(ID).inputs);
    await calculate(page);
    await expect(result(page, 'windows')).toHaveAttribute('data-value', '123');
    const kept = { successRate: await result(page, 'successRate').getAttribute('data-value'), worstStartYear: await result(page, 'worstStartYear').getAttribute('data-value') };
    expect(Number(kept.successRate)).toBeCloseTo(EXAMPLE_RESULTS.successRate, 2);
    await expect(note(page, 'stale')).toHaveCount(0);

    for (const [field, bad, others] of [['years', '61', {}], ['years', '0', {}], ['stocks', '150', { years: '30' }]] as const) {
      await ui.fill({ ...others, [field]: bad });
      await calculate(page);
      const input = ui.field(field);
      await expect(input, `${field} ${bad}`).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
      const message = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
      await expect(message, `${field} ${bad}`).toBeVisible();
      await expect(message, `${field} ${bad}`).not.toBeEmpty();
      // HISTORY.md: a whole number of years from 1 to 60.
      if (bad === '61') await expect(message).toContainText('60');
      for (const other of Object.keys(others)) await expect(ui.field(other)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(note(page, 'stale'), `${field} ${bad}`).toBeVisible();
      await expect(result(page, 'successRate'), `${field} ${bad}`).toHaveAttribute('data-value', kept.successRate!);
    }

    // Back to the example, then all in stocks beside it.
    await ui.fill({ stocks: '60' });
    await calculate(page);
    await expect(note(page, 'stale')).toHaveCount(0);
    await page.getByRole('button', { name: 'Keep for comparison' }).click();
    await ui.fill({ stocks: '100' });
    await calculate(page);
    const compared = (field: string, column: string) => page.locator(`[data-compare] tr[data-compare-field="${field}"] [data-col="${column}"]`);
    await expect(compared('successRate', 'current')).not.toHaveAttribute('data-value', kept.successRate!);
    for (const field of ['successRate', 'worstStartYear'] as const) {
      await expect(compared(field, 'pinned'), field).toHaveAttribute('data-value', kept[field]!);
      await expect(compared(field, 'current'), field).toHaveAttribute('data-value', (await result(page, field).getAttribute('data-value'))!);
    }

    expect(requested).toHaveLength(1);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });
    test.describe.configure({ timeout: 60_000 });

    test('after a first visit, Calculate works offline: the page and its returns file were saved', async ({ page, context }) => {
      await page.goto(PATH);
      await waitForWorker(page);
      const saved = [PATH, ...(manifest.assets[PATH] ?? [])];
      expect(saved.some((path) => RETURNS_FILE.test(path)), 'the returns file is among the page’s saved files').toBe(true);
      await expect.poll(async () => { const cached = await cachedPaths(page); return saved.filter((path) => !cached.includes(path)); }, { timeout: 20_000 }).toEqual([]);

      await context.setOffline(true);
      await page.goto(PATH);
      await waitForHydration(page);
      const ui = calculatorForm(page, ID);
      await ui.fill(referenceCase(ID).inputs);
      await calculate(page);
      await expect(result(page, 'windows')).toHaveAttribute('data-value', '123');
      await expect(result(page, 'worstStartYear')).toHaveAttribute('data-value', '1966');
    });
  });
});
