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
 * blocked hosts), so a card still looks designed. Colours are dark enough for white text.
 */
export const CATEGORY_STYLE: Record<BlogCategory, { icon: IconName; gradient: readonly [string, string] }> = {
  Budgeting: { icon: 'pieChart', gradient: ['#0369a1', '#0c4a6e'] },
  Investing: { icon: 'trending', gradient: ['#6d28d9', '#3b0764'] },
  Debt: { icon: 'creditCard', gradient: ['#b91c1c', '#7f1d1d'] },
  Retirement: { icon: 'clock', gradient: ['#c2410c', '#7c2d12'] },
  Mortgages: { icon: 'home', gradient: ['#047857', '#064e3b'] },
  Credit: { icon: 'creditCard', gradient: ['#1d4ed8', '#1e3a8a'] },
  Savings: { icon: 'coins', gradient: ['#0f766e', '#134e4a'] },
  Planning: { icon: 'calculator', gradient: ['#4338ca', '#312e81'] },
  Mindset: { icon: 'activity', gradient: ['#be185d', '#831843'] },
  Economics: { icon: 'arrowUp', gradient: ['#a16207', '#713f12'] },
  Careers: { icon: 'briefcase', gradient: ['#374151', '#111827'] },
  Housing: { icon: 'home', gradient: ['#15803d', '#14532d'] },
};
