import { expect, test, type Page } from '@playwright/test';
import { calculatorForm, READER_PATIENCE, waitForHydration } from './support/calculator';

/**
 * SAVE.md's two modes on the SIP page: the goal (the first month's SIP that, stepped up as the form says, reaches a
 * target, found as the investment page finds its deposit) and the maturity in today's money. Figures by hand.
 */
const PATH = '/sip-calculator';
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate', exact: true }).click();

test.describe('SIP: the monthly SIP a target needs, and today’s money', () => {
  test('the goal mode shows the target for the monthly SIP, finds ₹9,909.31 for ₹50 lakh in 15 years at 12 %, and puts it back in', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const ui = calculatorForm(page, 'sip');
    // The page as it was: the first option, no target.
    await expect(ui.field('solveFor')).toHaveValue('maturity');
    await expect(ui.field('target')).toBeHidden();
    await ui.fill({ solveFor: 'monthly' });
    await expect(ui.field('monthly')).toBeHidden();
    await expect(ui.field('target')).toBeVisible();
    await ui.fill({ target: '50,00,000', rate: '12', years: '15' });
    await calculate(page);
    // 1.01^180 = 5.9958020; (5.9958020 − 1) ÷ 1 % × 1.01 = 504.57600; 50,00,000 ÷ 504.576 = 9,909.31.
    expect(await ui.valueOf('requiredMonthly')).toBeCloseTo(9909.31, 2);
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(5_000_000, 2);
    expect(await ui.valueOf('totalInvestment')).toBeCloseTo(9909.31 * 180, 0);
    const last = page.locator('table[data-schedule="yearly"] tbody tr[data-period="15"] td[data-col="balance"]');
    expect(Number(await last.getAttribute('data-value'))).toBeCloseTo(5_000_000, 2);

    // The working divides the target, then reaches it with the SIP found.
    const working = page.locator('section[data-working]');
    await expect(working.locator('li[data-for="requiredMonthly"]')).toHaveCount(1, { timeout: READER_PATIENCE });
    await expect(working.locator('li[data-for="requiredMonthly"]')).toContainText('₹50,00,000.00 ÷ 504.576 = ₹9,909.31');
    await expect(working.locator('li[data-for="maturityValue"]')).toContainText('₹9,909.31 × 504.576 = ₹50,00,000.00');

    // A step-up of 10 %: a smaller first SIP (₹5,757.82), raised each year; a term of whole months only.
    await ui.fill({ stepUp: '10' });
    await calculate(page);
    expect(await ui.valueOf('requiredMonthly')).toBeCloseTo(5757.82, 2);
    await ui.fill({ years: '1.05' });
    await calculate(page);
    await expect(ui.field('years')).toHaveAttribute('aria-invalid', 'true');
    await ui.fill({ years: '15', target: '0' });
    await calculate(page);
    await expect(ui.field('target')).toHaveAttribute('aria-invalid', 'true');
    expect(await ui.valueOf('requiredMonthly')).toBeCloseTo(5757.82, 2);
  });

  test('today’s money: only with inflation, and a shared goal link round-trips', async ({ page }) => {
    await page.goto(`${PATH}?${new URLSearchParams({ monthly: '1000', rate: '12', years: '10' })}`);
    await waitForHydration(page);
    const ui = calculatorForm(page, 'sip');
    // The contract's figure stands, and without inflation there is no figure in today's money.
    expect(await ui.valueOf('maturityValue')).toBeCloseTo(232_339.08, 2);
    await expect(ui.result('maturityToday')).toHaveCount(0);
    await ui.fill({ inflation: '6' });
    await calculate(page);
    // 2,32,339.08 ÷ 1.06^10 (1.7908477) = 1,29,736.93.
    expect(await ui.valueOf('maturityToday')).toBeCloseTo(232_339.08 / 1.06 ** 10, 2);

    await page.goto(`${PATH}?${new URLSearchParams({ solveFor: 'monthly', target: '5000000', rate: '12', years: '15', inflation: '6' })}`);
    await waitForHydration(page);
    await expect(ui.field('solveFor')).toHaveValue('monthly');
    expect(await ui.valueOf('requiredMonthly')).toBeCloseTo(9909.31, 2);
    // The target is in the year it is reached: 50,00,000 ÷ 1.06^15 (2.3965582) = 20,86,325.30.
    expect(await ui.valueOf('maturityToday')).toBeCloseTo(2_086_325.3, 1);
  });
});
