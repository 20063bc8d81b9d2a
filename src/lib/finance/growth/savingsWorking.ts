/**
 * The working of a starting sum plus monthly deposits (WORKING.md), shared by investment, savings and retirement:
 * the monthly rate, what $1 grows to and what $1 a month grows to, the balance (the yearly table's last row), what
 * was paid in and the growth, and the table's first row. A deposit, a time or a return found for a target is
 * savingsGoalWorking.ts, which only investment and savings load.
 */
import type { Figure, Term } from '../working';
import { lands, type Rows, type StepList } from './growthWorking';

/** The result fields of a starting sum plus monthly deposits on a page: the balance, what was paid in, the growth. */
export type SavingsFields = readonly [value: string, deposits: string, earnings: string];

export interface SavingsPlan {
  readonly initial: Figure;
  /** The monthly deposit, typed or found. */
  readonly monthly: Figure;
  readonly months: Figure;
  /** The deposit as worked out, where even 6 decimals of it would miss the cent once grown (a quotient). */
  readonly deposit?: readonly Term[] | undefined;
  /** The target the balance reaches, in a solve-for mode. */
  readonly target?: Figure | undefined;
  /** The yearly table and the index of its balance column. */
  readonly rows: Rows;
  readonly cell: number;
  /** What the balance is called ("balance at the end", "savings at retirement"). */
  readonly balance: string;
  /** What the starting sum is called ("the start", "your savings now"). */
  readonly start?: string | undefined;
}

/** The monthly rate, what $1 grows to (`g`) and what $1 a month grows to (`perMonth`); with nothing growing, the months. */
export interface Growth {
  readonly r?: Figure | undefined;
  readonly g?: Figure | undefined;
  readonly perMonth: Figure;
}

/** The months of saving: the years × 12. */
export const monthsOf = (list: StepList, years: Figure): Figure => list.add('months', `The months of saving: ${years.show} years × 12`, [years, '*', 12], list.typed.count);

/**
 * Whether nothing grows to the cent: at 0 %, at a return so close to 0 (one found for a target equal to the deposits)
 * that all the growth is under a tenth of a cent, or over no time at all. The deposits then simply add up; (1 + r)^n
 * would lose that tiny r to rounding.
 */
export const flat = (rate: Figure, [, , earnings]: SavingsFields, result: Readonly<Record<string, number>>): boolean => rate.value === 0 || Math.abs(result[earnings]!) < 0.001;

/** I × g + M × F, leaving out a part of $0, or I + M × n with nothing growing. `deposit` writes M as other terms (a deposit found, as its quotient). */
export function balanceOf(initial: Figure, monthly: Figure, grows: readonly Term[] | undefined, perMonth: readonly Term[], deposit: readonly Term[] = [monthly]): Term[] {
  const deposits: Term[] = [...deposit, '*', ...perMonth];
  if (!grows) return [initial, '+', ...deposits];
  const start: Term[] = [initial, '*', ...grows];
  if (monthly.value === 0) return start;
  return initial.value === 0 ? deposits : [...start, '+', ...deposits];
}

/** (1 + r)^n and ((1 + r)^n − 1) ÷ r written out, with r a monthly rate or the yearly one ÷ 12; with nothing growing, n. */
export function grownOver(r: readonly Term[] | undefined, n: Term): [Term[] | undefined, Term[]] {
  if (!r) return [undefined, [n]];
  const g: Term[] = ['(', 1, '+', ...r, ')', '^', n];
  return [g, ['(', ...g, '-', 1, ')', '/', ...(r.length > 1 ? ['(' as const, ...r, ')' as const] : r)]];
}

/** The monthly rate, what $1 grows to in the months and what $1 a month grows to; none of them with nothing growing. */
export function growthSteps(list: StepList, rate: Figure, months: Figure, zero: boolean): Growth {
  if (zero) return { perMonth: months };
  const r = list.rate('monthlyRate', 'The monthly rate: the yearly rate divided by 12', [rate, '/', 12]);
  const g = list.add('growth', `What $1 grows to in ${months.show} months at ${r.show} a month`, ['(', 1, '+', r, ')', '^', months]);
  return { r, g, perMonth: list.add('perDeposit', 'What $1 paid in at the end of every month grows to', ['(', g, '-', 1, ')', '/', r]) };
}

/**
 * The balance of a starting sum I plus M at the end of each month for n months at r a month, I (1+r)^n + M ((1+r)^n
 * − 1) / r, at 0 % simply I + M n; then what was paid in, the growth and the yearly table's first row. Returns the
 * balance as shown.
 */
export function savingsSteps(list: StepList, plan: SavingsPlan, { r, g, perMonth }: Growth, [valueField, depositsField, earningsField]: SavingsFields, result: Readonly<Record<string, number>>): Figure {
  const { give } = list;
  const { initial, monthly, months, rows, cell, deposit, target, start = 'the start' } = plan;
  // The parts the line adds up, in words (a part of $0 is left out of both, unless nothing grows).
  const said = g
    ? [...(initial.value === 0 && monthly.value !== 0 ? [] : [`${start} times what $1 grows to`]), ...(monthly.value === 0 ? [] : [`the deposit${monthly.unrounded ? ' before rounding' : ''} times what $1 a month grows to`])]
    : [start, 'the deposits'];
  const balanceTerms = balanceOf(initial, monthly, g && [g], [perMonth], deposit);
  const value = give(valueField, `The ${plan.balance}: ${said.join(', plus ')}${g ? '' : ', nothing growing'}${target ? `, which reaches the ${target.show} target` : ''}`, balanceTerms, result[valueField]!, { row: rows?.at(-1), cell });
  const paidTerms: Term[] = [initial, '+', monthly, '*', months];
  const paid = give(depositsField, `Paid in: ${start} plus ${months.show} monthly deposits`, paidTerms, result[depositsField]!);
  // The growth from the two results as shown, or, where their rounding adds up past half a cent, from the parts.
  const earnings = result[earningsField]!;
  const short: Term[] = [value, '-', paid];
  give(earningsField, `The growth: the ${plan.balance} less what was paid in`, lands(short, earnings) ? short : [...balanceTerms, '-', '(', ...paidTerms, ')'], earnings);
  list.firstRow(rows, cell, 'the balance after 12 months, worked the same way', balanceOf(initial, monthly, ...grownOver(r && [r], 12)));
  return value;
}
