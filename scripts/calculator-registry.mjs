/**
 * Finds the calculators from their own files and writes the registries the code imports, so that no hand-written
 * list names a calculator. A calculator with the id `tip` is four files, each named by its id:
 *
 *   src/lib/finance/calculators/tip.ts    its definition (inputs, units, formula), `export const tip = defineCalculator(…)`
 *   src/lib/finance/steps/tip.ts          its working, loaded with the first answer
 *   src/config/calculators/tip.ts         its page copy, `export const tip = defineCalculatorPage(…)`
 *   src/content/calculatorGuides/tip.mdx  its guide, whose worked example the build proves and the browser tests type
 *
 * It writes (gitignored, rewritten by `npm install`, `check`, `dev`, `build` and the test commands):
 *   src/lib/finance/calculatorIds.generated.ts  the ids, and nothing else: types and the guides' schema read it
 *   src/lib/finance/calculators.generated.ts    every definition, for the build and the tests (never the browser)
 *   src/config/calculators/pages.generated.ts   every page copy, typed against its definition
 *
 * It stops with a message naming the file to add or rename when a calculator lacks one of its files, when a file's
 * `id` is not its file's name (two files would then claim one calculator), or when two pages share a path.
 * Usage: node scripts/calculator-registry.mjs [--quiet]
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = '// Written by scripts/calculator-registry.mjs from the calculators\u2019 own files: do not edit.\n';

/** Each of a calculator's files: where it lives, how a file there is told apart from a shared helper, what it is. */
const PARTS = [
  { key: 'definition', dir: 'src/lib/finance/calculators', ext: '.ts', marker: /=\s*defineCalculator\s*[<(]/, what: 'definition (inputs, units, formula)' },
  { key: 'working', dir: 'src/lib/finance/steps', ext: '.ts', marker: null, what: 'working (its steps)' },
  { key: 'page', dir: 'src/config/calculators', ext: '.ts', marker: /=\s*defineCalculatorPage\s*[<(]/, what: 'page copy' },
  { key: 'guide', dir: 'src/content/calculatorGuides', ext: '.mdx', marker: null, what: 'guide' },
];
const EXAMPLE = 'tip';

/** The calculator files in one folder, by id (the file's name), with the text of each. */
function filesOf(part) {
  const dir = join(ROOT, part.dir);
  const found = new Map();
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(part.ext) || name.endsWith(`.generated${part.ext}`)) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    if (part.marker && !part.marker.test(text)) continue;
    found.set(name.slice(0, -part.ext.length), { path: `${part.dir}/${name}`, text });
  }
  return found;
}

/** What is wrong with the calculators' files, each as one sentence that says what to do; none when all is well. */
export function registryProblems(parts = Object.fromEntries(PARTS.map((part) => [part.key, filesOf(part)]))) {
  const problems = [];
  const ids = [...new Set(Object.values(parts).flatMap((files) => [...files.keys()]))].sort();
  for (const id of ids) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`"${id}" is not a calculator id: name the files in camelCase, as ${EXAMPLE}.ts or breakEven.ts.`);
    for (const part of PARTS) {
      if (parts[part.key].has(id)) continue;
      const have = PARTS.filter((other) => parts[other.key].has(id)).map((other) => parts[other.key].get(id).path);
      // The tip calculator's file to start from, or another's when the tip's is the one missing.
      const model = [EXAMPLE, ...parts[part.key].keys()].find((other) => other !== id && parts[part.key].has(other));
      problems.push(`The calculator "${id}" has ${have.join(' and ')} but no ${part.what}: add ${part.dir}/${id}${part.ext}${model ? ` (copy ${part.dir}/${model}${part.ext})` : ''}.`);
    }
  }
  // The id a definition or page copy says must be its file's name: else two files claim one calculator.
  for (const key of ['definition', 'page']) {
    const claims = new Map();
    for (const [id, file] of parts[key]) {
      const said = /^\s*id:\s*'([^']+)'/m.exec(file.text)?.[1];
      if (said === undefined) {
        problems.push(`${file.path} names no id: write id: '${id}'.`);
        continue;
      }
      if (claims.has(said)) problems.push(`${file.path} and ${claims.get(said)} both say id: '${said}': each calculator is its own files, with one id, its files' name.`);
      else claims.set(said, file.path);
      if (said !== id) problems.push(`${file.path} says id: '${said}', but its file is named "${id}": a calculator's id is its files' name, so rename one.`);
      if (!new RegExp(`^export const ${id}\\b`, 'm').test(file.text)) problems.push(`${file.path} must export its ${key === 'page' ? 'page copy' : 'definition'} as \`export const ${id}\`.`);
    }
  }
  const paths = new Map();
  for (const [id, file] of parts.page) {
    const path = /^\s*path:\s*'([^']+)'/m.exec(file.text)?.[1];
    if (path && paths.has(path)) problems.push(`${file.path} and ${paths.get(path)} are both at ${path}: a page needs its own path.`);
    else if (path) paths.set(path, file.path);
    else problems.push(`${file.path} has no path: write path: '/${id}-calculator'.`);
  }
  return { ids: ids.filter((id) => PARTS.every((part) => parts[part.key].has(id))), problems };
}

const list = (ids, line) => ids.map(line).join('\n');

function registries(ids) {
  return {
    'src/lib/finance/calculatorIds.generated.ts': `${GENERATED}
/** Every calculator's id: the name of its files (scripts/calculator-registry.mjs), in alphabetical order. */
export const CALCULATOR_IDS = [
${list(ids, (id) => `  '${id}',`)}
] as const;
`,
    'src/lib/finance/calculators.generated.ts': `${GENERATED}
import type { AnyCalculatorDefinition, CalculatorId } from './types';
${list(ids, (id) => `import { ${id} } from './calculators/${id}';`)}

/** Every calculator's definition by id: for the build and the tests; a page's browser code loads only its own. */
export const calculators = {
${list(ids, (id) => `  ${id},`)}
} as const satisfies Record<CalculatorId, AnyCalculatorDefinition>;

export { ${ids.join(', ')} };
`,
    'src/config/calculators/pages.generated.ts': `${GENERATED}
import type { CalculatorId } from '@/lib/finance/types';
import type { CalculatorPage } from './types';
${list(ids, (id) => `import { ${id} } from './${id}';`)}

/** Every calculator's page copy by id: the type fails when one describes fields or results its formula lacks. */
export const PAGES: { readonly [Id in CalculatorId]: CalculatorPage<Id> } = {
${list(ids, (id) => `  ${id},`)}
};
`,
  };
}

/** Writes the registries (only those whose text changed, so a watching dev server is not woken for nothing). */
export function writeRegistries({ quiet = false } = {}) {
  const { ids, problems } = registryProblems();
  if (problems.length > 0) {
    console.error(`The calculators' files do not add up (scripts/calculator-registry.mjs):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exitCode = 1;
    return false;
  }
  for (const [path, text] of Object.entries(registries(ids))) {
    const file = join(ROOT, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(file, text);
    if (!quiet) console.log(`wrote ${relative(ROOT, file)}`);
  }
  if (!quiet) console.log(`${String(ids.length)} calculators, each its own files`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeRegistries({ quiet: process.argv.includes('--quiet') });
