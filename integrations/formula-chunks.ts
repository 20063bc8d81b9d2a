/**
 * One chunk per calculator's formula. Each calculator's definition is a chunk the page imports on its own, and its
 * working (src/lib/finance/steps/) another, fetched with the first answer. The working imports the formula's modules
 * too, so the bundler would move each of them into a small chunk of its own, shared by the two: a page would then
 * fetch its formula in two or three pieces, each paying its own gzip overhead. This names, for each module of
 * lib/finance, the one calculator whose definition reaches it (not through a working), so that the module stays in
 * that calculator's chunk; a module that several calculators reach, or that code outside lib/finance imports, is left
 * to the bundler.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SOURCE = resolve(import.meta.dirname, '../src');
const FINANCE = join(SOURCE, 'lib/finance');
const ISLANDS = join(SOURCE, 'islands');
const isWorking = (file: string) => /[\\/]steps[\\/]|[\\/]working\.ts$|Working\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files a module imports at run time (type-only imports erased), resolved to paths. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].flatMap(([, spec = '']) => {
    const base = spec.startsWith('@/') ? join(SOURCE, spec.slice(2)) : spec.startsWith('.') ? join(dirname(file), spec) : null;
    if (!base) return [];
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].filter((candidate) => files.has(candidate));
  });
}

const files = new Set(sourceFiles(SOURCE));
/** For each module of lib/finance, the calculators whose definition reaches it; '' for what an island imports. */
const owners = new Map<string, Set<string>>();
const own = (file: string, owner: string) => {
  const set = owners.get(file) ?? new Set<string>();
  owners.set(file, set);
  if (set.has(owner)) return;
  set.add(owner);
  for (const imported of valueImports(file)) if (!isWorking(imported)) own(imported, owner);
};
for (const file of files) {
  const calculator = /[\\/]lib[\\/]finance[\\/]calculators[\\/](\w+)\.ts$/.exec(file)?.[1];
  if (calculator) own(file, calculator);
  // The islands are what the browser runs (pages and the registry import every calculator only to render pages).
  else if (file.startsWith(ISLANDS)) for (const imported of valueImports(file)) if (imported.startsWith(FINANCE)) own(imported, '');
}

/** The chunk a module belongs in, `formula-<id>`, when one calculator alone reaches it; else the bundler decides. */
export function formulaChunk(moduleId: string): string | null {
  const set = owners.get(moduleId.split('?')[0] ?? moduleId);
  if (!set || set.size !== 1) return null;
  const [owner] = set;
  return owner ? `formula-${owner}` : null;
}
