/**
 * Structured data for search engines (schema.org as JSON-LD): what each page is, in the shapes Google's documentation
 * describes (Breadcrumb, Article, FAQ; WebSite and Organization for the home page; a free finance web application for
 * each calculator). Every URL is absolute and canonical: `site` is the production origin.
 */
import type { Crumb } from './breadcrumbs';
import { SITE } from '@/config/site';

export type JsonLdNode = { readonly '@type': string } & Readonly<Record<string, unknown>>;

const absolute = (path: string, site: URL): string => new URL(path, site).href;

/** The trail a breadcrumb shows, each step with its position and address (Google: BreadcrumbList). */
export function breadcrumbList(trail: readonly Crumb[], site: URL): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, href }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: absolute(href, site) })),
  };
}

/** The publisher: name, address and logo (Google: Organization, `logo` at least 112 × 112 px). */
export function organization(site: URL): JsonLdNode {
  return {
    '@type': 'Organization',
    name: SITE.name,
    url: absolute('/', site),
    logo: absolute('/icons/icon-512.png', site),
    email: SITE.contact.email,
  };
}

/** The site itself, so that a search engine knows its name (Google: WebSite, `name` and `url`). */
export function webSite(site: URL): JsonLdNode {
  return { '@type': 'WebSite', name: SITE.name, url: absolute('/', site), description: SITE.description, publisher: organization(site) };
}

/** A calculator page: a free finance tool that runs in any browser (Google: SoftwareApplication's WebApplication). */
export function webApplication(page: { title: string; path: string; description: string }, site: URL): JsonLdNode {
  return {
    '@type': 'WebApplication',
    name: page.title,
    url: absolute(page.path, site),
    description: page.description,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires a web browser; works without an account, and runs on your device.',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: organization(site),
  };
}

/** A guide's questions and answers (Google: FAQPage, each Question with its acceptedAnswer). */
export function faqPage(faqs: readonly { question: string; answer: string }[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}

export interface ArticleFacts {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  /** Absolute URLs of the article's image. */
  readonly image: string;
  readonly published: string;
  readonly modified: string;
  readonly section: string;
}

/** An article (Google: Article, with its dates, image, author and publisher). */
export function article(facts: ArticleFacts, site: URL): JsonLdNode {
  const url = absolute(facts.path, site);
  return {
    '@type': 'Article',
    headline: facts.title,
    description: facts.description,
    image: [facts.image],
    datePublished: facts.published,
    dateModified: facts.modified,
    articleSection: facts.section,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: `${SITE.name} editorial team`, url: absolute('/about-us', site) },
    publisher: organization(site),
  };
}

/** The one script's text: a graph of the page's nodes, with `<` escaped so no text can close the script early. */
export function jsonLd(nodes: readonly JsonLdNode[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replaceAll('<', '\\u003c');
}
