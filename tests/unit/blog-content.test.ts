import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@/config/calculators';
import { countWords } from '@/lib/blog';

const BLOG_DIR = join(import.meta.dirname, '../../src/content/blog');

/** SPEC.md section 3: the articles by slug, with their categories. */
const SPEC_ARTICLES: Record<string, string> = {
  'the-ultimate-guide-to-personal-budgeting': 'Budgeting',
  'understanding-compound-interest': 'Investing',
  '5-smart-strategies-to-pay-off-debt-faster': 'Debt',
  'retirement-planning-are-you-saving-enough': 'Retirement',
  'navigating-the-mortgage-maze': 'Mortgages',
  'beginners-guide-to-investing': 'Investing',
  'what-is-a-credit-score-and-how-to-improve-it': 'Credit',
  'the-importance-of-an-emergency-fund': 'Savings',
  'roth-vs-traditional-ira-which-is-right-for-you': 'Retirement',
  'financial-planning-for-major-life-events': 'Planning',
  'the-psychology-of-money-and-common-biases': 'Mindset',
  'what-are-etfs-a-guide-for-beginners': 'Investing',
  'what-is-inflation-and-how-does-it-affect-your-money': 'Economics',
  'asset-allocation-and-diversification-deep-dive': 'Investing',
  'financial-tips-for-freelancers': 'Careers',
  'renting-vs-buying-a-home': 'Housing',
  'socially-responsible-investing': 'Investing',
  'climbing-the-credit-ladder': 'Credit',
};

/** The articles added since SPEC.md's 18, each with its category and publication date: HISTORY.md's first. */
const LATER_ARTICLES: Record<string, { category: string; date: string }> = {
  'the-4-percent-rule-against-150-years-of-markets': { category: 'Retirement', date: '2026-11-26' },
  'from-salary-to-bank-account': { category: 'Careers', date: '2026-11-29' },
  'retirement-in-india-epf-ppf-and-nps': { category: 'Retirement', date: '2026-11-29' },
  'prepay-the-loan-or-invest-the-money': { category: 'Mortgages', date: '2026-11-29' },
};

/** SPEC.md section 2: calculators every one of which some article links to. */
const LINKED_CALCULATORS = [
  '/savings-calculator', '/compound-interest-calculator', '/debt-payoff-calculator', '/inflation-calculator',
  '/retirement-calculator', '/mortgage-calculator', '/investment-calculator', '/budget-calculator',
];

const STATIC_ROUTES = ['/', '/blog', '/about-us', '/contact-us', '/privacy-policy', '/terms-and-conditions'];

interface Article {
  slug: string;
  frontmatter: Record<string, string>;
  /** The front matter as written, for its nested lists (the sources). */
  yaml: string;
  body: string;
  links: string[];
}

const articles: Article[] = readdirSync(BLOG_DIR)
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => {
    const source = readFileSync(join(BLOG_DIR, name), 'utf8');
    const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const frontmatter = Object.fromEntries(
      // Top-level keys only: an indented line belongs to a list (the sources' titles are not the article's).
      yaml.split('\n').filter((line) => !/^\s/.test(line)).map((line) => {
        const [key = '', ...rest] = line.split(':');
        return [key.trim(), rest.join(':').trim().replace(/^"|"$/g, '')];
      }),
    );
    const links = [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
    return { slug: name.replace(/\.mdx$/, ''), frontmatter, yaml, body, links };
  });

const validRoutes = new Set<string>([
  ...STATIC_ROUTES,
  ...CALCULATORS.map((calculator) => calculator.path),
  ...articles.map((article) => `/blog/${article.slug}`),
]);

/** A link's route, without the query that fills a calculator or the #fragment it jumps to. */
const pathOf = (link: string) => link.split(/[?#]/)[0] ?? '';

describe('blog content', () => {
  it('has exactly the 18 articles of SPEC.md and those added since, with their categories', () => {
    const later = Object.fromEntries(Object.entries(LATER_ARTICLES).map(([slug, { category }]) => [slug, category]));
    expect(Object.fromEntries(articles.map((a) => [a.slug, a.frontmatter['category']]))).toEqual({ ...SPEC_ARTICLES, ...later });
  });

  it('dates SPEC.md’s articles between Sep 08, 2025 and Oct 23, 2025, spanning the whole range, and each later one on its own day after', () => {
    const dates = articles.filter((a) => a.slug in SPEC_ARTICLES).map((a) => a.frontmatter['date'] ?? '').sort();
    expect(dates[0]).toBe('2025-09-08');
    expect(dates.at(-1)).toBe('2025-10-23');
    for (const [slug, { date }] of Object.entries(LATER_ARTICLES)) {
      expect(articles.find((a) => a.slug === slug)?.frontmatter['date'], slug).toBe(date);
      expect(date > '2025-10-23').toBe(true);
    }
  });

  it('links each required calculator from at least one article', () => {
    const linked = new Set(articles.flatMap((a) => a.links));
    for (const path of LINKED_CALCULATORS) expect(linked, path).toContain(path);
  });

  for (const article of articles) {
    describe(article.slug, () => {
      it('is 900 to 1,600 words long', () => {
        const words = countWords(article.body);
        expect(words).toBeGreaterThanOrEqual(900);
        expect(words).toBeLessThanOrEqual(1600);
      });

      it('links to at least one calculator', () => {
        const calculatorPaths = new Set<string>(CALCULATORS.map((c) => c.path));
        expect(article.links.some((link) => calculatorPaths.has(pathOf(link)))).toBe(true);
      });

      it('has no broken internal links and no external ones', () => {
        for (const link of article.links) {
          expect(validRoutes, `${link} in ${article.slug}`).toContain(pathOf(link));
        }
      });

      it('has sections, a list, an h1-free body and ends saying it is not advice', () => {
        expect(article.body).not.toMatch(/^# /m);
        expect(article.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
        expect(article.body).toMatch(/^(\s*[-*] |\s*\d+\. )/m);
        const lastParagraph = article.body.trim().split(/\n\s*\n/).at(-1) ?? '';
        expect(lastParagraph).toMatch(/not (financial|tax|legal|investment)?\s*(,|or|\w|\s)*advice/i);
      });

      it('names the primary source of its figures: a publisher, a title and an https address for each', () => {
        const publishers = [...article.yaml.matchAll(/^\s+- publisher: (.+)$/gm)];
        const urls = [...article.yaml.matchAll(/^\s+url: "?(https:\/\/[^"\s]+)"?$/gm)].map((match) => match[1]);
        expect(publishers.length).toBeGreaterThan(0);
        expect(urls).toHaveLength(publishers.length);
        expect(new Set(urls).size).toBe(urls.length);
        expect([...article.yaml.matchAll(/^\s+title: .{5,}$/gm)]).toHaveLength(publishers.length);
      });

      it('is updated, when it says so, on or after the day it was published', () => {
        const updated = article.frontmatter['updated'];
        if (updated !== undefined) expect(updated >= (article.frontmatter['date'] ?? '')).toBe(true);
      });

      it('has a stock photo from the approved list and a description of it', () => {
        expect(article.frontmatter['imgSrc']).toMatch(/^https:\/\/images\.unsplash\.com\/photo-[\w-]+$/);
        expect((article.frontmatter['imgAlt'] ?? '').length).toBeGreaterThan(10);
      });
    });
  }
});

describe('figures SPEC.md section 9 asks for', () => {
  const text = (slug: string) => articles.find((a) => a.slug === slug)?.body ?? '';

  it('budgeting explains the 50/30/20 rule', () => {
    expect(text('the-ultimate-guide-to-personal-budgeting')).toMatch(/50\/30\/20/);
  });
  it('retirement gives the 4% rule and the 25x nest egg', () => {
    expect(text('retirement-planning-are-you-saving-enough')).toMatch(/4% (withdrawal )?rule/i);
    expect(text('retirement-planning-are-you-saving-enough')).toMatch(/25 times|25x/i);
  });
  it('the emergency fund is 3 to 6 months of expenses', () => {
    expect(text('the-importance-of-an-emergency-fund')).toMatch(/(3|three) to (6|six) months/i);
  });
  it('credit score weights are 35/30/15/10/10 with utilization under 30% and ideally 10%', () => {
    const body = text('what-is-a-credit-score-and-how-to-improve-it');
    for (const weight of ['35%', '30%', '15%', '10%']) expect(body).toContain(weight);
    expect(body).toMatch(/under 30%/i);
  });
  it('freelancers get the quarterly dates, SEP IRA 25% and 15.3% self-employment tax', () => {
    const body = text('financial-tips-for-freelancers');
    for (const fact of ['15.3%', '25%', 'April 15', 'June 16', 'September 15', 'January 15']) expect(body).toContain(fact);
  });
  it('the credit ladder has its four rungs in order', () => {
    const rungs = [...text('climbing-the-credit-ladder').matchAll(/^#+ Rung (\d)/gm)].map((m) => m[1]);
    expect(rungs).toEqual(['1', '2', '3', '4']);
  });
});
