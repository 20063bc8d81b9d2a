/**
 * A calculation in the page's address: `?amount=250000&rate=6.5&years=30`. Before the script arrives the
 * form submits as GET to its own URL, and after a calculation the island writes the inputs there, so a
 * reload or a shared link shows the same result.
 */
import type { FieldView } from './calculatorView';

/** The longest value taken from an address: far beyond any number a person types, short of a paste of junk. */
const MAX_LENGTH = { cashFlows: 2000, other: 64 } as const;

/**
 * The form values an address names, field by field. A value a person could have typed comes back as it
 * was, even an invalid one (the form then marks and explains it). Junk is ignored, that field alone: a
 * repeated key, a broken %-escape, control characters, an absurd length, or a choice the select does not
 * offer. Null when no field is left.
 */
export function valuesFromQuery(
  search: string,
  fields: readonly Pick<FieldView, 'name' | 'kind' | 'options'>[],
): Record<string, string> | null {
  const params = new URLSearchParams(search);
  const entries = fields.flatMap(({ name, kind, options }) => {
    const all = params.getAll(name);
    const value = all[0];
    if (all.length !== 1 || value === undefined) return [];
    if (options) return options.some(([option]) => option === value) ? [[name, value] as const] : [];
    const tooLong = value.length > (kind === 'cashFlows' ? MAX_LENGTH.cashFlows : MAX_LENGTH.other);
    // U+FFFD is what a broken %-escape decodes to.
    const garbled = /[\p{Cc}\uFFFD]/u.test(value);
    return tooLong || garbled ? [] : [[name, value] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The query string for a set of form values, in field order. */
export function queryFromValues(values: Readonly<Record<string, string>>): string {
  return `?${new URLSearchParams(values).toString()}`;
}

/**
 * The address's query with one form's values written in, keeping what belongs to the other (the debt page holds two
 * forms, and a link carries both). Parameters `owned` says are this form's are dropped first, so a removed row goes.
 */
export function mergedQuery(search: string, values: Readonly<Record<string, string>>, owned: (name: string) => boolean): string {
  const params = new URLSearchParams(search);
  for (const name of [...new Set(params.keys())]) if (owned(name)) params.delete(name);
  for (const [name, value] of Object.entries(values)) params.set(name, value);
  return `?${params.toString()}`;
}
