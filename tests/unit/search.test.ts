import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/config/calculators';
import { calculatorSearchEntry, excerptParts, matchedSections, resultsSummary, searchIndexAttributes, searchKind, sectionKind } from '@/lib/search';

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
