// On the search page, before first paint: when the address carries a query, the page is awaiting the results the
// reader asked for. While it is, the list of every page keeps its room but is not drawn (so a slow phone never lays it
// out only to take it away again), and the service worker's registration waits (its precache would compete with the
// search index for a slow connection). Without script the list shows.
if (new URLSearchParams(location.search).get('q')?.trim()) document.documentElement.classList.add('awaiting-results');
