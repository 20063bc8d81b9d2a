/**
 * `client:intent`, the calculator pages' hydration: the island hydrates when the reader reaches for the form (a
 * pointer over it, which a touch also sends, or focus in it), not while the page loads. React's client is 212 KB of
 * script that a phone at a quarter of a laptop's speed evaluates in one task of 50 to 140 ms: run during the load, that
 * task lands a second after the page has painted, and the page answers nothing while it runs.
 *
 * - The island's script files are fetched once the page has loaded (or at the first touch, if that comes sooner): the
 *   page lists them as preload links inside a template in its head (integrations/preload-calculator.ts), inert until
 *   they are moved into the head. Fetched with the page, they would share a slow link with its text and images.
 *   Fetched and compiled while the reader reads, they make hydration on the first touch take a tenth of a second.
 * - A press on Calculate (or Enter in a field) before the form answers is held, not sent, and the form says it is busy
 *   (`aria-busy`): the island hydrates and makes the held press again, answered in place (./formReady.ts). If the
 *   script cannot load, the form is sent as it would be without script.
 * - A page opened from a link (`?amount=…`) must answer the link, touched or not: it hydrates at once.
 */
import type { ClientDirective } from 'astro';
import { FORM_READY } from './formReady';

/** Moves the page's island preloads into its head, where the browser acts on them; a second call finds none. */
const fetchIslandScripts = () => {
  const preloads = document.querySelector<HTMLTemplateElement>('template[data-preloads]');
  if (preloads) document.head.append(preloads.content);
};

const hydrateOnIntent: ClientDirective = (load, _options, island) => {
  let hydrated: Promise<void> | undefined;
  // Astro reports a script that fails to load and resolves anyway, leaving the island's `ssr` marker in place.
  const hydrate = () => (hydrated ??= (fetchIslandScripts(), load().then((run) => run()).catch(() => undefined)));

  // The directive runs as the page is parsed (its island is in the page's HTML), so the page has not loaded yet.
  addEventListener('load', fetchIslandScripts);
  for (const type of ['pointerover', 'focusin']) island.addEventListener(type, hydrate, { capture: true });

  island.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.hasAttribute(FORM_READY)) return;
      event.preventDefault();
      form.ariaBusy = 'true';
      void hydrate().then(() => island.hasAttribute('ssr') && form.submit());
    },
    { capture: true },
  );

  if (location.search) void hydrate();
};

export default hydrateOnIntent;
