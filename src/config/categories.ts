/**
 * The topics the calculators are grouped by: the home page's headed groups, a hub page each (`/calculators/<id>`), the
 * breadcrumbs. Each calculator names its one category in its page description (src/config/calculators/<id>.ts), and
 * may name other hubs that list it too (`alsoIn`); each hub also lists the articles of the blog categories it covers.
 */
import type { BlogCategory } from './blog';

export const CATEGORY_IDS = ['loans-and-home', 'saving-and-investing', 'tax-and-income', 'india', 'business-and-everyday'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface CalculatorCategory {
  readonly id: CategoryId;
  /** The group's heading on the home page and the hub's title. */
  readonly name: string;
  /** One line under the hub's heading and its meta description (at most 160 characters). */
  readonly description: string;
  /** The blog categories whose articles the hub lists. */
  readonly articleCategories: readonly BlogCategory[];
}

/** In the order of the home page's groups. */
export const CATEGORIES: readonly CalculatorCategory[] = [
  {
    id: 'loans-and-home',
    name: 'Loans and home',
    description: 'Loan and mortgage payments, what a home costs and what you can afford, renting against buying, refinancing and paying off debt.',
    articleCategories: ['Mortgages', 'Housing', 'Debt', 'Credit'],
  },
  {
    id: 'saving-and-investing',
    name: 'Saving, investing and retirement',
    description: 'How savings and investments grow, what inflation takes, what an investment returned, and whether you are on track to retire.',
    articleCategories: ['Investing', 'Savings', 'Retirement', 'Economics', 'Mindset'],
  },
  {
    id: 'tax-and-income',
    name: 'Tax, income and budgeting',
    description: 'Take-home pay, US federal and Indian income tax, self-employment tax, a salary by the hour or month, and a budget against 50/30/20.',
    articleCategories: ['Budgeting', 'Careers', 'Planning'],
  },
  {
    id: 'india',
    name: 'India',
    description: 'In-hand salary from CTC, HRA, income tax under both regimes, EMIs, SIPs and withdrawals, PPF, deposits and gratuity, in rupees.',
    articleCategories: [],
  },
  {
    id: 'business-and-everyday',
    name: 'Business and everyday',
    description: 'NPV and IRR, break-even, margin and markup, discounts, tips and splitting a bill, and currency conversion.',
    articleCategories: [],
  },
];

/** A category's hub page. */
export const categoryPath = (id: CategoryId): `/${string}` => `/calculators/${id}`;

export function categoryById(id: CategoryId): CalculatorCategory {
  const category = CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`No calculator category "${id}"`);
  return category;
}
