/**
 * What a search lists: Pagefind's results for the query, or, when a misspelt word of it names a calculator
 * (src/lib/searchTypos.ts), the results for the query as read, that calculator first; and when a query of several
 * words finds nothing, the results for its words that some page holds, naming those dropped (src/lib/search.ts).
 */
import { queryWords, withoutUnheld } from '@/lib/search';
import { readQuery, type CalculatorNames, type QueryReading } from '@/lib/searchTypos';
import type { Pagefind, PagefindResult } from './pagefind';

/** A search's results, and the query they are for when that is not the one typed (as read, or less `dropped`). */
export interface SearchAnswer {
  readonly results: PagefindResult[];
  readonly readAs?: string;
  /** The words of the query no page holds, left out of the search. */
  readonly dropped?: readonly string[];
}

/**
 * Whether some page holds the word itself. A phrase search matches the word (or a form of it: "rates" finds "rate")
 * and nothing shorter: Pagefind's fallback to a shorter word it knows does not apply to it.
 */
async function held(pagefind: Pagefind, word: string): Promise<boolean> {
  return ((await pagefind.search(`"${word.replaceAll('"', '')}"`))?.results.length ?? 0) > 0;
}

/**
 * Pagefind's results for `text`. Only when they are none and it has several words, each word is asked of the index
 * (the index chunks they need came with the first search), and the words some page holds are searched without the rest.
 */
async function resultsFor(pagefind: Pagefind, text: string): Promise<SearchAnswer | null> {
  const found = await pagefind.search(text);
  const words = queryWords(text);
  if (found?.results.length !== 0 || !words[1]) return found && { results: found.results };
  const without = withoutUnheld(words, await Promise.all(words.map((word) => held(pagefind, word))));
  const rest = without && (await pagefind.search(without.kept))?.results;
  return without && rest?.length ? { results: rest, readAs: without.kept, dropped: without.dropped } : found;
}

/**
 * The query as read against the calculators' names, each word that looks misspelt asked of Pagefind first: a word it
 * finds is one the site uses, meant as typed ("finance" is two edits from "refinance"). Only a reading that names a
 * calculator is checked; any other is searched as typed anyway.
 */
async function readingOf(pagefind: Pagefind, query: string, calculators: readonly CalculatorNames[]): Promise<QueryReading> {
  const reading = readQuery(query, calculators);
  if (!reading.calculator || reading.misspelt.length === 0) return reading;
  const found = await Promise.all(reading.misspelt.map((word) => held(pagefind, word)));
  const known = new Set(reading.misspelt.filter((_, index) => found[index]));
  return known.size === 0 ? reading : readQuery(query, calculators, known);
}

/**
 * The calculator's own result: among the results shown first, whose fragments the page loads anyway, where it is in
 * practice; else the first result for its own name, which is always it (tests/e2e/search.spec.ts).
 */
async function calculatorResult(
  pagefind: Pagefind,
  calculator: CalculatorNames,
  results: readonly PagefindResult[],
  shownFirst: number,
): Promise<PagefindResult | undefined> {
  const first = results.slice(0, shownFirst);
  const pages = await Promise.all(first.map((result) => result.data()));
  const shown = first[pages.findIndex((page) => page.url === calculator.path)];
  if (shown) return shown;
  const byName = (await pagefind.search(calculator.names[0] ?? ''))?.results[0];
  return byName && (await byName.data()).url === calculator.path ? byName : undefined;
}

/** The answer to a query; `shownFirst` is how many results the page shows at first. */
export async function searchAnswer(
  pagefind: Pagefind,
  query: string,
  calculators: readonly CalculatorNames[],
  shownFirst: number,
): Promise<SearchAnswer | null> {
  const reading = await readingOf(pagefind, query, calculators);
  if (!reading.calculator || reading.misspelt.length === 0) return resultsFor(pagefind, query);
  const answer = await resultsFor(pagefind, reading.text);
  const found = answer?.results ?? [];
  const calculator = await calculatorResult(pagefind, reading.calculator, found, shownFirst);
  const results = calculator ? [calculator, ...found.filter((result) => result.id !== calculator.id)] : found;
  return { ...answer, results, readAs: answer?.readAs ?? reading.text };
}
