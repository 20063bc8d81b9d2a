import { createHash } from 'node:crypto';

/**
 * Code written into pages (src/scripts/*.js, and styles made from data) and its Content-Security-Policy
 * hash. The policy allows an inline script or style only when its exact text hashes to a listed value, so
 * the text a page carries and the text that was hashed must come from the same function.
 */

/** A script as it ships: whole-line comments (they say why, for developers) and indentation removed. */
export function compactScript(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/** The CSP source expression for a piece of inline code: `sha256-…`. */
export function cspHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}
