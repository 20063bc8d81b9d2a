import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DIST, headerRules, headersFor as hostHeadersFor } from '../../../scripts/dist.mjs';

const rules = () => headerRules(readFileSync(join(DIST, '_headers'), 'utf8'));

/** The headers a static host that reads `dist/_headers` sends for a path (Netlify's way unless told). */
export function headersFor(path: string, host: 'netlify' | 'cloudflare' = 'netlify'): Record<string, string> {
  return hostHeadersFor(path, rules(), host);
}

/**
 * Serve the site as a host that reads `dist/_headers` would (`astro preview` does not): the page's response gets its
 * headers, the Content-Security-Policy included, so the browser enforces the header's policy and the page's meta
 * policy together. As Cloudflare Pages sends them, the stricter case: a page's response carries the policy for every
 * response and its own, and both must let the page run. Only documents carry a policy the browser applies (a script's
 * or a stylesheet's is not read), so only the page's own address is routed through the test: every other request
 * goes straight to the server, as it would from a host.
 */
export async function sendHostHeaders(page: Page) {
  const all = rules();
  await page.route(
    // A pattern, not a function: the browser's side matches it, and only a page's address (a path with no file
    // extension) waits on the test.
    /^http:\/\/localhost:\d+\/[^?#.]*(?:[?#].*)?$/,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const path = new URL(route.request().url()).pathname;
      try {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), ...hostHeadersFor(path, all, 'cloudflare') } });
      } catch (error) {
        // A request still in flight when the test ends (an idle second after load) loses its page, as "disposed",
        // "closed" or "Test ended"; any other failure is the test's.
        if (!/disposed|closed|test ended/i.test(String(error))) throw error;
      }
    },
  );
}

/** Stock photos stand in as a small local image: the tests never depend on the photo host (or the network). */
export async function stubPhotos(page: Page) {
  const photo = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#ccc"/></svg>';
  await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: photo }));
}
