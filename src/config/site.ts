/**
 * One description of the site: its name, where it lives, how to reach its editors.
 * Layout, pages, sitemap and tests all read from here.
 */

/** Production origin; `SITE_URL` at build time overrides it (see astro.config.mjs). */
export const DEFAULT_SITE_URL = 'https://ledgerwise.example.com';

export const SITE = {
  name: 'Ledgerwise',
  tagline: 'Free finance calculators and plain-English guides',
  description:
    'Free, exact personal-finance calculators for loans, mortgages, investing, retirement and tax, plus plain-English guides. Everything runs in your browser.',
  locale: 'en-US',
  themeColor: '#0f5132',
  /** The page background (--bg), shown behind the installed app while it starts. */
  backgroundColor: '#f6f8f7',
  /** Placeholder contact details: the example.com domain and a 555-01xx number are reserved for fiction. */
  contact: {
    email: 'hello@ledgerwise.example.com',
    phone: '+1 (555) 010-0142',
    phoneHref: 'tel:+15550100142',
    address: {
      street: '100 Example Avenue, Suite 400',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'United States',
    },
  },
  /** Date shown on the privacy policy and the terms (SPEC.md section 9). */
  legalUpdated: 'October 11, 2025',
} as const;

/** The header's primary navigation, in display order. */
export const PRIMARY_NAV = [
  { href: '/blog', label: 'Blog' },
  { href: '/about-us', label: 'About Us' },
  { href: '/contact-us', label: 'Contact Us' },
] as const;
