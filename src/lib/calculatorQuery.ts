/**
 * A calculation in the page's address: `?amount=250000&rate=6.5&years=30`. Before the script arrives the
 * form submits as GET to its own URL, and after a calculation the island writes the inputs there, so a
 * reload or a shared link shows the same result (linkReading.ts reads it back).
 */

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
