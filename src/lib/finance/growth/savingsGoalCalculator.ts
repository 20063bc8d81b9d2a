/**
 * The investment and savings calculators share DEPTH.md's "Solve for": the contract's future value, or the
 * monthly deposit, the time or the return needed to reach a target. This holds their inputs and formula once.
 */
import { accept, rejectFields } from '../define';
import type { CalculationDetails } from '../details';
import { growthDetails, highReturnNote, yearlyGrowth } from './growthDetails';
import { nonNegative, positive } from '../inputKinds';
import { GOAL_RATE_RANGE, goalBalance, requiredMonthly, requiredMonths, requiredRate } from './savingsGoal';
import type { NumberInput, Outcome } from '../types';
import { formatMoney, formatMonths, formatNumber, plural } from '../../format';

export const goalBeyond100Years = 'These deposits take more than 100 years (1,200 months) to reach this target. Enter a smaller target, or save more.';
export const goalOutsideRates = (low: number, high: number): string =>
  `No return from ${String(low)} % to ${String(high).replace(/\B(?=(\d{3})+$)/g, ',')} % a year reaches this target. Enter a target closer to what you pay in.`;

export const SOLVE_FOR = ['futureValue', 'monthly', 'years', 'rate'] as const;
export type SolveFor = (typeof SOLVE_FOR)[number];

/** An input asked for in every mode but the one that solves for it. */
const unlessSolvingFor = (mode: SolveFor, kind: NumberInput): NumberInput => ({
  ...kind,
  when: { input: 'solveFor', in: SOLVE_FOR.filter((other) => other !== mode) },
});

/** The form of a savings goal: the contract's four inputs, then the mode and the target. */
export function goalInputs(rate: NumberInput) {
  return {
    initial: nonNegative,
    monthly: unlessSolvingFor('monthly', nonNegative),
    rate: unlessSolvingFor('rate', rate),
    years: unlessSolvingFor('years', positive),
    solveFor: { kind: 'choice', options: SOLVE_FOR },
    target: { ...positive, when: { input: 'solveFor', in: ['monthly', 'years', 'rate'] } },
  } as const;
}

export type GoalInputs = { initial: number; monthly: number; rate: number; years: number; solveFor?: SolveFor; target?: number };

/** The plan that was solved: every input known, with the answer in place of the unknown. */
export interface GoalPlan {
  readonly initial: number;
  readonly monthly: number;
  readonly rate: number;
  readonly months: number;
  /** The answer in its own unit (a deposit, months or % a year), absent in the contract's mode. */
  readonly answer?: { readonly field: 'requiredMonthly' | 'requiredMonths' | 'requiredRate'; readonly value: number };
}

/** Solves for the mode's unknown, or says why the target cannot be reached. */
export function solveGoal(inputs: Required<GoalInputs>): { ok: true; plan: GoalPlan } | { ok: false; message: string } {
  const { initial, monthly, rate, years, solveFor, target } = inputs;
  const months = years * 12;
  switch (solveFor) {
    case 'futureValue':
      return { ok: true, plan: { initial, monthly, rate, months } };
    case 'monthly': {
      const value = requiredMonthly(target, initial, rate, months);
      return { ok: true, plan: { initial, monthly: value, rate, months, answer: { field: 'requiredMonthly', value } } };
    }
    case 'years': {
      const value = requiredMonths(target, initial, monthly, rate);
      if (value === null) return { ok: false, message: goalBeyond100Years };
      return { ok: true, plan: { initial, monthly, rate, months: value, answer: { field: 'requiredMonths', value } } };
    }
    case 'rate': {
      const value = requiredRate(target, initial, monthly, months);
      if (value === null) return { ok: false, message: goalOutsideRates(GOAL_RATE_RANGE[0], GOAL_RATE_RANGE[1]) };
      return { ok: true, plan: { initial, monthly, rate: value, months, answer: { field: 'requiredRate', value } } };
    }
  }
}

export type GoalResults = { requiredMonthly?: number; requiredMonths?: number; requiredRate?: number };

/** The contract's three results for the solved plan, named as each calculator names them, plus the answer. */
export function computeGoal<R>(inputs: Required<GoalInputs>, name: (value: number, deposits: number) => R): Outcome<R & GoalResults> {
  const solved = solveGoal(inputs);
  if (!solved.ok) return rejectFields([{ field: 'target', message: solved.message }]);
  const { plan } = solved;
  const value = goalBalance(plan.initial, plan.monthly, plan.rate, plan.months);
  const answer = plan.answer ? { [plan.answer.field]: plan.answer.value } : {};
  return accept({ ...name(value, plan.initial + plan.monthly * plan.months), ...answer });
}

/** The yearly table of the solved plan, and for a goal one line that says what it takes. */
export function goalDetails(id: string, inputs: Required<GoalInputs>): CalculationDetails {
  const solved = solveGoal(inputs);
  if (!solved.ok) return { notes: [], charts: [] };
  const { plan } = solved;
  const details = growthDetails(
    id,
    yearlyGrowth(plan.months / 12, (term) => ({
      deposits: plan.initial + plan.monthly * term * 12,
      balance: goalBalance(plan.initial, plan.monthly, plan.rate, term * 12),
    })),
    // An input rate is warned of by its unit; a rate the calculator solved for, here.
    { notes: inputs.solveFor === 'rate' ? highReturnNote(plan.rate) : [] },
  );
  return plan.answer ? { ...details, notes: [{ text: goalSentence(inputs, plan) }, ...details.notes] } : details;
}

const money = (value: number) => formatMoney(value, 'USD');
const percent = (value: number) => `${formatNumber(value, 2)} %`;

/** What it takes, in one line: "Save $412.50 a month for 10 years at 6 % to reach $70,000.00." */
export function goalSentence(inputs: Required<GoalInputs>, plan: GoalPlan): string {
  const target = money(inputs.target);
  const term = plural(inputs.years, 'year');
  switch (plan.answer?.field) {
    case 'requiredMonthly':
      return plan.monthly > 0
        ? `Save ${money(plan.monthly)} a month for ${term} at ${percent(plan.rate)} to reach ${target}.`
        : `${money(plan.initial)} alone grows past ${target} in ${term} at ${percent(plan.rate)}: no monthly saving is needed.`;
    case 'requiredMonths':
      return plan.months > 0
        ? `At ${money(plan.monthly)} a month and ${percent(plan.rate)}, you reach ${target} in ${formatMonths(plan.months)}.`
        : `${money(plan.initial)} already reaches ${target}: no time is needed.`;
    case 'requiredRate':
      return `Saving ${money(plan.monthly)} a month on top of ${money(plan.initial)} reaches ${target} in ${term} at a return of ${percent(plan.rate)} a year.`;
    default:
      return '';
  }
}
