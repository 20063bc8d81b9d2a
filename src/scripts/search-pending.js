// On the search page, before first paint: when the address carries a query, the list of every page keeps its room but
// is not drawn until the results are known, so a slow phone never lays it out only to take it away again. Without
// script it shows.
if (new URLSearchParams(location.search).get('q')?.trim()) document.documentElement.classList.add('search-pending');
