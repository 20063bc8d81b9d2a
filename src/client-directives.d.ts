// A module (it imports), so that this augments Astro's types rather than replacing them.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page and the island's scripts have loaded, by a deadline (src/islands/hydrateAfterLoad.ts). */
    'client:loaded'?: { readonly timeout: number };
  }
}
