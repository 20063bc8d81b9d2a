/**
 * Site search. Pagefind indexes the main content of the built pages (integrations/search-index.ts) and the search
 * page asks that index in the browser (src/components/search/searchPage.ts). What is shared between the two lives
 * here: the kinds of page, the attributes that put a page in the index, and how a result's excerpt is read.
 */
import type { AnyCalculatorPage } from '@/config/calculators/types';
import type { DrawingKind } from './finance/drawings';

/** The search page's route: a GET form that sends `?q=`. */
export const SEARCH_PATH = '/search';

/**
 * The longest query the search page takes, typed or from a link, in UTF-16 code units: about twenty words. Pagefind
 * lists only the pages that hold every word of a query that it knows, so each further word can only narrow the results,
 * and no reader's search needs more; the field has held typing to this since search began.
 */
export const MAX_QUERY_LENGTH = 120;

/** Where the build writes Pagefind's bundle: its script, its WebAssembly and the index files. */
export const SEARCH_BUNDLE = '/pagefind/';

/** What a page is, shown above its title in the results. */
export type SearchKind = 'Calculator' | 'Article' | 'Topic' | 'Page';

/** How a page is indexed: its kind, and for a calculator the other words readers search for it by. */
export interface SearchEntry {
  readonly kind: SearchKind;
  /** Words the page may not use, which should still find it ("amortization" for the mortgage calculator). */
  readonly keywords?: readonly string[];
}

/**
 * The words readers use for each kind of thing a calculator draws (src/lib/finance/drawings.ts), in both spellings
 * where British and American differ: a reader who wants an amortisation schedule searches for one, not for the
 * calculator's name. The first words name the kind; a word readers type alone ("amortization") is listed alone too,
 * so that a query can be held against whole keywords as well as against their words.
 */
export const DRAWING_WORDS: { readonly [Kind in DrawingKind]: readonly string[] } = {
  'amortization-schedule': ['amortization schedule', 'amortisation schedule', 'amortization', 'amortisation'],
  'yearly-table': ['year by year'],
  'monthly-table': ['month by month'],
  'bracket-table': ['tax brackets', 'tax slabs'],
  'breakdown-table': ['breakdown', 'line by line'],
  'breakdown-chart': ['breakdown'],
  chart: ['chart', 'graph'],
  csv: ['CSV', 'spreadsheet'],
};

/**
 * A calculator's entry, from its registry page: its name first, so that it ranks first for its name ("Inflation",
 * "Mortgage") above the articles whose titles hold the same word; then its other names (`searchTerms`); then the
 * words for what it draws (`draws`, with `DRAWING_WORDS`), so that "amortization" finds every calculator with a
 * schedule and "year by year" every one with a yearly table. A word is given once, whatever its case.
 */
export function calculatorSearchEntry(calculator: Pick<AnyCalculatorPage, 'name' | 'searchTerms'> & Partial<Pick<AnyCalculatorPage, 'draws'>>): SearchEntry {
  const keywords: string[] = [];
  for (const word of [calculator.name, ...calculator.searchTerms, ...(calculator.draws ?? []).flatMap((kind) => DRAWING_WORDS[kind])]) {
    if (!keywords.some((kept) => kept.toLowerCase() === word.toLowerCase())) keywords.push(word);
  }
  return { kind: 'Calculator', keywords };
}

/**
 * A calculator's keywords beyond its name as the list of every page shows them ("Also: …"), for the browser's Find in
 * page when search has no script: a word inside another listed one ("amortisation" in "amortisation schedule") is
 * found there, so it is left out.
 */
export function otherNames(entry: SearchEntry): string[] {
  const others = (entry.keywords ?? []).slice(1);
  const within = (word: string, other: string) => other !== word && ` ${other.toLowerCase()} `.includes(` ${word.toLowerCase()} `);
  return others.filter((word) => !others.some((other) => within(word, other)));
}

/**
 * Ranking: Pagefind boosts a page whose title holds the query five times (its default). A calculator's keywords
 * count six times, so that a calculator ranks first for its other names ("home loan"), above a topic hub whose title
 * holds the same words. The kind is shown, never ranked on.
 */
export const SEARCH_RANKING = { metaWeights: { title: 5, keywords: 6, kind: 0 } } as const;

/**
 * The attributes of a page's `<main>` that put it in the index: Pagefind reads only `data-pagefind-body`, so the
 * header, the footer and the consent banner never are, and pages without it (the search page, the offline and
 * not-found pages) are left out. Pagefind reads one inline value per element, last in its list, so the keywords
 * come from an attribute.
 */
export function searchIndexAttributes(entry: SearchEntry | null): Record<string, string> {
  if (!entry) return {};
  const keywords = entry.keywords?.length ? entry.keywords.join(', ') : undefined;
  return {
    'data-pagefind-body': '',
    'data-pagefind-meta': keywords ? `keywords[data-search-keywords], kind:${entry.kind}` : `kind:${entry.kind}`,
    ...(keywords && { 'data-search-keywords': keywords }),
  };
}

/** What a section of a page is called in the results: a calculator's sections are its guide. */
export function sectionKind(kind: SearchKind): string {
  return kind === 'Calculator' ? 'Guide section' : 'Section';
}

/** A kind read back from the index, where anything unexpected is shown as a plain page. */
export function searchKind(value: string | undefined): SearchKind {
  return value === 'Calculator' || value === 'Article' || value === 'Topic' ? value : 'Page';
}

/** One run of an excerpt's text: `marked` where it matched the query. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

/**
 * An excerpt as Pagefind gives it (escaped text with `<mark>` around the matches) as runs of plain text, so the page
 * can show it with text nodes and never parses HTML from the index.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>');
      return { text: decode(marked ? part.slice(6, -7) : part.replace(/<[^>]*>/g, '')), marked };
    });
}

/** A section of a page that matched: the heading it is under and the address of that heading. */
export interface SectionMatch {
  readonly title: string;
  readonly url: string;
}

/**
 * The sections worth linking under a page's result, best first: those under a heading of their own (not the top of
 * the page, which the result itself stands for), at most `limit` of them. Only their headings are shown: the page's
 * excerpt already quotes the best match, often from the first of them.
 */
export function matchedSections(
  page: { readonly url: string; readonly sub_results?: readonly { title: string; url: string }[] },
  limit = 3,
): SectionMatch[] {
  return (page.sub_results ?? [])
    .filter((section) => section.url.includes('#') && !section.url.endsWith('#main') && section.url !== page.url)
    .slice(0, limit)
    .map(({ title, url }) => ({ title, url }));
}

/** A query's words, as the search page asks Pagefind of each: what lies between spaces, with a letter or digit in it. */
export function queryWords(query: string): string[] {
  return query.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** A query less the words no page holds: the words kept, in the order typed, and those dropped, each once. */
export interface QueryWithout {
  readonly kept: string;
  readonly dropped: readonly string[];
}

/**
 * When a query of several words finds nothing, the words some page holds (`held`, word by word) are searched without
 * the rest: Pagefind lists only pages that hold every word, and reads a word it does not know as a shorter one it does
 * ("zzqx" as "z"), so one unknown word empties the list. Null when that drops nothing or leaves nothing to search.
 */
export function withoutUnheld(words: readonly string[], held: readonly boolean[]): QueryWithout | null {
  const kept = words.filter((_, index) => held[index]);
  const dropped = [...new Set(words.filter((_, index) => !held[index]))];
  return kept.length > 0 && dropped.length > 0 ? { kept: kept.join(' '), dropped } : null;
}

/**
 * The status line above the results. `typed` is what the reader typed when the results are for `query`, the way it was
 * read (src/lib/searchTypos.ts): the line says so, so that no one takes them for results of what they typed. `dropped`:
 * the words of the query no page mentions, which `query` leaves out (withoutUnheld); the line names them.
 */
export function resultsSummary(query: string, count: number, typed?: string, dropped?: readonly string[]): string {
  if (count === 0) return `No pages match “${query}”. Try another word, or browse every page below.`;
  const matches = `${count} ${count === 1 ? 'page matches' : 'pages match'}`;
  if (dropped) return `No page mentions ${dropped.map((word) => `“${word}”`).join(' or ')}: showing results for “${query}”. ${matches}.`;
  if (typed !== undefined) return `Showing results for “${query}” instead of “${typed}”: ${matches}.`;
  return `${matches} “${query}”.`;
}
