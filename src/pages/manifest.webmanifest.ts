import type { APIRoute } from 'astro';
import { SITE } from '@/config/site';

/** The web app manifest: what a phone needs to install the site as an app that opens offline. */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      id: '/',
      name: `${SITE.name}: free finance calculators`,
      short_name: SITE.name,
      description: SITE.description,
      lang: SITE.locale,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: SITE.themeColor,
      background_color: SITE.backgroundColor,
      categories: ['finance', 'education'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
