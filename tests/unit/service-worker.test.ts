import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineManifest } from '../../integrations/service-worker';

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
  write('loan-calculator.html', '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"><form data-calculator="loan"></form></astro-island>');
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
});
