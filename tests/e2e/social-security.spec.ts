import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * SAVE.md's Social Security page, driven through its public hooks: the inputs by name, each result's data-value and
 * words, the earnings-test and today's-dollars notes, the yearly table by age with its columns and CSV, the cumulative
 * chart, the working, and each rejection's aria-invalid and message. Expected figures are worked by hand in the
 * comments from SSA's rates: 5/9 of 1 % a month for the first 36 months early, 5/12 of 1 % beyond, 2/3 of 1 % late.
 */

const PATH = '/social-security-calculator';

const result = (page: Page, field: string) => page.locator(`[data-result="${field}"]`);
const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
const cell = (page: Page, age: number, column: string) => page.locator(`table[data-schedule="yearly"] tr[data-period="${String(age)}"] td[data-col="${column}"]`);

/** The results as the page gives them, by field. */
const resultValues = (page: Page) =>
  page.locator('[data-result]').evaluateAll((items) => Object.fromEntries(items.map((item) => [item.getAttribute('data-result'), Number(item.getAttribute('data-value'))])));

test.describe('Social Security: when to claim', () => {
  test('the guide’s case from a link: every result, the notes, the table by age, its CSV and chart, the working', async ({ page }) => {
    // Born 1961 (67 = 804 months), $2,000 at full retirement age, claiming at 67, to 85 (1,020 months): $2,000 ×
    // 216 = $432,000; at 62, $1,400 × 276 = $386,400; at 70, $2,480 × 180 = $446,400; break-even (2,000 × 804 −
    // 1,400 × 744) ÷ 600 = 944 months; best 837 months (1,220 % … 122 % × 183 = $446,520 beats either side).
    await page.goto(`${PATH}?birthYear=1961&pia=2000&claimAge=67&claimMonths=0&lifeExpectancy=85`);
    await waitForHydration(page);
    await expect(page.locator('[data-results]')).toBeVisible();
    expect(await resultValues(page)).toEqual({
      monthlyBenefit: 2000,
      percentOfPia: 100,
      fullRetirementAge: 804,
      benefitAt62: 1400,
      benefitAtFullAge: 2000,
      benefitAt70: 2480,
      lifetimeTotal: 432000,
      lifetimeAt62: 386400,
      lifetimeAt70: 446400,
      breakEvenAge: 944 / 12,
      bestClaimAge: 837,
    });
    await expect(result(page, 'fullRetirementAge')).toHaveText('67');
    await expect(result(page, 'bestClaimAge')).toHaveText('69 and 9 months');
    await expect(result(page, 'breakEvenAge')).toHaveText('78 years 8 months');
    await expect(result(page, 'lifetimeTotal')).toHaveText('$432,000.00');
    // At full retirement age: no earnings test; today's dollars and what is left out always.
    await expect(note(page, 'earnings-test')).toHaveCount(0);
    await expect(note(page, 'today-dollars')).toBeVisible();
    await expect(page.locator('p.detail-note', { hasText: 'spousal and survivor benefits' })).toBeVisible();

    // The table by age, 63 to 85: at 63 only the claim at 62 has paid, 12 × $1,400; the last row is the lifetime totals.
    const table = page.locator('table[data-schedule="yearly"]');
    await expect(table.locator('tbody tr')).toHaveCount(23, { timeout: READER_PATIENCE });
    expect(await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-period'))))).toEqual(Array.from({ length: 23 }, (_, index) => 63 + index));
    await expect(table.locator('thead th').first()).toHaveText('Age');
    for (const [column, value] of [['at62', 16800], ['atFullAge', 0], ['at70', 0], ['atChosen', 0]] as const) await expect(cell(page, 63, column)).toHaveAttribute('data-value', String(value));
    for (const [column, value] of [['at62', 386400], ['atFullAge', 432000], ['at70', 446400], ['atChosen', 432000]] as const) await expect(cell(page, 85, column)).toHaveAttribute('data-value', String(value));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('socialSecurity-schedule.csv');
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('period,at62,atFullAge,at70,atChosen');
    expect(lines.at(-1)).toBe('85,386400.00,432000.00,446400.00,432000.00');

    // The chart of the four claims, with its caption.
    const chart = page.locator('figure[data-chart="cumulative"]');
    await expect(chart.locator('svg[role="img"]')).toBeVisible();
    await expect(chart.locator('figcaption')).not.toBeEmpty();

    // The working: one step per result; the full retirement age looked up; the best age beside its neighbours.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const field of Object.keys(await resultValues(page))) await expect(working.locator(`li[data-for="${field}"]`)).toHaveCount(1);
    await expect(working.locator('li[data-step="fullRetirementAge"]')).toHaveAttribute('data-kind', 'lookup');
    await expect(working.locator('li[data-step="breakEvenMonths"]')).toHaveAttribute('data-value', '944');
    await expect(working.locator('li[data-step="bestClaimAge"]')).toContainText('a month earlier');
    await expect(working.locator('li[data-step="lifetimeTotal"]')).toHaveAttribute('data-period', '85');
  });

  test('from the keys: an early claim with its earnings test, 62 with no break-even, and every rejection', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const ui = calculatorForm(page, 'socialSecurity');
    const calculate = () => ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.field('lifeExpectancy')).toHaveValue('85');
    await expect(ui.form).toContainText('1 January');

    // Born 1958 (66 and 8 months = 800), $1,800, claiming at 64 and 5 months (773): 27 months early, 85 %, $1,530 a
    // month; to 90 (1,080): $1,530 × 307 = $469,710. Best: to 90 every later month gains, so 70 (840).
    await ui.fill({ birthYear: '1958', pia: '$1,800', claimAge: '64', claimMonths: '5', lifeExpectancy: '90' });
    await calculate();
    await expect(result(page, 'percentOfPia')).toHaveAttribute('data-value', '85');
    await expect(result(page, 'monthlyBenefit')).toHaveAttribute('data-value', '1530');
    await expect(result(page, 'lifetimeTotal')).toHaveAttribute('data-value', '469710');
    await expect(result(page, 'fullRetirementAge')).toHaveText('66 and 8 months');
    await expect(result(page, 'bestClaimAge')).toHaveAttribute('data-value', '840');
    await expect(result(page, 'bestClaimAge')).toHaveText('70');
    await expect(note(page, 'earnings-test')).toContainText('$24,480');
    await expect(note(page, 'earnings-test')).toContainText('$65,160');
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(28, { timeout: READER_PATIENCE });

    // At 62 (blank months read as 0): 70 % less 5/12 … for 1958, 71.666… %; no break-even against itself.
    await ui.fill({ claimAge: '62', claimMonths: '' });
    await calculate();
    await expect(result(page, 'monthlyBenefit')).toHaveAttribute('data-value', String((1800 * (100 - 20 - (5 * 20) / 12)) / 100));
    await expect(result(page, 'breakEvenAge')).toHaveCount(0);

    // Rejections, each on its field, the last result kept.
    const rejects = async (values: Readonly<Record<string, string>>, field: string, message: RegExp) => {
      await ui.fill({ birthYear: '1958', pia: '1800', claimAge: '62', claimMonths: '0', lifeExpectancy: '90', ...values });
      await calculate();
      await expect(ui.field(field)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#calc-socialSecurity-${field}-error`)).toContainText(message);
      await expect(result(page, 'lifetimeAt62')).toBeVisible();
    };
    await rejects({ birthYear: '2011' }, 'birthYear', /1943 to 2010/);
    await rejects({ birthYear: '1942' }, 'birthYear', /1943/);
    await rejects({ claimAge: '71' }, 'claimAge', /62 to 70/);
    await rejects({ claimAge: '70', claimMonths: '3' }, 'claimMonths', /0 at 70/);
    await rejects({ claimMonths: '12' }, 'claimMonths', /0 to 11/);
    await rejects({ lifeExpectancy: '111' }, 'lifeExpectancy', /63 to 110/);
    await rejects({ pia: '0' }, 'pia', /greater than 0/);

    // A year's benefit typed for a month's: a slip of units above the result, not a rejection.
    await ui.fill({ pia: '24000', birthYear: '1960', claimAge: '67' });
    await calculate();
    await expect(page.locator('[data-note="check-units"][data-field="pia"]')).toContainText('2,000');
    await expect(note(page, 'earnings-test')).toHaveCount(0);
  });
});
