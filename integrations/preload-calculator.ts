import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { exampleDetails } from '../src/lib/calculatorGuide.ts';
import { calculatorFor, CALCULATOR_IDS, type CalculatorId } from '../src/lib/finance/index.ts';
import { attributeValues, fetchedData, htmlPages } from '../scripts/dist.mjs';

/** Source files, relative to the project, whose chunks a calculator page needs as soon as its island runs. */
const calculatorModule = (id: CalculatorId) => `src/lib/finance/calculators/${id}.ts`;
const TOASTS_MODULE = 'src/islands/ToastViewport.tsx';
const BRACKETS_MODULE = 'src/islands/calculator/details/BracketTableView.tsx';
const TARGETS_MODULE = 'src/islands/calculator/details/TargetChart.tsx';
const LINES_MODULE = 'src/islands/calculator/details/LineTableView.tsx';

/**
 * Renderers only a few calculators draw with, a lazy chunk each: a page preloads those that its guide's worked example
 * draws (a bracket table, a chart against targets, a breakdown line by line), so no list names the calculators that use them.
 */
function lazyRenderers(id: CalculatorId): string[] {
  const details = exampleDetails(id);
  return [
    ...((details?.brackets?.length ?? 0) > 0 ? [BRACKETS_MODULE] : []),
    ...(details?.charts.some((chart) => chart.kind === 'targets') ? [TARGETS_MODULE] : []),
    ...(details?.breakdown ? [LINES_MODULE] : []),
  ];
}

/**
 * The lazy chunks a calculator's page needs: its formula, the small renderers its example draws with, its toasts. Not
 * the table and charts by period (CalculationDetails, 2.5 KB): like the working, they arrive with the first answer,
 * below which they stand, and cost a reader nothing before it.
 */
function sourcesFor(id: CalculatorId): string[] {
  const definition = calculatorFor(id);
  const draws = definition.details !== undefined && definition.notesOnly !== true;
  return [calculatorModule(id), ...(draws ? lazyRenderers(id) : []), ...(definition.toasts ? [TOASTS_MODULE] : [])];
}

interface Chunk {
  file: string;
  imports: readonly string[];
}

/**
 * A calculator island hydrates once the page has loaded and its scripts have arrived (src/islands/hydrateAfterLoad.ts),
 * and they should arrive ready to run: this lists in each calculator page's head, as `<link rel="modulepreload">` tags inside a
 * `<template data-preloads>`, everything hydration and a first calculation import (React's renderer, the island, its
 * formula's chunk and, where it draws a schedule or charts, their renderer, each with its static imports). The
 * island's directive moves them into the head once the page has loaded, so the browser fetches and compiles them while
 * the reader reads, never while the page's own text and images arrive, at low priority, and runs none of them until
 * the island hydrates. Each formula is a chunk of its own that the island imports dynamically, so a page downloads only
 * its own code.
 */
export function preloadCalculator(): AstroIntegration {
  const root = process.cwd();
  const chunks = new Map<string, Chunk>();
  const recordChunks: Plugin = {
    name: 'ledgerwise:record-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After every plugin's generateBundle: Vite drops the empty JS shells of CSS-only chunks there, and their imports.
    writeBundle(_options, bundle) {
      // Every module, mapped to the chunk that holds it: a module that another island imports statically (the toast
      // viewport) can end up in a shared chunk with no facade of its own.
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const source = relative(root, id);
          if (!chunks.has(source) || id === output.facadeModuleId) chunks.set(source, { file: output.fileName, imports: output.imports });
        }
      }
    },
  };

  /** A chunk file and everything it imports statically, as root-relative URLs. */
  function withImports(first: string): string[] {
    const byFile = new Map([...chunks.values()].map((entry) => [entry.file, entry]));
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    visit(first);
    return [...files].map((file) => `/${file}`);
  }

  function chunkFor(source: string): string {
    const chunk = chunks.get(source);
    if (!chunk) throw new Error(`No client chunk was built for ${source}`);
    return chunk.file;
  }

  /**
   * Every formula as an entry chunk of its own, exports kept: the island imports the one its page names rather than
   * carrying a map of all of them (src/islands/calculator/loadCalculator.ts).
   */
  const emitFormulas: Plugin = {
    name: 'ledgerwise:formula-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      for (const id of CALCULATOR_IDS) this.emitFile({ type: 'chunk', id: join(root, calculatorModule(id)), name: id, preserveSignature: 'strict' });
    },
  };

  return {
    name: 'ledgerwise:preload-calculator',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [emitFormulas, recordChunks] } });
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        let pages = 0;
        for (const { file } of htmlPages(dist)) {
          const html = readFileSync(file, 'utf8');
          const id = attributeValues(html, 'data-calculator').find((value): value is CalculatorId => (CALCULATOR_IDS as readonly string[]).includes(value));
          if (!id) continue;
          const sources = sourcesFor(id);
          // What hydration imports: the renderer (React) and the island, each with its static imports.
          const island = [...attributeValues(html, 'renderer-url'), ...attributeValues(html, 'component-url')].flatMap((url) => withImports(url.slice(1)));
          // The formula's own chunk is marked: the island imports it by this link (src/islands/calculator/loadCalculator.ts).
          const formula = `/${chunkFor(calculatorModule(id))}`;
          const scripts = [...new Set([...island, ...sources.flatMap((source) => withImports(chunkFor(source)))])];
          // And the data its formula fetches (HISTORY.md's returns), as that fetch asks for it, so it arrives with the code.
          const links = [
            ...scripts.map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low"${url === formula ? ' data-formula' : ''}>`),
            ...fetchedData(scripts, dist).map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin fetchpriority="low">`),
          ].join('');
          // Inert in a template until the island's directive moves them into the head (src/islands/hydrateAfterLoad.ts).
          writeFileSync(file, html.replace('</head>', `<template data-preloads>${links}</template></head>`));
          pages += 1;
        }
        logger.info(`Preloaded each calculator's own chunks on ${String(pages)} pages.`);
      },
    },
  };
}
