import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:loaded`, the calculator islands' hydration once the page and their scripts have loaded (src/islands/hydrateAfterLoad.ts). */
export function clientLoaded(): AstroIntegration {
  return {
    name: 'ledgerwise:client-loaded',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'loaded', entrypoint: fileURLToPath(new URL('../src/islands/hydrateAfterLoad.ts', import.meta.url)) });
      },
    },
  };
}
