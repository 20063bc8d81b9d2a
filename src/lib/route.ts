/**
 * The route a page answers to, whatever file name the build gave it: with `build.format: 'file'` a page's
 * pathname during the build is "/about-us.html" (or "/index.html"), while visitors see "/about-us" and "/".
 */
export function routeOf(pathname: string): string {
  const route = pathname.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '').replace(/\/+$/, '');
  return route === '' ? '/' : route;
}
