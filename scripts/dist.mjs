// Reading the built site in dist/: which HTML pages it has and which URL each answers to.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const DIST = new URL('../dist/', import.meta.url).pathname;

/** Every file below a folder, as absolute paths. */
export function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/** The built HTML pages with the route each is served at ("/", "/about-us", "/blog/some-post"). */
export function htmlPages() {
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` first.');
  return filesBelow(DIST)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const rel = relative(DIST, file).split(sep).join('/');
      const route = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      return { file, route: route === '/' ? '/' : route.replace(/\/$/, '') };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The file a root-relative URL path is served from, the way `astro preview` and static hosts resolve it. */
export function fileForPath(pathname) {
  const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = [clean, `${clean}.html`, join(clean, 'index.html')];
  return candidates.map((candidate) => join(DIST, candidate)).find((path) => existsSync(path) && statSync(path).isFile());
}
