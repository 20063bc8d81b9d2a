import { expect, test } from '@playwright/test';

test.describe('header', () => {
  test('is sticky, 80 px tall, and links home, blog, about and contact', async ({ page }) => {
    await page.goto('/privacy-policy');
    const header = page.locator('header.site-header');
    await expect(header).toHaveCSS('position', 'sticky');
    expect((await header.boundingBox())?.height).toBe(80);
    await expect(header.getByRole('link', { name: 'Ledgerwise' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link')).toHaveText(['Blog', 'About Us', 'Contact Us']);
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  });

  test('marks the current page with aria-current', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
  });

  test('a skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is closed by default and the desktop links are hidden', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the menu button opens it, switches its icon, and toggles it closed again', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /menu/i });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['Blog', 'About Us', 'Contact Us']);
    await expect(button.locator('.icon-close')).toBeVisible();
    await expect(button.locator('.icon-open')).toBeHidden();
    await button.click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button.locator('.icon-open')).toBeVisible();
  });

  test('choosing a link closes it and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('Escape closes it', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /menu/i });
    await button.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Blog' })).toBeVisible();
    await context.close();
  });
});

test.describe('footer', () => {
  test('has the calculators, company and legal columns and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const hrefs = async (name: string) =>
      footer.getByRole('navigation', { name }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(await hrefs('Calculators')).toEqual(['/#calculators', '/loan-calculator', '/mortgage-calculator', '/investment-calculator']);
    expect(await hrefs('By topic')).toEqual(['/calculators/loans-and-home', '/calculators/saving-and-investing', '/calculators/tax-and-income', '/calculators/india', '/calculators/business-and-everyday']);
    expect(await hrefs('Company')).toEqual(['/about-us', '/blog', '/contact-us']);
    expect(await hrefs('Legal')).toEqual(['/privacy-policy', '/terms-and-conditions']);
    await expect(footer.getByRole('link', { name: 'Ledgerwise' })).toHaveAttribute('href', '/');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Ledgerwise`);
  });

  test('"All Calculators" lands on the grid below the sticky header', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.locator('footer').getByRole('link', { name: 'All Calculators' }).click();
    await expect(page).toHaveURL(/\/#calculators$/);
    const heading = page.getByRole('heading', { name: 'Financial Calculators' });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(80);
    await expect(heading).toBeInViewport();
  });
});
