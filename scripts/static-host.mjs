// Serves dist/ the way a static host does: extensionless URLs from .html files, 404.html for the rest, gzip,
// and the headers of dist/_headers (which `astro preview` does not send). Used by Lighthouse and the benchmarks,
// which also serve the anchor sites (Astro's own examples, built elsewhere, with no _headers) with it.
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

/** Starts the host on a free port of 127.0.0.1; resolves to its origin and a function that stops it. */
export function startStaticHost(dist = DIST) {
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
    response.writeHead(file ? 200 : 404, headers).end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(done)) });
    });
  });
}
