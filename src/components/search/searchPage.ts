/**
 * The search page in the browser: reads `?q=`, asks Pagefind's index and lists what matches, as the reader types.
 * Pagefind's script, its web worker and its WebAssembly (about 85 KB) load only here, and only once the reader is about
 * to search: they touch or type in the field, or the address carries a query. The worker keeps the WebAssembly and the
 * index's unpacking off the main thread (Lighthouse counted 150 ms of blocking time for a first search without it). It is imported by its full address, which the
 * bundler leaves alone: a path would be wrapped in its preload helper, split into a chunk of its own that every
 * calculator page would then load as well. Everything Pagefind returns is shown as text, never parsed
 * as HTML. A query, from the address or typed, is cleaned and capped (textFromLink) before it reaches the title, the
 * status line, Pagefind or the address: a link's author cannot reorder or stretch what the page says. A query with a
 * misspelt word that names a calculator is searched as read, that calculator first (./searchAnswer.ts, with the
 * calculators' names from the page's JSON data block), and the status line says so. A query of several words that
 * finds nothing is searched again without the words no page holds, and the status line names them.
 */
import { textFromLink } from '@/lib/linkText';
import {
  MAX_QUERY_LENGTH,
  SEARCH_BUNDLE,
  SEARCH_RANKING,
  excerptParts,
  matchedSections,
  resultsSummary,
  searchKind,
  sectionKind,
} from '@/lib/search';
import { readCalculatorNames } from '@/lib/searchTypos';
import type { Pagefind, PagefindPage, PagefindResult } from './pagefind';
import { searchAnswer } from './searchAnswer';

/** Results shown at first, and added by each press of "Show more". */
const PAGE_SIZE = 10;
/** Typing pauses this long before a search: one search per word, not per letter, on a slow phone. */
const TYPING_PAUSE_MS = 150;

const form = document.querySelector<HTMLFormElement>('form[data-search-form]');
const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
const status = document.querySelector<HTMLElement>('[data-search-status]');
const list = document.querySelector<HTMLOListElement>('[data-search-results]');
const more = document.querySelector<HTMLButtonElement>('[data-search-more]');
const directory = document.querySelector<HTMLElement>('[data-search-directory]');
/** Every calculator's names, for reading a misspelt query as the one it names. */
const calculatorNames = readCalculatorNames(document.querySelector('[data-calculator-names]')?.textContent);
const pageTitle = document.title;

let pagefind: Promise<Pagefind> | undefined;
/** Each search's number: a search that finishes after a newer one has started shows nothing. */
let latest = 0;
let pending: PagefindResult[] = [];
let savedForOffline = false;

function loadPagefind(): Promise<Pagefind> {
  if (!pagefind) {
    const url = new URL(`${SEARCH_BUNDLE}pagefind.js`, location.href).href;
    pagefind = (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
      await module.options({ excerptLength: 24, excerptEllipsis: '…', ranking: SEARCH_RANKING });
      return module;
    });
    // A load that failed (offline, before the index was saved) is tried again by the next search.
    pagefind.catch(() => (pagefind = undefined));
  }
  return pagefind;
}

function text(tag: string, className: string, content: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = content;
  return element;
}

function excerpt(html: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'search-excerpt';
  for (const part of excerptParts(html)) paragraph.append(part.marked ? text('mark', '', part.text) : part.text);
  return paragraph;
}

function link(href: string, label: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = label;
  return anchor;
}

function resultItem(page: PagefindPage): HTMLLIElement {
  const kind = searchKind(page.meta.kind);
  const item = document.createElement('li');
  item.className = 'search-result';
  item.dataset.kind = kind.toLowerCase();
  const heading = document.createElement('h2');
  heading.append(link(page.url, page.meta.title ?? page.url));
  item.append(text('p', 'search-kind', kind), heading, excerpt(page.excerpt));
  const sections = matchedSections(page);
  if (sections.length > 0) {
    const nested = document.createElement('ul');
    nested.className = 'search-sections';
    for (const section of sections) {
      const entry = document.createElement('li');
      entry.dataset.kind = sectionKind(kind).toLowerCase().replace(' ', '-');
      entry.append(text('span', 'search-kind', sectionKind(kind)), ' ', link(section.url, section.title));
      nested.append(entry);
    }
    item.append(nested);
  }
  return item;
}

/** The next results, ready to show: their fragments are fetched first, so the list grows in one step. */
async function nextResults(): Promise<HTMLLIElement[]> {
  const batch = pending.splice(0, PAGE_SIZE);
  return (await Promise.all(batch.map((result) => result.data()))).map(resultItem);
}

async function showMore(search: number): Promise<void> {
  const items = await nextResults();
  if (search !== latest || !list || !more) return;
  list.append(...items);
  more.hidden = pending.length === 0;
}

function setQueryInAddress(query: string): void {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url);
  document.title = query ? `“${query}”: ${pageTitle}` : pageTitle;
}

/** After the first search that worked online, the service worker keeps the whole index, so searches work offline. */
function saveForOffline(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (savedForOffline || !navigator.onLine || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  savedForOffline = true;
  navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ type: 'save-search' }));
}

/**
 * The list of every page: shown with no query, no match or no index, out of the way while results are listed. The
 * search page's head script hides it until the first results are known (src/scripts/awaiting-results.js).
 */
function showDirectory(shown: boolean): void {
  if (directory) directory.hidden = !shown;
  document.documentElement.classList.remove('awaiting-results');
}

async function run(raw: string): Promise<void> {
  if (!status || !list || !more || !directory) return;
  const query = textFromLink(raw, MAX_QUERY_LENGTH);
  const search = ++latest;
  setQueryInAddress(query);
  if (!query) {
    list.replaceChildren();
    more.hidden = true;
    status.textContent = '';
    showDirectory(true);
    return;
  }
  status.textContent = 'Searching…';
  try {
    const answer = await searchAnswer(await loadPagefind(), query, calculatorNames, PAGE_SIZE);
    if (search !== latest || !answer) return;
    pending = [...answer.results];
    const items = await nextResults();
    if (search !== latest) return;
    // All in one step, the list of every page out of the way first: nothing on screen is pushed down and back.
    showDirectory(items.length === 0);
    list.replaceChildren(...items);
    more.hidden = pending.length === 0;
    status.textContent = resultsSummary(answer.readAs ?? query, answer.results.length, answer.readAs && query, answer.dropped);
    saveForOffline();
  } catch {
    if (search !== latest) return;
    list.replaceChildren();
    more.hidden = true;
    showDirectory(true);
    status.textContent = navigator.onLine
      ? 'Search could not load. Every page is listed below by topic.'
      : 'You are offline and search has not been saved on this device yet. Every page is listed below by topic.';
  }
}

if (form && input) {
  let typing: ReturnType<typeof setTimeout> | undefined;
  const query = textFromLink(new URLSearchParams(location.search).get('q') ?? '', MAX_QUERY_LENGTH);
  input.value = query;
  // Pagefind starts loading as the reader reaches for the field, not when the page focuses it.
  const warmUp = () => void loadPagefind().catch(() => {});
  input.addEventListener('pointerdown', warmUp, { once: true });
  input.addEventListener('keydown', warmUp, { once: true });
  input.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => void run(input.value), TYPING_PAUSE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    // A phone's keyboard goes down, so the results can be seen.
    input.blur();
    void run(input.value);
  });
  more?.addEventListener('click', () => void showMore(latest));
  // Run for no query too: a query cleaned away to nothing must still leave the address and end the head script's
  // wait for results, which a `q` of invisible characters started.
  void run(query);
  if (!query) input.focus();
}
