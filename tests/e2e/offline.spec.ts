import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { calculatorForm, waitForHydration } from './support/calculator';
import { cachedPaths, manifest, waitForWorker } from './support/offline';

// Reduced motion: axe reads colours after the cards' fade-in, not halfway through it.
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });

test.describe('offline', () => {
  // A first visit, a full precache and four offline pages: room for a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  test('after a first visit, unvisited calculators work offline and an unread article shows the offline page', async ({ page, context }) => {
    await page.goto('/');
    await waitForWorker(page);
    const everything = [...manifest.precache, ...manifest.precache.flatMap((path) => manifest.assets[path] ?? [])];
    await expect.poll(async () => { const cached = await cachedPaths(page); return everything.filter((path) => !cached.includes(path)); }, { timeout: 20_000 }).toEqual([]);

    await context.setOffline(true);
    const cases = [
      // numpy-financial's fv example: $100 now and $100 a month at 5 % for 10 years = 15,692.93.
      { path: '/savings-calculator', id: 'savings', inputs: { initial: '100', monthly: '100', rate: '5', years: '10' }, field: 'totalSavings', shows: '$15,692.93' },
      // Microsoft's NPV example: NPV(10%, -10000, 3000, 4200, 6800) = $1,188.44.
      { path: '/npv-calculator', id: 'npv', inputs: { initial: '0', cashFlows: '-10000, 3000, 4200, 6800', rate: '10' }, field: 'npv', shows: '$1,188.44' },
      // 15 % on $100 split 4 ways: $28.75 each.
      { path: '/tip-calculator', id: 'tip', inputs: { bill: '100', percent: '15', people: '4' }, field: 'perPerson', shows: '$28.75' },
    ];
    for (const { path, id, inputs, field, shows } of cases) {
      await page.goto(path);
      await waitForHydration(page);
      const ui = calculatorForm(page, id);
      await ui.fill(inputs);
      await ui.form.locator('button[type="submit"]').click();
      await expect(ui.result(field)).toHaveText(shows);
    }

    await page.goto('/blog/understanding-compound-interest');
    await expect(page.locator('h1')).toHaveText('You are offline');
    await expect(page.locator('main a[href="/loan-calculator"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await page.goto('/blog/understanding-compound-interest');
    await expect(page.locator('h1')).toHaveText(/compound interest/i);
  });

  test('a calculator never opened online compares offline: the comparison’s own chunk was saved with the page', async ({ page, context }) => {
    await page.goto('/');
    await waitForWorker(page);
    const swp = ['/swp-calculator', ...(manifest.assets['/swp-calculator'] ?? [])];
    expect(swp.some((path) => path.includes('/CompareTable.'))).toBe(true);
    await expect.poll(async () => { const cached = await cachedPaths(page); return swp.filter((path) => !cached.includes(path)); }, { timeout: 20_000 }).toEqual([]);

    await context.setOffline(true);
    await page.goto('/swp-calculator');
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
    const ui = calculatorForm(page, 'swp');
    await ui.fill({ investment: '1000000', withdrawal: '15000', rate: '6', years: '10' });
    await ui.form.locator('button[type="submit"]').click();
    await page.getByRole('button', { name: 'Keep for comparison' }).click();
    await ui.fill({ withdrawal: '5000' });
    await ui.form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-compare] tr[data-compare-field="lastsMonths"] [data-col="pinned"]')).toHaveAttribute('data-value', '82');
  });

  test('an article read online can be read again offline', async ({ page, context }) => {
    await page.goto('/blog/what-is-inflation-and-how-does-it-affect-your-money');
    await waitForWorker(page);
    // Read it once the worker is in charge (the first load came before the worker existed).
    await page.goto('/blog/the-importance-of-an-emergency-fund');
    await expect.poll(() => cachedPaths(page)).toContain('/blog/the-importance-of-an-emergency-fund');
    await context.setOffline(true);
    await page.goto('/blog/the-importance-of-an-emergency-fund');
    await expect(page.locator('h1')).toHaveText(/emergency fund/i);
  });

  test('a calculator’s address with a trailing slash or .html opens its saved page, shared inputs and all', async ({ page, context }) => {
    await page.goto('/loan-calculator');
    await waitForWorker(page);
    await expect.poll(() => cachedPaths(page)).toEqual(expect.arrayContaining(['/loan-calculator', ...(manifest.assets['/loan-calculator'] ?? [])]));

    await context.setOffline(true);
    for (const address of ['/loan-calculator/', '/loan-calculator.html', '/loan-calculator/?amount=200000&rate=6.5&years=30']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('Loan Calculator');
      await waitForHydration(page);
      const ui = calculatorForm(page, 'loan');
      if (!address.includes('?')) {
        await ui.fill({ amount: '200000', rate: '6.5', years: '30' });
        await ui.form.locator('button[type="submit"]').click();
      }
      await expect(ui.result('monthlyPayment'), address).toHaveText('$1,264.14');
    }
  });

  test('an address that is no page of the site gets the not-found page with a 404; a page not saved, the offline page', async ({ page, context }) => {
    await page.goto('/');
    await waitForWorker(page);
    await expect.poll(() => cachedPaths(page)).toEqual(expect.arrayContaining(['/404', '/offline']));
    // Online, the host answers as ever: its not-found page, with a 404.
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

    await context.setOffline(true);
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    expect(unknown?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // The not-found page's own script tells a missing article from a missing page, offline too.
    expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found!');

    const unread = await page.goto('/blog/understanding-compound-interest');
    expect(unread?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  });

  test('on Save-Data, nothing is saved beyond the pages the reader opens', async ({ page, context }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await page.goto('/loan-calculator');
    await waitForWorker(page);
    await expect.poll(() => cachedPaths(page)).toEqual(expect.arrayContaining(['/loan-calculator', '/offline', '/404', ...(manifest.assets['/loan-calculator'] ?? [])]));
    // Give a precache, were one asked for, time to start: none may come.
    await page.waitForTimeout(1500);
    const cached = await cachedPaths(page);
    expect(cached).not.toContain('/mortgage-calculator');
    expect(cached).not.toContain('/');

    await context.setOffline(true);
    await page.goto('/loan-calculator');
    const ui = calculatorForm(page, 'loan');
    await ui.fill({ amount: '$200,000', rate: '6.5', years: '30' });
    await ui.form.locator('button[type="submit"]').click();
    await expect(ui.result('monthlyPayment')).toHaveText('$1,264.14');
    await page.goto('/mortgage-calculator');
    await expect(page.locator('h1')).toHaveText('You are offline');
  });
});
