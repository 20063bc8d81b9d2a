import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SITE } from '../src/config/site.ts';
import { adsTxt } from '../src/lib/adsTxt.ts';

/** Writes `/ads.txt` when the site config names an ad network publisher id (src/config/site.ts), and nothing otherwise. */
export function adsTxtFile(): AstroIntegration {
  return {
    name: 'ledgerwise:ads-txt',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const text = adsTxt(SITE.adNetwork);
        if (text === null) {
          logger.info('No ad network publisher id in src/config/site.ts: no ads.txt written.');
          return;
        }
        writeFileSync(join(fileURLToPath(dir), 'ads.txt'), text);
        logger.info(`Wrote ads.txt for ${SITE.adNetwork.domain}.`);
      },
    },
  };
}
