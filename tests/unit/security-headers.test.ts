import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerPolicy, headersFile, sitePolicy, withPagePolicy } from '../../integrations/security-headers';
import { headerRules, headersFor } from '../../scripts/dist.mjs';
import { compactScript, cspHash } from '@/lib/inlineCode';

const page = (policy: string) => `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"></head></html>`;

describe('cspHash', () => {
  it('is the CSP source expression of the SHA-256 of the exact text', () => {
    // The SHA-256 of the empty string, as FIPS 180-2 test vectors give it (e3b0c442…), in base64.
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    // And of "abc" (ba7816bf…), the standard's first example.
    expect(cspHash('abc')).toBe('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });
});

describe('compactScript', () => {
  it('drops comments and spaces, and keeps what the code does', () => {
    const source = '// why\n(() => {\n  // more why\n  const greeting = "a // b";\n  globalThis.result = greeting;\n})();\n';
    const compact = compactScript(source);
    expect(compact).not.toMatch(/why|\n/);
    expect(compact.length).toBeLessThan(source.length / 2);
    new Function(compact)();
    expect((globalThis as { result?: string }).result).toBe('a // b');
  });
});

describe('the header policy', () => {
  it("is the page's meta policy plus frame-ancestors, which only a header can carry", () => {
    expect(headerPolicy(page("default-src 'self';script-src 'self' 'sha256-abc=';"))).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'",
    );
  });

  it('is absent for a page without a policy', () => {
    expect(headerPolicy('<!doctype html><title>x</title>')).toBeUndefined();
  });
});

describe("each page's meta policy", () => {
  const used = cspHash('run()');
  const elsewhere = cspHash('runOnAnotherPage()');
  const style = cspHash('p{color:red}');
  const otherStyle = cspHash('h1{color:blue}');
  const built = `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' '${used}' '${elsewhere}' 'sha256-nothing=';style-src 'self' '${otherStyle}' '${style}'"><style>p{color:red}</style></head><body><script>run()</script><script src="/_astro/a.js"></script><script type="application/ld+json">{}</script></body></html>`;

  it('allows exactly the inline scripts and styles the page carries, and keeps every other source', () => {
    expect(metaPolicyOf(withPagePolicy(built))).toBe(`default-src 'self'; script-src 'self' '${used}'; style-src 'self' '${style}'`);
  });

  it('leaves the rest of the page as it was', () => {
    expect(withPagePolicy(built).replace(/content="[^"]*"/, '')).toBe(built.replace(/content="[^"]*"/, ''));
  });

  it('leaves a page without a policy alone', () => {
    expect(withPagePolicy('<!doctype html><title>x</title>')).toBe('<!doctype html><title>x</title>');
  });
});

const metaPolicyOf = (html: string) => /content="([^"]*)"/.exec(html)?.[1];

describe('the _headers file', () => {
  const dist = mkdtempSync(join(tmpdir(), 'ledgerwise-dist-'));
  writeFileSync(join(dist, 'index.html'), page("script-src 'self' 'sha256-home='"));
  mkdirSync(join(dist, 'blog'));
  writeFileSync(join(dist, 'blog', 'a-post.html'), page("script-src 'self' 'sha256-post='"));
  const file = headersFile(dist);
  const blocks = file.trimEnd().split('\n\n').map((block) => block.split('\n'));

  it('sends the security headers with every response', () => {
    const all = blocks.find(([path]) => path === '/*')!;
    expect(all).toContain('  X-Content-Type-Options: nosniff');
    expect(all).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
    expect(all.join('\n')).toMatch(/Strict-Transport-Security: max-age=\d{8,}/);
    expect(all.join('\n')).toMatch(/Permissions-Policy: .*camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('caches hashed assets for a year and never the service worker', () => {
    expect(blocks).toContainEqual(['/_astro/*', '  Cache-Control: public, max-age=31536000, immutable']);
    expect(blocks).toContainEqual(['/sw.js', '  Cache-Control: no-cache']);
  });

  it('sends every response a policy, the not-found page at any address included, that allows only the site’s own inline code', () => {
    const all = blocks.find(([path]) => path === '/*')!;
    expect(all).toContain("  Content-Security-Policy: script-src 'self' 'sha256-home=' 'sha256-post='; frame-ancestors 'none'");
  });

  it("gives each page its own policy at the URL visitors use", () => {
    expect(blocks).toContainEqual(['/', "  Content-Security-Policy: script-src 'self' 'sha256-home='; frame-ancestors 'none'"]);
    expect(blocks).toContainEqual(['/blog/a-post', "  Content-Security-Policy: script-src 'self' 'sha256-post='; frame-ancestors 'none'"]);
  });
});

describe('the policy for every response', () => {
  it('lists, per directive, every source any page lists, each once and in the order first seen', () => {
    expect(
      sitePolicy([
        "default-src 'self'; script-src 'self' 'sha256-a='; frame-ancestors 'none'",
        "default-src 'self'; script-src 'self' 'sha256-b=' 'sha256-a='; style-src 'self' 'sha256-c='; frame-ancestors 'none'",
      ]),
    ).toBe("default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none'; style-src 'self' 'sha256-c='");
  });
});

describe('what a host sends from _headers', () => {
  const rules = headerRules(`/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: script-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none'

/page
  Content-Security-Policy: script-src 'self' 'sha256-a='; frame-ancestors 'none'
`);

  it('on Netlify: a later matching rule replaces an earlier one’s header', () => {
    expect(headersFor('/page', rules, 'netlify')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "script-src 'self' 'sha256-a='; frame-ancestors 'none'",
    });
  });

  it('on Cloudflare Pages: the values of every matching rule are joined by a comma, two policies both enforced', () => {
    expect(headersFor('/page', rules, 'cloudflare')['Content-Security-Policy']).toBe(
      "script-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none', script-src 'self' 'sha256-a='; frame-ancestors 'none'",
    );
  });

  it('at an address no page has (the not-found page), the policy for every response, on both hosts', () => {
    for (const host of ['netlify', 'cloudflare'] as const) {
      expect(headersFor('/no-such-page', rules, host)['Content-Security-Policy']).toBe("script-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none'");
    }
  });
});
