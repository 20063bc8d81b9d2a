import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlPages } from '../scripts/dist.mjs';
import { keepUnits } from '../src/lib/format.ts';

/**
 * The page with a no-break space between every number and its unit in its text ("50 %", "10 years"): in articles,
 * guides and every other static text, wherever it was written. Scripts, styles and attributes are left alone, and
 * so are the calculator islands: React must find in the page exactly what it renders itself, so their text takes
 * its spaces from the calculator's description (`calculatorView`) and from `keepUnits` as it renders.
 */
export function withNoBreakUnits(html: string): string {
  // Whole elements to skip, then any tag, then the text between tags: only the text is changed.
  return html.replace(/<(script|style|astro-island)\b[\s\S]*?<\/\1>|<[^>]*>|([^<]+)/g, (whole: string, _skipped, text: string | undefined) =>
    text === undefined ? whole : keepUnits(text),
  );
}

/** After the build, before the integrations that hash or read the pages' contents. */
export function noBreakUnits(): AstroIntegration {
  return {
    name: 'ledgerwise:no-break-units',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        for (const { file } of htmlPages(dist)) writeFileSync(file, withNoBreakUnits(readFileSync(file, 'utf8')));
        logger.info('joined numbers to their units with no-break spaces');
      },
    },
  };
}
