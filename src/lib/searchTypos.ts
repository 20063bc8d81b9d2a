/**
 * A search with a misspelt word still finds the calculator it names ("morgage", "emi calcualtor", "afordability").
 * Pagefind matches words as they are spelt, and a word it does not know falls back to a shorter one ("mortage" finds
 * the pages with the letter "m" in a formula), so the search page first reads the query against the calculators'
 * names, here, and when a misspelling names one calculator it searches for the query as read, that calculator first.
 *
 * The rule:
 * - A calculator's names are its name and its other names (`searchTerms`): the first of its search keywords
 *   (`calculatorSearchEntry` in ./search.ts), not the words for what it draws, which many share. They are split into
 *   words of letters and digits, case aside ("Self-Employment Tax" is self, employment, tax). A keyword two
 *   calculators or more share names none of them.
 * - A word of the query is misspelt when it is no word of any name nor a word the site uses (the search page asks
 *   Pagefind), has 4 letters or more, and one name word of 4 letters or more is nearer to it than any other: within 1
 *   edit for a name word of 4 to 7 letters, 2 for one of 8 or more. An edit is a letter dropped, added or replaced,
 *   or two neighbours swapped ("calcualtor": optimal string alignment distance). It is read as that name word. Two
 *   name words equally near: it is left as typed, since nothing tells which was meant. Shorter words are never read
 *   as others: "sip" is one letter from "swp", two calculators.
 * - The query as read names a calculator by its distinctive words, never by a word held by the names of more than half
 *   the calculators ("calculator"), which is read but decides nothing: a keyword of one calculator whose other words
 *   are all in the query ("mortgage" of "Mortgage Calculator") names it; failing that, a word of the query that the
 *   names of one calculator alone hold ("affordability") does. Of two keywords the one with more words in the query
 *   wins ("mortgage rate" is refinance's, "mortgage" the mortgage calculator's); two calculators equally matched: none.
 * - A query without a misspelt word, or whose reading names no calculator, is searched as typed: Pagefind's own
 *   ranking, as before.
 */

import type { AnyCalculatorPage } from '@/config/calculators/types';

/** A calculator as search knows it: its address and the names it goes by, its own name first. */
export interface CalculatorNames {
  readonly path: string;
  readonly names: readonly string[];
}

/**
 * The calculators' names as the search page carries them, in a JSON data block written at build time from the
 * registry: its script reads them with no request of its own. A `<` is escaped, so no name can close the block.
 */
export function calculatorNamesBlock(calculators: readonly Pick<AnyCalculatorPage, 'path' | 'name' | 'searchTerms'>[]): string {
  const names: CalculatorNames[] = calculators.map((calculator) => ({ path: calculator.path, names: [calculator.name, ...calculator.searchTerms] }));
  return JSON.stringify(names).replaceAll('<', '\\u003c');
}

/** The names read back from that block, none when the page has none. */
export function readCalculatorNames(block: string | null | undefined): CalculatorNames[] {
  return block ? (JSON.parse(block) as CalculatorNames[]) : [];
}

/** A query as read against the calculators' names. */
export interface QueryReading {
  /** The query with each misspelt word replaced by the name word it is read as: the query itself when none is. */
  readonly text: string;
  /** The words of the query, in lower case, that were read as name words. */
  readonly misspelt: readonly string[];
  /** The calculator the query as read names, when it names exactly one. */
  readonly calculator?: CalculatorNames;
}

/** Below this many letters a word is only ever read as itself. */
const SHORTEST_FUZZY_WORD = 4;
/** From this many letters a name word may be two edits away, not one. */
const LONG_WORD = 8;
/** A word held by the names of more than this share of the calculators tells none of them apart. */
const COMMON_SHARE = 0.5;

const WORD = /[\p{L}\p{N}]+/gu;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** How many edits a typed word may be from a name word to be read as it. */
function editsAllowed(nameWord: string, typed: string): number {
  if (nameWord.length < SHORTEST_FUZZY_WORD || typed.length < SHORTEST_FUZZY_WORD) return 0;
  return nameWord.length >= LONG_WORD ? 2 : 1;
}

/** The fewest edits from one word to the other, a swap of two neighbours counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  // Three rows of the table are enough: a swap looks two rows back.
  let beforePrevious: number[] = [];
  let previous = [...Array(b.length + 1).keys()];
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replaced = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? beforePrevious[j - 2]! + 1 : Infinity;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, replaced, swapped));
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The one name word a typed word is read as, or undefined when it is one itself, near none, or near two equally. */
function nameWordFor(typed: string, nameWords: ReadonlySet<string>): string | undefined {
  if (nameWords.has(typed)) return undefined;
  let nearest: string | undefined;
  let nearestEdits = Infinity;
  let tied = false;
  for (const nameWord of nameWords) {
    const allowed = editsAllowed(nameWord, typed);
    if (Math.abs(nameWord.length - typed.length) > allowed) continue;
    const edits = editDistance(typed, nameWord);
    if (edits > allowed || edits > nearestEdits) continue;
    tied = edits === nearestEdits;
    nearest = nameWord;
    nearestEdits = edits;
  }
  return tied ? undefined : nearest;
}

/** A keyword of one calculator only, by its words that are not common. */
interface OwnKeyword {
  readonly calculator: CalculatorNames;
  readonly words: readonly string[];
}

/** What the names say about their words. */
interface NameIndex {
  /** Every word of every name. */
  readonly nameWords: ReadonlySet<string>;
  /** The calculators whose names hold each word. */
  readonly holders: ReadonlyMap<string, ReadonlySet<CalculatorNames>>;
  /** The words that the names of more than half the calculators hold. */
  readonly common: ReadonlySet<string>;
  readonly ownKeywords: readonly OwnKeyword[];
}

/** Each list of names is indexed once: the search page reads every query, as the reader types, against the same. */
const indexes = new WeakMap<readonly CalculatorNames[], NameIndex>();

function nameIndex(calculators: readonly CalculatorNames[]): NameIndex {
  let index = indexes.get(calculators);
  if (!index) indexes.set(calculators, (index = indexNames(calculators)));
  return index;
}

function indexNames(calculators: readonly CalculatorNames[]): NameIndex {
  const holders = new Map<string, Set<CalculatorNames>>();
  const keywordHolders = new Map<string, Set<CalculatorNames>>();
  for (const calculator of calculators) {
    for (const name of calculator.names) {
      const keyword = wordsOf(name).join(' ');
      keywordHolders.set(keyword, (keywordHolders.get(keyword) ?? new Set()).add(calculator));
      for (const word of wordsOf(name)) holders.set(word, (holders.get(word) ?? new Set()).add(calculator));
    }
  }
  const common = new Set([...holders].filter(([, held]) => held.size > calculators.length * COMMON_SHARE).map(([word]) => word));
  const ownKeywords = [...keywordHolders]
    .filter(([, held]) => held.size === 1)
    .map(([keyword, held]) => ({ calculator: [...held][0]!, words: keyword.split(' ').filter((word) => !common.has(word)) }))
    .filter((keyword) => keyword.words.length > 0);
  return { nameWords: new Set(holders.keys()), holders, common, ownKeywords };
}

/** The one calculator that matches best, or undefined when none does or two match equally. */
function bestOf(matches: readonly { readonly calculator: CalculatorNames; readonly score: number }[]): CalculatorNames | undefined {
  const best = Math.max(...matches.map((match) => match.score));
  const winners = new Set(matches.filter((match) => match.score === best).map((match) => match.calculator));
  return winners.size === 1 ? [...winners][0] : undefined;
}

/** The calculator that words read from a query name, if they name exactly one. */
function calculatorNamedBy(words: ReadonlySet<string>, index: NameIndex): CalculatorNames | undefined {
  const whole = index.ownKeywords
    .filter((keyword) => keyword.words.every((word) => words.has(word)))
    .map((keyword) => ({ calculator: keyword.calculator, score: keyword.words.length }));
  if (whole.length > 0) return bestOf(whole);
  const distinctive = [...words].filter((word) => !index.common.has(word) && index.holders.get(word)?.size === 1);
  return bestOf(distinctive.map((word) => ({ calculator: [...index.holders.get(word)!][0]!, score: 1 })));
}

/**
 * A query read against the calculators' names (the rule is in this module's comment). The words in `known` are read as
 * themselves: the search page passes those the site's own pages use ("finance", one of them, is two edits from
 * "refinance"), which no rule about names can tell from a misspelling.
 */
export function readQuery(query: string, calculators: readonly CalculatorNames[], known: ReadonlySet<string> = new Set()): QueryReading {
  const index = nameIndex(calculators);
  const readAs = new Map<string, string>();
  for (const word of wordsOf(query)) {
    const nameWord = known.has(word) ? undefined : nameWordFor(word, index.nameWords);
    if (nameWord) readAs.set(word, nameWord);
  }
  const text = readAs.size === 0 ? query : query.replace(WORD, (word) => readAs.get(word.toLowerCase()) ?? word);
  const calculator = calculatorNamedBy(new Set(wordsOf(text)), index);
  return { text, misspelt: [...readAs.keys()], ...(calculator && { calculator }) };
}
