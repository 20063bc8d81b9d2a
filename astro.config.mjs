// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';

// The canonical origin; override at build time for a staging host: SITE_URL=https://staging.example.org
const site = process.env.SITE_URL ?? 'https://ledgerwise.example.com';

export default defineConfig({
  site,
  trailingSlash: 'never',
  // "/about-us" and not "/about-us/": one canonical form, served as about-us.html by static hosts.
  build: { format: 'file', inlineStylesheets: 'always' },
  // Whitespace between inline elements matters in prose and nav; 'jsx' mode would collapse it.
  compressHTML: true,
  integrations: [
    react(),
    mdx(),
    sitemap({ filter: (page) => !page.includes('/404') }),
  ],
  devToolbar: { enabled: false },
});
