// Page-weight budget: what each built page costs a slow phone, in gzip bytes, and a failure when it is too much.
//   First     the first screen: the document up to the first <h2> in <main> (head, inline styles and scripts, header,
//             hero) plus any stylesheet it links. It must fit the first round trip (about 14 KB).
//   HTML+CSS  the whole document (with its inline styles and scripts) plus any stylesheet it links.
//   JS        every script the page runs: inline scripts, script files, islands and everything they import (not the
//             JSON data blocks, which no browser runs: structured data, the search page's calculator names).
//   Island    the island's own code: its components and every chunk they import or the page preloads for
//             them (its calculator), without the React runtime that the renderer loads.
//   Working   on a calculator page, what its first answer fetches besides: the working (WORKING.md), its steps'
//             writer and view and the page's own steps, with what they import that the page has not loaded already.
//   Later     on a calculator page, the larger of what it fetches only once a reader asks for it: the table and charts
//             by period (with a first answer that draws one), or a loan's events engine and their working (once an
//             event is entered, DATED.md), each with what it imports that the page has not loaded already.
//   Data      the JSON data files its scripts fetch, which are data and not code: HISTORY.md's yearly returns, on
//             the safe-withdrawal page alone.
// Then what the search page loads when a reader searches (Pagefind's script, WebAssembly, index and one fragment per
// result shown), which no page loads with itself, and what the whole index costs when it is saved for offline use.
// BUDGET_WORKING=/rent-vs-buy-calculator lists that page's working chunks and their sizes, to see where its bytes go.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, attributeValues, entryScripts, fetchedData, filesBelow, htmlPages, moduleGraph } from './dist.mjs';

const KB = 1024;
/** Budgets by kind of page; the first rule whose test matches a page applies. */
const BUDGETS = [
  { kind: 'island page', test: (page) => page.islands.length > 0, first: 14 * KB, htmlCss: 24 * KB, js: 85 * KB, island: 15 * KB, working: 6 * KB, later: 6 * KB, data: 4 * KB },
  { kind: 'article', test: (page) => /^\/blog\/(?!category\/)./.test(page.route), first: 14 * KB, htmlCss: 28 * KB, js: 3 * KB },
  // The search page's own script searches as the reader types, reads a misspelt query as the calculator it names
  // (src/lib/searchTypos.ts) and searches again without the words no page holds: about 3.2 KB of the 4.5, where other
  // static pages run only the shell's inline scripts. (4 KB until issue 43's dropped words, 0.2 KB.)
  { kind: 'search page', test: (page) => page.route === '/search', first: 14 * KB, htmlCss: 24 * KB, js: 4.5 * KB },
  { kind: 'static page', test: () => true, first: 14 * KB, htmlCss: 24 * KB, js: 3 * KB },
];

/** The document up to its first screen's end: the first <h2> inside <main>, or all of it when there is none. */
function firstScreen(html) {
  const main = html.indexOf('<main');
  const heading = main === -1 ? -1 : html.indexOf('<h2', main);
  return heading === -1 ? html : html.slice(0, heading);
}

const gzip = (text) => gzipSync(text).length;
/** The chunks a script file imports dynamically, root-relative. */
const dynamicImports = (path) => [...read(path).matchAll(/\bimport\(\s*[`"']([^`"']+\.m?js)[`"']\s*\)/g)].map(([, spec]) => (spec.startsWith('/') ? spec : join(dirname(path), spec)));
const read = (urlPath) => readFileSync(join(DIST, urlPath.replace(/^\//, '')), 'utf8');

function measure({ file, route }) {
  const html = readFileSync(file, 'utf8');
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])[1]);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const islands = attributeValues(html, 'component-url');
  const scriptFiles = moduleGraph(entryScripts(html));
  const runtime = new Set(moduleGraph(attributeValues(html, 'renderer-url')));
  const ownFiles = scriptFiles.filter((path) => !runtime.has(path));
  const css = stylesheets.reduce((sum, href) => sum + gzip(read(href)), 0);
  // The working: the chunks the formula imports on its first answer, and the view's chunk (named by its group).
  const formula = /<link rel="modulepreload" href="([^"]+)"[^>]*\bdata-formula/.exec(html)?.[1];
  const loaded = new Set(scriptFiles);
  const workingEntries = formula ? [...dynamicImports(formula), ...scriptFiles.flatMap(dynamicImports).filter((path) => /\/(working|\w+Working)\.[\w-]+\.js$/.test(path))] : [];
  const working = moduleGraph([...new Set(workingEntries)]).filter((path) => !loaded.has(path));
  // What waits for the reader: each lazily loaded part on its own, with what it imports that the page has not loaded.
  const allDynamic = [...new Set([...scriptFiles, ...moduleGraph(scriptFiles.flatMap(dynamicImports))].flatMap(dynamicImports))];
  // The events' engine and their working come together, on the pages that take events, with an answer that has them:
  // after the page's own working, which the first answer brought.
  const withAnswer = new Set([...loaded, ...working]);
  const takesEvents = /<textarea[^>]+name="prepayments"/.test(html);
  const laterParts = [/\/calculation-details\.[\w-]+\.js$/, ...(takesEvents ? [/\/(loanEvents|eventsWorking)\.[\w-]+\.js$/] : [])].map((part) =>
    moduleGraph(allDynamic.filter((path) => part.test(path))).filter((path) => !withAnswer.has(path)),
  );
  const later = Math.max(0, ...laterParts.map((part) => part.reduce((sum, path) => sum + gzip(read(path)), 0)));
  if (process.env.BUDGET_WORKING === route) for (const path of working) console.log(`  working: ${path} ${(gzip(read(path)) / KB).toFixed(2)} KB`);
  return {
    route,
    islands,
    first: gzip(firstScreen(html)) + css,
    htmlCss: gzip(html) + css,
    js: gzip(inlineScripts.join('\n')) + scriptFiles.reduce((sum, path) => sum + gzip(read(path)), 0),
    island: islands.length === 0 ? 0 : ownFiles.reduce((sum, path) => sum + gzip(read(path)), 0),
    working: working.reduce((sum, path) => sum + gzip(read(path)), 0),
    later: islands.length === 0 ? 0 : later,
    data: fetchedData(scriptFiles).reduce((sum, path) => sum + gzip(read(path)), 0),
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(6);
const rows = [];
const failures = [];
for (const page of htmlPages().map(measure)) {
  const budget = BUDGETS.find((rule) => rule.test(page));
  const over = [
    page.first > budget.first && `first screen ${kb(page.first).trim()} KB > ${budget.first / KB} KB`,
    page.htmlCss > budget.htmlCss && `HTML+CSS ${kb(page.htmlCss).trim()} KB > ${budget.htmlCss / KB} KB`,
    page.js > budget.js && `JS ${kb(page.js).trim()} KB > ${budget.js / KB} KB`,
    budget.island && page.island > budget.island && `island ${kb(page.island).trim()} KB > ${budget.island / KB} KB`,
    budget.working && page.working > budget.working && `working ${kb(page.working).trim()} KB > ${budget.working / KB} KB`,
    budget.later && page.later > budget.later && `later ${kb(page.later).trim()} KB > ${budget.later / KB} KB`,
    page.data > (budget.data ?? 0) && `data ${kb(page.data).trim()} KB > ${(budget.data ?? 0) / KB} KB`,
  ].filter(Boolean);
  for (const problem of over) failures.push(`${page.route}: ${problem}`);
  rows.push(`${page.route.padEnd(58)} ${kb(page.first)} ${kb(page.htmlCss)} ${kb(page.js)} ${page.islands.length ? kb(page.island) : '     -'} ${page.working ? kb(page.working) : '      -'} ${page.later ? kb(page.later) : '     -'} ${page.data ? kb(page.data) : '     -'}  ${budget.kind}${over.length ? '  OVER' : ''}`);
}

// A first search: the script and its worker, the WebAssembly, the entry and meta files, the largest index chunk (a one-word query
// reads one) and the largest fragment for each of the 10 results shown first. Pagefind's own files are compressed
// already; the script and JSON are as a host sends them, gzip.
const SEARCH_RESULTS_SHOWN = 10;
const FIRST_SEARCH_BUDGET = 160 * KB;
const bundle = join(DIST, 'pagefind');
const searchRows = [];
if (existsSync(bundle)) {
  const files = filesBelow(bundle).map((file) => ({ file, bytes: /\.(js|json)$/.test(file) ? gzip(readFileSync(file)) : statSync(file).size }));
  const sum = (test) => files.filter(({ file }) => test.test(file)).reduce((total, { bytes }) => total + bytes, 0);
  const largest = (test) => Math.max(0, ...files.filter(({ file }) => test.test(file)).map(({ bytes }) => bytes));
  const parts = {
    script: sum(/pagefind(-worker)?\.js$/),
    wasm: sum(/\.pagefind$/),
    entry: sum(/pagefind-entry\.json$|\.pf_meta$/),
    index: largest(/\.pf_index$/),
    fragments: SEARCH_RESULTS_SHOWN * largest(/\.pf_fragment$/),
  };
  const firstSearch = Object.values(parts).reduce((a, b) => a + b, 0);
  const whole = files.reduce((total, { bytes }) => total + bytes, 0);
  searchRows.push(
    `/search, a first search (gzip KB): script ${kb(parts.script).trim()} + WebAssembly ${kb(parts.wasm).trim()} + entry ${kb(parts.entry).trim()} ` +
      `+ index ${kb(parts.index).trim()} + ${SEARCH_RESULTS_SHOWN} results ${kb(parts.fragments).trim()} = ${kb(firstSearch).trim()} KB at most (budget ${FIRST_SEARCH_BUDGET / KB})`,
    `/search, the whole index saved for offline use: ${files.length} files, ${kb(whole).trim()} KB`,
  );
  if (firstSearch > FIRST_SEARCH_BUDGET) failures.push(`/search: a first search loads ${kb(firstSearch).trim()} KB > ${FIRST_SEARCH_BUDGET / KB} KB`);
}

console.log(`${'page (gzip KB)'.padEnd(58)} ${'first'.padStart(6)} ${'HTML+CSS'.padStart(6)} ${'JS'.padStart(6)} ${'island'.padStart(6)} ${'working'.padStart(7)} ${'later'.padStart(6)} ${'data'.padStart(6)}  budget`);
console.log(rows.join('\n'));
if (searchRows.length) console.log(`\n${searchRows.join('\n')}`);
if (failures.length) {
  console.error(`\nBudget broken on ${failures.length} count(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages within budget.`);
