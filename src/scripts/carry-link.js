// SAVE.md: the links to other calculators (CarryLinks.astro) carry the reader's values of the inputs they name, as
// typed, written into the address as the reader follows them (pointer down, click, focus, a middle click, the context
// menu's "Copy link"). Each link's data-carry lists `target=source` pairs. Before a result, or while the result is
// marked stale (for other inputs), a link carries nothing; a blank input is left out, so the other page's default
// stands. Without script each is the plain link.
(() => {
  const form = document.querySelector('form[data-calculator]');
  for (const link of document.querySelectorAll('[data-carry]')) {
    const address = link.getAttribute('href');
    const update = () => {
      const results = document.querySelector('[data-results]');
      const query = new URLSearchParams();
      if (results?.querySelector('[data-result]') && !results.querySelector('[data-note="stale"]')) {
        for (const pair of link.dataset.carry.split(' ')) {
          const [target, source] = pair.split('=');
          const value = form?.querySelector(`[name="${source}"]`)?.value.trim();
          if (value) query.set(target, value);
        }
      }
      const search = String(query);
      link.setAttribute('href', search ? `${address}?${search}` : address);
    };
    for (const type of ['pointerdown', 'click', 'focus', 'auxclick', 'contextmenu']) link.addEventListener(type, update);
  }
})();
