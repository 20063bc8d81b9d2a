// The Ledgerwise service worker: calculators that work offline, articles kept as they are read, and a
// friendly page for everything else. integrations/service-worker.ts writes it to dist/sw.js, filling in
// the build's manifest below; a new build means a new file, a new cache and no mixing of the two.
//   Pages: network first (a visit online always gets the newest build), then this build's copy, then
//   the offline page (the not-found page and a 404 for an address that is no page of this build).
//   Other files of this site (hashed scripts, icons): this build's copy first. Install caches the
//   offline and not-found pages and the pages already open. The full precache (the shell, every
//   calculator page and their scripts) waits for the page to ask: it does once the browser is idle, and
//   never on Save-Data or 2G. The search index is kept as it is used, and saved whole when the search
//   page asks after a search that worked online (never on Save-Data or 2G either).

/** @type {{ build: string, offline: string, notFound: string, routes: string[], precache: string[], assets: Record<string, string[]>, search: string[] }} */
const MANIFEST = self.__MANIFEST__;
const CACHE = `ledgerwise-${MANIFEST.build}`;
const ROUTES = new Set(MANIFEST.routes);
// Every script file this build has: a page whose scripts are not among them comes from another build.
const BUILD_SCRIPTS = new Set(Object.values(MANIFEST.assets).flat().filter((url) => url.endsWith('.js')));

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visited = open.map((client) => new URL(client.url)).filter((url) => url.origin === location.origin);
      await save([MANIFEST.offline, MANIFEST.notFound, ...visited.map((url) => url.pathname)]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('ledgerwise-') && name !== CACHE) await caches.delete(name);
      // The page request starts while the worker boots, so a slow phone does not wait for both in turn.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'precache') event.waitUntil(save(MANIFEST.precache));
  if (event.data?.type === 'save-search') event.waitUntil(save(MANIFEST.search));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url.pathname));
  else if (url.pathname.startsWith('/pagefind/')) event.respondWith(searchFile(request, url.pathname));
  else event.respondWith(file(request));
});

/** A page: from the network when it answers (kept for later), else this build's copy, else the not-found or offline page. */
async function page(event, path) {
  const cache = await caches.open(CACHE);
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    // The page asks for its own scripts next, and file() keeps them.
    if (response.ok) event.waitUntil(keepPage(cache, path, response.clone()));
    return response;
  } catch {
    return (
      (await cache.match(path, { ignoreVary: true })) ??
      (await cache.match(routeOf(path), { ignoreVary: true })) ??
      (await notFound(cache, path)) ??
      (await cache.match(MANIFEST.offline, { ignoreVary: true })) ??
      Response.error()
    );
  }
}

/** The page an address names: hosts serve /loan-calculator.html, and some /loan-calculator/, as /loan-calculator. */
function routeOf(path) {
  return path.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/(.)\/+$/, '$1');
}

function isPage(path) {
  return !/\.[a-z0-9]+$/i.test(routeOf(path));
}

/** The not-found page, with the 404 hosts send, for no page of this build (files are not listed: those get the offline page). */
async function notFound(cache, path) {
  if (!isPage(path) || ROUTES.has(routeOf(path))) return undefined;
  const saved = await cache.match(MANIFEST.notFound, { ignoreVary: true });
  return saved && new Response(saved.body, { status: 404, statusText: 'Not Found', headers: saved.headers });
}

/** Any other file of this site: this build's copy, else the network (and keep it). */
async function file(request) {
  const cache = await caches.open(CACHE);
  // Ignore Vary: a host may vary scripts on Origin, which module scripts send and the precache did not.
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * A file of the search index. The index and fragment files are named by their content, so a saved copy is always
 * right. Pagefind's script, its WebAssembly and its entry file keep their names from build to build, so the network
 * answers first and the saved copy is for offline use. All are kept under their path alone: Pagefind asks for the
 * entry file with a new `?ts=` each time.
 */
async function searchFile(request, path) {
  if (/\/(index|fragment|filter)\/|\.pf_meta$/.test(path)) return file(request);
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(path, response.clone());
    return response;
  } catch {
    return (await cache.match(path, { ignoreVary: true })) ?? Response.error();
  }
}

/** Keeps a page if it comes from this build: every script it names is one of this build's. */
async function keepPage(cache, path, response) {
  const html = await response.clone().text();
  const scripts = html.match(/\/_astro\/[\w.-]+\.js/g) ?? [];
  if (!scripts.every((script) => BUILD_SCRIPTS.has(script))) return false;
  await cache.put(path, response);
  return true;
}

/**
 * Saves pages, with the files each needs, and other files not yet in this build's cache. One that fails
 * is left for a later visit.
 */
async function save(paths) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    paths.map(async (path) => {
      if (await cache.match(path, { ignoreVary: true })) return;
      try {
        // Pages are checked with the server (this build's copy must be current); hashed files never change.
        const response = await fetch(path, { cache: isPage(path) ? 'no-cache' : 'default' });
        // A host may send the not-found page with a 404 even at its own address: it is the page wanted.
        if (!response.ok && !(path === MANIFEST.notFound && response.status === 404)) return;
        if (!isPage(path)) await cache.put(path, response);
        else if (await keepPage(cache, path, response)) await save(MANIFEST.assets[path] ?? []);
      } catch {
        // Offline or flaky: nothing is lost, a later visit tries again.
      }
    }),
  );
}
