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
  /**
   * The ad network that may sell this site's ad slots, for `/ads.txt` (IAB Tech Lab's ads.txt 1.1). While
   * `publisherId` is empty no ads.txt is written: set it to the account's publisher id ("pub-…" for Google AdSense)
   * when the account is approved, and the next build writes the file.
   */
  adNetwork: {
    /** The network's domain, as ads.txt names it. */
    domain: 'google.com',
    publisherId: '',
    /** DIRECT: this site's own account sells the inventory. */
    relationship: 'DIRECT',
    /** The network's Trustworthy Accountability Group id (Google's, as AdSense's own ads.txt line gives it). */
    certificationId: 'f08c47fec0942fa0',
  },
} as const satisfies { adNetwork: AdNetwork } & Record<string, unknown>;

/** One ad network's line in ads.txt. */
export interface AdNetwork {
  readonly domain: string;
  /** Empty while the site has no account: then no ads.txt is written. */
  readonly publisherId: string;
  readonly relationship: 'DIRECT' | 'RESELLER';
  readonly certificationId?: string;
}

/** The site's own pages, with what each is for: the footer's Company and Legal columns, and the search page's list. */
export const COMPANY_PAGES = [
  { href: '/about-us', label: 'About Us', about: 'who writes Ledgerwise and how the calculators are checked' },
  { href: '/blog', label: 'Blog', about: 'every article, newest first' },
  { href: '/contact-us', label: 'Contact Us', about: 'write to the editors' },
] as const;
export const LEGAL_PAGES = [
  { href: '/privacy-policy', label: 'Privacy Policy', about: 'what is stored, the ads and their cookies' },
  { href: '/terms-and-conditions', label: 'Terms and Conditions', about: 'using the site and its results' },
] as const;

/** The header's primary navigation, in display order. */
export const PRIMARY_NAV = [
  { href: '/blog', label: 'Blog' },
  { href: '/about-us', label: 'About Us' },
  { href: '/contact-us', label: 'Contact Us' },
] as const;

/**
 * How long an island waits for the browser to be idle before it hydrates anyway: the contact form (Astro's
 * `client:idle` timeout, from the moment its directive runs) and a calculator (`client:loaded`, from the moment its
 * scripts have arrived; src/islands/hydrateAfterLoad.ts). A busy phone, or a page with ad scripts, may run no idle
 * callback for seconds; until a calculator hydrates, a press on Calculate reloads the page with the values in its
 * address, which the island then answers.
 */
export const HYDRATION_DEADLINE = { timeout: 500 } as const;
