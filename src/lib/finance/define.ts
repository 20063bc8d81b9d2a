/**
 * Builds a calculator from its description and its own rules + formula, adding the guarantees every
 * calculator shares: per-field rules are checked first (so `compute` only ever sees valid numbers),
 * and no result leaves as NaN, Infinity or -0.
 */
import { messages } from './messages';
import { fieldRuleViolations, isActive, RESULT_LIMIT } from './rules';
import type { CalculatorDefinition, FieldRejection, Outcome } from './types';
import type { Working } from './working';

type CalculatorSpec<I, R extends Record<string, number>> = Omit<CalculatorDefinition<I, R>, 'calculate'> & {
  /**
   * Cross-field and special rules, then the formula. Called only when every field passed its own
   * rule. Return all the cross-field rejections at once, not just the first.
   */
  compute(inputs: Required<I>): Outcome<R>;
  /** The input blamed when a result overflows; defaults to the first input (usually the amount). */
  overflowField?: keyof I & string;
  optionalResults?: readonly OptionalKeys<R>[];
};

/** The keys of R declared optional (`payoffMonths?: number`). */
type OptionalKeys<R> = { [K in keyof R]-?: undefined extends R[K] ? K : never }[keyof R] & string;

/** A rejection from a list of field errors. */
export function rejectFields<R>(errors: FieldRejection[]): Outcome<R> {
  return { ok: false, errors };
}

export function defineCalculator<I, R extends Record<string, number>>(
  spec: CalculatorSpec<I, R>,
): CalculatorDefinition<I, R> {
  const { compute, overflowField, ...definition } = spec;
  const optionalFields = new Set<string>(spec.optionalResults);
  const kinds = definition.inputs as Readonly<Record<string, CalculatorDefinition<I, R>['inputs'][keyof I]>>;
  const blamed = overflowField ?? Object.keys(kinds)[0] ?? '';
  const fields = Object.keys(definition.results) as (keyof R & string)[];

  return {
    ...definition,
    calculate(inputs: I): Outcome<R> {
      // DEPTH.md's new inputs may be left out by a direct caller: they read as a blank field does, their default
      // (a withdrawal rate of 4) or 0.
      const complete: Record<string, unknown> = { ...(inputs as Readonly<Record<string, unknown>>) };
      const defaults: Readonly<Partial<Record<string, string>>> = definition.defaults;
      for (const [field, kind] of Object.entries(kinds)) {
        const fallback = defaults[field];
        if (fallback !== undefined && kind.kind !== 'cashFlows') complete[field] ??= kind.kind === 'choice' && kind.numeric !== true ? fallback : Number(fallback);
        if (kind.kind === 'number' && kind.rule === 'optional') complete[field] ??= 0;
        if (kind.kind === 'checkbox') complete[field] ??= false;
      }
      // An input that does not apply in the chosen mode reads as 0; compute never looks at it.
      for (const [field, kind] of Object.entries(kinds)) if (!isActive(kind, complete)) complete[field] = 0;
      const fieldErrors = fieldRuleViolations(kinds, complete, definition.units);
      if (fieldErrors.length > 0) return rejectFields(fieldErrors);
      const outcome = compute(complete as Required<I>);
      if (!outcome.ok) return outcome;
      // Copy the declared fields in their display order; normalise -0 and refuse an answer a page could not print
      // exactly (extreme but valid inputs, 1e12 at 1,000 % for 50 years, give more digits than a double holds).
      const result: Record<string, number> = {};
      const computed: Readonly<Record<string, number | undefined>> = outcome.result;
      for (const field of fields) {
        const value = computed[field];
        // A result that applies only sometimes (DEPTH.md) is simply left out.
        if (value === undefined && optionalFields.has(field)) continue;
        if (typeof value !== 'number' || !(Math.abs(value) < RESULT_LIMIT)) return rejectFields([{ field: blamed, message: messages.tooLarge }]);
        result[field] = value === 0 ? 0 : value;
      }
      return { ok: true, result: result as R };
    },
  };
}

/** A successful outcome. */
export function accept<R>(result: R): Outcome<R> {
  return { ok: true, result };
}

/**
 * A calculator's working (WORKING.md) from its module in `working/`, loaded when the first answer asks for it: each
 * page's working is a chunk of its own, so no page loads another's and none loads its own before it has an answer.
 */
export function lazyWorking<I, R>(load: () => Promise<{ working(inputs: Required<I>, result: R): Working | Promise<Working> }>): (inputs: Required<I>, result: R) => Promise<Working> {
  return (inputs, result) => load().then((module) => module.working(inputs, result));
}
