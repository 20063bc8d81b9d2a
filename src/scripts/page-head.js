// Runs in <head>, before first paint and before any image: marks the page as scripted (reveal animations
// never hide content without JS), and hides a stock photo that fails to load so its designed fallback shows.
// A capture listener replaces an inline onerror attribute, which the Content-Security-Policy forbids.
document.documentElement.classList.add('js');
addEventListener('error', (event) => {
  const target = event.target;
  if (target instanceof HTMLImageElement && target.closest('.post-image')) target.hidden = true;
}, true);
