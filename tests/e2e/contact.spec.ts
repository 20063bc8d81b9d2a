import { expect, test, type Page } from '@playwright/test';
import { SITE } from '../../src/config/site';
import { axeViolations } from './support/axe';
import { holdScripts, waitForHydration } from './support/calculator';

const TYPED = { 'Full name': 'Ada Lovelace', 'Email address': 'ada@example.com', Message: 'Could you add a car lease calculator?' };

async function fillTheForm(page: Page) {
  for (const [label, text] of Object.entries(TYPED)) await page.getByLabel(label, { exact: true }).fill(text);
}

async function expectTheFormToKeepItsText(page: Page) {
  for (const [label, text] of Object.entries(TYPED)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(text);
}

/** The message Send shows until the form's script has run: the toast's words, and where to write instead. */
const notSentMessage = (page: Page) => page.getByRole('dialog', { name: 'Feature In Progress' });

async function expectToBeToldNothingIsSent(page: Page) {
  const message = notSentMessage(page);
  await expect(message).toBeVisible();
  await expect(message).toHaveAccessibleDescription(/not implemented yet, so nothing was sent\. Please email us instead\./);
  const email = message.getByRole('link', { name: SITE.contact.email });
  await expect(email).toHaveAttribute('href', `mailto:${SITE.contact.email}`);
  // Focus moves into the message, so a screen reader reads its name and description at once.
  await expect(email).toBeFocused();
  await expect(message).toContainText('What you typed is still in the form');
}

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
    await expect(notSentMessage(page)).toBeHidden();
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(requests).toEqual([]);
  });

  test('Enter in a field submits the form as Send message does', async ({ page }) => {
    await page.goto('/contact-us');
    await waitForHydration(page);
    await fillTheForm(page);
    await page.getByLabel('Email address').press('Enter');
    await expect(page.getByRole('status')).toContainText('Feature In Progress');
    await expect(notSentMessage(page)).toBeHidden();
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

test.describe('contact page without script', () => {
  test.use({ javaScriptEnabled: false });

  test('Send message says that nothing is sent and where to write instead, and keeps what was typed', async ({ page }) => {
    await page.goto('/contact-us');
    // The browser may still fetch the page's icon; what must not happen is the form going anywhere.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() || request.method() !== 'GET' || new URL(request.url()).search) sent.push(`${request.method()} ${request.url()}`);
    });
    await fillTheForm(page);
    // Enter in a field has no submit button to press before the script runs: nothing happens, nothing is lost.
    await page.getByLabel('Email address').press('Enter');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expectToBeToldNothingIsSent(page);
    await expectTheFormToKeepItsText(page);
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(sent).toEqual([]);
  });

  test('Escape or Close puts the message away and gives focus back to Send message', async ({ page }) => {
    await page.goto('/contact-us');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expectToBeToldNothingIsSent(page);
    await page.keyboard.press('Escape');
    await expect(notSentMessage(page)).toBeHidden();
    await expect(send).toBeFocused();

    await page.keyboard.press('Space');
    await expectToBeToldNothingIsSent(page);
    await notSentMessage(page).getByRole('button', { name: 'Close' }).click();
    await expect(notSentMessage(page)).toBeHidden();
    await expect(send).toBeFocused();
  });
});

test.describe('contact page before its script arrives', () => {
  test('Send message says that nothing is sent, and the form answers with its toast once hydrated', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await fillTheForm(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectToBeToldNothingIsSent(page);
    await expectTheFormToKeepItsText(page);
    await expect(page).toHaveURL(/\/contact-us$/);

    // Hydration leaves the open message and the typed text alone; from then on Send answers as it always has.
    release();
    await waitForHydration(page);
    await expect(notSentMessage(page)).toBeVisible();
    await expectTheFormToKeepItsText(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Feature In Progress');
    await expect(notSentMessage(page)).toBeHidden();
    await expectTheFormToKeepItsText(page);
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('a press in the instant React takes the form over gets the toast, not the message for before', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await fillTheForm(page);
    // Astro hands the island to React and says so before React has rendered anything: the earliest press there is.
    await page.evaluate(() => {
      const island = document.querySelector('astro-island');
      const send = document.querySelector<HTMLButtonElement>('form button');
      island?.addEventListener('astro:hydrate', () => send?.click(), { once: true });
    });
    release();
    await expect(page.getByRole('status')).toContainText('Feature In Progress');
    await expect(notSentMessage(page)).toBeHidden();
    await expectTheFormToKeepItsText(page);
  });

  // axe runs as script in the page, so the page runs its inline scripts here; the form's own stays held back.
  test('the page with the message shown passes axe at 1280 and 390 px', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await fillTheForm(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(notSentMessage(page)).toBeVisible();
    expect(await axeViolations(page, { bestPractice: true }), 'axe at 1280 px').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(notSentMessage(page)).toBeInViewport({ ratio: 1 });
    expect(await axeViolations(page, { bestPractice: true }), 'axe at 390 px').toEqual([]);
    release();
  });
});
