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
    /** Hydrate on the reader's first touch, or at once on a page opened from a link (src/islands/hydrateOnIntent.ts). */
    'client:intent'?: boolean;
  }
}
