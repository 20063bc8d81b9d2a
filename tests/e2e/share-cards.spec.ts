import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST, fileForPath } from '../../scripts/dist.mjs';
import { sitemapRoutes, siteOrigin } from './support/site';

/**
 * Every page's share card, read from the built files: a 1200 × 630 PNG drawn at build time, named in the page's
 * Open Graph and X tags with its size and alt text, and at most 60 KB.
 */

/** A PNG's width and height, from its IHDR chunk (bytes 16 to 23, big-endian). */
function pngSize(file: string): { width: number; height: number; bytes: number } {
  const data = readFileSync(file);
  expect(data.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), bytes: data.length };
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test.describe('share cards', () => {
  test('every page names its own 1200 × 630 card, under 60 KB, with its size and alt text, as a large image card', () => {
    const seen = new Set<string>();
    for (const route of [...sitemapRoutes(), '/404']) {
      const html = readFileSync(fileForPath(route) ?? '', 'utf8');
      const image = meta(html, 'og:image') ?? '';
      expect(image.startsWith(`${siteOrigin}/og/`), `${route}: ${image}`).toBe(true);
      expect(meta(html, 'twitter:image')).toBe(image);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect((meta(html, 'og:image:alt') ?? '').length, route).toBeGreaterThan(10);
      const file = join(DIST, new URL(image).pathname);
      expect(existsSync(file), file).toBe(true);
      const { width, height, bytes } = pngSize(file);
      expect([width, height], route).toEqual([1200, 630]);
      expect(bytes, route).toBeLessThanOrEqual(60 * 1024);
      seen.add(image);
    }
    // One card per page: no two pages share one.
    expect(seen.size).toBe(sitemapRoutes().length + 1);
  });

  test('a calculator’s card names its topic and title', () => {
    const html = readFileSync(fileForPath('/rent-vs-buy-calculator') ?? '', 'utf8');
    expect(meta(html, 'og:image:alt')).toBe('Loans and home: Rent vs Buy Calculator');
    expect(meta(html, 'og:image')).toBe(`${siteOrigin}/og/rent-vs-buy-calculator.png`);
  });
});
