import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlPages, metaPolicy } from '../scripts/dist.mjs';

/**
 * The HTTP headers every response should carry, whatever the page. A host sends them from `dist/_headers`
 * (Netlify, Cloudflare Pages) or from the nginx configuration that `scripts/nginx-headers.mjs` writes.
 */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing on the site uses a camera, a microphone, location, payment or any other powerful feature.
  'Permissions-Policy': [
    'accelerometer=()', 'autoplay=()', 'bluetooth=()', 'camera=()', 'display-capture=()', 'encrypted-media=()',
    'fullscreen=()', 'geolocation=()', 'gyroscope=()', 'hid=()', 'magnetometer=()', 'microphone=()', 'midi=()',
    'payment=()', 'publickey-credentials-get=()', 'screen-wake-lock=()', 'serial=()', 'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
};

/** What only a header can say: a meta-tag policy cannot forbid framing (browsers ignore frame-ancestors there). */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"] as const;

/**
 * The policy a page's response header carries: the page's own meta-tag policy, which Astro hashes for its
 * scripts and styles, plus the directives only a header can send. Made from the built page, so the two
 * can never drift apart.
 */
export function headerPolicy(html: string): string | undefined {
  const directives = metaPolicy(html);
  return directives && [...directives, ...HEADER_ONLY_DIRECTIVES].join('; ');
}

/** The `_headers` file for the built site in `dist`. */
export function headersFile(dist: string): string {
  const block = (path: string, headers: Readonly<Record<string, string>>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const pages = htmlPages(dist).flatMap(({ file, route }) => {
    const policy = headerPolicy(readFileSync(file, 'utf8'));
    return policy ? [block(route, { 'Content-Security-Policy': policy })] : [];
  });
  return [
    '# Written by integrations/security-headers.ts on every build: the policy hashes change with the code.',
    block('/*', SITE_HEADERS),
    // Hashed file names: a changed file gets a new name, so a year-long cache is safe.
    block('/_astro/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    // The service worker must be checked for a new build on every visit.
    block('/sw.js', { 'Cache-Control': 'no-cache' }),
    ...pages,
  ].join('\n\n') + '\n';
}

/** Writes `dist/_headers` after the build: security headers for every page, with its own CSP. */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'ledgerwise:security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        writeFileSync(`${dist}/_headers`, headersFile(dist));
        logger.info('wrote _headers');
      },
    },
  };
}
