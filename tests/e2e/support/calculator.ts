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
 * Islands hydrate when the browser is idle, or at the latest HYDRATION_DEADLINE after their script has run (a busy
 * phone may never be idle). A reader waits for the page to answer in place, however long the script takes to
 * arrive on a loaded machine: the wait allows for a slow network and CPU, not only for the deadline. The `ssr`
 * marker goes once React has taken the island over: from then on React answers a press at once, finishing
 * hydration synchronously first if it has to (a test proves it), so no later signal is needed.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', /.*/, { timeout: READER_PATIENCE });
  // A calculator opened from a link reads it with a small chunk of its own, then answers: wait for that answer too.
  if (new URL(page.url()).search && (await page.locator('form[data-calculator]').count()) > 0) {
    await expect(page.locator('form[data-calculator][data-link="read"]').first()).toBeAttached({ timeout: READER_PATIENCE });
  }
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
