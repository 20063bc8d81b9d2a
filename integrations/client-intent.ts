import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:intent`, the calculator islands' hydration on the reader's first touch (src/islands/hydrateOnIntent.ts). */
export function clientIntent(): AstroIntegration {
  return {
    name: 'ledgerwise:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('../src/islands/hydrateOnIntent.ts', import.meta.url)) });
      },
    },
  };
}
