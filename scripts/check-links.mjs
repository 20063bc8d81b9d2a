// Fails when a page in dist/ links to, or loads, an internal URL or #fragment that does not exist, or links to
// another site without rel="noopener noreferrer" (that site would learn the page and could reach back into it).
import { readFileSync } from 'node:fs';
import { fileForPath, htmlPages } from './dist.mjs';

const SITE_ORIGIN = new URL(process.env.SITE_URL ?? 'https://ledgerwise.example.com').origin;
const BASE = 'http://local.invalid';
const URL_ATTRIBUTES = /\s(?:href|src|component-url|renderer-url)="([^"]*)"/g;
// Meta tags (og:url, og:image) hold absolute URLs; their other `content` values are plain text.
const META_URLS = /\scontent="(https?:[^"]*)"/g;
const SRCSET = /\ssrcset="([^"]*)"/g;

const idsCache = new Map();
function idsIn(file) {
  if (!idsCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(file);
}

function referencesIn(html) {
  const urls = [...html.matchAll(URL_ATTRIBUTES), ...html.matchAll(META_URLS)].map((m) => m[1]);
  for (const [, set] of html.matchAll(SRCSET)) urls.push(...set.split(',').map((part) => part.trim().split(/\s+/)[0]));
  return urls.map((url) => url.replaceAll('&amp;', '&'));
}

/** Links to other sites that do not carry rel="noopener noreferrer". */
function unguardedExternalLinks(html) {
  return [...html.matchAll(/<a\s[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => {
      const href = /\shref="(https?:[^"]*)"/.exec(tag)?.[1];
      if (!href || new URL(href).origin === SITE_ORIGIN) return false;
      const rel = /\srel="([^"]*)"/.exec(tag)?.[1].split(/\s+/) ?? [];
      return !rel.includes('noopener') || !rel.includes('noreferrer');
    });
}

const problems = [];
let checked = 0;
let external = 0;
for (const { file, route } of htmlPages()) {
  const html = readFileSync(file, 'utf8');
  external += [...html.matchAll(/<a\s[^>]*href="https?:/g)].length;
  for (const tag of unguardedExternalLinks(html)) problems.push(`${route}: ${tag} needs rel="noopener noreferrer"`);
  for (const raw of referencesIn(html)) {
    if (!raw || /^(mailto:|tel:|data:|javascript:)/.test(raw)) continue;
    const url = new URL(raw, BASE + route);
    const internal = url.origin === BASE || url.origin === SITE_ORIGIN;
    if (!internal) continue;
    checked += 1;
    const target = fileForPath(url.pathname);
    if (!target) {
      problems.push(`${route}: ${raw} does not exist`);
      continue;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && target.endsWith('.html') && !idsIn(target).has(fragment)) {
      problems.push(`${route}: ${raw} points at #${fragment}, which ${url.pathname} does not have`);
    }
  }
}

if (problems.length) {
  console.error(`Link problems (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Links: ${checked} internal references across ${htmlPages().length} pages all resolve; ${external} links to other sites all carry rel="noopener noreferrer".`);
