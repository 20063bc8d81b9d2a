// Registers the service worker once the page has loaded and the browser is idle, so it never competes with
// the page itself. Then it asks for the full precache (every calculator, for offline use) unless the reader
// is saving data or on 2G: there only the pages they open are kept.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    const whenIdle = window.requestIdleCallback ?? ((task) => setTimeout(task, 1000));
    whenIdle(() => {
      navigator.serviceWorker.register('/sw.js').catch(() => {});
      const connection = navigator.connection;
      if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
      navigator.serviceWorker.ready.then((registration) => (registration.waiting ?? registration.active)?.postMessage({ type: 'precache' }));
    });
  });
}
