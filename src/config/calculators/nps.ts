import { NPS_EXIT_REGULATIONS, NPS_GOVERNMENT_MIN_ANNUITY_PERCENT, NPS_LATEST_EXIT_AGE, NPS_MAX_LUMP_PERCENT, NPS_MIDDLE_CORPUS, NPS_SMALL_CORPUS } from '@/lib/finance/schemes/tables/nps';
import { groupDigits } from '@/lib/format';
import { defineCalculatorPage } from './types';

const rupees = (value: number) => `₹${groupDigits(String(value), true)}`;

export const nps = defineCalculatorPage({
  id: 'nps',
  rank: 154,
  title: 'NPS Calculator: Corpus, Lump Sum and Pension (India)',
  path: '/nps-calculator',
  category: 'india',
  alsoIn: ['saving-and-investing'],
  icon: 'sunset',
  gradient: ['#c2410c', '#431407'],
  // "NPS calculator" is the page's name (its title up to the colon), which the search index already holds.
  searchTerms: ['NPS pension', 'national pension system', 'annuity', 'NPS withdrawal'],
  description: 'Your NPS corpus at exit, the lump sum you may take, and the monthly pension its annuity buys.',
  intro:
    'The National Pension System (NPS) builds a corpus from your monthly contributions until you exit, usually at 60. At exit you may take part of it as a lump sum and the rest buys an annuity that pays a pension for life. Enter your age, what you contribute a month and the return you expect to see the corpus, the lump sum under the December 2025 exit rules, and the pension.',
  fields: {
    age: { label: 'Your age now', suffix: 'years', hint: 'From 18 to 84' },
    exitAge: { label: 'Exit age', suffix: 'years', hint: `60 is the normal exit; you may stay in up to ${String(NPS_LATEST_EXIT_AGE)}. An exit before 60 is a premature exit, not covered here` },
    monthly: { label: 'Monthly contribution', prefix: '₹', hint: 'For example 5,000' },
    increase: { label: 'Yearly increase in the contribution (%)', suffix: '%', hint: 'Optional: raise it every 12 months, for example 5' },
    rate: { label: 'Expected annual return (%)', suffix: '%', hint: 'Equity and bond mixes have returned roughly 8 % to 12 % a year; not guaranteed' },
    balance: { label: 'NPS balance now', prefix: '₹', hint: 'Optional: leave blank if you are starting' },
    lumpSumPercent: { label: 'Lump sum you take at exit (% of the corpus)', suffix: '%', hint: `Up to ${String(NPS_MAX_LUMP_PERCENT)} % above ${rupees(NPS_SMALL_CORPUS)}; all of it at or below`, group: 'At exit' },
    annuityRate: { label: 'Annuity rate (% a year)', suffix: '%', hint: 'What the annuity pays a year on its price, for example 6', group: 'At exit' },
  },
  results: {
    corpus: { label: 'Corpus at exit' },
    totalContributions: { label: 'Total contributions' },
    growth: { label: 'Growth' },
    lumpSum: { label: 'Lump sum at exit' },
    annuityAmount: { label: 'Buys the annuity' },
    monthlyPension: { label: 'Pension a month' },
  },
  method: [
    'Each month’s contribution is paid at the month’s end and the corpus grows at the expected return ÷ 12 a month: B ← B × (1 + r ÷ 1200) + the month’s contribution, starting from your balance now, for (exit age − age) × 12 months. With a yearly increase of s %, the contribution in month m is the first × (1 + s ÷ 100)^⌊(m − 1) ÷ 12⌋. The growth is the corpus less your balance now and what you paid in. Fund charges and the actual returns of your schemes are not modelled.',
    `At a normal exit, under the ${NPS_EXIT_REGULATIONS}: a corpus of up to ${rupees(NPS_SMALL_CORPUS)} may all be taken as a lump sum, so the lump sum is the corpus × your percentage; above it, at most ${String(NPS_MAX_LUMP_PERCENT)} % may be taken and at least ${String(100 - NPS_MAX_LUMP_PERCENT)} % buys an annuity. Between ${rupees(NPS_SMALL_CORPUS)} and ${rupees(NPS_MIDDLE_CORPUS.upTo)} the rules also allow up to ${rupees(NPS_MIDDLE_CORPUS.lumpSum)} as a lump sum with the rest by systematic withdrawal over at least ${String(NPS_MIDDLE_CORPUS.withdrawalYears)} years or an annuity; the page works out the percentage route. The rest of the corpus buys the annuity, and the pension a month is its price × the annuity rate ÷ 12 (annuities differ by insurer and by option, such as return of purchase price).`,
    `Not modelled: the government-sector rule (central and state government subscribers keep at least ${String(NPS_GOVERNMENT_MIN_ANNUITY_PERCENT)} % for an annuity), a premature exit before 60 (with its own rules), and tax. The lump sum’s tax treatment is whatever the Income-tax Act says for the year you exit, and the pension is taxed as income: this page works out no tax.`,
  ],
});
