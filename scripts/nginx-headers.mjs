// Turns dist/_headers into nginx `location` blocks for a server block:
//   node scripts/nginx-headers.mjs > /etc/nginx/snippets/ledgerwise-headers.conf
// In nginx a location that sets any header inherits none from the server block, so every block repeats the
// site-wide headers beside its own. Run it again after each build: the policy hashes change with the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, headerRules, headersFor } from './dist.mjs';

const rules = headerRules(readFileSync(join(DIST, '_headers'), 'utf8'));
const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
const block = (match, path) => {
  const headers = Object.entries(headersFor(path, rules)).map(([name, value]) => `    add_header ${name} ${quote(value)} always;`);
  return [`location ${match} {`, ...headers, '    try_files $uri $uri.html $uri/ =404;', '}'].join('\n');
};

const pages = rules.map(({ pattern }) => pattern).filter((pattern) => pattern !== '/*' && !pattern.endsWith('*'));
console.log(`# Written by scripts/nginx-headers.mjs from dist/_headers.\nerror_page 404 /404.html;\n`);
// A page answers at its own URL and, after an internal redirect (index, error_page), at its file's.
const fileOf = (path) => (path === '/' ? '/index.html' : `${path}.html`);
const pageBlocks = pages.flatMap((path) => (path.endsWith('.js') ? [block(`= ${path}`, path)] : [block(`= ${path}`, path), block(`= ${fileOf(path)}`, path)]));
console.log([block('/', '/does-not-exist'), block('/_astro/', '/_astro/'), ...pageBlocks].join('\n\n'));
