import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { calculatorFor, CALCULATOR_IDS, type CalculatorId } from '../src/lib/finance/index.ts';
import { attributeValues, htmlPages } from '../scripts/dist.mjs';

/** Source files, relative to the project, whose chunks a calculator page needs as soon as its island runs. */
const calculatorModule = (id: CalculatorId) => `src/lib/finance/calculators/${id}.ts`;
const DETAILS_MODULE = 'src/islands/calculator/details/CalculationDetails.tsx';

interface Chunk {
  file: string;
  imports: readonly string[];
}

/**
 * Each calculator's formula (and, where it draws a schedule or charts, their renderer) is a chunk of its own that
 * the island imports dynamically, so a page downloads only its own code. A dynamic import found late would cost
 * a round trip after the island loads: this adds a `<link rel="modulepreload">` for those chunks and their
 * imports to each calculator page's head, so the browser fetches them alongside the island.
 */
export function preloadCalculator(): AstroIntegration {
  const root = process.cwd();
  const chunks = new Map<string, Chunk>();
  const recordChunks: Plugin = {
    name: 'ledgerwise:record-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId) {
          chunks.set(relative(root, output.facadeModuleId), { file: output.fileName, imports: output.imports });
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

  return {
    name: 'ledgerwise:preload-calculator',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [recordChunks] } });
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        let pages = 0;
        for (const { file } of htmlPages(dist)) {
          const html = readFileSync(file, 'utf8');
          const id = attributeValues(html, 'data-calculator').find((value): value is CalculatorId => (CALCULATOR_IDS as readonly string[]).includes(value));
          if (!id) continue;
          const sources = [calculatorModule(id), ...(calculatorFor(id).details ? [DETAILS_MODULE] : [])];
          // The island's own static imports are already on their way; only the lazy chunks need the hint.
          const island = new Set(attributeValues(html, 'component-url').flatMap((url) => withImports(url.slice(1))));
          const links = [...new Set(sources.flatMap((source) => withImports(chunkFor(source))))]
            .filter((url) => !island.has(url))
            .map((url) => `<link rel="modulepreload" href="${url}">`)
            .join('');
          writeFileSync(file, html.replace('</head>', `${links}</head>`));
          pages += 1;
        }
        logger.info(`Preloaded each calculator's own chunks on ${String(pages)} pages.`);
      },
    },
  };
}
