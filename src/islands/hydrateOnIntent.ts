/**
 * `client:intent`, the calculator pages' hydration: the island hydrates when the reader reaches for the form (a
 * pointer over it, which a touch also sends, or focus in it), not while the page loads. React's client is 212 KB of
 * script that a phone at a quarter of a laptop's speed evaluates in one task of 50 to 140 ms: run during the load, that
 * task lands a second after the page has painted, and the page answers nothing while it runs. The script's bytes still
 * arrive while the reader reads (the page preloads them at low priority, integrations/preload-calculator.ts), so
 * hydrating on the first touch takes a tenth of a second, and until then the form works as it does without script.
 *
 * - A press on Calculate (or Enter in a field) before the form answers is held, not sent, and the form says it is busy
 *   (`aria-busy`): the island hydrates and makes the held press again, answered in place (./formReady.ts). If the
 *   script cannot load, the form is sent as it would be without script.
 * - A page opened from a link (`?amount=…`) must answer the link, touched or not: it hydrates as `client:idle` with
 *   the given deadline does (HYDRATION_DEADLINE in src/config/site.ts).
 */
import type { ClientDirective } from 'astro';
import { FORM_READY } from './formReady';

const hydrateOnIntent: ClientDirective = (load, options, island) => {
  let hydrated: Promise<void> | undefined;
  // Astro reports a script that fails to load and resolves anyway, leaving the island's `ssr` marker in place.
  const hydrate = () => (hydrated ??= load().then((run) => run()).catch(() => undefined));
  const start = () => void hydrate();

  for (const type of ['pointerover', 'focusin']) island.addEventListener(type, start, { once: true, capture: true });

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

  if (location.search) {
    const timeout = (options.value as { timeout: number }).timeout;
    if (self.requestIdleCallback) requestIdleCallback(start, { timeout });
    else setTimeout(start, timeout);
  }
};

export default hydrateOnIntent;
