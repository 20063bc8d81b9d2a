import { expect, test } from '@playwright/test';

test.describe('consent banner', () => {
  test('appears on a first visit without moving the page', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCSS('position', 'fixed');
    await expect(banner.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  for (const choice of ['Accept', 'Decline'] as const) {
    test(`${choice} hides it and the choice is remembered on the next page`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: choice, exact: true }).click();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('ledgerwise-consent'))).toBe(choice === 'Accept' ? 'accepted' : 'declined');
      await page.goto('/about-us');
      await expect(page.locator('#consent')).toBeHidden();
    });
  }

  test('can be answered with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#consent')).toBeHidden();
  });
});
