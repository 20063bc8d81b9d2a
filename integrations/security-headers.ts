import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlPages, metaPolicy } from '../scripts/dist.mjs';
import { cspHash } from '../src/lib/inlineCode.ts';

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
    'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'encrypted-media=()',
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

/** The inline code of each kind a page carries: the text of its `<script>` and `<style>` elements without a source. */
function inlineCode(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? '');
}

/**
 * The page with a meta policy that allows exactly the inline code it carries. Astro lists the hashes of every script
 * and style its build made, whichever page they are on: about 30 hashes on each page where 5 to 9 are used, 1.1 KB
 * of incompressible text in the first round trip, and a policy that allows code the page does not have. Nothing
 * here adds inline code at run time (scripts come from files, styles change through the CSSOM), and the browser
 * tests load every page under its policy.
 */
export function withPagePolicy(html: string): string {
  const directives = metaPolicy(html);
  if (!directives) return html;
  const used = new Set([...inlineCode(html, 'script'), ...inlineCode(html, 'style')].map((code) => `'${cspHash(code)}'`));
  const policy = directives
    .map((directive) => directive.split(' ').filter((source) => !source.startsWith("'sha256-") || used.has(source)).join(' '))
    .join('; ');
  return html.replace(/(<meta http-equiv="content-security-policy" content=")[^"]*"/i, `$1${policy}"`);
}

/**
 * One policy for every response, pages or not: each directive lists every source any page's lists. A host sends it
 * where no page's own rule applies, above all with the not-found page, served at whatever address was asked for
 * (Netlify and Cloudflare Pages match that address, not `/404`, so the page's own rule never applies to it). With
 * the page's meta policy, which the browser enforces as well, what runs is exactly what the page's policy allows;
 * the hashes it adds are those of this site's own inline code. On Cloudflare Pages, which joins the values of
 * every matching rule, each page's response carries both this and its own policy: both are enforced, so the
 * stricter one, the page's, decides.
 */
export function sitePolicy(policies: readonly string[]): string {
  const sources = new Map<string, string[]>();
  for (const policy of policies) {
    for (const [name = '', ...values] of policy.split(';').map((directive) => directive.trim().split(' '))) {
      const known = sources.get(name) ?? [];
      sources.set(name, [...known, ...values.filter((value) => !known.includes(value))]);
    }
  }
  return [...sources].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The `_headers` file for the built site in `dist`. */
export function headersFile(dist: string): string {
  const block = (path: string, headers: Readonly<Record<string, string>>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const policies = htmlPages(dist).flatMap(({ file, route }) => {
    const policy = headerPolicy(readFileSync(file, 'utf8'));
    return policy ? [{ route, policy }] : [];
  });
  const everyResponse = policies.length ? { ...SITE_HEADERS, 'Content-Security-Policy': sitePolicy(policies.map(({ policy }) => policy)) } : SITE_HEADERS;
  return [
    '# Written by integrations/security-headers.ts on every build: the policy hashes change with the code.',
    block('/*', everyResponse),
    // Hashed file names: a changed file gets a new name, so a year-long cache is safe.
    block('/_astro/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    // The service worker must be checked for a new build on every visit.
    block('/sw.js', { 'Cache-Control': 'no-cache' }),
    ...policies.map(({ route, policy }) => block(route, { 'Content-Security-Policy': policy })),
  ].join('\n\n') + '\n';
}

/**
 * After the build: each page's policy trimmed to the inline code it carries, then `dist/_headers` with the security
 * headers for every page and its own CSP.
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'ledgerwise:security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        for (const { file } of htmlPages(dist)) writeFileSync(file, withPagePolicy(readFileSync(file, 'utf8')));
        writeFileSync(`${dist}/_headers`, headersFile(dist));
        logger.info("trimmed each page's policy to its own inline code and wrote _headers");
      },
    },
  };
}
