// Registers the service worker once the page is done with its own work: loaded, its islands hydrated, and the main
// thread quiet (an idle period of 40 ms or more: no frame and no task due). A worker that starts earlier competes
// with hydration and the first frames on a slow phone's few cores, and takes charge of the island's own script
// requests. A page that never goes quiet (an animation that runs on) registers it 10 s after load. Then it asks for
// the full precache (every calculator, for offline use) unless the reader is saving data or on 2G: there only the
// pages they open are kept. A page still fetching what the reader asked for (marked `awaiting-results`, as the search
// page is until its first results) is not quiet: the precache would compete with it for a slow connection.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    const loaded = performance.now();
    const whenQuiet = (task) =>
      window.requestIdleCallback
        ? requestIdleCallback((deadline) =>
            (deadline.timeRemaining() >= 40 && !document.documentElement.classList.contains('awaiting-results')) || performance.now() - loaded > 10000
              ? task()
              : whenQuiet(task))
        : setTimeout(task, 1000);
    const hydrated = [...document.querySelectorAll('astro-island[ssr]')].map((island) => new Promise((done) => island.addEventListener('astro:hydrate', done, { once: true })));
    Promise.all(hydrated).then(() => whenQuiet(() => {
      navigator.serviceWorker.register('/sw.js').catch(() => {});
      const connection = navigator.connection;
      if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
      navigator.serviceWorker.ready.then((registration) => (registration.waiting ?? registration.active)?.postMessage({ type: 'precache' }));
    }));
  });
}
