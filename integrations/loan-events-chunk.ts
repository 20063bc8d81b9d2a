/**
 * The loan events' engine (DATED.md: prepayments and rate changes, src/lib/finance/loans/loanEvents.ts) as a chunk of
 * its own in the browser. Wherever the site's code runs in Node (pages, tests), eventsEngine.ts imports the engine at
 * once; in the browser's build this plugin puts in its place a module that imports it when a reader first enters an
 * event (the definition's `readyFor`, which the island waits for), so the loan, mortgage and EMI pages carry none of it
 * before an answer. A failed fetch is tried again on the next ask.
 */
import type { Plugin } from 'vite';

const GATE = /[\\/]src[\\/]lib[\\/]finance[\\/]loans[\\/]eventsEngine\.ts$/;

export function loanEventsChunk(): Plugin {
  return {
    name: 'ledgerwise:loan-events-chunk',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!GATE.test(file) || this.environment.name !== 'client') return undefined;
      const engine = JSON.stringify(file.replace(/eventsEngine\.ts$/, 'loanEvents.ts'));
      return `let engine, pending;\nexport const loadedEngine = () => engine;\nexport const loadEngine = () => (pending ??= import(${engine}).then((module) => { engine = module; }, (error) => { pending = undefined; throw error; }));\n`;
    },
  };
}
