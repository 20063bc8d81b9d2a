/**
 * The working of a starting sum plus monthly deposits (WORKING.md), shared by investment, savings and retirement:
 * the monthly rate, the growth factor, what the start and the deposits each grow to, the balance, what was paid in
 * and the growth, and the yearly table's first and last rows.
 */
import type { Figure, Term } from '../working';
import type { Rows, StepList } from './growthWorking';

/** What the result fields of a starting sum plus monthly deposits are called on a page. */
export interface SavingsFields {
  readonly value: string;
  readonly deposits: string;
  readonly earnings: string;
}

export interface SavingsPlan {
  readonly initial: Figure;
  /** The monthly deposit, or undefined when the working finds it (from `target`). */
  readonly monthly: Figure | undefined;
  /** % a year, as typed or as found. */
  readonly rate: Figure;
  readonly months: Figure;
  readonly target?: Figure | undefined;
  /** What the value step adds to its sentence (", which is the target"). */
  readonly reaches?: string | undefined;
  /** The time was counted: the balance a month before the end, which falls short of the target. */
  readonly before?: number | undefined;
  /** The return was found by a search: the balance less the target, put back in, comes out at 0. */
  readonly solved?: boolean | undefined;
  /** The yearly table and the index of its balance column. */
  readonly rows: Rows;
  readonly cell: number;
}

/**
 * A starting sum I plus M at the end of each month for n months at r a month: I (1+r)^n + M ((1+r)^n − 1) / r,
 * one part at a time, then what was paid in and the growth; at 0 % simply I + M n. Returns the balance as shown.
 */
export function savingsSteps(list: StepList, plan: SavingsPlan, fields: SavingsFields, result: Readonly<Record<string, number>>) {
  const { add, give, precise } = list;
  const { initial, rate, months, target } = plan;
  // At 0 %, or at a return so close to 0 (one found for a target equal to the deposits) that all the growth is under
  // a tenth of a cent, the deposits simply add up; (1 + r)^n would lose that tiny r to rounding.
  const scale = Math.max(...Object.values(result).map(Math.abs));
  const zero = Math.abs(scale * months.value * rate.value) < 1.2;
  const flat = rate.value === 0 ? 'with nothing growing at 0 %' : `growing by under a tenth of a cent at ${rate.show}`;
  let grown = initial;
  let perDeposit = months;
  let r: Figure | undefined;
  if (!zero) {
    r = add('monthlyRate', 'The monthly rate: the yearly rate divided by 12 months, and by 100 to make it a fraction', [rate, '/', 12, '/', 100], rate.value / 12 / 100);
    const g = add('growth', `The growth factor: what 1 grows to in ${months.show} months at that rate`, ['(', 1, '+', r, ')', '^', months], (1 + r.value) ** months.value);
    grown = add('initialGrown', `What the ${initial.show} at the start grows to: it times the growth factor`, [initial, '*', g], initial.value * g.value, precise);
    perDeposit = add('perDeposit', 'What 1 paid in at the end of each month grows to: the growth factor less 1, divided by the monthly rate', ['(', g, '-', 1, ')', '/', r], (g.value - 1) / r.value);
  }
  let monthly = plan.monthly;
  if (!monthly && target) {
    monthly = add(
      'monthlyNeeded',
      `The monthly deposit needed: the target less what the start grows to, divided by what 1 a month ${zero ? `adds up to (the ${months.show} months, ${flat})` : 'grows to'}, and never below 0`,
      ['max(', 0, ',', '(', target, '-', grown, ')', '/', perDeposit, ')'],
      Math.max(0, (target.value - grown.value) / perDeposit.value),
      // Enough decimals that times what 1 a month grows to, it still comes to the cent.
      (value) => list.w.money(value, Math.max(6, Math.ceil(Math.log10(perDeposit.value)) + 3)),
    );
    give('requiredMonthly', 'The monthly deposit needed, to the cent', [monthly], result['requiredMonthly']!);
  }
  if (!monthly) return undefined;
  const deposits = add(
    'depositsGrown',
    zero ? `The deposits: ${monthly.show} a month for ${months.show} months, ${flat}` : `What the ${monthly.show} a month grow to: the deposit times what 1 a month grows to`,
    [monthly, '*', perDeposit],
    monthly.value * perDeposit.value,
    precise,
  );
  const value = give(fields.value, `The balance at the end: the start plus the deposits${zero ? '' : ', each grown'}${plan.reaches ?? ''}`, [grown, '+', deposits], result[fields.value]!);
  list.lastRow(plan.rows, plan.cell);
  if (plan.before !== undefined) {
    const text = `One month earlier, after ${list.w.count(months.value - 1).show} months, the balance was still short of the target`;
    list.steps.push(list.w.step('monthBefore', text, balanceTerms(initial, monthly, r, ['(', months, '-', 1, ')']), plan.before, list.w.money));
  }
  if (target && plan.solved) {
    list.steps.push(list.w.step('putBackIn', 'Put back in: at that return, the balance less the target comes out at 0', [grown, '+', deposits, '-', target], 0, list.w.money, { kind: 'solved' }));
  }
  const paidIn: Term[] = [initial, '+', monthly, '*', months];
  give(fields.deposits, `Paid in: the ${initial.show} at the start plus ${monthly.show} a month for ${months.show} months`, paidIn, result[fields.deposits]!);
  give(fields.earnings, 'The growth: the two parts as they stand at the end, less everything paid in', [grown, '+', deposits, '-', '(', ...paidIn, ')'], result[fields.earnings]!);
  list.firstRow(plan.rows, plan.cell, 'the balance after 12 months, worked the same way', balanceTerms(initial, monthly, r, 12));
  return value;
}

/** The balance after `months` months: I (1+r)^n + M ((1+r)^n − 1) / r, or I + M n at 0 %. */
function balanceTerms(initial: Figure, monthly: Figure, r: Figure | undefined, months: Term | readonly Term[]): Term[] {
  const n = Array.isArray(months) ? months : [months as Term];
  if (!r) return [initial, '+', monthly, '*', ...n];
  const g: Term[] = ['(', 1, '+', r, ')', '^', ...n];
  return [initial, '*', ...g, '+', monthly, '*', '(', ...g, '-', 1, ')', '/', r];
}

