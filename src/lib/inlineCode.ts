import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';

/**
 * Code written into pages (src/scripts/*.js, and styles made from data) and its Content-Security-Policy
 * hash. The policy allows an inline script or style only when its exact text hashes to a listed value, so
 * the text a page carries and the text that was hashed must come from the same function.
 */

/**
 * A script as it ships: minified (its comments say why, for developers; a phone needs only the code). These few
 * scripts are in the first round trip of every page, so each byte is paid on every visit.
 */
export function compactScript(source: string): string {
  return transformSync(source, { minify: true, target: 'es2022' }).code.trim();
}

/** The CSP source expression for a piece of inline code: `sha256-…`. */
export function cspHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}
