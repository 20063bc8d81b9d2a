import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { entryScripts, fetchedData, fileForPath, htmlPages, moduleGraph } from '../scripts/dist.mjs';
import { searchBundleFiles } from './search-index.ts';

/** What the service worker is told about one build (see src/service-worker/sw.js). */
export interface OfflineManifest {
  /** A hash of everything below: a new build gets a new worker and a new cache. */
  build: string;
  /** The page shown for a page that is not saved, when there is no connection. */
  offline: string;
  /** The page shown, with a 404, for an address that is no page of the site, when there is no connection. */
  notFound: string;
  /** Every page's route (from the built pages), as a URL writes it: how the worker tells an unsaved page from no page. */
  routes: string[];
  /** Saved once the browser is idle after a first visit (never on Save-Data or 2G). */
  precache: string[];
  /** The script files each page needs, every import followed, for the pages that have any. */
  assets: Record<string, string[]>;
  /** The search index (integrations/search-index.ts): saved whole once the reader has searched online. */
  search: string[];
}

const OFFLINE_PAGE = '/offline';
/** 404.html, which hosts send with every 404: offline, the worker sends it the same way. */
const NOT_FOUND_PAGE = '/404';
/** The shell besides the home, offline and not-found pages: what every page shows or the install prompt reads. */
const SHELL_FILES = ['/favicon.svg', '/manifest.webmanifest'];

/** The worker's code; the build fills in its manifest. */
const WORKER_SOURCE = new URL('../src/service-worker/sw.js', import.meta.url);

/** The offline manifest of the built site in `dist`: the shell, every calculator page and their scripts, every page's route. */
export function offlineManifest(dist: string): OfflineManifest {
  const pages = htmlPages(dist).map(({ file, route }) => ({ route, html: readFileSync(file, 'utf8') }));
  const assets = Object.fromEntries(
    pages.map(({ route, html }) => [route, withLazyChunks(entryScripts(html), dist)] as const).filter(([, files]) => files.length > 0),
  );
  const calculators = pages.filter(({ html }) => html.includes('<form') && html.includes(' data-calculator="')).map(({ route }) => route);
  const precache = ['/', OFFLINE_PAGE, NOT_FOUND_PAGE, ...calculators, ...SHELL_FILES];
  const search = searchBundleFiles(dist);
  // A route with a space or an accent is percent-encoded in the address the worker sees.
  const routes = pages.map(({ route }) => new URL(route, 'https://site.invalid').pathname);
  const hash = createHash('sha256').update(readFileSync(WORKER_SOURCE)).update(routes.join('\n'));
  for (const path of new Set([...precache, ...Object.values(assets).flat(), ...search])) hash.update(path).update(readFileSync(fileFor(dist, path)));
  return { build: hash.digest('hex').slice(0, 16), offline: OFFLINE_PAGE, notFound: NOT_FOUND_PAGE, routes, precache, assets, search };
}

/**
 * A page's scripts, with the chunks they load only when the reader asks (the comparison once a result is kept, the
 * tax brackets, a chart, the toasts) and what those import, and the data they fetch (HISTORY.md's returns): a page
 * saved for offline use has them all, so nothing it can draw online is missing offline.
 */
function withLazyChunks(entries: string[], dist: string): string[] {
  const files = new Set<string>();
  for (let queue = entries; queue.length > 0; ) {
    const found = moduleGraph(queue, dist).filter((path) => !files.has(path));
    for (const path of found) files.add(path);
    for (const path of fetchedData(found, dist)) files.add(path);
    queue = found.flatMap((path) =>
      [...readFileSync(fileFor(dist, path), 'utf8').matchAll(/\bimport\(\s*[`"']([^`"']+\.m?js)[`"']\s*\)/g)].map(([, spec = '']) => (spec.startsWith('/') ? spec : join(dirname(path), spec))),
    );
  }
  return [...files].sort();
}

/** The bytes a full precache downloads, gzip (as a host sends them): every file once. */
export function precacheBytes(dist: string, manifest: OfflineManifest): number {
  const files = new Set([...manifest.precache, ...manifest.precache.flatMap((path) => manifest.assets[path] ?? [])]);
  return [...files].reduce((sum, path) => sum + gzipSync(readFileSync(fileFor(dist, path))).length, 0);
}

/** The built file a precached URL is served from. */
function fileFor(dist: string, path: string): string {
  const file = fileForPath(path, dist);
  if (!file) throw new Error(`The offline manifest names ${path}, which the build did not write.`);
  return file;
}

/** The worker in src/service-worker with a build's manifest, as `dist/sw.js` holds it. */
export function workerScript(manifest: OfflineManifest): string {
  return `self.__MANIFEST__ = ${JSON.stringify(manifest)};\n${readFileSync(WORKER_SOURCE, 'utf8')}`;
}

/** Writes `dist/sw.js`: the worker in src/service-worker with this build's manifest. */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'ledgerwise:service-worker',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const manifest = offlineManifest(dist);
        const worker = workerScript(manifest);
        writeFileSync(join(dist, 'sw.js'), worker);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        logger.info(
          `wrote sw.js (${kb(gzipSync(worker).length)} gzip), build ${manifest.build}: ` +
            `precache ${manifest.precache.length} URLs, ${kb(precacheBytes(dist, manifest))} gzip`,
        );
      },
    },
  };
}
