// Reading the built site in dist/: which HTML pages it has, which URL each answers to, what each page loads.
// Shared by the budget, the link check, the browser tests and the build's own integrations (which pass the
// output folder they were given).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export const DIST = new URL('../dist/', import.meta.url).pathname;

/** Every file below a folder, as absolute paths. @param {string} dir @returns {string[]} */
export function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/** The built HTML pages with the route each is served at ("/", "/about-us", "/blog/some-post"). */
export function htmlPages(dist = DIST) {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`npm run build\` first.`);
  return filesBelow(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const rel = relative(dist, file).split(sep).join('/');
      const route = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      return { file, route: route === '/' ? '/' : route.replace(/\/$/, '') };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The file a root-relative URL path is served from, the way `astro preview` and static hosts resolve it. */
export function fileForPath(pathname, dist = DIST) {
  const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = [clean, `${clean}.html`, join(clean, 'index.html')];
  return candidates.map((candidate) => join(dist, candidate)).find((path) => existsSync(path) && statSync(path).isFile());
}

/** The values of one attribute wherever it appears in a page. */
export function attributeValues(html, name) {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]+)"`, 'g'))].map((m) => m[1]);
}

/**
 * The script files a page starts (script src, island components and their renderers) and the chunks it preloads
 * for its island's dynamic imports (its own calculator), root-relative.
 */
export function entryScripts(html) {
  // The search page's preloads for an address with a query are what a search loads: Pagefind's script, measured and
  // saved with the search, not the page (the chunks its own script imports are the page's, through that script).
  const preloads = [...html.replace(/<template data-search-preloads>[\s\S]*?<\/template>/, '').matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  return [
    ...attributeValues(html, 'src').filter((src) => src.startsWith('/') && src.endsWith('.js')),
    ...attributeValues(html, 'component-url'),
    ...attributeValues(html, 'renderer-url'),
    ...preloads,
  ];
}

/**
 * Script files and, transitively, every module they import statically (root-relative). Dynamic imports are not
 * followed: the calculator island can import any of 25 calculators but a page loads only its own, which it
 * preloads (see entryScripts).
 */
export function moduleGraph(entries, dist = DIST) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const path = queue.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(dist, path.replace(/^\//, '')), 'utf8');
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)) {
      queue.push(spec.startsWith('/') ? spec : join(dirname(path), spec));
    }
  }
  return [...seen].sort();
}

/**
 * The data files (JSON in /_astro/, such as HISTORY.md's returns) that these script files fetch, root-relative: data a
 * page needs as much as its scripts, which no import names.
 */
export function fetchedData(scripts, dist = DIST) {
  const files = scripts.flatMap((path) => [...readFileSync(join(dist, path.replace(/^\//, '')), 'utf8').matchAll(/["'`](\/_astro\/[\w.-]+\.json)["'`]/g)].map((m) => m[1]));
  return [...new Set(files)].sort();
}

/** The Content-Security-Policy a page declares in its meta tag, as a list of directives ("script-src 'self' …"). */
export function metaPolicy(html) {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
  return content === undefined ? undefined : content.split(';').map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean);
}

/**
 * The rules of a `_headers` file (Netlify, Cloudflare Pages): a path pattern, where a trailing `*` matches any
 * rest, and its headers.
 * @param {string} text @returns {{ pattern: string, headers: Record<string, string> }[]}
 */
export function headerRules(text) {
  /** @type {{ pattern: string, headers: Record<string, string> }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const [name, ...value] = line.trim().split(':');
      const rule = rules.at(-1);
      if (rule && name) rule.headers[name.trim()] = value.join(':').trim();
    }
  }
  return rules;
}

/**
 * The headers such a host sends for a path, from every matching rule. The two hosts that read `_headers` differ
 * when two matching rules name the same header: Netlify keeps the later rule's value, Cloudflare Pages joins
 * the values with a comma (for a Content-Security-Policy: two policies, both enforced).
 * @param {string} path @param {{ pattern: string, headers: Record<string, string> }[]} rules
 * @param {'netlify' | 'cloudflare'} [host]
 * @returns {Record<string, string>}
 */
export function headersFor(path, rules, host = 'netlify') {
  const matches = (/** @type {string} */ pattern) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules.filter(({ pattern }) => matches(pattern))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = host === 'cloudflare' && headers[name] !== undefined ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}
