import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/calculator';

const ARTICLE = '/blog/navigating-the-mortgage-maze';
/** The article whose every figure is a worked case of the pay calculators. */
const PAY = '/blog/from-salary-to-bank-account';
/** The article whose every figure is a worked case of the EPF, PPF, NPS and SSY calculators. */
const INDIA_RETIREMENT = '/blog/retirement-in-india-epf-ppf-and-nps';

test.describe('blog index', () => {
  test('lists all 22 articles newest first, each card with image, category, date, title, excerpt and Read More', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ledgerwise Blog');
    const cards = page.locator('.post-card');
    await expect(cards).toHaveCount(22);
    const dates = await cards.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-11-29');
    expect(dates.at(-1)).toBe('2025-09-08');

    const first = cards.first();
    await expect(first.locator('img')).toHaveAttribute('alt', /\w{4,}/);
    await expect(first.locator('.category')).toHaveText('Careers');
    await expect(first.locator('time')).toHaveText('Nov 29, 2026');
    await expect(first.getByRole('heading')).toHaveText('From salary to bank account: what comes off a paycheck in the US and India');
    await expect(first.locator('.excerpt')).not.toBeEmpty();
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blog/from-salary-to-bank-account');
    // Published the same day, the three are in the order of their addresses.
    const second = cards.nth(1);
    await expect(second.locator('.category')).toHaveText('Mortgages');
    await expect(second.locator('time')).toHaveText('Nov 29, 2026');
    await expect(second.getByRole('heading')).toHaveText('Prepay the loan or invest the money?');
    await expect(second.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blog/prepay-the-loan-or-invest-the-money');
    const third = cards.nth(2);
    await expect(third.locator('.category')).toHaveText('Retirement');
    await expect(third.locator('time')).toHaveText('Nov 29, 2026');
    await expect(third.getByRole('heading')).toHaveText('Retirement in India: EPF, PPF and NPS side by side');
    await expect(third.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', INDIA_RETIREMENT);
    const fourth = cards.nth(3);
    await expect(fourth.locator('.category')).toHaveText('Retirement');
    await expect(fourth.locator('time')).toHaveText('Nov 26, 2026');
    await expect(fourth.getByRole('heading')).toHaveText(/^\s*The 4\s%\srule against 150\syears of markets\s*$/);
    await expect(fourth.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blog/the-4-percent-rule-against-150-years-of-markets');
    // SPEC.md's newest article follows the articles added since.
    await expect(cards.nth(4).locator('time')).toHaveText('Oct 23, 2025');
    await expect(cards.nth(4).getByRole('heading')).toHaveText('The Ultimate Guide to Personal Budgeting');
    await expect(page.locator('[data-ad-slot]')).toHaveCount(2);
  });

  for (const [width, columns] of [[390, 1], [800, 2], [1280, 3]] as const) {
    test(`shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      const template = await page.locator('.post-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns);
      expect(template.split(' ')).toHaveLength(columns);
    });
  }

  test('cards fade in with a 0.1 s stagger, in CSS alone, and not under reduced motion', async ({ page }) => {
    await page.goto('/blog');
    const delays = await page.locator('.post-card').evaluateAll((cards) => cards.slice(0, 3).map((card) => getComputedStyle(card).animationDelay));
    expect(delays).toEqual(['0s', '0.1s', '0.2s']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.locator('.post-card').nth(2)).toHaveCSS('animation-name', 'none');
  });

  test('images load lazily, with sizes from the host and space reserved for them', async ({ page }) => {
    await page.goto('/blog');
    const img = page.locator('.post-card img').first();
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('srcset', /w=400&h=225&q=70&auto=format&fit=crop 400w/);
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '450');
  });
});

test.describe('an article', () => {
  test('has a back link, category, date, reading time, one h1 and the lead image', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('link', { name: /Back to the blog/ })).toHaveAttribute('href', '/blog');
    await expect(page.locator('article .post-meta').first()).toContainText('Mortgages');
    await expect(page.locator('article .post-meta time').first()).toHaveText('Oct 14, 2025');
    await expect(page.locator('article .post-meta').first()).toContainText(/\d+ min read/);
    await expect(page.locator('h1')).toHaveText(/Navigating the Mortgage Maze/);
    const lead = page.locator('.article > .post-image img');
    await expect(lead).toHaveAttribute('loading', 'eager');
    await expect(lead).toHaveAttribute('fetchpriority', 'high');
  });

  test('a failed photo leaves the designed fallback, never a broken image', async ({ page }) => {
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    await page.goto(ARTICLE);
    await expect(page.locator('.article > .post-image img')).toBeHidden();
    await expect(page.locator('.article > .post-image .fallback')).toBeVisible();
  });

  test('has a table of contents whose links reach its sections', async ({ page }) => {
    await page.goto(ARTICLE);
    const toc = page.getByRole('navigation', { name: 'In this article' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) {
      await expect(page.locator(`h2[id="${href.slice(1)}"]`)).toHaveCount(1);
    }
  });

  test('puts one ad after the introduction and one at the end', async ({ page }) => {
    await page.goto(ARTICLE);
    const firstSection = page.locator('.body > h2').first();
    await expect(page.locator('[data-ad-slot="article-intro"] + h2')).toHaveText((await firstSection.textContent()) ?? '');
    await expect(page.locator('[data-ad-slot="article-end"]')).toHaveCount(1);
  });

  test('tables scroll sideways on a phone instead of widening the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ARTICLE);
    await expect(page.locator('.body .table-scroll').first()).toHaveCSS('overflow-x', 'auto');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a wide table is a named region that the keyboard can reach and scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog/understanding-compound-interest');
    const regions = page.locator('.body').getByRole('region').filter({ has: page.locator('table') });
    await expect(regions).toHaveCount(await page.locator('.body table').count());
    const names = await regions.evaluateAll((all) => all.map((region) => region.getAttribute('aria-label')));
    for (const name of names) expect(name).toMatch(/^Table: \S/);
    expect(new Set(names).size).toBe(names.length);

    const overflowing = await regions.evaluateAll((all) => all.map((region) => region.scrollWidth > region.clientWidth));
    expect(overflowing).toContain(true);
    const wide = regions.nth(overflowing.indexOf(true));
    await wide.focus();
    await expect(wide).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  });

  test('links to a calculator from its text', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.locator('.body a[href="/mortgage-calculator"]').first()).toBeVisible();
  });

  test('ends with two or three related articles, the same category first', async ({ page }) => {
    await page.goto('/blog/understanding-compound-interest');
    const related = page.getByRole('region', { name: 'Related articles' }).locator('.post-card');
    expect(await related.count()).toBeGreaterThanOrEqual(2);
    expect(await related.count()).toBeLessThanOrEqual(3);
    await expect(related.first().locator('.category')).toHaveText('Investing');
    await expect(related.locator('a[href="/blog/understanding-compound-interest"]')).toHaveCount(0);
  });

  test('describes itself to search engines and social networks', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/blog\/navigating-the-mortgage-maze\.png$/);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Mortgages: Navigating the Mortgage Maze: A Guide for Homebuyers');
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@graph'];
    expect(graph.map((node: { '@type': string }) => node['@type'])).toEqual(['Article', 'BreadcrumbList']);
    // Its figures were checked and the conforming loan limit updated for 2026: modified after it was published.
    expect(graph[0]).toMatchObject({ headline: expect.stringContaining('Mortgage Maze'), datePublished: '2025-10-14', dateModified: '2026-11-24', articleSection: 'Mortgages' });
    expect(graph[1].itemListElement).toHaveLength(4);
  });

  test('says when its facts were last revised, and ends with the primary source of each figure', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.locator('article .post-meta .updated')).toHaveText('Updated Nov 24, 2026');
    await expect(page.locator('article .post-meta .updated time')).toHaveAttribute('datetime', '2026-11-24');
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('listitem').first()).toContainText('Federal Housing Finance Agency');
    for (const link of await sources.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/[\w.-]+\.(gov|com|org)\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // An article whose figures did not change shows its date alone.
    await page.goto('/blog/understanding-compound-interest');
    await expect(page.locator('article .post-meta .updated')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link').first()).toBeVisible();
  });

  for (const path of [ARTICLE, PAY]) {
    test(`ships no framework JavaScript: ${path}`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto(path);
      await expect(page.locator('astro-island')).toHaveCount(0);
      expect(scripts).toEqual([]);
    });
  }
});

test.describe('the 4 % rule article', () => {
  const RULE = '/blog/the-4-percent-rule-against-150-years-of-markets';

  test('every result it quotes is what the calculator shows for its case, opened from the article’s own link', async ({ page }) => {
    // One page load of the calculator for each case the article discusses.
    test.slow();
    await page.goto(RULE);
    const figures = await page.locator('.body [data-example-result], .body [data-history-figure]').evaluateAll((nodes) =>
      nodes.map((node) => ({
        case: node.getAttribute('data-case') ?? '',
        field: node.getAttribute('data-example-result') ?? node.getAttribute('data-history-figure') ?? '',
        result: node.hasAttribute('data-example-result'),
        year: node.getAttribute('data-year'),
        value: node.getAttribute('data-value') ?? '',
      })),
    );
    const links = await page.locator('.body a[data-history-case]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const cases = [...new Set(figures.filter((figure) => figure.result).map((figure) => figure.case))];
    expect(cases.length).toBeGreaterThanOrEqual(8);
    for (const query of cases) {
      const href = links.find((link) => link.endsWith(`?${query}`));
      expect(href, `a link to the calculator with ${query}`).toBeDefined();
      await page.goto(href!);
      await waitForHydration(page);
      await expect(page.locator('[data-results]')).toBeVisible();
      for (const figure of figures.filter((each) => each.case === query)) {
        if (figure.result) {
          await expect(page.locator(`[data-results] [data-result="${figure.field}"]`), figure.field).toHaveAttribute('data-value', figure.value);
        } else if (figure.field === 'lasted' || figure.field === 'ending') {
          // A window's figure is its row in the table of every window.
          await expect(page.locator(`table[data-windows] tr[data-start="${figure.year}"] [data-col="${figure.field}"]`)).toHaveAttribute('data-value', figure.value);
        }
      }
    }
  });

  test('reads without sideways scrolling on a phone, its table of two start years included', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(RULE);
    await expect(page.locator('.body table')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const table = page.locator('.body .table-scroll');
    expect(await table.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
  });
});

/**
 * The articles whose figures are worked cases (`<CaseFigure>`), each with how many cases it quotes and the calculators
 * they open: two US salaries and one without a 401(k), three CTCs and one HRA in two years; one salary's EPF, PPF
 * (two terms), NPS (two returns) and SSY; a 401(k) with and without the whole match and a claim at 70; the same 401(k)
 * and claim; a mortgage with $500 a month more and with two lump sums (two ways), $500 a month and the freed payment
 * invested at three returns, and an EMI with a yearly part payment.
 */
const CASE_ARTICLES = [
  { path: PAY, cases: 8, calculators: ['/paycheck-calculator?', '/in-hand-salary-calculator?', '/hra-calculator?'] },
  { path: INDIA_RETIREMENT, cases: 6, calculators: ['/epf-calculator?', '/ppf-calculator?', '/nps-calculator?', '/sukanya-samriddhi-calculator?'] },
  { path: '/blog/retirement-planning-are-you-saving-enough', cases: 3, calculators: ['/401k-calculator?', '/social-security-calculator?'] },
  { path: '/blog/roth-vs-traditional-ira-which-is-right-for-you', cases: 2, calculators: ['/401k-calculator?', '/social-security-calculator?'] },
  { path: '/blog/prepay-the-loan-or-invest-the-money', cases: 10, calculators: ['/mortgage-calculator?', '/investment-calculator?', '/emi-calculator?'] },
] as const;

test.describe('the articles of worked cases', () => {
  test('are every article that quotes a worked case', () => {
    const dir = join(process.cwd(), 'src/content/blog');
    const quoting = readdirSync(dir).filter((name) => name.endsWith('.mdx') && readFileSync(join(dir, name), 'utf8').includes('<CaseFigure '));
    expect(quoting.map((name) => `/blog/${name.replace(/\.mdx$/, '')}`).sort()).toEqual(CASE_ARTICLES.map((article) => article.path).sort());
  });

  test('every result each quotes is what the calculator shows for its case, opened from the article’s own link', async ({ page }) => {
    // One page load of a calculator for each case an article quotes.
    test.slow();
    for (const article of CASE_ARTICLES) {
      await test.step(article.path, async () => {
        await page.goto(article.path);
        const figures = await page.locator('.body [data-example-result][data-href]').evaluateAll((nodes) =>
          nodes.map((node) => ({
            href: node.getAttribute('data-href') ?? '',
            field: node.getAttribute('data-example-result') ?? '',
            value: node.getAttribute('data-value') ?? '',
          })),
        );
        const links = await page.locator('.body a[data-case-link]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
        const cases = [...new Set(figures.map((figure) => figure.href))];
        expect(cases, article.path).toHaveLength(article.cases);
        for (const calculator of article.calculators) {
          expect(cases.some((href) => href.startsWith(calculator)), calculator).toBe(true);
        }
        for (const href of cases) {
          expect(links, `a link to ${href}`).toContain(href);
          await page.goto(href);
          await waitForHydration(page);
          await expect(page.locator('[data-results]')).toBeVisible();
          for (const figure of figures.filter((each) => each.href === href)) {
            await expect(page.locator(`[data-results] [data-result="${figure.field}"]`), `${figure.field} at ${href}`).toHaveAttribute('data-value', figure.value);
          }
        }
      });
    }
  });

  for (const path of [PAY, INDIA_RETIREMENT]) {
    test(`reads without sideways scrolling on a phone: ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.locator('.body [data-example-result]').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('unknown article', () => {
  test('/blog/no-such-post answers 404 with "Post not found!" and a way back to the blog', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found!');
    await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  test('the blog’s own 404.html says so without any script, for hosts that serve the nearest one', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found!');
    await context.close();
  });
});

test.describe('RSS feed', () => {
  test('lists every article with title, link, date and description, and every page links to it', async ({ page, request }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(22);
    expect(xml).toMatch(/<item><title>The Ultimate Guide to Personal Budgeting<\/title><link>https:\/\/[^<]+\/blog\/the-ultimate-guide-to-personal-budgeting<\/link>/);
    expect(xml).toContain('<pubDate>Thu, 23 Oct 2025 00:00:00 GMT</pubDate>');
    expect(xml).toMatch(/<description>A budget is simply a plan/);
    await page.goto('/');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });
});
