import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CALCULATORS } from '../../src/config/calculators';
import { fileForPath } from '../../scripts/dist.mjs';
import { sitemapRoutes, siteOrigin } from './support/site';

/**
 * Every page's JSON-LD, read from the built files: one graph per page at the end of the body, every URL absolute on the
 * canonical origin, and for each type the properties Google's structured-data documentation requires (Breadcrumb:
 * itemListElement with position, name and item; Article: headline, image, dates, author, publisher; FAQPage: Questions
 * with an acceptedAnswer text; SoftwareApplication: name, offers with price, applicationCategory; Organization: name,
 * url, logo; WebSite: name, url).
 */

type Node = Record<string, unknown> & { '@type': string };

const routes = sitemapRoutes();
const origin = siteOrigin;

function graphOf(route: string): Node[] {
  const html = readFileSync(fileForPath(route) ?? '', 'utf8');
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts, `${route}: one JSON-LD script`).toHaveLength(1);
  // At the end of the body: after the main content and the footer.
  expect(html.indexOf('<script type="application/ld+json">'), route).toBeGreaterThan(html.indexOf('</footer>'));
  const data = JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

/** Every string in the graph that looks like an address. */
const urlsIn = (value: unknown): string[] =>
  typeof value === 'string' ? (/^(https?:)?\/\//.test(value) || value.startsWith('/') ? [value] : []) : Array.isArray(value) ? value.flatMap(urlsIn) : value && typeof value === 'object' ? Object.values(value).flatMap(urlsIn) : [];

test.describe('structured data', () => {
  test('every page has one graph, at the end of the body, whose own addresses are absolute and canonical', () => {
    for (const route of routes) {
      const graph = graphOf(route);
      expect(graph.length, route).toBeGreaterThan(0);
      for (const url of urlsIn(graph).filter((url) => !url.includes('images.unsplash.com'))) expect(url.startsWith(`${origin}/`), `${route}: ${url}`).toBe(true);
    }
  });

  test('every page but the home page has its breadcrumb trail, ending at itself', () => {
    for (const route of routes.filter((route) => route !== '/')) {
      const trail = graphOf(route).find((node) => node['@type'] === 'BreadcrumbList');
      expect(trail, route).toBeDefined();
      const items = trail!['itemListElement'] as { position: number; name: string; item: string }[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items[0]).toMatchObject({ name: 'Home', item: `${origin}/` });
      for (const item of items) expect(item.name.length, route).toBeGreaterThan(0);
      expect(items.at(-1)?.item, route).toBe(`${origin}${route}`);
    }
  });

  test('the home page names the website and the organization, with its logo', () => {
    const graph = graphOf('/');
    expect(graph.find((node) => node['@type'] === 'WebSite')).toMatchObject({ name: 'Ledgerwise', url: `${origin}/` });
    expect(graph.find((node) => node['@type'] === 'Organization')).toMatchObject({ name: 'Ledgerwise', url: `${origin}/`, logo: `${origin}/icons/icon-512.png` });
  });

  test('each calculator is a free finance web application, with its guide’s questions as an FAQ', () => {
    for (const calculator of CALCULATORS) {
      const graph = graphOf(calculator.path);
      expect(graph.find((node) => node['@type'] === 'WebApplication'), calculator.id).toMatchObject({
        name: calculator.title,
        url: `${origin}${calculator.path}`,
        applicationCategory: 'FinanceApplication',
        offers: { '@type': 'Offer', price: '0' },
      });
      const faq = graph.find((node) => node['@type'] === 'FAQPage');
      const questions = faq?.['mainEntity'] as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
      expect(questions.length, calculator.id).toBeGreaterThanOrEqual(3);
      for (const question of questions) {
        expect(question).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
        expect(question.name.endsWith('?')).toBe(true);
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(40);
      }
    }
  });

  test('each article is an Article with its headline, image, dates, author and publisher', () => {
    for (const route of routes.filter((route) => /^\/blog\/(?!category\/)./.test(route))) {
      const node = graphOf(route).find((candidate) => candidate['@type'] === 'Article');
      expect(node, route).toMatchObject({
        headline: expect.any(String),
        image: [expect.stringMatching(/^https:\/\/images\.unsplash\.com\//)],
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        author: { '@type': 'Organization', name: expect.any(String) },
        publisher: { '@type': 'Organization', name: 'Ledgerwise', logo: `${origin}/icons/icon-512.png` },
      });
      expect((node!['headline'] as string).length, route).toBeLessThanOrEqual(110);
      expect(String(node!['dateModified']) >= String(node!['datePublished']), route).toBe(true);
    }
  });
});
