// On the search page, before first paint: when the address carries a query, the page is awaiting the results the
// reader asked for. While it is, the list of every page keeps its room but is not drawn (so a slow phone never lays it
// out only to take it away again), and the service worker's registration waits (its precache would compete with the
// search index for a slow connection). Pagefind's script and the chunks the page's own script imports are asked for
// now, beside that script and not round trips after it (the page keeps their preloads inert until then). Without
// script the list shows.
if (new URLSearchParams(location.search).get('q')?.trim()) {
  document.documentElement.classList.add('awaiting-results');
  const preloads = document.querySelector('template[data-search-preloads]');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
}
