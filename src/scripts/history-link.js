// HISTORY.md: the link to the safe-withdrawal calculator (HistoryTestLink.astro) carries the reader's figures that
// mean the same there. They are written into its address as the reader follows it (pointer down, click, focus, a
// middle click, the context menu's "Copy link"), from what the page shows then: the money from the results (the
// first of the fields the link names that is shown, to the whole dollar), the years from the form's input (a whole
// number from 1 to 60). Before a result, or while the result is marked stale (for other inputs), the link carries
// nothing. Without script it is the plain link.
(() => {
  const link = document.querySelector('[data-history-test]');
  const address = link.getAttribute('href');
  const update = () => {
    const results = document.querySelector('[data-results]');
    const query = new URLSearchParams();
    if (results?.querySelector('[data-result]') && !results.querySelector('[data-note="stale"]')) {
      for (const name of ['portfolio', 'spending']) {
        const shown = link.dataset[name]?.split(' ').map((field) => results.querySelector(`[data-result="${field}"]`)).find(Boolean);
        const dollars = Math.round(shown?.dataset.value);
        // From 1e21 a number is written with an exponent, which no form reads.
        if (dollars >= 1 && dollars < 1e21) query.set(name, dollars);
      }
      const years = link.dataset.years && document.querySelector(`form[data-calculator] [name="${link.dataset.years}"]`)?.value.trim();
      if (/^\d+$/.test(years) && years >= 1 && years <= 60) query.set('years', Number(years));
    }
    const search = String(query);
    link.setAttribute('href', search ? `${address}?${search}` : address);
  };
  for (const type of ['pointerdown', 'click', 'focus', 'auxclick', 'contextmenu']) link.addEventListener(type, update);
})();
