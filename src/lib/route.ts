/**
 * The route a page answers to, whatever file name the build gave it: with `build.format: 'file'` a page's
 * pathname during the build is "/about-us.html" (or "/index.html"), while visitors see "/about-us" and "/".
 */
export function routeOf(pathname: string): string {
  const route = pathname.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '').replace(/\/+$/, '');
  return route === '' ? '/' : route;
}

/** The production origin every canonical and structured-data address is built on (astro.config.mjs always sets it). */
export function siteOf(site: URL | undefined): URL {
  if (!site) throw new Error('astro.config.mjs must set `site`: canonical addresses are built on it');
  return site;
}
