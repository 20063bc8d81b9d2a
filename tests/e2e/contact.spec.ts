import { expect, test } from '@playwright/test';

test.describe('contact page', () => {
  test('shows the contact details beside the form', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('link', { name: /@ledgerwise\.example\.com$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: /555/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.locator('address')).toContainText('Example Avenue');
  });

  test('the form has three required fields, email typed as email', async ({ page }) => {
    await page.goto('/contact-us');
    for (const name of ['Full name', 'Email address', 'Message']) {
      await expect(page.getByLabel(name, { exact: true })).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
  });

  test('submitting shows one "Feature In Progress" toast and sends nothing', async ({ page }) => {
    await page.goto('/contact-us');
    await page.waitForSelector('astro-island:not([ssr])');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Could you add a car lease calculator?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('button', { name: 'Send message' }).click();

    const toast = page.getByRole('status');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Feature In Progress');
    await expect(toast).toContainText('not implemented yet');
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(requests).toEqual([]);
  });

  test('the toast goes away after five seconds or when dismissed', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.goto('/contact-us');
    await page.waitForSelector('astro-island:not([ssr])');
    // Stop the clock, so only the time the test lets pass counts.
    await page.clock.pauseAt(new Date('2026-01-05T09:10:00Z'));
    await page.getByLabel('Full name').fill('Ada');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.clock.runFor(4900);
    await expect(page.getByRole('status')).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('status')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('an empty form is not accepted', async ({ page }) => {
    await page.goto('/contact-us');
    await page.waitForSelector('astro-island:not([ssr])');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await page.getByLabel('Full name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  });
});
