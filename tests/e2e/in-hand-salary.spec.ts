import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * PAY.md's in-hand salary calculator, driven through its public hooks: every input by name, the results' data-value,
 * each data-note, the hraPercent rejection and the slips, the chart and the salary slip's lines and columns, and the
 * working's headline steps. Expected figures are worked by hand in the comments (1 L = ₹1,00,000); FY 2026-27 slabs:
 * new regime 0 % to 4 L, then 5 % a 4 L step up to 25 %, rebate to 12 L; old regime 0 / 5 / 20 / 30 % at 2.5, 5, 10 L.
 */

const PATH = '/in-hand-salary-calculator';
const ID = 'inHandSalary';

async function openCalculated(page: Page, inputs: Readonly<Record<string, string>>) {
  await page.goto(`${PATH}?${new URLSearchParams(inputs).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('[data-results]')).toBeVisible();
}

const note = (page: Page, name: string) => page.locator(`[data-note="${name}"]`);
const valueOf = async (page: Page, field: string) => Number(await page.locator(`[data-result="${field}"]`).getAttribute('data-value'));
const cell = (page: Page, line: string, column: string) => page.locator(`table[data-breakdown] tr[data-line="${line}"] td[data-col="${column}"]`);

/** The guide's example with every input set: a ₹12 L CTC in Pune, FY 2026-27, ₹20,000 rent. */
const EVERY_INPUT = { ctc: '1200000', basicPercent: '50', hraPercent: '50', pf: 'full', gratuity: 'included', professionalTax: '2500', fy: '2026-27', rent: '20000', metro: 'yes', other80C: '0', deductions: '0' };

test.describe('in-hand salary', () => {
  test('a link with every input: the slip, both months in hand, the note, the chart, the table and the working', async ({ page }) => {
    await openCalculated(page, EVERY_INPUT);
    const ui = calculatorForm(page, ID);
    for (const [name, value] of Object.entries(EVERY_INPUT)) await expect(ui.field(name), name).toHaveValue(value);
    // B 6,00,000; PF 72,000 each side; gratuity 6,00,000 × 15 ÷ 312 = 28,846.153846; gross 10,99,153.846154; HRA 3,00,000;
    // special 1,99,153.846154. New: taxable 10,24,153.85 ≤ 12 L, rebated: 0; in hand 10,24,653.846154, a month 85,387.820513.
    // Old: exemption min(3,00,000, 2,40,000 − 60,000, 3,00,000) = 1,80,000; taxable 7,94,653.846154; tax (12,500 + 58,930.769231)
    // × 1.04 = 74,288; in hand 9,50,365.846154, a month 79,197.153846.
    const expected = {
      basic: 600000,
      employerPF: 72000,
      employeePF: 72000,
      gratuity: 28846.153846,
      grossSalary: 1099153.846154,
      hra: 300000,
      specialAllowance: 199153.846154,
      hraExemption: 180000,
      taxNew: 0,
      taxOld: 74288,
      inHandYearNew: 1024653.846154,
      inHandYearOld: 950365.846154,
      inHandMonthNew: 85387.820513,
      inHandMonthOld: 79197.153846,
    };
    for (const [field, value] of Object.entries(expected)) expect(await valueOf(page, field), field).toBeCloseTo(value, 4);
    await expect(page.locator('[data-result="inHandMonthNew"]')).toContainText('₹85,387.82');
    // New better by 74,288 ÷ 12 = 6,190.67 a month.
    await expect(note(page, 'new-better')).toContainText('₹6,190.67 more a month');
    await expect(note(page, 'labour-codes')).toHaveCount(0);

    // The chart: the CTC under the new regime, no tax part (it is 0).
    const chart = page.locator('figure[data-chart="breakdown"]');
    await expect(chart).toBeVisible();
    await expect(chart).toContainText('In hand');
    await expect(chart).not.toContainText('Income tax');

    // The slip, line by line, a year and a month.
    const lines = await page.locator('table[data-breakdown] tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-line')));
    expect(lines).toEqual(['ctc', 'employerPF', 'gratuity', 'grossSalary', 'basic', 'hra', 'specialAllowance', 'employeePF', 'professionalTax', 'taxNew', 'taxOld', 'inHandYearNew', 'inHandYearOld']);
    await expect(cell(page, 'ctc', 'year')).toHaveAttribute('data-value', '1200000');
    await expect(cell(page, 'ctc', 'month')).toHaveAttribute('data-value', '100000');
    await expect(cell(page, 'professionalTax', 'year')).toHaveText('−₹2,500.00');
    expect(Number(await cell(page, 'taxOld', 'month').getAttribute('data-value'))).toBeCloseTo(6190.666667, 5);
    expect(Number(await cell(page, 'inHandYearNew', 'month').getAttribute('data-value'))).toBeCloseTo(85387.820513, 5);

    // The working: a step for each headline, with the same value.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-step]').first()).toBeAttached({ timeout: READER_PATIENCE });
    for (const field of ['inHandMonthNew', 'inHandMonthOld', 'taxOld', 'hraExemption']) {
      expect(Number(await working.locator(`li[data-for="${field}"]`).getAttribute('data-value')), field).toBeCloseTo(expected[field as keyof typeof expected], 2);
    }

    // Calculate writes every input back into the address.
    await ui.form.getByRole('button', { name: 'Calculate', exact: true }).click();
    const query = new URL(page.url()).searchParams;
    for (const [name, value] of Object.entries(EVERY_INPUT)) expect(query.get(name), name).toBe(value);
  });

  test('each PF option, gratuity left out, the labour codes, and each regime winning in turn', async ({ page }) => {
    // ₹24 L CTC in 2025-26, PF capped at 12 × 15,000 = 1,80,000 (21,600), no gratuity: gross 23,78,400. New tax 2,86,884; old 5,23,941.60.
    await openCalculated(page, { ctc: '2400000', pf: 'capped', gratuity: 'excluded', fy: '2025-26' });
    expect(await valueOf(page, 'employerPF')).toBeCloseTo(21600, 6);
    expect(await valueOf(page, 'gratuity')).toBe(0);
    expect(await valueOf(page, 'grossSalary')).toBeCloseTo(2378400, 6);
    expect(await valueOf(page, 'taxNew')).toBeCloseTo(286884, 4);
    expect(await valueOf(page, 'taxOld')).toBeCloseTo(523941.6, 4);
    // (5,23,941.60 − 2,86,884) ÷ 12 = 19,754.80 a month.
    await expect(note(page, 'new-better')).toContainText('₹19,754.80');
    await expect(page.locator('figure[data-chart="breakdown"]')).not.toContainText('Gratuity');

    const ui = calculatorForm(page, ID);
    const calculate = ui.form.getByRole('button', { name: 'Calculate', exact: true });
    // No PF, basic 40 %: B 9,60,000, no PF; the labour codes' note.
    await ui.fill({ pf: 'none', basicPercent: '40' });
    await calculate.click();
    await expect(note(page, 'labour-codes')).toContainText('21 November 2025');
    expect(await valueOf(page, 'employeePF')).toBe(0);
    expect(await valueOf(page, 'basic')).toBeCloseTo(960000, 6);

    // ₹20 L CTC, full PF (1,20,000), no gratuity: gross 18,80,000; ₹50,000 rent in a listed city (exemption 5,00,000), 80C
    // full with 30,000 more, ₹2,50,000 of other deductions: old tax 1,01,920 against new 1,67,440: old better by 5,460 a month.
    await ui.fill({ ctc: '2000000', basicPercent: '50', pf: 'full', gratuity: 'excluded', rent: '50000', metro: 'yes', other80C: '30000', deductions: '250000' });
    await calculate.click();
    await expect(note(page, 'old-better')).toContainText('₹5,460.00 more a month');
    expect(await valueOf(page, 'hraExemption')).toBeCloseTo(500000, 6);
    await expect(page.locator('figure[data-chart="breakdown"]')).toContainText('Income tax');

    // A ₹6 L CTC: neither regime taxes it (both under their rebate limits).
    await ui.fill({ ctc: '600000', gratuity: 'included', rent: '0', other80C: '0', deductions: '0' });
    await calculate.click();
    await expect(note(page, 'same')).toBeVisible();
    expect(await valueOf(page, 'taxNew')).toBe(0);
    expect(await valueOf(page, 'taxOld')).toBe(0);
  });

  test('the hraPercent rejection, and the slips: a month’s CTC, basic typed as an amount, a year’s rent', async ({ page }) => {
    await openCalculated(page, { ctc: '1200000', rent: '20000' });
    const ui = calculatorForm(page, ID);
    const calculate = ui.form.getByRole('button', { name: 'Calculate', exact: true });
    // Basic 80 %: B 9,60,000, PF 1,15,200, gratuity 9,60,000 × 15 ÷ 312 = 46,153.85, gross 12,00,000 − 1,15,200 − 46,153.85
    // = 10,38,646.15, less than basic and HRA, 9,60,000 + 4,80,000 = 14,40,000.
    await ui.fill({ basicPercent: '80' });
    await calculate.click();
    await expect(ui.field('hraPercent')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('Basic pay and HRA come to more than the salary left after PF and gratuity');
    // Basic typed as ₹6,00,000, half of the CTC: refused above 100 %, and the slip said.
    await ui.fill({ basicPercent: '600000' });
    await calculate.click();
    await expect(ui.field('basicPercent')).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.form).toContainText('that is 50 % of the CTC: type 50');
    // A month's CTC: ₹1,00,000 a year, under ₹1,20,000.
    await ui.fill({ basicPercent: '50', ctc: '100000' });
    await calculate.click();
    await expect(page.locator('[data-results] [data-note="check-units"][data-field="ctc"]')).toContainText('12,00,000');
    // A year's rent in the month's field: ₹6,00,000, above ₹5,00,000.
    await ui.fill({ ctc: '1200000', rent: '600000' });
    await calculate.click();
    await expect(page.locator('[data-results] [data-note="check-units"][data-field="rent"]')).toContainText('50,000');
    await expect(page.locator('[data-results] [data-note="check-units"][data-field="ctc"]')).toHaveCount(0);
  });
});
