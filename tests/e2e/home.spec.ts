import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST, metaPolicy } from '../../scripts/dist.mjs';
import { headersFor, sendHostHeaders } from './support/headers';
import { CALCULATORS } from '../../src/config/calculators';
import { CATEGORIES } from '../../src/config/categories';

test.describe('home page', () => {
  test('has the hero with its heading, subtitle and Explore Calculators anchor', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Master Your Finances');
    // SPEC.md's 25, DECISIONS.md's seven and HISTORY.md's one, and those since: the subtitle counts what the grid holds.
    await expect(page.locator('.hero .lead')).toContainText(`${String(CALCULATORS.length)} free calculators`);
    await expect(page.getByRole('link', { name: 'Explore Calculators' })).toHaveAttribute('href', '#calculators');
    await expect(page.getByText(/not professional advice/)).toBeVisible();
  });

  test('the calculator grid links to every calculator in the registry, each once, in headed groups by its own topic', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#calculators').getByRole('link');
    // SPEC.md's 25, DECISIONS.md's seven, HISTORY.md's one, and those of later issues.
    expect(CALCULATORS.length).toBeGreaterThanOrEqual(25 + 7 + 1);
    await expect(cards).toHaveCount(CALCULATORS.length);
    const grouped = CATEGORIES.flatMap((category) => CALCULATORS.filter((calculator) => calculator.category === category.id));
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(grouped.map((c) => c.path));
    await expect(page.locator('#calculators h3')).toHaveText(CATEGORIES.map((category) => category.name));
    for (const category of CATEGORIES) {
      const group = page.getByRole('region', { name: category.name, exact: true });
      await expect(group.getByRole('link')).toHaveCount(CALCULATORS.filter((calculator) => calculator.category === category.id).length);
    }
    for (const calculator of CALCULATORS) {
      await expect(page.locator(`#calculators a[href="${calculator.path}"]`)).toContainText(calculator.name);
    }
  });

  for (const [width, columns] of [[390, 1], [700, 2], [1024, 3], [1280, 4]] as const) {
    test(`the grid shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const template = await page.locator('.calculator-grid').first().evaluate((grid) => getComputedStyle(grid).gridTemplateColumns);
      expect(template.split(' ')).toHaveLength(columns);
    });
  }

  test('has the Why Choose section with its three points', async ({ page }) => {
    await page.goto('/');
    const why = page.getByRole('region', { name: /Why Choose/ });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(['25+ Calculators', '100% Free', 'Accurate Results']);
  });

  test('ad slots reserve their height by size: small 100, medium 250, large 400 px', async ({ page }) => {
    await page.goto('/');
    const heights = await page.locator('[data-ad-slot]').evaluateAll((slots) =>
      slots.map((slot) => [slot.getAttribute('data-ad-size'), slot.getBoundingClientRect().height]),
    );
    expect(heights).toEqual([['small', 100], ['large', 400], ['medium', 250]]);
    await expect(page.locator('[data-ad-slot]').first()).toContainText('Advertisement');
  });

  test('everything is visible without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1');
    await expect(page.locator('#consent')).toBeHidden();
    await context.close();
  });

  test('cards fade in once as they scroll into view', async ({ page }) => {
    await page.goto('/');
    const lastReason = page.locator('.reasons [data-reveal]').last();
    await expect(lastReason).not.toHaveClass(/is-visible/);
    await lastReason.scrollIntoViewIfNeeded();
    await expect(lastReason).toHaveClass(/is-visible/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(lastReason).toHaveClass(/is-visible/);
  });
});

test.describe('not-found page', () => {
  test('an unknown URL answers 404 with links home and to the calculators, and a search that needs no script', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Browse the calculators' })).toHaveAttribute('href', '/#calculators');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByLabel('Search calculators, guides and articles').fill('PPF');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=PPF');
    await expect(page.locator('[data-search-results] a').first()).toHaveAttribute('href', '/ppf-calculator');
  });

  test('an unknown URL gets, from _headers, a policy that forbids framing and, with its meta policy, runs only the page’s own code', async ({ page }) => {
    const ownPolicy = metaPolicy(readFileSync(join(DIST, '404.html'), 'utf8')) ?? [];
    for (const host of ['netlify', 'cloudflare'] as const) {
      const header = headersFor('/no-such-page', host)['Content-Security-Policy'] ?? '';
      const directives = header.split('; ');
      expect(directives).toContain("frame-ancestors 'none'");
      // Cloudflare Pages reads at most 2,000 characters of a _headers line.
      expect(`  Content-Security-Policy: ${header}`.length).toBeLessThanOrEqual(2000);
      // Every directive of the page's own is there, with every source it allows; a hash the header adds is one of
      // this site's own inline scripts or styles, and the meta policy still holds the page to its own. So is the
      // search page's 'wasm-unsafe-eval' (the site-wide policy is every page's merged, or Cloudflare, which sends it
      // with the search page's own, would refuse Pagefind): the not-found page's own policy refuses it.
      for (const directive of ownPolicy) {
        const [name, ...sources] = directive.split(' ');
        const inHeader = directives.find((candidate) => candidate.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
        expect(inHeader, name).toEqual(expect.arrayContaining(sources));
        const searchOnly = name === 'script-src' ? ["'wasm-unsafe-eval'"] : [];
        expect(inHeader.filter((source) => !source.startsWith("'sha256-")), name).toEqual([...sources.filter((source) => !source.startsWith("'sha256-")), ...searchOnly]);
        expect(sources, name).not.toContain("'wasm-unsafe-eval'");
      }
    }
    const violations: string[] = [];
    page.on('console', (message) => { if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text()); });
    await sendHostHeaders(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // Its inline styles ran: the page is laid out, not bare HTML.
    await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
    expect(violations).toEqual([]);
  });

  test('the nginx snippet sends a policy that forbids framing at an unknown URL and at the not-found page it serves', () => {
    const snippet = execFileSync(process.execPath, ['scripts/nginx-headers.mjs'], { encoding: 'utf8' });
    const location = (match: string) => snippet.split('\n\n').find((block) => block.startsWith(`location ${match} {`)) ?? '';
    expect(snippet).toContain('error_page 404 /404.html;');
    expect(location('/')).toMatch(/add_header Content-Security-Policy ".*frame-ancestors 'none'" always;/);
    expect(location('= /404.html')).toContain(`add_header Content-Security-Policy "${headersFor('/404')['Content-Security-Policy']}" always;`);
  });
});

test.describe('robots.txt', () => {
  test('allows crawling and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap-index\.xml$/m);
  });
});
