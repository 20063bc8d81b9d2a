import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DIST } from '../../../scripts/dist.mjs';

/** The manifest the build wrote into the service worker: the pages it saves, and each page's own files. */
export const manifest = JSON.parse(/self\.__MANIFEST__ = (.*);/.exec(readFileSync(join(DIST, 'sw.js'), 'utf8'))![1]!) as {
  precache: string[];
  assets: Record<string, string[]>;
};

/** The paths this site's caches hold, once the worker is active. */
export async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

/**
 * Waits until the worker has installed, activated and taken charge of the page. It polls on a timer: polling on every
 * animation frame would keep the page from the quiet moment it registers its worker in.
 */
export async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000, polling: 200 });
}
