import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_URL } from '../../../src/config/site';
import { DIST } from '../../../scripts/dist.mjs';

export const siteOrigin = new URL(process.env.SITE_URL ?? DEFAULT_SITE_URL).origin;

/** Every route the built sitemap lists, as root-relative paths: new pages are covered without new tests. */
export function sitemapRoutes(): string[] {
  const files = readdirSync(DIST).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const routes = files
    .flatMap((name) => [...readFileSync(join(DIST, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map((match) => new URL(match[1] ?? '').pathname)
    .map((path) => (path === '/' ? path : path.replace(/\/$/, '')));
  return [...new Set(routes)];
}
