/**
 * `client:loaded`, the calculator islands' hydration. Once the page has loaded, the island's script files are fetched
 * at low priority, and when React's client has arrived and the browser is idle, or at the latest HYDRATION_DEADLINE
 * after it arrived (a busy phone may never be idle), the island hydrates. Until then the form works as it does
 * without script. A page opened from a link (`?amount=…`) must answer it: it fetches and hydrates at once.
 *
 * - Fetched after the page has loaded, the scripts never share a slow link with the page's own text and images:
 *   listed in the head, even at low priority, they counted against its largest paint. The page lists them as preload
 *   links inside a template in its head (integrations/preload-calculator.ts), inert until moved into the head here.
 * - Preloaded, each file is compiled as it arrives, and hydration only evaluates it: React's client (212 KB) compiled
 *   and evaluated in one go is a task of 70 to 140 ms on a phone at a quarter of a laptop's speed; evaluated alone it
 *   stays under the 50 ms of a long task, so the page is interactive from its first paint.
 */
import type { ClientDirective } from 'astro';

const hydrateAfterLoad: ClientDirective = (load, options) => {
  const hydrate = () => void load().then((run) => run());
  // In the head, so parsed before the island; absent on the dev server, which preloads nothing.
  const preloads = document.querySelector<HTMLTemplateElement>('template[data-preloads]')?.content;
  const fetchScripts = () => preloads && document.head.append(preloads);
  if (location.search) {
    fetchScripts();
    hydrate();
    return;
  }
  // Astro passes the directive's value as written in the page (HYDRATION_DEADLINE), typed as a string.
  const { timeout } = options.value as unknown as { timeout: number };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout }) : hydrate());
  // React's client, the first of the preloads and by far the largest, decides when they have arrived.
  const renderer = preloads?.firstElementChild as HTMLLinkElement | null | undefined;
  if (renderer) renderer.onload = renderer.onerror = whenIdle;
  // The directive runs as the page is parsed (its island is in the page's HTML), before the page has loaded.
  addEventListener('load', () => (renderer ? fetchScripts() : whenIdle()));
};

export default hydrateAfterLoad;
