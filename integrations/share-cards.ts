import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import type { AstroIntegration } from 'astro';
import satori from 'satori';
import { SITE } from '../src/config/site.ts';
import { readShareCardAlt, SHARE_CARD } from '../src/lib/shareCard.ts';
import { htmlPages } from '../scripts/dist.mjs';

const font = (weight: 400 | 700) => readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-latin-${String(weight)}-normal.woff`)));

/** The site's mark (src/components/Logo.astro) as an image satori can place. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#ffffff"/><path d="M8 22h16M9 18l5-5 4 3 6-7" fill="none" stroke="#0f5132" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
).toString('base64')}`;

type Element = { type: string; props: Record<string, unknown> & { children?: unknown } };
const box = (style: Record<string, unknown>, children: unknown): Element => ({ type: 'div', props: { style, children } });

/** The card: the mark and name, the page's topic, its title, and what the site is, in the site's colours. */
function card(topic: string, title: string, host: string): Element {
  const titleSize = title.length > 70 ? 54 : title.length > 40 ? 64 : 76;
  return box(
    {
      // Satori sizes the content box: the padding is added to these, so together they fill the card exactly.
      width: SHARE_CARD.width - 2 * 72,
      height: SHARE_CARD.height - 2 * 64,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      // Flat: a gradient's every pixel differs, and the PNG would be several times larger.
      background: '#0f5132',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      box({ display: 'flex', alignItems: 'center', gap: '20px', fontSize: 40, fontWeight: 700 }, [{ type: 'img', props: { src: LOGO, width: 64, height: 64 } }, SITE.name]),
      box({ display: 'flex', flexDirection: 'column', gap: '20px' }, [
        ...(topic ? [box({ fontSize: 30, fontWeight: 700, color: '#a7d8bf', textTransform: 'uppercase', letterSpacing: '0.06em' }, topic)] : []),
        box({ fontSize: titleSize, fontWeight: 700, lineHeight: 1.12 }, title),
      ]),
      box({ display: 'flex', justifyContent: 'space-between', width: '100%', fontSize: 28, color: '#e1efe8' }, [box({}, SITE.tagline), box({}, host)]),
    ],
  );
}

/** One PNG per page, named by the page's own `og:image`, drawn from its `og:image:alt` ("Topic: Title"). */
export function shareCards(): AstroIntegration {
  return {
    name: 'ledgerwise:share-cards',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const dist = fileURLToPath(dir);
        const fonts = [
          { name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const },
          { name: 'Inter', data: font(700), weight: 700 as const, style: 'normal' as const },
        ];
        let count = 0;
        let largest = 0;
        for (const { file } of htmlPages(dist)) {
          const html = readFileSync(file, 'utf8');
          const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
          const alt = /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1];
          if (!image || alt === undefined) continue;
          const url = new URL(image);
          const { topic, title } = readShareCardAlt(decodeEntities(alt));
          const svg = await satori(card(topic, title, url.host) as Parameters<typeof satori>[0], { ...SHARE_CARD, fonts });
          const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD.width } }).render().asPng();
          const out = join(dist, url.pathname);
          mkdirSync(dirname(out), { recursive: true });
          writeFileSync(out, png);
          count += 1;
          largest = Math.max(largest, png.length);
        }
        logger.info(`Drew ${String(count)} share cards in ${((performance.now() - started) / 1000).toFixed(1)} s, the largest ${(largest / 1024).toFixed(1)} KB.`);
      },
    },
  };
}

/** The few entities Astro writes into an attribute. */
function decodeEntities(text: string): string {
  return text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}
