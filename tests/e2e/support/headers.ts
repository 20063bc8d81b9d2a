import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DIST } from '../../../scripts/dist.mjs';

/** One block of `dist/_headers`: a path pattern (a trailing `*` matches any rest) and its headers. */
interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** `dist/_headers` as Netlify and Cloudflare Pages read it. */
export function headerRules(): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(join(DIST, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)!.headers[name!.trim()] = value.join(':').trim();
    }
  }
  return rules;
}

/** The headers a static host sends for a path: every matching rule's, as those hosts combine them. */
export function headersFor(path: string, rules = headerRules()): Record<string, string> {
  const matches = (pattern: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
  return Object.assign({}, ...rules.filter(({ pattern }) => matches(pattern)).map(({ headers }) => headers));
}

/**
 * Serve the site as a host that reads `dist/_headers` would (`astro preview` does not): every same-origin
 * response gets its headers, the Content-Security-Policy included, so the browser enforces the header's
 * policy and the page's meta policy together.
 */
export async function sendHostHeaders(page: Page) {
  const rules = headerRules();
  await page.route(
    (url) => url.hostname === 'localhost',
    async (route) => {
      const response = await route.fetch();
      const path = new URL(route.request().url()).pathname;
      await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(path, rules) } });
    },
  );
}

/** Stock photos stand in as a small local image: the tests never depend on the photo host (or the network). */
export async function stubPhotos(page: Page) {
  const photo = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#ccc"/></svg>';
  await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: photo }));
}
