import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { headerPolicy } from '../../integrations/security-headers';
import { fileForPath, metaPolicy } from '../../scripts/dist.mjs';
import { SEARCH_PATH } from '../../src/lib/search';
import { axeViolations } from './support/axe';
import { calculatorForm, waitForHydration } from './support/calculator';
import { referenceCase } from './support/cases';
import type { CalculatorId } from '../../src/lib/finance/types';
import { headersFor, sendHostHeaders, stubPhotos } from './support/headers';
import { sitemapRoutes, siteOrigin } from './support/site';

const routes = sitemapRoutes();
const html = (route: string) => readFileSync(fileForPath(route) ?? '', 'utf8');

/**
 * Every problem the browser reports while a page loads and runs: CSP violations, console errors, page errors, and a
 * header it cannot read (Chromium warns of a Permissions-Policy feature it does not know, on every page).
 */
async function collectProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const header = message.type() === 'warning' && /^Error with [\w-]+ header/.test(message.text());
    if (message.type() === 'error' || header) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    ),
  );
  return problems;
}

test.describe('every page in the sitemap', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the sitemap lists the home page and the static pages', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/about-us', '/contact-us', '/privacy-policy', '/terms-and-conditions']));
    expect(routes).not.toContain('/404');
  });

  test('no number is parted from its unit at a line break: "50 %", "10 years" are joined by a no-break space', () => {
    for (const route of [...routes, '/404']) {
      const text = html(route)
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]*>/g, ' ');
      expect([...text.matchAll(/.{0,30}\d (%|(?:months?|years?|weeks?|days?|lakhs?|crores?)\b)/g)].map(([match]) => match), route).toEqual([]);
    }
  });

  test('titles are unique and end with the product name', () => {
    const titles = routes.map((route) => /<title>([^<]*)<\/title>/.exec(html(route))?.[1]);
    for (const title of titles) expect(title).toMatch(/\S \| Ledgerwise$/);
    expect(new Set(titles).size).toBe(titles.length);
  });

  for (const route of routes) {
    test(`${route} answers 200, describes itself, runs under its strict CSP without an error, and passes axe at 1280 and 390 px`, async ({ page }) => {
      const meta = metaPolicy(html(route)) ?? [];
      const scriptSrc = meta.find((directive) => directive.startsWith('script-src ')) ?? '';
      // Pagefind's WebAssembly needs 'wasm-unsafe-eval': the search page alone allows it.
      const wasm = route === SEARCH_PATH ? " 'wasm-unsafe-eval'" : '';
      expect(scriptSrc, 'a script-src of hashes').toMatch(new RegExp(`^script-src 'self'${wasm}( 'sha256-[\\w+/=]+')+$`));
      expect(meta.join('; ')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(meta).toContain("img-src 'self' https://images.unsplash.com");
      // The header carries the same policy, generated from the page, plus what only a header can say.
      const headerValue = headersFor(route)['Content-Security-Policy'];
      expect(headerValue).toBe(headerPolicy(html(route)));
      expect(headersFor(route, 'cloudflare')['Content-Security-Policy']).toBe(`${headersFor('/no-such-page')['Content-Security-Policy']}, ${headerValue}`);
      // Cloudflare Pages reads at most 2,000 characters of a _headers line.
      expect(`  Content-Security-Policy: ${headerValue}`.length).toBeLessThanOrEqual(2000);

      const problems = await collectProblems(page);
      await stubPhotos(page);
      await sendHostHeaders(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'.*, .*frame-ancestors 'none'/);

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(description?.length).toBeLessThanOrEqual(160);
      const canonical = route === '/' ? `${siteOrigin}/` : `${siteOrigin}${route}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('h1')).toHaveCount(1);
      // Cards that fade in as they scroll into view must be shown: the page carries the script that does it.
      const reveals = page.locator('[data-reveal]');
      if ((await reveals.count()) > 0) {
        await reveals.last().scrollIntoViewIfNeeded();
        await expect(reveals.last()).toHaveClass(/\bis-visible\b/);
      }

      // The calculator's own form comes first (the debt page has the debt plan after it).
      const form = page.locator('form[data-calculator]').first();
      if ((await form.count()) > 0) {
        // Hydrate, calculate a reference case and compare it with itself, so everything the island draws
        // (results, comparison, schedule and charts) runs under the policy and meets axe too.
        await waitForHydration(page);
        const id = (await form.getAttribute('data-calculator')) as CalculatorId;
        const ui = calculatorForm(page, id);
        for (const summary of await form.locator('details > summary').all()) await summary.click();
        await ui.fill(referenceCase(id).inputs);
        await form.locator('button[type="submit"]').click();
        await page.getByRole('button', { name: 'Keep for comparison' }).click();
        await form.locator('button[type="submit"]').click();
        await expect(page.locator('[data-compare]')).toBeVisible();
      }
      expect(await axeViolations(page, { bestPractice: true }), 'axe at 1280 px').toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeViolations(page, { bestPractice: true }), 'axe at 390 px').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
