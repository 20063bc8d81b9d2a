/** Pagefind's browser API (its `pagefind.js`), the parts the search page uses. */

export interface PagefindSection {
  title: string;
  url: string;
}
export interface PagefindPage {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSection[];
}
export interface PagefindResult {
  /** The page's, the same in every search. */
  id: string;
  data: () => Promise<PagefindPage>;
}
export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}
