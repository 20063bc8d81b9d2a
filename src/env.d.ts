declare namespace App {
  interface Locals {
    /** Set by an article page before its body renders: the id of the first h2, where the mid-article ad goes. */
    firstSectionId?: string | undefined;
    /** Set by a calculator page before its guide renders: the worked example's results, which `<Figure>` quotes. */
    calculatorExample?: import('./lib/calculatorGuide').ExampleResults | undefined;
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page and the island's scripts have loaded, by a deadline (src/islands/hydrateAfterLoad.ts). */
    'client:loaded'?: { readonly timeout: number };
  }
}
