import type { IconName } from '@/components/icons';

/**
 * The calculator registry: every calculator is described once, here. The home grid, the routes, the footer,
 * the sitemap and the tests all read this list, so adding a calculator starts with one entry.
 */
export interface CalculatorEntry {
  /** Stable id; the calculator form carries it as `data-calculator` (CALCULATORS.md). */
  readonly id: string;
  /** Short name shown on the home grid card (SPEC.md section 3). */
  readonly name: string;
  /** Page heading and title; the name when that already says what the page is. */
  readonly title: string;
  /** Route, root-relative, no trailing slash. */
  readonly path: `/${string}`;
  readonly icon: IconName;
  /** Card icon tile gradient: two CSS colours, dark enough for white icons (contrast >= 3:1). */
  readonly gradient: readonly [string, string];
  /** One line for the card and the start of the page's meta description. */
  readonly description: string;
}

export const CALCULATORS = [
  {
    id: 'loan',
    name: 'Loan Calculator',
    title: 'Loan Calculator',
    path: '/loan-calculator',
    icon: 'banknote',
    gradient: ['#1d4ed8', '#1e3a8a'],
    description: 'Monthly payment, total paid and total interest on a fixed-rate loan.',
  },
  {
    id: 'mortgage',
    name: 'Mortgage Calculator',
    title: 'Mortgage Calculator',
    path: '/mortgage-calculator',
    icon: 'home',
    gradient: ['#047857', '#064e3b'],
    description: 'Loan amount and monthly payment for a home, after your down payment.',
  },
  {
    id: 'investment',
    name: 'Investment Calculator',
    title: 'Investment Calculator',
    path: '/investment-calculator',
    icon: 'trending',
    gradient: ['#7c3aed', '#4c1d95'],
    description: 'What a lump sum plus monthly contributions can grow to over time.',
  },
  {
    id: 'retirement',
    name: 'Retirement Calculator',
    title: 'Retirement Calculator',
    path: '/retirement-calculator',
    icon: 'clock',
    gradient: ['#c2410c', '#7c2d12'],
    description: 'Project your savings at retirement from your age, balance and contributions.',
  },
  {
    id: 'savings',
    name: 'Savings Calculator',
    title: 'Savings Calculator',
    path: '/savings-calculator',
    icon: 'coins',
    gradient: ['#0f766e', '#134e4a'],
    description: 'How regular deposits and interest build your savings balance.',
  },
  {
    id: 'compound',
    name: 'Compound Interest',
    title: 'Compound Interest Calculator',
    path: '/compound-interest-calculator',
    icon: 'percent',
    gradient: ['#4338ca', '#312e81'],
    description: 'Growth of a deposit compounded yearly, quarterly, monthly or daily.',
  },
  {
    id: 'roi',
    name: 'ROI Calculator',
    title: 'ROI Calculator',
    path: '/roi-calculator',
    icon: 'barChart',
    gradient: ['#15803d', '#14532d'],
    description: 'Return on investment and profit from what you put in and got back.',
  },
  {
    id: 'debt',
    name: 'Debt Payoff',
    title: 'Debt Payoff Calculator',
    path: '/debt-payoff-calculator',
    icon: 'creditCard',
    gradient: ['#b91c1c', '#7f1d1d'],
    description: 'How many months until a debt is paid off, and the interest it costs.',
  },
  {
    id: 'budget',
    name: 'Budget Calculator',
    title: 'Budget Calculator',
    path: '/budget-calculator',
    icon: 'pieChart',
    gradient: ['#0369a1', '#0c4a6e'],
    description: 'Income against expenses, what is left over and your savings rate.',
  },
  {
    id: 'tax',
    name: 'Tax Calculator',
    title: 'Tax Calculator',
    path: '/tax-calculator',
    icon: 'receipt',
    gradient: ['#a16207', '#713f12'],
    description: 'US federal income tax on 2023 brackets, with your effective rate.',
  },
  {
    id: 'inflation',
    name: 'Inflation Calculator',
    title: 'Inflation Calculator',
    path: '/inflation-calculator',
    icon: 'arrowUp',
    gradient: ['#be123c', '#881337'],
    description: 'Future prices and the purchasing power of money as inflation runs.',
  },
  {
    id: 'currency',
    name: 'Currency Converter',
    title: 'Currency Converter',
    path: '/currency-converter',
    icon: 'exchange',
    gradient: ['#0e7490', '#164e63'],
    description: 'Convert between eight major currencies at fixed demo rates.',
  },
  {
    id: 'emi',
    name: 'EMI Calculator',
    title: 'EMI Calculator',
    path: '/emi-calculator',
    icon: 'calculator',
    gradient: ['#6d28d9', '#3b0764'],
    description: 'Equated monthly instalment, total amount and interest on a loan.',
  },
  {
    id: 'sip',
    name: 'SIP Calculator',
    title: 'SIP Calculator',
    path: '/sip-calculator',
    icon: 'repeat',
    gradient: ['#1d4ed8', '#172554'],
    description: 'Maturity value of a systematic investment plan with monthly payments.',
  },
  {
    id: 'ppf',
    name: 'PPF Calculator',
    title: 'PPF Calculator',
    path: '/ppf-calculator',
    icon: 'shield',
    gradient: ['#047857', '#022c22'],
    description: 'Public Provident Fund maturity from yearly deposits over the tenure.',
  },
  {
    id: 'fd',
    name: 'FD Calculator',
    title: 'FD Calculator',
    path: '/fd-calculator',
    icon: 'lock',
    gradient: ['#9333ea', '#581c87'],
    description: 'Fixed deposit maturity value and interest with yearly compounding.',
  },
  {
    id: 'rd',
    name: 'RD Calculator',
    title: 'RD Calculator',
    path: '/rd-calculator',
    icon: 'layers',
    gradient: ['#c2410c', '#431407'],
    description: 'Recurring deposit maturity from a fixed monthly instalment.',
  },
  {
    id: 'gratuity',
    name: 'Gratuity Calculator',
    title: 'Gratuity Calculator',
    path: '/gratuity-calculator',
    icon: 'award',
    gradient: ['#b45309', '#78350f'],
    description: 'Gratuity due on leaving after five or more years of service.',
  },
  {
    id: 'npv',
    name: 'NPV Calculator',
    title: 'NPV Calculator',
    path: '/npv-calculator',
    icon: 'activity',
    gradient: ['#0f766e', '#042f2e'],
    description: 'Net present value of a series of yearly cash flows.',
  },
  {
    id: 'irr',
    name: 'IRR Calculator',
    title: 'IRR Calculator',
    path: '/irr-calculator',
    icon: 'target',
    gradient: ['#be185d', '#831843'],
    description: 'Internal rate of return of an investment from its cash flows.',
  },
  {
    id: 'breakEven',
    name: 'Break-Even Calculator',
    title: 'Break-Even Calculator',
    path: '/break-even-calculator',
    icon: 'scale',
    gradient: ['#4d7c0f', '#1a2e05'],
    description: 'Units you must sell to cover fixed costs, and the revenue at that point.',
  },
  {
    id: 'margin',
    name: 'Margin Calculator',
    title: 'Margin Calculator',
    path: '/margin-calculator',
    icon: 'tag',
    gradient: ['#0369a1', '#082f49'],
    description: 'Profit, margin and markup from cost and selling price.',
  },
  {
    id: 'discount',
    name: 'Discount Calculator',
    title: 'Discount Calculator',
    path: '/discount-calculator',
    icon: 'scissors',
    gradient: ['#db2777', '#500724'],
    description: 'Sale price and savings after a percentage discount.',
  },
  {
    id: 'tip',
    name: 'Tip Calculator',
    title: 'Tip Calculator',
    path: '/tip-calculator',
    icon: 'users',
    gradient: ['#0d9488', '#115e59'],
    description: 'Tip, total bill and each person’s share when you split it.',
  },
  {
    id: 'salary',
    name: 'Salary Calculator',
    title: 'Salary Calculator',
    path: '/salary-calculator',
    icon: 'briefcase',
    gradient: ['#374151', '#111827'],
    description: 'Convert pay between annual, monthly, biweekly, weekly, daily and hourly.',
  },
] as const satisfies readonly CalculatorEntry[];

export type CalculatorId = (typeof CALCULATORS)[number]['id'];

/** The calculators the footer lists by name (SPEC.md section 2). */
export const FOOTER_CALCULATORS: readonly CalculatorId[] = ['loan', 'mortgage', 'investment'];

export function calculatorById(id: CalculatorId): CalculatorEntry {
  const entry = CALCULATORS.find((calculator) => calculator.id === id);
  if (!entry) throw new Error(`Unknown calculator id: ${id}`);
  return entry;
}
