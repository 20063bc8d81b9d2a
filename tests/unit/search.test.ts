import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/config/calculators';
import { DRAWING_KINDS } from '@/lib/finance/drawings';
import type { Pagefind } from '@/components/search/pagefind';
import { searchAnswer } from '@/components/search/searchAnswer';
import {
  calculatorSearchEntry,
  DRAWING_WORDS,
  excerptParts,
  matchedSections,
  otherNames,
  queryWords,
  resultsSummary,
  searchIndexAttributes,
  searchKind,
  sectionKind,
  withoutUnheld,
} from '@/lib/search';

describe('what a page gives the search index', () => {
  it('marks the main content of an indexed page with its kind, and a calculator with the words it goes by', () => {
    expect(searchIndexAttributes({ kind: 'Article' })).toEqual({ 'data-pagefind-body': '', 'data-pagefind-meta': 'kind:Article' });
    expect(searchIndexAttributes({ kind: 'Calculator', keywords: ['Mortgage Calculator', 'home loan', 'PMI'] })).toEqual({
      'data-pagefind-body': '',
      // Pagefind reads one inline value per element, last: the keywords come from an attribute.
      'data-pagefind-meta': 'keywords[data-search-keywords], kind:Calculator',
      'data-search-keywords': 'Mortgage Calculator, home loan, PMI',
    });
  });

  it('leaves a page out of the index entirely when it has no entry', () => {
    expect(searchIndexAttributes(null)).toEqual({});
  });

  it('counts a calculator’s own name among its keywords', () => {
    expect(calculatorSearchEntry({ name: 'Inflation Calculator', searchTerms: ['purchasing power'] })).toEqual({
      kind: 'Calculator',
      keywords: ['Inflation Calculator', 'purchasing power'],
    });
  });

  it('adds the words for what a calculator draws after its other names, each word once whatever its case', () => {
    expect(calculatorSearchEntry({ name: 'Loan Calculator', searchTerms: ['personal loan', 'Year by year'], draws: ['amortization-schedule', 'yearly-table'] })).toEqual({
      kind: 'Calculator',
      keywords: ['Loan Calculator', 'personal loan', 'Year by year', 'amortization schedule', 'amortisation schedule', 'amortization', 'amortisation'],
    });
  });

  it('gives every calculator other words to be found by, none of them its own name again', () => {
    for (const calculator of CALCULATORS) {
      expect(calculator.searchTerms.length, calculator.id).toBeGreaterThan(0);
      for (const term of calculator.searchTerms) {
        expect(term, calculator.id).toMatch(/^\S(.*\S)?$/);
        expect(term.includes(','), `${calculator.id}: a comma would split "${term}" in the list`).toBe(false);
        expect(term.toLowerCase(), calculator.id).not.toBe(calculator.name.toLowerCase());
      }
    }
  });
});

describe('a calculator is found by what it draws', () => {
  const entries = CALCULATORS.map((calculator) => ({ calculator, keywords: calculatorSearchEntry(calculator).keywords ?? [] }));
  const lower = (words: readonly string[]) => words.map((word) => word.toLowerCase());

  it('has words for every kind of drawing, the kind’s own name first', () => {
    expect(Object.keys(DRAWING_WORDS).sort()).toEqual([...DRAWING_KINDS].sort());
    for (const kind of DRAWING_KINDS) expect(DRAWING_WORDS[kind].length, kind).toBeGreaterThan(0);
  });

  it('spells each word both ways where British and American spelling differ', () => {
    const words = lower(Object.values(DRAWING_WORDS).flat());
    for (const word of words.filter((candidate) => /i[sz]ation/.test(candidate))) {
      expect(words, word).toContain(word.replace(/ization/g, 'isation'));
      expect(words, word).toContain(word.replace(/isation/g, 'ization'));
    }
  });

  it('gives every calculator the words for each thing it draws', () => {
    for (const { calculator, keywords } of entries) {
      for (const kind of calculator.draws) expect(lower(keywords), `${calculator.id}: ${kind}`).toEqual(expect.arrayContaining(lower(DRAWING_WORDS[kind])));
    }
  });

  it('finds every calculator with a schedule by “amortization”, “amortisation” and “amortization schedule”, the refinance and car loan pages among them', () => {
    const withSchedule = entries.filter(({ calculator }) => calculator.draws.includes('amortization-schedule'));
    expect(withSchedule.map(({ calculator }) => calculator.id)).toEqual(expect.arrayContaining(['refinance', 'autoLoan']));
    for (const { calculator, keywords } of withSchedule) {
      expect(keywords, calculator.id).toEqual(expect.arrayContaining(['amortization', 'amortisation', 'amortization schedule']));
    }
  });

  it('finds every calculator with a yearly table by “year by year”, and only those', () => {
    for (const { calculator, keywords } of entries) {
      expect(keywords.includes('year by year'), calculator.id).toBe(calculator.draws.includes('yearly-table'));
    }
  });

  it('keeps those words in one place: no calculator lists one of them again by hand among its other names', () => {
    const drawingWords = new Set(lower(Object.values(DRAWING_WORDS).flat()));
    for (const calculator of CALCULATORS) {
      expect(lower(calculator.searchTerms).filter((term) => drawingWords.has(term)), calculator.id).toEqual([]);
    }
  });

  it('stays a plain list of words, its name first, none repeated and none that a comma would split', () => {
    for (const { calculator, keywords } of entries) {
      expect(keywords[0], calculator.id).toBe(calculator.name);
      expect(new Set(lower(keywords)).size, calculator.id).toBe(keywords.length);
      for (const word of keywords) expect(word, calculator.id).toMatch(/^[^,\s](?:[^,]*[^,\s])?$/);
    }
  });

  it('shows the list of every page those words, less any found inside a longer one', () => {
    expect(otherNames({ kind: 'Calculator', keywords: ['Loan Calculator', 'personal loan', 'amortization schedule', 'amortization', 'loan'] })).toEqual([
      'personal loan',
      'amortization schedule',
    ]);
    for (const { calculator, keywords } of entries) {
      const shown = otherNames({ kind: 'Calculator', keywords }).join(', ').toLowerCase();
      // Find in page finds each word in what is shown.
      for (const word of lower(keywords.slice(1))) expect(shown, calculator.id).toContain(word);
    }
  });
});

describe('how a result is read', () => {
  it('splits an excerpt into plain text and the marked matches, decoding what Pagefind escaped', () => {
    expect(excerptParts('Pay &lt;tax&gt; now &amp; a <mark>Roth</mark> IRA later: <mark>Roth</mark>')).toEqual([
      { text: 'Pay <tax> now & a ', marked: false },
      { text: 'Roth', marked: true },
      { text: ' IRA later: ', marked: false },
      { text: 'Roth', marked: true },
    ]);
  });

  it('never passes markup through: any other tag is dropped, its text kept', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>text <b>bold</b>')).toEqual([{ text: 'text bold', marked: false }]);
  });

  it('links the sections under their own headings, not the top of the page, at most three', () => {
    const page = {
      url: '/mortgage-calculator',
      sub_results: [
        { title: 'Mortgage Calculator', url: '/mortgage-calculator#main' },
        { title: 'How it works', url: '/mortgage-calculator#method-heading' },
        { title: 'Mortgage Calculator', url: '/mortgage-calculator' },
        { title: 'A worked example', url: '/mortgage-calculator#example-heading' },
        { title: 'Questions people ask', url: '/mortgage-calculator#faq-heading' },
        { title: 'More', url: '/mortgage-calculator#more' },
      ],
    };
    expect(matchedSections(page)).toEqual([
      { title: 'How it works', url: '/mortgage-calculator#method-heading' },
      { title: 'A worked example', url: '/mortgage-calculator#example-heading' },
      { title: 'Questions people ask', url: '/mortgage-calculator#faq-heading' },
    ]);
    expect(matchedSections({ url: '/about-us' })).toEqual([]);
  });

  it('names the kinds a reader sees, and shows anything unknown as a page', () => {
    expect(sectionKind('Calculator')).toBe('Guide section');
    expect(sectionKind('Article')).toBe('Section');
    expect(searchKind('Article')).toBe('Article');
    expect(searchKind(undefined)).toBe('Page');
    expect(searchKind('<script>')).toBe('Page');
  });

  it('says how many pages match, or that none do and what to try', () => {
    expect(resultsSummary('Roth', 1)).toBe('1 page matches “Roth”.');
    expect(resultsSummary('tax', 47)).toBe('47 pages match “tax”.');
    expect(resultsSummary('xylophone', 0)).toBe('No pages match “xylophone”. Try another word, or browse every page below.');
  });

  it('says so when the results are for the query as read, not as typed', () => {
    expect(resultsSummary('mortgage calculator', 15, 'mortage calculator')).toBe('Showing results for “mortgage calculator” instead of “mortage calculator”: 15 pages match.');
    expect(resultsSummary('amortisation', 1, 'amortisaton')).toBe('Showing results for “amortisation” instead of “amortisaton”: 1 page matches.');
  });
});

/**
 * Issue 43: Pagefind lists only the pages that hold every word of a query, and reads a word it does not know as a
 * shorter one it does ("zzqx" as "z", from one article's "Regulation Z"), so one word no page holds left the list
 * empty. A query of several words that finds nothing is searched again without the words no page holds, and the
 * status line names them.
 */
describe('a word no page holds is dropped, and the rest searched', () => {
  it('asks of each word between spaces that has a letter or a digit', () => {
    expect(queryWords('  mortgage   rate & zzqx ')).toEqual(['mortgage', 'rate', 'zzqx']);
    expect(queryWords('50/30/20 budget')).toEqual(['50/30/20', 'budget']);
  });

  it('keeps the words some page holds, in the order typed, and names the rest', () => {
    expect(withoutUnheld(['mortgage', 'zzqx', 'rate'], [true, false, true])).toEqual({ kept: 'mortgage rate', dropped: ['zzqx'] });
  });

  it('names a word typed twice once', () => {
    expect(withoutUnheld(['zzqx', 'Roth', 'zzqx', 'qqxz'], [false, true, false, false])).toEqual({ kept: 'Roth', dropped: ['zzqx', 'qqxz'] });
  });

  it('drops nothing when every word is held (they are just never on one page) or when none is', () => {
    expect(withoutUnheld(['roth', 'emi'], [true, true])).toBeNull();
    expect(withoutUnheld(['zzqx', 'qqxz'], [false, false])).toBeNull();
  });

  it('says which words no page mentions and what the results are for', () => {
    expect(resultsSummary('mortgage rate', 12, undefined, ['zzqx'])).toBe('No page mentions “zzqx”: showing results for “mortgage rate”. 12 pages match.');
    expect(resultsSummary('Roth', 1, undefined, ['zzqx', 'qqxz'])).toBe('No page mentions “zzqx” or “qqxz”: showing results for “Roth”. 1 page matches.');
    // A misspelt name read as a calculator's beside a dropped word: the dropped word is what the line names.
    expect(resultsSummary('mortgage', 3, 'morgage zzqx', ['zzqx'])).toBe('No page mentions “zzqx”: showing results for “mortgage”. 3 pages match.');
  });
});

describe('what a search asks of Pagefind when a word is held by no page', () => {
  /**
   * An index of three pages as Pagefind answers it: every word of a query on one page, a word it does not know read as
   * the shorter one it does ("zzqx" as "z"), a phrase ("…") matching the word itself only. `asked` lists each search.
   */
  function index() {
    const pages: Record<string, readonly string[]> = { mortgage: ['mortgage', 'rate'], refinance: ['mortgage', 'rate', 'new'], credit: ['credit', 'regulation', 'z'] };
    const known = new Set(Object.values(pages).flat());
    const asked: string[] = [];
    const fallback = (word: string) => [...Array(word.length).keys()].map((cut) => word.slice(0, word.length - cut)).find((prefix) => known.has(prefix));
    const pagefind: Pagefind = {
      options: async () => {},
      search: async (query) => {
        asked.push(query);
        const phrase = /^"(.*)"$/.exec(query)?.[1];
        const words = phrase !== undefined ? [phrase] : query.toLowerCase().split(' ').map((word) => fallback(word) ?? word);
        const ids = Object.keys(pages).filter((id) => words.every((word) => pages[id]?.includes(word)));
        return { results: ids.map((id) => ({ id, data: async () => ({ url: `/${id}`, excerpt: '', meta: {} }) })) };
      },
    };
    return { pagefind, asked };
  }
  const ids = (answer: Awaited<ReturnType<typeof searchAnswer>>) => answer?.results.map((result) => result.id);

  it('searches once when the query finds something', async () => {
    const { pagefind, asked } = index();
    const answer = await searchAnswer(pagefind, 'mortgage rate', [], 10);
    expect(ids(answer)).toEqual(['mortgage', 'refinance']);
    expect(answer?.dropped).toBeUndefined();
    expect(asked).toEqual(['mortgage rate']);
  });

  it('"mortgage rate zzqx" finds nothing, so each word is asked as a phrase and "mortgage rate" searched, "zzqx" named', async () => {
    const { pagefind, asked } = index();
    const answer = await searchAnswer(pagefind, 'mortgage rate zzqx', [], 10);
    expect(ids(answer)).toEqual(['mortgage', 'refinance']);
    expect(answer).toMatchObject({ readAs: 'mortgage rate', dropped: ['zzqx'] });
    expect(asked).toEqual(['mortgage rate zzqx', '"mortgage"', '"rate"', '"zzqx"', 'mortgage rate']);
  });

  it('a single word that finds nothing is not asked again', async () => {
    const { pagefind, asked } = index();
    expect(ids(await searchAnswer(pagefind, 'xylophone', [], 10))).toEqual([]);
    expect(asked).toEqual(['xylophone']);
  });

  it('a misspelt calculator name beside a word no page holds: the name as read, that calculator first, the word named', async () => {
    const { pagefind, asked } = index();
    const calculators = [
      { path: '/mortgage', names: ['Mortgage Calculator'] },
      { path: '/refinance', names: ['Refinance Calculator'] },
    ];
    const answer = await searchAnswer(pagefind, 'morgage zzqx', calculators, 10);
    expect(ids(answer)).toEqual(['mortgage', 'refinance']);
    expect(answer).toMatchObject({ readAs: 'mortgage', dropped: ['zzqx'] });
    expect(asked).toEqual(['"morgage"', 'mortgage zzqx', '"mortgage"', '"zzqx"', 'mortgage']);
  });

  it('words each held but never on one page find nothing, and nothing is said to be dropped', async () => {
    const { pagefind, asked } = index();
    const answer = await searchAnswer(pagefind, 'credit mortgage', [], 10);
    expect(answer).toEqual({ results: [] });
    expect(asked).toEqual(['credit mortgage', '"credit"', '"mortgage"']);
  });
});
