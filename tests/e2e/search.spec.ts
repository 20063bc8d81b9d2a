import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DIST, fileForPath, moduleGraph } from '../../scripts/dist.mjs';
import { CALCULATORS } from '../../src/config/calculators';
import { MAX_QUERY_LENGTH, SEARCH_BUNDLE, SEARCH_PATH } from '../../src/lib/search';
import { axeViolations } from './support/axe';
import { sendHostHeaders } from './support/headers';
import { sitemapRoutes } from './support/site';

/** The calculators that draw an amortization schedule: the loan, mortgage, EMI, refinance and car loan pages. */
/**
 * The pages that draw an amortization schedule, as the registry finds them from each guide's example: the loan,
 * mortgage, EMI, refinance and car loan pages (tests/unit/drawings.test.ts), and any later calculator that draws one.
 */
const SCHEDULE_PAGES = CALCULATORS.filter((calculator) => calculator.draws.includes('amortization-schedule')).map((calculator) => calculator.path);

/**
 * The searches the issue names, with the pages that must come first for each (in any order when there are several).
 * Without script the search page lists every page; each of these words is in the entry of the pages it should find.
 */
const SEARCHES = [
  // What a calculator draws finds it, in either spelling, though refinance's and the car loan's pages never say it.
  { query: 'amortization', first: SCHEDULE_PAGES },
  { query: 'amortisation', first: SCHEDULE_PAGES },
  { query: 'PPF', first: ['/ppf-calculator'] },
  { query: 'Roth', first: ['/blog/roth-vs-traditional-ira-which-is-right-for-you'] },
  { query: 'EMI', first: ['/emi-calculator'] },
  { query: '50/30/20', first: ['/budget-calculator', '/blog/the-ultimate-guide-to-personal-budgeting'] },
] as const;

/**
 * Misspelt searches (issue 32), the query each is read as and the calculator that must then come first: a word one or
 * two letters from a calculator's name or other names (src/lib/searchTypos.ts).
 */
const MISSPELT = [
  { query: 'mortage calculator', readAs: 'mortgage calculator', first: '/mortgage-calculator' },
  { query: 'morgage', readAs: 'mortgage', first: '/mortgage-calculator' },
  { query: 'afordability', readAs: 'affordability', first: '/home-affordability-calculator' },
  // Pagefind alone finds nothing for this one.
  { query: 'emi calcualtor', readAs: 'emi calculator', first: '/emi-calculator' },
] as const;

/** The search page's own title, which a query is put before. */
const pageTitle = 'Search | Ledgerwise';

const results = (page: Page) => page.locator('[data-search-results] > li');
const resultLinks = (page: Page) => page.locator('[data-search-results] > li > h2 > a');

/** The addresses of the first results shown, sorted: the pages that must come first may come in either order. */
async function firstResults(page: Page, count: number): Promise<string[]> {
  const paths = await resultLinks(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return paths.slice(0, count).sort();
}

/** Waits until the first results are these pages. */
async function expectFirst(page: Page, paths: readonly string[], message = paths.join(' and ')) {
  await expect.poll(() => firstResults(page, paths.length), { message }).toEqual([...paths].sort());
}

/**
 * Opens an address of the search page too long for `astro preview` (Node refuses a request over 16 KB of headers with
 * 431): the page is the same whatever its query, so it is fetched without one and given to the browser at the long
 * address, as a host that takes long addresses would.
 */
async function gotoLongAddress(page: Page, address: string) {
  await page.route(
    (url) => url.pathname === SEARCH_PATH && url.search.length > 8_000,
    async (route) => route.fulfill({ response: await route.fetch({ url: new URL(SEARCH_PATH, route.request().url()).href }) }),
  );
  await page.goto(address);
}

test.describe('site search, with script', () => {
  for (const { query, first } of SEARCHES) {
    test(`"${query}" ranks ${first.join(' and ')} first, each shown with its kind, title and an excerpt`, async ({ page }) => {
      await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`);
      await expect(page.getByLabel('Search calculators, guides and articles')).toHaveValue(query);
      await expectFirst(page, first);
      const top = results(page).first();
      await expect(top.locator('.search-kind').first()).toHaveText(first[0]?.startsWith('/blog/') ? 'Article' : 'Calculator');
      await expect(top.locator('.search-excerpt')).not.toBeEmpty();
      await expect(page.locator('[data-search-status]')).toHaveText(/^\d+ pages? match/);
      // The list of every page steps aside while there are results.
      await expect(page.locator('[data-search-directory]')).toBeHidden();
    });
  }

  for (const { query, readAs, first } of MISSPELT) {
    test(`"${query}" is read as "${readAs}", ${first} first, and the status line says so`, async ({ page }) => {
      await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`);
      await expectFirst(page, [first]);
      await expect(results(page).first().locator('.search-kind').first()).toHaveText('Calculator');
      await expect(page.locator('[data-search-status]')).toHaveText(new RegExp(`^Showing results for “${readAs}” instead of “${query}”: \\d+ (page matches|pages match)\\.$`));
      // What the reader typed stays theirs: in the field, the title and the address.
      await expect(page.getByLabel('Search calculators, guides and articles')).toHaveValue(query);
      await expect(page).toHaveTitle(`“${query}”: ${pageTitle}`);
      await expect(page).toHaveURL(`${SEARCH_PATH}?q=${encodeURIComponent(query).replaceAll('%20', '+')}`);
    });
  }

  test('a misspelling typed into the field is read as the calculator it names, and its correction as typed', async ({ page }) => {
    await page.goto(SEARCH_PATH);
    const field = page.getByLabel('Search calculators, guides and articles');
    await field.fill('morgage');
    await expectFirst(page, ['/mortgage-calculator']);
    await expect(page.locator('[data-search-status]')).toHaveText(/^Showing results for “mortgage” instead of “morgage”: /);
    await field.fill('mortgage');
    await expect(page.locator('[data-search-status]')).toHaveText(/^\d+ pages match “mortgage”\.$/);
    await expectFirst(page, ['/mortgage-calculator']);
  });

  test('a word the site uses is searched as typed, however near a calculator’s name: "finance" is two letters from "refinance"', async ({ page }) => {
    await page.goto(`${SEARCH_PATH}?q=finance`);
    await expect(page.locator('[data-search-status]')).toHaveText(/^\d+ pages match “finance”\.$/);
    await expect(resultLinks(page).first()).not.toHaveAttribute('href', '/refinance-calculator');
  });

  test('a calculator ranks first for its own name', async ({ page }) => {
    await page.goto(SEARCH_PATH);
    const field = page.getByLabel('Search calculators, guides and articles');
    for (const calculator of CALCULATORS) {
      const name = calculator.name.replace(/ (Calculator|Converter)$/, '');
      await field.fill(name);
      await expect(page.locator('[data-search-status]'), name).toHaveText(new RegExp(`match(es)? “${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`));
      await expectFirst(page, [calculator.path], name);
    }
  });

  test('"year by year" lists every calculator with a yearly table first: the growth pages, SWP, rent vs buy and the schedules', async ({ page }) => {
    const yearly = CALCULATORS.filter((calculator) => calculator.draws.includes('yearly-table')).map((calculator) => calculator.path);
    // The nine growth pages (docs/calculators.md), whose table's row for year y is the calculator's own result for y years.
    const growth = ['investment', 'savings', 'retirement', 'sip', 'compound-interest', 'ppf', 'fd', 'rd', 'inflation'].map((name) => `/${name}-calculator`);
    expect(yearly).toEqual(expect.arrayContaining([...growth, '/swp-calculator', '/rent-vs-buy-calculator', ...SCHEDULE_PAGES]));
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent('year by year')}`);
    await expect(results(page)).toHaveCount(10);
    // Ten more at each press, until every page with a yearly table can be among those shown.
    for (let shown = 20; shown - 10 < yearly.length; shown += 10) {
      await page.getByRole('button', { name: 'Show more results' }).click();
      await expect(results(page)).toHaveCount(shown);
    }
    await expectFirst(page, yearly);
  });

  test('typing searches as you go, keeps the query in the address and links the guide sections that match', async ({ page }) => {
    await page.goto(SEARCH_PATH);
    await expect(page.getByLabel('Search calculators, guides and articles')).toBeFocused();
    await page.keyboard.type('amortization');
    await expect(page).toHaveURL(/\?q=amortization$/);
    await expect(page).toHaveTitle(/^“amortization”: Search/);
    const mortgage = results(page).filter({ has: page.locator('h2 a[href="/mortgage-calculator"]') });
    await expect(mortgage.locator('mark').first()).toHaveText(/amortiz/i);
    const section = mortgage.locator('[data-kind="guide-section"] a').first();
    await expect(section).toHaveAttribute('href', /^\/mortgage-calculator#[\w-]+$/);
    // Clearing the field brings back the list of every page.
    await page.getByLabel('Search calculators, guides and articles').fill('');
    await expect(page.locator('[data-search-directory]')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${SEARCH_PATH}$`));
  });

  test('searching works under the policies a host sends (the site-wide one and the page’s own), worker and all', async ({ page }) => {
    const problems: string[] = [];
    const listen = (source: { on: (event: 'console', listener: (message: { type: () => string; text: () => string }) => void) => unknown }) =>
      source.on('console', (message) => { if (message.type() === 'error' || /Content.Security.Policy|falling back/i.test(message.text())) problems.push(message.text()); });
    listen(page);
    page.on('worker', (worker) => listen(worker));
    page.on('pageerror', (error) => problems.push(error.message));
    await sendHostHeaders(page);
    await page.goto(`${SEARCH_PATH}?q=PPF`);
    await expectFirst(page, ['/ppf-calculator']);
    expect(problems).toEqual([]);
  });

  test('arriving with a query, Pagefind’s script and the chunks the page’s script imports are asked for beside that script, not after it', async ({ page, context }) => {
    // Every request answered 300 ms late, as on a slow link: a file asked for only once the page's script has arrived
    // starts after that script's last byte.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${SEARCH_PATH}?q=Roth`);
    await expectFirst(page, ['/blog/roth-vs-traditional-ira-which-is-right-for-you']);
    const html = readFileSync(fileForPath(SEARCH_PATH, DIST) ?? '', 'utf8');
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
    const imports = moduleGraph([script]).filter((path) => path !== script);
    expect(imports.length, 'the page’s script imports a chunk').toBeGreaterThan(0);
    const timing = await page.evaluate((paths) => {
      const entry = (path: string) => performance.getEntriesByType('resource').find((item) => new URL(item.name).pathname === path) as PerformanceResourceTiming | undefined;
      return Object.fromEntries(paths.map((path) => [path, { start: entry(path)?.startTime ?? Infinity, end: entry(path)?.responseEnd ?? Infinity }]));
    }, [script, ...imports, `${SEARCH_BUNDLE}pagefind.js`]);
    for (const path of [...imports, `${SEARCH_BUNDLE}pagefind.js`]) expect(timing[path]?.start, path).toBeLessThan(timing[script]?.end ?? 0);
    // The preloaded script is the one the page runs: fetched once.
    expect(asked.filter((path) => path === `${SEARCH_BUNDLE}pagefind.js`)).toHaveLength(1);
  });

  test('arriving without a query, the page loads no file of Pagefind’s until the reader is about to search', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(SEARCH_PATH);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path.startsWith(SEARCH_BUNDLE))).toEqual([]);
    await page.getByLabel('Search calculators, guides and articles').fill('PPF');
    await expectFirst(page, ['/ppf-calculator']);
    expect(asked.filter((path) => path === `${SEARCH_BUNDLE}pagefind.js`)).toHaveLength(1);
  });

  test('a word nothing matches says so and offers the list of every page', async ({ page }) => {
    await page.goto(`${SEARCH_PATH}?q=xylophone`);
    await expect(page.locator('[data-search-status]')).toHaveText('No pages match “xylophone”. Try another word, or browse every page below.');
    await expect(results(page)).toHaveCount(0);
    await expect(page.locator('[data-search-directory]')).toBeVisible();
  });

  // Issue 43. Pagefind lists only the pages that hold every word, and reads a word it does not know as the longest start
  // of it that it does ("ppfzzqx" as "ppf"), so one stray word emptied the list. No page mentions both Roth and PPF.
  test('a word no page holds is dropped: the rest is searched, and the status line names the word', async ({ page }) => {
    const query = 'Roth ppfzzqx';
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`);
    await expectFirst(page, ['/blog/roth-vs-traditional-ira-which-is-right-for-you']);
    await expect(page.locator('[data-search-status]')).toHaveText(/^No page mentions “ppfzzqx”: showing results for “Roth”\. \d+ (page matches|pages match)\.$/);
    await expect(page.locator('[data-search-directory]')).toBeHidden();
    // What the reader typed stays theirs: in the field, the title and the address.
    await expect(page.getByLabel('Search calculators, guides and articles')).toHaveValue(query);
    await expect(page).toHaveTitle(`“${query}”: ${pageTitle}`);
    await expect(page).toHaveURL(`${SEARCH_PATH}?q=Roth+ppfzzqx`);
  });

  test('typed, two words no page holds are both named, and the word left is searched', async ({ page }) => {
    await page.goto(SEARCH_PATH);
    await page.getByLabel('Search calculators, guides and articles').fill('ppfzzqx Roth rothqqxz');
    await expect(page.locator('[data-search-status]')).toHaveText(/^No page mentions “ppfzzqx” or “rothqqxz”: showing results for “Roth”\. /);
    await expectFirst(page, ['/blog/roth-vs-traditional-ira-which-is-right-for-you']);
  });

  test('words that pages hold, but never together, still find nothing, and none is said to be missing', async ({ page }) => {
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent('Roth PPF')}`);
    await expect(page.locator('[data-search-status]')).toHaveText('No pages match “Roth PPF”. Try another word, or browse every page below.');
    await expect(results(page)).toHaveCount(0);
    await expect(page.locator('[data-search-directory]')).toBeVisible();
  });

  test('a query from a link is capped at the field’s own length before it reaches the field, the title, the status line and the address', async ({ page }) => {
    await gotoLongAddress(page, `${SEARCH_PATH}?q=${'x'.repeat(100_000)}`);
    const capped = 'x'.repeat(MAX_QUERY_LENGTH);
    const field = page.getByLabel('Search calculators, guides and articles');
    await expect(field).toHaveAttribute('maxlength', String(MAX_QUERY_LENGTH));
    await expect(field).toHaveValue(capped);
    await expect(page.locator('[data-search-status]')).toHaveText(`No pages match “${capped}”. Try another word, or browse every page below.`);
    await expect(page).toHaveTitle(`“${capped}”: ${pageTitle}`);
    await expect(page).toHaveURL(`${SEARCH_PATH}?q=${capped}`);
  });

  test('a query from a link or pasted in shows no bidirectional control or zero-width character', async ({ page }) => {
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent('\u202EPPF\u200B \u2067')}`);
    await expectFirst(page, ['/ppf-calculator']);
    await expect(page.getByLabel('Search calculators, guides and articles')).toHaveValue('PPF');
    await expect(page.locator('[data-search-status]')).toHaveText(/^\d+ pages? match “PPF”\.$/);
    await expect(page).toHaveTitle(`“PPF”: ${pageTitle}`);
    await expect(page).toHaveURL(`${SEARCH_PATH}?q=PPF`);
    // The reader's own field keeps what was pasted; what the page says of it does not.
    await page.getByLabel('Search calculators, guides and articles').fill('\u202Eamortization');
    await expect(page).toHaveTitle(`“amortization”: ${pageTitle}`);
    await expect(page.locator('[data-search-status]')).toHaveText(/^\d+ pages? match “amortization”\.$/);
  });

  test('a query of nothing but invisible characters shows the list of every page and leaves the address', async ({ page }) => {
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent('\u202E\u200B')}`);
    await expect(page.locator('[data-search-directory]')).toBeVisible();
    // The head script saw a query and kept the list undrawn until results came: nothing will come, so it is drawn.
    await expect(page.locator('html')).not.toHaveClass(/awaiting-results/);
    await expect(page.getByLabel('Search calculators, guides and articles')).toHaveValue('');
    await expect(page).toHaveURL(SEARCH_PATH);
    await expect(page).toHaveTitle(pageTitle);
  });

  test('more than ten results come ten at a time', async ({ page }) => {
    await page.goto(`${SEARCH_PATH}?q=tax`);
    await expect(results(page)).toHaveCount(10);
    const total = Number(/^(\d+)/.exec((await page.locator('[data-search-status]').textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(results(page)).toHaveCount(Math.min(total, 20));
  });

  test('the search page passes axe at 1280 and 390 px with results shown', async ({ page }) => {
    await page.goto(`${SEARCH_PATH}?q=Roth`);
    await expect(results(page).first()).toBeVisible();
    expect(await axeViolations(page, { bestPractice: true }), 'axe at 1280 px').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page, { bestPractice: true }), 'axe at 390 px').toEqual([]);
  });

  test('the page as a browser without script shows it passes axe at 390 and 1280 px: the note, the list of every page', async ({ page }) => {
    await page.goto(SEARCH_PATH);
    // axe needs script to run, so the page is shown as it looks without: the head script's mark taken off.
    await page.evaluate(() => document.documentElement.classList.remove('js'));
    await expect(page.getByText('Searching needs JavaScript, which is off in this browser.')).toBeVisible();
    expect(await axeViolations(page, { bestPractice: true }), 'axe at 1280 px').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page, { bestPractice: true }), 'axe at 390 px').toEqual([]);
  });
});

test.describe('site search, without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { query, first } of SEARCHES) {
    test(`"${query}": the list of every page names ${first.join(' and ')} with that word`, async ({ page }) => {
      await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`);
      await expect(page.getByText('Searching needs JavaScript, which is off in this browser.')).toBeVisible();
      const word = new RegExp(`(^|\\W)${query.replace(/[/]/g, '\\/')}(\\W|$)`, 'i');
      const entries = page.locator('[data-search-directory] li').filter({ hasText: word });
      const linked = await entries.locator('a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      for (const path of first) expect(linked, `${query} → ${path}`).toContain(path);
    });
  }

  test('the form sends the query to the search page as ?q=', async ({ page }) => {
    await page.goto(SEARCH_PATH);
    await page.getByLabel('Search calculators, guides and articles').fill('PPF');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`${SEARCH_PATH}?q=PPF`);
  });
});

test.describe('search on every other page', () => {
  const routes = sitemapRoutes();
  const html = (route: string) => readFileSync(fileForPath(route) ?? '', 'utf8');

  test('every page links the search page from its header, and none but the search page mentions the index', () => {
    expect(routes).toContain(SEARCH_PATH);
    for (const route of routes) {
      const header = /<header class="site-header[\s\S]*?<\/header>/.exec(html(route))?.[0] ?? '';
      expect(header, route).toContain(`href="${SEARCH_PATH}"`);
      if (route !== SEARCH_PATH) expect(html(route), route).not.toContain('/pagefind/');
    }
  });

  test('every page can be found from the search page without searching: its list links them all', () => {
    const search = html(SEARCH_PATH);
    const directory = search.slice(search.indexOf('data-search-directory'));
    const linked = new Set([...directory.matchAll(/href="([^"#]+)"/g)].map(([, href]) => href));
    expect(routes.filter((route) => route !== SEARCH_PATH && !linked.has(route))).toEqual([]);
  });

  test('every page but the search page is in the index, with its main content only', () => {
    const indexed = routes.filter((route) => /<main[^>]* data-pagefind-body/.test(html(route)));
    expect(indexed).toEqual(routes.filter((route) => route !== SEARCH_PATH));
    for (const calculator of CALCULATORS) {
      expect(html(calculator.path)).toMatch(/<main[^>]*data-pagefind-meta="keywords\[data-search-keywords\], kind:Calculator"/);
    }
  });

  test('the header link leads to the search page from a phone-width page, whose field is labelled', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mortgage-calculator');
    await page.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(SEARCH_PATH);
    await expect(page.getByRole('searchbox', { name: 'Search calculators, guides and articles' })).toBeVisible();
  });
});

test.describe('search offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 60_000 });

  const manifest = JSON.parse(/self\.__MANIFEST__ = (.*);/.exec(readFileSync(join(DIST, 'sw.js'), 'utf8'))![1]!) as { search: string[] };

  test('after one search online, the index is saved and other searches answer offline', async ({ page, context }) => {
    expect(manifest.search.length).toBeGreaterThan(10);
    await page.goto(`${SEARCH_PATH}?q=Roth`);
    await expect(results(page).first()).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000, polling: 200 });
    await expect
      .poll(
        () =>
          page.evaluate(async (wanted) => {
            const cached = new Set<string>();
            for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) cached.add(new URL(request.url).pathname);
            return wanted.filter((path) => !cached.has(path));
          }, manifest.search),
        { timeout: 20_000 },
      )
      .toEqual([]);

    await context.setOffline(true);
    await page.goto(`${SEARCH_PATH}?q=PPF`);
    await expectFirst(page, ['/ppf-calculator']);
    await page.getByLabel('Search calculators, guides and articles').fill('amortization');
    await expectFirst(page, SCHEDULE_PAGES);
  });
});
