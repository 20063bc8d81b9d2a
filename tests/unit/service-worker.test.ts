import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { offlineManifest, workerScript } from '../../integrations/service-worker';
import { fileForPath } from '../../scripts/dist.mjs';

/** A small built site: a home page, an article, the offline and not-found pages and one calculator with an island. */
function builtSite() {
  const dist = mkdtempSync(join(tmpdir(), 'ledgerwise-sw-'));
  const write = (path: string, text: string) => writeFileSync(join(dist, path), text);
  mkdirSync(join(dist, 'blog'));
  mkdirSync(join(dist, '_astro'));
  write('index.html', '<h1>Home</h1>');
  write('offline.html', '<h1>You are offline</h1>');
  write('404.html', '<h1>Page not found</h1>');
  write('blog/a-post.html', '<h1>A post</h1>');
  write('loan-calculator.html', '<h1>Loan Calculator</h1><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"><form data-calculator="loan"></form></astro-island>');
  write('_astro/Island.js', 'import{a}from"./react.js";export const Island=a;');
  write('_astro/client.js', 'import("./react.js");');
  write('_astro/react.js', 'export const a=1;');
  write('favicon.svg', '<svg/>');
  write('manifest.webmanifest', '{}');
  return { dist, write };
}

describe('the offline manifest', () => {
  it('precaches the shell and every calculator page, and lists the scripts each page needs', () => {
    const { dist } = builtSite();
    const manifest = offlineManifest(dist);
    expect(manifest.precache).toEqual(['/', '/offline', '/404', '/loan-calculator', '/favicon.svg', '/manifest.webmanifest']);
    expect(manifest.assets).toEqual({ '/loan-calculator': ['/_astro/Island.js', '/_astro/client.js', '/_astro/react.js'] });
    expect(manifest.offline).toBe('/offline');
  });

  it('names the not-found page, which a new build id follows when it changes', () => {
    const { dist, write } = builtSite();
    const manifest = offlineManifest(dist);
    expect(manifest.notFound).toBe('/404');
    write('404.html', '<h1>Nothing here</h1>');
    expect(offlineManifest(dist).build).not.toBe(manifest.build);
  });

  it('lists the route of every built page, articles never saved included, so the worker can tell an unsaved page from no page', () => {
    const { dist } = builtSite();
    expect(offlineManifest(dist).routes).toEqual(['/', '/404', '/blog/a-post', '/loan-calculator', '/offline']);
  });

  it('lists a route as the address the worker sees: percent-encoded', () => {
    const { dist, write } = builtSite();
    write('blog/café-notes.html', '<h1>Café notes</h1>');
    expect(offlineManifest(dist).routes).toContain('/blog/caf%C3%A9-notes');
  });

  it('gets a new build id when a page is added, since the worker then knows one more route', () => {
    const { dist, write } = builtSite();
    const before = offlineManifest(dist).build;
    write('blog/another-post.html', '<h1>Another post</h1>');
    expect(offlineManifest(dist).build).not.toBe(before);
  });

  it('lists the chunks a page loads only when the reader asks (the comparison, the brackets) with what they import', () => {
    const { dist, write } = builtSite();
    write('_astro/Island.js', 'import{a}from"./react.js";const c=()=>import(`./CompareTable.js`);export const Island=a;');
    write('_astro/CompareTable.js', 'import{b}from"./compareRows.js";export const CompareTable=b;');
    write('_astro/compareRows.js', 'export const b=1;');
    expect(offlineManifest(dist).assets).toEqual({
      '/loan-calculator': ['/_astro/CompareTable.js', '/_astro/Island.js', '/_astro/client.js', '/_astro/compareRows.js', '/_astro/react.js'],
    });
  });

  it('lists the data a page’s scripts fetch (HISTORY.md’s returns), so the page calculates offline', () => {
    const { dist, write } = builtSite();
    write('_astro/Island.js', 'import{a}from"./react.js";const r=fetch(`/_astro/market-returns.abc123.json`);export const Island=a;');
    write('_astro/market-returns.abc123.json', '{"stocks":[0.1],"bonds":[0.02]}');
    expect(offlineManifest(dist).assets['/loan-calculator']).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/market-returns.abc123.json', '/_astro/react.js']);
  });

  it('gets a new build id when anything it saves changes, so a new worker and cache follow', () => {
    const { dist, write } = builtSite();
    const before = offlineManifest(dist).build;
    expect(offlineManifest(dist).build).toBe(before);
    write('_astro/react.js', 'export const a=2;');
    expect(offlineManifest(dist).build).not.toBe(before);
  });
});

describe('the search index in the offline manifest', () => {
  it('lists every file of the search bundle, and a new index means a new build', () => {
    const { dist, write } = builtSite();
    expect(offlineManifest(dist).search).toEqual([]);
    mkdirSync(join(dist, 'pagefind', 'index'), { recursive: true });
    write('pagefind/pagefind.js', 'export {}');
    write('pagefind/index/en_1.pf_index', 'a');
    const manifest = offlineManifest(dist);
    expect(manifest.search).toEqual(['/pagefind/index/en_1.pf_index', '/pagefind/pagefind.js']);
    write('pagefind/index/en_1.pf_index', 'b');
    expect(offlineManifest(dist).build).not.toBe(manifest.build);
  });

  it('keeps the search page’s preloads for a query with the search: the page’s own scripts are its script and the chunk it imports', () => {
    const { dist, write } = builtSite();
    mkdirSync(join(dist, 'pagefind'));
    write('pagefind/pagefind.js', 'export {}');
    write('_astro/search.js', 'import{t}from"./text.js";t();');
    write('_astro/text.js', 'export const t=()=>1;');
    write(
      'search.html',
      '<head><template data-search-preloads><link rel="modulepreload" href="/_astro/text.js"><link rel="modulepreload" href="/pagefind/pagefind.js"></template></head><h1>Search</h1><script type="module" src="/_astro/search.js"></script>',
    );
    const manifest = offlineManifest(dist);
    expect(manifest.assets['/search']).toEqual(['/_astro/search.js', '/_astro/text.js']);
    expect(manifest.search).toEqual(['/pagefind/pagefind.js']);
  });
});

const ORIGIN = 'https://ledgerwise.test';

interface WorkerEvent {
  request?: { url: string; method: string; mode: string };
  data?: unknown;
  waitUntil: (promise: Promise<unknown>) => void;
  respondWith: (response: Promise<Response>) => void;
}

/** Cache Storage in memory, keyed as the real one is: by the whole URL, a path resolved against the site. */
function memoryCaches() {
  const stores = new Map<string, Map<string, { body: ArrayBuffer; init: ResponseInit }>>();
  const keyOf = (key: string | { url: string }) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
    stores.set(name, store);
    return {
      match: async (key: string | { url: string }) => {
        const saved = store.get(keyOf(key));
        return saved && new Response(saved.body.slice(0), saved.init);
      },
      put: async (key: string | { url: string }, response: Response) => {
        store.set(keyOf(key), { body: await response.arrayBuffer(), init: { status: response.status, headers: [...response.headers] } });
      },
      delete: async (key: string) => store.delete(keyOf(key)),
      keys: async () => [...store.keys()].map((url) => ({ url })),
    };
  };
  return { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) };
}

/**
 * The worker as the build writes it, run against a browser made of plain objects: its caches in memory, and a static
 * host serving `dist` as `astro preview` does (a page at its route or its file name, 404.html with a 404 for anything
 * else), until the connection goes. Each request takes a few milliseconds (or until `host.hold` lets it go), and the
 * host notes when each started and how many were under way at once.
 */
async function runWorker(dist: string, host: { notFoundStatus?: number; hold?: (path: string) => Promise<void> } = {}) {
  const listeners = new Map<string, (event: WorkerEvent) => void>();
  const caches = memoryCaches();
  let online = true;
  const requests: { path: string; at: number }[] = [];
  let underWay = 0;
  let mostAtOnce = 0;
  const network = async (input: string | { url: string }) => {
    if (!online) throw new TypeError('Failed to fetch');
    const { pathname } = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    requests.push({ path: pathname, at: Date.now() });
    underWay += 1;
    mostAtOnce = Math.max(mostAtOnce, underWay);
    try {
      await (host.hold?.(pathname) ?? new Promise((resolve) => setTimeout(resolve, 2)));
    } finally {
      underWay -= 1;
    }
    const file = fileForPath(pathname, dist);
    const status = pathname === '/404' ? (host.notFoundStatus ?? 200) : 200;
    return file ? new Response(readFileSync(file), { status }) : new Response(readFileSync(join(dist, '404.html')), { status: 404 });
  };
  const self = {
    addEventListener: (type: string, listener: (event: WorkerEvent) => void) => listeners.set(type, listener),
    clients: { matchAll: async () => [], claim: async () => undefined },
    registration: {},
  };
  runInNewContext(workerScript(offlineManifest(dist)), { self, caches, fetch: network, location: { origin: ORIGIN }, Response, URL, setTimeout });

  /** Runs an event to its end: its answer and everything it asked to finish (waitUntil). */
  async function dispatch(type: string, fields: Partial<WorkerEvent>): Promise<Response | undefined> {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)?.({ ...fields, waitUntil: (promise) => pending.push(promise), respondWith: (response) => (answer = response) });
    const response = await answer;
    await Promise.all(pending);
    return response;
  }
  const cache = async () => caches.open((await caches.keys())[0] ?? 'none');

  await dispatch('install', {});
  await dispatch('activate', {});
  return {
    goOffline: () => (online = false),
    precache: () => dispatch('message', { data: { type: 'precache' } }),
    /** What the reader gets for an address typed or followed: status, and the page's first heading. */
    async open(address: string) {
      const response = await dispatch('fetch', { request: { url: new URL(address, ORIGIN).href, method: 'GET', mode: 'navigate' } });
      if (!response) throw new Error(`The worker did not answer ${address}.`);
      return { status: response.status, heading: /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? '(no heading)' };
    },
    saved: async () => (await (await cache()).keys()).map(({ url }) => new URL(url).pathname).sort(),
    /** What the worker asked the host for, in order, with when; and the most requests it had under way at once. */
    requests,
    mostAtOnce: () => mostAtOnce,
    forget: async (path: string) => (await cache()).delete(path),
  };
}

describe('the worker, offline', () => {
  it('answers /loan-calculator/, /loan-calculator.html and /loan-calculator?amount=1 with the saved /loan-calculator', async () => {
    const worker = await runWorker(builtSite().dist);
    await worker.precache();
    worker.goOffline();
    for (const address of ['/loan-calculator', '/loan-calculator/', '/loan-calculator.html', '/loan-calculator?amount=1']) {
      expect(await worker.open(address), address).toEqual({ status: 200, heading: 'Loan Calculator' });
    }
    expect(await worker.open('/')).toEqual({ status: 200, heading: 'Home' });
    expect(await worker.open('/index.html')).toEqual({ status: 200, heading: 'Home' });
  });

  it('answers an address that is no page of the site with the not-found page and a 404, as the host does online', async () => {
    const worker = await runWorker(builtSite().dist);
    worker.goOffline();
    for (const address of ['/no-such-page', '/no-such-page/', '/no-such-page.html', '/blog/no-such-post', '/Loan-Calculator', '/no-such-page?q=1']) {
      expect(await worker.open(address), address).toEqual({ status: 404, heading: 'Page not found' });
    }
  });

  it('answers a page of the site it has not saved (an unread article, a calculator before the precache) with the offline page', async () => {
    const worker = await runWorker(builtSite().dist);
    worker.goOffline();
    expect(await worker.open('/blog/a-post')).toEqual({ status: 200, heading: 'You are offline' });
    expect(await worker.open('/blog/a-post/')).toEqual({ status: 200, heading: 'You are offline' });
    expect(await worker.open('/loan-calculator')).toEqual({ status: 200, heading: 'You are offline' });
  });

  it('answers a file it has not saved (the feed) with the offline page: the site may have it, only pages are listed', async () => {
    const worker = await runWorker(builtSite().dist);
    worker.goOffline();
    expect(await worker.open('/rss.xml')).toEqual({ status: 200, heading: 'You are offline' });
  });

  it('answers an unknown address with the offline page when the not-found page was never saved', async () => {
    const worker = await runWorker(builtSite().dist);
    await worker.forget('/404');
    worker.goOffline();
    expect(await worker.open('/no-such-page')).toEqual({ status: 200, heading: 'You are offline' });
  });
});

describe('the worker, online', () => {
  it('saves the offline and not-found pages at install, the latter even from a host that sends it with a 404', async () => {
    for (const notFoundStatus of [200, 404]) {
      const worker = await runWorker(builtSite().dist, { notFoundStatus });
      expect(await worker.saved(), `/404 sent with ${notFoundStatus}`).toEqual(['/404', '/offline']);
    }
  });

  it('passes on what the host says, its 404 included, and keeps no page the host did not find', async () => {
    const worker = await runWorker(builtSite().dist);
    expect(await worker.open('/no-such-page')).toEqual({ status: 404, heading: 'Page not found' });
    expect(await worker.open('/loan-calculator/')).toEqual({ status: 404, heading: 'Page not found' });
    expect(await worker.open('/loan-calculator')).toEqual({ status: 200, heading: 'Loan Calculator' });
    expect(await worker.saved()).toEqual(['/404', '/loan-calculator', '/offline']);
  });
});

describe('the worker, saving beside the reader', () => {
  /** The small site with two more calculators, all three on the same island and React. */
  function threeCalculators() {
    const site = builtSite();
    for (const name of ['savings', 'tip']) {
      site.write(`${name}-calculator.html`, `<h1>${name}</h1><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"><form data-calculator="${name}"></form></astro-island>`);
    }
    return site;
  }

  it('fetches each file once, however many pages need it, and four at a time at most', async () => {
    const worker = await runWorker(threeCalculators().dist);
    await worker.precache();
    const asked = worker.requests.map(({ path }) => path);
    expect(asked.filter((path) => path === '/_astro/react.js')).toHaveLength(1);
    expect(asked).toHaveLength(new Set(asked).size);
    expect(worker.mostAtOnce()).toBeLessThanOrEqual(4);
    expect(await worker.saved()).toEqual(expect.arrayContaining(['/savings-calculator', '/tip-calculator', '/_astro/Island.js', '/_astro/client.js', '/_astro/react.js']));
  });

  it('starts nothing while a page is loading, and goes on once the pages have been quiet for a second', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const worker = await runWorker(builtSite().dist, { hold: (path) => (path === '/blog/a-post' ? held : new Promise((resolve) => setTimeout(resolve, 2))) });
    const reading = worker.open('/blog/a-post');
    const precache = worker.precache();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(worker.requests.at(-1)?.path).toBe('/blog/a-post');
    const released = Date.now();
    release();
    expect(await reading).toEqual({ status: 200, heading: 'A post' });
    await precache;
    const first = worker.requests.find(({ path }) => path === '/loan-calculator');
    expect(first!.at - released).toBeGreaterThanOrEqual(950);
    expect(await worker.saved()).toContain('/_astro/react.js');
  });

  it('saves the scripts of a calculator kept as it was read, which it loaded before the worker was in charge', async () => {
    const worker = await runWorker(builtSite().dist);
    await worker.open('/loan-calculator');
    expect(await worker.saved()).not.toContain('/_astro/Island.js');
    await worker.precache();
    expect(await worker.saved()).toEqual(expect.arrayContaining(['/_astro/Island.js', '/_astro/client.js', '/_astro/react.js']));
  });
});
