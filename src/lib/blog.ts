/** Pure helpers for blog posts: dates, reading time, stock-photo sizes, related posts. No Astro imports. */

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** "Oct 10, 2025", as SPEC.md shows dates. Front-matter dates are calendar days, so read them in UTC. */
export function formatPostDate(date: Date): string {
  return DATE_FORMAT.format(date);
}

/** "2025-10-10" for `<time datetime>` and JSON-LD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Words a reader reads in a Markdown body: markup, link targets and table pipes removed. A component in the MDX is
 * what it shows: a figure (`<HistoryFigure … shows="95.12%" />`) is its text, a link its children, never its attributes.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/<[A-Z][\w.]*\b[^>]*?\bshows="([^"]*)"[^>]*\/>/g, ' $1 ')
    .replace(/<\/?[A-Z][\w.]*\b[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, ' ')
    .replace(/[#*_`>|[\]]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read at 230 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / 230));
}

/** The widths the stock-photo host is asked for; it resizes and picks a modern format itself. */
export const IMAGE_WIDTHS = [400, 640, 800, 1200] as const;

/** A stock-photo URL at a width, cropped to 16:9 by the host's own parameters. */
export function photoUrl(src: string, width: number): string {
  const url = new URL(src);
  url.search = new URLSearchParams({
    w: String(width),
    h: String(Math.round((width * 9) / 16)),
    q: '70',
    auto: 'format',
    fit: 'crop',
  }).toString();
  return url.href;
}

export function photoSrcset(src: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${photoUrl(src, width)} ${width}w`).join(', ');
}

export interface PostSummary {
  id: string;
  category: string;
  date: Date;
}

/** Newest first; the id breaks ties so the order never depends on the file system. */
export function byNewest<T extends PostSummary>(a: T, b: T): number {
  return b.date.getTime() - a.date.getTime() || a.id.localeCompare(b.id);
}

/** Up to `count` other posts: the same category first, then the nearest in date. */
export function relatedPosts<T extends PostSummary>(post: T, all: readonly T[], count = 3): T[] {
  const distance = (other: T) => Math.abs(other.date.getTime() - post.date.getTime());
  return all
    .filter((other) => other.id !== post.id)
    .sort((a, b) => Number(b.category === post.category) - Number(a.category === post.category) || distance(a) - distance(b))
    .slice(0, count);
}
