// Serves dist/ the way a static host does: extensionless URLs from .html files, 404.html for the rest, gzip,
// and the headers of dist/_headers (which `astro preview` does not send). Used by Lighthouse and the benchmarks,
// which also serve the anchor sites (Astro's own examples, built elsewhere, with no _headers) with it. With `link`, it
// sends as a phone's slow connection would: every response (the service worker's included, which the browser's own
// throttling does not slow) waits a round trip, then shares the bandwidth with every other response under way.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, fileForPath, headerRules, headersFor } from './dist.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.json': 'application/json',
};

/**
 * A slow link that every response shares: each waits `rttMs` for its request to arrive, then the responses under way
 * take turns at the bandwidth (`kbps`, kilobits a second), an equal slice each every 10 ms, as connections sharing a
 * phone's link roughly do.
 * @param {{ rttMs: number, kbps: number }} link
 */
function slowLink({ rttMs, kbps }) {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  /** @type {{ response: import('node:http').ServerResponse, body: Buffer, sent: number }[]} */
  const sending = [];
  let timer;
  let last = 0;
  let credit = 0;
  const tick = () => {
    const now = performance.now();
    credit += (now - last) * bytesPerMs;
    last = now;
    while (credit >= 1 && sending.length > 0) {
      const slice = Math.max(1, Math.floor(credit / sending.length));
      for (const item of [...sending]) {
        // A response the browser gave up on (its page closed) stops taking its share.
        const bytes = item.response.destroyed ? 0 : Math.min(slice, item.body.length - item.sent);
        if (bytes > 0) item.response.write(item.body.subarray(item.sent, item.sent + bytes));
        item.sent += bytes;
        credit -= bytes;
        if (item.sent >= item.body.length || item.response.destroyed) {
          item.response.end();
          sending.splice(sending.indexOf(item), 1);
        }
      }
    }
    if (sending.length === 0) {
      clearInterval(timer);
      timer = undefined;
      credit = 0;
    }
  };
  /** @param {import('node:http').ServerResponse} response @param {Buffer} body */
  return (response, body) =>
    setTimeout(() => {
      response.flushHeaders();
      sending.push({ response, body, sent: 0 });
      if (!timer) {
        last = performance.now();
        timer = setInterval(tick, 10);
      }
    }, rttMs);
}

/**
 * Starts the host on a free port of 127.0.0.1; resolves to its origin and a function that stops it.
 * @param {string} [dist]
 * @param {{ link?: { rttMs: number, kbps: number } }} [options]
 */
export function startStaticHost(dist = DIST, { link } = {}) {
  const send = link ? slowLink(link) : (response, body) => response.end(body);
  const headersFile = join(dist, '_headers');
  const rules = existsSync(headersFile) ? headerRules(readFileSync(headersFile, 'utf8')) : [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const file = fileForPath(path, dist);
    const served = file ?? join(dist, '404.html');
    const type = TYPES[extname(served)] ?? 'application/octet-stream';
    let body = readFileSync(served);
    const headers = { 'Content-Type': type, ...headersFor(path, rules) };
    if (/text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    }
    response.writeHead(file ? 200 : 404, headers);
    send(response, body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(done)) });
    });
  });
}
