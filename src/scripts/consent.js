// Shows the consent banner until the reader answers, and remembers the answer in localStorage.
(() => {
  const banner = document.getElementById('consent');
  const key = banner.dataset.consentKey;
  let stored = null;
  try { stored = localStorage.getItem(key); } catch {}
  if (stored) return;
  banner.hidden = false;
  banner.addEventListener('click', (event) => {
    const choice = event.target.closest('[data-consent]')?.dataset.consent;
    if (!choice) return;
    try { localStorage.setItem(key, choice); } catch {}
    banner.hidden = true;
    document.dispatchEvent(new CustomEvent('consentchange', { detail: choice }));
  });
})();
