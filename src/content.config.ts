import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { CALCULATOR_IDS } from './lib/finance/types';

/** Worked cases, by name, each a calculator and its form as a reader fills it in: quoted with `<CaseFigure>`, linked with `<CaseLink>`. */
const workedCases = z
  .record(
    z.string().regex(/^[a-z][A-Za-z0-9]*$/),
    z.object({
      calculator: z.enum(CALCULATOR_IDS).describe('The calculator that works the case out.'),
      inputs: z.record(z.string(), z.string()).describe('Its form as a reader fills it in, as its address carries it.'),
    }),
  )
  .optional();

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
    updated: z.coerce
      .date()
      .optional()
      .describe('When the facts were last checked and revised (YYYY-MM-DD); shown as "Updated …" when it is not the date.'),
    sources: z
      .array(
        z.object({
          publisher: z.string().min(2).describe('Who publishes the figure first-hand: "IRS", "Social Security Administration", "RBI"…'),
          title: z.string().min(5).describe('The title of the page or document, as its publisher gives it.'),
          url: z.url().describe('Its address on the publisher’s own site.'),
        }),
      )
      .min(1)
      .describe('The primary source of each figure the article quotes (at least one), listed under "Sources" at its end.'),
    cases: workedCases.describe(
      'Worked cases the article quotes, by name: `<CaseFigure case="NAME" field="…" shows="…" />` quotes a result (the build stops when it is not what the calculator gives) and `<CaseLink case="NAME">` opens the calculator filled in with it.',
    ),
  }),
});

/**
 * One guide per calculator (DEPTH.md "Every calculator"): the file name is the calculator's id, the body is the worked
 * example in words, whose quoted results are `<Figure field="…" shows="…" />` tags that the build checks.
 */
const calculatorGuides = defineCollection({
  // The file name is the calculator's id as written ("breakEven"); the default id would lowercase it.
  loader: glob({ base: './src/content/calculatorGuides', pattern: '*.mdx', generateId: ({ entry }) => entry.replace(/\.mdx$/, '') }),
  schema: z.object({
    example: z
      .object({
        inputs: z
          .record(z.string(), z.string())
          .describe('The example as the form takes it, input name to text: written into the "Try this example" link.'),
      })
      .describe('The worked example the body describes.'),
    cases: workedCases.describe(
      'Further worked cases the body quotes beside the example (the mortgage guide\'s prepayments), each figure a `<CaseFigure>` the build checks and each case a `<CaseLink>`.',
    ),
    faqs: z
      .array(
        z.object({
          question: z.string().min(10).endsWith('?').describe('A question readers ask, shown as the <summary>.'),
          answer: z.string().min(40).describe('A short plain-text answer; dated and sourced where a figure can change.'),
        }),
      )
      .min(3)
      .max(6)
      .describe('At least three questions, each a native <details>.'),
    related: z
      .object({
        calculators: z.array(z.enum(CALCULATOR_IDS)).min(2).max(4).describe('Calculators a reader of this one opens next.'),
        articles: z.array(z.string()).min(1).max(3).describe('Article slugs (file names in src/content/blog) on the same subject.'),
      })
      .describe('Further reading chosen for this calculator.'),
  }),
});

export const collections = { blog, calculatorGuides };
