/**
 * A calculator form's marks for the moments around hydration (src/islands/hydrateOnIntent.ts). `data-ready`: the
 * island answers presses in place (its handlers are attached, its first render is on screen); browser tests wait for
 * it as a reader waits for the form to answer. `aria-busy`: a press made before that is held, and the form says so.
 */
export const FORM_READY = 'data-ready';

/**
 * Marks a form as answering and makes again the press it held, if any. Called from the island's first effect, which
 * runs once hydration has committed; the press is made with the values the form holds now.
 */
export function markFormReady(form: HTMLFormElement | null): void {
  if (!form) return;
  form.setAttribute(FORM_READY, '');
  if (!form.ariaBusy) return;
  form.ariaBusy = null;
  form.requestSubmit();
}
