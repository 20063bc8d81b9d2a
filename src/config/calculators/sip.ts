import { defineCalculatorPage } from './types';

export const sip = defineCalculatorPage({
  id: 'sip',
  rank: 140,
  title: 'SIP Calculator',
  path: '/sip-calculator',
  category: 'india',
  icon: 'repeat',
  gradient: ['#1d4ed8', '#172554'],
  searchTerms: ['systematic investment plan', 'mutual fund SIP'],
  description: 'Maturity value of a systematic investment plan with monthly payments.',
  intro:
    'A SIP (systematic investment plan) invests a fixed amount in a mutual fund every month. Enter your monthly investment, the annual return you expect and the number of years to estimate what the plan could be worth and how much of that is gain.',
  fields: {
    monthly: { label: 'Monthly investment', prefix: '₹', hint: 'For example 5,000' },
    rate: { label: 'Expected annual return (%)', suffix: '%' },
    years: { label: 'Investment period (years)', suffix: 'years' },
    stepUp: { label: 'Annual step-up (% a year)', suffix: '%', hint: 'Optional: raise the instalment every 12 months, for example 10' },
    solveFor: { label: 'Solve for', options: { maturity: 'What my SIP grows to', monthly: 'The monthly SIP I need' }, leading: true },
    target: { label: 'Your target', prefix: '₹', hint: 'The amount you want to reach, for example 50,00,000' },
    inflation: { label: 'Inflation (% a year)', suffix: '%', hint: 'Optional: to see the maturity value in today’s money' },
  },
  results: {
    maturityValue: { label: 'Estimated maturity value' },
    totalInvestment: { label: 'Total invested' },
    wealthGained: { label: 'Estimated gain' },
    maturityWithoutStepUp: { label: 'Maturity without the step-up' },
    requiredMonthly: { label: 'Monthly SIP needed' },
    maturityToday: { label: 'Maturity value in today’s money', absent: 'not worked out (no inflation entered)' },
  },
  method: [
    'The maturity value is M = P × ((1 + r)^n − 1) ÷ r × (1 + r), where P is the monthly investment, r the monthly rate (expected annual return ÷ 100 ÷ 12) and n the number of months (years × 12). Each instalment is invested at the start of its month and returns compound monthly. At a return of 0 the value is simply P × n.',
    'Total invested is P × n, and the estimated gain is the maturity value minus that. Mutual fund returns are not fixed and can be negative; the steady return here is an assumption, and expense ratios, exit loads and taxes are not included.',
    'With a step-up of s %, the instalment in month m is P × (1 + s ÷ 100)^⌊(m − 1) ÷ 12⌋: it rises every 12 months. Each instalment still grows from the start of its month, so the maturity is the sum of every instalment × (1 + r)^(n − m + 1), and the page also shows what the same SIP would reach without the step-up.',
    'To solve for the monthly SIP, the page divides your target by what ₹1 a month, stepped up the same way, grows to: target ÷ Σ (1 + s ÷ 100)^⌊(m − 1) ÷ 12⌋ × (1 + r)^(n − m + 1). That is the first month’s instalment; with a step-up, later ones rise from it. The term must be whole months.',
    'With an inflation rate i, the maturity value in today’s money is M ÷ (1 + i ÷ 100)^years: what it would buy at today’s prices. When you solve for the SIP, the target is what you need in the year you reach it.',
  ],
  carries: [
    {
      to: 'lumpsum',
      text: 'Or invest it all at once: the same return and years as a lump sum',
      aside: 'Once you calculate, the link takes your return, years and inflation; there you enter the one-time amount.',
      inputs: { rate: 'rate', years: 'years', inflation: 'inflation' },
    },
    {
      to: 'nps',
      text: 'Saving for a pension? The same monthly amount in NPS',
      aside: 'The link takes your monthly investment, its yearly step-up and your return; there you enter your age and what the corpus buys at 60.',
      inputs: { monthly: 'monthly', increase: 'stepUp', rate: 'rate' },
    },
  ],
});
