import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * SAVE.md's EPF calculator, driven through its public hooks: every input by name, the results' data-value, the two
 * notes, the rejections and a slip, the yearly table, its CSV and chart, and the working. Expected figures are worked
 * by hand in the comments: W a month's basic, e = your 12 %, s = the pension share (the smaller of 8.33 % × W and
 * ₹1,250, none from 58), r = 12 % × W − s, C = e + r, interest = rate ÷ 1,200 × (12 × opening + 66 × C).
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

/** Two years from 57, every input set: ₹20,000 of basic, 12 % each side, ₹1,00,000 to start, 8.25 %. */
const EVERY_INPUT = { age: '57', retireAge: '59', basic: '20000', salaryGrowth: '0', employeeRate: '12', employerPf: 'full', balance: '100000', rate: '8.25' };

test.describe('EPF', () => {
  test('a link with every input: the totals, the pension scheme’s end at 58, the notes, the yearly table, its CSV and chart, and the working', async ({ page }) => {
    await openCalculated(page, EVERY_INPUT);
    const ui = calculatorForm(page, ID);
    for (const [name, value] of Object.entries(EVERY_INPUT)) await expect(ui.field(name), name).toHaveValue(value);
    // Year 1 (57): e 2,400, s 1,250, r 1,150, C 3,550; I = 0.006875 × (12,00,000 + 2,34,300) = 9,860.8125; closing 1,52,460.8125.
    // Year 2 (58): s 0, r 2,400, C 4,800; I = 0.006875 × (18,29,529.75 + 3,16,800) = 14,756.01703125; closing 2,24,816.82953125.
    const expected = { corpus: 224816.82953125, employeeTotal: 57600, employerTotal: 42600, interestTotal: 24616.82953125, epsTotal: 15000 };
    for (const [field, value] of Object.entries(expected)) expect(await valueOf(page, field), field).toBeCloseTo(value, 6);
    await expect(page.locator('[data-result="corpus"]')).toContainText('₹2,24,816.83');
    await expect(page.locator('[data-note="eps"]')).toContainText('₹15,000.00');
    await expect(page.locator('[data-note="rounding"]')).toContainText('to the rupee');

    const rows = page.locator('table[data-schedule="yearly"] tbody tr');
    await expect(rows).toHaveCount(2);
    expect(Number(await cell(page, 1, 'contribution').getAttribute('data-value'))).toBeCloseTo(42600, 6);
    expect(Number(await cell(page, 1, 'interest').getAttribute('data-value'))).toBeCloseTo(9860.8125, 6);
    expect(Number(await cell(page, 2, 'contribution').getAttribute('data-value'))).toBeCloseTo(57600, 6);
    expect(Number(await cell(page, 2, 'balance').getAttribute('data-value'))).toBeCloseTo(224816.82953125, 6);
    const chart = page.locator('figure[data-chart="growth"]');
    await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\S/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('epf-schedule.csv');
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines).toEqual(['period,contribution,interest,balance', '1,42600.00,9860.81,152460.81', '2,57600.00,14756.02,224816.83']);

    // The working: one step for each result, with its value; the interest's 66 months in words.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const [field, value] of Object.entries(expected)) expect(Number(await working.locator(`li[data-for="${field}"]`).getAttribute('data-value')), field).toBeCloseTo(value, 2);
    await expect(working.locator('li[data-step="interestLast"]')).toContainText('66 months of interest');
    await expect(working.locator('li[data-step="balanceBefore"]')).toHaveAttribute('data-period', '1');
  });

  test('the employer’s ₹15,000 cap, a pay rise and voluntary PF, then blanks as the defaults', async ({ page }) => {
    // ₹50,000 from 25 to 58, capped: e 6,000, r = 1,800 − 1,250 = 550 a month for 33 years.
    await openCalculated(page, { age: '25', basic: '50000', employerPf: 'capped' });
    expect(await valueOf(page, 'employeeTotal')).toBeCloseTo(6000 * 12 * 33, 6);
    expect(await valueOf(page, 'employerTotal')).toBeCloseTo(550 * 12 * 33, 6);
    expect(await valueOf(page, 'epsTotal')).toBeCloseTo(1250 * 12 * 33, 6);
    // Closing = 1.0825 × opening + 6,550 × (12 + 66 × 0.006875) each year, from 0.
    expect(await valueOf(page, 'corpus')).toBeCloseTo((81572.0625 * (1.0825 ** 33 - 1)) / 0.0825, 4);
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(33);

    const ui = calculatorForm(page, ID);
    const calculate = ui.form.getByRole('button', { name: 'Calculate', exact: true });
    // ₹14,000 rising 10 % from 30 to 32, 20 % of your own: e 2,800 then 3,080; s 1,166.2 then 1,250.
    await ui.fill({ age: '30', retireAge: '32', basic: '14000', salaryGrowth: '10', employeeRate: '20', employerPf: 'full', balance: '0' });
    await calculate.click();
    expect(await valueOf(page, 'employeeTotal')).toBeCloseTo(12 * (2800 + 3080), 6);
    expect(await valueOf(page, 'epsTotal')).toBeCloseTo(12 * (1166.2 + 1250), 6);
    expect(await valueOf(page, 'employerTotal')).toBeCloseTo(12 * (513.8 + 598), 6);

    // Blanks: retirement at 58, 12 %, 8.25 %. One year at 57 on ₹20,000: I = 0.006875 × 66 × 3,550 = 1,610.8125.
    await ui.fill({ age: '57', retireAge: '', basic: '20000', salaryGrowth: '', employeeRate: '', balance: '', rate: '' });
    await calculate.click();
    expect(await valueOf(page, 'corpus')).toBeCloseTo(42600 + 1610.8125, 6);
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
