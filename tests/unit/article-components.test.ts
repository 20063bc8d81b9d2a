import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ArticleLink from '@/components/blog/ArticleLink.astro';
import ScrollTable from '@/components/blog/ScrollTable.astro';

const container = await AstroContainer.create({ astroConfig: { site: 'https://ledgerwise.example.com' } });
const link = (href: string) => container.renderToString(ArticleLink, { props: { href }, slots: { default: 'text' } });

describe('a link in an article', () => {
  it('to another site carries rel="noopener noreferrer"', async () => {
    expect(await link('https://www.irs.gov/publications/p590a')).toMatch(/<a href="https:\/\/www\.irs\.gov\/publications\/p590a" rel="noopener noreferrer"/);
  });

  it('within the site, relative or absolute, carries no rel', async () => {
    expect(await link('/savings-calculator')).not.toContain('rel=');
    expect(await link('https://ledgerwise.example.com/blog')).not.toContain('rel=');
    expect(await link('#the-formula')).not.toContain('rel=');
  });
});

describe('a table in an article', () => {
  it('sits in a focusable region named after its columns', async () => {
    const html = await container.renderToString(ScrollTable, {
      slots: { default: '<thead><tr><th>Year</th><th>Balance <em>(USD)</em></th></tr></thead><tbody><tr><td>1</td><td>1,050</td></tr></tbody>' },
    });
    expect(html).toMatch(/<section class="table-scroll" tabindex="0" aria-label="Table: Year, Balance \(USD\)"/);
    expect(html).toContain('<table');
    expect(html).toContain('<td>1,050</td>');
  });
});
