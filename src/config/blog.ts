import type { IconName } from '@/components/icons';
import type { BLOG_CATEGORIES } from '@/content.config';

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG = {
  title: 'Ledgerwise Blog',
  description: 'Plain-English guides to budgeting, saving, debt, credit, investing and retirement from the Ledgerwise team.',
  intro: 'Plain-English guides to the money decisions that matter, with the calculators to check the numbers yourself.',
} as const;

/**
 * What stands behind each article photo: shown when the stock photo has not loaded (slow networks, offline,
 * blocked hosts), so a card still looks designed. Each category's colours are in PostImage.astro's styles.
 */
export const CATEGORY_STYLE: Record<BlogCategory, { icon: IconName }> = {
  Budgeting: { icon: 'pieChart' },
  Investing: { icon: 'trending' },
  Debt: { icon: 'creditCard' },
  Retirement: { icon: 'clock' },
  Mortgages: { icon: 'home' },
  Credit: { icon: 'creditCard' },
  Savings: { icon: 'coins' },
  Planning: { icon: 'calculator' },
  Mindset: { icon: 'activity' },
  Economics: { icon: 'arrowUp' },
  Careers: { icon: 'briefcase' },
  Housing: { icon: 'home' },
};

/** A blog category's page: `/blog/category/mortgages`. */
export const blogCategoryPath = (category: BlogCategory): `/${string}` => `/blog/category/${category.toLowerCase()}`;
