/**
 * What a search lists: Pagefind's results for the query, or, when a misspelt word of it names a calculator
 * (src/lib/searchTypos.ts), the results for the query as read, that calculator first.
 */
import { readQuery, type CalculatorNames, type QueryReading } from '@/lib/searchTypos';
import type { Pagefind, PagefindResult } from './pagefind';

/** A search's results, and the query they are for when that is not the one typed. */
export interface SearchAnswer {
  readonly results: PagefindResult[];
  readonly readAs?: string;
}

/**
 * The query as read against the calculators' names, each word that looks misspelt asked of Pagefind first: a word it
 * finds is one the site uses, meant as typed ("finance" is two edits from "refinance"). Only a reading that names a
 * calculator is checked; any other is searched as typed anyway.
 */
async function readingOf(pagefind: Pagefind, query: string, calculators: readonly CalculatorNames[]): Promise<QueryReading> {
  const reading = readQuery(query, calculators);
  if (!reading.calculator || reading.misspelt.length === 0) return reading;
  // A phrase search matches the word itself only: Pagefind's fallback to a shorter word does not apply to it.
  const found = await Promise.all(reading.misspelt.map(async (word) => ((await pagefind.search(`"${word}"`))?.results.length ?? 0) > 0));
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
  if (!reading.calculator || reading.misspelt.length === 0) {
    const found = await pagefind.search(query);
    return found && { results: found.results };
  }
  const found = (await pagefind.search(reading.text))?.results ?? [];
  const calculator = await calculatorResult(pagefind, reading.calculator, found, shownFirst);
  const results = calculator ? [calculator, ...found.filter((result) => result.id !== calculator.id)] : found;
  return { results, readAs: reading.text };
}
