import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { entryScripts, filesBelow, htmlPages, moduleGraph } from '../scripts/dist.mjs';
import { SEARCH_BUNDLE, SEARCH_PATH } from '../src/lib/search.ts';

/**
 * The parts of Pagefind's bundle the search page uses: its script and web worker, the English WebAssembly, the index
 * and the page fragments. Pagefind also writes three ready-made interfaces and a highlighter, which the site does not
 * load: the search page draws its own results.
 */
const USED = /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.en\.pagefind|(index|fragment|filter)\/[\w-]+\.pf_\w+)$/;

/**
 * What is in a page's main content but not its own words: the calculator's form and results, ad slots, the
 * disclaimer under every calculator, an article's category and reading time, and the lists of other pages' cards (a hub, the blog, the home page and an
 * article's related posts), which would otherwise make every listing page match every calculator and article.
 */
const NOT_INDEXED = ['.calculator', '.ad-slot', '.disclaimer', '.calculator-grid', '.post-grid', '.related', '.back', '.post-meta'];

/** The URLs of the search bundle in the built site, for the service worker to save. */
export function searchBundleFiles(dist: string): string[] {
  const bundle = join(dist, SEARCH_BUNDLE);
  if (!existsSync(bundle)) return [];
  return filesBelow(bundle).map((file) => SEARCH_BUNDLE + file.slice(bundle.length).split('\\').join('/')).sort();
}

/**
 * The search page keeps, inert in `<template data-search-preloads>`, what a search asks for first; its head script
 * starts them when the address carries a query (src/scripts/awaiting-results.js). The page lists Pagefind's script
 * there; this adds the chunks the page's own script imports, which the browser would otherwise learn of only once that
 * script has arrived: a round trip later, half a second on a slow phone.
 */
function preloadSearchImports(dist: string) {
  const page = htmlPages(dist).find(({ route }) => route === SEARCH_PATH);
  if (!page) return;
  const html = readFileSync(page.file, 'utf8');
  const scripts = entryScripts(html);
  const links = moduleGraph(scripts, dist)
    .filter((path) => !scripts.includes(path))
    .map((path) => `<link rel="modulepreload" href="${path}">`);
  if (!html.includes('<template data-search-preloads>')) throw new Error(`${SEARCH_PATH} has no <template data-search-preloads>`);
  writeFileSync(page.file, html.replace('<template data-search-preloads>', `$&${links.join('')}`));
}

/**
 * After the build: a Pagefind index of every page whose `<main>` is marked `data-pagefind-body` (src/lib/search.ts),
 * written to `dist/pagefind/`. Each page is indexed at the route visitors use ("/about-us"), not its file name. Then
 * the search page's preloads for a query.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'ledgerwise:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const dist = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: NOT_INDEXED });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        let pages = 0;
        for (const { file, route } of htmlPages(dist)) {
          const html = readFileSync(file, 'utf8');
          if (!html.includes('data-pagefind-body')) continue;
          const added = await index.addHTMLFile({ url: route, content: html });
          if (added.errors.length) throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
          pages += 1;
        }
        const { files, errors: writeErrors } = await index.getFiles();
        if (writeErrors.length) throw new Error(`Pagefind could not write its index: ${writeErrors.join('; ')}`);
        const out = join(dist, SEARCH_BUNDLE);
        rmSync(out, { recursive: true, force: true });
        let bytes = 0;
        for (const { path, content } of files.filter(({ path }) => USED.test(path))) {
          mkdirSync(dirname(join(out, path)), { recursive: true });
          writeFileSync(join(out, path), content);
          // Pagefind's index files are gzip already; a host compresses the script and the JSON.
          bytes += path.endsWith('.js') || path.endsWith('.json') ? gzipSync(content).length : content.length;
        }
        await pagefind.close();
        preloadSearchImports(dist);
        const kb = (size: number) => `${(size / 1024).toFixed(1)} KB`;
        logger.info(`indexed ${pages} pages for search: ${searchBundleFiles(dist).length} files, ${kb(bytes)} as sent, in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
