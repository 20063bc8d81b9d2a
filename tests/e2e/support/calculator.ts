import { expect, type Page } from '@playwright/test';

/** The calculator form on a page, driven through the public hooks of CALCULATORS.md only. */
export function calculatorForm(page: Page, id: string) {
  const form = page.locator(`form[data-calculator="${id}"]`);
  return {
    form,
    field: (name: string) => form.locator(`[name="${name}"]`),
    results: page.locator('[data-results]'),
    result: (field: string) => page.locator(`[data-result="${field}"]`),
    async fill(values: Readonly<Record<string, string>>) {
      for (const [name, value] of Object.entries(values)) {
        const control = form.locator(`[name="${name}"]`);
        // An optional input sits in a closed <details>: open it, as a person would, to type there.
        const closedGroup = form.locator('details:not([open])', { has: page.locator(`[name="${name}"]`) });
        if ((await closedGroup.count()) > 0) await closedGroup.locator('> summary').click();
        const kind = await control.evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.tagName));
        if (kind === 'SELECT') await control.selectOption(value);
        else if (kind === 'checkbox') await control.setChecked(value !== '');
        else await control.fill(value);
      }
    },
    async valueOf(field: string): Promise<number> {
      return Number(await page.locator(`[data-result="${field}"]`).getAttribute('data-value'));
    },
  };
}

/**
 * Waits until the page's island answers, as a reader does. A calculator island hydrates when the reader reaches for its
 * form (`client:intent`, src/islands/hydrateOnIntent.ts): a pointer moved over it here, as a reader's would be, unless
 * the page was opened from a link, which it answers unasked. Its forms then carry `data-ready` (src/islands/formReady.ts)
 * once React answers a press in place. Other islands (the contact form) hydrate when the browser is idle or at their
 * deadline, and lose their `ssr` marker. The wait allows for a slow network and CPU on a loaded machine, not only for
 * the deadline.
 */
export async function waitForHydration(page: Page) {
  const calculatorForms = page.locator('form[data-calculator]');
  const fromLink = new URL(page.url()).search !== '';
  if ((await calculatorForms.count()) === 0) {
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', /.*/, { timeout: READER_PATIENCE });
    return;
  }
  if (!fromLink) await calculatorForms.first().dispatchEvent('pointerover');
  await expect(page.locator('form[data-calculator]:not([data-ready])')).toHaveCount(0, { timeout: READER_PATIENCE });
  // A calculator opened from a link reads it with a small chunk of its own, then answers: wait for that answer too.
  if (fromLink) await expect(page.locator('form[data-calculator][data-link="read"]').first()).toBeAttached({ timeout: READER_PATIENCE });
}

/** How long a test waits for what a reader waits for (a result, an answering page) on a loaded 2-core machine. */
export const READER_PATIENCE = 20_000;

/** Holds back the page's script files (a slow network) until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
