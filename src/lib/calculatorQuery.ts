/**
 * A calculation in the page's address: `?amount=250000&rate=6.5&years=30`. Before the script arrives the
 * form submits as GET to its own URL, and after a calculation the island writes the inputs there, so a
 * reload or a shared link shows the same result.
 */

/** The form values named in a query string; null when it names none of the fields. */
export function valuesFromQuery(search: string, names: readonly string[]): Record<string, string> | null {
  const params = new URLSearchParams(search);
  const entries = names.filter((name) => params.has(name)).map((name) => [name, params.get(name) ?? ''] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The query string for a set of form values, in field order. */
export function queryFromValues(values: Readonly<Record<string, string>>): string {
  return `?${new URLSearchParams(values).toString()}`;
}
