import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const DIST = join(import.meta.dirname, '../../../dist');

/** The built HTML file behind a route ("/" → index.html, "/about-us" → about-us.html). */
export function fileForRoute(route: string): string {
  const base = route === '/' ? 'index' : route.replace(/^\//, '');
  const file = [join(DIST, `${base}.html`), join(DIST, base, 'index.html')].find((path) => existsSync(path));
  if (!file) throw new Error(`No built file for ${route}`);
  return file;
}
