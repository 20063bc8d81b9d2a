import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * SAVE.md's 401(k) calculator, driven through its public hooks: every input by name, every result's data-value, each
 * data-note, each rejection's aria-invalid and message, the yearly table with its CSV, the chart, the working and the
 * link to the safe-withdrawal calculator. Expected figures are worked by hand in the comments.
 */

const PATH = '/401k-calculator';
const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
const cell = (page: Page, year: number, column: string) => page.locator(`table[data-schedule="yearly"] tbody tr[data-period="${String(year)}"] td[data-col="${column}"]`);
const valueOf = async (page: Page, field: string) => Number(await result(page, field).getAttribute('data-value'));

/** The guide's example: $72,000 rising 3 % a year, 4 % contributed, 50 % matched up to 6 %, $25,000 now, 6 %, 2.5 % inflation. */
const EXAMPLE = { age: '35', retireAge: '67', salary: '72000', salaryGrowth: '3', contribution: '4', matchRate: '50', matchLimit: '6', balance: '25000', rate: '6', inflation: '2.5' };

async function openCalculated(page: Page, inputs: Readonly<Record<string, string>>) {
  await page.goto(`${PATH}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible({ timeout: READER_PATIENCE });
}

test.describe('401(k) calculator', () => {
  test('the guide example: every input from a link, every result, the notes, the yearly table, its CSV, the chart and the working', async ({ page }) => {
    await openCalculated(page, EXAMPLE);
    const ui = calculatorForm(page, 'k401');
    for (const [name, value] of Object.entries(EXAMPLE)) await expect(ui.field(name), name).toHaveValue(value);
    // Year 1: 4 % of $72,000 = $2,880; the match 50 % × $2,880 = $1,440; the whole match 50 % × 6 % × $72,000 = $2,160.
    expect(await valueOf(page, 'firstYearMatch')).toBeCloseTo(1440, 6);
    expect(await valueOf(page, 'matchMissed')).toBeCloseTo(720, 6);
    await expect(note(page, 'match-missed')).toContainText('$720.00');
    await expect(note(page, 'match-missed')).toContainText('6 %');
    await expect(note(page, 'limits-held')).toContainText('$24,500');
    await expect(note(page, 'deferral-limit')).toHaveCount(0);
    // The four totals add up: the balance is the balance now, both contributions and the growth.
    const balance = await valueOf(page, 'balanceAtRetirement');
    const parts = 25000 + (await valueOf(page, 'yourContributions')) + (await valueOf(page, 'employerContributions')) + (await valueOf(page, 'growth'));
    expect(parts).toBeCloseTo(balance, 6);
    // In today's money: ÷ 1.025^32.
    expect(await valueOf(page, 'balanceToday')).toBeCloseTo(balance / 1.025 ** 32, 6);
    await expect(result(page, 'balanceAtRetirement')).toContainText('$760,361.06');

    // 32 rows, ages 35 to 66. Year 1: $25,000 × 1.005^12 + ($2,880 + $1,440) ÷ 12 × (1.005^12 − 1) ÷ 0.005.
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(32);
    const g = 1.005 ** 12;
    const yearOne = 25000 * g + (4320 / 12) * ((g - 1) / 0.005);
    expect(Number(await cell(page, 1, 'salary').getAttribute('data-value'))).toBeCloseTo(72000, 6);
    expect(Number(await cell(page, 1, 'contribution').getAttribute('data-value'))).toBeCloseTo(2880, 6);
    expect(Number(await cell(page, 1, 'match').getAttribute('data-value'))).toBeCloseTo(1440, 6);
    expect(Number(await cell(page, 1, 'balance').getAttribute('data-value'))).toBeCloseTo(yearOne, 6);
    expect(Number(await cell(page, 1, 'growth').getAttribute('data-value'))).toBeCloseTo(yearOne - 25000 - 4320, 6);
    // Year 32: $72,000 × 1.03^31 × 4 %.
    expect(Number(await cell(page, 32, 'contribution').getAttribute('data-value'))).toBeCloseTo(72000 * 1.03 ** 31 * 0.04, 6);
    expect(Number(await cell(page, 32, 'balance').getAttribute('data-value'))).toBeCloseTo(balance, 6);
    await expect(page.locator('[data-chart="growth"] svg[role="img"]')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('k401-schedule.csv');

    // The working: one step per result, the balance a row of the yearly table.
    const working = page.locator('section[data-working]');
    await expect(working).toBeAttached({ timeout: READER_PATIENCE });
    for (const field of ['balanceAtRetirement', 'yourContributions', 'employerContributions', 'growth', 'balanceToday', 'firstYearMatch', 'matchMissed']) {
      await expect(working.locator(`[data-step][data-for="${field}"]`), field).toHaveCount(1);
    }
    await expect(working.locator('[data-step][data-for="balanceAtRetirement"]')).toHaveAttribute('data-period', '32');
  });

  test('the limits bind: the deferral limit with its catch-ups, pay counted up to $360,000, no missed match out of reach', async ({ page }) => {
    // Age 49 to 65 on $400,000 at 20 %: pay counted $360,000, 20 % = $72,000, held at $24,500 (49), $32,500 (50–59),
    // $35,750 (60–63), $32,500 (64–65). At 0 % and no match: $557,500 in all.
    await openCalculated(page, { age: '49', retireAge: '66', salary: '400000', contribution: '20', matchRate: '0', rate: '0' });
    expect(await valueOf(page, 'yourContributions')).toBeCloseTo(557500, 6);
    expect(await valueOf(page, 'balanceAtRetirement')).toBeCloseTo(557500, 6);
    await expect(note(page, 'deferral-limit')).toContainText('year 1 (age 49)');
    await expect(note(page, 'deferral-limit')).toContainText('$24,500.00');
    await expect(cell(page, 2, 'contribution')).toHaveAttribute('data-value', '32500');
    await expect(cell(page, 12, 'contribution')).toHaveAttribute('data-value', '35750');
    await expect(cell(page, 16, 'contribution')).toHaveAttribute('data-value', '32500');
    await expect(result(page, 'balanceToday')).toHaveCount(0);
    await expect(result(page, 'matchMissed')).toHaveCount(0);
    await expect(note(page, 'match-missed')).toHaveCount(0);

    // §415(c): 300 % × $24,500 = $73,500 is held at $72,000 − $24,500 = $47,500.
    const ui = calculatorForm(page, 'k401');
    await ui.fill({ age: '35', retireAge: '36', salary: '360000', contribution: '100', matchRate: '300', matchLimit: '100' });
    await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(result(page, 'firstYearMatch')).toHaveAttribute('data-value', '47500');
  });

  test('rejections keep the result; slips of units get a note; the link carries the balance to the safe-withdrawal page', async ({ page }) => {
    await openCalculated(page, { age: '40', retireAge: '42', salary: '60000', contribution: '6', rate: '0' });
    const ui = calculatorForm(page, 'k401');
    // 2 × (6 % of $60,000 + 50 % × $3,600) = 2 × $5,400 = $10,800.
    expect(await valueOf(page, 'balanceAtRetirement')).toBeCloseTo(10800, 6);
    const calculate = () => ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    for (const [inputs, field, message] of [
      [{ age: '17' }, 'age', 'Enter a whole number of 18 or more.'],
      [{ age: '80', retireAge: '80' }, 'age', 'Enter an age from 18 to 79.'],
      [{ age: '40', retireAge: '40' }, 'retireAge', 'Must be greater than your age.'],
      [{ retireAge: '81' }, 'retireAge', 'Enter a retirement age of at most 80.'],
      [{ retireAge: '42', contribution: '101' }, 'contribution', 'Enter a percentage from 0 to 100.'],
      [{ contribution: '6', matchLimit: '101' }, 'matchLimit', 'Enter a percentage from 0 to 100.'],
      [{ matchLimit: '6', rate: '-100' }, 'rate', /above -100\s%/],
    ] as const) {
      await ui.fill(inputs);
      await calculate();
      await expect(ui.field(field), field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#calc-k401-${field}-error`)).toHaveText(message);
    }
    // Nothing is lost: the last good result stays (stale) and the typed values stay in the fields.
    await expect(ui.field('rate')).toHaveValue('-100');

    // 0.06 for 6 % and a month's pay in the yearly salary: notes above the result, never a rejection.
    await ui.fill({ rate: '5', contribution: '0.06', salary: '5000', inflation: '2' });
    await calculate();
    await expect(page.locator('[data-note="check-units"][data-field="contribution"]')).toBeVisible({ timeout: READER_PATIENCE });
    await expect(page.locator('[data-note="check-units"][data-field="salary"]')).toBeVisible();

    // The link takes the balance in today's money, to the dollar, as the savings.
    await ui.fill({ contribution: '6', salary: '60000' });
    await calculate();
    await expect(result(page, 'balanceToday')).toBeVisible({ timeout: READER_PATIENCE });
    const portfolio = String(Math.round(await valueOf(page, 'balanceToday')));
    const link = page.locator('a[data-history-test]');
    await link.dispatchEvent('pointerdown');
    await expect(link).toHaveAttribute('href', `/safe-withdrawal-rate-calculator?portfolio=${portfolio}`);
  });
});
