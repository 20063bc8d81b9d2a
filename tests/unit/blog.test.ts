import { describe, expect, it } from 'vitest';
import { byNewest, countWords, formatPostDate, photoSrcset, photoUrl, readingMinutes, relatedPosts } from '@/lib/blog';

describe('post dates', () => {
  it('are shown as SPEC.md shows them: "Oct 10, 2025" and "Sep 08, 2025"', () => {
    expect(formatPostDate(new Date('2025-10-10'))).toBe('Oct 10, 2025');
    expect(formatPostDate(new Date('2025-09-08'))).toBe('Sep 08, 2025');
  });
});

describe('word count and reading time', () => {
  it('counts words, not Markdown markup, link targets or table rules', () => {
    expect(countWords('## A heading\n\nSome **bold** text with [a link](/loan-calculator).\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe(12);
  });
  it('counts a component in the MDX as what it shows: a figure its text, a link its words, never its attributes', () => {
    expect(countWords('It lasted <HistoryFigure case={{ stocks: 50, fees: 0.5 }} field="successRate" shows="95.12%" /> of the time.')).toBe(6);
    expect(countWords('Open <HistoryLink case={{ years: 60 }}>the 60-year case</HistoryLink> now.')).toBe(5);
  });
  it('reads at 230 words a minute, at least one minute', () => {
    expect(readingMinutes('word '.repeat(1150))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });
});

describe('stock photo URLs', () => {
  it('ask the host for a 16:9 crop at each width, in a modern format', () => {
    expect(photoUrl('https://images.unsplash.com/photo-1554224155-8d04cb21cd6c', 800)).toBe(
      'https://images.unsplash.com/photo-1554224155-8d04cb21cd6c?w=800&h=450&q=70&auto=format&fit=crop',
    );
    expect(photoSrcset('https://images.unsplash.com/photo-1', [400, 800])).toMatch(/w=400&h=225.* 400w, .*w=800&h=450.* 800w$/);
  });
});

describe('related posts', () => {
  const post = (id: string, category: string, date: string) => ({ id, category, date: new Date(date) });
  const all = [
    post('a', 'Investing', '2025-10-01'),
    post('b', 'Credit', '2025-10-02'),
    post('c', 'Investing', '2025-09-10'),
    post('d', 'Debt', '2025-10-03'),
    post('e', 'Credit', '2025-09-08'),
  ];

  it('puts the same category first, then the nearest in date, never the post itself', () => {
    expect(relatedPosts(all[0]!, all).map((p) => p.id)).toEqual(['c', 'b', 'd']);
    expect(relatedPosts(all[1]!, all, 2).map((p) => p.id)).toEqual(['e', 'a']);
  });

  it('sorts newest first', () => {
    expect([...all].sort(byNewest).map((p) => p.id)).toEqual(['d', 'b', 'a', 'c', 'e']);
  });
});
