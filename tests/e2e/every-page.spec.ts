import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitemapRoutes, siteOrigin } from './support/site';
import { fileForPath } from '../../scripts/dist.mjs';

const routes = sitemapRoutes();

test.describe('every page in the sitemap', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the sitemap lists the home page and the static pages', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/about-us', '/contact-us', '/privacy-policy', '/terms-and-conditions']));
    expect(routes).not.toContain('/404');
  });

  test('titles are unique and end with the product name', () => {
    const titles = routes.map((route) => /<title>([^<]*)<\/title>/.exec(readFileSync(fileForPath(route) ?? '', 'utf8'))?.[1]);
    for (const title of titles) expect(title).toMatch(/\S \| Ledgerwise$/);
    expect(new Set(titles).size).toBe(titles.length);
  });

  for (const route of routes) {
    test(`${route} answers 200, describes itself and has no axe violations`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(description?.length).toBeLessThanOrEqual(160);
      const canonical = route === '/' ? `${siteOrigin}/` : `${siteOrigin}${route}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('h1')).toHaveCount(1);

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
