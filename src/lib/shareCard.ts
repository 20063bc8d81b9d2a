/** Where each page's share card (its `og:image`, drawn at build time by integrations/share-cards.ts) is served from. */

/** The card's size: what Open Graph and X recommend for a large image card. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** `/` → `/og/home.png`, `/blog/some-post` → `/og/blog/some-post.png`: one image per route. */
export function shareCardPath(route: string): `/og/${string}.png` {
  const name = route === '/' ? 'home' : route.replace(/^\//, '');
  return `/og/${name}.png`;
}

/**
 * The card's alt text, which also carries what the build draws on it: "Topic: Title". The topic never contains ": ",
 * so the first one splits it from a title that may (integrations/share-cards.ts reads it back from the page).
 */
export function shareCardAlt(topic: string, title: string): string {
  return `${topic}: ${title}`;
}

export function readShareCardAlt(alt: string): { topic: string; title: string } {
  const split = alt.indexOf(': ');
  return split === -1 ? { topic: '', title: alt } : { topic: alt.slice(0, split), title: alt.slice(split + 2) };
}
