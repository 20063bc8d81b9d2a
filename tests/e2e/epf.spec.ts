import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * SAVE.md's EPF calculator, driven through its public hooks: every input by name, the results' data-value, the two
 * notes, the rejections and a slip, the yearly table, its CSV and chart, and the working. Expected figures are worked
 * by hand in the comments: W a month's basic, e = your 12 %, s = the pension share (the smaller of 8.33 % × W and
 * ₹2,082.50, 8.33 % of the ₹25,000 wage ceiling in force from 17 September 2026; none from 58), r = 12 % × W − s, C = e + r, interest = rate ÷ 1,200 × (12 × opening + 66 × C).
 */

const PATH = '/epf-calculator';
const ID = 'epf';

async function openCalculated(page: Page, inputs: Readonly<Record<string, string>>) {
  await page.goto(`${PATH}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

const valueOf = async (page: Page, field: string) => Number(await page.locator(`[data-result="${field}"]`).getAttribute('data-value'));
const cell = (page: Page, period: number, column: string) => page.locator(`table[data-schedule="yearly"] tbody tr[data-period="${String(period)}"] td[data-col="${column}"]`);

/** Two years from 57, every input set: ₹30,000 of basic (over ₹25,000), 12 % each side, ₹1,00,000 to start, 8.25 %. */
const EVERY_INPUT = { age: '57', retireAge: '59', basic: '30000', salaryGrowth: '0', employeeRate: '12', employerPf: 'full', balance: '100000', rate: '8.25' };

test.describe('EPF', () => {
  test('a link with every input: the totals, the pension scheme’s end at 58, the notes, the yearly table, its CSV and chart, and the working', async ({ page }) => {
    await openCalculated(page, EVERY_INPUT);
    const ui = calculatorForm(page, ID);
    for (const [name, value] of Object.entries(EVERY_INPUT)) await expect(ui.field(name), name).toHaveValue(value);
    // Year 1 (57): e 3,600, s = smaller of 8.33 % × 30,000 = 2,499 and 2,082.5: 2,082.5, r 1,517.5, C 5,117.5;
    //   I = 0.006875 × (12,00,000 + 66 × 5,117.5) = 0.006875 × 15,37,755 = 10,572.065625; closing 1,71,982.065625.
    // Year 2 (58): s 0, r 3,600, C 7,200; I = 0.006875 × (20,63,784.7875 + 4,75,200) = 17,455.5204140625;
    //   closing 1,71,982.065625 + 86,400 + 17,455.5204140625 = 2,75,837.5860390625.
    // Yours 12 × (3,600 + 3,600) = 86,400; the employer's 12 × (1,517.5 + 3,600) = 61,410; EPS 12 × 2,082.5 = 24,990.
    const expected = { corpus: 275837.5860390625, employeeTotal: 86400, employerTotal: 61410, interestTotal: 28027.5860390625, epsTotal: 24990 };
    for (const [field, value] of Object.entries(expected)) expect(await valueOf(page, field), field).toBeCloseTo(value, 6);
    await expect(page.locator('[data-result="corpus"]')).toContainText('₹2,75,837.59');
    await expect(page.locator('[data-note="eps"]')).toContainText('₹24,990.00');
    await expect(page.locator('[data-note="eps"]')).toContainText('at most ₹2,082.50 a month');
    await expect(page.locator('[data-note="rounding"]')).toContainText('to the rupee');

    const rows = page.locator('table[data-schedule="yearly"] tbody tr');
    await expect(rows).toHaveCount(2);
    expect(Number(await cell(page, 1, 'contribution').getAttribute('data-value'))).toBeCloseTo(61410, 6);
    expect(Number(await cell(page, 1, 'interest').getAttribute('data-value'))).toBeCloseTo(10572.065625, 6);
    expect(Number(await cell(page, 2, 'contribution').getAttribute('data-value'))).toBeCloseTo(86400, 6);
    expect(Number(await cell(page, 2, 'balance').getAttribute('data-value'))).toBeCloseTo(275837.5860390625, 6);
    const chart = page.locator('figure[data-chart="growth"]');
    await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\S/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('epf-schedule.csv');
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines).toEqual(['period,contribution,interest,balance', '1,61410.00,10572.07,171982.07', '2,86400.00,17455.52,275837.59']);

    // The working: one step for each result, with its value; the interest's 66 months in words.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const [field, value] of Object.entries(expected)) expect(Number(await working.locator(`li[data-for="${field}"]`).getAttribute('data-value')), field).toBeCloseTo(value, 2);
    await expect(working.locator('li[data-step="interestLast"]')).toContainText('66 months of interest');
    await expect(working.locator('li[data-step="balanceBefore"]')).toHaveAttribute('data-period', '1');
  });

  test('the employer’s ₹25,000 cap, a pay rise and voluntary PF, then blanks as the defaults', async ({ page }) => {
    // ₹50,000 from 25 to 58, capped: e 6,000, r = 12 % × 25,000 − 2,082.5 = 3,000 − 2,082.5 = 917.5 a month for 33 years.
    await openCalculated(page, { age: '25', basic: '50000', employerPf: 'capped' });
    await expect(calculatorForm(page, ID).field('employerPf').locator('option[value="capped"]')).toHaveText('12 % of basic up to ₹25,000 a month');
    expect(await valueOf(page, 'employeeTotal')).toBeCloseTo(6000 * 12 * 33, 6);
    expect(await valueOf(page, 'employerTotal')).toBeCloseTo(917.5 * 12 * 33, 6);
    expect(await valueOf(page, 'epsTotal')).toBeCloseTo(2082.5 * 12 * 33, 6);
    // Closing = 1.0825 × opening + 6,917.5 × (12 + 66 × 0.006875) = 1.0825 × opening + 86,148.815625 each year, from 0.
    expect(await valueOf(page, 'corpus')).toBeCloseTo((86148.815625 * (1.0825 ** 33 - 1)) / 0.0825, 4);
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(33);

    const ui = calculatorForm(page, ID);
    const calculate = ui.form.getByRole('button', { name: 'Calculate', exact: true });
    // ₹24,000 rising 10 % from 30 to 32 (₹26,400 in year 2), 20 % of your own: e 4,800 then 5,280;
    // s = 8.33 % × 24,000 = 1,999.2, then 8.33 % × 26,400 = 2,199.12 so 2,082.5; r = 2,880 − 1,999.2 = 880.8, then 3,168 − 2,082.5 = 1,085.5.
    await ui.fill({ age: '30', retireAge: '32', basic: '24000', salaryGrowth: '10', employeeRate: '20', employerPf: 'full', balance: '0' });
    await calculate.click();
    expect(await valueOf(page, 'employeeTotal')).toBeCloseTo(12 * (4800 + 5280), 6);
    expect(await valueOf(page, 'epsTotal')).toBeCloseTo(12 * (1999.2 + 2082.5), 6);
    expect(await valueOf(page, 'employerTotal')).toBeCloseTo(12 * (880.8 + 1085.5), 6);

    // Blanks: retirement at 58, 12 %, 8.25 %. One year at 57 on ₹30,000: C = 5,117.5, I = 0.006875 × 66 × 5,117.5 = 2,322.065625.
    await ui.fill({ age: '57', retireAge: '', basic: '30000', salaryGrowth: '', employeeRate: '', balance: '', rate: '' });
    await calculate.click();
    expect(await valueOf(page, 'corpus')).toBeCloseTo(61410 + 2322.065625, 6);
  });

  test('rejections on the field, and a year’s basic typed for a month’s', async ({ page }) => {
    await openCalculated(page, { age: '30', basic: '30000' });
    const ui = calculatorForm(page, ID);
    const calculate = ui.form.getByRole('button', { name: 'Calculate', exact: true });
    await ui.fill({ age: '58' });
    await calculate.click();
    await expect(ui.field('age')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('Enter an age from 18 to 57.');
    await ui.fill({ age: '40', retireAge: '61' });
    await calculate.click();
    await expect(ui.field('retireAge')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('Enter 60 or less');
    await ui.fill({ retireAge: '40' });
    await calculate.click();
    await expect(ui.form).toContainText('Must be greater than your age.');
    await ui.fill({ retireAge: '58', employeeRate: '120' });
    await calculate.click();
    await expect(ui.field('employeeRate')).toHaveAttribute('aria-invalid', 'true');
    await ui.fill({ employeeRate: '12', basic: '0' });
    await calculate.click();
    await expect(ui.field('basic')).toHaveAttribute('aria-invalid', 'true');
    // ₹6,00,000 a month reads as a year's basic.
    await ui.fill({ basic: '600000' });
    await calculate.click();
    await expect(page.locator('[data-results] [data-note="check-units"][data-field="basic"]')).toContainText('50,000');
  });
});
