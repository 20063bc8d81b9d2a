import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, waitForHydration } from './support/calculator';

/**
 * DEPTH.md's growth: a yearly table whose row for year y is the calculator's result for a term of y years, its
 * CSV, and the growth chart. Figures are published references (named) or hand arithmetic written beside them.
 */
interface YearlyCase {
  path: string;
  query: Record<string, string>;
  periods: string[];
  /** Expected cells: [period, column, value]. */
  cells: [period: string, column: string, value: number][];
  /** Decimal places the published figures are given to (default 2, cents). */
  precision?: number;
}

const CASES: Record<string, YearlyCase> = {
  // Microsoft's FV examples: FV(1%, 12, -1000) = 12,682.50 and FV(1%, 24, -1000) = 26,973.46.
  investment: { path: '/investment-calculator', query: { initial: '0', monthly: '1000', rate: '12', years: '2' }, periods: ['1', '2'], cells: [['1', 'balance', 12682.5], ['1', 'deposits', 12000], ['2', 'balance', 26973.46], ['2', 'interest', 2973.46]] },
  // numpy-financial's fv example: 100 now and 100 a month at 5 % for 10 years = 15,692.93; 12,100 paid in.
  savings: { path: '/savings-calculator', query: { initial: '100', monthly: '100', rate: '5', years: '10' }, periods: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], cells: [['10', 'balance', 15692.93], ['10', 'deposits', 12100]] },
  // The same money from 35 to 45; the age at each year's end.
  retirement: { path: '/retirement-calculator', query: { currentAge: '35', retirementAge: '45', currentSavings: '100', monthlyContribution: '100', rate: '5' }, periods: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], cells: [['10', 'balance', 15692.93], ['1', 'age', 36], ['10', 'age', 45]] },
  // ₹1,000 at the start of each month at 12 %: 1,000 x 12.682503 x 1.01 = 12,809.33 after a year; ₹2,32,339.08 after 10 (Groww).
  sip: { path: '/sip-calculator', query: { monthly: '1000', rate: '12', years: '10' }, periods: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], cells: [['1', 'balance', 12809.33], ['10', 'balance', 232339.08], ['10', 'deposits', 120000]] },
  // Wikipedia, "Compound interest": $1,500 at 4.3 % compounded quarterly for 6 years = $1,938.84.
  compound: { path: '/compound-interest-calculator', query: { principal: '1500', rate: '4.3', years: '6', frequency: '4' }, periods: ['1', '2', '3', '4', '5', '6'], cells: [['6', 'balance', 1938.84], ['6', 'interest', 438.84], ['1', 'deposits', 1500]] },
  // ₹1,50,000 a year at 7.1 %: 1,60,650 after the first year (1,50,000 x 1.071); ₹40,68,209 after 15.
  ppf: { path: '/ppf-calculator', query: { yearly: '150000', rate: '7.1', years: '15' }, periods: Array.from({ length: 15 }, (_, i) => String(i + 1)), cells: [['1', 'balance', 160650], ['15', 'deposits', 2250000], ['15', 'balance', 4068209]], precision: 0 },
  // ₹1,00,000 at 7 % a year: 1,07,000 after one year, 1,40,255.17 after five (1.07^5).
  fd: { path: '/fd-calculator', query: { principal: '100000', rate: '7', years: '5' }, periods: ['1', '2', '3', '4', '5'], cells: [['1', 'balance', 107000], ['5', 'balance', 140255.17], ['5', 'deposits', 100000]] },
  // ₹5,000 a month, 7 %, 12 months = ₹62,310.66 (CALCULATORS.md's formula by hand); 18 months ends with year 1.5.
  rd: { path: '/rd-calculator', query: { monthly: '5000', rate: '7', months: '18' }, periods: ['1', '1.5'], cells: [['1', 'balance', 62310.66], ['1', 'deposits', 60000], ['1.5', 'deposits', 90000]] },
};

const cell = (page: Page, period: string, column: string) =>
  page.locator(`table[data-schedule="yearly"] tbody tr[data-period="${period}"] td[data-col="${column}"]`);

async function open(page: Page, path: string, query: Record<string, string>) {
  await page.goto(`${path}?${new URLSearchParams(query)}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

for (const [id, known] of Object.entries(CASES)) {
  test.describe(`${id}: growth by year`, () => {
    test('a yearly table whose rows are the result for each term, the last the whole term', async ({ page }) => {
      await open(page, known.path, known.query);
      const rows = page.locator('table[data-schedule="yearly"] tbody tr');
      await expect(rows).toHaveCount(known.periods.length);
      expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-period')))).toEqual(known.periods);
      for (const [period, column, value] of known.cells) {
        expect(Number(await cell(page, period, column).getAttribute('data-value')), `${period} ${column}`).toBeCloseTo(value, known.precision ?? 2);
      }
      for (const column of ['deposits', 'interest', 'balance']) await expect(cell(page, known.periods.at(-1)!, column)).toBeVisible();
      const chart = page.locator('figure[data-chart="growth"]');
      await expect(chart.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\S/);
      await expect(chart.locator('figcaption')).not.toBeEmpty();
    });

    test(`"Download CSV" saves ${id}-schedule.csv with one line per year`, async ({ page }) => {
      await open(page, known.path, known.query);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toBe(`${id}-schedule.csv`);
      const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
      expect(lines).toHaveLength(known.periods.length + 1);
      expect(lines[0]).toMatch(/^period,(\w+,)*deposits,interest,balance$/);
      const [period, column, value] = known.cells.at(-1)!;
      const header = lines[0]!.split(',');
      const row = lines.find((line) => line.startsWith(`${period},`))!.split(',');
      expect(Number(row[header.indexOf(column)])).toBeCloseTo(value, known.precision ?? 2);
      expect(row[header.indexOf(column)]).toMatch(/^-?\d+\.\d\d$/);
    });
  });
}

test.describe('growth tables in the page (1280 px)', () => {
  test('a 40-year growth table flows in the page, named once as "Growth, year by year"; a 100-year SWP table scrolls in its box', async ({ page }) => {
    await page.goto('/investment-calculator?initial=1000&monthly=100&rate=7&years=40');
    await waitForHydration(page);
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(40);
    await expect(page.getByRole('heading', { name: 'Growth, year by year', exact: true })).toBeVisible();
    const box = page.locator('.period-table .table-region');
    expect(await box.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(box).not.toHaveAttribute('role');
    // More than 60 rows: 100 years of withdrawals keep their header in view in a box that says it scrolls.
    await page.goto('/swp-calculator?investment=1000000&withdrawal=5000&rate=6&years=100');
    await waitForHydration(page);
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(100);
    const region = page.getByRole('region', { name: 'Withdrawals and growth, year by year, scrollable', exact: true });
    expect(await region.evaluate((el) => el.scrollHeight > el.clientHeight + 1)).toBe(true);
    await expect(page.locator('.table-scroll-note')).toHaveText('Every year is in this table: scroll inside it to see them all.');
  });
});

test.describe('inflation: prices by year', () => {
  test('the table shows the future price and the purchasing power by year, both charted side by side', async ({ page }) => {
    // $100 at 3 %: 103.00 and 97.09 after a year (100 / 1.03); 134.39 and 74.41 after 10.
    await open(page, '/inflation-calculator', { amount: '100', rate: '3', years: '10' });
    await expect(page.locator('table[data-schedule="yearly"] tbody tr')).toHaveCount(10);
    expect(Number(await cell(page, '1', 'futureValue').getAttribute('data-value'))).toBeCloseTo(103, 2);
    expect(Number(await cell(page, '1', 'purchasingPower').getAttribute('data-value'))).toBeCloseTo(97.09, 2);
    expect(Number(await cell(page, '10', 'futureValue').getAttribute('data-value'))).toBeCloseTo(134.39, 2);
    expect(Number(await cell(page, '10', 'purchasingPower').getAttribute('data-value'))).toBeCloseTo(74.41, 2);
    await expect(page.locator('figure[data-chart="growth"] svg[role="img"]')).toHaveAttribute('aria-label', /Future price: Year 1 \$103\.00, Year 10 \$134\.39/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('period,futureValue,purchasingPower');
    expect(lines[10]).toBe('10,134.39,74.41');
  });

  test('inflation above 20 % gets a note, never a rejection', async ({ page }) => {
    await open(page, '/inflation-calculator', { amount: '100', rate: '25', years: '2' });
    await expect(page.locator('[data-note="high-inflation"]')).toBeVisible();
    await expect(page.locator('[data-result="futureValue"]')).toHaveAttribute('data-value', '156.25');
  });
});

test.describe('SIP step-up', () => {
  test('₹10,000 a month at 12 % for 2 years, 10 % step-up: the second year invests ₹11,000 a month', async ({ page }) => {
    // Year 1: 10,000 x 12.682503 x 1.01 = 1,28,093.28. Year 2 adds 11,000 x 12.682503 x 1.01 = 1,40,902.61 to
    // year 1's sum grown 12 months (x 1.126825 = 1,44,338.71): 2,85,241.32. Invested 1,20,000 + 1,32,000.
    await open(page, '/sip-calculator', { monthly: '10000', rate: '12', years: '2', stepUp: '10' });
    const ui = calculatorForm(page, 'sip');
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(285241.32, 1);
    expect(await ui.valueOf('totalInvestment')).toBeCloseTo(252000, 2);
    // Without the step-up: 10,000 x 25.632 … = FV(1 %, 24, -10,000) x 1.01 = 2,72,431.99.
    expect(await ui.valueOf('maturityWithoutStepUp')).toBeCloseTo(272431.99, 1);
    expect(Number(await cell(page, '2', 'instalment').getAttribute('data-value'))).toBeCloseTo(11000, 6);
  });

  test('a step-up of 0 is the plain SIP, and shows no comparison', async ({ page }) => {
    await open(page, '/sip-calculator', { monthly: '1000', rate: '12', years: '10', stepUp: '0' });
    const ui = calculatorForm(page, 'sip');
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(232339.08, 2);
    await expect(ui.result('maturityWithoutStepUp')).toHaveCount(0);
  });
});

test.describe('retirement income', () => {
  test('4 % of $15,692.93 is $627.72 a year and $52.31 a month; at 3 % inflation it is $11,677.01 in today’s money', async ({ page }) => {
    // 15,692.93 x 0.04 = 627.72; / 12 = 52.31; 15,692.93 / 1.03^10 (1.343916) = 11,677.01.
    await open(page, '/retirement-calculator', { currentAge: '35', retirementAge: '45', currentSavings: '100', monthlyContribution: '100', rate: '5', withdrawalRate: '4', inflation: '3' });
    const ui = calculatorForm(page, 'retirement');
    expect(await ui.valueOf('annualIncome')).toBeCloseTo(627.72, 2);
    expect(await ui.valueOf('monthlyIncome')).toBeCloseTo(52.31, 2);
    expect(await ui.valueOf('savingsToday')).toBeCloseTo(11677.01, 2);
    // The note beside the income names the rule; the working, loaded with the answer, names it too, folded away.
    await expect(page.getByText(/4\s%\srule/).filter({ visible: true }).first()).toBeVisible();
  });

  test('the withdrawal rate starts at 4 %', async ({ page }) => {
    await page.goto('/retirement-calculator');
    await expect(calculatorForm(page, 'retirement').field('withdrawalRate')).toHaveValue('4');
  });
});

test.describe('soft warnings', () => {
  test('a return above 30 % gets a note and still a result', async ({ page }) => {
    await open(page, '/investment-calculator', { initial: '1000', monthly: '0', rate: '35', years: '1' });
    await expect(page.locator('[data-note="high-return"]')).toBeVisible();
    await expect(page.locator('[data-result="futureValue"]')).toBeVisible();
  });

  test('no note at 30 % or below', async ({ page }) => {
    await open(page, '/investment-calculator', { initial: '1000', monthly: '0', rate: '30', years: '1' });
    await expect(page.locator('table[data-schedule="yearly"]')).toBeVisible();
    await expect(page.locator('[data-note]')).toHaveCount(0);
  });

  test('a SIP step-up above 15 % gets its own note on the field, above the first figure, and still a result', async ({ page }) => {
    await open(page, '/sip-calculator', { monthly: '10000', rate: '12', years: '15', stepUp: '20' });
    await expect(page.locator('[data-results] [data-note="high-step-up"][data-field="stepUp"]')).toContainText('treat this result as a what-if');
    await expect(page.locator('[data-result="maturityValue"]')).toBeVisible();
  });

  test('rent vs buy: rent and home prices rising above 10 % a year each get their own note; 10 % gets none', async ({ page }) => {
    await open(page, '/rent-vs-buy-calculator', { price: '400000', rent: '2000', rate: '6.5', rentIncrease: '12', appreciation: '12' });
    await expect(page.locator('[data-results] [data-note="high-rent-growth"][data-field="rentIncrease"]')).toBeVisible();
    await expect(page.locator('[data-results] [data-note="high-price-growth"][data-field="appreciation"]')).toBeVisible();
    await expect(page.locator('[data-result="difference"]')).toBeVisible();
    await open(page, '/rent-vs-buy-calculator', { price: '400000', rent: '2000', rate: '6.5', rentIncrease: '10', appreciation: '10' });
    await expect(page.locator('[data-result="difference"]')).toBeVisible();
    await expect(page.locator('[data-note="high-rent-growth"], [data-note="high-price-growth"]')).toHaveCount(0);
  });
});

test.describe('solve for (investment and savings)', () => {
  test('the monthly deposit: $50,000 in 18 years at 6 % takes $129.08 a month (Microsoft’s PMT example)', async ({ page }) => {
    await page.goto('/savings-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'savings');
    await ui.fill({ solveFor: 'monthly' });
    await expect(ui.field('monthly')).toBeHidden();
    await expect(ui.field('target')).toBeVisible();
    await ui.fill({ initial: '0', rate: '6', years: '18', target: '50,000' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    expect(await ui.valueOf('requiredMonthly')).toBeCloseTo(129.08, 2);
    await expect(page.getByText('Save $129.08 a month for 18 years at 6.00 % to reach $50,000.00.')).toBeVisible();
  });

  test('the time: $1,000 plus $100 a month at 12 % reaches $10,000 in 61 months (NPER = 60.08, Microsoft)', async ({ page }) => {
    await open(page, '/investment-calculator', { solveFor: 'years', initial: '1000', monthly: '100', rate: '12', target: '10000' });
    const ui = calculatorForm(page, 'investment');
    expect(await ui.valueOf('requiredMonths')).toBe(61);
    await expect(ui.result('requiredMonths')).toHaveText('61 months (5 years 1 month)');
  });

  test('the return: $1,000 a month for a year reaching $12,682.50 needs 12 % (Microsoft’s FV example)', async ({ page }) => {
    await open(page, '/investment-calculator', { solveFor: 'rate', initial: '0', monthly: '1000', years: '1', target: '12682.50' });
    expect(await calculatorForm(page, 'investment').valueOf('requiredRate')).toBeCloseTo(12, 3);
  });

  test('an unreachable goal is rejected on the target with a specific message, in each mode that can fail', async ({ page }) => {
    await page.goto('/savings-calculator');
    await waitForHydration(page);
    const ui = calculatorForm(page, 'savings');
    await ui.fill({ solveFor: 'years', initial: '0', monthly: '1', rate: '0', target: '1000000' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(ui.field('target')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/more than 100\syears \(1,200\smonths\)/)).toBeVisible();

    await ui.fill({ solveFor: 'rate', initial: '1000', monthly: '0', years: '1', target: '1' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('No return from -99 % to 1,000 % a year reaches this target. Enter a target closer to what you pay in.')).toBeVisible();
  });

  test('a shared link with a mode round-trips', async ({ page }) => {
    const query = { solveFor: 'monthly', initial: '0', monthly: '', rate: '6', years: '18', target: '50000' };
    await open(page, '/savings-calculator', query);
    const ui = calculatorForm(page, 'savings');
    await expect(ui.field('solveFor')).toHaveValue('monthly');
    expect(await ui.valueOf('requiredMonthly')).toBeCloseTo(129.08, 2);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const address = new URL(page.url()).searchParams;
    expect(address.get('solveFor')).toBe('monthly');
    expect(address.get('target')).toBe('50000');
  });

  test('the mode shows and hides its fields before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/investment-calculator');
    const ui = calculatorForm(page, 'investment');
    await expect(ui.field('target')).toBeHidden();
    await ui.field('solveFor').selectOption('rate');
    await expect(ui.field('target')).toBeVisible();
    await expect(ui.field('rate')).toBeHidden();
    await context.close();
  });
});
