import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The categories SPEC.md gives the 18 articles; a typo in front matter fails the build. */
export const BLOG_CATEGORIES = [
  'Budgeting',
  'Investing',
  'Debt',
  'Retirement',
  'Mortgages',
  'Credit',
  'Savings',
  'Planning',
  'Mindset',
  'Economics',
  'Careers',
  'Housing',
] as const;

const blog = defineCollection({
  // The entry id (and so the URL slug) is the file name without its extension.
  loader: glob({ base: './src/content/blog', pattern: '*.mdx' }),
  schema: z.object({
    title: z.string().min(10).max(90).describe('Headline: the page h1 and the start of the <title>.'),
    excerpt: z
      .string()
      .min(50)
      .max(160)
      .describe('One or two sentences for the post card, the meta description (so at most 160 characters) and the RSS item.'),
    category: z.enum(BLOG_CATEGORIES).describe('One category from SPEC.md; drives related articles.'),
    date: z.coerce.date().describe('Publication date (YYYY-MM-DD); shown as "Oct 10, 2025".'),
    imgSrc: z
      .url()
      .describe('Stock-photo URL without query string, from shared/blog-images.md; sizes are added by the page.'),
    imgAlt: z.string().min(10).describe('What the photo shows, for screen readers and when it fails to load.'),
    draft: z.boolean().default(false).describe('A draft is built nowhere: no page, card, feed or sitemap entry.'),
  }),
});

export const collections = { blog };
