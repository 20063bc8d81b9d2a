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
//   Saving is background work and gives way to the pages: each file once, four at a time, at low priority,
//   and nothing new while a page is fetching (see inTurn).

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
  // Whatever a page fetches holds the precache back, another site's image included: it shares the reader's link.
  pagesQuietAt = Date.now() + PAGES_QUIET_MS;
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (request.mode === 'navigate') event.respondWith(whilePagesWait(page(event, url.pathname)));
  else if (url.pathname.startsWith('/pagefind/')) event.respondWith(whilePagesWait(searchFile(request, url.pathname)));
  else event.respondWith(whilePagesWait(file(request)));
});

/**
 * Saving gives way to the reader. Started all at once, the precache's 500-odd requests (every page's scripts, shared
 * ones once per page) queued ahead of what a page asked for next, at the same priority: a search opened meanwhile waited
 * seconds for its script, Pagefind's worker and WebAssembly. Now each file is fetched once, four at a time (two of a
 * browser's six connections to a host stay free) at low priority, and nothing new starts while a page is fetching or
 * within a second of its last request (longer than the gaps between a page's requests while it parses a script or
 * compiles the WebAssembly).
 */
const SAVING_AT_ONCE = 4;
const PAGES_QUIET_MS = 1000;
/** Page requests the worker is answering, and when the pages will have been quiet long enough. */
let pageFetches = 0;
let pagesQuietAt = 0;
let savesRunning = 0;
/** @type {(() => void)[]} */
const savesWaiting = [];

/** Counts a page's request until its answer is complete (file and searchFile read the whole body first). */
function whilePagesWait(answer) {
  pageFetches += 1;
  const done = () => {
    pageFetches -= 1;
    pagesQuietAt = Date.now() + PAGES_QUIET_MS;
  };
  answer.then(done, done);
  return answer;
}

/** Runs a save's network work once one of its turns is free and the pages are quiet. */
async function inTurn(task) {
  while (savesRunning >= SAVING_AT_ONCE) await new Promise((resolve) => savesWaiting.push(resolve));
  savesRunning += 1;
  try {
    while (pageFetches > 0 || Date.now() < pagesQuietAt) await new Promise((resolve) => setTimeout(resolve, Math.max(50, pagesQuietAt - Date.now())));
    return await task();
  } finally {
    savesRunning -= 1;
    savesWaiting.shift()?.();
  }
}

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
  // `\b`: a data file's address (/_astro/market-returns.….json) is not a script's.
  const scripts = html.match(/\/_astro\/[\w.-]+\.js\b/g) ?? [];
  if (!scripts.every((script) => BUILD_SCRIPTS.has(script))) return false;
  await cache.put(path, response);
  return true;
}

/**
 * Saves pages, with the files each needs, and other files not yet in this build's cache: a few pages at a time, each
 * with its scripts before the next. One that fails is left for a later visit.
 */
async function save(paths) {
  const queue = [...paths];
  const next = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await saveOnce(path);
  };
  await Promise.all(Array.from({ length: SAVING_AT_ONCE }, next));
}

/** Each path's save under way or done, so a file that many pages need (React, the island) is fetched once. */
const saving = new Map();

function saveOnce(path) {
  let saved = saving.get(path);
  if (!saved) {
    saved = saveFile(path);
    saving.set(path, saved);
    // A save that failed is tried again by the next precache.
    saved.then((kept) => kept || saving.delete(path));
  }
  return saved;
}

/** Saves one page or file unless this build's cache has it, and a page's scripts; resolves to whether it is kept. */
async function saveFile(path) {
  try {
    const cache = await caches.open(CACHE);
    const kept = Boolean(await cache.match(path, { ignoreVary: true })) || (await inTurn(() => download(cache, path)));
    // A page kept as it was read (page() above) gets the scripts it did not load, the chunks loaded on demand.
    if (kept && isPage(path)) await save(MANIFEST.assets[path] ?? []);
    return kept;
  } catch {
    return false;
  }
}

/** Fetches a page or file and keeps it; resolves to whether it is kept. */
async function download(cache, path) {
  try {
    // Pages are checked with the server (this build's copy must be current); hashed files never change.
    const response = await fetch(path, { cache: isPage(path) ? 'no-cache' : 'default', priority: 'low' });
    // A host may send the not-found page with a 404 even at its own address: it is the page wanted.
    if (!response.ok && !(path === MANIFEST.notFound && response.status === 404)) return false;
    if (isPage(path)) return await keepPage(cache, path, response);
    await cache.put(path, response);
    return true;
  } catch {
    // Offline or flaky: nothing is lost, a later visit tries again.
    return false;
  }
}
